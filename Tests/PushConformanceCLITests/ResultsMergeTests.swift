@testable import push_conformance
import Foundation
import PushConformance
import PushContract
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
}
