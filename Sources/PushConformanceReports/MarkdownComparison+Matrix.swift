import PushConformance
import PushContract

extension MarkdownComparison {
    /// One facet's scenario × vendor matrix: the outcome and what differs from the lines every
    /// vendor shares, each item on its own line (cut at ``itemLength``) so the table fits.
    static func matrix(_ report: RunReport, _ lookup: RunReport.CaseLookup, facet: String) -> [String] {
        let columns = lookup.vendors(in: facet)
        let scenarios = report.scenarios.filter { $0.facet == facet }
        var out = [
            "", "## Facet: \(MarkdownText.inline(facet))", "<a id=\"\(MarkdownText.anchor("facet-" + facet))\"></a>",
            "",
            "| scenario | " + columns.map { MarkdownText.cell($0.id, breakable: true) }.joined(separator: " | ") + " |",
            "|---|" + columns.map { _ in "---|" }.joined(),
        ]
        for scenario in HTMLComparisonMatrix.ordered(scenarios, lookup: lookup, vendors: columns) {
            let baseline = ScenarioBaseline(columns.compactMap { lookup.entry(vendor: $0.id, scenario: scenario.id) })
            let cells = columns.map { vendor -> String in
                guard let entry = lookup.entry(vendor: vendor.id, scenario: scenario.id) else { return "–" }
                return caseCell(entry, baseline: baseline)
            }
            var head =
                "\(MarkdownText.code(scenario.id, breakable: true))<br>\(MarkdownText.cell(ReportText.cut(scenario.title, to: 200)))"
            if baseline.outcomeDiffers { head += "<br>**outcome differs**" }
            if !baseline.common.isEmpty {
                head +=
                    "<details><summary>common (\(baseline.common.count))</summary>"
                    + baseline.common.map {
                        MarkdownText.cell(ReportText.cut("\($0.heading): \($0.text)", to: itemLength), breakable: true)
                    }.joined(separator: "<br>")
                    + "</details>"
            }
            if !baseline.usual.isEmpty {
                head +=
                    "<details><summary>usual (\(baseline.usual.count))</summary>"
                    + baseline.usual.map {
                        MarkdownText.cell(ReportText.cut("\($0.heading): \($0.text)", to: itemLength), breakable: true)
                    }.joined(separator: "<br>")
                    + "</details>"
            }
            out.append("| \(head) | " + cells.joined(separator: " | ") + " |")
        }
        return out
    }

    static func caseCell(_ entry: RunReport.Case, baseline: ScenarioBaseline) -> String {
        var parts = ["\(ComparisonText.symbol(entry.outcome)) \(ComparisonText.label(entry.outcome))"]
        if entry.outcome == .notApplicable {
            return parts[0]
                + (entry.note.map { "<br>" + MarkdownText.cell(ReportText.cut($0, to: itemLength), breakable: true) }
                    ?? "")
        }
        if entry.outcome == .knownDeviation {
            parts[0] +=
                " " + MarkdownText.cell(entry.deviations.map(\.deviation.invariant.rawValue).joined(separator: ", "))
        }
        let own = baseline.differences[entry.vendor] ?? []
        let lacks = baseline.missing[entry.vendor] ?? []
        if own.isEmpty, lacks.isEmpty, !(baseline.common.isEmpty && baseline.usual.isEmpty) {
            parts.append(baseline.usual.isEmpty ? "= common only" : "= common + usual only")
        }
        if !lacks.isEmpty {
            parts.append("**lacks the usual**")
            parts += lacks.prefix(itemsPerRow).map {
                MarkdownText.cell(ReportText.cut("\($0.heading): \($0.text)", to: itemLength), breakable: true)
            }
            if lacks.count > itemsPerRow { parts.append("+\(lacks.count - itemsPerRow) more") }
        }
        for heading in own.map(\.heading).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let items = own.filter { $0.heading == heading }.map(\.text)
            parts.append("**\(heading)**")
            parts += items.prefix(itemsPerRow).map {
                MarkdownText.cell(ReportText.cut($0, to: itemLength), breakable: true)
            }
            if items.count > itemsPerRow { parts.append("+\(items.count - itemsPerRow) more") }
        }
        return parts.joined(separator: "<br>")
    }
}
