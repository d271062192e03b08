/// `compare --results FILE`: the comparison of an earlier run, read from its results file,
/// narrowed by the selection.
struct ResultsComparison {
    /// The command.
    let command: CompareCommand
    /// The results file, as written.
    let resultsPath: String

    func execute(in context: CommandContext) -> ConformanceCLI.ExitStatus {
        let check = PathCheck(context: context)
        var inputs: [(flag: String, path: String)] = [("--results", resultsPath)]
        if let baseline = command.outputs.baseline { inputs.append(("--baseline", baseline)) }
        for (flag, path) in inputs {
            if let problem = check.inputFile(path, flag: flag) { return context.usage(problem.attributed(to: CompareCommand.name)) }
        }
        if let problem = check.outputs(command.reports.outputs + command.outputs.files, inputs: inputs) {
            return context.usage(problem.attributed(to: CompareCommand.name))
        }
        let writer = ReportWriter(context: context)
        guard var report = writer.readResults(resultsPath, flag: "--results") else { return .failure }
        var baseline: RunReport?
        if let path = command.outputs.baseline {
            guard let read = writer.readResults(path, flag: "--baseline") else { return .failure }
            baseline = read
        }
        let filter = ScenarioSelection(options: command.selection)
        let deviations = report.vendors.filter { filter.keepsVendor($0.id) }.flatMap(\.knownDeviations)
        if let problem = filter.problem(vendorIDs: report.vendors.map(\.id), scenarios: report.scenarios.map(ScenarioSelection.Candidate.init),
                                        deviations: deviations, source: resultsPath) {
            return context.usage(problem.attributed(to: CompareCommand.name))
        }
        if command.selection.isFiltered { report = filter.narrowed(report, deviations: deviations) }
        guard writer.write(report, reports: command.reports, comparison: command.outputs, baseline: baseline) else { return .failure }
        context.print(context.style.totals(MatrixSummary.totalsLine(report.totals), report.totals))
        return report.succeeded ? .success : .failure
    }
}
