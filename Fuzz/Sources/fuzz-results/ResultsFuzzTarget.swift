import BuiltInVendors
import Foundation
import FuzzSupport
import PushConformance
import PushConformanceReports
import PushContract

// The results-file reader behind `compare --results FILE` and `--baseline FILE`
// (`ResultsJSON.decode`), and everything `compare` builds from a file it accepted. Each input is
// read twice: as it is, and with its footer's checksum recomputed over the lines before it, so
// mutations reach the checks behind the checksum instead of stopping at it. Besides "no trap,
// no hang", for every file the reader accepts:
// - writing the report again (`ResultsJSON.encode`) and reading that gives the same report;
// - the Markdown and HTML comparisons, the JUnit file and a baseline diff are built from it.

@main
enum ResultsFuzzTarget {
    static func main() {
        FuzzDriver.run(seeds: resultsSeeds, testOneInput: { data, size in testOneInput(data, size) })
    }
}

/// libFuzzer's entry point: runs one input (`size` bytes at `data`) through this target's
/// checks; returns 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    // ReportFile.read refuses what is not UTF-8 before the reader sees it.
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    check(text, bytes)
    if let resealed = resealed(text), resealed != text { check(resealed, bytes) }
    return 0
}

private func check(_ text: String, _ bytes: [UInt8]) {
    guard let report = try? ResultsJSON.decode(text) else { return }
    FuzzCounters.count("results files accepted")
    let written = ResultsJSON.encode(report)
    do {
        let again = try ResultsJSON.decode(written)
        FuzzFailure.check(
            again == report, "an accepted results file reads back differently once written again", input: bytes)
    } catch {
        FuzzFailure.fail("an accepted results file, written again, is refused: \(error)", input: bytes)
    }
    let diff = BaselineDiff(baseline: report, current: report)
    _ = MarkdownComparison.render(report, baseline: diff)
    _ = HTMLComparison.render(report, baseline: diff)
    _ = JUnitWriter.encode(report)
}

/// The text with the footer's checksum replaced by the right one (nil: no checksum to replace).
private func resealed(_ text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let trailingNewline = lines.last == ""
    if trailingNewline { lines.removeLast() }
    guard let footer = lines.popLast(), let start = footer.range(of: "\"checksum\":\"") else { return nil }
    guard let end = footer[start.upperBound...].firstIndex(of: "\"") else { return nil }
    let body = lines.map { $0 + "\n" }.joined()
    let fixed = footer[..<start.upperBound] + ResultsJSON.checksum(body) + footer[end...]
    return body + fixed + (trailingNewline ? "\n" : "")
}

/// Small results files written by the project's own runner: the shortest scenarios on two and
/// on every vendor, once against the committed goldens (passes, deviations, n/a) and once against
/// none (every applicable case fails with a missing golden), one with a problem line. Small, so
/// the fuzzer spends its time on the reader rather than on copying long transcripts.
private func resultsSeeds() -> [(label: String, bytes: [UInt8])] {
    guard let suite = SeedCorpus.suite else { return [] }
    let shortest = suite.loadScenarios().scenarios.filter { $0.router == nil }
        .sorted { ($0.steps.count, $0.id) < ($1.steps.count, $1.id) }
    let two = BuiltInVendors.all.filter { ["context", "mce"].contains($0.descriptor.id) }
    let selections: [(String, [any PushVendor], [Scenario], [String])] = [
        ("two-vendors-one-scenario", two, Array(shortest.prefix(1)), []),
        ("two-vendors-two-scenarios-problem", two, Array(shortest.prefix(2)), ["a problem the run reported"]),
        ("all-vendors-one-scenario", BuiltInVendors.all, Array(shortest.prefix(1)), []),
    ]
    var seeds: [(String, [UInt8])] = []
    for (label, goldens) in [("goldens", suite.goldensRoot), ("no-goldens", "/nonexistent/push-fuzz-goldens")] {
        let runner = ConformanceRunner(vendors: BuiltInVendors.all, goldens: GoldenStore(root: goldens))
        for (name, vendors, scenarios, problems) in selections {
            let cases = ConformanceRunner.plannedCases(vendors: vendors, scenarios: scenarios).map { planned in
                runner.runCase(
                    vendor: planned.vendor, scenario: planned.scenario, routing: planned.routing, options: RunOptions())
            }
            let report = RunReport(
                vendors: vendors, scenarios: scenarios, results: cases,
                problems: problems.map { RunProblem(.other, message: $0) })
            seeds.append(("\(label)-\(name).jsonl", Array(ResultsJSON.encode(report).utf8)))
        }
    }
    return seeds
}
