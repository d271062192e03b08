import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// Every writer handles text in one pass: a 4 MiB scenario title and a 3 MB problem line (the
/// bounds allow both) go through Markdown, HTML, JUnit and the results file with output that
/// grows with the input, never with its square; Markdown cuts long values with a marker. No
/// time is asserted: a quadratic writer shows as a test that does not finish (96 s for 1.5 MB
/// before), the sizes below bound the work each writer can have done.
@Suite("Long text through every writer")
struct LongTextTests {
    /// 4 MiB of text that needs escaping in every format: markup, table pipes, line breaks, a
    /// code fence, a character XML cannot carry.
    static let title = String(repeating: "<a&b|c>\n``` \u{1}éx", count: 4 * 1_048_576 / 16)
    static let problem = String(repeating: "x<&>|", count: 3_000_000 / 5)

    static var report: RunReport {
        var report = SampleReport.report
        report.scenarios[0].title = title
        report.problems.append(RunProblem(.other, message: problem))
        if let index = report.cases.firstIndex(where: { $0.outcome == .fail }) {
            report.cases[index].firstDivergence = problem
            report.cases[index].note = title
        }
        return report
    }

    static var inputBytes: Int { title.utf8.count * 2 + problem.utf8.count * 2 }

    @Test("Markdown: long values are cut with a marker, so the page stays small")
    func markdown() {
        let text = MarkdownComparison.render(Self.report)
        #expect(text.utf8.count < 200_000, "\(text.utf8.count) bytes")
        #expect(text.contains("more bytes)"))
        #expect(text.contains("&lt;a&amp;b&#124;c&gt;<br>"), "the title in a table cell, escaped")
        let grid = RequirementGrid(report: Self.report).markdown(suiteVersion: "1")
        #expect(grid.utf8.count < 200_000)
    }

    @Test("HTML, JUnit and the results file grow linearly with the text they carry")
    func linearWriters() throws {
        let report = Self.report
        let html = HTMLComparison.render(report)
        #expect(html.utf8.count < 16 * Self.inputBytes, "\(html.utf8.count) bytes")
        #expect(!html.contains("<a&b"))
        let junit = JUnitWriter.encode(report)
        #expect(junit.utf8.count < 16 * Self.inputBytes, "\(junit.utf8.count) bytes")
        #expect(!junit.contains("\u{1}"), "a character XML 1.0 cannot carry")
        let results = ResultsJSON.encode(report)
        #expect(results.utf8.count < 4 * Self.inputBytes)
        let read = try ResultsJSON.decode(results)
        #expect(read.scenarios[0].title == Self.title)
        #expect(read.problems.last?.message == Self.problem)
    }

    @Test(
        "One Markdown helper escapes every value, in one pass, and cuts it",
        arguments: [
            (String(repeating: "<", count: 10), "&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;"),
            ("a|b\nc", "a&#124;b<br>c"),
            ("x & y", "x &amp; y"),
        ])
    func cell(_ text: String, _ expected: String) {
        #expect(MarkdownText.cell(text) == expected)
    }

    @Test("A value over the Markdown limit keeps its start and says how much was cut")
    func cut() {
        let long = String(repeating: "é", count: MarkdownText.maxValueLength + 10)
        let cell = MarkdownText.cell(long)
        #expect(cell == String(repeating: "é", count: MarkdownText.maxValueLength) + "… (20 more bytes)")
        #expect(MarkdownText.preformatted("a\n</pre>\nb") == "a\n&lt;/pre&gt;\nb")
        #expect(MarkdownText.preformatted("``x``") == "``x``")
    }

    @Test("Replacing a substring is one pass over the text, also with many matches")
    func replacing() {
        let text = String(repeating: " ↻x", count: 500_000)
        let replaced = text.replacingOccurrences(of: " ↻", with: " (retryable)")
        #expect(replaced.utf8.count == 500_000 * " (retryable)x".utf8.count)
        #expect("a--b--".replacingOccurrences(of: "--", with: "+") == "a+b+")
        #expect("".replacingOccurrences(of: "x", with: "y").isEmpty)
    }
}
