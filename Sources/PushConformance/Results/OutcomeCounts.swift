/// Counts of outcomes, per vendor and facet.
public struct OutcomeCounts: Sendable, Hashable {
    /// Passed.
    package var pass = 0
    /// Failed.
    package var fail = 0
    /// Not applicable.
    package var notApplicable = 0
    /// Known deviations.
    package var knownDeviation = 0
    /// Errored.
    package var errored = 0

    /// No case counted yet.
    package init() {}

    /// Adds one outcome.
    package mutating func add(_ outcome: CaseOutcome) {
        switch outcome {
        case .pass: pass += 1
        case .fail: fail += 1
        case .notApplicable: notApplicable += 1
        case .knownDeviation: knownDeviation += 1
        case .errored: errored += 1
        }
    }

    /// Cases counted.
    package var total: Int { pass + fail + notApplicable + knownDeviation + errored }

    /// `12✓ 1✗ 3 n/a 1 dev`: only the non-zero parts.
    package var cell: String {
        var parts: [String] = []
        if pass > 0 { parts.append("\(pass) pass") }
        if knownDeviation > 0 { parts.append("\(knownDeviation) dev") }
        if fail > 0 { parts.append("\(fail) FAIL") }
        if errored > 0 { parts.append("\(errored) ERR") }
        if notApplicable > 0 { parts.append("\(notApplicable) n/a") }
        return parts.isEmpty ? "-" : parts.joined(separator: ", ")
    }

    /// `1251 cases: 703 passed, 0 failed, 18 known deviations, 530 not applicable, 0 errored`.
    package var summary: String {
        "\(total) cases: \(pass) passed, \(fail) failed, \(knownDeviation) known deviations, "
            + "\(notApplicable) not applicable, \(errored) errored"
    }
}
