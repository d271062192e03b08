@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// `verify` and `push-conformance` are thin callers of one pipeline (`ConformanceSuite.run`),
/// so they agree on every case's outcome, findings and the run's problems.
@Suite("One pipeline")
struct PipelineAgreementTests {
    /// What must agree: per case the outcome, golden status and findings; the run's problems.
    struct Verdict: Equatable {
        var cases: [String]
        var problems: [String]

        init(_ report: RunReport) {
            cases = report.cases.map { entry in
                "\(entry.id) \(entry.outcome.rawValue) \(entry.golden) "
                    + entry.violations.map(\.description).joined(separator: "; ")
                    + entry.deviations.map { "\($0.deviation.invariant)" }.joined(separator: ",")
            }
            problems = report.problems.map(\.message)
        }
    }

    @Test("verify and the command line give the same outcome and findings for the same vendor and scenarios")
    func verifyMatchesCommandLine() async throws {
        let root = try VerifyFixture.makeRoot()
        let other = """
            {"id": "lifecycle.second", "title": "A second claimed alert", "steps": [
              {"id": "launch", "launch": {}},
              {"id": "push", "push": {"payload": {"test": true, "aps": {"alert": "again"}}}},
              {"id": "wait", "advance": "1s"}
            ]}
            """
        try Data(other.utf8).write(to: URL(fileURLWithPath: root + "/Scenarios/lifecycle/second.json"))
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        try VerifyFixture.recordGolden(vendor, root: root, goldens: root + "/Golden")
        try GoldenStore(root: root + "/Golden").write(["{}"], vendor: "test", scenario: "lifecycle.removed")

        let verified = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden")
        let results = root + "/results.jsonl"
        let cli = await CLIHarness(vendors: [vendor]).run([
            "run", "--scenarios", root + "/Scenarios", "--goldens", root + "/Golden",
            "--json", results,
        ])
        let ran = try ResultsJSON.decode(String(contentsOfFile: results, encoding: .utf8))

        #expect(cli.status == .failure)
        #expect(!verified.succeeded)
        #expect(Verdict(verified) == Verdict(ran))
        #expect(
            verified.problems.map(\.message) == [
                "unused golden test/lifecycle.removed.jsonl: no scenario has this id (removed or renamed)"
            ])
        #expect(verified.failingCases.map(\.scenario) == ["lifecycle.foreground", "lifecycle.second"])
    }
}
