public import PushContract
import PushRouter

/// Everything one executed run showed, in the shape every reporter reads: the suite version,
/// the vendors with their capabilities and declared deviations, the scenarios, one entry per
/// vendor × scenario case (outcome, findings, condensed behaviour, transcript) and the
/// run-level problems (unreadable scenario files, unused goldens, payloads two vendors claim).
///
/// Built only from results (``init(vendors:scenarios:results:problems:)``) or read back from a
/// results file (``ResultsJSON/decode(_:)``), never from declarations alone.
public struct RunReport: Sendable, Hashable {
    /// A declared known deviation (the vendor descriptor's ``KnownDeviation``, as reported).
    public typealias Deviation = KnownDeviation

    /// A vendor as the run saw it.
    public struct Vendor: Sendable, Hashable {
        /// Stable id.
        public var id: String
        /// Name for people.
        public var displayName: String
        /// Capabilities, sorted.
        public var capabilities: [String]
        /// Declared known deviations.
        public var knownDeviations: [Deviation]

        /// Creates a vendor entry.
        public init(id: String, displayName: String, capabilities: [String], knownDeviations: [Deviation]) {
            self.id = id
            self.displayName = displayName
            self.capabilities = capabilities
            self.knownDeviations = knownDeviations
        }
    }

    /// A scenario as the run saw it.
    public struct ScenarioInfo: Sendable, Hashable {
        /// Stable id.
        public var id: String
        /// Facet (the id's first part).
        public var facet: String
        /// One sentence.
        public var title: String
        /// Requirement ids it cites.
        public var requirements: [RequirementID]
        /// Capabilities it needs, sorted.
        public var requires: [String]
        /// Its steps in order (empty when read from a results file written before steps were kept).
        public var steps: [Step]

        /// Creates a scenario entry.
        public init(
            id: String, facet: String, title: String, requirements: [RequirementID], requires: [String],
            steps: [Step] = []
        ) {
            self.id = id
            self.facet = facet
            self.title = title
            self.requirements = requirements
            self.requires = requires
            self.steps = steps
        }
    }

    /// A broken invariant in one case (the runner's ``Violation``, as reported).
    public typealias Finding = Violation

    /// A known deviation that showed, with what showed.
    public struct ShownDeviation: Sendable, Hashable {
        /// The entry.
        public var deviation: Deviation
        /// The violations it covers.
        public var findings: [Finding]

        /// Creates one.
        public init(deviation: Deviation, findings: [Finding]) {
            self.deviation = deviation
            self.findings = findings
        }
    }

    /// One vendor × scenario case: the one result model, produced by the runner and read by
    /// every reporter.
    public struct Case: Sendable, Hashable, Identifiable {
        /// Vendor id.
        public var vendor: String
        /// Scenario id.
        public var scenario: String
        /// Facet.
        public var facet: String
        /// Outcome.
        public var outcome: CaseOutcome
        /// What happened to its golden.
        public var golden: GoldenOutcome
        /// The first differing line, for a mismatch; why the golden cannot be used, for `unreadable`.
        public var firstDivergence: String?
        /// The line diff, for a mismatch.
        public var diff: String?
        /// MUST violations that fail the case.
        public var violations: [Finding]
        /// SHOULD violations.
        public var warnings: [Finding]
        /// Known deviations that showed.
        public var deviations: [ShownDeviation]
        /// Known deviations listed for the scenario that did not show (unexpected pass).
        public var staleDeviations: [Deviation]
        /// Why it errored or was not applicable.
        public var note: String?
        /// The command that re-records its golden.
        public var rerecordCommand: String
        /// What the vendor did.
        package var behaviour: CaseBehaviour
        /// The transcript lines.
        public var transcript: [String]

        /// `vendor/scenario`.
        public var id: String { "\(vendor)/\(scenario)" }

        /// Creates a case entry.
        package init(
            vendor: String, scenario: String, facet: String, outcome: CaseOutcome, golden: GoldenOutcome,
            firstDivergence: String? = nil, diff: String? = nil, violations: [Finding] = [], warnings: [Finding] = [],
            deviations: [ShownDeviation] = [], staleDeviations: [Deviation] = [], note: String? = nil,
            rerecordCommand: String = "", behaviour: CaseBehaviour = CaseBehaviour(), transcript: [String] = []
        ) {
            self.vendor = vendor
            self.scenario = scenario
            self.facet = facet
            self.outcome = outcome
            self.golden = golden
            self.firstDivergence = firstDivergence
            self.diff = diff
            self.violations = violations
            self.warnings = warnings
            self.deviations = deviations
            self.staleDeviations = staleDeviations
            self.note = note
            self.rerecordCommand = rerecordCommand
            self.behaviour = behaviour
            self.transcript = transcript
        }
    }

    /// The results schema's name.
    public static let schema = "push-conformance-results"
    /// The results schema's version.
    public static let schemaVersion = 1

    /// The suite version the run used.
    public var suiteVersion: String
    /// The vendors, in run order.
    public var vendors: [Vendor]
    /// The scenarios, sorted by id.
    public var scenarios: [ScenarioInfo]
    /// The cases, sorted by vendor then scenario.
    public var cases: [Case]
    /// Run-level problems that fail the run besides the cases.
    public var problems: [RunProblem]

