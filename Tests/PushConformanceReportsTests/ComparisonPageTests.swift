import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// What a reader of the comparison meets: one text per deviation, how many vendors differ and an
/// order by it, vendor cards on a phone, sources as links, every failing vendor in the Markdown.
@Suite("Comparison page for its readers")
struct ComparisonPageTests {
    /// One documented behaviour that breaks two invariants (two entries, one sentence and citation).
    static let citation = "vendor/sdk-ios@a80159a:Sources/Push/Delegate.swift:11-16,43-46 (no timeout)"
    static func twoInvariantDeviation() -> [RunReport.ShownDeviation] {
        [RequirementID.completionsExactlyOnce, .noNetworkForForeignPayload].map { invariant in
            RunReport.ShownDeviation(
                deviation: RunReport.Deviation(
                    invariant: invariant, scenarios: ["lifecycle.*"], summary: "The completion waits on the network.",
                    citation: citation),
                findings: [
                    RunReport.Finding(invariant: invariant, level: .must, step: "tap", time: "1s", message: "never")
                ])
        }
    }

    static var report: RunReport {
        var report = SampleReport.report
        report.cases[0].deviations = twoInvariantDeviation()
        report.vendors[0].knownDeviations = report.cases[0].deviations.map(\.deviation)
        return report
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("A deviation covering two invariants shows its text once, naming both, in every place it is said")
    func deviationTextOnce() throws {
        let html = HTMLComparison.render(Self.report)
        #expect(HTMLBalance.problem(html) == nil)
        let row = try #require(html.range(of: "<tr id=\"s-lifecycle.tap\""))
        let cell = html[row.lowerBound...].prefix { $0 != "\n" }
        #expect(count("The completion waits on the network.", in: String(cell)) == 1)
        #expect(cell.contains("CMP-001, NET-002: The completion waits on the network."))
        // The scores' declared deviations and the "known deviations that showed" list: once each.
        #expect(count("The completion waits on the network.", in: html) == 3)
        let markdown = MarkdownComparison.render(Self.report)
        #expect(count("The completion waits on the network.", in: markdown) == 1)
        #expect(markdown.contains("CMP-001, NET-002: The completion waits on the network."))
        let page = try #require(
            HTMLComparisonSite(Self.report, links: ReportLinks(report: "r.html", scenarioPages: "p")).page(
                at: "p/lifecycle.tap.html"))
        #expect(count("The completion waits on the network.", in: page) == 2, "outcome line and deviations list")
    }

