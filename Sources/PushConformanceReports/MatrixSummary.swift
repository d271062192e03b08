package import PushConformance
/// The vendor × facet summary printed after a run, read from its report.
package struct MatrixSummary: Sendable {
    /// The cases summarised.
    package var results: [RunReport.Case]

    /// The summary of a run's report.
    package init(report: RunReport) { self.results = report.cases }

    /// Counts over everything.
    package var totals: OutcomeCounts {
        var counts = OutcomeCounts()
        for result in results { counts.add(result.outcome) }
        return counts
    }

    /// Whether every case passed, was not applicable, or is a known deviation.
    package var succeeded: Bool { totals.fail == 0 && totals.errored == 0 }

    /// The table as text: one row per facet, one column per vendor, and a total row.
    package func table() -> String {
        let vendors = Array(Set(results.map(\.vendor))).sorted()
        let facets = Array(Set(results.map(\.facet))).sorted()
        var rows: [[String]] = [["facet"] + vendors]
        for facet in facets {
            var row = [facet]
            for vendor in vendors {
                var counts = OutcomeCounts()
                for result in results where result.vendor == vendor && result.facet == facet {
                    counts.add(result.outcome)
                }
                row.append(counts.cell)
            }
            rows.append(row)
        }
        var total = ["total"]
        for vendor in vendors {
            var counts = OutcomeCounts()
            for result in results where result.vendor == vendor { counts.add(result.outcome) }
            total.append(counts.cell)
        }
        rows.append(total)
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func render(_ row: [String]) -> String {
            row.enumerated().map { index, cell in cell.padding(toLength: widths[index]) }.joined(separator: "  ")
                .trimmingTrailingSpaces()
        }
        var lines = [render(rows[0]), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += rows.dropFirst().dropLast().map(render)
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        lines.append(render(rows[rows.count - 1]))
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
