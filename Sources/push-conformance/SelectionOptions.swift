import PushContract
import PushConformanceReports
import PushConformance
/// Which vendors and scenarios a command works on, and where the scenario and golden files
/// are: the option group `run`, `record`, `list` and `compare` share.
///
/// Values of one filter add up (any of them); different filters narrow together (all of
/// them). A scenario is selected when it matches a `--scenario` glob, cites a `--requirement`
/// id, and is tied to an `--invariant` (each only when given). See ``ScenarioSelection``.
struct SelectionOptions: Sendable, Hashable {
    /// `--vendor`: vendor ids or globs (empty: all).
    var vendors: [String] = []
    /// `--scenario`: scenario ids or globs (empty: all).
    var scenarios: [String] = []
    /// `--requirement`: requirement ids; a scenario must cite one.
    var requirements: [String] = []
    /// `--invariant`: invariant ids; a scenario must cite one, or be where a selected vendor
    /// lists a known deviation of it.
    var invariants: [String] = []
    /// `--scenarios DIR`.
    var scenariosDirectory: String?
    /// `--goldens DIR`.
    var goldensDirectory: String?

    /// No filters, the package's own folders.
    init() {}

    /// Whether any filter narrows the run (so run-wide checks such as orphan goldens are off).
    var isFiltered: Bool { !vendors.isEmpty || filtersScenarios }

    /// Whether any filter narrows the scenarios.
    var filtersScenarios: Bool { !scenarios.isEmpty || !requirements.isEmpty || !invariants.isEmpty }

    static let section = "selection"

    /// The group's options.
    static let options: [CommandOption<SelectionOptions>] = [
        .value(
            "--vendor", "ID|GLOB", section: section, help: "only these vendors (repeatable, or comma-separated)",
            repeatable: true
        ) { selection, value throws(UsageError) in
            selection.vendors += try OptionValue.list(value, flag: "--vendor")
        },
        .value(
            "--scenario", "ID|GLOB", section: section, help: "only these scenarios (repeatable, or comma-separated)",
            repeatable: true
        ) { selection, value throws(UsageError) in
            selection.scenarios += try OptionValue.list(value, flag: "--scenario")
        },
        .value(
            "--requirement", "ID", section: section,
            help:
                "only scenarios citing this id in their requirements: R1-R21, P1-P9,\ninvariant or contract ids (repeatable, or comma-separated)",
            repeatable: true
        ) { selection, value throws(UsageError) in
            selection.requirements += try known(
                OptionValue.list(value, flag: "--requirement"), flag: "--requirement",
                ids: ScenarioSelection.requirementIDs)
        },
        .value(
            "--invariant", "ID", section: section,
            help:
                "only scenarios citing this invariant, or where a selected vendor\nlists a known deviation of it (repeatable, or comma-separated)",
            repeatable: true
        ) { selection, value throws(UsageError) in
            selection.invariants += try known(
                OptionValue.list(value, flag: "--invariant"), flag: "--invariant", ids: ScenarioSelection.invariantIDs)
        },
        .value(
            "--scenarios", "DIR", section: section,
            help: "scenario files (default: Conformance/Scenarios of this package)"
        ) {
            selection, value throws(UsageError) in
            selection.scenariosDirectory = try OptionValue.path(value, flag: "--scenarios")
        },
        .value("--goldens", "DIR", section: section, help: "golden files (default: Conformance/Golden of this package)")
        {
            selection, value throws(UsageError) in
            selection.goldensDirectory = try OptionValue.path(value, flag: "--goldens")
        },
    ]

    /// The ids, each checked against the known ones (with a suggestion for a typo).
    private static func known(_ ids: [String], flag: String, ids known: [String]) throws(UsageError) -> [String] {
        for id in ids where !known.contains(id) {
            let kind = flag == "--invariant" ? "an invariant id" : "a requirement id"
            throw UsageError(
                "\(flag) '\(id)' is not \(kind) (see: \(HelpText.tool) list)" + Suggestion.didYouMean(id, among: known))
        }
        return ids
    }
}
