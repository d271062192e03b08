package import PushConformance
import PushContract
import PushTestKit

/// A run report with one case of every outcome over two vendors, for the reporters' tests: one a
/// run can write (``ResultsJSON/decode(_:)`` refuses a report whose cases disagree).
package enum SampleReport {
    package static let deviation = RunReport.Deviation(
        invariant: .noNetworkForForeignPayload, scenarios: ["lifecycle.*"],
        summary: "Sends an open for a foreign payload <uid>",
        citation: "seed line 12 & \"notes\"")

    package static var report: RunReport {
        var behaviour = CaseBehaviour()
        behaviour.events = [CaseBehaviour.Item(text: "push.received [203]", count: 2)]
        behaviour.errors = [CaseBehaviour.Item(text: "network.server-error [530] ↻", count: 1)]
        behaviour.http = [CaseBehaviour.Item(text: "POST /api/open → 200", count: 1)]
        behaviour.presentation = [CaseBehaviour.Item(text: "banner, sound", count: 1)]
        let finding = RunReport.Finding(
            invariant: .completionsExactlyOnce, level: .must, step: "tap", time: "5s",
            message: "the response completion was never called")
        // What alpha's listed deviation covers: a finding of that deviation's invariant.
        let deviated = RunReport.Finding(
            invariant: .noNetworkForForeignPayload, level: .must, step: "push", time: "1s",
            message: "a request was sent for a foreign payload")
        return RunReport(
            vendors: [
                RunReport.Vendor(
                    id: "alpha", displayName: "Alpha-style", capabilities: ["push-delegate", "subscription"],
                    knownDeviations: [deviation]),
                RunReport.Vendor(
                    id: "beta", displayName: "Beta & <Co>", capabilities: ["push-delegate"],
                    knownDeviations: [deviation]),
            ],
            scenarios: [
                RunReport.ScenarioInfo(
                    id: "lifecycle.tap", facet: "lifecycle", title: "A tap is an open",
                    requirements: [RequirementID(rawValue: "P3")],
                    requires: ["push-delegate"]),
                RunReport.ScenarioInfo(
                    id: "subscription.subscribe", facet: "subscription", title: "Subscribe",
                    requirements: [.legalSubscriptionMoves], requires: ["subscription"]),
            ],
            cases: [
                RunReport.Case(
                    vendor: "alpha", scenario: "lifecycle.tap", facet: "lifecycle", outcome: .knownDeviation,
                    golden: .matched,
                    deviations: [RunReport.ShownDeviation(deviation: deviation, findings: [deviated])],
                    behaviour: behaviour, transcript: [#"{"t":"0s"}"#]),
                RunReport.Case(
                    vendor: "alpha", scenario: "subscription.subscribe", facet: "subscription", outcome: .pass,
                    golden: .matched, behaviour: behaviour),
                RunReport.Case(
                    vendor: "beta", scenario: "lifecycle.tap", facet: "lifecycle", outcome: .fail, golden: .mismatch,
                    firstDivergence: "line 3", diff: "- old\n+ new <x>", violations: [finding],
                    staleDeviations: [deviation],
                    rerecordCommand: "swift run push-conformance record --vendor beta --scenario lifecycle.tap"),
                RunReport.Case(
                    vendor: "beta", scenario: "subscription.subscribe", facet: "subscription", outcome: .notApplicable,
                    golden: .notCompared, note: "needs subscription"),
            ],
            problems: [RunProblem(.unusedGolden, subject: "beta/old.jsonl", message: "unused golden beta/old.jsonl")])
    }

    /// The same report with one more errored case (for JUnit's error mapping).
    package static var withErrored: RunReport {
        var report = report
        report.scenarios.append(
            RunReport.ScenarioInfo(
                id: "payload.bad", facet: "payload", title: "Bad", requirements: [],
                requires: []))
        report.cases.append(
            RunReport.Case(
                vendor: "beta", scenario: "payload.bad", facet: "payload", outcome: .errored,
                golden: .notCompared, note: "step a: \u{1}control char"))
        return report
    }
}
