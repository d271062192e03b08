import Foundation
import PushConformance
import Testing

/// `compare`, `--json`, `--junit`, `--report-unused` through the built binary, with bad input.
@Suite("push-conformance reports end to end")
struct ReportCommandTests {
    let folder: URL = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UInt64.random(in: 0...UInt64.max))")

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try EndToEndTests().run(arguments, environment: ["CI": "1"])
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test("compare writes Markdown, HTML, JSON and JUnit from one executed run (folders created)")
    func compareWritesEverything() throws {
        let (status, output) = try run(["compare", "--markdown", path("out/report.md"), "--html", path("out/report.html"),
                                        "--json", path("out/results.jsonl"), "--junit", path("out/junit.xml")])
        #expect(status == 0, "\(output)")
        let report = try ResultsJSON.decode(try String(contentsOfFile: path("out/results.jsonl"), encoding: .utf8))
        #expect(report.vendors.map(\.id).contains("altcraft"))
        #expect(report.cases.count >= 100)
        let markdown = try String(contentsOfFile: path("out/report.md"), encoding: .utf8)
        #expect(markdown.contains("# Push SDK conformance: vendors side by side"))
        let html = try String(contentsOfFile: path("out/report.html"), encoding: .utf8)
        #expect(HTMLComparisonTests.balanceProblem(html) == nil)
        #expect(try String(contentsOfFile: path("out/junit.xml"), encoding: .utf8).contains("<testsuite name=\"altcraft\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: path("out")).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test("compare --results rebuilds the comparison from an earlier run, filtered")
    func compareFromResults() throws {
        _ = try run(["run", "--json", path("results.jsonl")])
        let (status, output) = try run(["compare", "--results", path("results.jsonl"), "--scenario", "payload.*"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("## Facet: payload"))
        #expect(!output.contains("## Facet: lifecycle"))
    }

    @Test("A corrupt results file: clear message, exit 1, no report written")
    func corruptResults() throws {
        _ = try run(["run", "--json", path("results.jsonl")])
        let text = try String(contentsOfFile: path("results.jsonl"), encoding: .utf8)
        try String(text.dropLast(40)).write(toFile: path("results.jsonl"), atomically: true, encoding: .utf8)
        let (status, output) = try run(["compare", "--results", path("results.jsonl"), "--html", path("report.html")])
        #expect(status == 1)
        #expect(output.contains("--results \(path("results.jsonl")) cannot be used:"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: path("report.html")))
    }

    @Test("compare --baseline shows what changed; a corrupt baseline is refused and nothing is written")
    func baseline() throws {
        _ = try run(["run", "--json", path("before.jsonl")])
        let (status, output) = try run(["compare", "--baseline", path("before.jsonl"), "--markdown", path("report.md")])
        #expect(status == 0, "\(output)")
        #expect(output.contains("since the baseline (suite \(SuiteVersion.current)): 0 regressions, 0 fixes"))
        #expect(try String(contentsOfFile: path("report.md"), encoding: .utf8).contains("## Since the baseline"))
        try "{}\n".write(toFile: path("before.jsonl"), atomically: true, encoding: .utf8)
        let (badStatus, badOutput) = try run(["compare", "--baseline", path("before.jsonl"), "--html", path("other.html")])
        #expect(badStatus == 1)
        #expect(badOutput.contains("--baseline \(path("before.jsonl")) cannot be used: line 1 is not a results header"), "\(badOutput)")
        #expect(!FileManager.default.fileExists(atPath: path("other.html")))
    }

    @Test("An unwritable output path is a usage error before anything runs")
    func unwritable() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "x".write(toFile: path("a-file"), atomically: true, encoding: .utf8)
        let (status, output) = try run(["run", "--junit", path("a-file/junit.xml")])
        #expect(status == 64)
        #expect(output.contains("error: --junit \(path("a-file/junit.xml")): cannot create the folder"), "\(output)")
        #expect(!output.contains("cases:"))
        let (folderStatus, folderOutput) = try run(["run", "--json", folder.path])
        #expect(folderStatus == 64)
        #expect(folderOutput.contains("is a folder; give a file name"))
    }

    @Test("Unknown vendor or scenario in a filter: exit 64 and no file", arguments: [
        (["--vendor", "nobody"], "--vendor 'nobody' matches no vendor"),
        (["--scenario", "nothing.*"], "--scenario nothing.* matches no scenario"),
    ])
    func unknownFilters(filter: [String], message: String) throws {
        let (status, output) = try run(["compare", "--json", path("r.jsonl")] + filter)
        #expect(status == 64)
        #expect(output.contains(message), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: path("r.jsonl")))
    }

    @Test("--report-unused lists a golden no scenario reads, and fails")
    func reportUnused() throws {
        let goldens = path("Golden")
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackageLocation.conformance + "/Golden/altcraft", toPath: goldens + "/altcraft")
        try "{}\n".write(toFile: goldens + "/altcraft/payload.retired-scenario.jsonl", atomically: true, encoding: .utf8)
        let (status, output) = try run(["run", "--goldens", goldens, "--scenario", "payload.*", "--report-unused"])
        #expect(status == 1)
        #expect(output.contains("unused goldens (1)"), "\(output)")
        #expect(output.contains("altcraft/payload.retired-scenario.jsonl: no scenario has this id (removed or renamed)"))
    }
}
