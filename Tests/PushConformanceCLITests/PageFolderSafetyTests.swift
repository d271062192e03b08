@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The folder of scenario pages that `--html out/r.html` implies (`out/r-scenarios/`) is an
/// output like any other (issue 33): it is replaced whole, so it may not be, hold or lie inside an
/// input or another output; each aliasing is refused before anything runs (exit 64) and leaves
/// every input byte for byte. Names derived from ids stay bounded and distinct without regard to
/// case.
@Suite("The page folder an --html output implies")
struct PageFolderSafetyTests {
    let folder = temporaryFolder("page-folder")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A results file of one vendor's payload scenarios.
    func results() async throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = await cli.run(["run", "--vendor", "q2", "--scenario", "payload.not-*", "--json", path("a.jsonl")])
        #expect(run.status == .success, "\(run.all)")
        return path("a.jsonl")
    }

    /// Every file under `root`, with its bytes.
    func snapshot(_ root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: root)?.allObjects ?? [] {
            if let data = FileManager.default.contents(atPath: root + "/" + name) { files[name] = data }
        }
        return files
    }

    func expectRefused(
        _ run: CLIHarness.Outcome, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == .usage, "\(run.all)", sourceLocation: sourceLocation)
        #expect(run.error.contains(message), "\(run.error)", sourceLocation: sourceLocation)
        #expect(!run.output.contains("wrote"), "\(run.output)", sourceLocation: sourceLocation)
    }

    @Test("--json (or --markdown) inside the page folder is refused; the results file stays")
    func outputInsidePages() async throws {
        let results = try await results()
        let before = snapshot(folder.path)
        let json = await cli.run([
            "compare", "--results", results, "--html", path("out/r.html"),
            "--json", path("out/r-scenarios/payload.not-json.html"),
        ])
        expectRefused(json, "one lies inside the other")
        let markdown = await cli.run([
            "compare", "--results", results, "--html", path("out/r.html"), "--markdown", path("out/r-scenarios/x.md"),
        ])
        expectRefused(markdown, "(its scenario pages, ")
        #expect(snapshot(folder.path) == before)
    }

    @Test("--results inside the page folder is refused: the pages would replace the folder holding it")
    func inputInsidePages() async throws {
        let results = try await results()
        try FileManager.default.createDirectory(atPath: path("out/r-scenarios"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: results, toPath: path("out/r-scenarios/a.jsonl"))
        let before = snapshot(folder.path)
        let run = await cli.run(["compare", "--results", path("out/r-scenarios/a.jsonl"), "--html", path("out/r.html")])
        expectRefused(run, "holds the --results file")
        #expect(snapshot(folder.path) == before)
    }

    @Test("The page folder that is the goldens folder, or a link to it, is refused; no golden is added")
    func pagesOverGoldens() async throws {
        try FileManager.default.createDirectory(atPath: path("g"), withIntermediateDirectories: true)
        // A run's goldens folder named as the page folder: the 281 pages once landed there.
        let golden = await cli.run([
            "compare", "--vendor", "q2", "--scenario", "payload.not-json", "--goldens", path("g/r-scenarios"),
            "--html", path("g/r.html"),
        ])
        #expect(golden.status == .usage, "\(golden.all)")
        try FileManager.default.createDirectory(atPath: path("g/r-scenarios"), withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: path("g/r-scenarios/keep.jsonl")))
        let before = snapshot(folder.path)
        let same = await cli.run([
            "compare", "--vendor", "q2", "--scenario", "payload.not-json", "--goldens", path("g/r-scenarios"),
            "--html", path("g/r.html"),
        ])
        expectRefused(same, "lies inside the goldens folder")
        #expect(symlink(path("g/r-scenarios"), path("g/link-scenarios")) == 0)
        let linked = await cli.run([
            "compare", "--vendor", "q2", "--scenario", "payload.not-json", "--goldens", path("g/r-scenarios"),
            "--html", path("g/link.html"),
        ])
        expectRefused(linked, "lies inside the goldens folder")
        #expect(snapshot(folder.path) == before)
    }

    @Test("A page folder holding anything but pages, or that is a file, is refused and left as it was")
    func foreignContent() async throws {
        let results = try await results()
        try FileManager.default.createDirectory(atPath: path("out/r-scenarios"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path("out/r-scenarios/notes.txt")))
        try Data("a file".utf8).write(to: URL(fileURLWithPath: path("out/f-scenarios")))
        let before = snapshot(folder.path)
        let foreign = await cli.run(["compare", "--results", results, "--html", path("out/r.html")])
        expectRefused(foreign, "that folder holds notes.txt, which is not a scenario page")
        let file = await cli.run(["compare", "--results", results, "--html", path("out/f.html")])
        expectRefused(file, "that path is not a folder")
        try FileManager.default.createDirectory(atPath: path("elsewhere"), withIntermediateDirectories: true)
        #expect(symlink(path("elsewhere"), path("out/l-scenarios")) == 0)
        let linked = await cli.run(["compare", "--results", results, "--html", path("out/l.html")])
        expectRefused(linked, "that folder is a symbolic link")
        #expect(snapshot(folder.path) == before)
        // A folder of pages only (an earlier comparison, with its copy of SPEC.md) is replaced
        // whole, stale pages and all.
        try FileManager.default.removeItem(atPath: path("out/r-scenarios/notes.txt"))
        try Data("stale".utf8).write(to: URL(fileURLWithPath: path("out/r-scenarios/gone.html")))
        try Data("an old copy".utf8).write(to: URL(fileURLWithPath: path("out/r-scenarios/SPEC.md")))
        let replaced = await cli.run(["compare", "--results", results, "--html", path("out/r.html")])
        #expect(replaced.status == .success, "\(replaced.all)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: path("out/r-scenarios")).sorted()
        // The specification page is written with the pages; an earlier comparison's SPEC.md is gone.
        #expect(pages == ["payload.not-an-object.html", "payload.not-json.html", SpecificationPage.fileName])
    }

    @Test("spec --output among the scenarios or goldens is refused before anything runs")
    func specAmongInputs() async {
        for folder in ["Conformance/Scenarios/payload", "Conformance/Golden/q2"] {
            let run = await cli.run(["spec", "--output", folder])
            expectRefused(run, "--output \(folder)/SPEC.md lies inside the ")
        }
    }

    /// A suite of one bundled scenario copied under `slug` (its id changed to match), with an
    /// empty goldens folder.
    func suite(slugs: [String]) throws -> (scenarios: String, goldens: String) {
        let scenarios = path("suite/Scenarios"), goldens = path("suite/Golden")
        try FileManager.default.createDirectory(atPath: scenarios + "/payload", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let text = try String(
            contentsOfFile: PackageLocation.conformance + "/Scenarios/payload/not-json.json", encoding: .utf8)
        for slug in slugs {
            try text.replacingOccurrences(of: "payload.not-json", with: "payload." + slug)
                .write(toFile: scenarios + "/payload/" + slug + ".json", atomically: true, encoding: .utf8)
        }
        return (scenarios, goldens)
    }

    @Test(
        "A scenario file name of 99 bytes of Cyrillic gets a bounded page: the index, every page and the grid are written"
    )
    func longName() async throws {
        let slug = String(repeating: "ж", count: 49) + "x"
        #expect(slug.utf8.count == 99)
        let suite = try suite(slugs: [slug])
        let run = await cli.run([
            "compare", "--scenarios", suite.scenarios, "--goldens", suite.goldens, "--vendor", "q2",
            "--html", path("out/r.html"), "--grid-html", path("out/g.html"),
        ])
        #expect(run.status == .failure, "\(run.all)")  // no golden yet: the case fails, the report is written
        let page = ReportLinks.pageName(scenario: "payload." + slug)
        #expect(page.utf8.count <= 255 && page.utf8.count < 3 * slug.utf8.count)
        #expect(FileManager.default.fileExists(atPath: path("out/r-scenarios/" + page)), "\(run.all)")
        #expect(try String(contentsOfFile: path("out/r.html"), encoding: .utf8).contains("r-scenarios/" + page))
        #expect(FileManager.default.fileExists(atPath: path("out/g.html")))
    }

    @Test("Scenarios twin and TWIN: the second is refused at load with both ids named, and record settles")
    func letterCase() async throws {
        let suite = try suite(slugs: ["twin", "TWIN"])
        let record = await cli.run(
            ["record", "--scenarios", suite.scenarios, "--goldens", suite.goldens, "--vendor", "q2"], environment: [:])
        #expect(record.status == .failure, "\(record.all)")
        #expect(
            record.all.contains(
                #"id "payload.twin" differs from "payload.TWIN" (payload/TWIN.json) only in letter case"#),
            "\(record.all)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: suite.goldens + "/q2")) ?? []
        #expect(written == ["payload.TWIN.jsonl"], "one of the two is recorded, the other refused: \(record.all)")
        let again = await cli.run(
            ["record", "--scenarios", suite.scenarios, "--goldens", suite.goldens, "--vendor", "q2"], environment: [:])
        #expect(!again.all.contains("rerecorded"), "record settles: \(again.all)")
    }
}
