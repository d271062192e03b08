import PushConformance
import PushConformanceTestSupport
import PushContract
import Testing

/// `explore` calls a finding known exactly when `run` would excuse it: by the mechanism a
/// deviation names, whether the deviation names scenarios or not (issue 33 item 4).
@Suite("explore: known by mechanism")
struct ExplorationKnownTests {
    /// The planted bug's mechanism: the tap's completion waits for a request the server never answers.
    static let mechanism = ViolationMechanism.completionAwaitsUnansweredRequest("response")

    private func explore(_ deviations: [KnownDeviation]) -> ExplorationReport {
        var vendor = PlantedBugVendor(bug: .tapCompletionWaitsForNetwork)
        vendor.deviations = deviations
        return Explorer(vendor: vendor, exploration: Exploration(seed: 7, runs: 200, maxSteps: 25)).explore()
    }

    private func deviation(scenarios: [String], mechanism: ViolationMechanism?) -> KnownDeviation {
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: scenarios,
            summary: "The tap's completion waits for the open request.", citation: "planted", mechanism: mechanism)
    }

    @Test(
        "A finding of the mechanism a deviation names is known, whether the deviation names scenarios or not",
        arguments: [[], ["lifecycle.tap-server-never-answers"]])
    func knownByMechanism(scenarios: [String]) {
        let listed = deviation(scenarios: scenarios, mechanism: Self.mechanism)
        let report = explore([listed])
        let known = report.known.filter { $0.invariant == .explorationSettlesWhenQuiet }
        #expect(!known.isEmpty, "\(report.findings.map(\.message))")
        #expect(known.allSatisfy { $0.deviation == listed && $0.mechanism.contains(Self.mechanism.name) })
        // (Its open request for another SDK's tap is a NET-002 finding of its own.)
        #expect(!report.findings.contains { $0.invariant == .explorationSettlesWhenQuiet })
    }

    @Test("A deviation naming scenarios but no mechanism, or another mechanism, leaves the finding a finding")
    func notKnownOtherwise() {
        for listed in [
            deviation(scenarios: ["lifecycle.tap-server-never-answers"], mechanism: nil),
            deviation(scenarios: [], mechanism: .completionFrozenBySuspension("response")),
            deviation(scenarios: [], mechanism: .completionAwaitsUnansweredRequest("status")),
        ] {
            let report = explore([listed])
            #expect(report.findings.contains { $0.invariant == .explorationSettlesWhenQuiet }, "\(listed)")
            #expect(report.known.isEmpty)
        }
    }
}
