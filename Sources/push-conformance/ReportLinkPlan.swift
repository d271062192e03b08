import PushConformanceReports
import Foundation

/// The links between the files one `compare` writes, from where it writes them: the HTML
/// comparison links to the grid and to the specification, the grid to the comparison (and its scenario
/// pages) and to the specification, the Markdown to the HTML comparison (or `--report-url`). Each link is
/// relative to the folder of the page that holds it, so the folder can be moved or uploaded whole.
///
/// The specification moves with the report: with an HTML comparison, the specification is
/// written as an HTML page into the scenario pages' folder (`report-scenarios/specification.html`,
/// one anchor per requirement, ``SpecificationPage``) and every page links to it, so a "§" link
/// lands on its requirement wherever the folder is opened or published (`--report-url`). Without
/// an HTML comparison the grid links to the suite's SPEC.md.
struct ReportLinkPlan {
    /// Where paths start.
    let context: CommandContext
    /// The comparison's files.
    let comparison: CompareCommand.Outputs
    /// SPEC.md of the suite, when there is one (absolute).
    let specification: String?
    /// Where the specification page is written (absolute): in the HTML comparison's scenario
    /// pages' folder; nil without an HTML comparison.
    let specPage: String?

    /// The plan for a command: SPEC.md is looked for beside the suite's scenarios folder.
    init(context: CommandContext, comparison: CompareCommand.Outputs, suiteRoot: String?) {
        self.context = context
        self.comparison = comparison
        let spec = suiteRoot.map { URL(fileURLWithPath: $0).appendingPathComponent("SPEC.md").path }
        specification = spec.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        specPage = comparison.html.map(context.absolute).map {
            ReportWriter.pageFolder(ofIndex: $0) + "/" + SpecificationPage.fileName
        }
    }

    /// The specification page's links, from its folder (the scenario pages').
    var specificationPageLinks: ReportLinks {
        guard let page = specPage, let html = comparison.html.map(context.absolute) else { return ReportLinks() }
        let folder = Self.folder(of: page)
        return ReportLinks(
            report: Self.relative(from: folder, to: html),
            grid: comparison.gridHTML.map { Self.relative(from: folder, to: context.absolute($0)) })
    }

    /// The HTML comparison's links, from its folder.
    var index: ReportLinks {
        guard let html = comparison.html.map(context.absolute) else { return ReportLinks() }
        let folder = Self.folder(of: html)
        let name = URL(fileURLWithPath: html).lastPathComponent
        return ReportLinks(
            report: name, scenarioPages: ReportLinks.scenarioFolder(forIndexNamed: name),
            grid: comparison.gridHTML.map { Self.relative(from: folder, to: context.absolute($0)) },
            spec: specLink(from: folder))
    }

    /// The grid page's links, from its folder.
    var grid: ReportLinks {
        guard let grid = comparison.gridHTML.map(context.absolute) else { return ReportLinks() }
        let folder = Self.folder(of: grid)
        let html = comparison.html.map(context.absolute)
        return ReportLinks(
            report: html.map { Self.relative(from: folder, to: $0) },
            scenarioPages: html.map {
                Self.relative(
                    from: folder,
                    to: Self.folder(of: $0) + "/"
                        + ReportLinks.scenarioFolder(forIndexNamed: URL(fileURLWithPath: $0).lastPathComponent))
            },
            grid: URL(fileURLWithPath: grid).lastPathComponent, spec: specLink(from: folder))
    }

    /// Where the Markdown points for the full comparison: `--report-url`, else the HTML file
    /// relative to the Markdown's folder.
    var markdownReport: String? {
        if let url = comparison.reportURL { return url }
        guard let html = comparison.html.map(context.absolute), let markdown = comparison.markdown.map(context.absolute)
        else { return nil }
        return Self.relative(from: Self.folder(of: markdown), to: html)
    }

    /// Where the Markdown points for the specification: the specification page beside the
    /// published comparison when `--report-url` names it; else the file the pages link to (the
    /// page, or without an HTML comparison the suite's SPEC.md), relative to the Markdown's folder.
    var markdownSpec: String? {
        guard let target = specPage ?? specification else { return nil }
        if let url = comparison.reportURL {
            guard let html = comparison.html.map(context.absolute), let slash = url.lastIndex(of: "/") else {
                return nil
            }
            return String(url[...slash]) + Self.relative(from: Self.folder(of: html), to: target)
        }
        guard let markdown = comparison.markdown.map(context.absolute) else { return nil }
        return Self.relative(from: Self.folder(of: markdown), to: target)
    }

    private func specLink(from folder: String) -> String? {
        (specPage ?? specification).map { Self.relative(from: folder, to: $0) }
    }

    /// The folder an absolute file path is in.
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// `path` relative to `folder` (both absolute): `../../Conformance/SPEC.md`.
    static func relative(from folder: String, to path: String) -> String {
        let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents.filter { $0 != "/" }
        let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
