@testable import PushConformance
import PushContract
import PushTestKit
import Testing

/// Issue 26: exploration shows every mechanism behind an invariant, not only the first run's.
@Suite("Exploration groups findings by mechanism")
struct ExplorationMechanismTests {
    private func violation(_ step: String, _ message: String) -> Violation {
        Violation(invariant: .explorationSettlesWhenQuiet, level: .must, step: step, time: "0s", message: message)
    }

    private let steps = [
        ScenarioStep(id: "s1", action: .launch(.foreground)),
        ScenarioStep(
            id: "s2",
            action: .tap(
                notification: nil, action: NotificationResponse.defaultActionIdentifier,
                actionIndex: nil, text: nil)),
        ScenarioStep(id: "quiet", action: .advance(.seconds(60))),
    ]

    @Test("The mechanism is the named step's kind and the completion, without the run's step ids")
    func completion() {
        let mechanism = ExplorationMechanism.of(
            violation("finish", "the response completion (step s2) was still not called after 21600s of quiet"),
            steps: steps)
        #expect(mechanism == "tap: response completion")
    }

    @Test("A request is its method and path, host and query dropped, digits as N")
    func request() {
        let mechanism = ExplorationMechanism.of(
            violation("quiet", "GET https://push.example.test/api/v1/notification/m-42?x=1, first sent in step s1"),
            steps: steps)
        #expect(mechanism == "advance: GET /api/vN/notification/m-N")
        #expect(ExplorationMechanism.detail("POST /api/v1/event was retried after a 400") == "POST /api/vN/event")
    }

    @Test("A message naming neither gives the step kind alone")
    func stepOnly() {
        #expect(ExplorationMechanism.of(violation("s1", "the token was sent in upper case"), steps: steps) == "launch")
    }

    @Test("Two ways of breaking one invariant are two findings, each shrunk; one way is one")
    func twoMechanismsTwoFindings() {
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        vendor.faults.contentHandlerNever = true
        let report = Explorer(vendor: vendor, exploration: Exploration(seed: 3, runs: 300)).explore()
        let exp003 = report.findings.filter { $0.invariant == .explorationSettlesWhenQuiet }
        #expect(Set(exp003.map(\.mechanism)).count == exp003.count, "one finding per mechanism")
        #expect(exp003.contains { $0.mechanism.hasSuffix("will-present completion") }, "\(exp003.map(\.mechanism))")
        #expect(exp003.contains { $0.mechanism.hasSuffix("nse-content completion") }, "\(exp003.map(\.mechanism))")
        // Each group names its own mechanism in its file name and problem text.
        #expect(Set(exp003.map(\.relativePath)).count == exp003.count)
        #expect(exp003.allSatisfy { $0.problem.message.contains("at \($0.mechanism)") })
    }
}
