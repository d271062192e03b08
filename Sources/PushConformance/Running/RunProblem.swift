public import PushContract

/// Something wrong with a run as a whole, beside its cases: a scenario file that does not load,
/// an adapter that fails the self-check, a payload two vendors claim, a golden no case reads…
/// Any problem fails the run.
///
/// Every audit reports through this one type: a ``kind`` to sort and filter by, the requirement
/// it enforces where there is one, and a sentence for people.
public struct RunProblem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem: a stable string (it reaches results files), extensible.
    public struct Kind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The stable string.
        public let rawValue: String
        /// Wraps a string (from a results file; code uses the constants).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The stable string.
        public var description: String { rawValue }
        /// Ordered by the string.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A scenario file that could not be loaded.
        public static let scenarioFile = Kind(rawValue: "scenario-file")
        /// The goldens folder cannot be used.
        public static let goldensFolder = Kind(rawValue: "goldens-folder")
        /// A selection that selects nothing.
        public static let selection = Kind(rawValue: "selection")
        /// An environment variable the run reads holds a value it cannot use
        /// (`ConformanceEnvironment`): nothing ran.
        public static let environment = Kind(rawValue: "environment")
        /// The adapter self-check failed; none of the vendor's cases ran.
        public static let adapterSelfCheck = Kind(rawValue: "adapter-self-check")
        /// The vendor's claims or wire format broke a rule (PAY-003…005, R2, R5): `WireFormatAudit`.
        public static let wireFormatAudit = Kind(rawValue: "wire-format-audit")
        /// The vendor's factories hand out shared objects (ADP-005): `FactoryAudit`.
        public static let factoryAudit = Kind(rawValue: "factory-audit")
        /// A payload claimed by more than one vendor (PAY-002).
        public static let ownershipConflict = Kind(rawValue: "ownership-conflict")
        /// A known deviation that can never be checked, or never happened.
        public static let staleDeviation = Kind(rawValue: "stale-deviation")
        /// A scenario no vendor of the run can run.
        public static let unrunnableScenario = Kind(rawValue: "unrunnable-scenario")
        /// A golden no case reads.
        public static let unusedGolden = Kind(rawValue: "unused-golden")
        /// The run wrote goldens: they must be read before the run can pass.
        public static let goldensRecorded = Kind(rawValue: "goldens-recorded")
        /// The run stopped early (`--max-failures`).
        public static let stoppedEarly = Kind(rawValue: "stopped-early")
        /// Exploration found an invariant broken.
        public static let explorationFinding = Kind(rawValue: "exploration-finding")
        /// A problem read from a results file that names no kind (written before kinds existed).
        public static let other = Kind(rawValue: "other")
    }

    /// What kind of problem.
    public var kind: Kind
    /// The requirement it enforces, where there is one (`PAY-002` for an ownership conflict).
    public var requirement: RequirementID?
    /// What it is about, where that is one thing (the path of an unused golden).
    public var subject: String?
    /// One sentence for people, naming what is wrong and how to fix it.
    public var message: String

    /// Creates a problem.
    public init(_ kind: Kind, requirement: RequirementID? = nil, subject: String? = nil, message: String) {
        self.kind = kind
        self.requirement = requirement
        self.subject = subject
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
