import PushConformance
@testable import PushConformanceTesting
import PushContract
import PushTestKit
import Testing

/// The library refuses what the command line refuses: a `PUSH_CONFORMANCE_RECORD` that names no
/// mode (`ALL`, `true`) or a malformed `PUSH_CONFORMANCE_CASE` makes `verify` and
/// `expectConformance` fail with one message, the command line's, instead of recording nothing
/// or selecting everything without a word.
@Suite("Bad environment values")
struct EnvironmentRefusalTests {
    static let altcraft = Fixture.vendor("altcraft")

    @Test(
        "A bad PUSH_CONFORMANCE_RECORD or PUSH_CONFORMANCE_CASE fails verify and expectConformance with the same message",
        arguments: [
            (
                ["PUSH_CONFORMANCE_RECORD": "ALL"],
                "PUSH_CONFORMANCE_RECORD='ALL' is not one of never, missing, failed, all; did you mean 'all'?"
            ),
            (
                ["PUSH_CONFORMANCE_RECORD": "true"],
                "PUSH_CONFORMANCE_RECORD='true' is not one of never, missing, failed, all"
            ),
            (
                ["PUSH_CONFORMANCE_CASE": "altcraft/lifecycle.cold-start-tap,,"],
                "PUSH_CONFORMANCE_CASE='altcraft/lifecycle.cold-start-tap,,' has an empty entry"
            ),
            (["PUSH_CONFORMANCE_CASE": "a/b/c"], "'a/b/c' is neither a case id (vendor/scenario) nor a scenario id"),
        ])
    func refused(_ environment: [String: String], _ message: String) async throws {
        let report = await ConformanceSuite.verify(
            Self.altcraft, goldens: Fixture.goldens, only: ["lifecycle.cold-start-tap"],
            environment: environment)
        #expect(report.cases.isEmpty, "a case ran")
        #expect(report.problems.map(\.kind) == [.environment])
        let problem = try #require(report.problems.first?.message)
        #expect(problem.contains(message), "\(problem)")
        let issues = await IssueCollector().collect {
            await expectConformance(
                Self.altcraft, only: ["lifecycle.cold-start-tap"], goldens: Fixture.goldens,
                environment: environment)
        }
        #expect(issues.map(\.message) == [problem])
        if environment["PUSH_CONFORMANCE_CASE"] != nil {
            let cases = ConformanceCases.all(for: Self.altcraft, environment: environment)
            #expect(cases.map(\.problem) == [problem])
        }
    }

    @Test("A mode asked for in code does not read PUSH_CONFORMANCE_RECORD; good values still work")
    func goodValues() async {
        let asked = await ConformanceSuite.verify(
            Self.altcraft, goldens: Fixture.goldens, only: ["lifecycle.cold-start-tap"],
            recordMode: .never, environment: ["PUSH_CONFORMANCE_RECORD": "ALL"])
        #expect(asked.succeeded, "\(asked)")
        let plain = await ConformanceSuite.verify(
            Self.altcraft, goldens: Fixture.goldens, only: ["lifecycle.cold-start-tap"],
            environment: ["PUSH_CONFORMANCE_RECORD": "never", "PUSH_CONFORMANCE_CASE": ""])
        #expect(plain.succeeded, "\(plain)")
    }
}
