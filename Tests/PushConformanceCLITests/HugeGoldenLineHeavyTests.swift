@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

extension ClearErrorTests {
    /// A golden of one 60 MB line: a heavy suite (``HeavyTests``), run in release mode by CI's
    /// heavy step.
    @Suite("Clear errors: a 60 MB golden line (heavy)", HeavyTests.trait)
    struct HugeGoldenLineHeavyTests {
        @Test("A golden with one 60 MB line prints a few kilobytes, with a marker")
        func hugeGoldenLine() async throws {
            let root = temporaryFolder("huge-golden")
            let goldens = root.appendingPathComponent("Golden/altcraft").path
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
            let line = #"{"t": ""# + String(repeating: "x", count: 60_000_000) + #""}"#
            try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: goldens + "/payload.over-4096-bytes.jsonl"))
            let run = await CLIHarness().run([
                "run", "--goldens", root.appendingPathComponent("Golden").path, "--vendor", "altcraft",
                "--scenario", "payload.over-4096-bytes",
            ])
            #expect(run.status == .failure)
            #expect(run.all.utf8.count < 100_000, "\(run.all.utf8.count) bytes printed")
            #expect(run.output.contains("more bytes)"), "no cut marker")
            #expect(run.output.contains("transcript differs from the golden"))
        }
    }
}
