@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

extension MarkdownBoundsTests {
    /// Every case of the bundled run failing with a long diff (a results file of tens of
    /// megabytes): a heavy suite (``HeavyTests``), run in release mode by CI's heavy step.
    @Suite("Markdown bounds: every case fails (heavy)", HeavyTests.trait)
    struct EveryCaseFailsHeavyTests {
        let bounds = MarkdownBoundsTests()

        @Test(
            "A run where every case fails: the step summary stays under 1 MiB, the comment under 64 KB, failures first")
        func everyCaseFails() async throws {
            let report = try await bounds.allFailing()
            let full = await bounds.cli.run([
                "compare", "--results", bounds.path("failing.jsonl"), "--markdown", bounds.path("full.md"),
                "--report-url", "https://ci.example.test/artifacts/report.html",
            ])
            #expect(full.status == .failure, "a failing run fails")
            let summary = await bounds.cli.run([
                "compare", "--results", bounds.path("failing.jsonl"), "--markdown", bounds.path("summary.md"),
                "--summary",
            ])
            #expect(summary.status == .failure)
            let markdown = try bounds.read("full.md"), comment = try bounds.read("summary.md")
            #expect(markdown.utf8.count <= 1_048_576 && markdown.utf8.count <= MarkdownComparison.stepSummaryLimit)
            #expect(comment.utf8.count <= 65_536 && comment.utf8.count <= MarkdownComparison.summaryLimit)
            for text in [markdown, comment] {
                let failed = report.cases.filter { $0.outcome == .fail }.count
                #expect(
                    failed > 500 && text.contains("Totals: \(report.cases.count) cases: 0 passed, \(failed) failed"))
                let failures = try #require(text.range(of: "## Failures")),
                    scores = try #require(text.range(of: "## Scores"))
                #expect(failures.lowerBound < scores.lowerBound)
                #expect(text.contains("more lines: see the full comparison or the results file"), "diffs are cut")
                #expect(text.contains("more failed or errored cases: see the full comparison."))
            }
            #expect(
                markdown.contains(
                    "[The full comparison, with a timeline per scenario](https://ci.example.test/artifacts/report.html)"
                ))
            // The comment leaves the matrices out and says so.
            #expect(
                comment.contains("Cut to fit (60 kB): the error codes per scenario")
                    && comment.contains("the lifecycle matrix") == false)
        }
    }
}
