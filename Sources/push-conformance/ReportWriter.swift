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

    /// Writes every requested file as one report (``StagedReport``: all of them staged, then
    /// renamed into place together); false (after printing why, with nothing written) when one
    /// cannot be written. `results`: the results file streamed during the run (its cases may have
    /// no transcripts left), committed first on its own; without it the results file is encoded
    /// from `report` and read back before it is put in place, so a merge never leaves a file the
    /// tool refuses. `suiteRoot`: the suite's folder, where SPEC.md is linked from without an HTML
    /// comparison; with one, the specification page goes into the folder of scenario pages
    /// (``ReportLinkPlan/specPage``), staged with the pages. The paths were checked before the
    /// run (``PathCheck``).
    func write(
        _ report: RunReport, reports: ReportOptions, comparison: CompareCommand.Outputs?, baseline: RunReport?,
        results: ResultsStream? = nil, suiteRoot: String? = nil
    ) -> Bool {
        let diff = baseline.map { BaselineDiff(baseline: $0, current: report) }
        let plan = comparison.map { ReportLinkPlan(context: context, comparison: $0, suiteRoot: suiteRoot) }
        let markdownOptions = MarkdownComparison.Options(
            summary: comparison?.summary ?? false, reportLink: plan?.markdownReport, specLink: plan?.markdownSpec)
        if let comparison, comparison.files.isEmpty {
            context.print(MarkdownComparison.render(report, baseline: diff, options: markdownOptions))
        }
        if let diff { diff.lines.prefix(50).forEach { context.printBounded($0) } }
        if let results, let path = reports.jsonOutput {
            do {
                let folder = URL(fileURLWithPath: context.absolute(path)).deletingLastPathComponent().path
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try results.finish(report)
            } catch {
                context.printError(error.message)
                return false
            }
            context.print("wrote \(path)")
        }
        var staged = StagedReport()
        var written: [String] = []
        var pages = 0
        var specWritten = false
        do throws(ReportFile.WriteError) {
            if results == nil, let path = reports.jsonOutput {
                try staged.stage(ResultsJSON.encode(report), to: context.absolute(path)) { bytes in
                    do throws(ResultsJSON.ReadError) {
                        _ = try ResultsJSON.decode(String(decoding: bytes, as: UTF8.self))
                        return nil
                    } catch {
                        return "the results would not read back (\(error.message)); nothing was written"
                    }
                }
                written.append(path)
            }
            // Each file's text is made when it is staged, so one scenario page at a time is held.
            if let path = reports.junitOutput {
                try staged.stage(JUnitWriter.encode(report), to: context.absolute(path))
                written.append(path)
            }
            if let path = comparison?.markdown {
                try staged.stage(
                    MarkdownComparison.render(report, baseline: diff, options: markdownOptions),
                    to: context.absolute(path))
                written.append(path)
            }
            // What the run's scenarios state expectations for: an oracle the grid and the specification page show.
            let judged = comparison.map { $0.html != nil || $0.gridMarkdown != nil || $0.gridHTML != nil } ?? false
            let expected = judged ? expectedRequirements(report, suiteRoot: suiteRoot) : []
            if let path = comparison?.html, let plan {
                let site = HTMLComparisonSite(report, baseline: diff, links: plan.index)
                if let collision = site.pageCollision {
                    context.printError(
                        "--html \(path): scenarios \(collision.0) and \(collision.1) would share one page on a "
                            + "case-insensitive file system; give them ids that differ in more than letter case")
                    staged.discard()
                    return false
                }
                try staged.stage(site.index, to: context.absolute(path))
                written.append(path)
                let folder = ReportWriter.pageFolder(ofIndex: context.absolute(path))
                // The specification page lives in the page folder, so it is replaced with the pages.
                let spec = plan.specPage.map { URL(fileURLWithPath: $0).lastPathComponent }
                let names = site.pagePaths + (spec.map { [$0] } ?? [])
                try staged.stagePages(names, folder: folder) { name in
                    if name == spec {
                        return SpecificationPage.render(
                            suiteVersion: report.suiteVersion, scenarios: report.scenarios,
                            links: plan.specificationPageLinks,
                            expected: expected)
                    }
                    return site.page(at: name)
                }
                pages = site.pagePaths.count
                specWritten = spec != nil
            }
            if let comparison, comparison.gridMarkdown != nil || comparison.gridHTML != nil {
                let grid = RequirementGrid(report: report, expected: expected)
                if let path = comparison.gridMarkdown {
                    try staged.stage(grid.markdown(suiteVersion: report.suiteVersion), to: context.absolute(path))
                    written.append(path)
                }
                if let path = comparison.gridHTML, let plan {
                    try staged.stage(
                        grid.html(suiteVersion: report.suiteVersion, links: plan.grid), to: context.absolute(path))
                    written.append(path)
                }
            }
            try staged.commit()
        } catch {
            staged.discard()
            context.printError(error.message)
            return false
        }
        for path in written { context.print("wrote \(path)") }
        if pages > 0 || specWritten, let html = comparison?.html {
            let folder = ReportLinks.scenarioFolder(forIndexNamed: URL(fileURLWithPath: html).lastPathComponent)
            let parent = html.lastIndex(of: "/").map { String(html[...$0]) } ?? ""
            if pages > 0 {
                context.print("wrote \(pages) scenario page\(pages == 1 ? "" : "s") in \(parent)\(folder)/")
            }
            if specWritten { context.print("wrote \(parent)\(folder)/\(SpecificationPage.fileName)") }
        }
        return true
    }

    /// The folder of the scenario pages of the HTML comparison at `index` (absolute): beside
    /// it, named after it (`out/r.html` → `out/r-scenarios`).
    static func pageFolder(ofIndex index: String) -> String {
        ReportLinkPlan.folder(of: index) + "/"
            + ReportLinks.scenarioFolder(forIndexNamed: URL(fileURLWithPath: index).lastPathComponent)
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

extension ReportWriter {
    /// The requirements the run's scenarios state expectations for, read from the suite's
    /// scenario files (none when there is no suite): the grid's oracle beside the catalogue's.
    func expectedRequirements(_ report: RunReport, suiteRoot: String?) -> Set<RequirementID> {
        guard let suiteRoot else { return [] }
        let ran = Set(report.scenarios.map(\.id))
        let scenarios = ConformanceSuite(root: suiteRoot).loadScenarios().scenarios.filter { ran.contains($0.id) }
        return Set(scenarios.flatMap(\.expectations).map(\.requirement))
    }
}
