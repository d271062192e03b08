public import PushContract

/// One invariant a vendor broke during an exploration: the first run that broke it, shrunk to
/// a minimal sequence, and how many runs broke it in all.
public struct ExplorationFinding: Sendable, Hashable {
    /// The broken invariant (a built-in one or EXP-001…006).
    public var invariant: RequirementID
    /// MUST or SHOULD.
    public var level: RequirementLevel
    /// The vendor id.
    public var vendor: String
    /// The exploration's seed.
    public var seed: UInt64
    /// The first run (from 0) that broke it.
    public var run: Int
    /// What broke, in the shrunk sequence (the violation's description, or the refused step).
    public var message: String
    /// Steps of the run as generated (without the quiet period).
    public var originalLength: Int
    /// The shrunk sequence as a scenario (its last step is the quiet period).
    public var scenario: Scenario
    /// How many runs broke this invariant this way.
    public var occurrences: Int
    /// Where and how it happens: the kind of step, the request or completion involved and the
    /// violation's ``ViolationMechanism`` (`ExplorationMechanism`), e.g.
    /// `tap: response completion (response-completion-awaits-unanswered-request)` or `push: POST /event`.
    public var mechanism: String
    /// The vendor's known deviation that excuses it as `run` would (the mechanism it names,
    /// whatever scenarios it names): the finding is then reported as known, not as a failure,
    /// and its shrunk scenario replays in `run` as a known deviation.
    public var deviation: KnownDeviation?

    /// Steps of the shrunk sequence, without the quiet period.
    public var shrunkLength: Int { max(0, scenario.steps.count - 1) }

    /// Creates a finding.
    package init(
        invariant: RequirementID, level: RequirementLevel, vendor: String, seed: UInt64, run: Int, message: String,
        originalLength: Int, scenario: Scenario, occurrences: Int, mechanism: String = ""
    ) {
        self.invariant = invariant
        self.level = level
        self.vendor = vendor
        self.seed = seed
        self.run = run
        self.message = message
        self.originalLength = originalLength
        self.scenario = scenario
        self.occurrences = occurrences
        self.mechanism = mechanism
    }

    /// The finding as a run problem (``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)``):
    /// what broke, where it came from, and the shrunk scenario file's text.
    package var problem: RunProblem {
        RunProblem(.explorationFinding, requirement: invariant, subject: vendor, message: problemText)
    }

    /// The text of ``problem``.
    var problemText: String {
        "explore found \(invariant) (\(level.rawValue))\(mechanism.isEmpty ? "" : " at \(mechanism)") in \(occurrences) run(s), first run \(run) of seed \(seed), shrunk from "
            + "\(originalLength) to \(shrunkLength) steps: \(message)\nsave as <scenarios>/\(relativePath) to keep it as a regression scenario:\n"
            + (ScenarioEncoder.text(scenario) ?? "")
    }

    /// `explore/<vendor>-<invariant>-seed-<seed>-run-<run>[-<mechanism>].json`: the file under an
    /// output folder (the same finding, the same name; two mechanisms first seen in one run, two
    /// names).
    package var relativePath: String { "\(Exploration.scenarioFacet)/\(slug).json" }

    /// The part of the scenario id after `explore.`.
    var slug: String {
        let raw =
            "\(vendor)-\(invariant.rawValue.lowercased())-seed-\(seed)-run-\(run)"
            + (mechanism.isEmpty ? "" : "-" + mechanism.lowercased())
        var out = ""
        for character in raw {
            let kept: Character = character.isLetter || character.isNumber ? character : "-"
            if kept == "-", out.last == "-" { continue }
            out.append(kept)
        }
        return out.hasSuffix("-") ? String(out.dropLast()) : out
    }
}

/// What an exploration did: how many sequences ran and what broke.
public struct ExplorationReport: Sendable, Hashable {
    /// The vendor id.
    public var vendor: String
    /// The exploration as asked.
    public var exploration: Exploration
    /// Sequences run (fewer than asked when a time budget stopped it).
    public var runs: Int
    /// Steps run in all (generated steps plus each quiet period).
    public var steps: Int
    /// MUST findings, one per broken invariant and mechanism, in the order first found.
    public var findings: [ExplorationFinding]
    /// SHOULD findings, likewise (warnings: they do not fail the exploration).
    public var warnings: [ExplorationFinding]
    /// MUST findings of invariants the vendor lists as known deviations (they do not fail it).
    public var known: [ExplorationFinding]

    /// Whether nothing MUST-level broke.
    public var succeeded: Bool { findings.isEmpty }
}
