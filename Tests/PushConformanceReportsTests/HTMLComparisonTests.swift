import Foundation
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The comparison page's structure: self-contained, balanced, every case a filterable cell.
@Suite("HTML comparison")
struct HTMLComparisonTests {
    let html = HTMLComparison.render(SampleReport.withErrored)

    static func balanceProblem(_ html: String) -> String? { HTMLBalance.problem(html) }

    func count(_ needle: String) -> Int { html.components(separatedBy: needle).count - 1 }

    @Test("Every element is closed in order")
    func balanced() {
        #expect(Self.balanceProblem(html) == nil)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    }

    @Test("Self-contained: no external scripts, styles, images, fonts or links")
    func selfContained() {
        for needle in ["src=", "<link", "@import", "url(", "href=\"http", "href=\"//"] {
            #expect(!html.contains(needle), "\(needle)")
        }
        #expect(count("<script>") == 1 && count("<style>") == 1)
    }

    @Test("One matrix per facet, one filterable cell per case, vendor columns marked")
    func matrixCells() {
        #expect(count("<table class=\"matrix\"") == 3)
        let report = SampleReport.withErrored
        // A facet's matrix has a column only for vendors with a case in it (alpha ran no payload case).
        #expect(count("data-outcome=") == report.cases.count)
        #expect(count("data-outcome=\"missing\"") == 0)
        // Per-facet summary, error codes, and the lifecycle and subscription matrices: not payload.
        #expect(count("<th scope=\"col\" data-vendor=\"alpha\">") == 4)
        for outcome in ["pass", "fail", "not-applicable", "known-deviation", "errored"] {
            #expect(html.contains("data-outcome=\"\(outcome)\""), "\(outcome)")
        }
        #expect(count("<th scope=\"col\" data-vendor=\"beta\">") >= 3)
        #expect(
            html.contains(
                "<tr id=\"s-lifecycle.tap\" data-facet=\"lifecycle\" data-scenario=\"lifecycle.tap\" data-outcome-differs=\"true\""
            ))
        // beta could not run it: one vendor ran it, so nothing differs.
        #expect(
            html.contains(
                "data-scenario=\"subscription.subscribe\" data-outcome-differs=\"false\" data-differing=\"0\" data-behaviour-differs=\"false\""
            ))
    }

    @Test("Readable without JavaScript: the filter bar starts hidden and every section is in the markup")
    func noScriptNeeded() {
        #expect(html.contains("<nav id=\"filters\" hidden"))
        for section in ["vendors", "facets", "errors", "deviations", "failures", "matrix"] {
            #expect(html.contains("<section id=\"\(section)\">"), "\(section)")
        }
        #expect(!html.contains("class=\"filtered-out\""))
    }

    @Test("Text is escaped; citations, native codes and failure diffs are shown")
    func content() {
        #expect(html.contains("Beta &amp; &lt;Co&gt;"))
        #expect(!html.contains("<Co>"))
        #expect(html.contains("seed line 12 &amp; &quot;notes&quot;"))
        #expect(html.contains("network.server-error [530] ↻"))
        #expect(html.contains("+ new &lt;x&gt;"))
        #expect(html.contains("unused golden beta/old.jsonl"))
    }

    @Test("The Markdown comparison has the same sections and escapes table cells")
    func markdown() throws {
        let markdown = MarkdownComparison.render(SampleReport.withErrored)
        for heading in [
            "## Per facet", "## Error codes per scenario", "## Known deviations", "## Failures", "## Run problems",
            "## Facet: lifecycle",
        ] {
            #expect(markdown.contains(heading), "\(heading)")
        }
        #expect(
            markdown.contains(
                "| <code>lifecycle.<wbr>tap</code><br>A tap is an open<br>**outcome differs** | ⚠️ known deviation NET-002"
            ))
        #expect(
            markdown.contains(
                "Outcome differs among the vendors that ran it: 1 of 3 scenarios:\n- <code>lifecycle.tap</code>: 1 of 2 vendors differ"
            ))
        #expect(markdown.contains("coverage 2/2 applicable<br>1 known deviation"))
        // Failures come before the scores.
        let failures = try #require(markdown.range(of: "## Failures")),
            scores = try #require(markdown.range(of: "| vendor | score"))
        #expect(failures.lowerBound < scores.lowerBound)
        #expect(markdown.contains("Beta &amp; &lt;Co&gt;"))
        #expect(markdown.contains("50% pass (1/2)") || markdown.contains("0% pass (0/1)"))
    }

    @Test("Failures first with a link from the top; both difference filters; scores show coverage and deviations")
    func layout() throws {
        let failures = try #require(html.range(of: "<section id=\"failures\">"))
        let vendors = try #require(html.range(of: "<section id=\"vendors\">"))
        #expect(failures.lowerBound < vendors.lowerBound)
        #expect(
            html.contains(
                "<a class=\"bad\" href=\"#failures\">2 failed or errored cases, 1 run problem — see them first</a>"))
        #expect(html.contains("id=\"outcome-filter\"> outcome differs among vendors that ran it"))
        #expect(html.contains("id=\"behaviour-filter\"> behaviour differs"))
        #expect(html.contains("50% pass (1/2) · coverage 2/2 applicable · 1 known deviation"))
        #expect(html.contains("0% pass (0/2) · coverage 2/3 applicable · 0 known deviations · 1 failed · 1 errored"))
    }

    @Test("An all-n/a column starts narrow; the index holds no transcript, each scenario's page does")
    func columnsAndTranscripts() throws {
        // beta could run no subscription case: its column there is marked, its lifecycle column is not.
        #expect(html.contains("<th scope=\"col\" data-vendor=\"beta\" class=\"na-col\""))
        #expect(count("<col data-vendor=\"beta\" class=\"na-col\">") == 1)
        #expect(html.contains("body.show-na table.matrix col.na-col"))
        #expect(!html.contains("{&quot;t&quot;:&quot;0s&quot;}"))
        let site = HTMLComparisonSite(
            SampleReport.withErrored, links: ReportLinks(report: "r.html", scenarioPages: "r-scenarios"))
        #expect(site.pagePaths == SampleReport.withErrored.scenarios.map { "r-scenarios/\($0.id).html" })
        #expect(
            site.index.contains(
                "<a class=\"page-link\" data-page=\"r-scenarios/lifecycle.tap.html\" href=\"r-scenarios/lifecycle.tap.html\">"
            ))
        let page = try #require(site.page(at: "r-scenarios/lifecycle.tap.html"))
        #expect(HTMLBalance.problem(page) == nil)
        #expect(
            page.contains(
                "<details class=\"transcript\" data-vendor=\"alpha\"><summary><b>alpha</b>: 1 line</summary><pre>{&quot;t&quot;:&quot;0s&quot;}</pre></details>"
            ))
        #expect(page.contains("<a id=\"back\" href=\"../r.html#matrix\">"))
        #expect(site.page(at: "elsewhere.html") == nil)
    }

    @Test("The router's score row says it is a composite")
    func compositeRouter() {
        var report = SampleReport.report
        report.vendors.append(
            RunReport.Vendor(
                id: "router", displayName: "PushRouter (alpha + beta)", capabilities: [], knownDeviations: []))
        #expect(HTMLComparison.render(report).contains("composite: every vendor behind one PushRouter"))
        #expect(
            MarkdownComparison.render(report).contains(
                "(<code>router</code>) — composite: every vendor behind one PushRouter"))
    }
}
