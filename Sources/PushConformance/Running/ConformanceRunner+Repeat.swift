import PushContract
import PushRouter
import PushSimulator

extension ConformanceRunner {
    /// Runs the case a second time on a fresh device: a transcript that differs from the first
    /// run's `lines` read a wall clock or kept state outside the objects its factories made
    /// (ADP-003, ADP-005), so no golden could ever hold. Returns that violation, at the first
    /// differing line; nil when both runs give the same bytes.
    static func repeatDifference(
        _ lines: [String], vendor: any PushVendor, scenario: Scenario,
        routing: [any PushVendor]?
    ) -> Violation? {
        let budget = scenario.requirements.contains(.explorationNoRunaway) ? Exploration.workBudget : nil
        let executor =
            routing.map { ScenarioExecutor(routing: $0, scenario: scenario, workLimit: budget) }
            ?? ScenarioExecutor(vendor: vendor, scenario: scenario, workLimit: budget)
        guard let again = try? executor.run().map(\.line) else {
            return Violation(
                invariant: .freshAdapterPerHost, level: .must, step: "given", time: "0s",
                message:
                    "factory audit: the case ran once, but its second run on a fresh device could not run to the end")
        }
        guard let divergence = LineDiff.firstDivergence(lines, again) else { return nil }
        return Violation(
            invariant: .freshAdapterPerHost, level: .must, step: "given", time: "0s",
            message: "factory audit: the same case run twice on fresh devices gave different transcripts "
                + "(a wall clock, a random id or state kept between cases), first at line \(divergence.line): "
                + "\(divergence.golden ?? "(end)") then \(divergence.actual ?? "(end)")")
    }
}
