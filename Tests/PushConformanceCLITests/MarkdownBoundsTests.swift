@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// `compare --markdown` fits GitHub however many cases fail: under 1 MiB for a step summary,
/// under 64 KB with `--summary` for a pull-request comment, failures first.
@Suite("Markdown bounds")
struct MarkdownBoundsTests {
    let folder = temporaryFolder("markdown-bounds")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    /// The bundled run with every case turned into a failure with a long diff, as a results file.
    func allFailing() async throws -> RunReport {
        let run = await cli.run(["run", "--json", path("green.jsonl")])
        #expect(run.status == .success, "\(run.all)")
        var report = try ResultsJSON.decode(try read("green.jsonl"))
        let diff = (0..<400).map { "- {\"event\":{\"name\":\"line.\($0)\"},\"step\":\"push\",\"t\":\"1s\"}" }.joined(
            separator: "\n")
        // Every case that ran (a not-applicable case never runs, so it cannot fail).
        for index in report.cases.indices where report.cases[index].outcome != .notApplicable {
            report.cases[index].outcome = .fail
            report.cases[index].golden = .mismatch
            report.cases[index].firstDivergence = "line 1"
            report.cases[index].diff = diff
        }
        try ResultsJSON.encode(report).write(toFile: path("failing.jsonl"), atomically: true, encoding: .utf8)
        return report
    }

    @Test("A run where every case fails: the step summary stays under 1 MiB, the comment under 64 KB, failures first")
    func everyCaseFails() async throws {
        let report = try await allFailing()
        let full = await cli.run([
            "compare", "--results", path("failing.jsonl"), "--markdown", path("full.md"),
            "--report-url", "https://ci.example.test/artifacts/report.html",
        ])
        #expect(full.status == .failure, "a failing run fails")
        let summary = await cli.run([
            "compare", "--results", path("failing.jsonl"), "--markdown", path("summary.md"), "--summary",
        ])
        #expect(summary.status == .failure)
        let markdown = try read("full.md"), comment = try read("summary.md")
        #expect(markdown.utf8.count <= 1_048_576 && markdown.utf8.count <= MarkdownComparison.stepSummaryLimit)
        #expect(comment.utf8.count <= 65_536 && comment.utf8.count <= MarkdownComparison.summaryLimit)
        for text in [markdown, comment] {
            let failed = report.cases.filter { $0.outcome == .fail }.count
            #expect(failed > 500 && text.contains("Totals: \(report.cases.count) cases: 0 passed, \(failed) failed"))
            let failures = try #require(text.range(of: "## Failures")),
                scores = try #require(text.range(of: "## Scores"))
            #expect(failures.lowerBound < scores.lowerBound)
            #expect(text.contains("more lines: see the full comparison or the results file"), "diffs are cut")
            #expect(text.contains("more failed or errored cases: see the full comparison."))
        }
        #expect(
            markdown.contains(
                "[The full comparison, with a timeline per scenario](https://ci.example.test/artifacts/report.html)"))
        // The comment leaves the matrices out and says so.
        #expect(
            comment.contains("Cut to fit (60 kB): the error codes per scenario")
                && comment.contains("the lifecycle matrix") == false)
    }

    @Test("A green run: the whole comparison fits a step summary, and --summary fits a comment")
    func greenRun() async throws {
        let run = await cli.run(["compare", "--markdown", path("green.md"), "--json", path("green.jsonl")])
        #expect(run.status == .success, "\(run.all)")
        let summary = await cli.run([
            "compare", "--results", path("green.jsonl"), "--markdown", path("green-summary.md"), "--summary",
        ])
        #expect(summary.status == .success, "\(summary.all)")
        let markdown = try read("green.md"), comment = try read("green-summary.md")
        #expect(markdown.utf8.count <= MarkdownComparison.stepSummaryLimit && !markdown.contains("Cut to fit"))
        #expect(markdown.contains("## Facet: lifecycle") && markdown.contains("## Per facet"))
        #expect(comment.utf8.count <= MarkdownComparison.summaryLimit)
        #expect(
            comment.contains("## Per facet") && !comment.contains("## Facet: lifecycle")
                && comment.contains("Cut to fit"))
    }
}
