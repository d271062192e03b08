public import PushContract
import PushRouter
import PushSimulator

/// What to run and how.
public struct RunOptions: Sendable {
    /// Vendor ids or globs to run (empty: all).
    public var vendorFilters: [String] = []
    /// Scenario ids or globs to run (empty: all).
    public var scenarioFilters: [String] = []
    /// When goldens are written.
    public var recordMode: RecordMode = .never
    /// The command a failing case's hint names to re-record its golden (default: the command
    /// line, `swift run push-conformance record …`).
    public var recordHint = RecordHint.commandLine(command: "swift run push-conformance", arguments: [])
    /// How many cases run at once.
    public var parallelism = 4
    /// Stop starting cases once this many have failed or errored (nil: run them all). Cases
    /// already running finish, so a parallel run may end with a few more.
    public var maxFailures: Int?
    /// Called after each finished case with the number finished and the number planned, one
    /// call at a time (for a progress display; never part of a result).
    public var progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)?

    /// Default options.
    public init() {}
}

/// Runs vendors × scenarios: executes each case on a fresh simulated device, checks invariants,
/// compares (or records) goldens, and classifies the outcome. Cases run in parallel; there is no
/// shared state between them.
///
/// A transcript that breaks a MUST invariant (one the vendor has not listed as a known
/// deviation) is never written as a golden, whatever the record mode: the case fails with the
/// violation and the golden is left as it was.
public struct ConformanceRunner: Sendable {
    /// The vendors.
    public var vendors: [any PushVendor]
    /// Where goldens live.
    public var goldens: GoldenStore
    /// The invariants checked on every transcript.
    public var invariants: [Invariant]

    /// A runner.
    public init(vendors: [any PushVendor], goldens: GoldenStore, invariants: [Invariant] = Invariant.builtIn) {
        self.vendors = vendors
        self.goldens = goldens
        self.invariants = invariants
    }

    /// The vendors the filters select.
    public func selectedVendors(_ options: RunOptions) -> [any PushVendor] {
        vendors.filter { vendor in
            options.vendorFilters.isEmpty || options.vendorFilters.contains { Glob.matches($0, vendor.descriptor.id) }
        }
    }

    /// The scenarios the filters select.
    public static func selectedScenarios(_ scenarios: [Scenario], _ options: RunOptions) -> [Scenario] {
        scenarios.filter { scenario in
            options.scenarioFilters.isEmpty || options.scenarioFilters.contains { Glob.matches($0, scenario.id) }
        }
    }

    /// The cases ``run(_:options:)`` runs for these scenarios and filters, in order.
    public func selectedCases(_ scenarios: [Scenario], options: RunOptions) -> [PlannedCase] {
        Self.plannedCases(vendors: vendors, scenarios: Self.selectedScenarios(scenarios, options))
            .filter { planned in options.vendorFilters.isEmpty || options.vendorFilters.contains { Glob.matches($0, planned.vendorID) } }
    }

    /// Runs every selected case, in parallel, and returns results sorted by vendor then scenario.
    /// With ``RunOptions/maxFailures`` the run may stop early and return fewer results.
    public func run(_ scenarios: [Scenario], options: RunOptions) async -> [RunReport.Case] {
        let cases = selectedCases(scenarios, options: options).map { ($0.vendor, $0.scenario) }
        var results: [RunReport.Case] = []
        var failures = 0
        await withTaskGroup(of: RunReport.Case.self) { group in
            var next = 0
            func addNext() {
                guard next < cases.count else { return }
                if let limit = options.maxFailures, failures >= limit { return }
                let (vendor, scenario) = cases[next]
                next += 1
                group.addTask { self.runCase(vendor: vendor, scenario: scenario, options: options) }
            }
            for _ in 0..<max(1, options.parallelism) { addNext() }
            for await result in group {
                results.append(result)
                if result.outcome == .fail || result.outcome == .errored { failures += 1 }
                options.progress?(results.count, cases.count)
                addNext()
            }
        }
        return results.sorted { ($0.vendor, $0.scenario) < ($1.vendor, $1.scenario) }
    }

