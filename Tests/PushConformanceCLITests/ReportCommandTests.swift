@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// `compare`, `--json`, `--junit`, `--report-unused` in process, with bad input.
@Suite("push-conformance reports")
struct ReportCommandTests {
    let folder = temporaryFolder("reports")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test("compare writes Markdown, HTML, JSON and JUnit from one executed run (folders created)")
    func compareWritesEverything() async throws {
        // `compare --markdown out/report.md --html out/report.html --grid-html out/grid.html --json
        // out/results.jsonl --junit out/junit.xml` of ``BundledComparison/sample``, run once per
        // test process (``BundledComparison``; ``ComparisonPagesTests`` checks its pages, and the
        // whole run's in ``ComparisonPagesTests/WholeRunPagesHeavyTests``).
        let run = await BundledComparison.outcome
        func path(_ name: String) -> String { run.path(name) }
        #expect(run.outcome.status == .success, "\(run.outcome.all)")
        let report = try ResultsJSON.decode(try String(contentsOfFile: path("out/results.jsonl"), encoding: .utf8))
        #expect(report.vendors.map(\.id).contains("altcraft"))
        #expect(report.cases.count >= 100)
        let markdown = try String(contentsOfFile: path("out/report.md"), encoding: .utf8)
        #expect(markdown.contains("# Push SDK conformance: vendors side by side"))
        let html = try String(contentsOfFile: path("out/report.html"), encoding: .utf8)
        #expect(HTMLBalance.problem(html) == nil)
        #expect(
            try String(contentsOfFile: path("out/junit.xml"), encoding: .utf8).contains("<testsuite name=\"altcraft\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: path("out")).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test("Relative output paths start from the working directory")
    func relativePaths() async throws {
        var inFolder = cli
        inFolder.workingDirectory = folder.path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = await inFolder.run([
            "run", "--scenarios", PackageLocation.conformance + "/Scenarios", "--goldens",
            PackageLocation.conformance + "/Golden", "--scenario", "payload.*", "--json", "out/r.jsonl",
        ])
        #expect(run.status == .success, "\(run.all)")
        #expect(run.output.contains("wrote out/r.jsonl"))
        #expect(FileManager.default.fileExists(atPath: path("out/r.jsonl")))
    }

    @Test("compare --results rebuilds the comparison from an earlier run, filtered")
    func compareFromResults() async throws {
        try await BundledResults.copy(to: path("results.jsonl"))
        let run = await cli.run(["compare", "--results", path("results.jsonl"), "--scenario", "payload.*"])
        #expect(run.status == .success, "\(run.all)")
        #expect(run.output.contains("## Facet: payload"))
        #expect(!run.output.contains("## Facet: lifecycle"))
    }

    @Test("compare --grid-markdown and --grid-html write the requirement grid (and no comparison to stdout)")
    func compareWritesTheGrid() async throws {
        try await BundledResults.copy(to: path("results.jsonl"))
        let run = await cli.run([
            "compare", "--results", path("results.jsonl"), "--grid-markdown", path("grid/grid.md"),
            "--grid-html", path("grid/grid.html"),
        ])
        #expect(run.status == .success, "\(run.all)")
        #expect(!run.output.contains("# Push SDK conformance: vendors side by side"))
        let markdown = try String(contentsOfFile: path("grid/grid.md"), encoding: .utf8)
        let html = try String(contentsOfFile: path("grid/grid.html"), encoding: .utf8)
        let report = try ResultsJSON.decode(try String(contentsOfFile: path("results.jsonl"), encoding: .utf8))
        // The grid knows the requirements the run's scenarios state expectations for.
        let ran = Set(report.scenarios.map(\.id))
        let expected = Set(
            ConformanceSuite(root: PackageLocation.conformance).loadScenarios().scenarios.filter { ran.contains($0.id) }
                .flatMap(\.expectations).map(\.requirement))
        #expect(!expected.isEmpty)
        #expect(
            markdown == RequirementGrid(report: report, expected: expected).markdown(suiteVersion: report.suiteVersion))
        #expect(markdown.contains("| **R7** MUST · ") && markdown.contains("router (composite)"))
        // A contract requirement has its row too, with the oracles that judge it.
        #expect(html.contains("<tr id=\"r-ADP-001\" data-requirement=\"ADP-001\">"))
        #expect(HTMLBalance.problem(html) == nil)
        #expect(html.contains("<tr id=\"r-P8\" data-requirement=\"P8\">"))
    }

    @Test("compare --results with --requirement keeps only the scenarios citing it")
    func compareFromResultsByRequirement() async throws {
        try await BundledResults.copy(to: path("results.jsonl"))
        let run = await cli.run([
            "compare", "--results", path("results.jsonl"), "--requirement", "R7", "--json", path("r7.jsonl"),
        ])
        #expect(run.status == .success, "\(run.all)")
        let report = try ResultsJSON.decode(try String(contentsOfFile: path("r7.jsonl"), encoding: .utf8))
        #expect(!report.scenarios.isEmpty)
        #expect(report.scenarios.allSatisfy { $0.requirements.contains(RequirementID(rawValue: "R7")) })
        #expect(Set(report.cases.map(\.scenario)) == Set(report.scenarios.map(\.id)))
        let unknown = await cli.run(["compare", "--results", path("results.jsonl"), "--vendor", "nobody"])
        #expect(unknown.status == .usage)
        #expect(
            unknown.error.contains("--vendor 'nobody' matches no vendor in \(path("results.jsonl"))"),
            "\(unknown.error)")
    }

