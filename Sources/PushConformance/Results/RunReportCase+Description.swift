import PushContract
import PushRouter

extension RunReport.Case: CustomStringConvertible {
    /// Whether the run wrote this case's golden (new or rewritten).
    public var wroteGolden: Bool { golden.wroteGolden }

    /// For a failing router case: what each stand-in peer SDK named in its diff or transcript is
    /// (their ids are the suite's internal names).
    var peerLegend: [String] {
        guard vendor == RoutedVendor.id, outcome == .fail || outcome == .errored else { return [] }
        return ConformancePeer.legend(for: (diff ?? "") + transcript.joined(separator: "\n"))
    }

    /// A multi-line explanation for people: what failed and how to fix it.
    public var description: String {
        var lines = ["\(outcome.rawValue.uppercased()) \(vendor) × \(scenario)"]
        lines += peerLegend.map { "  \($0)" }
        if let note { lines.append("  \(note)") }
        switch golden {
        case .missing:
            if !rerecordCommand.isEmpty {
                lines.append("  no golden yet; record it with:")
                lines.append("    \(rerecordCommand)")
            }
        case .mismatch:
            lines.append("  transcript differs from the golden; first divergence: \(firstDivergence ?? "?")")
            if let diff { lines.append(diff.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")) }
            if !rerecordCommand.isEmpty {
                lines.append(
                    "  each change above is a claim about the vendor: if it is a bug, fix the adapter; only if the new")
                lines.append(
                    "  behaviour is right (it traces to the vendor's docs or README), re-record and read the golden:")
                lines.append("    \(rerecordCommand)")
            }
        case .unreadable:
            lines.append("  the golden cannot be used: \(firstDivergence ?? "?")")
            lines.append("  remove or repair it by hand; nothing is recorded over it")
        case .recorded, .rerecorded:
            lines.append("  golden \(golden): read it before committing")
        default:
            break
        }
        for violation in violations { lines.append("  violates \(violation)") }
        for stale in staleDeviations {
            lines.append(
                "  known deviation \(stale.invariant) is listed for this scenario but did not happen: remove it (\(stale.citation))"
            )
        }
        for shown in deviations {
            lines.append(
                "  known deviation \(shown.deviation.invariant): \(shown.deviation.summary) [\(shown.deviation.citation)]"
            )
        }
        for warning in warnings { lines.append("  warning \(warning)") }
        return lines.joined(separator: "\n")
    }
}

extension RunReport.Case {
    /// Why a case is not a plain pass, in one line (empty for a pass).
    package var reason: String {
        switch outcome {
        case .pass: return ""
        case .notApplicable: return note ?? ""
        case .errored: return note ?? ""
        case .knownDeviation:
            return deviations.map { "\($0.deviation.invariant): \($0.deviation.summary) [\($0.deviation.citation)]" }
                .joined(separator: "; ")
        case .fail: return failureMessage
        }
    }

    /// One line naming why a failing case failed: its golden, the invariants it breaks, stale deviations.
    package var failureMessage: String {
        var reasons: [String] = []
        switch golden {
        case .missing: reasons.append("no golden")
        case .mismatch: reasons.append("transcript differs from the golden")
        case .unreadable: reasons.append("the golden cannot be used")
        default: break
        }
        reasons += violations.map { "violates \($0.invariant)" }
        reasons += staleDeviations.map { "known deviation \($0.invariant) did not happen (unexpected pass)" }
        return reasons.isEmpty ? "failed" : reasons.joined(separator: "; ")
    }

    /// The failure's details for people: the first divergence, the diff, every violation, and the
    /// re-record command where recording could help.
    package var failureDetails: String {
        var lines: [String] = []
        if let first = firstDivergence {
            lines.append(golden == .unreadable ? "the golden cannot be used: \(first)" : "first divergence: \(first)")
        }
        if let diff = diff { lines.append(diff) }
        lines += violations.map(\.description)
        lines += staleDeviations.map { "stale known deviation \($0.invariant): \($0.summary) [\($0.citation)]" }
        if !rerecordCommand.isEmpty, golden == .missing || golden == .mismatch {
            lines.append("re-record (then read it): \(rerecordCommand)")
        }
        return lines.joined(separator: "\n")
    }
}
