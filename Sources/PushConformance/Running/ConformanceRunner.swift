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
    package var recordHint = RecordHint.commandLine(command: RecordHint.toolCommand, arguments: [])
    /// How many cases run at once.
    public var parallelism = 4
    /// Stop starting cases once this many have failed or errored (nil: run them all). Cases
    /// already running finish, so a parallel run may end with a few more.
    public var maxFailures: Int?
    /// Called after each finished case with the number finished and the number planned, one
    /// call at a time (for a progress display; never part of a result).
    package var progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)?
    /// Called with each finished case in report order (vendor, then scenario), one call at a
    /// time, as soon as it and every case before it have finished: a results file is written
    /// line by line while the run goes on (``ResultsStream``). The case is complete, with its
    /// transcript, whatever ``keepsTranscripts`` says.
    package var onCaseReported: (@Sendable (RunReport.Case) -> Void)?
    /// Whether the returned cases keep their transcripts (default true). A run whose only
    /// reader of transcripts is ``onCaseReported`` sets it to false, so memory does not grow
    /// with the cases already reported.
    package var keepsTranscripts = true
    /// Whether the returned cases keep their behaviour summaries (default true); only the
    /// side-by-side comparison reads them once a case is reported. When false and nothing is
    /// reported through ``onCaseReported``, no summary is made at all.
    package var keepsBehaviour = true

    /// Whether every case runs twice and the two transcripts must be the same bytes (default
    /// true): the factory audit's check for wall clocks and state shared between cases (ADP-003,
    /// ADP-005). A difference is a violation of ADP-005 that fails the case.
    package var repeatsCases = true

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
    package var vendors: [any PushVendor]
    /// Where goldens live.
    package var goldens: GoldenStore
    /// The invariants checked on every transcript.
    package var invariants: [Invariant]

    /// A runner.
    public init(vendors: [any PushVendor], goldens: GoldenStore, invariants: [Invariant] = Invariant.builtIn) {
        self.vendors = vendors
        self.goldens = goldens
        self.invariants = invariants
    }

    /// The vendors the filters select.
    package func selectedVendors(_ options: RunOptions) -> [any PushVendor] {
        vendors.filter { Self.selects(options, vendorID: $0.descriptor.id) }
    }

    /// The scenarios the filters select.
    package static func selectedScenarios(_ scenarios: [Scenario], _ options: RunOptions) -> [Scenario] {
        scenarios.filter { scenario in
            options.scenarioFilters.isEmpty || options.scenarioFilters.contains { Glob.matches($0, scenario.id) }
        }
    }

    /// The cases ``run(_:options:)`` runs for these scenarios and filters, in order.
    package func selectedCases(_ scenarios: [Scenario], options: RunOptions) -> [PlannedCase] {
        let selected = Self.selectedScenarios(scenarios, options)
        return selectedPlans(selected, options: options).map { Self.plannedCase($0, scenarios: selected) }
    }

    /// How many cases ``selectedCases(_:options:)`` lists, counted without listing them.
    package func selectedCaseCount(_ scenarios: [Scenario], options: RunOptions) -> Int {
        selectedPlans(Self.selectedScenarios(scenarios, options), options: options).count
    }

    /// Whether the vendor filters select this vendor id (`router` for router cases).
    private static func selects(_ options: RunOptions, vendorID: String) -> Bool {
        options.vendorFilters.isEmpty || options.vendorFilters.contains { Glob.matches($0, vendorID) }
    }

    /// The selected cases by reference (vendor and scenario index into `selected`), in plan order.
    private func selectedPlans(_ selected: [Scenario], options: RunOptions) -> [Plan] {
        var plans: [Plan] = []
        Self.forEachPlan(vendors: vendors, scenarios: selected) { plan in
            if Self.selects(options, vendorID: plan.vendorID) { plans.append(plan) }
        }
        return plans
    }

    /// Runs every selected case, in parallel, and returns results sorted by vendor then scenario.
    /// With ``RunOptions/maxFailures`` the run may stop early and return fewer results.
    ///
    /// Cases start in report order and are handed to ``RunOptions/onCaseReported`` in that
    /// order: a case that finished early waits in a small buffer for the ones before it, and no
    /// case starts more than a bounded window ahead of the oldest unreported one, so the buffer
    /// stays small however long one case runs.
    package func run(_ scenarios: [Scenario], options: RunOptions) async -> [RunReport.Case] {
        // Cases are held by reference (a vendor and a scenario index), not as copies of their
        // scenarios: a run over many scenarios keeps one small entry per case.
        let selected = Self.selectedScenarios(scenarios, options)
        var cases = selectedPlans(selected, options: options)
        cases.sort { ($0.vendorID, selected[$0.scenario].id) < ($1.vendorID, selected[$1.scenario].id) }
        let parallelism = max(1, options.parallelism)
        let window = parallelism * 8
        var results: [RunReport.Case] = []
        results.reserveCapacity(cases.count)
        var waiting: [Int: RunReport.Case] = [:]
        var failures = 0
        var finished = 0
        func report(_ result: RunReport.Case) {
            options.onCaseReported?(result)
            var kept = result
            if !options.keepsTranscripts { kept.transcript = [] }
            if !options.keepsBehaviour { kept.behaviour = CaseBehaviour() }
            results.append(kept)
        }
        await withTaskGroup(of: (Int, RunReport.Case).self) { group in
            var next = 0
            var running = 0
            func fill() {
                while running < parallelism, next < cases.count, next - results.count < window {
                    if let limit = options.maxFailures, failures >= limit { return }
                    let vendor = cases[next].vendor
                    let routing = cases[next].routing
                    let scenario = selected[cases[next].scenario]
                    let index = next
                    next += 1
                    running += 1
                    group.addTask {
                        (index, self.runCase(vendor: vendor, scenario: scenario, routing: routing, options: options))
                    }
                }
            }
            fill()
            for await (index, result) in group {
                running -= 1
                finished += 1
                if result.outcome == .fail || result.outcome == .errored { failures += 1 }
                options.progress?(finished, cases.count)
                waiting[index] = result
                while let ready = waiting.removeValue(forKey: results.count) { report(ready) }
                fill()
            }
        }
        // Only a run stopped early can leave a gap; what finished is still reported, in order.
        for (_, entry) in waiting.sorted(by: { $0.key < $1.key }) { report(entry) }
        return results
    }

    /// Runs one case synchronously. A router case (``PlannedCase/routing``, as
    /// ``plannedCases(vendors:scenarios:)`` lists it) passes the vendors behind the router.
    public func runCase(
        vendor: any PushVendor, scenario: Scenario, routing: [any PushVendor]? = nil,
        options: RunOptions
    ) -> RunReport.Case {
        let descriptor = vendor.descriptor
        var result = RunReport.Case(
            vendor: descriptor.id, scenario: scenario.id, facet: scenario.facet, outcome: .pass,
            golden: .notCompared)
        guard scenario.router == nil || descriptor.id == RoutedVendor.id else {
            result.outcome = .errored
            result.note =
                "a router scenario runs once with every vendor behind one router; plan it with ConformanceRunner.plannedCases"
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
            // A scenario citing EXP-002 (the explorer writes such files) runs with the explorer's work budget.
            let budget = scenario.requirements.contains(.explorationNoRunaway) ? Exploration.workBudget : nil
            let executor =
                routing.map { ScenarioExecutor(routing: $0, scenario: scenario, workLimit: budget) }
                ?? ScenarioExecutor(vendor: vendor, scenario: scenario, workLimit: budget)
            records = try executor.run()
        } catch {
            result.outcome = .errored
            result.note = error.description
            return result
        }
        result.transcript = records.map(\.line)
        // Every oracle judges the transcript as its lines write it (what a golden records), read
        // back here exactly as `push-conformance check` reads a file: nothing else reaches them.
        let written: [TranscriptRecord]
        do {
            written = try WrittenTranscript.read(lines: result.transcript).records
        } catch {
            result.outcome = .errored
            result.note = "the simulator wrote a transcript line its own reader refuses: \(error.description)"
            return result
        }
        if options.repeatsCases,
            let difference = Self.repeatDifference(
                result.transcript, vendor: vendor, scenario: scenario, routing: routing)
        {
            result.violations.append(difference)
        }
        // The summary is made only where something reads it: the returned case or the reported one.
        if options.keepsBehaviour || options.onCaseReported != nil {
            result.behaviour = CaseBehaviour(transcriptRecords: written)
        }
        classifyViolations(written, scenario: scenario, descriptor: descriptor, backend: vendor.backend, into: &result)
        // Never record a transcript that breaks a MUST invariant: a golden is a claim of right behaviour.
        let mode = result.violations.isEmpty ? options.recordMode : .never
        compareGolden(result.transcript, vendor: descriptor.id, scenario: scenario.id, mode: mode, into: &result)
        if !result.violations.isEmpty, result.golden == .missing || result.golden == .mismatch {
            // Re-recording can never help here: say what to fix instead of how to record.
            let broken = Set(result.violations.map(\.invariant.rawValue)).sorted().joined(separator: ", ")
            result.note =
                "golden not recorded: the transcript breaks a MUST invariant (\(broken)). Fix the adapter first: "
                + "a transcript that breaks a MUST rule is never recorded, whatever the record mode"
        } else if result.golden == .missing || result.golden == .mismatch {
            result.rerecordCommand = options.recordHint.command(
                vendor: descriptor.id, scenario: scenario.id,
                missing: result.golden == .missing)
        }

        if result.golden.failsCase || !result.violations.isEmpty || !result.staleDeviations.isEmpty {
            result.outcome = .fail
        } else if !result.deviations.isEmpty {
            result.outcome = .knownDeviation
        }
        return result
    }

    private func classifyViolations(
        _ records: [TranscriptRecord], scenario: Scenario, descriptor: VendorDescriptor, backend: VendorBackend,
        into result: inout RunReport.Case
    ) {
        // A deviation naming a mechanism applies everywhere; one without, where it is listed.
        let listed = descriptor.knownDeviations.filter { $0.applies(to: scenario.id) }
        var matched: [KnownDeviation: [Violation]] = [:]
        // The invariants, the explorer's checks (EXP-00x) the scenario cites, and its expectations
        // (at the cited requirement's level): what `push-conformance check` runs on a file.
        let judgement = TranscriptJudgement(
            records: records, scenario: scenario, vendor: descriptor, backend: backend,
            invariants: invariants)
        for violation in judgement.violations {
            if let deviation = listed.first(where: { $0.excuses(violation, in: scenario.id) }) {
                matched[deviation, default: []].append(violation)
            } else if violation.level == .must {
                result.violations.append(violation)
            } else {
                result.warnings.append(violation)
            }
        }
        result.deviations = listed.compactMap { deviation in
            matched[deviation].map { RunReport.ShownDeviation(deviation: deviation, findings: ScenarioBudget.kept($0)) }
        }
        result.violations = ScenarioBudget.kept(result.violations)
        result.warnings = ScenarioBudget.kept(result.warnings)
        // A deviation listed for specific scenarios must keep happening there, or it is stale.
        result.staleDeviations = listed.filter { $0.isRequired(in: scenario.id) && matched[$0] == nil }
    }

    /// Compares the transcript with its golden (or records it, as `mode` says) and writes the
    /// outcome, and for a mismatch or an unusable golden its first divergence and diff, into `result`.
    private func compareGolden(
        _ lines: [String], vendor: String, scenario: String, mode: RecordMode,
        into result: inout RunReport.Case
    ) {
        let path = goldens.path(vendor: vendor, scenario: scenario)
        func unreadable(_ reason: String) {
            result.golden = .unreadable
            result.firstDivergence = reason
        }
        func mismatch(diff: String, firstDivergence: String) {
            result.golden = .mismatch
            result.diff = diff
            result.firstDivergence = firstDivergence
        }
        func write(created: Bool) {
            do {
                try goldens.write(lines, vendor: vendor, scenario: scenario)
                result.golden = created ? .recorded : .rerecorded
            } catch {
                unreadable("\(path): \(error.message)")
            }
        }
        let existing: [String]
        var crlf = false
        switch goldens.load(vendor: vendor, scenario: scenario) {
        case .unreadable(let reason):
            return unreadable("\(path) \(reason)")
        case .missing:
            if mode == .never { result.golden = .missing } else { write(created: true) }
            return
        case .lines(let found):
            existing = found
        case .crlf(let found):
            existing = found
            crlf = true
        }
        if existing == lines, !crlf {
            result.golden = .matched
            if mode == .all {
                write(created: false)
                if result.golden == .rerecorded { result.golden = .matched }
            }
            return
        }
        if mode == .failed || mode == .all { return write(created: false) }
        if crlf {
            let cause =
                "the golden has CRLF line ends (\\r\\n), so it is not what record wrote: git's core.autocrlf or an "
                + "editor converted it. Check it out with LF line ends (the repository's .gitattributes asks for eol=lf) or re-record it"
            if existing == lines {
                return mismatch(
                    diff: "the transcript matches the golden line for line once the CR characters are removed",
                    firstDivergence: cause)
            }
            return mismatch(diff: Self.mismatchText(golden: existing, now: lines), firstDivergence: cause)
        }
        let first =
            LineDiff.firstDivergence(existing, lines).map { divergence in
                // Cut as the line diff cuts: a golden line of 60 MB prints a few kilobytes.
                let golden =
                    divergence.golden.map { BoundedText.cut($0, to: LineDiff.maxLineLength) } ?? "(end of file)"
                let now =
                    divergence.actual.map { BoundedText.cut($0, to: LineDiff.maxLineLength) } ?? "(end of transcript)"
                return "line \(divergence.line):\n      golden: \(golden)\n      now:    \(now)"
            } ?? "?"
        mismatch(diff: Self.mismatchText(golden: existing, now: lines), firstDivergence: first)
    }

    /// What changed in behaviour, then the (capped) line diff.
    static func mismatchText(golden: [String], now: [String]) -> String {
        let behaviour = BehaviourChange.summary(golden: golden, now: now)
        let diff = LineDiff.render(LineDiff.diff(golden, now))
        return behaviour.isEmpty ? diff : behaviour + "\nline diff:\n" + diff
    }
}
