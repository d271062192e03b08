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
    /// left); without it the results file is encoded from `report`. `suiteRoot`: the suite's
    /// folder, where SPEC.md is linked from. `inputs`: files read (absolute), never overwritten.
    func write(
        _ report: RunReport, reports: ReportOptions, comparison: CompareCommand.Outputs?, baseline: RunReport?,
        results: ResultsStream? = nil, suiteRoot: String? = nil, inputs: [String] = []
    ) -> Bool {
        let diff = baseline.map { BaselineDiff(baseline: $0, current: report) }
        let plan = comparison.map { ReportLinkPlan(context: context, comparison: $0, suiteRoot: suiteRoot) }
        let markdownOptions = MarkdownComparison.Options(
            summary: comparison?.summary ?? false, reportLink: plan?.markdownReport)
        // Each file's text is made when it is written, so one scenario page at a time is held.
        var files: [(path: String, page: Bool, text: () -> String?)] = []
        if let path = reports.jsonOutput {
            files.append((path, false, { results == nil ? ResultsJSON.encode(report) : nil }))
        }
        if let path = reports.junitOutput { files.append((path, false, { JUnitWriter.encode(report) })) }
        if let path = comparison?.markdown {
            files.append((path, false, { MarkdownComparison.render(report, baseline: diff, options: markdownOptions) }))
        }
        if let path = comparison?.html, let plan {
            let site = HTMLComparisonSite(report, baseline: diff, links: plan.index)
            files.append((path, false, { site.index }))
            let folder = ReportLinkPlan.folder(of: context.absolute(path))
            let read = Set(inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            for page in site.pagePaths {
                let target = URL(fileURLWithPath: folder).appendingPathComponent(page).standardizedFileURL.path
                if read.contains(target) {
                    context.printError(
                        "--html \(path): its scenario page \(target) would overwrite an input; write the comparison elsewhere"
                    )
                    return false
                }
                files.append((target, true, { site.page(at: page) ?? "" }))
            }
        }
        if let comparison, comparison.gridMarkdown != nil || comparison.gridHTML != nil {
            let grid = RequirementGrid(report: report)
            if let path = comparison.gridMarkdown {
                files.append((path, false, { grid.markdown(suiteVersion: report.suiteVersion) }))
            }
            if let path = comparison.gridHTML, let plan {
                files.append((path, false, { grid.html(suiteVersion: report.suiteVersion, links: plan.grid) }))
            }
        }
        if let comparison, comparison.files.isEmpty {
            context.print(MarkdownComparison.render(report, baseline: diff, options: markdownOptions))
        }
        if let diff { diff.lines.prefix(50).forEach { context.printBounded($0) } }
        var pages = 0
        for (path, isPage, text) in files {
            let absolute = context.absolute(path)
            do {
                let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                context.printError("cannot write \(path): cannot create its folder")
                return false
            }
            do {
                if let text = text() {
                    try ReportFile.write(text, to: absolute)
                } else if let results {
                    try results.finish(report)
                }
                // Scenario pages are counted, not listed one by one.
                if isPage { pages += 1 } else { context.print("wrote \(path)") }
            } catch {
                context.printError(error.message)
                return false
            }
        }
        if pages > 0, let html = comparison?.html {
            let folder = ReportLinks.scenarioFolder(forIndexNamed: URL(fileURLWithPath: html).lastPathComponent)
            let parent = html.lastIndex(of: "/").map { String(html[...$0]) } ?? ""
            context.print("wrote \(pages) scenario page\(pages == 1 ? "" : "s") in \(parent)\(folder)/")
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
