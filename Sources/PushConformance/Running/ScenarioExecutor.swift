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

    /// Creates an executor.
    public init(vendor: any PushVendor, scenario: Scenario) {
        self.vendor = vendor
        self.scenario = scenario
    }

    /// Runs every step, then the leftovers check. Deterministic: same inputs, same records.
    public func run() throws(ExecutionError) -> [TranscriptRecord] {
        try run(on: makeDevice())
    }

    /// The fresh device a case runs on.
    func makeDevice() -> SimulatedDevice {
        SimulatedDevice(vendor: vendor, configuration: scenario.given.configuration(for: vendor.descriptor.id),
                        setup: scenario.given.deviceSetup)
    }

    /// Runs every step on `device` (from ``makeDevice()``), then the leftovers check.
    func run(on device: SimulatedDevice) throws(ExecutionError) -> [TranscriptRecord] {
        // The vendor's declared backend answers unscripted requests first, unless the scenario
        // wrote its own `defaultAnswer`; the neutral default answers the rest.
        device.transport.backend = scenario.given.scriptsDefaultAnswer ? .neutral : vendor.backend
        if scenario.given.appState != .notRunning {
            device.perform(step: "given") { device.launch(state: scenario.given.appState) }
        }
        for step in scenario.steps {
            do {
                try device.perform(step: step.id) { () throws(ExecutionError) in
                    try perform(step.action, on: device, step: step.id)
                }
            } catch let error as ExecutionError {
                throw error
            } catch {
                throw ExecutionError(step: step.id, message: "\(error)")
            }
        }
        device.finish()
        return device.records
    }
}
