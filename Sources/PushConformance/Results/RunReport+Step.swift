extension RunReport {
    /// One step of a scenario as reports show it: a timeline row, a step-kind filter.
    public struct Step: Sendable, Hashable {
        /// The step's id, as transcript records name it (`"step":"push"`).
        package var id: String
        /// Its kind: a ``StepKind`` raw value (a results file of a newer suite may hold others).
        package var kind: String
        /// What it does, in one line (``ScenarioStep/summary``).
        package var action: String

        /// Creates a step entry.
        package init(id: String, kind: String, action: String) {
            self.id = id
            self.kind = kind
            self.action = action
        }

        /// The entry of an executed scenario's step.
        package init(_ step: ScenarioStep) {
            self.init(id: step.id, kind: step.action.kind.rawValue, action: step.summary)
        }
    }
}
