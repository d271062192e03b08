@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The record loop, as swift-snapshot-testing has it: a run that writes goldens says so and
/// fails; the next run passes; a transcript breaking a MUST invariant is never written; the
/// hint names the command that works where the check ran.
@Suite("Record loop")
struct RecordLoopTests {
    let retryScenario = """
        {"id": "lifecycle.foreground", "title": "A 400 answer is not retried", "steps": [
          {"id": "launch", "launch": {}}, {"id": "server", "serverAnswers": [{"status": 400}]},
          {"id": "subscribe", "subscribe": {}}, {"id": "wait", "advance": "2s"}]}
        """

    /// A suite with one scenario, run with the verify hint (the environment variable).
    func run(_ vendor: TestVendor, root: String, mode: RecordMode) async -> RunReport {
        var options = RunOptions()
        options.recordHint = .environment
        return await ConformanceSuite(root: root).run([vendor], recordMode: mode, options: options)
    }

    @Test("Recording says 'recorded N goldens: read them, then re-run' and fails; the next plain run passes")
    func recordingFailsThenPasses() async throws {
        let root = try VerifyFixture.makeRoot()
        let recorded = await run(TestVendor(), root: root, mode: .missing)
        #expect(!recorded.succeeded)
        #expect(recorded.problems.map(\.message) == ["recorded 1 golden: read them, then re-run"])
        #expect(recorded.cases.map(\.golden) == [.recorded])
        #expect(recorded.description.contains("recorded 1 golden: read them, then re-run"))

        let again = await run(TestVendor(), root: root, mode: .missing)
        #expect(again.succeeded, "\(again)")
        #expect(again.cases.map(\.golden) == [.matched])
    }

    @Test("A transcript breaking a MUST invariant is never written, in any mode")
    func neverRecordsABrokenTranscript() async throws {
        let root = try VerifyFixture.makeRoot(scenario: retryScenario)
        var broken = TestVendor()
        broken.faults.retriesClientErrors = true
        for mode in [RecordMode.missing, .failed, .all] {
            let report = await run(broken, root: root, mode: mode)
            #expect(!report.succeeded)
            #expect(report.cases.first?.golden == .missing, "mode \(mode)")
            #expect(report.cases.first?.violations.contains { $0.invariant == .retryOnlyRetryable } == true)
        }
        #expect(GoldenStore(root: root + "/Golden").all().isEmpty)

        // An existing good golden is not overwritten by a broken transcript in `failed` or `all` mode.
        _ = await run(TestVendor(), root: root, mode: .missing)
        let good = GoldenStore(root: root + "/Golden").read(vendor: "test", scenario: "lifecycle.foreground")
        for mode in [RecordMode.failed, .all] {
            let report = await run(broken, root: root, mode: mode)
            #expect(report.cases.first?.golden == .mismatch, "mode \(mode)")
            #expect(
                report.cases.first?.note?.contains(
                    "golden not recorded: the transcript breaks a MUST invariant (NET-001)") == true)
        }
        #expect(GoldenStore(root: root + "/Golden").read(vendor: "test", scenario: "lifecycle.foreground") == good)
    }

    @Test("verify's hint names PUSH_CONFORMANCE_RECORD with swift test; the command line's names its record verb")
    func hintsWorkWhereTheCheckRan() async throws {
        let root = try VerifyFixture.makeRoot()
        let verified = await ConformanceSuite.verify(
            TestVendor(), scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden")
        #expect(verified.cases.first?.rerecordCommand == "PUSH_CONFORMANCE_RECORD=missing swift test")
        #expect(verified.description.contains("PUSH_CONFORMANCE_RECORD=missing swift test"))
        #expect(!verified.description.contains("swift run push-conformance"))

        try FileManager.default.createDirectory(atPath: root + "/Golden", withIntermediateDirectories: true)
        let cli = await CLIHarness(vendors: [TestVendor()]).run([
            "run", "--scenarios", root + "/Scenarios", "--goldens", root + "/Golden",
        ])
        #expect(
            cli.output.contains(
                "swift run push-conformance record --vendor test --scenario lifecycle.foreground --scenarios "
                    + root + "/Scenarios --goldens " + root + "/Golden"), "\(cli.all)")
    }

    @Test("The record verb exits 1 when it wrote a golden and 0 once every golden matches")
    func recordVerbExitStatus() async throws {
        let root = try VerifyFixture.makeRoot()
        let arguments = [
            "record", "--mode", "missing", "--scenarios", root + "/Scenarios", "--goldens", root + "/Golden",
        ]
        let first = await CLIHarness(vendors: [TestVendor()]).run(arguments, environment: [:])
        #expect(first.status == .failure)
        #expect(first.all.contains("recorded 1 golden: read them, then re-run"), "\(first.all)")
        let second = await CLIHarness(vendors: [TestVendor()]).run(arguments, environment: [:])
        #expect(second.status == .success, "\(second.all)")
    }
}
