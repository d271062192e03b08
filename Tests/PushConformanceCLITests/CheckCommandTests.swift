@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// `push-conformance check FILE…`: every invariant on transcripts written by anyone.
@Suite("check: invariants on transcript files")
struct CheckCommandTests {
    /// Writes `lines` (joined with newlines, ending with one unless `terminated` is false) to a
    /// fresh folder as `name` and returns the folder.
    static func write(_ lines: [String], name: String = "t.jsonl", terminated: Bool = true) throws -> URL {
        let folder = temporaryFolder("check")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = lines.joined(separator: "\n") + (terminated ? "\n" : "")
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    static let launch = #"{"step":"launch","system":{"name":"process.launched","state":"foreground"},"t":"0s"}"#
    static let leftovers = #"{"leftovers":"none","t":"9s"}"#

    /// A subscribe refused with a 400 and sent again by a timer: NET-001.
    static let retried = [
        launch,
        #"{"step":"subscribe","system":{"call":"subscription.subscribe","name":"app.called"},"t":"0s"}"#,
        #"{"http":{"method":"POST","seq":1,"url":"https://x.test/api/subscribe"},"step":"subscribe","t":"0s"}"#,
        #"{"answer":{"seq":1,"status":400},"during":{"answer":1},"step":"subscribe","t":"0s"}"#,
        #"{"http":{"method":"POST","seq":2,"url":"https://x.test/api/subscribe"},"step":"wait","t":"5s"}"#,
        leftovers,
    ]

    @Test("A violated MUST fails with its step and time; the rest hold")
    func violation() async throws {
        let folder = try Self.write(Self.retried)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await CLIHarness().run(["check", folder.appendingPathComponent("t.jsonl").path])
        #expect(run.status == .failure, "\(run.all)")
        #expect(
            run.output.contains("NET-001 (MUST) violated\n    at 5s, step wait: request 2 retries POST /api/subscribe"))
        // Every built-in invariant but the one violated holds.
        let holding = Invariant.builtIn.count - 1
        #expect(run.output.contains("holds (\(holding)): CMP-001"))
        #expect(
            run.output.contains(
                "checked 1 file: 1 violated, 0 warning, 0 known deviation, 0 not checkable, \(holding) holds"))
    }

    @Test("A rule that needs a context the file lacks is not checkable, never holds; exit 0")
    func notCheckable() async throws {
        let lines = [
            Self.launch,
            #"{"step":"push","system":{"bytes":9,"claimed":false,"name":"push.arrived","push":1},"t":"1s"}"#,
            #"{"http":{"method":"POST","seq":1,"url":"https://x.test/api/open"},"step":"push","t":"1s"}"#,
            Self.leftovers,
        ]
        let folder = try Self.write(lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await CLIHarness().run(["check", folder.appendingPathComponent("t.jsonl").path])
        #expect(run.status == .success, "\(run.all)")
        #expect(
            run.output.contains(
                "NET-002 (MUST) not checkable: the transcript lacks during.push on push.arrived and on requests"))
        #expect(run.output.contains("not checkable: NET-002 in 1"))
    }

    @Test("Unknown keys and kinds are listed; a last line cut short is reported, never a crash")
    func unknownAndTruncated() async throws {
        let lines = [
            Self.launch, #"{"origin":{"push":1},"step":"s","system":{"name":"x"},"t":"1s"}"#,
            #"{"probe":{"cpu":3},"t":"1s"}"#, #"{"step":"s","system":{"name":"#,
        ]
        let folder = try Self.write(lines, terminated: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await CLIHarness().run(["check", folder.appendingPathComponent("t.jsonl").path])
        #expect(run.status == .success, "\(run.all)")
        #expect(run.output.contains(#"note: unknown key "origin" on 1 line, first line 2"#))
        #expect(run.output.contains(#"note: unknown record kind "probe" (line skipped) on 1 line, first line 3"#))
        #expect(run.output.contains("note: line 4 is cut short (no newline after it and not JSON): left out"))
        // Without the leftovers line, completions never called cannot be judged.
        #expect(run.output.contains("CMP-001 (MUST) not checkable: the transcript lacks leftovers"))
    }

    @Test("A malformed line is refused with the file, the line number and the JSON path (exit 64)")
    func malformed() async throws {
        let lines = [
            Self.launch, #"{"http":{"method":"POST","seq":"2","url":"u"},"step":"s","t":"1s"}"#, Self.leftovers,
        ]
        let folder = try Self.write(lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.jsonl").path
        let run = await CLIHarness().run(["check", path])
        #expect(run.status == .usage)
        #expect(run.error == "error: \(path):2: http.seq: expected an integer, found string \"2\"\n")
        let notJSON = try Self.write([Self.launch, #"{"t": "1s", "step": 1e999}"#, Self.leftovers])
        defer { try? FileManager.default.removeItem(at: notJSON) }
        let second = await CLIHarness().run(["check", notJSON.appendingPathComponent("t.jsonl").path])
        #expect(second.status == .usage)
        #expect(second.error.contains("t.jsonl:2: step: not valid JSON"), "\(second.error)")
        let missing = await CLIHarness().run(["check", "no/such/file.jsonl"])
        #expect(missing.status == .usage && missing.error.contains("no/such/file.jsonl"), "\(missing.all)")
    }

    @Test("Text from the file is escaped: control characters shown, no line starts with ::")
    func escaped() async throws {
        let lines = [
            Self.launch,
            #"{"step":"sub\u001B[31mscribe","system":{"call":"subscription.subscribe","name":"app.called"},"t":"0s"}"#,
            #"{"http":{"method":"POST","seq":1,"url":"https://x.test/\n::error::pwned"},"step":"s","t":"0s"}"#,
            #"{"answer":{"seq":1,"status":400},"during":{"answer":1},"step":"s","t":"0s"}"#,
            #"{"http":{"method":"POST","seq":2,"url":"https://x.test/\n::error::pwned"},"step":"\n::warning::x","t":"5s"}"#,
            Self.leftovers,
        ]
        let folder = try Self.write(lines, name: "\u{1B}]0;title\u{07}.jsonl")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\u{1B}]0;title\u{07}.jsonl").path
        for arguments in [["check", file], ["check", "--json", file]] {
            let run = await CLIHarness().run(arguments)
            #expect(run.status == .failure)
            #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{07}"), "\(run.output)")
            #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(run.output)")
        }
        let text = await CLIHarness().run(["check", file])
        #expect(text.output.contains(#"step \u{A}::warning::x"#), "\(text.output)")
        #expect(text.output.contains(#"\u{1B}]0;title\u{7}.jsonl"#))
    }

    @Test("--json spells a hidden character as a JSON escape: the document reads back the file's step")
    func jsonHidden() async throws {
        let step = "w\u{202E}ait"
        var lines = Self.retried
        lines[4] =
            #"{"http":{"method":"POST","seq":2,"url":"https://x.test/api/subscribe"},"step":"w\u202Eait","t":"5s"}"#
        let folder = try Self.write(lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await CLIHarness().run(["check", "--json", folder.appendingPathComponent("t.jsonl").path])
        #expect(run.status == .failure)
        #expect(!run.output.unicodeScalars.contains("\u{202E}"), "\(run.output)")
        let object = try JSONValue.parse(run.output.trimmingCharacters(in: .newlines))
        let net = try #require(object["verdicts"]?.arrayValue?.first { $0["id"] == "NET-001" })
        #expect(net["violations"]?.arrayValue?.first?["step"] == .string(step))
    }

    @Test("--json prints one object per file with every verdict")
    func json() async throws {
        let folder = try Self.write(Self.retried)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await CLIHarness().run(["check", "--json", folder.appendingPathComponent("t.jsonl").path])
        #expect(run.status == .failure)
        let object = try JSONValue.parse(run.output.trimmingCharacters(in: .newlines))
        let verdicts = try #require(object["verdicts"]?.arrayValue)
        #expect(verdicts.count == Invariant.builtIn.count)
        let net = try #require(verdicts.first { $0["id"] == "NET-001" })
        #expect(net["verdict"] == "violated")
        #expect(net["violations"]?.arrayValue?.first?["step"] == "wait")
        #expect(object["records"] == 6 && object["scenarioKnown"] == false && object["vendor"] == .null)
    }

    @Test("A golden gets its vendor's known deviations and its scenario's checks, from its path or the options")
    func deviationsFromPath() async throws {
        let golden = "Conformance/Golden/altcraft/lifecycle.tap-delivered-twice.jsonl"
        let run = await CLIHarness().run(["check", golden])
        #expect(run.status == .success, "\(run.all)")
        #expect(run.output.contains("DEL-004 (MUST) known deviation"))
        // Copied elsewhere, the same transcript names no vendor: the deviation fails it…
        let copy = try Self.write(
            try String(contentsOfFile: PackageLocation.root + "/" + golden, encoding: .utf8)
                .split(separator: "\n").map(String.init))
        defer { try? FileManager.default.removeItem(at: copy) }
        let bare = await CLIHarness().run(["check", copy.appendingPathComponent("t.jsonl").path])
        #expect(bare.status == .failure && bare.output.contains("DEL-004 (MUST) violated"), "\(bare.all)")
        // …until the options name the vendor and the scenario.
        let named = await CLIHarness().run([
            "check", "--vendor", "altcraft", "--scenario", "lifecycle.tap-delivered-twice",
            copy.appendingPathComponent("t.jsonl").path,
        ])
        #expect(named.status == .success, "\(named.all)")
    }

    @Test("Usage: no file, an empty option value; help lists the command")
    func usage() async {
        let none = await CLIHarness().run(["check"])
        #expect(none.status == .usage && none.error.contains("check needs at least one transcript FILE"))
        let empty = await CLIHarness().run(["check", "--vendor", "", "x.jsonl"])
        #expect(empty.status == .usage)
        let help = await CLIHarness().run(["help"])
        #expect(help.output.contains("  check "))
        let page = await CLIHarness().run(["help", "check"])
        #expect(page.output.contains("usage: push-conformance check FILE... [<options>]"))
    }

    @Test("check over one vendor's goldens of two facets gives the run's verdicts, case by case, and exits 0")
    func goldensAgreeWithTheRun() async throws {
        // Every bundled golden is ``EveryGoldenHeavyTests``.
        try await Self.checkAgreesWithTheRun {
            $0.vendor == "altcraft" && ($0.scenario.hasPrefix("payload.") || $0.scenario.hasPrefix("lifecycle."))
        }
    }

    /// `check --json` over the goldens of the bundled run's applicable cases that `selected`
    /// keeps gives each case's violations, warnings and excused findings.
    static func checkAgreesWithTheRun(_ selected: (RunReport.Case) -> Bool) async throws {
        // The whole bundled run, shared by the tests that only read it.
        let report = await BundledRun.report
        let cases = report.cases.filter { $0.outcome != .notApplicable && selected($0) }
        #expect(!cases.isEmpty)
        let files = cases.map { "Conformance/Golden/\($0.vendor)/\($0.scenario).jsonl" }
        let run = await CLIHarness().run(["check", "--json"] + files)
        #expect(run.status == .success, "\(run.error)")
        let objects = try run.output.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        #expect(objects.count == cases.count)
        func key(_ id: String, _ step: String, _ time: String, _ message: String) -> String {
            "\(id) at \(time), step \(step): \(message)"
        }
        for (entry, object) in zip(cases, objects) {
            #expect(object["file"]?.stringValue == "Conformance/Golden/\(entry.vendor)/\(entry.scenario).jsonl")
            var violated: [String] = [], warned: [String] = [], excused: [String] = []
            for verdict in object["verdicts"]?.arrayValue ?? [] {
                #expect(verdict["verdict"] != "not-checkable", "\(entry.id): \(verdict.canonicalText)")
                let id = verdict["id"]?.stringValue ?? ""
                for violation in verdict["violations"]?.arrayValue ?? [] {
                    let text = key(
                        id, violation["step"]?.stringValue ?? "", violation["time"]?.stringValue ?? "",
                        violation["message"]?.stringValue ?? "")
                    if violation["knownDeviation"] != nil {
                        excused.append(text)
                    } else if verdict["level"] == "MUST" {
                        violated.append(text)
                    } else {
                        warned.append(text)
                    }
                }
            }
            func keys(_ found: [Violation]) -> [String] {
                found.map { key($0.invariant.rawValue, $0.step, $0.time, $0.message) }.sorted()
            }
            #expect(violated.sorted() == keys(entry.violations), "\(entry.id)")
            #expect(warned.sorted() == keys(entry.warnings), "\(entry.id)")
            #expect(excused.sorted() == keys(entry.deviations.flatMap(\.findings)), "\(entry.id)")
        }
    }
}

extension CheckCommandTests {
    /// `check` over every bundled golden: a heavy suite (``HeavyTests``), run in release mode by
    /// CI's heavy step.
    @Suite("check: every bundled golden (heavy)", HeavyTests.trait)
    struct EveryGoldenHeavyTests {
        @Test("check over every bundled golden gives the run's verdicts, case by case, and exits 0")
        func everyGoldenAgreesWithTheRun() async throws {
            try await CheckCommandTests.checkAgreesWithTheRun { _ in true }
        }
    }
}
