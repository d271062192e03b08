package import PushContract

extension KnownDeviation {
    /// Whether it is listed for `scenario`: it names no scenario (every one) or a glob matching it.
    package func isListed(for scenario: String) -> Bool {
        scenarios.isEmpty || scenarios.contains { Glob.matches($0, scenario) }
    }

    /// Whether it excuses `violation` in `scenario`: the same invariant, listed for the scenario,
    /// and, when it names a ``behaviour``, a message containing it. A deviation for every
    /// scenario that names no behaviour excuses nothing (``DeviationAudit`` reports it).
    package func excuses(_ violation: Violation, in scenario: String) -> Bool {
        guard violation.invariant == invariant, isListed(for: scenario) else { return false }
        if let behaviour { return violation.message.contains(behaviour) }
        return !scenarios.isEmpty
    }
}
