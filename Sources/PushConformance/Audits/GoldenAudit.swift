package import PushContract

/// The one golden audit: goldens that no runnable case reads, orphans and unused alike (the
/// vendor or the scenario does not exist, or the vendor lacks a capability the scenario needs).
/// Found from the scenario files and the vendors' declarations, so it works on filtered runs
/// too (`--report-unused`); ``ConformanceSuite/run(_:selection:recordMode:options:)`` runs it on
/// every full run.
package enum GoldenAudit {
    /// One unused golden and why.
    package struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The vendor folder.
        package var vendor: String
        /// The scenario id (file name).
        package var scenario: String
        /// Why no case reads it.
        package var reason: String

        /// `vendor/scenario.jsonl: reason`.
        package var description: String { "\(vendor)/\(scenario).jsonl: \(reason)" }
    }

    /// Every golden in `goldens` that no planned case of these vendors and scenarios reads.
    package static func find(goldens: GoldenStore, vendors: [any PushVendor], scenarios: [Scenario]) -> [Entry] {
        // Keyed by vendor, then scenario id (the scenarios' own strings): one small entry per
        // planned case, however many scenarios there are.
        var runnable: [String: Set<String>] = [:]
        var notApplicable: [String: [String: Set<Capability>]] = [:]
        ConformanceRunner.forEachPlan(vendors: vendors, scenarios: scenarios) { plan in
            let scenario = scenarios[plan.scenario]
            let missing = scenario.requires.subtracting(plan.capabilities)
            let folder = goldens.folder(for: plan.vendorID)
            if missing.isEmpty {
                runnable[folder, default: []].insert(scenario.id)
            } else {
                notApplicable[folder, default: [:]][scenario.id] = missing
            }
        }
        let scenarioIDs = Set(scenarios.map(\.id))
        return goldens.all().compactMap { golden in
            if runnable[golden.vendor]?.contains(golden.scenario) == true { return nil }
            let reason: String
            if runnable[golden.vendor] == nil, notApplicable[golden.vendor] == nil {
                reason = "no vendor \"\(golden.vendor)\" runs in this suite"
            } else if !scenarioIDs.contains(golden.scenario) {
                reason = "no scenario has this id (removed or renamed)"
            } else if let missing = notApplicable[golden.vendor]?[golden.scenario] {
                reason = "not applicable: the vendor lacks \(missing.sorted().map(\.rawValue).joined(separator: ", "))"
            } else {
                reason = "the scenario does not run for this vendor"
            }
            return Entry(vendor: golden.vendor, scenario: golden.scenario, reason: reason)
        }
    }
}
