package import PushContract

extension KnownDeviation {
    /// Whether it is listed for `scenario`: it names no scenario (every one) or a glob matching it.
    package func isListed(for scenario: String) -> Bool {
        scenarios.isEmpty || scenarios.contains { Glob.matches($0, scenario) }
    }

    /// Whether it can excuse anything in `scenario`: it names a mechanism (matched wherever it
    /// shows), or it is listed for the scenario.
    package func applies(to scenario: String) -> Bool { mechanism != nil || isListed(for: scenario) }

    /// Whether it must show in `scenario` or go stale: it names the scenario (a glob).
    package func isRequired(in scenario: String) -> Bool {
        !scenarios.isEmpty && scenarios.contains { Glob.matches($0, scenario) }
    }

    /// Whether it excuses `violation` in `scenario`: a violation of its invariant in a scenario
    /// it names, and one of its ``mechanism`` in any other scenario (`run`, `explore` and the
    /// scenarios `explore` writes agree by construction). A ``behaviour`` narrows either to
    /// messages containing it. A deviation for every scenario thus excuses its mechanism only,
    /// and one without a mechanism nothing (``DeviationAudit`` reports it).
    package func excuses(_ violation: Violation, in scenario: String) -> Bool {
        guard violation.invariant == invariant else { return false }
        if let behaviour, !violation.message.contains(behaviour) { return false }
        if isRequired(in: scenario) { return true }
        return mechanism.map { violation.mechanism == $0 } ?? false
    }
}
