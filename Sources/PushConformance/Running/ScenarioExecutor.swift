public import PushContract
public import PushSimulator

/// Why a case could not run to the end: the step and the reason.
public struct ExecutionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step id.
    public var step: String
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(step: String, message: String) {
        self.step = step
        self.message = message
    }

    /// `step <id>: <message>`.
    public var description: String { "step \(step): \(message)" }
}

/// Runs one scenario on one vendor inside a fresh ``SimulatedDevice`` and returns its records.
public struct ScenarioExecutor {
    /// The vendor.
    public var vendor: any PushVendor
    /// The scenario.
    public var scenario: Scenario
    /// The most pieces of scheduled work the whole run may take (nil: no limit). Past it the
    /// clock drops everything pending and records `clock.work-budget-exhausted` (EXP-002).
    public var workLimit: Int?

    /// Creates an executor.
    public init(vendor: any PushVendor, scenario: Scenario, workLimit: Int? = nil) {
        self.vendor = vendor
        self.scenario = scenario
        self.workLimit = workLimit
    }

    /// Runs every step, then the leftovers check. Deterministic: same inputs, same records.
    public func run() throws(ExecutionError) -> [TranscriptRecord] {
        try run(on: start())
    }

    /// Runs every step on `device` (from ``start()``), then the leftovers check.
    func run(on device: SimulatedDevice) throws(ExecutionError) -> [TranscriptRecord] {
        for step in scenario.steps { try execute(step, on: device) }
        device.finish()
        return device.records
    }

    /// A fresh device for the scenario, with its `given` applied (the first half of ``run()``;
    /// the explorer drives the steps itself, one at a time).
    func start() -> SimulatedDevice {
        let device = SimulatedDevice(vendor: vendor, configuration: scenario.given.configuration(for: vendor.descriptor.id),
                                     setup: scenario.given.deviceSetup)
        device.clock.totalWorkLimit = workLimit
        // The vendor's declared backend answers unscripted requests first, unless the scenario
        // wrote its own `defaultAnswer`; the neutral default answers the rest.
        device.transport.backend = scenario.given.scriptsDefaultAnswer ? .neutral : vendor.backend
        if scenario.given.appState != .notRunning {
            device.perform(step: "given") { device.launch(state: scenario.given.appState) }
        }
        return device
    }

    /// Runs one step on a device from ``start()``.
    func execute(_ step: ScenarioStep, on device: SimulatedDevice) throws(ExecutionError) {
        do {
            try device.perform(step: step.id) { () throws(ExecutionError) in
                if step.action.isFacetCall { device.recorder.countAppCall() }
                try perform(step.action, on: device, step: step.id)
            }
        } catch let error as ExecutionError {
            throw error
        } catch {
            throw ExecutionError(step: step.id, message: "\(error)")
        }
    }
}
