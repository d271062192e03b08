extension RunReport {
    /// One step of a scenario as reports show it: a timeline row, a step-kind filter.
    public struct Step: Sendable, Hashable {
        /// The step's id, as transcript records name it (`"step":"push"`).
        public var id: String
        /// Its kind: a ``StepKind`` raw value (a results file of a newer suite may hold others).
        public var kind: String
        /// What it does, in one line (``ScenarioStep/summary``).
        public var action: String

        /// Creates a step entry.
        public init(id: String, kind: String, action: String) {
            self.id = id
            self.kind = kind
            self.action = action
        }

        /// The entry of an executed scenario's step.
        public init(_ step: ScenarioStep) {
            self.init(id: step.id, kind: step.action.kind.rawValue, action: step.summary)
        }
    }
}
