import PushConformanceReports
import PushConformance
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
        let resolved: (mode: RecordMode, note: String?)
        do { resolved = try RecordMode.resolve(requested: recordMode, environment: context.environment) } catch {
            return usage(context, error.message)
        }
        let located = ConformanceCLI.suite(selection, context: context)
        if let problem = checkPaths(context, recording: resolved.mode != .never, suite: located) {
            return context.usage(problem.attributed(to: command))
        }
        guard let suite = located else {
            return usage(
                context,
                "no Conformance/Scenarios folder above \(context.workingDirectory); run from the package or pass --scenarios DIR"
            )
        }
        // A mistyped goldens folder is one usage error, not one failure per case; recording never
        // builds a new tree in a folder nobody created.
        if let problem = GoldenStore(root: suite.goldensRoot).rootProblem() {
            return usage(context, selection.goldensDirectory == nil ? problem : "--goldens: \(problem)")
        }
        var baseline: RunReport?
        if let path = comparison?.baseline {
            guard let read = ReportWriter(context: context).readResults(path, flag: "--baseline") else {
                return .failure
            }
            baseline = read
        }

        let loaded = suite.loadScenarios()
        // A scenario file that fails to load is reported whatever the selection, before any
        // filter can stop the command (the file may be the one the filter meant).
        for error in loaded.errors { context.printError("scenario file \(error)") }
        let filter = ScenarioSelection(options: selection)
        let vendorIDs = context.vendors.map(\.descriptor.id) + [RoutedVendor.id]
        let deviations = context.vendors.filter { filter.keepsVendor($0.descriptor.id) }.flatMap(
            \.descriptor.knownDeviations)
        if let problem = filter.problem(
            vendorIDs: vendorIDs, vendorNames: ConformanceCLI.displayNames(context.vendors),
            scenarios: loaded.scenarios.map(ScenarioSelection.Candidate.init),
            deviations: deviations)
        {
            return context.usage(problem.attributed(to: command))
        }
        let selected = loaded.scenarios.filter { filter.selects(.init($0), deviations: deviations) }

        var options = RunOptions()
        if let note = resolved.note { context.printStyled(context.style.note(note)) }
        if let parallelism = execution.parallelism { options.parallelism = parallelism }
        options.maxFailures = execution.maxFailures
        var location: [String] = []
        for (flag, directory) in [
            ("--scenarios", selection.scenariosDirectory), ("--goldens", selection.goldensDirectory),
        ] {
            guard let directory else { continue }
            location += RecordHint.option(flag, directory)
        }
        options.recordHint = .commandLine(command: RecordHint.toolCommand, arguments: location)
        let progress = ProgressLine(console: context.console, clock: context.clock)
        options.progress = { finished, total in progress.update(finished: finished, total: total) }
        let runSelection = RunSelection(
            vendors: selection.vendors, scenarios: selection.isFiltered ? selected.map(\.id) : [],
            reportUnusedGoldens: reports.reportUnused)

        let runner = ConformanceRunner(vendors: context.vendors, goldens: GoldenStore(root: suite.goldensRoot))
        var planOptions = options
        planOptions.vendorFilters = runSelection.vendors
        if selection.isFiltered, runner.selectedCaseCount(selected, options: planOptions) == 0 {
            return usage(
                context,
                "the selected vendors run none of the selected scenarios "
                    + "(router.* scenarios run only as vendor '\(RoutedVendor.id)', and only they do)")
        }
        if context.checksOnly { return .success }

        // The results file is written while the cases run; only the HTML comparison (its
        // timelines and transcripts) and a baseline comparison read transcripts afterwards, so
        // only they keep them, and only `compare`'s reports read behaviour summaries.
        var results: ResultsStream?
        if let path = reports.jsonOutput {
            do {
                let stream = try ResultsStream(path: context.absolute(path))
                options.onCaseReported = { stream.append($0) }
                results = stream
            } catch {
                context.printError(error.message)
                return .failure
            }
        }
        options.keepsTranscripts = comparison?.baseline != nil || comparison?.html != nil
        options.keepsBehaviour = comparison != nil
        for warning in loaded.warnings {
            context.printBounded(context.style.warning("scenario file \(warning)"), styled: true)
        }
        let report = await suite.run(
            context.vendors, selection: runSelection, recordMode: resolved.mode, options: options,
            loaded: loaded)
        progress.finish()
        printCases(report, goldens: runner.goldens, context: context)
        // Scenario files were reported as they loaded; unused goldens are listed below.
        for problem in report.problems where problem.kind != .scenarioFile && problem.kind != .unusedGolden {
            context.printError(problem.message)
        }
        let unused = report.problems.filter { $0.kind == .unusedGolden }
        if reports.reportUnused {
            context.print(
                unused.isEmpty
                    ? "unused goldens: none" : "unused goldens (\(unused.count)): delete them or restore their scenario"
            )
            for entry in unused { context.printBounded("  \(entry.subject ?? entry.message)") }
        } else {
            for entry in unused { context.printError("\(entry.message): delete it") }
        }

        let summary = MatrixSummary(report: report)
        context.print("")
        context.printStyled(context.style.table(summary.table()))
        context.printStyled(
            "\(context.style.totals(summary.totals.summary, summary.totals)) in \(ConformanceCLI.format(context.clock() - started))"
        )
        guard
            ReportWriter(context: context).write(
                report, reports: reports, comparison: comparison, baseline: baseline,
                results: results, suiteRoot: suite.root)
        else {
            return .failure
        }
        return report.succeeded ? .success : .failure
    }

    private func usage(_ context: CommandContext, _ message: String) -> ConformanceCLI.ExitStatus {
        context.usage(UsageError(message, command: command))
    }

    /// Every path the run reads or writes, checked before loading anything.
    private func checkPaths(_ context: CommandContext, recording: Bool, suite: ConformanceSuite?) -> UsageError? {
        let check = PathCheck(context: context)
        if let directory = selection.scenariosDirectory,
            let problem = check.existingFolder(directory, flag: "--scenarios")
        {
            return problem
        }
        if let directory = selection.goldensDirectory,
            let problem = check.goldensFolder(directory, recording: recording)
        {
            return problem
        }
        var inputs: [PathCheck.Input] = suite.map(PathCheck.suiteInputs) ?? []
        if let path = comparison?.baseline {
            if let problem = check.inputFile(path, flag: "--baseline") { return problem }
            inputs += PathCheck.files([("--baseline", path)])
        }
        return check.outputs(reports.outputs + (comparison?.files ?? []), inputs: inputs)
    }

    /// Failed and errored cases (every case with `--verbose`), the SHOULD warnings of the others,
    /// then the goldens written.
    private func printCases(_ report: RunReport, goldens: GoldenStore, context: CommandContext) {
        for entry in report.cases where execution.verbose || entry.outcome == .fail || entry.outcome == .errored {
            context.printBounded(context.style.caseDescription(entry.description, outcome: entry.outcome), styled: true)
        }
        // SHOULD results reach the user without --verbose: a warning never fails a case, but is never silent.
        for entry in report.cases where !execution.verbose && entry.outcome != .fail && entry.outcome != .errored {
            for warning in entry.warnings { context.print("warning \(entry.vendor) × \(entry.scenario): \(warning)") }
        }
        for entry in report.cases where !execution.verbose && entry.outcome != .fail && entry.wroteGolden {
            context.print("\(entry.golden) \(goldens.path(vendor: entry.vendor, scenario: entry.scenario))")
        }
    }
}
