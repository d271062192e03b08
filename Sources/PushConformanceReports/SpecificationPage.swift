package import PushConformance
package import PushContract

/// The specification as an HTML page written beside the comparison (`report-scenarios/specification.html`),
/// so a report's "§" links land on the requirement in any browser: SPEC.md is Markdown, whose
/// anchors work only where a forge renders it. One `<section id="…">` per requirement, with the
/// id SPEC.md's heading has on GitHub (``ReportLinks/specAnchor(_:)``, `R4` → `r4`): its level,
/// summary, normative sentence, rationale, sources as links, what judges it and the run's
/// scenarios that cite it. Every string is escaped; same run, same bytes.
package enum SpecificationPage {
    /// The page's file name, in the scenario pages' folder.
    package static let fileName = "specification.html"

    /// The page for the requirements of `requirements` (the catalogue by default); `scenarios`:
    /// the run's scenarios, for the ids citing each requirement; `expected`: the requirements the
    /// run's scenarios state expectations for (an oracle beside the catalogue's); `links` as seen
    /// from the page's folder (the index, the grid).
    package static func render(
        suiteVersion: String, scenarios: [RunReport.ScenarioInfo], links: ReportLinks,
        expected: Set<RequirementID> = [], requirements: [Requirement] = RequirementCatalog.requirements
    ) -> String {
        let escape = HTMLComparison.escape
        var citing: [RequirementID: [String]] = [:]
        for scenario in scenarios {
            for id in scenario.requirements { citing[id, default: []].append(scenario.id) }
        }
        var out = HTMLComparisonAssets.pageStart(title: "PushContract specification")
        out +=
            "<p class=\"meta\">Suite \(escape(suiteVersion)) · \(requirements.count) requirements, as SPEC.md states them. "
            + "MUST, SHOULD and MAY as in RFC 2119.</p>\n"
        let navigation = HTMLScenarioPage.navigation(ReportLinks(report: links.report, grid: links.grid))
        if !navigation.isEmpty { out += "<p class=\"jump\">\(navigation)</p>\n" }
        out += "<p class=\"jump\">"
        out += RequirementFacet.allCases.filter { facet in requirements.contains { $0.facet == facet } }.map {
            "<a href=\"#facet-\(escape($0.rawValue))\">\(escape($0.title))</a>"
        }.joined(separator: " · ")
        out += "</p>\n</header>\n<main>\n"
        for facet in RequirementFacet.allCases {
            let group = requirements.filter { $0.facet == facet }
            guard !group.isEmpty else { continue }
            out +=
                "<section id=\"facet-\(escape(facet.rawValue))\">\n<h2>\(escape(facet.title))</h2>\n<p>Scope: \(escape(facet.scope)).</p>\n"
            for requirement in group {
                out += entry(
                    requirement, citing: citing[requirement.id] ?? [], expected: expected.contains(requirement.id),
                    links: links)
            }
            out += "</section>\n"
        }
        return out + "</main>\n</body>\n</html>\n"
    }

    /// Beyond this many citing scenarios, the list is folded.
    static let foldedAfter = 12

    static func entry(_ requirement: Requirement, citing: [String], expected: Bool, links: ReportLinks) -> String {
        let escape = HTMLComparison.escape
        let id = requirement.id.rawValue
        var out =
            "<section class=\"requirement\" id=\"\(escape(ReportLinks.specAnchor(id)))\" data-requirement=\"\(escape(id))\">\n"
        out +=
            "<h3><code>\(escape(id))</code> <span class=\"tag\">\(escape(requirement.level.rawValue))</span> \(escape(requirement.summary))</h3>\n"
        out += "<blockquote>\(escape(requirement.sentence))</blockquote>\n<ul>\n"
        out += "<li>Rationale: \(escape(requirement.rationale))</li>\n"
        if !requirement.sources.isEmpty {
            out += "<li>Sources: \(requirement.sources.map(SourceLinks.html).joined(separator: "; "))</li>\n"
        }
        var oracles = requirement.oracles
        if expected { oracles.append(.expectations) }
        let checkers = oracles.sorted().map(\.description)
        out +=
            "<li>Checked by: \(escape(checkers.isEmpty ? "the goldens only" : checkers.joined(separator: "; ")))"
        if let grid = links.grid {
            out +=
                " · <a href=\"\(escape(grid))#r-\(escape(id))\" title=\"its row in the grid\">its row in the grid</a>"
        }
        out += "</li>\n"
        if citing.isEmpty {
            out += "<li>Scenarios of this run: none\(requirement.unexercisable.map { " — " + escape($0) } ?? "")</li>\n"
        } else {
            let count = "\(citing.count) scenario\(citing.count == 1 ? "" : "s")"
            let words =
                links.report.map { "<a href=\"\(escape($0))#req=\(escape(id))\">\(count)</a>" } ?? count
            let list = citing.sorted().map { "<code>\(escape($0))</code>" }.joined(separator: ", ")
            out +=
                citing.count > foldedAfter
                ? "<li>Scenarios of this run (\(words)): <details><summary>their ids</summary>\(list)</details></li>\n"
                : "<li>Scenarios of this run (\(words)): \(list)</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }
}
