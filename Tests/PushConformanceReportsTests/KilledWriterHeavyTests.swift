import Foundation
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

extension ReportFileTests {
    /// The tool killed (SIGKILL) while it writes each of its four report files: a heavy suite
    /// (``HeavyTests``), run in release mode by CI's heavy step.
    @Suite("Report files: kill -9 mid-write (heavy)", HeavyTests.trait)
    struct KilledWriterHeavyTests {
        let files = ReportFileTests()

        @Test(
            "kill -9 while the tool writes --json/--junit/--markdown/--html: each final name is absent or complete; the next run cleans up"
        )
        func killedWriter() throws {
            let base = try files.makeFolder("killed")
            let input = base + "/input.jsonl"
            #expect(
                try ReportFileTests.tool(["run", "--scenario", "payload.*,lifecycle.*", "--json", input]).status == 0)
            let names = ["results.jsonl", "junit.xml", "report.md", "report.html"]
            func arguments(_ out: String) -> [String] {
                [
                    "compare", "--results", input, "--json", "\(out)/results.jsonl", "--junit", "\(out)/junit.xml",
                    "--markdown", "\(out)/report.md", "--html", "\(out)/report.html",
                ]
            }
            let reference = try files.makeFolder("reference")
            #expect(try ReportFileTests.tool(arguments(reference)).status == 0)
            let expected = try names.map { try Data(contentsOf: URL(fileURLWithPath: "\(reference)/\($0)")) }

            let out = try files.makeFolder("interrupted")
            var interruptedMidWrite = 0
            // Round n kills the tool as soon as it has started its n-th file (one round per output;
            // a write too quick to be seen lets the round run to the end, which must be fine too).
            for round in 0..<names.count {
                var seen: Set<String> = []
                let (_, killed) = try ReportFileTests.tool(arguments(out)) { _ in
                    for name in files.temporaries(in: out) { seen.insert(name) }
                    return seen.count > round
                }
                if killed, !files.temporaries(in: out).isEmpty { interruptedMidWrite += 1 }
                for (name, bytes) in zip(names, expected) {
                    let path = "\(out)/\(name)"
                    guard FileManager.default.fileExists(atPath: path) else { continue }
                    #expect(
                        try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "round \(round): \(name) is partial")
                }
                for name in names where FileManager.default.fileExists(atPath: "\(out)/\(name)") {
                    try FileManager.default.removeItem(atPath: "\(out)/\(name)")
                }
            }
            #expect(interruptedMidWrite > 0, "no kill landed while a file was being written")
            #expect(try ReportFileTests.tool(arguments(out)).status == 0)
            for (name, bytes) in zip(names, expected) {
                #expect(try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name)")) == bytes)
            }
            #expect(
                files.temporaries(in: out).isEmpty, "stale temporary files were left: \(files.temporaries(in: out))")
        }
    }
}
