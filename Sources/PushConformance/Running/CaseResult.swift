public import PushContract

/// How one vendor × scenario case ended.
public enum CaseOutcome: String, Sendable, Hashable, CaseIterable, Codable {
    /// Golden matched, no MUST invariant broken.
    case pass
    /// Golden mismatch or missing, a MUST invariant broken, or a stale known deviation.
    case fail
    /// The vendor lacks a capability the scenario requires.
    case notApplicable = "not-applicable"
    /// Golden matched; the only broken invariants are the vendor's listed known deviations.
    case knownDeviation = "known-deviation"
    /// The scenario could not run (malformed step, adapter missing a facet it declares).
    case errored
}

/// What happened to the golden file.
public enum GoldenStatus: Sendable, Hashable {
    /// It matched.
    case matched
    /// It was written (new) or rewritten (changed).
    case recorded(created: Bool)
    /// It does not exist and recording is off.
    case missing
    /// It differs; `diff` is readable text (what changed in behaviour, then a line diff) and
    /// `firstDivergence` names the first differing line (or, for a CRLF golden, the cause).
    case mismatch(diff: String, firstDivergence: String)
    /// It exists but cannot be read or replaced (a folder, a FIFO, a symbolic-link loop, no
    /// permission, not UTF-8): the path and why. Never recorded over.
    case unreadable(reason: String)
    /// Not compared (not applicable or errored).
    case notCompared
}

/// A matched known deviation, with its citation.
public struct MatchedDeviation: Sendable, Hashable {
    /// The deviation entry.
    public var deviation: KnownDeviation
    /// The violations it covers.
    public var violations: [Violation]
}

/// The result of one vendor × scenario case.
public struct CaseResult: Sendable, Hashable, Identifiable {
    /// The vendor id.
    public var vendor: String
    /// The scenario id.
    public var scenario: String
    /// The scenario's facet.
    public var facet: String
    /// The outcome.
    public var outcome: CaseOutcome
    /// What happened to the golden.
    public var golden: GoldenStatus
    /// MUST violations that are not known deviations.
    public var violations: [Violation]
    /// SHOULD violations.
    public var warnings: [Violation]
    /// Known deviations that showed.
    public var deviations: [MatchedDeviation]
    /// Known deviations listed for this scenario that did not show (they went stale).
    public var staleDeviations: [KnownDeviation]
    /// Why it errored or was not applicable.
    public var note: String?
    /// The transcript lines (empty when not run).
    public var transcript: [String]
    /// What the vendor did, condensed from the transcript records (nil when not run); the
    /// reports use it instead of parsing the lines again.
    public var behaviour: CaseBehaviour? = nil
    /// The command that re-records this golden.
    public var rerecordCommand: String

    /// `vendor/scenario`.
    public var id: String { "\(vendor)/\(scenario)" }
}

extension CaseResult: CustomStringConvertible {
    /// A multi-line explanation for people: what failed and how to fix it.
    public var description: String {
        var lines = ["\(outcome.rawValue.uppercased()) \(vendor) × \(scenario)"]
        if let note { lines.append("  \(note)") }
        switch golden {
        case .missing:
            lines.append("  no golden yet; record it with:")
            lines.append("    \(rerecordCommand)")
        case .mismatch(let diff, let first):
            lines.append("  transcript differs from the golden; first divergence: \(first)")
            lines.append(diff.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
            lines.append("  each change above is a claim about the vendor: if it is a bug, fix the adapter; only if the new")
            lines.append("  behaviour is right (it traces to the vendor's docs or README), re-record and read the golden:")
            lines.append("    \(rerecordCommand)")
        case .unreadable(let reason):
            lines.append("  the golden cannot be used: \(reason)")
            lines.append("  remove or repair it by hand; nothing is recorded over it")
        case .recorded(let created):
            lines.append("  golden \(created ? "recorded" : "re-recorded"): read it before committing")
        case .matched, .notCompared:
            break
        }
        for violation in violations { lines.append("  violates \(violation)") }
        for stale in staleDeviations {
            lines.append("  known deviation \(stale.invariant) is listed for this scenario but did not happen: remove it (\(stale.citation))")
        }
        for matched in deviations {
            lines.append("  known deviation \(matched.deviation.invariant): \(matched.deviation.summary) [\(matched.deviation.citation)]")
        }
        for warning in warnings { lines.append("  warning \(warning)") }
        return lines.joined(separator: "\n")
    }
}
