import Foundation
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// A comparison (its index, its folder of scenario pages, the grid, the Markdown) is one report
/// (issue 33): two processes writing it at once, or a process killed while writing it, leave one
/// run's report whole, never one run's index beside another's pages. Each test runs the built
/// tool as a process and counts the outcomes of its rounds.
@Suite("Reports written whole")
struct WholeReportTests {
    let folder = ScratchFolder.url("whole").path

    /// Two results files whose comparisons differ in every file: the ui-delegate scenarios of two
    /// vendors, and the payload scenarios of one.
    func inputs() throws -> (a: String, b: String) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let a = folder + "/a.jsonl", b = folder + "/b.jsonl"
        #expect(
            try ReportFileTests.tool([
                "run", "--vendor", "altcraft,actito", "--scenario", "ui-delegate.*", "--json", a,
            ]).status == 0)
        #expect(
            try ReportFileTests.tool(["run", "--vendor", "q2", "--scenario", "payload.*", "--json", b]).status == 0)
        return (a, b)
    }

    static func arguments(_ results: String, into out: String) -> [String] {
        [
            "compare", "--results", results, "--html", out + "/r.html", "--grid-html", out + "/g.html",
            "--markdown", out + "/r.md",
        ]
    }

    /// Which run's report `out` holds, whole: `a` or `b`; nil when it is mixed or partial (an
    /// index whose pages are not exactly the pages in the folder, or files of two runs). The
    /// folder's specification page is not a scenario page, but it must be whole too.
    static func whole(_ out: String, a: RunReport, b: RunReport) -> String? {
        func read(_ name: String) -> String? { try? String(contentsOfFile: out + "/" + name, encoding: .utf8) }
        guard let index = read("r.html"), let grid = read("g.html"), let markdown = read("r.md"),
            let files = try? FileManager.default.contentsOfDirectory(atPath: out + "/r-scenarios")
        else { return nil }
        guard read("r-scenarios/" + SpecificationPage.fileName)?.hasSuffix("</html>\n") == true else { return nil }
        let pages = files.filter { $0 != SpecificationPage.fileName }
        for (name, report) in [("a", a), ("b", b)] {
            let expected = Set(report.scenarios.map { ReportLinks.pageName(scenario: $0.id) })
            let cases = "\(report.cases.count) cases"
            let ownScenario = HTMLComparison.escape(report.scenarios[0].id)
            guard Set(pages) == expected, index.contains(ownScenario), markdown.contains(cases),
                grid.contains(cases)
            else { continue }
            // Every page the index links to is there, and each page is complete.
            for page in pages {
                guard let text = read("r-scenarios/" + page), text.hasSuffix("</html>\n") else { return nil }
            }
            return name
        }
        return nil
    }

    @Test("Two processes writing one report at once leave one run's report whole, every round")
    // Not `throws`: the Swift 6.3 optimizer crashes (signal 11, CoroSplit) splitting this test as
    // a throwing async function in release builds, where CI runs the heavy suites.
    func concurrentWriters() async {
        let a: String
        let b: String
        let reports: [RunReport]
        do {
            (a, b) = try inputs()
            reports = try [a, b].map { try ResultsJSON.decode(String(contentsOfFile: $0, encoding: .utf8)) }
        } catch {
            Issue.record("the two results files: \(error)")
            return
        }
        var outcomes: [String: Int] = [:]
        for round in 0..<5 {
            let out = folder + "/concurrent-\(round)"
            let statuses = await withTaskGroup(of: Int32.self) { group in
                for results in [a, b] {
                    group.addTask { (try? ReportFileTests.tool(Self.arguments(results, into: out)).status) ?? -1 }
                }
                var all: [Int32] = []
                for await status in group { all.append(status) }
                return all
            }
            #expect(statuses == [0, 0], "round \(round)")
            let kept = Self.whole(out, a: reports[0], b: reports[1]) ?? "mixed"
            outcomes[kept, default: 0] += 1
            #expect(kept != "mixed", "round \(round) left a mixed report")
            #expect(ReportFileTests.temporaries(in: out).isEmpty, "round \(round)")
        }
        // The counts for the record (`swift test --filter WholeReportTests` prints them).
        print("concurrent writers, 5 rounds of 2: \(outcomes.sorted { $0.key < $1.key })")
    }

    @Test("A writer killed at ten moments of its run leaves the old report or the new one whole, every time")
    func killedWriter() throws {
        let (a, b) = try inputs()
        let reports = try [a, b].map { try ResultsJSON.decode(String(contentsOfFile: $0, encoding: .utf8)) }
        // How long a whole write of report b takes, to spread the kills over it.
        let started = Date()
        #expect(try ReportFileTests.tool(Self.arguments(b, into: folder + "/timing")).status == 0)
        let duration = Date().timeIntervalSince(started)
        var outcomes: [String: Int] = [:]
        for round in 0..<10 {
            let out = folder + "/killed-\(round)"
            #expect(try ReportFileTests.tool(Self.arguments(a, into: out)).status == 0)
            let deadline = Date().addingTimeInterval(duration * (0.2 + 0.1 * Double(round)))
            let (_, killed) = try ReportFileTests.tool(Self.arguments(b, into: out)) { _ in Date() >= deadline }
            let kept = Self.whole(out, a: reports[0], b: reports[1]) ?? "mixed"
            outcomes[
                "\(killed ? "killed" : "finished"): \(kept == "a" ? "old" : kept == "b" ? "new" : kept)", default: 0] +=
                1
            #expect(kept != "mixed", "round \(round) (killed: \(killed)) left a mixed report")
            // The next write removes what the killed one left.
            #expect(try ReportFileTests.tool(Self.arguments(b, into: out)).status == 0)
            #expect(Self.whole(out, a: reports[0], b: reports[1]) == "b")
            #expect(ReportFileTests.temporaries(in: out).isEmpty, "round \(round)")
        }
        print("killed writer, 10 rounds: \(outcomes.sorted { $0.key < $1.key })")
    }
}
