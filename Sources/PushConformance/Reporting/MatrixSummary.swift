/// Counts of outcomes, per vendor and facet.
public struct OutcomeCounts: Sendable, Hashable {
    /// Passed.
    public var pass = 0
    /// Failed.
    public var fail = 0
    /// Not applicable.
    public var notApplicable = 0
    /// Known deviations.
    public var knownDeviation = 0
    /// Errored.
    public var errored = 0

    /// Adds one outcome.
    public mutating func add(_ outcome: CaseOutcome) {
        switch outcome {
        case .pass: pass += 1
        case .fail: fail += 1
        case .notApplicable: notApplicable += 1
        case .knownDeviation: knownDeviation += 1
        case .errored: errored += 1
        }
    }

    /// Cases counted.
    public var total: Int { pass + fail + notApplicable + knownDeviation + errored }

    /// `12✓ 1✗ 3 n/a 1 dev`: only the non-zero parts.
    public var cell: String {
        var parts: [String] = []
        if pass > 0 { parts.append("\(pass) pass") }
        if knownDeviation > 0 { parts.append("\(knownDeviation) dev") }
        if fail > 0 { parts.append("\(fail) FAIL") }
        if errored > 0 { parts.append("\(errored) ERR") }
        if notApplicable > 0 { parts.append("\(notApplicable) n/a") }
        return parts.isEmpty ? "-" : parts.joined(separator: ", ")
    }
}

/// The vendor × facet summary printed after a run, read from its report.
public struct MatrixSummary: Sendable {
    /// The cases summarised.
    public var results: [RunReport.Case]

    /// The summary of a run's report.
    public init(report: RunReport) { self.results = report.cases }

    /// Counts over everything.
    public var totals: OutcomeCounts {
        var counts = OutcomeCounts()
        for result in results { counts.add(result.outcome) }
        return counts
    }

    /// Whether every case passed, was not applicable, or is a known deviation.
    public var succeeded: Bool { totals.fail == 0 && totals.errored == 0 }

    /// The table as text: one row per facet, one column per vendor, and a total row.
    public func table() -> String {
        let vendors = Array(Set(results.map(\.vendor))).sorted()
        let facets = Array(Set(results.map(\.facet))).sorted()
        var rows: [[String]] = [["facet"] + vendors]
        for facet in facets {
            var row = [facet]
            for vendor in vendors {
                var counts = OutcomeCounts()
                for result in results where result.vendor == vendor && result.facet == facet { counts.add(result.outcome) }
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

    /// `N cases: N passed, N failed, …`.
    public func totalsLine() -> String { Self.totalsLine(totals) }

    /// `N cases: N passed, N failed, …` for given counts.
    public static func totalsLine(_ t: OutcomeCounts) -> String {
        "\(t.total) cases: \(t.pass) passed, \(t.fail) failed, \(t.knownDeviation) known deviations, "
            + "\(t.notApplicable) not applicable, \(t.errored) errored"
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
