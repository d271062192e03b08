import PushConformanceReports
import PushConformance
import PushContract

/// Applies ``SelectionOptions`` to the scenarios and vendors of a run (or of a results file),
/// and explains a filter that selects nothing.
///
/// Semantics:
/// - `--scenario`: the scenario id matches one of the globs.
/// - `--requirement ID`: the scenario lists `ID` in its `requirements` (R1–R21, P1–P9,
///   invariant ids such as `CMP-001`, contract ids such as `LA-001`).
/// - `--invariant ID`: the scenario lists the invariant in its `requirements`, or a selected
///   vendor declares a known deviation of it naming the scenario (by id or glob; a deviation
///   declared for every scenario names none). Every invariant is still checked on every
///   selected case: the filter chooses scenarios, not checks.
/// - Values of one filter add up; filters of different kinds narrow together.
struct ScenarioSelection {
    /// What the user asked for.
    let options: SelectionOptions

    /// A scenario as the selection sees it.
    struct Candidate {
        /// Its id.
        var id: String
        /// The requirement ids it cites.
        var requirements: [String]
    }

    /// Every requirement id a scenario may cite, in catalogue order (invariants, R, P).
    static var requirementIDs: [String] {
        RequirementCatalog.all.keys.map(text).sorted(by: ConformanceCLI.requirementOrder)
    }

    /// Every invariant id.
    static var invariantIDs: [String] {
        let ids: [RequirementID] =
            Invariant.builtIn.map(\.id) + [.explorationNoTrap, .explorationNoRunaway, .explorationSettlesWhenQuiet]
        return ids.map { text($0) }
    }

    /// The text of an id (ids may be typed values that print as their text).
    static func text(_ id: some CustomStringConvertible) -> String { id.description }

    /// The vendor ids the vendor filters keep.
    func keepsVendor(_ id: String) -> Bool {
        options.vendors.isEmpty || options.vendors.contains { Glob.matches($0, id) }
    }

    /// Whether the scenario is selected, given the known deviations of the selected vendors.
    func selects(_ scenario: Candidate, deviations: [KnownDeviation]) -> Bool {
        if !options.scenarios.isEmpty, !options.scenarios.contains(where: { Glob.matches($0, scenario.id) }) {
            return false
        }
        if !options.requirements.isEmpty, !options.requirements.contains(where: scenario.requirements.contains) {
            return false
        }
        if !options.invariants.isEmpty,
            !options.invariants.contains(where: { tied(scenario, to: $0, deviations: deviations) })
        {
            return false
        }
        return true
    }

    /// A results file's report with only the selected vendors, scenarios and their cases.
    func narrowed(_ report: RunReport, deviations: [KnownDeviation]) -> RunReport {
        var copy = report
        let kept = Set(report.scenarios.filter { selects(Candidate($0), deviations: deviations) }.map(\.id))
        copy.vendors = report.vendors.filter { keepsVendor($0.id) }
        copy.scenarios = report.scenarios.filter { kept.contains($0.id) }
        copy.cases = report.cases.filter { keepsVendor($0.vendor) && kept.contains($0.scenario) }
        return copy
    }

    private func tied(_ scenario: Candidate, to invariant: String, deviations: [KnownDeviation]) -> Bool {
        scenario.requirements.contains(invariant)
            || deviations.contains { deviation in
                Self.text(deviation.invariant) == invariant
                    && deviation.scenarios.contains { Glob.matches($0, scenario.id) }
            }
    }

    /// The first filter value that selects nothing, as a usage error with a suggestion; nil
    /// when every value selects something and the filters together select a scenario.
    /// `vendorNames`: display names by vendor id (`altcraft` → `Altcraft-style`), so a vendor
    /// typed by its name is pointed at its id.
    func problem(
        vendorIDs: [String], vendorNames: [String: String] = [:], scenarios: [Candidate],
        deviations: [KnownDeviation], source: String? = nil
    )
        -> UsageError?
    {
        let place = source.map { " in \($0)" } ?? ""
        for filter in options.vendors where !vendorIDs.contains(where: { Glob.matches(filter, $0) }) {
            return UsageError(
                "--vendor '\(filter)' matches no vendor\(place) (known: \(vendorIDs.sorted().joined(separator: ", ")))"
                    + Self.suggestVendor(filter, ids: vendorIDs, names: vendorNames))
        }
        let ids = scenarios.map(\.id)
        for filter in options.scenarios where !ids.contains(where: { Glob.matches(filter, $0) }) {
            return UsageError(
                "--scenario '\(filter)' matches no scenario\(place) (see: \(HelpText.tool) list)"
                    + Self.suggestScenario(filter, ids: ids))
        }
        for id in options.requirements where !scenarios.contains(where: { $0.requirements.contains(id) }) {
            return UsageError(
                "--requirement \(id) is cited by no scenario\(place) (see the coverage in: \(HelpText.tool) list)")
        }
        for id in options.invariants where !scenarios.contains(where: { tied($0, to: id, deviations: deviations) }) {
            return UsageError(
                "--invariant \(id) is cited by no scenario\(place), and no selected vendor lists a deviation of it")
        }
        if options.filtersScenarios, !scenarios.contains(where: { selects($0, deviations: deviations) }) {
            return UsageError(
                "the filters together select no scenario\(place); each selects some, but none is in all of them")
        }
        return nil
    }
}

extension ScenarioSelection {
    /// "Did you mean" for a vendor filter: the id itself, or the id of a vendor whose display
    /// name it is or is close to (`altcraft-style` → `altcraft`).
    static func suggestVendor(_ filter: String, ids: [String], names: [String: String]) -> String {
        let named = ids.compactMap { id in names[id].map { (name: $0, id: id) } }
        if let exact = named.first(where: { $0.name.lowercased() == filter.lowercased() }) {
            return "; did you mean '\(exact.id)' (\(exact.name))?"
        }
        guard let closest = Suggestion.closest(to: filter, among: ids + named.map(\.name)) else { return "" }
        if let byName = named.first(where: { $0.name == closest }), !ids.contains(closest) {
            return "; did you mean '\(byName.id)' (\(byName.name))?"
        }
        return "; did you mean '\(closest)'?"
    }

    /// "Did you mean" for a scenario filter: a facet glob or an id close to it, or the id whose
    /// part after its facet it is or is close to (`cold-start-tap` → `lifecycle.cold-start-tap`).
    static func suggestScenario(_ filter: String, ids: [String]) -> String {
        let tails = ids.map { id in
            (tail: id.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? id, id: id)
        }
        if let exact = tails.first(where: { $0.tail.lowercased() == filter.lowercased() }) {
            return "; did you mean '\(exact.id)'?"
        }
        let facets = Array(Set(ids.map { String($0.split(separator: ".").first ?? "") + ".*" })).sorted()
        if let closest = Suggestion.closest(to: filter, among: facets + ids) { return "; did you mean '\(closest)'?" }
        guard let tail = Suggestion.closest(to: filter, among: tails.map(\.tail)),
            let id = tails.first(where: { $0.tail == tail })?.id
        else { return "" }
        return "; did you mean '\(id)'?"
    }
}

extension ScenarioSelection.Candidate {
    /// A loaded scenario.
    init(_ scenario: Scenario) {
        self.init(id: scenario.id, requirements: scenario.requirements.map(ScenarioSelection.text))
    }

    /// A scenario read from a results file.
    init(_ scenario: RunReport.ScenarioInfo) {
        self.init(id: scenario.id, requirements: scenario.requirements.map(ScenarioSelection.text))
    }
}
