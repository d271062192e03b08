import PushContract

extension ConformanceCLI {
    /// Checks every output path before anything runs; returns the first problem.
    func checkOutputs(_ command: ConformanceCommand) -> String? {
        let outputs: [(String, String?)] = [("--json", command.jsonOutput), ("--junit", command.junitOutput),
                                            ("--markdown", command.markdownOutput), ("--html", command.htmlOutput)]
        for (flag, path) in outputs {
            guard let path else { continue }
            do { try ReportFile.checkWritable(path, flag: flag) } catch { return error.message }
        }
        return nil
    }

    /// Writes the requested reports (each atomically); for `compare` without a file, prints the
    /// Markdown comparison. False when a file could not be written.
    func writeReports(_ report: RunReport, command: ConformanceCommand, output: (String) -> Void) -> Bool {
        var baseline: BaselineDiff?
        if let path = command.baselineInput {
            do {
                baseline = BaselineDiff(baseline: try ResultsJSON.decode(try ReportFile.read(path, flag: "--baseline")), current: report)
            } catch let error as ResultsJSON.ReadError {
                output("error: --baseline \(path) cannot be used: \(error.message)")
                return false
            } catch {
                output("error: \(error)")
                return false
            }
        }
        var files: [(String, String)] = []
        if let path = command.jsonOutput { files.append((path, ResultsJSON.encode(report))) }
        if let path = command.junitOutput { files.append((path, JUnitWriter.encode(report))) }
        if let path = command.markdownOutput { files.append((path, MarkdownComparison.render(report, baseline: baseline))) }
        if let path = command.htmlOutput { files.append((path, HTMLComparison.render(report, baseline: baseline))) }
        if command.verb == .compare, command.markdownOutput == nil, command.htmlOutput == nil {
            output(MarkdownComparison.render(report, baseline: baseline))
        }
        if let baseline { baseline.lines.prefix(50).forEach(output) }
        for (path, text) in files {
            do {
                try ReportFile.write(text, to: path)
                output("wrote \(path)")
            } catch {
                output("error: \(error.message)")
                return false
            }
        }
        return true
    }

    /// `compare --results FILE`: the comparison of an earlier run, read from its results file.
    func compareFromResults(_ path: String, command: ConformanceCommand, output: (String) -> Void) -> ExitStatus {
        if let problem = checkOutputs(command) {
            output("error: \(problem)")
            return .usage
        }
        var report: RunReport
        do {
            report = try ResultsJSON.decode(try ReportFile.read(path, flag: "--results"))
        } catch let error as ReportFile.WriteError {
            output("error: \(error.message)")
            return .failure
        } catch let error as ResultsJSON.ReadError {
            output("error: --results \(path) cannot be used: \(error.message)")
            return .failure
        } catch {
            output("error: --results \(path): \(error)")
            return .failure
        }
        let vendorIDs = report.vendors.map(\.id)
        for filter in command.vendors where !vendorIDs.contains(where: { Glob.matches(filter, $0) }) {
            output("error: --vendor '\(filter)' matches no vendor in \(path); it has: \(vendorIDs.joined(separator: ", "))")
            return .usage
        }
        for filter in command.scenarios where !report.scenarios.contains(where: { Glob.matches(filter, $0.id) }) {
            output("error: --scenario '\(filter)' matches no scenario in \(path)")
            return .usage
        }
        if !command.vendors.isEmpty || !command.scenarios.isEmpty {
            report = report.filtered(vendors: command.vendors, scenarios: command.scenarios)
        }
        guard writeReports(report, command: command, output: output) else { return .failure }
        output(MatrixSummary.totalsLine(report.totals))
        return report.succeeded ? .success : .failure
    }
}

extension RunReport {
    /// The report restricted to vendors and scenarios matching the globs (empty: all).
    public func filtered(vendors vendorFilters: [String], scenarios scenarioFilters: [String]) -> RunReport {
        func keep(_ filters: [String], _ id: String) -> Bool { filters.isEmpty || filters.contains { Glob.matches($0, id) } }
        var copy = self
        copy.vendors = vendors.filter { keep(vendorFilters, $0.id) }
        copy.scenarios = scenarios.filter { keep(scenarioFilters, $0.id) }
        copy.cases = cases.filter { keep(vendorFilters, $0.vendor) && keep(scenarioFilters, $0.scenario) }
        return copy
    }
}