    @Test("A corrupt results file: clear message, exit 1, no report written")
    func corruptResults() async throws {
        try await BundledResults.copy(to: path("results.jsonl"))
        let text = try String(contentsOfFile: path("results.jsonl"), encoding: .utf8)
        try String(text.dropLast(40)).write(toFile: path("results.jsonl"), atomically: true, encoding: .utf8)
        let run = await cli.run(["compare", "--results", path("results.jsonl"), "--html", path("report.html")])
        #expect(run.status == .failure)
        #expect(run.error.contains("--results \(path("results.jsonl")) cannot be used:"), "\(run.all)")
        #expect(!FileManager.default.fileExists(atPath: path("report.html")))
    }

    @Test("compare --baseline shows what changed; a corrupt baseline is refused before the run, nothing written")
    func baseline() async throws {
        // One vendor on one facet; the whole run against the whole baseline is
        // ``BaselineHeavyTests``.
        try await baseline(["--vendor", "altcraft", "--scenario", "payload.*"], whole: false)
    }

    /// `compare FILTER --baseline` against the bundled results (``BundledResults``, the whole
    /// run's when `whole`) as `compare --results FILTER` keeps them: no change; then a corrupt
    /// baseline is refused before the run.
    func baseline(_ filter: [String], whole: Bool) async throws {
        try await BundledResults.copy(to: path("all.jsonl"), whole: whole)
        let kept = await cli.run(["compare", "--results", path("all.jsonl"), "--json", path("before.jsonl")] + filter)
        #expect(kept.status == .success, "\(kept.all)")
        let run = await cli.run(
            ["compare", "--baseline", path("before.jsonl"), "--markdown", path("report.md")] + filter)
        #expect(run.status == .success, "\(run.all)")
        #expect(run.output.contains("since the baseline (suite \(SuiteVersion.current)): 0 regressions, 0 fixes"))
        #expect(try String(contentsOfFile: path("report.md"), encoding: .utf8).contains("## Since the baseline"))
        try "{}\n".write(toFile: path("before.jsonl"), atomically: true, encoding: .utf8)
        let bad = await cli.run(
            ["compare", "--baseline", path("before.jsonl"), "--html", path("other.html")] + filter)
        #expect(bad.status == .failure)
        #expect(
            bad.error.contains("--baseline \(path("before.jsonl")) cannot be used: line 1 is not a results header"),
            "\(bad.all)")
        #expect(!bad.output.contains("cases:"), "the run went ahead with a baseline it could not use")
        #expect(!FileManager.default.fileExists(atPath: path("other.html")))
    }

    @Test(
        "Unknown vendor or scenario in a filter: exit 64 with a suggestion, no file",
        arguments: [
            (
                ["--vendor", "nobody"],
                "--vendor 'nobody' matches no vendor (known: actito, altcraft, context, mce, q2, router)"
            ),
            (
                ["--vendor", "altcrft"],
                "--vendor 'altcrft' matches no vendor (known: actito, altcraft, context, mce, q2, router); did you mean 'altcraft'?"
            ),
            (["--scenario", "nothing.*"], "--scenario 'nothing.*' matches no scenario (see: push-conformance list)"),
            (
                ["--scenario", "subscripton.*"],
                "--scenario 'subscripton.*' matches no scenario (see: push-conformance list); did you mean 'subscription.*'?"
            ),
            (["--scenario", "payload.over-4096-byte"], "did you mean 'payload.over-4096-bytes'?"),
            // An id without its facet, and a vendor by its display name, point at the real ids.
            (["--scenario", "cold-start-tap"], "did you mean 'lifecycle.cold-start-tap'?"),
            (["--scenario", "cold-start-tpa"], "did you mean 'lifecycle.cold-start-tap'?"),
            (["--vendor", "altcraft-style"], "did you mean 'altcraft' (Altcraft-style)?"),
            (["--vendor", "Actito-styel"], "did you mean 'actito' (Actito-style)?"),
            (["--requirement", "R14"], "--requirement R14 is cited by no scenario"),
            (["--scenario", "payload.*", "--requirement", "R7"], "the filters together select no scenario"),
            (
                ["--vendor", "router", "--scenario", "payload.*"],
                "the selected vendors run none of the selected scenarios"
            ),
        ])
    func unknownFilters(filter: [String], message: String) async throws {
        let run = await cli.run(["compare", "--json", path("r.jsonl")] + filter)
        #expect(run.status == .usage)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.error.contains("see 'push-conformance help compare' for the options"))
        #expect(run.output.isEmpty, "a usage error printed to standard output: \(run.output)")
        #expect(!FileManager.default.fileExists(atPath: path("r.jsonl")))
    }

    @Test("--report-unused lists a golden no scenario reads, and fails")
    func reportUnused() async throws {
        let goldens = path("Golden")
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackageLocation.conformance + "/Golden/altcraft", toPath: goldens + "/altcraft")
        try "{}\n".write(
            toFile: goldens + "/altcraft/payload.retired-scenario.jsonl", atomically: true, encoding: .utf8)
        let run = await cli.run(["run", "--goldens", goldens, "--scenario", "payload.*", "--report-unused"])
        #expect(run.status == .failure)
        #expect(run.output.contains("unused goldens (1)"), "\(run.all)")
        #expect(
            run.output.contains("altcraft/payload.retired-scenario.jsonl: no scenario has this id (removed or renamed)")
        )
    }

    @Test("A malformed scenario folder is reported with file and JSON path, exit 1")
    func malformedScenarios() async throws {
        let scenarios = folder.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        try Data(
            """
            {"id": "lifecycle.bad", "title": "t", "steps": [{"id": "a", "advance": 5}]}
            """.utf8
        ).write(to: scenarios.appendingPathComponent("bad.json"))
        let run = await cli.run(["run", "--scenarios", path("Scenarios"), "--goldens", path("Golden")])
        #expect(run.status == .failure)
        let parseError = "lifecycle/bad.json: steps[0].advance: expected a string, found number 5"
        #expect(run.error.contains(parseError), "\(run.all)")
        #expect(!run.output.contains(parseError), "an error goes to standard error only")
        // Whatever the selection, the file that failed to load is named (here no scenario loads,
        // so the selection is empty too).
        for selection in [["--vendor", "altcraft"], ["--scenario", "lifecycle.bad"], ["--requirement", "R4"]] {
            let selected = await cli.run(
                ["run", "--scenarios", path("Scenarios"), "--goldens", path("Golden")] + selection)
            #expect(selected.status != .success)
            #expect(selected.error.contains(parseError), "\(selection): \(selected.all)")
        }
        let listed = await cli.run(["list", "--scenarios", path("Scenarios"), "--scenario", "lifecycle.bad"])
        #expect(listed.error.contains(parseError), "\(listed.all)")
    }
}

extension ReportCommandTests {
    /// `compare --baseline` of the whole bundled run: a heavy suite (``HeavyTests``), run in
    /// release mode by CI's heavy step.
    @Suite("push-conformance reports: the whole run against its baseline (heavy)", HeavyTests.trait)
    struct BaselineHeavyTests {
        @Test("compare --baseline of every vendor × scenario against the bundled results: no change")
        func baseline() async throws {
            try await ReportCommandTests().baseline([], whole: true)
        }
    }
}
