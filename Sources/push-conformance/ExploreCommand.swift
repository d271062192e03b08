import PushConformanceReports
import PushConformance
import PushContract

/// `push-conformance explore`: stateful, randomised testing of adapters (``Explorer``). Each
/// run draws a sequence of steps from the scenario vocabulary, runs it on the simulated device
/// with every invariant on, and shrinks what breaks to a minimal ordinary scenario file.
struct ExploreCommand: ConformanceVerb {
    /// `--vendor`: vendor ids or globs (required).
    var vendors: [String] = []
    /// `--seed N`.
    var seed: UInt64 = 1
    /// `--runs N` (nil: the default, unless `--budget` is given).
    var runs: Int?
    /// `--budget SECONDS`: explore until this much wall time has passed (per vendor).
    var budgetSeconds: Int?
    /// `--facet CAPABILITY`: weight these facets' steps up.
    var facets: [String] = []
    /// `--steps MAX`.
    var maxSteps = Exploration().maxSteps
    /// `--out DIR`: where the shrunk scenarios go (`DIR/explore/<id>.json`).
    var output: String?
    /// `--trace`: print every generated step before it runs.
    var trace = false

    /// The defaults.
    init() {}

    /// `explore`.
    static let name = "explore"
    /// For the command list.
    static let abstract = "generate random step sequences for a vendor, check every invariant, shrink what breaks"
    /// The bound on `--budget`.
    static let budgetRange = 1...86_400
    /// Runs when neither `--runs` nor `--budget` is given.
    static let defaultRuns = 1_000
    /// After the options.
    static let discussion = """
        Each run draws up to --steps steps (launch, relaunch, terminate, app states, permission and
        token changes, own, foreign and malformed pushes through the app and the service extension,
        taps, dismisses and buttons, server answers 2xx/4xx/5xx/429/offline/timed-out/hang/delay,
        media answers, the vendor's facets, time) from a generator seeded with --seed and the run's
        number, runs them on the simulated device with every invariant on, then waits 6 virtual
        hours and checks EXP-001..006 as well (no trap, no runaway, no completion left uncalled,
        no queued work lost across a relaunch). Runs breaking one invariant are grouped by
        mechanism (the step kind, the request or completion involved, and the violation's
        mechanism); the first run of each group is shrunk to a minimal sequence and written under
        --out DIR as an ordinary scenario (its title names the seed, the invariant and the
        mechanism). A finding of a mechanism the vendor's known deviation names is printed as
        known, whatever scenarios the deviation names; it and each warning also get a golden
        under DIR/<vendor>, so replaying exits as exploring did. The last lines print the
        replay command for each vendor, with the scenarios it wrote; for example (exit 0 both):
          push-conformance explore --vendor q2 --seed 1 --runs 200 --out out/explore
          push-conformance run --scenarios out/explore --goldens out/explore --vendor q2 --scenario 'explore.q2-*'
        The same seed gives the same sequences and findings; --budget stops on the wall clock,
        which appears only in the runs-per-second line.
        exit status: 0 nothing found (SHOULD warnings and known deviations allowed), 1 findings,
        64 usage errors.
        """

    /// The options.
    static let options: [CommandOption<ExploreCommand>] = [
        .value(
            "--vendor", "ID|GLOB", section: "exploration",
            help: "the vendors to explore, one after the other (required;\nrepeatable, or comma-separated)",
            repeatable: true
        ) { command, value throws(UsageError) in command.vendors += try OptionValue.list(value, flag: "--vendor") },
        .value("--seed", "N", section: "exploration", help: "the seed, 0-\(UInt64.max) (default 1)") {
            command, value throws(UsageError) in
            guard let seed = UInt64(value) else {
                throw UsageError("--seed '\(value)' is not a number from 0 to \(UInt64.max)")
            }
            command.seed = seed
        },
        .value(
            "--runs", "N", section: "exploration",
            help:
                "sequences per vendor, \(Exploration.runsRange.lowerBound)-\(Exploration.runsRange.upperBound) (default \(defaultRuns))"
        ) {
            command, value throws(UsageError) in
            command.runs = try OptionValue.number(value, flag: "--runs", in: Exploration.runsRange)
        },
        .value(
            "--budget", "SECONDS", section: "exploration",
            help:
                "explore each vendor for this much wall time instead, \(budgetRange.lowerBound)-\(budgetRange.upperBound)"
        ) {
            command, value throws(UsageError) in
            command.budgetSeconds = try OptionValue.number(value, flag: "--budget", in: budgetRange)
        },
        .value(
            "--facet", "CAPABILITY", section: "exploration",
            help:
                "weight this facet's steps up (a capability the vendor declares:\nsubscription, live-activities, notification-service…; repeatable)",
            repeatable: true
        ) { command, value throws(UsageError) in
            for name in try OptionValue.list(value, flag: "--facet") {
                let known = Capability.allKnown.map(\.rawValue)
                guard known.contains(name) else {
                    throw UsageError(
                        "--facet '\(name)' is not a capability"
                            + Suggestion.didYouMean(
                                name, among: known,
                                otherwise: "; known: \(known.joined(separator: ", "))"))
                }
                command.facets.append(name)
            }
        },
        .value(
            "--steps", "MAX", section: "exploration",
            help:
                "the most steps one sequence has, \(Exploration.stepsRange.lowerBound)-\(Exploration.stepsRange.upperBound) (default \(Exploration().maxSteps))"
        ) {
            command, value throws(UsageError) in
            command.maxSteps = try OptionValue.number(value, flag: "--steps", in: Exploration.stepsRange)
        },
        .value("--out", "DIR", section: "exploration", help: "write each shrunk finding as DIR/explore/<id>.json") {
            command, value throws(UsageError) in command.output = try OptionValue.path(value, flag: "--out")
        },
        .flag(
            "--trace", section: "exploration",
            help:
                "print every generated step (as scenario JSON) before it runs:\nthe last one before a trap is the step the adapter trapped on"
        ) {
            command in command.trace = true
        },
    ]

    /// `--runs` and `--budget` answer one question; a vendor is required.
    mutating func validate() throws(UsageError) {
        if let runs, let budgetSeconds {
            throw UsageError("give --runs or --budget, not both (--runs \(runs), --budget \(budgetSeconds))")
        }
        if vendors.isEmpty { throw UsageError("explore needs --vendor ID (see: \(HelpText.tool) list)") }
    }

    /// The exploration for one vendor.
    var exploration: Exploration {
        Exploration(
            seed: seed, runs: runs ?? (budgetSeconds == nil ? Self.defaultRuns : Exploration.runsRange.upperBound),
            maxSteps: maxSteps, facets: facets.map { Capability(rawValue: $0) })
    }

    /// Explores.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        ExplorationRun(command: self).execute(in: context)
    }
}
