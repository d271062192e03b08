import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// The specification page the comparison links its "§" to: an entry per requirement at the
/// anchor the links use, every string escaped.
@Suite("Specification page")
struct SpecificationPageTests {
    @Test("Every requirement of the catalogue has its entry at the anchor a § link uses, once")
    func everyRequirementAnchored() {
        let page = SpecificationPage.render(
            suiteVersion: "1", scenarios: SampleReport.report.scenarios,
            links: ReportLinks(report: "../r.html", grid: "../g.html"))
        #expect(HTMLBalance.problem(page) == nil)
        for requirement in RequirementCatalog.requirements {
            let id = requirement.id.rawValue
            let anchor = "id=\"\(ReportLinks.specAnchor(id))\""
            #expect(page.components(separatedBy: anchor).count == 2, "\(id)")
            #expect(page.contains("<a href=\"../g.html#r-\(id)\" title=\"its row in the grid\">"), "\(id)")
        }
        // The run's citing scenarios, linked to the comparison filtered to them.
        #expect(page.contains("<a href=\"../r.html#req=P3\">1 scenario</a>): <code>lifecycle.tap</code>"))
    }

    @Test("A requirement's strings are data: escaped, with expectations named when the run states some")
    func escapedAndJudged() {
        let hostile = Requirement(
            RequirementID(rawValue: "X<1>"), .must, .adapter, summary: "a <b>bold</b> & \"quoted\" claim",
            sentence: "An SDK MUST <script>alert(1)</script>.", rationale: "'because'",
            sources: ["https://example.com/a?b=<c>", "vendor/sdk@abc1234:Sources/A.swift:3"])
        let page = SpecificationPage.render(
            suiteVersion: "<v>", scenarios: [], links: ReportLinks(), expected: [hostile.id], requirements: [hostile])
        #expect(HTMLBalance.problem(page) == nil)
        #expect(!page.contains("<script>alert") && !page.contains("<b>bold"))
        #expect(page.contains("id=\"x1\" data-requirement=\"X&lt;1&gt;\""))
        #expect(page.contains("a &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; claim"))
        #expect(page.contains("Suite &lt;v&gt;"))
        #expect(page.contains("<li>Checked by: expectations"))
        #expect(
            page.contains("<a class=\"source\" href=\"https://github.com/vendor/sdk/blob/abc1234/Sources/A.swift#L3\">")
        )
        let unjudged = SpecificationPage.render(
            suiteVersion: "1", scenarios: [], links: ReportLinks(), requirements: [hostile])
        #expect(unjudged.contains("<li>Checked by: the goldens only"))
    }
}
