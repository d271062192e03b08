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
        try await BundledResults.copy(to: path("green.jsonl"), whole: true)
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

    @Test("A green run: the whole comparison fits a step summary, and --summary fits a comment")
    func greenRun() async throws {
        // One vendor and the router on three facets; the whole run, whose comment must be cut to
        // fit, is ``GreenRunHeavyTests``.
        try await greenRun(whole: false)
    }

    /// The comparison of the bundled results (the whole run's when `whole`) fits a step summary,
    /// its `--summary` a comment.
    func greenRun(whole: Bool) async throws {
        try await BundledResults.copy(to: path("green.jsonl"), whole: whole)
        let run = await cli.run(["compare", "--results", path("green.jsonl"), "--markdown", path("green.md")])
        #expect(run.status == .success, "\(run.all)")
        let summary = await cli.run([
            "compare", "--results", path("green.jsonl"), "--markdown", path("green-summary.md"), "--summary",
        ])
        #expect(summary.status == .success, "\(summary.all)")
        let markdown = try read("green.md"), comment = try read("green-summary.md")
        #expect(markdown.utf8.count <= MarkdownComparison.stepSummaryLimit && !markdown.contains("Cut to fit"))
        // The sample's facets are payload, router and notification-service; the whole run's
        // comment leaves the facets' sections out to fit.
        let facet = whole ? "## Facet: lifecycle" : "## Facet: notification-service"
        #expect(markdown.contains(facet) && markdown.contains("## Per facet"))
        #expect(comment.utf8.count <= MarkdownComparison.summaryLimit)
        #expect(comment.contains("## Per facet"))
        if whole { #expect(!comment.contains(facet) && comment.contains("Cut to fit")) }
    }
}

extension MarkdownBoundsTests {
    /// The whole bundled run's comparison as Markdown: a heavy suite (``HeavyTests``), run in
    /// release mode by CI's heavy step.
    @Suite("Markdown bounds: the whole green run (heavy)", HeavyTests.trait)
    struct GreenRunHeavyTests {
        @Test("The whole green run fits a step summary; its --summary is cut to fit a comment")
        func greenRun() async throws {
            try await MarkdownBoundsTests().greenRun(whole: true)
        }
    }
}