    /// Creates a report from its parts.
    package init(
        suiteVersion: String = SuiteVersion.current, vendors: [Vendor], scenarios: [ScenarioInfo], cases: [Case],
        problems: [RunProblem] = []
    ) {
        self.suiteVersion = suiteVersion
        self.vendors = vendors
        self.scenarios = scenarios
        self.cases = cases
        self.problems = problems
    }

    /// The report of an executed run.
    public init(vendors: [any PushVendor], scenarios: [Scenario], results: [Case], problems: [RunProblem] = []) {
        let ran = Set(results.map(\.vendor))
        var entries = vendors.map(\.descriptor).filter { ran.contains($0.id) }.map { descriptor in
            Vendor(
                id: descriptor.id, displayName: descriptor.displayName,
                capabilities: descriptor.capabilities.sorted().map(\.rawValue),
                knownDeviations: descriptor.knownDeviations)
        }
        for id in ran.subtracting(entries.map(\.id)).sorted() {
            if id == RoutedVendor.id {
                let routed = RoutedVendor(vendors: vendors).descriptor
                entries.append(
                    Vendor(
                        id: id, displayName: routed.displayName,
                        capabilities: routed.capabilities.sorted().map(\.rawValue),
                        knownDeviations: []))
            } else {
                entries.append(Vendor(id: id, displayName: id, capabilities: [], knownDeviations: []))
            }
        }
        let ranScenarios = Set(results.map(\.scenario))
        self.init(
            vendors: entries,
            scenarios: scenarios.filter { ranScenarios.contains($0.id) }.map {
                ScenarioInfo(
                    id: $0.id, facet: $0.facet, title: $0.title, requirements: $0.requirements,
                    requires: $0.requires.sorted().map(\.rawValue), steps: $0.steps.map(Step.init))
            },
            cases: results, problems: problems)
    }

    /// Outcome counts over every case.
    public var totals: OutcomeCounts { counts { _ in true } }

    /// Outcome counts over the cases a predicate selects.
    public func counts(where include: (Case) -> Bool) -> OutcomeCounts {
        var counts = OutcomeCounts()
        for entry in cases where include(entry) { counts.add(entry.outcome) }
        return counts
    }

    /// Whether the run passed: no failed or errored case and no run-level problem.
    public var succeeded: Bool { totals.fail == 0 && totals.errored == 0 && problems.isEmpty }

    /// The facets, sorted.
    package var facets: [String] { Array(Set(scenarios.map(\.facet)).union(cases.map(\.facet))).sorted() }

    /// The vendors with at least one case in a facet (a facet's matrix shows only them).
    package func vendors(in facet: String) -> [Vendor] {
        vendors.filter { vendor in cases.contains { $0.vendor == vendor.id && $0.facet == facet } }
    }

    /// The case for a vendor and scenario, if it ran (a scan; reporters use ``CaseLookup``).
    package func entry(vendor: String, scenario: String) -> Case? {
        cases.first { $0.vendor == vendor && $0.scenario == scenario }
    }

    /// The cases indexed once, for reporters that look up every vendor × scenario cell: a run
    /// of 12,000 cases is read in one pass, not once per scenario.
    package struct CaseLookup {
        private var byVendor: [String: [String: Case]] = [:]
        private var countsByVendor: [String: OutcomeCounts] = [:]
        private var countsByVendorAndFacet: [String: [String: OutcomeCounts]] = [:]
        private let vendorOrder: [Vendor]
        /// Scenarios in which some case reported an error.
        package private(set) var scenariosWithErrors: Set<String> = []

        /// Indexes the report's cases (the first of two with the same id wins).
        package init(_ report: RunReport) {
            vendorOrder = report.vendors
            for entry in report.cases {
                if byVendor[entry.vendor]?[entry.scenario] == nil {
                    byVendor[entry.vendor, default: [:]][entry.scenario] = entry
                }
                if !entry.behaviour.errors.isEmpty { scenariosWithErrors.insert(entry.scenario) }
                countsByVendor[entry.vendor, default: OutcomeCounts()].add(entry.outcome)
                countsByVendorAndFacet[entry.vendor, default: [:]][entry.facet, default: OutcomeCounts()].add(
                    entry.outcome)
            }
        }

        /// The case for a vendor and scenario, if it ran.
        package func entry(vendor: String, scenario: String) -> Case? { byVendor[vendor]?[scenario] }

        /// Outcome counts of one vendor, in one facet or (nil) over all.
        package func counts(vendor: String, facet: String? = nil) -> OutcomeCounts {
            guard let facet else { return countsByVendor[vendor] ?? OutcomeCounts() }
            return countsByVendorAndFacet[vendor]?[facet] ?? OutcomeCounts()
        }

        /// The vendors with at least one case in a facet, in report order.
        package func vendors(in facet: String) -> [Vendor] {
            vendorOrder.filter { countsByVendorAndFacet[$0.id]?[facet] != nil }
        }
    }
}
