package import PushConformance
import PushContract

/// Text an attacker (or an unlucky user) puts in a scenario file, a golden or a results file,
/// aimed at each output: Markdown and HTML (images, links, raw HTML, headings, table pipes, code
/// fences, autolinks, math, mentions), terminals and CI logs (escape sequences, bidirectional
/// overrides, workflow commands), shells (command substitution, variables, globs, quotes) and
/// XML (characters XML 1.0 forbids, markup). ``report`` puts every text in every field a writer
/// shows; ``problems(in:)`` names what an output must never hold.
package enum HostileCorpus {
    /// Where remote content would be fetched from.
    package static let host = "evil.test"

    /// One text per attack; several combine them.
    package static let texts: [String] = [
        "<img src=https://\(host)/beacon.png>",
        "![beacon](https://\(host)/b.png)",
        "[click here](https://\(host)/phish)",
        "<script>alert(1)</script><iframe src=//\(host)>",
        "<a href=\"https://\(host)\">x</a><!-- hidden",
        "\n## Heading from a file\n# another\n",
        "| col | umn |\n|---|---|\n| x | y |",
        "```\nfenced\n```",
        "https://\(host)/bare and www.\(host) and mail@\(host)",
        "$\\href{https://\(host)}{math}$ and @octocat",
        "\u{1B}]0;retitled\u{07}\u{1B}[2J\u{1B}[31mred\u{1B}[0m",
        "\u{202E}txt.exe\u{202C} \u{2066}isolate\u{2069} \u{200F}",
        "\n::error file=x::injected\n  ::add-mask::secret\n::stop-commands::tok",
        "::warning::at the start",
        "nul\u{0} bell\u{7} del\u{7F} c1\u{85} nonchar\u{FFFE}\u{FFFF} tab\tcr\r",
        "]]><x/>&amp;&#60;\"'",
        "x$(touch${IFS}PWNED).json `touch PWNED` $HOME ~/x *;a&&b|c>d<e",
    ]

    /// All texts in one (a field that shows one value shows them all).
    package static let all = texts.joined(separator: " ")

    /// Scenario ids a loader accepts (``ScenarioID``): the shell, Markdown and HTML attacks that
    /// can be file names; each `<facet>.<slug>` with facet `hostile`.
    package static let scenarioIDs: [String] = [
        "hostile.x$(touch${IFS}PWNED)",
        "hostile.`touch PWNED`'q'\"dq\"$HOME",
        "hostile.![b](https:--\(host)-i.png)<img src=x>",
        "hostile.-- ~x;a&&b|c>d<e #h",
    ]

    /// A folder name for `--scenarios` in the printed commands.
    package static let folder = "/tmp/scen arios/$(touch PWNED)/'q'"

    /// The vendor ids (the scores table shows them).
    package static let vendorIDs = ["v|![b](https://\(host)/v.png)", "w\u{1B}[31m\n::error::v"]

    /// A known deviation whose invariant id and every text are hostile.
    package static let deviation = RunReport.Deviation(
        invariant: RequirementID(rawValue: "INV|![b](https://\(host)/d.png)\n::error::d"), scenarios: [],
        summary: all, citation: "[cite](https://\(host)/c) " + texts[10])

    /// A report with every text in every field a writer shows: the suite version, vendor ids,
    /// names and capabilities, the deviation, scenario ids, titles, requirement ids and steps,
    /// each case's note, diff, findings, behaviour and transcript, the re-record commands, the
    /// run problems. Its cases are ones a run can write, so it reads back from a results file.
    package static var report: RunReport {
        let finding = RunReport.Finding(
            invariant: deviation.invariant, level: .must, step: texts[12], time: "1s", message: all)
        var behaviour = CaseBehaviour()
        behaviour.errors = texts.map { CaseBehaviour.Item(text: $0, count: 1) }
        behaviour.events = [CaseBehaviour.Item(text: all, count: 2)]
        behaviour.http = [CaseBehaviour.Item(text: texts[0], count: 1)]
        let transcript = texts.enumerated().map { index, text in
            JSONValue.object([
                "t": .string("\(index)s"), "step": .string(text), "event": .string(text),
                "body": .object(["text": .string(text)]),
            ]).canonicalText
        }
        let scenarios = scenarioIDs.map { id in
            RunReport.ScenarioInfo(
                id: id, facet: "hostile", title: all,
                requirements: [RequirementID(rawValue: texts[2]), .completionsExactlyOnce], requires: [],
                steps: texts.map { RunReport.Step(id: $0, kind: $0, action: $0) })
        }
        let hint = RecordHint.commandLine(command: RecordHint.toolCommand, arguments: ["--scenarios", folder])
        var cases: [RunReport.Case] = []
        for vendor in vendorIDs {
            for (index, id) in scenarioIDs.enumerated() {
                if index % 2 == 0 {
                    cases.append(
                        RunReport.Case(
                            vendor: vendor, scenario: id, facet: "hostile", outcome: .fail, golden: .missing,
                            firstDivergence: all, diff: texts.map { "+ " + $0 }.joined(separator: "\n") + "\n" + all,
                            violations: [finding], warnings: [], deviations: [], staleDeviations: [], note: all,
                            rerecordCommand: hint.command(vendor: vendor, scenario: id, missing: true),
                            behaviour: behaviour, transcript: transcript))
                } else {
                    cases.append(
                        RunReport.Case(
                            vendor: vendor, scenario: id, facet: "hostile", outcome: .knownDeviation, golden: .matched,
                            deviations: [RunReport.ShownDeviation(deviation: deviation, findings: [finding])],
                            behaviour: behaviour, transcript: transcript))
                }
            }
        }
        return RunReport(
            suiteVersion: "1.0 " + all,
            vendors: vendorIDs.map {
                RunReport.Vendor(
                    id: $0, displayName: all, capabilities: ["push-delegate", texts[1]], knownDeviations: [deviation])
            },
            scenarios: scenarios, cases: cases,
            problems: texts.map { RunProblem(.other, subject: $0, message: $0) })
    }

    /// What `text` holds that no output may: a raw control or bidirectional character, a line a
    /// CI runner reads as a workflow command (`::` after white space), markup from the corpus
    /// (`<img`, `<script>alert`, `<iframe`, `<a href`, `<!--`, `<x/>`; not for the terminal,
    /// `markup: false`, where it is plain text), and, for Markdown, a link or image (`](http`) or
    /// an autolink (`://evil.test`, `www.evil.test`). Empty when clean.
    package static func problems(in text: String, markdown: Bool = false, markup: Bool = true) -> [String] {
        var found: [String] = []
        if let scalar = text.unicodeScalars.first(where: isRawControl) {
            found.append("a raw U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        for line in text.split(separator: "\n") where line.drop(while: { $0.isWhitespace }).hasPrefix("::") {
            found.append("a line starting with '::': \(line.prefix(60))")
        }
        for tag in ["<img", "<script>alert", "<iframe", "<a href=\"https://\(host)", "<!-- hidden", "<x/>"]
        where markup && text.contains(tag) {
            found.append("raw markup \(tag)")
        }
        if markdown {
            for syntax in ["](http", "://\(host)", "www.\(host)", "<a href"] where text.contains(syntax) {
                found.append("Markdown \(syntax)")
            }
        }
        return found
    }

    /// A control character (but the line feed), DEL, a C1 control, a bidirectional mark,
    /// embedding, override or isolate, a line or paragraph separator, U+FFFE or U+FFFF.
    static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029,
            0xFFFE, 0xFFFF:
            return true
        default: return false
        }
    }
}
