import Foundation
import PushContract
import PushRouter

/// The run behind `run`, `record` and `compare`: check every input, load and select the
/// scenarios, run the cases (with progress and an optional early stop), print the failures and
/// the summary, and write the reports.
struct MatrixRun {
    /// The command's name, for errors and hints.
    let command: String
    /// Which vendors and scenarios.
    let selection: SelectionOptions
    /// Parallelism, stopping, verbosity.
    let execution: ExecutionOptions
    /// Result files.
    let reports: ReportOptions
    /// The requested record mode (nil: the environment's, else never).
    let recordMode: RecordMode?
    /// The comparison's files, for `compare`; nil for `run` and `record`.
    let comparison: CompareCommand.Outputs?

    func execute(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        let started = context.clock()
        if recordMode == nil, let text = context.environment[RecordMode.environmentVariable], RecordMode(rawValue: text) == nil {
            return usage(context, "\(RecordMode.environmentVariable)='\(text)' is not one of "
                + RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let resolved = RecordMode.resolve(requested: recordMode, environment: context.environment)
        if let problem = checkPaths(context, recording: resolved.mode != .never) { return context.usage(problem.attributed(to: command)) }
        guard let suite = ConformanceCLI.suite(selection, context: context) else {
            return usage(context, "no Conformance/Scenarios folder above \(context.workingDirectory); run from the package or pass --scenarios DIR")
        }
        // A mistyped goldens folder is one usage error, not one failure per case; recording never
        // builds a new tree in a folder nobody created.
        if let problem = GoldenStore(root: suite.goldensRoot).rootProblem() {
            return usage(context, selection.goldensDirectory == nil ? problem : "--goldens: \(problem)")
        }
        var baseline: RunReport?
        if let path = comparison?.baseline {
            guard let read = ReportWriter(context: context).readResults(path, flag: "--baseline") else { return .failure }
            baseline = read
        }

        let loaded = suite.loadScenarios()
        let filter = ScenarioSelection(options: selection)
        let vendorIDs = context.vendors.map(\.descriptor.id) + [RoutedVendor.id]
        let deviations = context.vendors.filter { filter.keepsVendor($0.descriptor.id) }.flatMap(\.descriptor.knownDeviations)
        if let problem = filter.problem(vendorIDs: vendorIDs, scenarios: loaded.scenarios.map(ScenarioSelection.Candidate.init),
                                        deviations: deviations) {
            return context.usage(problem.attributed(to: command))
        }
        let selected = loaded.scenarios.filter { filter.selects(.init($0), deviations: deviations) }

        var options = RunOptions()
        options.vendorFilters = selection.vendors
        options.recordMode = resolved.mode
        if let note = resolved.note { context.print(context.style.note(note)) }
        if let parallelism = execution.parallelism { options.parallelism = parallelism }
        options.maxFailures = execution.maxFailures
        var location: [String] = []
        if let directory = selection.scenariosDirectory { location += ["--scenarios", directory] }
        if let directory = selection.goldensDirectory { location += ["--goldens", directory] }
        options.locationArguments = location
        let progress = ProgressLine(console: context.console, clock: context.clock)
        options.progress = { finished, total in progress.update(finished: finished, total: total) }

        for error in loaded.errors { context.printError("scenario file \(error)") }
        let runner = ConformanceRunner(vendors: context.vendors, goldens: GoldenStore(root: suite.goldensRoot))
        let planned = runner.selectedCases(selected, options: options).count
        if planned == 0, selection.isFiltered {
            return usage(context, "the selected vendors run none of the selected scenarios "
                + "(router.* scenarios run only as vendor '\(RoutedVendor.id)', and only they do)")
        }
        let results = await runner.run(selected, options: options)
        progress.finish()
        printCases(results, runner: runner, context: context)

        var stoppedEarly: [String] = []
        if results.count < planned, let limit = execution.maxFailures {
            let message = "stopped after \(limit) failed or errored case\(limit == 1 ? "" : "s") (--max-failures \(limit)): "
                + "\(planned - results.count) of \(planned) cases not run"
            context.printError(message)
            stoppedEarly.append(message)
        }
        var audit = (stale: [String](), orphans: [String]())
        if !selection.isFiltered, stoppedEarly.isEmpty, loaded.errors.isEmpty {
            audit = fullRunAudit(loaded.scenarios, results: results, runner: runner, context: context)
        }
        let conflicts = ExclusiveOwnership.conflicts(vendors: runner.selectedVendors(options), scenarios: selected)
        for conflict in conflicts { context.printError(conflict.description) }
        var unused: [String] = []
        if reports.reportUnused {
            let entries = UnusedGoldens.find(goldens: runner.goldens, vendors: context.vendors, scenarios: loaded.scenarios)
            context.print(entries.isEmpty ? "unused goldens: none" : "unused goldens (\(entries.count)): delete them or restore their scenario")
            for entry in entries { context.print("  \(entry)") }
            unused = entries.map { "\($0.vendor)/\($0.scenario)" }
        }
        let problems = loaded.errors.map { "scenario file \($0)" }
            + Set(audit.orphans + unused).sorted().map { "unused golden \($0).jsonl" }
            + conflicts.map(\.description) + audit.stale + stoppedEarly

        let summary = MatrixSummary(results: results)
        context.print("")
        context.print(context.style.table(summary.table()))
        context.print("\(context.style.totals(summary.totalsLine(), summary.totals)) in \(ConformanceCLI.format(context.clock() - started))")
        let report = RunReport(vendors: context.vendors, scenarios: loaded.scenarios, results: results, problems: problems)
        guard ReportWriter(context: context).write(report, reports: reports, comparison: comparison, baseline: baseline) else {
            return .failure
        }
        return summary.succeeded && problems.isEmpty ? .success : .failure
    }

    private func usage(_ context: CommandContext, _ message: String) -> ConformanceCLI.ExitStatus {
        context.usage(UsageError(message, command: command))
    }

    /// Every path the run reads or writes, checked before loading anything.
    private func checkPaths(_ context: CommandContext, recording: Bool) -> UsageError? {
        let check = PathCheck(context: context)
        if let directory = selection.scenariosDirectory, let problem = check.existingFolder(directory, flag: "--scenarios") {
            return problem
        }
        if let directory = selection.goldensDirectory, let problem = check.goldensFolder(directory, recording: recording) {
            return problem
        }
        var inputs: [(flag: String, path: String)] = []
        if let path = comparison?.baseline {
            if let problem = check.inputFile(path, flag: "--baseline") { return problem }
            inputs.append(("--baseline", path))
        }
        return check.outputs(reports.outputs + (comparison?.files ?? []), inputs: inputs)
    }

    /// Failed and errored cases (every case with `--verbose`), then the goldens written.
    private func printCases(_ results: [CaseResult], runner: ConformanceRunner, context: CommandContext) {
        for result in results where execution.verbose || result.outcome == .fail || result.outcome == .errored {
            context.print(context.style.caseDescription(result.description, outcome: result.outcome))
        }
        for result in results where !execution.verbose && result.outcome != .fail {
            if case .recorded(let created) = result.golden {
                context.print("\(created ? "recorded" : "re-recorded") \(runner.goldens.path(vendor: result.vendor, scenario: result.scenario))")
            }
        }
    }

    /// What only a complete, unfiltered run can tell: stale deviations, scenarios no vendor can run,
    /// and orphan goldens.
    private func fullRunAudit(_ scenarios: [Scenario], results: [CaseResult], runner: ConformanceRunner,
                              context: CommandContext) -> (stale: [String], orphans: [String]) {
        var stale = DeviationAudit.problems(vendors: context.vendors, scenarios: scenarios, results: results)
        // One vendor lacking a capability is what "not applicable" means; a scenario that no vendor
        // of a several-vendor run can run is a mistake in the scenario (a misspelt `requires`).
        if context.vendors.count > 1 {
            stale += ApplicabilityAudit.problems(scenarios: scenarios, results: results)
        }
        for problem in stale { context.printError(problem) }
        let expected = Set(results.filter { $0.outcome != .notApplicable && $0.outcome != .errored }.map(\.id))
        let orphans = runner.goldens.all().map { "\($0.vendor)/\($0.scenario)" }.filter { !expected.contains($0) }
        for orphan in orphans {
            context.printError("golden \(orphan).jsonl belongs to no runnable case (scenario removed or not applicable): delete it")
        }
        return (stale, orphans)
    }
}
