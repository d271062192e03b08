/// Which vendors and scenarios a ``ConformanceSuite`` run covers.
public struct RunSelection: Sendable, Hashable {
    /// Vendor ids or globs (empty: every vendor).
    package var vendors: [String]
    /// Scenario ids or globs (empty: every scenario).
    package var scenarios: [String]
    /// Run the golden audit even on a filtered run (`--report-unused`); a full run always does.
    package var reportUnusedGoldens: Bool

    /// A selection; the default selects everything.
    package init(vendors: [String] = [], scenarios: [String] = [], reportUnusedGoldens: Bool = false) {
        self.vendors = vendors
        self.scenarios = scenarios
        self.reportUnusedGoldens = reportUnusedGoldens
    }

    /// Every vendor × every scenario.
    public static let all = RunSelection()

    /// Whether a filter narrows the run (then the whole-suite audits are skipped).
    package var isFiltered: Bool { !vendors.isEmpty || !scenarios.isEmpty }
}
