@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// `compare --html` as users run it: the index, a page per scenario with its timeline and every
/// transcript (they were empty unless --baseline was given), and links between the files.
@Suite("compare --html pages")
struct ComparisonPagesTests {
    let folder = temporaryFolder("pages")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    /// The lane of one vendor in one timeline row of a page.
    static func lane(_ page: String, step: String, vendor: String) -> String {
        guard let row = page.range(of: "<tr data-step=\"\(step)\""),
            let end = page.range(of: "</tr>", range: row.upperBound..<page.endIndex),
            let cell = page.range(of: "<td data-vendor=\"\(vendor)\"", range: row.upperBound..<end.lowerBound),
            let close = page.range(of: "</td>", range: cell.upperBound..<end.lowerBound)
        else { return "" }
        return String(page[cell.lowerBound..<close.upperBound])
    }

    @Test("The real command writes a bounded index and a page per scenario holding every transcript")
    func pagesFromTheRealCommand() async throws {
        // `compare --markdown out/report.md --html out/report.html --grid-html out/grid.html --json
        // out/results.jsonl --junit out/junit.xml` of one vendor and the router on three facets,
        // run once per test process (``BundledComparison``): its results file is also the one the
        // quick tests reading a run's results share. The whole run's pages are
        // ``WholeRunPagesHeavyTests``.
        try Self.checkPages(await BundledComparison.outcome, whole: false)
    }