    @Test("Outcome-differs rows say how many vendors differ; the order 'most vendors differing first' is offered")
    func differingCount() {
        var report = SampleReport.report
        // Three vendors ran lifecycle.tap: pass, known deviation, fail; the most common outcome
        // is held by one, so two differ.
        report.vendors.append(
            RunReport.Vendor(id: "gamma", displayName: "Gamma", capabilities: [], knownDeviations: []))
        report.cases.append(
            RunReport.Case(
                vendor: "gamma", scenario: "lifecycle.tap", facet: "lifecycle", outcome: .pass, golden: .matched))
        let html = HTMLComparison.render(report)
        #expect(html.contains("data-outcome-differs=\"true\" data-differing=\"2\""))
        #expect(
            html.contains(
                "<span class=\"flag flag-outcome\">outcome differs: <span class=\"differing\">2 of 3 vendors</span></span>"
            ))
        #expect(html.contains("<option value=\"differing\">most vendors differing first</option>"))
        #expect(count("<div class=\"facet-block\">", in: html) == report.facets.count)
        #expect(MarkdownComparison.render(report).contains("- <code>lifecycle.tap</code>: 2 of 3 vendors differ"))
        // Two vendors of three agree: one differs.
        report.cases[report.cases.count - 1].outcome = .fail
        #expect(HTMLComparison.render(report).contains("data-differing=\"1\""))
    }

    @Test("On a phone the vendor table is stacked cards: each cell labelled, the declared deviations folded")
    func vendorCards() {
        let html = HTMLComparison.render(Self.report)
        #expect(html.contains("<td data-label=\"score\">"))
        #expect(html.contains("<td data-label=\"capabilities\">"))
        #expect(
            html.contains(
                "<td data-label=\"declared known deviations\"><details class=\"declared\"><summary>1 known deviation declared</summary>"
            ))
        #expect(html.contains("table.vendor-scores td::before { content: attr(data-label);"))
        #expect(html.contains("nav#filters fieldset { min-width: 0; max-width: 100%; }"))
    }

    @Test("Sources are links: repo@commit:path:lines to that commit's lines, documentation URLs to themselves")
    func sourcesAsLinks() {
        #expect(
            SourceLinks.html(Self.citation)
                == "<a class=\"source\" href=\"https://github.com/vendor/sdk-ios/blob/a80159a/Sources/Push/Delegate.swift#L11-L16\">"
                + "vendor/sdk-ios@a80159a:Sources/Push/Delegate.swift:11-16,43-46</a> (no timeout)")
        #expect(
            SourceLinks.html("see https://example.test/doc?a=1&b=<2>, then owner/repo@0123abc:a/b.swift:9.")
                == "see <a class=\"source\" href=\"https://example.test/doc?a=1&amp;b=\">https://example.test/doc?a=1&amp;b=</a>&lt;2&gt;, "
                + "then <a class=\"source\" href=\"https://github.com/owner/repo/blob/0123abc/a/b.swift#L9\">owner/repo@0123abc:a/b.swift:9</a>."
        )
        // Apple's method URLs end in a balanced `)`: it stays; a `)` closing the sentence does not.
        let method = "https://developer.apple.com/documentation/a/usernotificationcenter(_:didreceive:)"
        #expect(SourceLinks.sources(in: "Apple: \(method); next").map(\.url) == [method])
        #expect(SourceLinks.sources(in: "(see \(method)).").map(\.url) == [method])
        #expect(SourceLinks.sources(in: "(see https://a.test/x).").map(\.url) == ["https://a.test/x"])
        // Not sources: no commit, a commit too short, an address inside a word, a quote.
        for text in ["owner/repo:a.swift:3", "owner/repo@12ab:a.swift", "xhttps://a.test", "seed line 12 & \"notes\""] {
            #expect(SourceLinks.sources(in: text).isEmpty, "\(text)")
        }
        #expect(SourceLinks.html("a \"<b>\" & c") == HTMLComparison.escape("a \"<b>\" & c"))
        // The page's notes hold the links.
        let html = HTMLComparison.render(Self.report)
        #expect(
            html.contains(
                "<a class=\"source\" href=\"https://github.com/vendor/sdk-ios/blob/a80159a/Sources/Push/Delegate.swift#L11-L16\">"
            ))
    }

    @Test("Every failing vendor is in the Markdown: diffs taken in turn, and a count per vendor of what was left out")
    func everyFailingVendor() {
        var report = SampleReport.report
        report.vendors.append(
            RunReport.Vendor(id: "gamma", displayName: "Gamma", capabilities: [], knownDeviations: []))
        let diff = (0..<200).map { "- {\"event\":{\"name\":\"line.\($0)\"}}" }.joined(separator: "\n")
        report.cases = []
        report.scenarios = (0..<120).map {
            RunReport.ScenarioInfo(
                id: "lifecycle.s\($0)", facet: "lifecycle", title: "S\($0)", requirements: [], requires: [])
        }
        // alpha fails every scenario, gamma only the last ten: in case order alpha's would fill the budget.
        for (index, scenario) in report.scenarios.enumerated() {
            for vendor in ["alpha", "gamma"] where vendor == "alpha" || index >= 110 {
                report.cases.append(
                    RunReport.Case(
                        vendor: vendor, scenario: scenario.id, facet: "lifecycle", outcome: .fail, golden: .mismatch,
                        firstDivergence: "line 1", diff: diff))
            }
        }
        let markdown = MarkdownComparison.render(report, options: MarkdownComparison.Options(summary: true))
        #expect(markdown.utf8.count <= MarkdownComparison.summaryLimit)
        let detailed = { (vendor: String) in
            markdown.components(separatedBy: "<details><summary>❌ <b>\(vendor)</b>").count - 1
        }
        #expect(
            detailed("alpha") >= 1 && detailed("gamma") >= 1, "alpha \(detailed("alpha")), gamma \(detailed("gamma"))")
        // Fair: gamma gets as many diffs as alpha (one fewer at most) until its ten run out.
        #expect(detailed("gamma") >= min(10, detailed("alpha") - 1))
        #expect(markdown.contains("Per vendor, failed or errored cases: with their diff · on one line · left out here"))
        #expect(markdown.contains("- **alpha**: 120 — \(detailed("alpha")) with their diff"))
        #expect(markdown.contains("- **gamma**: 10 — \(detailed("gamma")) with their diff"))
    }

    @Test("MarkdownComparison takes failing cases in turn, one of each vendor at a time")
    func inTurns() {
        let cases = ["a1", "a2", "a3", "b1", "c1", "c2"].map {
            RunReport.Case(
                vendor: String($0.prefix(1)), scenario: $0, facet: "f", outcome: .fail, golden: .mismatch)
        }
        #expect(
            MarkdownComparison.inTurns(cases, vendors: ["a", "b", "c"]).map(\.scenario) == [
                "a1", "b1", "c1", "a2", "c2", "a3",
            ])
    }
}
