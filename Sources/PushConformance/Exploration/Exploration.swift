public import PushContract

/// How much to explore: a seed, how many sequences, how long each may be, and the facets to
/// weight. The defaults are small enough for a unit test (`ConformanceSuite.verify` runs none
/// unless asked; `Exploration.quick` is its suggested size).
public struct Exploration: Sendable, Hashable {
    /// The seed every sequence is derived from (run `i` uses `SeededGenerator.runSeed(_:run:)`).
    public var seed: UInt64
    /// How many sequences to run (`runsRange`).
    public var runs: Int
    /// The most steps one generated sequence has before its quiet period (`stepsRange`); each
    /// sequence's length is drawn from 1 to this.
    public var maxSteps: Int
    /// Capabilities whose steps are weighted up (empty: every declared one alike). Each must be
    /// one the vendor declares.
    public var facets: [Capability]
    /// The most scenario executions one finding's shrinking may take (`shrinkRange`).
    public var shrinkBudget: Int

    /// Creates an exploration.
    public init(
        seed: UInt64 = 1, runs: Int = 100, maxSteps: Int = Exploration.defaultMaxSteps, facets: [Capability] = [],
        shrinkBudget: Int = 2_000
    ) {
        self.seed = seed
        self.runs = runs
        self.maxSteps = maxSteps
        self.facets = facets
        self.shrinkBudget = shrinkBudget
    }

    /// 50 sequences of up to 20 steps from seed 1: what a unit test can afford.
    public static let quick = Exploration(seed: 1, runs: 50, maxSteps: 20)

    /// The bound on ``runs``.
    package static let runsRange = 1...10_000_000
    /// The default ``maxSteps``: 60. Longer sequences reach states a 30-step sweep rarely does
    /// (a bug after several relaunches, a sixth tap, a queue several retries deep) and still
    /// shrink to a few steps.
    public static let defaultMaxSteps = 60
    /// The bound on ``maxSteps``.
    package static let stepsRange = 1...500
    /// The bound on ``shrinkBudget``.
    package static let shrinkRange = 0...1_000_000
    /// The quiet period every sequence ends with (EXP-003): 6 virtual hours with no step, longer
    /// than any built-in vendor's longest retry backoff.
    package static let quietPeriod: Duration = .seconds(6 * 3600)
    /// The most pieces of scheduled work one sequence may run (EXP-002).
    package static let workBudget = 200_000
    /// The facet folder and id prefix of the scenarios the explorer writes.
    package static let scenarioFacet = "explore"
}
