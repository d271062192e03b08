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