    /// The pages `run` wrote (the whole run's when `whole`): a bounded index, and a page per
    /// scenario holding every applicable case's transcript.
    static func checkPages(_ run: BundledComparison.Made, whole: Bool) throws {
        func read(_ name: String) throws -> String { try String(contentsOfFile: run.path(name), encoding: .utf8) }
        #expect(run.outcome.status == .success, "\(run.outcome.all)")
        let report = try ResultsJSON.decode(try read("out/results.jsonl"))
        #expect(
            run.outcome.output.contains(
                "wrote \(report.scenarios.count) scenario pages in \(run.path("out"))/report-scenarios/"))
        let index = try read("out/report.html")
        // Bounded per case: the index lists cases, the transcripts are on the pages (a case's
        // transcript alone is several kilobytes). The bound holds for the whole run, where the
        // index's rows per scenario are shared by six vendors; a sample of two vendors checks that
        // no transcript is in the index.
        if whole {
            #expect(
                index.utf8.count < 1_200 * report.cases.count,
                "the index is \(index.utf8.count) bytes for \(report.cases.count) cases")
        }
        for entry in report.cases where entry.outcome != .notApplicable {
            let first = try #require(entry.transcript.first, "\(entry.id) kept no transcript")
            #expect(!index.contains(HTMLComparison.escape(first)), "\(entry.id)'s transcript is in the index")
        }
        #expect(HTMLBalance.problem(index) == nil)
        var largest = 0
        let casesByScenario = Dictionary(grouping: report.cases, by: \.scenario)
        for scenario in report.scenarios {
            let page = try read("out/report-scenarios/\(ReportLinks.pageName(scenario: scenario.id))")
            largest = max(largest, page.utf8.count)
            for entry in casesByScenario[scenario.id] ?? [] where entry.outcome != .notApplicable {
                // Every applicable case's transcript is on its page (its first line, escaped).
                let first = try #require(entry.transcript.first, "\(entry.id) kept no transcript")
                #expect(
                    page.contains(HTMLComparison.escape(first)), "\(entry.id)'s transcript is missing from its page")
            }
        }
        #expect(largest < 400_000, "a scenario page is \(largest) bytes")
    }

    @Test(
        "The killed-app question: Altcraft works in its extension while the app stays dead; Actito is woken and fetches twice"
    )
    func killedApp() async throws {
        let run = await cli.run([
            "compare", "--scenario", "lifecycle.cold-start-tap", "--vendor", "actito", "--vendor", "altcraft",
            "--html", path("killed/report.html"),
        ])
        #expect(run.status == .success, "\(run.all)")
        let page = try read("killed/report-scenarios/lifecycle.cold-start-tap.html")
        #expect(HTMLBalance.problem(page) == nil)
        let altcraft = Self.lane(page, step: "push", vendor: "altcraft")
        let actito = Self.lane(page, step: "push", vendor: "actito")
        #expect(
            altcraft.contains(
                "<div class=\"band\"><span class=\"st st-not-running\">not running</span> <span class=\"st st-extension\">extension ran</span></div>"
            ))
        #expect(altcraft.contains("extension delivered “Weekend sale”"))
        #expect(
            actito.contains(
                "<span class=\"st st-not-running\">not running</span>→<span class=\"st st-background\">background</span>"
            ))
        #expect(actito.contains("app launched (background)"))
        let fetch = "GET /api/v1/notification/msg-1001"
        let answered = "← 200 for " + fetch
        #expect(actito.contains(fetch) && Self.lane(page, step: "tap", vendor: "actito").contains(answered))
        #expect(!altcraft.contains(fetch))
        // The search finds it by the words people use for a killed app.
        let index = try read("killed/report.html")
        #expect(index.contains("data-steps=\"advance launch push serverAnswers tap terminate\""))
        #expect(index.contains("not running killed terminated cold start"))
    }

    /// The `id="…"` values of a page.
    static func ids(_ page: String) -> Set<String> {
        var found: Set<String> = []
        var rest = page[...]
        while let open = rest.range(of: " id=\"") {
            guard let close = rest[open.upperBound...].firstIndex(of: "\"") else { break }
            found.insert(String(rest[open.upperBound..<close]))
            rest = rest[close...]
        }
        return found
    }

    /// The anchors of every link of `page` to `target` (`target#anchor`), as written (escaped).
    static func anchors(_ page: String, to target: String) -> [String] {
        var found: [String] = []
        var rest = page[...]
        while let open = rest.range(of: "href=\"\(target)#") {
            guard let close = rest[open.upperBound...].firstIndex(of: "\"") else { break }
            found.append(String(rest[open.upperBound..<close]))
            rest = rest[close...]
        }
        return found
    }

    @Test("The index, the grid, the scenario pages and the specification page link to each other")
    func links() async throws {
        let run = await cli.run([
            "compare", "--scenario", "background-push.*", "--html", path("site/report.html"),
            "--grid-html", path("site/grid/grid.html"), "--markdown", path("site/report.md"),
        ])
        #expect(run.status == .success, "\(run.all)")
        let index = try read("site/report.html")
        let grid = try read("site/grid/grid.html")
        let page = try read("site/report-scenarios/background-push.background-refresh-off.html")
        // The specification is written as an HTML page beside the scenario pages, so a "§" link
        // lands on its requirement in a browser (SPEC.md's anchors work only where it is rendered).
        let spec = "report-scenarios/" + SpecificationPage.fileName
        let specPage = try read("site/" + spec)
        #expect(HTMLBalance.problem(specPage) == nil)
        #expect(run.output.contains("wrote \(path("site"))/\(spec)"))
        #expect(
            index.contains("<a href=\"grid/grid.html\">requirement grid</a>")
                && index.contains("<a href=\"\(spec)\">specification</a>"))
        #expect(
            index.contains(
                "<a href=\"grid/grid.html#r-R4\" title=\"its row in the grid\">R4</a> <a href=\"\(spec)#r4\""))
        #expect(grid.contains("<a href=\"../report.html#req=R4\" title=\"the comparison, filtered to them\">"))
        #expect(grid.contains("<a href=\"../\(spec)#r4\" title=\"its entry in the specification\">§</a>"))
        #expect(
            page.contains("<a id=\"back\" href=\"../report.html#matrix\">")
                && page.contains("href=\"../grid/grid.html#r-R4\"")
                && page.contains("<a href=\"../\(spec)#r4\""))
        #expect(specPage.contains("<section class=\"requirement\" id=\"r4\" data-requirement=\"R4\">"))
        #expect(specPage.contains("<a href=\"../grid/grid.html#r-R4\" title=\"its row in the grid\">"))
        #expect(specPage.contains("<a href=\"../report.html#req=R4\">"))
        // Every grid link and every specification link of every page has its target: the grid
        // lists every requirement (a contract requirement such as ADP-001 too), the
        // specification page has an entry per requirement.
        let gridIDs = Self.ids(grid), specIDs = Self.ids(specPage)
        var pages = [("report.html", index, "grid/grid.html", spec)]
        pages.append(("grid.html", grid, "", "../" + spec))
        for name in try FileManager.default.contentsOfDirectory(atPath: path("site/report-scenarios"))
        where name != SpecificationPage.fileName {
            pages.append((name, try read("site/report-scenarios/" + name), "../grid/grid.html", "../" + spec))
        }
        pages.append((spec, specPage, "../grid/grid.html", ""))
        var gridLinks: Set<String> = [], specLinks = 0
        for (name, text, gridLink, specLink) in pages {
            if !gridLink.isEmpty {
                for anchor in Self.anchors(text, to: gridLink) {
                    #expect(gridIDs.contains(anchor), "\(name) links to \(gridLink)#\(anchor), which the grid lacks")
                    gridLinks.insert(anchor)
                }
            }
            if !specLink.isEmpty {
                for anchor in Self.anchors(text, to: specLink) {
                    #expect(specIDs.contains(anchor), "\(name) links to \(specLink)#\(anchor), which it lacks")
                    specLinks += 1
                }
            }
        }
        #expect(gridLinks.contains("r-ADP-001") && gridLinks.contains("r-R4"), "\(gridLinks.sorted())")
        #expect(specLinks > 100)
        #expect(try read("site/report.md").contains("[The full comparison, with a timeline per scenario](report.html)"))
        #expect(try read("site/report.md").contains("[the specification](\(spec))"))
        // Published at --report-url, the Markdown points at the specification page published beside it.
        let published = await cli.run([
            "compare", "--scenario", "background-push.background-refresh-off", "--html", path("pub/report.html"),
            "--markdown", path("pub/report.md"), "--report-url", "https://ci.example.test/run/7/report.html",
        ])
        #expect(published.status == .success, "\(published.all)")
        #expect(
            try read("pub/report.md").contains("[the specification](https://ci.example.test/run/7/\(spec))"))
        // Moved elsewhere, the folder's links still resolve: nothing points outside it.
        for text in [index, grid, page, specPage] {
            #expect(!text.contains("href=\"../../"), "a link leaves the report's folder")
        }
    }

    @Test("SPEC.md links each requirement's scenarios to their files")
    func specLinksScenarios() throws {
        let spec = try String(contentsOfFile: PackageLocation.conformance + "/SPEC.md", encoding: .utf8)
        var links = 0
        var rest = spec[...]
        while let open = rest.range(of: "](Scenarios/") {
            let end = try #require(rest[open.upperBound...].firstIndex(of: ")"))
            let file = String(rest[open.upperBound..<end])
            #expect(
                FileManager.default.fileExists(atPath: PackageLocation.conformance + "/Scenarios/" + file), "\(file)")
            links += 1
            rest = rest[end...]
        }
        #expect(links > 200)
    }

    @Test("A scenario page's name keeps ids apart and never starts with a dot")
    func pageNames() {
        #expect(ReportLinks.pageName(scenario: "lifecycle.cold-start-tap") == "lifecycle.cold-start-tap.html")
        #expect(ReportLinks.pageName(scenario: "a/b") == "a_2Fb.html")
        #expect(ReportLinks.pageName(scenario: "a_2Fb") == "a_5F2Fb.html")
        #expect(ReportLinks.pageName(scenario: "../x") == "_2E._2Fx.html")
        #expect(ReportLinks.scenarioFolder(forIndexNamed: "report.html") == "report-scenarios")
        #expect(ReportLinks.scenarioFolder(forIndexNamed: "index") == "index-scenarios")
        #expect(ReportLinkPlan.relative(from: "/a/b/c", to: "/a/d/e.md") == "../../d/e.md")
    }
}

extension ComparisonPagesTests {
    /// The pages of the whole bundled run (every built-in vendor × scenario): a heavy suite
    /// (``HeavyTests``), run in release mode by CI's heavy step.
    @Suite("compare --html pages: the whole run (heavy)", HeavyTests.trait)
    struct WholeRunPagesHeavyTests {
        @Test("The real command on every vendor × scenario writes a bounded index and a page per scenario")
        func pagesFromTheRealCommand() async throws {
            try ComparisonPagesTests.checkPages(await BundledComparison.whole, whole: true)
        }
    }
}
