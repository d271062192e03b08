import PushContract
import PushConformanceReports
import PushConformance
/// `compare --results FILE…`: the comparison of earlier runs, read from their results files
/// (several are merged by ``ResultsMerge``), narrowed by the selection.
struct ResultsComparison {
    /// The command.
    let command: CompareCommand
    /// The results files, as written.
    let resultsPaths: [String]

    func execute(in context: CommandContext) -> ConformanceCLI.ExitStatus {
        let check = PathCheck(context: context)
        var inputs: [(flag: String, path: String)] = resultsPaths.map { ("--results", $0) }
        if let baseline = command.outputs.baseline { inputs.append(("--baseline", baseline)) }
        for (flag, path) in inputs {
            if let problem = check.inputFile(path, flag: flag) {
                return context.usage(problem.attributed(to: CompareCommand.name))
            }
        }
        // No scenario runs, but the package's own inputs are kept safe all the same.
        let suite = ConformanceCLI.suite(SelectionOptions(), context: context)
        if let problem = check.outputs(
            command.reports.outputs + command.outputs.files,
            inputs: PathCheck.files(inputs) + (suite.map(PathCheck.suiteInputs) ?? []))
        {
            return context.usage(problem.attributed(to: CompareCommand.name))
        }
        let writer = ReportWriter(context: context)
        var read: [ResultsMerge.Input] = []
        for path in resultsPaths {
            guard let report = writer.readResults(path, flag: "--results") else { return .failure }
            read.append(ResultsMerge.Input(path: path, report: report))
        }
        var report: RunReport
        do {
            report = try ResultsMerge.merge(read)
        } catch {
            context.printError("--results cannot be merged: \(error.message)")
            return .failure
        }
        var baseline: RunReport?
        if let path = command.outputs.baseline {
            guard let read = writer.readResults(path, flag: "--baseline") else { return .failure }
            baseline = read
        }
        let filter = ScenarioSelection(options: command.selection)
        let deviations = report.vendors.filter { filter.keepsVendor($0.id) }.flatMap(\.knownDeviations)
        if let problem = filter.problem(
            vendorIDs: report.vendors.map(\.id),
            vendorNames: Dictionary(
                report.vendors.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first }),
            scenarios: report.scenarios.map(ScenarioSelection.Candidate.init),
            deviations: deviations, source: resultsPaths.joined(separator: " + "))
        {
            return context.usage(problem.attributed(to: CompareCommand.name))
        }
        if command.selection.isFiltered { report = filter.narrowed(report, deviations: deviations) }
        if context.checksOnly { return .success }
        let suiteRoot = ConformanceSuite.locateRoot(from: context.workingDirectory)
        guard
            writer.write(
                report, reports: command.reports, comparison: command.outputs, baseline: baseline, suiteRoot: suiteRoot)
        else { return .failure }
        context.printStyled(context.style.totals(report.totals.summary, report.totals))
        return report.succeeded ? .success : .failure
    }
}