    /// Runs one case synchronously.
    public func runCase(vendor: any PushVendor, scenario: Scenario, options: RunOptions) -> RunReport.Case {
        let descriptor = vendor.descriptor
        var result = RunReport.Case(vendor: descriptor.id, scenario: scenario.id, facet: scenario.facet, outcome: .pass,
                                    golden: RunReport.Case.Golden.notCompared)
        guard scenario.router == nil || descriptor.id == RoutedVendor.id else {
            result.outcome = .errored
            result.note = "a router scenario runs once with every vendor behind one router; plan it with ConformanceRunner.plannedCases"
            return result
        }
        let missing = scenario.requires.subtracting(descriptor.capabilities)
        guard missing.isEmpty else {
            result.outcome = .notApplicable
            result.note = "needs \(missing.sorted().map(\.rawValue).joined(separator: ", "))"
            return result
        }
        let records: [TranscriptRecord]
        do {
            records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
        } catch {
            result.outcome = .errored
            result.note = error.description
            return result
        }
        result.transcript = records.map(\.line)
        result.behaviour = CaseBehaviour(transcript: result.transcript)
        classifyViolations(records, scenario: scenario, descriptor: descriptor, into: &result)
        // Never record a transcript that breaks a MUST invariant: a golden is a claim of right behaviour.
        let mode = result.violations.isEmpty ? options.recordMode : .never
        compareGolden(result.transcript, vendor: descriptor.id, scenario: scenario.id, mode: mode, into: &result)
        if mode != options.recordMode, result.golden == RunReport.Case.Golden.missing || result.golden == RunReport.Case.Golden.mismatch {
            result.note = "golden not recorded: the transcript breaks a MUST invariant (\(Set(result.violations.map(\.invariant.rawValue)).sorted().joined(separator: ", ")))"
        }
        if result.golden == RunReport.Case.Golden.missing || result.golden == RunReport.Case.Golden.mismatch {
            result.rerecordCommand = options.recordHint.command(vendor: descriptor.id, scenario: scenario.id,
                                                                missing: result.golden == RunReport.Case.Golden.missing)
        }

        let goldenFailed = result.golden == RunReport.Case.Golden.missing || result.golden == RunReport.Case.Golden.mismatch
        if goldenFailed || !result.violations.isEmpty || !result.staleDeviations.isEmpty {
            result.outcome = .fail
        } else if !result.deviations.isEmpty {
            result.outcome = .knownDeviation
        }
        return result
    }

    private func classifyViolations(_ records: [TranscriptRecord], scenario: Scenario, descriptor: VendorDescriptor,
                                    into result: inout RunReport.Case) {
        let listed = descriptor.knownDeviations.filter { deviation in
            deviation.scenarios.isEmpty || deviation.scenarios.contains { Glob.matches($0, scenario.id) }
        }
        var matched: [KnownDeviation: [Violation]] = [:]
        for invariant in invariants {
            for violation in invariant.check(records) {
                if let deviation = listed.first(where: { $0.invariant == violation.invariant }) {
                    matched[deviation, default: []].append(violation)
                } else if violation.level == .must {
                    result.violations.append(violation)
                } else {
                    result.warnings.append(violation)
                }
            }
        }
        result.deviations = listed.compactMap { deviation in
            matched[deviation].map { RunReport.ShownDeviation(deviation: deviation, findings: $0) }
        }
        // A deviation listed for specific scenarios must keep happening there, or it is stale.
        result.staleDeviations = listed.filter { !$0.scenarios.isEmpty && matched[$0] == nil }
    }

    private func compareGolden(_ lines: [String], vendor: String, scenario: String, mode: RecordMode,
                               into result: inout RunReport.Case) {
        typealias Golden = RunReport.Case.Golden
        let existing = goldens.read(vendor: vendor, scenario: scenario)
        func write() -> Bool {
            do {
                try goldens.write(lines, vendor: vendor, scenario: scenario)
                result.golden = existing == nil ? Golden.recorded : Golden.rerecorded
                return true
            } catch {
                result.golden = Golden.mismatch
                result.firstDivergence = "not written"
                result.diff = "cannot write \(goldens.path(vendor: vendor, scenario: scenario)): \(error)"
                return false
            }
        }
        guard let existing else {
            if mode == .never || !write() { result.golden = result.golden == Golden.mismatch ? Golden.mismatch : Golden.missing }
            return
        }
        if existing == lines {
            result.golden = Golden.matched
            return
        }
        if mode == .failed || mode == .all, write() { return }
        if result.firstDivergence == "not written" { return }
        result.golden = Golden.mismatch
        result.firstDivergence = LineDiff.firstDivergence(existing, lines).map { divergence in
            "line \(divergence.line):\n      golden: \(divergence.golden ?? "(end of file)")\n      now:    \(divergence.actual ?? "(end of transcript)")"
        } ?? "?"
        result.diff = LineDiff.render(LineDiff.diff(existing, lines))
    }
}
