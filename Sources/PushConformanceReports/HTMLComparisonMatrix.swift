import PushConformance
import PushContract

/// The comparison page's scenario × vendor matrices: per scenario the lines every vendor that
/// ran it shares fold into one "common" line, each cell shows its outcome and only what differs
/// from that baseline, and the transcripts open side by side on demand.
///
/// Structure (the filter script and the browser check read it): each facet's heading and table
/// in a `<div class="facet-block">`; a `<tr data-scenario="…" data-outcome-differs="…"
/// data-differing="N" data-behaviour-differs="…">` per scenario, computed over every vendor
/// that ran it (`data-differing`: how many vendors' outcomes differ from the most common one,
/// which the "most vendors differing first" order sorts by); a `<td data-vendor="…" data-outcome="…" data-signature="…">` per case
/// (equal signatures: the same behaviour outside the common lines); `data-requirements` and
/// `data-steps` (space-separated) and `data-search` (step kinds and app states in words) on each
/// scenario row for the filters; columns in which every case of the facet is not applicable
/// carry `na-col` and start narrow. Each scenario links to its page (timeline, transcripts).
enum HTMLComparisonMatrix {
    static func section(
        _ report: RunReport, _ lookup: RunReport.CaseLookup, links: ReportLinks, searchTerms: [String: String],
        notes: inout CitationNotes
    ) -> String {
        let escape = HTMLComparison.escape
        let scenariosByFacet = Dictionary(grouping: report.scenarios, by: \.facet)
        var out =
            "<section id=\"matrix\">\n<h2>Scenario × vendor</h2>\n<p>Each row first folds what every vendor that ran the scenario did alike (“common”) and what most of them did (“usual”); each cell then shows the outcome and only what that vendor did differently — what it did beyond those, and the usual lines it lacks: errors (neutral [native]), SDK events, HTTP calls with their answers, what the service extension delivered, the foreground presentation, delegate events, leftovers. Native codes are compared without their brackets. Scenarios with a failure come first in each facet. Columns whose every case is n/a start narrow.</p>\n"
        for facet in report.facets {
            out += "<div class=\"facet-block\">\n"
            out += "<h3 id=\"facet-\(escape(facet))\" data-facet=\"\(escape(facet))\">\(escape(facet))</h3>\n"
            let columns = lookup.vendors(in: facet)
            let scenarios = ordered(scenariosByFacet[facet] ?? [], lookup: lookup, vendors: columns)
            let notApplicable = Set(
                columns.filter { vendor in
                    scenarios.allSatisfy {
                        (lookup.entry(vendor: vendor.id, scenario: $0.id)?.outcome ?? .notApplicable) == .notApplicable
                    }
                }.map(\.id))
            out += "<table class=\"matrix\" data-facet=\"\(escape(facet))\">\n<colgroup><col class=\"scenario-col\">"
            out += columns.map {
                "<col data-vendor=\"\(escape($0.id))\"\(notApplicable.contains($0.id) ? " class=\"na-col\"" : "")>"
            }.joined()
            out += "</colgroup>\n<thead><tr><th scope=\"col\">scenario</th>"
            out += columns.map { vendor in
                notApplicable.contains(vendor.id)
                    ? "<th scope=\"col\" data-vendor=\"\(escape(vendor.id))\" class=\"na-col\" title=\"every case n/a\">\(escape(vendor.displayName))<span class=\"na-note\"> (all n/a)</span></th>"
                    : "<th scope=\"col\" data-vendor=\"\(escape(vendor.id))\">\(escape(vendor.displayName))</th>"
            }.joined()
            out += "</tr></thead>\n<tbody>\n"
            for scenario in scenarios {
                let cases = columns.compactMap { lookup.entry(vendor: $0.id, scenario: scenario.id) }
                out += row(
                    scenario, cases: cases, columns: columns, notApplicable: notApplicable, lookup: lookup,
                    links: links,
                    searchTerms: searchTerms[scenario.id] ?? "", notes: &notes)
            }
            out += "</tbody>\n</table>\n</div>\n"
        }
        return out + "</section>\n"
    }

    /// Scenarios with a failed or errored case first, then the rest; each group in id order.
    static func ordered(
        _ scenarios: [RunReport.ScenarioInfo], lookup: RunReport.CaseLookup, vendors: [RunReport.Vendor]
    ) -> [RunReport.ScenarioInfo] {
        let failing = Set(
            scenarios.filter { scenario in
                vendors.contains { vendor in
                    let outcome = lookup.entry(vendor: vendor.id, scenario: scenario.id)?.outcome
                    return outcome == .fail || outcome == .errored
                }
            }.map(\.id))
        return scenarios.filter { failing.contains($0.id) } + scenarios.filter { !failing.contains($0.id) }
    }

    static func row(
        _ scenario: RunReport.ScenarioInfo, cases: [RunReport.Case], columns: [RunReport.Vendor],
        notApplicable: Set<String>, lookup: RunReport.CaseLookup, links: ReportLinks, searchTerms: String,
        notes: inout CitationNotes
    ) -> String {
        let escape = HTMLComparison.escape
        let baseline = ScenarioBaseline(cases)
        var out =
            "<tr id=\"s-\(escape(scenario.id))\" data-facet=\"\(escape(scenario.facet))\" data-scenario=\"\(escape(scenario.id))\""
            + " data-outcome-differs=\"\(baseline.outcomeDiffers)\" data-differing=\"\(baseline.outcomeDiffering)\""
            + " data-behaviour-differs=\"\(baseline.behaviourDiffers)\""
            + " data-requirements=\"\(escape(scenario.requirements.map(\.rawValue).joined(separator: " ")))\""
            + " data-steps=\"\(escape(Array(Set(scenario.steps.map(\.kind))).sorted().joined(separator: " ")))\""
            + " data-search=\"\(escape(searchTerms))\">"
        out +=
            "<th scope=\"row\"><code>\(escape(scenario.id))</code><span class=\"title\">\(escape(scenario.title))</span>"
        if let page = links.scenarioPage(scenario.id) {
            out +=
                "<a class=\"page-link\" data-page=\"\(escape(page))\" href=\"\(escape(page))\">timeline and transcripts →</a>"
        }
        if !scenario.requirements.isEmpty {
            out +=
                "<span class=\"req\">\(scenario.requirements.map { HTMLScenarioPage.requirementLinks($0.rawValue, links) }.joined(separator: " "))</span>"
        }
        if baseline.outcomeDiffers {
            out +=
                "<span class=\"flag flag-outcome\">outcome differs: <span class=\"differing\">\(differingWords(baseline.outcomeDiffering, of: baseline.applicableCount))</span></span>"
        }
        if baseline.behaviourDiffers { out += "<span class=\"flag\">behaviour differs</span>" }
        if !baseline.common.isEmpty {
            out +=
                "<details class=\"common\"><summary>common to every vendor that ran it: \(baseline.common.count) line\(baseline.common.count == 1 ? "" : "s")</summary>"
                + lines(baseline.common) + "</details>"
        }
        if !baseline.usual.isEmpty {
            out +=
                "<details class=\"common\"><summary>usual (most vendors that ran it): \(baseline.usual.count) line\(baseline.usual.count == 1 ? "" : "s")</summary>"
                + lines(baseline.usual) + "</details>"
        }
        out += "</th>"
        for vendor in columns {
            out += cell(
                lookup.entry(vendor: vendor.id, scenario: scenario.id), vendor: vendor.id, baseline: baseline,
                narrow: notApplicable.contains(vendor.id), notes: &notes)
        }
        return out + "</tr>\n"
    }

    /// `2 of 5 vendors`: how many vendors' outcomes differ from the most common one, over every
    /// vendor that ran the scenario (the set the flag is decided over; no filter rewrites it).
    static func differingWords(_ differing: Int, of count: Int) -> String {
        "\(differing) of \(count) vendor\(count == 1 ? "" : "s")"
    }

    static func lines(_ lines: [ScenarioBaseline.Line]) -> String {
        let escape = HTMLComparison.escape
        var out = "<dl>"
        var heading: String?
        for line in lines {
            if line.heading != heading {
                if heading != nil { out += "</ul></dd>" }
                heading = line.heading
                out += "<dt>\(escape(line.heading))</dt><dd><ul>"
            }
            out += "<li>\(escape(line.text))</li>"
        }
        if heading != nil { out += "</ul></dd>" }
        return out + "</dl>"
    }

    static func cell(
        _ entry: RunReport.Case?, vendor: String, baseline: ScenarioBaseline, narrow: Bool, notes: inout CitationNotes
    ) -> String {
        let escape = HTMLComparison.escape
        let narrowClass = narrow ? " na-col" : ""
        guard let entry else {
            return
                "<td data-vendor=\"\(escape(vendor))\" data-outcome=\"missing\"\(narrow ? " class=\"na-col\"" : "")>–</td>"
        }
        var out = "<td data-vendor=\"\(escape(vendor))\" data-outcome=\"\(entry.outcome.rawValue)\""
        if let signature = baseline.signatures[entry.vendor] { out += " data-signature=\"\(signature)\"" }
        out += " class=\"o-\(entry.outcome.rawValue)\(narrowClass)\">"
        out +=
            "<div class=\"outcome\">\(ComparisonText.plainSymbol(entry.outcome)) \(escape(ComparisonText.label(entry.outcome)))"
        if entry.outcome == .knownDeviation {
            out += " " + escape(entry.deviations.map(\.deviation.invariant.rawValue).joined(separator: ", "))
        }
        out += "</div>"
        if !entry.reason.isEmpty {
            let link =
                entry.outcome == .fail || entry.outcome == .errored
                ? " <a href=\"#f-\(escape(entry.vendor))-\(escape(entry.scenario))\">details</a>" : ""
            out += "<p class=\"why\">\(HTMLComparison.reasonHTML(entry, notes: &notes))\(link)</p>"
        }
        if entry.outcome != .notApplicable {
            let own = baseline.differences[entry.vendor] ?? []
            let lacks = baseline.missing[entry.vendor] ?? []
            if !own.isEmpty { out += lines(own) }
            if !lacks.isEmpty {
                out +=
                    "<p class=\"lacks\"><b>lacks the usual</b> "
                    + lacks.map { escape("\($0.heading): \($0.text)") }.joined(separator: " · ") + "</p>"
            }
            if own.isEmpty, lacks.isEmpty, !(baseline.common.isEmpty && baseline.usual.isEmpty) {
                out += "<p class=\"same\">= \(baseline.usual.isEmpty ? "common" : "common + usual") only</p>"
            }
        }
        return out + "</td>"
    }
}
