extension RequirementID {
    /// EXP-001: no sequence of host calls makes the adapter trap or the simulator refuse a step.
    public static let explorationNoTrap = RequirementID(rawValue: "EXP-001")
    /// EXP-002: no sequence makes the adapter run away (more scheduled work than the run's budget).
    public static let explorationNoRunaway = RequirementID(rawValue: "EXP-002")
    /// EXP-003: after a long quiet period at the end, no completion is left uncalled.
    public static let explorationSettlesWhenQuiet = RequirementID(rawValue: "EXP-003")
    /// EXP-004: work a facet call queued is carried out after a relaunch (ADP-001 for facet work).
    public static let explorationFacetWorkSurvivesRelaunch = RequirementID(rawValue: "EXP-004")
    /// EXP-005: work the SDK started itself is carried out after a relaunch (ADP-001, SHOULD).
    public static let explorationOwnWorkSurvivesRelaunch = RequirementID(rawValue: "EXP-005")
    /// EXP-006: a report the SDK sends on its own about a push or the user's answer to one (an
    /// open, delivery or reply event) is carried out after a relaunch (ADP-001, MUST).
    public static let explorationPushReportSurvivesRelaunch = RequirementID(rawValue: "EXP-006")
}
