package import PushContract

/// Scenarios that no vendor of a run can run: every case of theirs is "not applicable".
///
/// "Not applicable" is never a pass, but it is not a failure either, so a scenario whose
/// `requires` no vendor meets would sit in the suite exercising nothing. A full run with several
/// vendors reports each such scenario as a run problem (the run fails): either a vendor should
/// have the capability, or the scenario should go. A router scenario counts like any other: it
/// has one case, vendor `router`, with the union of the vendors' capabilities.
///
/// Only meaningful on a full, unfiltered run of more than one vendor: a single vendor lacking a
/// capability (`--vendor X`, ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)``)
/// is exactly what "not applicable" is for.
package enum ApplicabilityAudit {
    /// Capabilities no built-in vendor declares, because no SDK the built-in adapters copy has
    /// them: push-to-start registration, channel activities and starting activities through the
    /// SDK (Actito, the only built-in vendor with live activities, has none of the three; its
    /// sample app's tracking is `live-activity-tracking`, which is therefore not listed). The test
    /// kit's outside-style vendor implements them, and `swift test` runs every scenario needing
    /// one on it (`PlantedBugCatalogueTests`), so a CLI run of the built-in vendors does not flag
    /// them.
    package static let testKitCapabilities: Set<Capability> = [
        .liveActivityPushToStart, .liveActivityChannels, .liveActivityStart,
    ]

    /// The problems, one sentence each, in scenario order.
    package static func problems(scenarios: [Scenario], results: [RunReport.Case]) -> [RunProblem] {
        var outcomes: [String: [CaseOutcome]] = [:]
        for result in results { outcomes[result.scenario, default: []].append(result.outcome) }
        return scenarios.compactMap { scenario in
            guard let cases = outcomes[scenario.id], !cases.isEmpty, cases.allSatisfy({ $0 == .notApplicable }),
                scenario.requires.isDisjoint(with: testKitCapabilities)
            else {
                return nil
            }
            let needs = scenario.requires.sorted().map(\.rawValue).joined(separator: ", ")
            return RunProblem(
                .unrunnableScenario, subject: scenario.id,
                message:
                    "scenario \(scenario.id) (\(scenario.file)) is not applicable for any vendor of the run: none has all of [\(needs)]; give a vendor the capability or remove the scenario"
            )
        }
    }
}
