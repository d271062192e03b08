package import PushContract
package import PushSimulator
import PushRouter

/// Why a case could not run to the end: the step and the reason.
package struct ExecutionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step id.
    package var step: String
    /// What went wrong.
    package var message: String

    /// Creates an error.
    package init(step: String, message: String) {
        self.step = step
        self.message = message
    }

    /// `step <id>: <message>`.
    package var description: String { "step \(step): \(message)" }
}

/// Runs one scenario on one vendor inside a fresh ``SimulatedDevice`` and returns its records.
package struct ScenarioExecutor {
    /// The vendor (a `RoutedVendor` for a router scenario).
    package var vendor: any PushVendor
    /// The vendors whose wire formats encode an `eachVendor` push, in order: the vendor itself,
    /// or every vendor behind the router.
    package var encoders: [any PushVendor]
    /// The scenario.
    package var scenario: Scenario
    /// The most pieces of scheduled work the whole run may take (nil: no limit). Past it the
    /// clock drops everything pending and records `clock.work-budget-exhausted` (EXP-002).
    package var workLimit: Int?
    /// The records the case may write (``ScenarioBudget/records``; tests lower it).
    package var recordLimit = ScenarioBudget.records
    /// The transcript bytes the case may write (``ScenarioBudget/transcriptBytes``; tests lower it).
    package var transcriptByteLimit = ScenarioBudget.transcriptBytes
    /// The scheduled work the case may run without a ``workLimit`` of its own
    /// (``ScenarioBudget/scheduledWork``; tests lower it).
    package var caseWorkLimit = ScenarioBudget.scheduledWork
    /// Whether the vendor is a router built from ``encoders`` (``init(routing:scenario:workLimit:)``).
    private var routes = false

    /// Runs `scenario` on one vendor (not a router scenario: see ``init(routing:scenario:workLimit:)``).
    package init(vendor: any PushVendor, scenario: Scenario, workLimit: Int? = nil) {
        self.vendor = vendor
        self.encoders = [vendor]
        self.scenario = scenario
        self.workLimit = workLimit
    }

    /// Runs a router scenario with every vendor in `vendors` (then the scenario's peers) behind
    /// one router (``ConformanceRunner/routedVendor(_:hosting:given:)``).
    package init(routing vendors: [any PushVendor], scenario: Scenario, workLimit: Int? = nil) {
        let routed = ConformanceRunner.routedVendor(
            vendors, hosting: scenario.router ?? RouterHosting(), given: scenario.given)
        self.vendor = routed
        self.encoders = routed.vendors
        self.scenario = scenario
        self.workLimit = workLimit
        self.routes = true
    }

    /// Runs every step, then the leftovers check. Deterministic: same inputs, same records.
    package func run() throws(ExecutionError) -> [TranscriptRecord] {
        if scenario.router != nil, !routes {
            throw ExecutionError(
                step: "given",
                message: "a router scenario runs every vendor behind one router: "
                    + "use ScenarioExecutor(routing:scenario:)")
        }
        return try run(on: start())
    }

    /// Runs every step on `device` (from ``start()``), then the leftovers check. A step that
    /// cannot run throws, its message completed by ``StepFailureDiagnosis`` from the records so far.
    func run(on device: SimulatedDevice) throws(ExecutionError) -> [TranscriptRecord] {
        var progress = BudgetProgress()
        for step in scenario.steps {
            do {
                try execute(step, on: device)
            } catch {
                var explained = error
                if let why = StepFailureDiagnosis.explain(error, records: device.records, scenario: scenario) {
                    explained.message += ": " + why
                }
                throw explained
            }
            try checkBudget(device, after: step.id, progress: &progress)
        }
        device.finish()
        return device.records
    }

    /// A fresh device for the scenario, with its `given` applied (the first half of ``run()``;
    /// the explorer drives the steps itself, one at a time). Without a ``workLimit`` the case
    /// runs with ``ScenarioBudget/scheduledWork``.
    func start() -> SimulatedDevice {
        var setup = scenario.given
        setup.workLimit = workLimit ?? caseWorkLimit
        return SimulatedDevice(vendor: vendor, setup: setup)
    }

    /// What ``checkBudget(_:after:progress:)`` has counted so far in one case.
    struct BudgetProgress {
        /// The records already looked at.
        var checked = 0
        /// Their bytes as transcript lines (``TranscriptRecord/line``, each with its newline).
        var bytes = 0
    }

    /// Stops a case that has written more than ``ScenarioBudget/records`` records or
    /// ``ScenarioBudget/transcriptBytes`` bytes of transcript, or (with no ``workLimit`` of its
    /// own) used up ``ScenarioBudget/scheduledWork``: what a scenario file cannot tell before it
    /// runs. Each record is measured once, after the step that wrote it.
    private func checkBudget(
        _ device: SimulatedDevice, after step: String, progress: inout BudgetProgress
    ) throws(ExecutionError) {
        let records = device.records
        let new = records[progress.checked...]
        progress.checked = records.count
        if records.count > recordLimit {
            throw ExecutionError(
                step: step,
                message: "the case wrote \(records.count) transcript records, more than its budget of "
                    + "\(recordLimit) (ScenarioBudget.records)")
        }
        for record in new { progress.bytes += record.line.utf8.count + 1 }
        if progress.bytes > transcriptByteLimit {
            throw ExecutionError(
                step: step,
                message: "the case wrote \(progress.bytes) bytes of transcript, more than its budget of "
                    + "\(transcriptByteLimit) (ScenarioBudget.transcriptBytes): a step whose records grow with every push "
                    + "(a vendor that registers the whole category set again for each one?)")
        }
        guard workLimit == nil else { return }
        let exhausted = new.contains { record in
            record.kind == .system
                && record.body["name"]?.stringValue == SimulatorRecordName.clockWorkBudgetExhausted.rawValue
        }
        if exhausted {
            throw ExecutionError(
                step: step,
                message: "the case ran \(caseWorkLimit) pieces of scheduled work, its "
                    + "budget (ScenarioBudget.scheduledWork); the rest was dropped: an adapter that keeps retrying through a long advance?"
            )
        }
    }

    /// Runs one step on a device from ``start()``.
    func execute(_ step: ScenarioStep, on device: SimulatedDevice) throws(ExecutionError) {
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
}
