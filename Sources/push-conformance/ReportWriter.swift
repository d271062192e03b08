import PushContract
import PushConformanceReports
import PushConformance
import Foundation

/// Writes a run's report files (each atomically, creating missing folders) and, for `compare`
/// without a file, prints the Markdown comparison; reads results files for `--results` and
/// `--baseline`.
struct ReportWriter {
    /// Where paths start and text goes.
    let context: CommandContext

    /// Writes every requested file; false (after printing why) when one cannot be written.
    /// `results`: the results file streamed during the run (its cases may have no transcripts
    /// left); without it the results file is encoded from `report`.
    func write(_ report: RunReport, reports: ReportOptions, comparison: CompareCommand.Outputs?, baseline: RunReport?,
               results: ResultsStream? = nil) -> Bool {
        let diff = baseline.map { BaselineDiff(baseline: $0, current: report) }
        var files: [(String, String?)] = []
        if let path = reports.jsonOutput { files.append((path, results == nil ? ResultsJSON.encode(report) : nil)) }
        if let path = reports.junitOutput { files.append((path, JUnitWriter.encode(report))) }
        if let path = comparison?.markdown { files.append((path, MarkdownComparison.render(report, baseline: diff))) }
        if let path = comparison?.html { files.append((path, HTMLComparison.render(report, baseline: diff))) }
        if let comparison, comparison.gridMarkdown != nil || comparison.gridHTML != nil {
            let grid = RequirementGrid(report: report)
            if let path = comparison.gridMarkdown { files.append((path, grid.markdown(suiteVersion: report.suiteVersion))) }
            if let path = comparison.gridHTML { files.append((path, grid.html(suiteVersion: report.suiteVersion))) }
        }
        if let comparison, comparison.files.isEmpty {
            context.print(MarkdownComparison.render(report, baseline: diff))
        }
        if let diff { diff.lines.prefix(50).forEach(context.printBounded) }
        for (path, text) in files {
            let absolute = context.absolute(path)
            do {
                let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                context.printError("cannot write \(path): cannot create its folder")
                return false
            }
            do {
                if let text {
                    try ReportFile.write(text, to: absolute)
                } else if let results {
                    try results.finish(report)
                }
                context.print("wrote \(path)")
            } catch {
                context.printError(error.message)
                return false
            }
        }
        return true
    }

    /// A results file read and checked; nil (after printing why) when it cannot be used.
    func readResults(_ path: String, flag: String) -> RunReport? {
        do {
            return try ResultsJSON.decode(try ReportFile.read(context.absolute(path), flag: flag))
        } catch let error as ResultsJSON.ReadError {
            context.printError("\(flag) \(path) cannot be used: \(error.message)")
        } catch let error as ReportFile.WriteError {
            context.printError(error.message)
        } catch {
            context.printError("\(flag) \(path): \(error)")
        }
        return nil
    }
}
