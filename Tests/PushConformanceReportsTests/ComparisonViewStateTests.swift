import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// The index's view state as the pages write it: a scenario page carries every view key back,
/// the "known deviations that showed" list is filtered with the rows, the "outcome differs"
/// count agrees with its flag, and the requirement filter names each requirement. The scripts'
/// behaviour in a browser is checked by `scripts/check-html`; these tests pin what the pages hold.
@Suite("Comparison view state")
struct ComparisonViewStateTests {
    /// The keys a script writes into a hash (`'facet=' + …`, `'na=full'`).
    static func writtenKeys(_ script: String) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: "'([a-z]+)=")
        let range = NSRange(script.startIndex..., in: script)
        return Set(
            pattern.matches(in: script, range: range).compactMap { match in
                Range(match.range(at: 1), in: script).map { String(script[$0]) }
            })
    }

    @Test("A scenario page's link gets the whole view; its '← every scenario' carries every index key back")
    func backLinkCarriesTheView() throws {
        let index = HTMLComparisonScripts.index
        let keys = try Self.writtenKeys(index)
        // The index's view keys, each written to the hash (the `at` key only scrolls).
        #expect(keys.isSuperset(of: ["vendors", "facet", "req", "step", "filter", "q", "na", "sort", "lane"]))
        // Its links to scenario pages carry that whole hash, not the vendors alone.
        #expect(index.contains("link.href = link.getAttribute('data-page') + (active ? '#' + active : '');"))
        #expect(!index.contains("(vendors ? '#' + vendors : '')"))
        // The scenario page owns only these keys; every other key of its hash is the index's,
        // kept in its own hash and written into the back link with the vendors and the lane.
        let scenario = HTMLComparisonScripts.scenario
        #expect(scenario.contains("var own = { vendors: true, diff: true, lane: true, at: true };"))
        #expect(scenario.contains("filter(function (key) { return !own[key]; })"))
        #expect(
            scenario.contains(
                "back.href = backBase + '#' + [vendors].concat(carried, [laneParam(), 'at=' + enc('s-' + scenarioID)])")
        )
        #expect(scenario.contains("return parts.concat(carried).join('&');"))
        // Both pages hold the scripts they are tested by.
        let site = HTMLComparisonSite(SampleReport.report, links: ReportLinks(report: "r.html", scenarioPages: "p"))
        #expect(site.index.contains(index))
        let page = try #require(site.page(at: "p/lifecycle.tap.html"))
        #expect(page.contains(scenario) && page.contains("<a id=\"back\" href=\"../r.html#matrix\">"))
    }

    @Test("A known deviation that showed names its scenario, and the filters hide it with that scenario's row")
    func deviationsFilteredWithTheirRows() throws {
        let html = HTMLComparison.render(SampleReport.report)
        let section = try #require(html.range(of: "<section id=\"deviations\">"))
        let end = try #require(html.range(of: "</section>", range: section.upperBound..<html.endIndex))
        let items = html[section.upperBound..<end.lowerBound].components(separatedBy: "<li ").dropFirst()
        #expect(!items.isEmpty)
        for item in items {
            // Each item names the scenario whose row its link leads to.
            let scenario = try #require(item.range(of: "data-scenario=\""))
            let id = item[scenario.upperBound...].prefix { $0 != "\"" }
            #expect(item.contains("<a href=\"#s-\(id)\">"), "\(item)")
            #expect(html.contains("<tr id=\"s-\(id)\""))
        }
        #expect(
            HTMLComparisonScripts.index.contains(
                "all('#deviations li[data-scenario]').forEach(function (item) {\n      if (hiddenScenarios[item.getAttribute('data-scenario')]) item.classList.add('filtered-out');"
            ))
        #expect(html.contains("a deviation shows while its scenario's row does"))
    }

    @Test("'Outcome differs: N of M vendors' counts over every vendor that ran it, the set its flag is decided over")
    func differingCountAgreesWithItsFlag() throws {
        var report = SampleReport.report
        // lifecycle.tap: alpha known deviation, beta fail, gamma pass, delta n/a: three ran it,
        // the most common outcome is held by one, so two differ.
        for id in ["gamma", "delta"] {
            report.vendors.append(
                RunReport.Vendor(id: id, displayName: id, capabilities: [], knownDeviations: []))
        }
        report.cases.append(
            RunReport.Case(
                vendor: "gamma", scenario: "lifecycle.tap", facet: "lifecycle", outcome: .pass, golden: .matched))
        report.cases.append(
            RunReport.Case(
                vendor: "delta", scenario: "lifecycle.tap", facet: "lifecycle", outcome: .notApplicable,
                golden: .notCompared))
        let html = HTMLComparison.render(report)
        let row = try #require(html.range(of: "<tr id=\"s-lifecycle.tap\""))
        let line = String(html[row.lowerBound...].prefix { $0 != "\n" })
        #expect(line.contains("data-outcome-differs=\"true\" data-differing=\"2\""))
        #expect(line.contains("outcome differs: <span class=\"differing\">2 of 3 vendors</span>"))
        // A row whose vendors agree has no flag and counts 0.
        let agreeing = try #require(html.range(of: "<tr id=\"s-subscription.subscribe\""))
        let quiet = String(html[agreeing.lowerBound...].prefix { $0 != "\n" })
        #expect(
            quiet.contains("data-outcome-differs=\"false\" data-differing=\"0\"") && !quiet.contains("flag-outcome"))
        // No filter rewrites the count over the vendors shown (it said "0 of 2" beside the flag).
        #expect(!HTMLComparisonScripts.index.contains(".differing"))
        #expect(!HTMLComparisonScripts.index.contains("' of ' + outcomes.length"))
    }

    @Test("The requirement filter names each requirement with its summary, escaped")
    func requirementFilterTitles() throws {
        var report = SampleReport.report
        report.scenarios[0].requirements.append(RequirementID(rawValue: "X<1>"))
        let html = HTMLComparison.render(report)
        let p3 = try #require(RequirementCatalog.requirement(RequirementID(rawValue: "P3")))
        #expect(html.contains("<option value=\"P3\">\(HTMLComparison.escape("P3 — " + p3.summary))</option>"))
        let subscription = try #require(RequirementCatalog.requirement(.legalSubscriptionMoves))
        #expect(
            html.contains(
                "<option value=\"\(subscription.id.rawValue)\">\(HTMLComparison.escape(subscription.id.rawValue + " — " + subscription.summary))</option>"
            ))
        // An id the catalogue does not know stays bare, escaped.
        #expect(html.contains("<option value=\"X&lt;1&gt;\">X&lt;1&gt;</option>"))
    }
}
