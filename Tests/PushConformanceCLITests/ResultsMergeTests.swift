@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Synchronization
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// `compare --results A --results B`: an outside adapter's run beside the built-in vendors'.
@Suite("compare merges results files")
struct ResultsMergeTests {
    let folder = temporaryFolder("merge")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The built-in vendors' payload cases, and an outside vendor's own run through `verify`.
    func writeBoth() async throws -> (builtIn: String, outside: String) {
        let built = await cli.run([
            "run", "--vendor", "altcraft", "--vendor", "q2", "--scenario", "payload.not-*",
            "--json", path("builtin.jsonl"),
        ])
        #expect(built.status == .success, "\(built.all)")
        let root = try VerifyFixture.makeRoot()
        _ = await ConformanceSuite(root: root).run([TestVendor()], recordMode: .missing)
        let outside = await ConformanceSuite.verify(
            TestVendor(), scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden",
            recordMode: .never)
        #expect(outside.succeeded, "\(outside)")
        try ResultsJSON.encode(outside).write(toFile: path("outside.jsonl"), atomically: true, encoding: .utf8)
        return (path("builtin.jsonl"), path("outside.jsonl"))
    }

    @Test("Two files make one comparison: every vendor and scenario of both, in file order")
    func merges() async throws {
        let (builtIn, outside) = try await writeBoth()
        let run = await cli.run([
            "compare", "--results", builtIn, "--results", outside, "--json", path("merged.jsonl"),
            "--markdown", path("merged.md"),
        ])
        #expect(run.status == .success, "\(run.all)")
        let merged = try ResultsJSON.decode(try String(contentsOfFile: path("merged.jsonl"), encoding: .utf8))
        #expect(merged.vendors.map(\.id) == ["altcraft", "q2", "test"])
        #expect(
            merged.cases.map(\.id) == [
                "altcraft/payload.not-an-object", "altcraft/payload.not-json", "q2/payload.not-an-object",
                "q2/payload.not-json", "test/lifecycle.foreground",
            ])
        #expect(
            Set(merged.scenarios.map(\.id)) == ["lifecycle.foreground", "payload.not-an-object", "payload.not-json"])
        let markdown = try String(contentsOfFile: path("merged.md"), encoding: .utf8)
        #expect(markdown.contains("## Facet: lifecycle") && markdown.contains("## Facet: payload"))
    }

    @Test("Files of two suite versions are refused, naming both files and versions")
    func versionMismatch() async throws {
        let (builtIn, outside) = try await writeBoth()
        var older = try ResultsJSON.decode(try String(contentsOfFile: outside, encoding: .utf8))
        older.suiteVersion = "0.9.0"
        try ResultsJSON.encode(older).write(toFile: path("older.jsonl"), atomically: true, encoding: .utf8)
        let run = await cli.run([
            "compare", "--results", builtIn, "--results", path("older.jsonl"), "--html", path("r.html"),
        ])
        #expect(run.status == .failure)
        #expect(
            run.error.contains(
                "--results cannot be merged: \(path("older.jsonl")) was written by suite version 0.9.0 and "
                    + "\(builtIn) by \(SuiteVersion.current)"), "\(run.all)")
        #expect(!FileManager.default.fileExists(atPath: path("r.html")))
    }

    @Test("A vendor × scenario in two files is refused, naming both files")
    func duplicateCase() async throws {
        let (builtIn, _) = try await writeBoth()
        let again = await cli.run([
            "run", "--vendor", "q2", "--scenario", "payload.not-json", "--json", path("again.jsonl"),
        ])
        #expect(again.status == .success)
        let run = await cli.run(["compare", "--results", builtIn, "--results", path("again.jsonl")])
        #expect(run.status == .failure)
        #expect(
            run.error.contains("case q2 × payload.not-json is in both \(builtIn) and \(path("again.jsonl"))"),
            "\(run.all)")
    }

    @Test("A scenario id meaning two scenarios is refused; problems keep the file they came from")
    func scenarioConflictAndProblems() throws {
        let scenario = RunReport.ScenarioInfo(
            id: "lifecycle.x", facet: "lifecycle", title: "One", requirements: [], requires: [])
        var other = scenario
        other.title = "Another"
        let a = RunReport(
            vendors: [], scenarios: [scenario], cases: [],
            problems: [RunProblem(.unusedGolden, subject: "v/s.jsonl", message: "unused golden v/s.jsonl")])
        let b = RunReport(vendors: [], scenarios: [other], cases: [])
        #expect(throws: ResultsMerge.Conflict.self) {
            try ResultsMerge.merge([.init(path: "a", report: a), .init(path: "b", report: b)])
        }
        let merged = try ResultsMerge.merge([.init(path: "a", report: a), .init(path: "c", report: a)])
        #expect(merged.problems.map(\.message) == ["a: unused golden v/s.jsonl", "c: unused golden v/s.jsonl"])
        #expect(!merged.succeeded)
    }

    /// One vendor run twice, each run valid alone: altcraft's payload cases, and one of its
    /// known-deviation cases from a build whose deviation text differs (a README updated between
    /// the two runs of one suite version).
    func writeTwoBuildsOfOneVendor() async throws -> (first: String, second: String) {
        let first = await cli.run([
            "run", "--vendor", "altcraft", "--scenario", "payload.not-json", "--json", path("first.jsonl"),
        ])
        #expect(first.status == .success, "\(first.all)")
        let second = await cli.run([
            "run", "--vendor", "altcraft", "--scenario", "lifecycle.tap-delivered-twice", "--json",
            path("second.jsonl"),
        ])
        #expect(second.status == .success, "\(second.all)")
        var report = try ResultsJSON.decode(try String(contentsOfFile: path("second.jsonl"), encoding: .utf8))
        let shown = try #require(report.cases.first?.deviations.first?.deviation)
        var edited = shown
        edited.summary += " (reworded)"
        report.vendors[0].knownDeviations = report.vendors[0].knownDeviations.map { $0 == shown ? edited : $0 }
        report.cases[0].deviations[0].deviation = edited
        try ResultsJSON.encode(report).write(toFile: path("second.jsonl"), atomically: true, encoding: .utf8)
        _ = try ResultsJSON.decode(try String(contentsOfFile: path("second.jsonl"), encoding: .utf8))
        return (path("first.jsonl"), path("second.jsonl"))
    }

    @Test("Two valid files of one vendor that differ in its entry are refused, and nothing is written")
    func vendorConflict() async throws {
        let (first, second) = try await writeTwoBuildsOfOneVendor()
        let run = await cli.run([
            "compare", "--results", first, "--results", second, "--json", path("merged.jsonl"),
        ])
        #expect(run.status == .failure, "\(run.all)")
        #expect(
            run.error.contains("vendor altcraft differs between \(first) and \(second)"), "\(run.all)")
        #expect(!FileManager.default.fileExists(atPath: path("merged.jsonl")))
    }

    @Test("A merge that would not read back is not written: the file is decoded before it is renamed into place")
    func readBack() throws {
        let scenario = RunReport.ScenarioInfo(
            id: "lifecycle.x", facet: "lifecycle", title: "One", requirements: [], requires: [])
        // A report no run writes (a scenario whose facet is not its id's first part).
        var wrong = scenario
        wrong.facet = "payload"
        let report = RunReport(vendors: [], scenarios: [wrong], cases: [])
        var reports = ReportOptions()
        reports.jsonOutput = path("wrong.jsonl")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let printed = Mutex("")
        let console = Console { text, _ in printed.withLock { $0 += text } }
        let context = CommandContext(
            vendors: [], workingDirectory: folder.path, environment: [:], console: console, clock: { .zero })
        #expect(!ReportWriter(context: context).write(report, reports: reports, comparison: nil, baseline: nil))
        let text = printed.withLock { $0 }
        #expect(text.contains("would not read back"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: path("wrong.jsonl")))
        #expect(
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { $0.hasSuffix(".partial") }
                == false)
    }
}
