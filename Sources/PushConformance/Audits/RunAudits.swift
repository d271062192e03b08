package import PushContract

/// Every audit of a run, in one place, so the command line, ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)``
/// and the matrix tests report the same problems for the same run:
/// - PAY-002 ownership conflicts over the selected vendors and scenarios (``ExclusiveOwnership``),
///   and against the labelled payloads of every built-in vendor the run does not include
///   (``OwnershipCorpus``);
/// - on a full run (no filter, not stopped early, every scenario file loaded): stale known
///   deviations (``DeviationAudit``) and, with several vendors, scenarios no vendor can run
///   (``ApplicabilityAudit``);
/// - on a full run or when asked: goldens no case reads (``GoldenAudit``);
/// - goldens the run wrote: a recording run never passes ("recorded N goldens: read them, then
///   re-run"), as in swift-snapshot-testing.
package enum RunAudits {
    /// What the audits look at.
    package struct Input {
        /// Every vendor of the run (before filtering).
        package var vendors: [any PushVendor]
        /// The vendors the selection keeps.
        package var selectedVendors: [any PushVendor]
        /// Every loaded scenario.
        package var scenarios: [Scenario]
        /// The scenarios the selection keeps.
        package var selectedScenarios: [Scenario]
        /// The cases that ran.
        package var cases: [RunReport.Case]
        /// The goldens folder.
        package var goldens: GoldenStore
        /// Whether this is a full run (see above).
        package var fullRun: Bool
        /// Whether to run the golden audit on a filtered run too.
        package var reportUnusedGoldens: Bool
        /// The bundled scenarios' ids when the run is of another scenario folder (nil: the run is
        /// of the bundled suite): known deviations name bundled scenarios.
        package var bundledScenarioIDs: Set<String>?
        /// Payloads labelled with the built-in vendor that owns each; the run's vendors must not
        /// claim those of a vendor the run does not include (PAY-002).
        package var ownershipCorpus: OwnershipCorpus?

        /// Creates the input.
        package init(
            vendors: [any PushVendor], selectedVendors: [any PushVendor], scenarios: [Scenario],
            selectedScenarios: [Scenario], cases: [RunReport.Case], goldens: GoldenStore, fullRun: Bool,
            reportUnusedGoldens: Bool
        ) {
            self.vendors = vendors
            self.selectedVendors = selectedVendors
            self.scenarios = scenarios
            self.selectedScenarios = selectedScenarios
            self.cases = cases
            self.goldens = goldens
            self.fullRun = fullRun
            self.reportUnusedGoldens = reportUnusedGoldens
        }
    }

    /// The problem of a run that wrote goldens.
    package static func recorded(_ count: Int) -> RunProblem {
        RunProblem(
            .goldensRecorded, message: "recorded \(count) golden\(count == 1 ? "" : "s"): read them, then re-run")
    }

    /// The run-level problems, one sentence each: unused goldens, ownership conflicts, stale
    /// deviations and unrunnable scenarios, then the recorded-goldens notice.
    package static func problems(_ input: Input) -> [RunProblem] {
        var problems: [RunProblem] = []
        if input.fullRun || input.reportUnusedGoldens {
            problems += GoldenAudit.find(goldens: input.goldens, vendors: input.vendors, scenarios: input.scenarios)
                .map { RunProblem(.unusedGolden, subject: $0.description, message: "unused golden \($0)") }
        }
        problems += ExclusiveOwnership.conflicts(vendors: input.selectedVendors, scenarios: input.selectedScenarios)
            .map { RunProblem(.ownershipConflict, requirement: .exclusiveOwnership, message: $0.description) }
        if let corpus = input.ownershipCorpus {
            problems += corpus.problems(
                vendors: input.selectedVendors, skipping: Set(input.vendors.map(\.descriptor.id)))
        }
        if input.fullRun {
            problems += DeviationAudit.problems(
                vendors: input.vendors, scenarios: input.scenarios, results: input.cases,
                otherScenarioIDs: input.bundledScenarioIDs)
            // One vendor lacking a capability is what "not applicable" means; a scenario no
            // vendor of a several-vendor run can run is a mistake in the scenario.
            if input.vendors.count > 1 {
                problems += ApplicabilityAudit.problems(scenarios: input.scenarios, results: input.cases)
            }
        }
        let recorded = input.cases.filter(\.wroteGolden).count
        if recorded > 0 { problems.append(Self.recorded(recorded)) }
        return problems
    }
}
