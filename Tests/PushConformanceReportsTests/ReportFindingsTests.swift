import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// Contradictions said once, citations as numbered notes, steps in results files, the grid's
/// shading and order.
@Suite("Report findings and notes")
struct ReportFindingsTests {
    /// The sample report where both vendors report codes whose retryability the registry contradicts.
    static var contradicted: RunReport {
        var report = SampleReport.report
        var behaviour = CaseBehaviour()
        behaviour.errors = [
            CaseBehaviour.Item(text: "authorization.denied [504] ↻", count: 3),
            CaseBehaviour.Item(text: "network.server-error [530]", count: 1),
            CaseBehaviour.Item(text: "network.client-error [429] ↻", count: 1),
        ]
        report.cases[0].behaviour = behaviour
        report.cases[1].behaviour = behaviour
        return report
    }

    @Test("A retryability the registry contradicts is one finding per vendor, code and native code")
    func findings() {
        let findings = ErrorMappingFinding.findings(in: Self.contradicted)
        // authorization.denied is never retryable, network.server-error always is; a client
        // error depends on its cause, so 429 retryable contradicts nothing.
        #expect(
            findings.map { "\($0.vendor) \($0.code) \($0.native ?? "-") \($0.reportedRetryable) \($0.cases)" }
                == ["alpha authorization.denied 504 true 2", "alpha network.server-error 530 false 2"])
        #expect(findings[0].scenarios == ["lifecycle.tap", "subscription.subscribe"])
        #expect(
            findings[0].sentence.hasPrefix(
                "alpha reports authorization.denied [504] as retryable ↻ in 2 cases; the registry says authorization.denied is not retryable"
            ))
        #expect(ErrorMappingFinding.findings(in: SampleReport.report).map(\.code) == [])
        let parsed = ReportedError.parse(behaviourText: "altcraft: authorization.denied [504] ↻")
        #expect(
            parsed.vendor == "altcraft"
                && parsed.error == ReportedError(code: "authorization.denied", native: "504", retryable: true))
    }

    @Test("The index says each finding once and points at it from the error table; the Markdown says it once")
    func saidOnce() {
        let html = HTMLComparison.render(Self.contradicted)
        #expect(html.components(separatedBy: "alpha reports authorization.denied [504] as retryable").count - 1 == 1)
        #expect(html.contains("<li id=\"finding-1\" data-vendor=\"alpha\">"))
        #expect(
            html.contains("<code>authorization.denied [504] ↻ ×3</code><sup class=\"note-ref\"><a href=\"#finding-1\""))
        let markdown = MarkdownComparison.render(Self.contradicted)
        #expect(
            markdown.components(separatedBy: "alpha reports authorization.denied [504] as retryable").count - 1 == 1)
    }

    @Test("A citation repeated on a page is one numbered note")
    func numberedNotes() {
        var report = SampleReport.report
        report.cases[1].outcome = .knownDeviation
        report.cases[1].deviations = report.cases[0].deviations
        // beta's failure explains its stale deviation with the citation: a failure's details stay whole.
        report.cases[2].staleDeviations = []
        let html = HTMLComparison.render(report)
        #expect(html.components(separatedBy: "seed line 12 &amp; &quot;notes&quot;").count - 1 == 1)
        // Both vendors' declarations, both matrix cells and both entries of the deviations shown.
        #expect(html.components(separatedBy: "<a href=\"#note-1\">[1]</a>").count - 1 == 6)
        #expect(html.contains("<ol class=\"notes\">\n<li id=\"note-1\">seed line 12 &amp; &quot;notes&quot;</li>"))
        let markdown = MarkdownComparison.render(report)
        #expect(markdown.components(separatedBy: "seed line 12").count - 1 == 1)
        #expect(markdown.contains("1. <a id=\"note-1\"></a>seed line 12 &amp; \"notes\""))
    }

    @Test("Steps go into the results file and come back; a file without them reads; a malformed list is refused")
    func stepsInResults() throws {
        var report = SampleReport.report
        report.scenarios[0].steps = [RunReport.Step(id: "tap", kind: "tap", action: "tap push-1 default")]
        let text = ResultsJSON.encode(report)
        #expect(text.contains(#""steps":[{"action":"tap push-1 default","id":"tap","kind":"tap"}]"#))
        #expect(try ResultsJSON.decode(text).scenarios[0].steps == report.scenarios[0].steps)
        #expect(try ResultsJSON.decode(ResultsJSON.encode(SampleReport.report)).scenarios[0].steps.isEmpty)
        var broken = text.replacingOccurrences(
            of: #""steps":[{"action":"tap push-1 default","id":"tap","kind":"tap"}]"#, with: #""steps":"tap""#)
        let lines = broken.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
        broken = lines + ResultsJSON.footerLine(report, checksum: ResultsJSON.checksum(lines)) + "\n"
        #expect(throws: ResultsJSON.ReadError("line 1: steps must be an array")) { try ResultsJSON.decode(broken) }
        // Two files, one written before steps were kept, merge into the steps of the other.
        var older = SampleReport.report
        older.cases = []
        older.problems = []
        let merged = try ResultsMerge.merge([.init(path: "a", report: older), .init(path: "b", report: report)])
        #expect(merged.scenarios[0].steps == report.scenarios[0].steps)
    }

    @Test("The grid: rules and pain points before invariants; a cell shaded by held/total, with that count")
    func gridReadsAtAGlance() throws {
        let grid = RequirementGrid(report: SampleReport.report)
        let kinds = grid.rows.map(\.kind)
        #expect(kinds.firstIndex(of: .invariant)! > kinds.lastIndex(of: .painPoint)!)
        #expect(kinds.lastIndex(of: .platformRule)! < kinds.firstIndex(of: .painPoint)!)
        var one = RequirementGrid.Cell()
        one.holds = 1
        one.notApplicable = 6
        var all = RequirementGrid.Cell()
        all.holds = 47
        #expect(RequirementGrid.shade(one) != RequirementGrid.shade(all))
        // Deeper means darker: the 47-of-47 cell's green is stronger than the 1-of-7 cell's.
        #expect(RequirementGrid.shade(all) < RequirementGrid.shade(one))
        let html = grid.html(suiteVersion: "1", links: ReportLinks(report: "report.html", spec: "SPEC.md"))
        #expect(html.contains("<span class=\"count\">2/2</span>"))
        #expect(html.contains(HTMLComparison.escape(RequirementGrid.counting)))
        #expect(html.contains("<a href=\"SPEC.md#p3\" title=\"its entry in the specification\">§</a>"))
        #expect(
            html.contains("<a href=\"report.html#req=P3\" title=\"the comparison, filtered to them\">1 scenario</a>"))
    }
}
