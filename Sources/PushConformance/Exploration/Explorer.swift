public import PushContract
import PushSimulator

/// `push-conformance explore`: stateful, randomised testing of one vendor's adapter. Each run
/// draws a sequence of steps from the scenario vocabulary (`SequenceGenerator`), runs it on a
/// fresh simulated device with every invariant on plus the explorer's own (``Invariant/exploration(for:)``),
/// ends it with `Exploration.quietPeriod` of quiet, and on a finding shrinks the sequence
/// (`ScenarioShrinker`) to a minimal ordinary scenario. Deterministic: the same vendor and
/// exploration give the same sequences and findings; wall time is used only by the caller's
/// `shouldStop`.
public struct Explorer: Sendable {
    /// The vendor under test.
    public var vendor: any PushVendor
    /// What to explore.
    public var exploration: Exploration

    /// Called with the run and each generated step before it runs (`explore --trace`: the last
    /// line before a trap names the step the adapter trapped on).
    package var trace: (@Sendable (_ run: Int, _ step: ScenarioStep) -> Void)?

    /// An explorer.
    public init(vendor: any PushVendor, exploration: Exploration) {
        self.vendor = vendor
        self.exploration = exploration
    }

    /// What one sequence did: every broken MUST invariant (one failure each, first message),
    /// and every broken SHOULD.
    struct Outcome {
        var steps: [ScenarioStep]
        var failures: [Failure]
        var warnings: [Failure]
    }

    /// A broken invariant, the message naming how, and the vendor's deviation that excuses it
    /// (``coveringDeviation(_:in:)``): a known finding.
    struct Failure: Hashable {
        var invariant: RequirementID
        var level: RequirementLevel
        var message: String
        var deviation: KnownDeviation?
        /// Where and how it happens (``ExplorationMechanism``: the step kind, the request or
        /// completion, and the violation's ``ViolationMechanism``): runs that break one invariant
        /// the same way are one group, shrunk once; another way of breaking it is another finding.
        var mechanism = ""

        /// Whether a deviation excuses it.
        var known: Bool { deviation != nil }

        /// One finding per invariant, mechanism and kind (known or not), so a known behaviour
        /// never hides a new one, and one mechanism never hides another.
        var key: String { "\(invariant.rawValue) \(mechanism)\(known ? " known" : "")" }
    }

    /// Runs the exploration. `shouldStop` is asked before each run (a time budget); `progress`
    /// after each, with the number of runs so far.
    public func explore(shouldStop: () -> Bool = { false }, progress: (Int) -> Void = { _ in }) -> ExplorationReport {
        var report = ExplorationReport(
            vendor: vendor.descriptor.id, exploration: exploration, runs: 0, steps: 0,
            findings: [], warnings: [], known: [])
        var firstRuns: [String: (run: Int, outcome: Outcome)] = [:]
        var order: [String] = []
        var counts: [String: Int] = [:]
        for index in 0..<exploration.runs {
            if shouldStop() { break }
            let outcome = generateAndRun(run: index)
            report.runs += 1
            report.steps += outcome.steps.count
            for failure in outcome.failures + outcome.warnings {
                counts[failure.key, default: 0] += 1
                if firstRuns[failure.key] == nil {
                    firstRuns[failure.key] = (index, outcome)
                    order.append(failure.key)
                }
            }
            progress(report.runs)
        }
        for key in order {
            guard let (run, outcome) = firstRuns[key],
                let failure = (outcome.failures + outcome.warnings).first(where: { $0.key == key })
            else { continue }
            var finding = shrinkToFinding(failure, steps: outcome.steps, run: run, occurrences: counts[key] ?? 1)
            // Known where a deviation excuses it as `run` would: by the violation's mechanism,
            // whatever scenarios the deviation names.
            finding.deviation = failure.deviation
            if failure.level != .must {
                report.warnings.append(finding)
            } else if finding.deviation != nil {
                report.known.append(finding)
            } else {
                report.findings.append(finding)
            }
        }
        return report
    }

    /// Generates run `index`'s sequence step by step on a live device and checks it.
    func generateAndRun(run index: Int) -> Outcome {
        var generator = SequenceGenerator(
            seed: SeededGenerator.runSeed(exploration.seed, run: index),
            capabilities: vendor.descriptor.capabilities, focus: Set(exploration.facets))
        let length = generator.random.int(in: 1...max(1, exploration.maxSteps))
        let executor = ScenarioExecutor(
            vendor: vendor, scenario: scenario(steps: [], title: ""), workLimit: Exploration.workBudget)
        let device = executor.start()
        var steps: [ScenarioStep] = []
        for number in 1...length {
            let step = ScenarioStep(id: "s\(number)", action: generator.nextAction(on: device))
            steps.append(step)
            trace?(index, step)
            do {
                try executor.execute(step, on: device)
            } catch {
                return Outcome(
                    steps: steps,
                    failures: [
                        Failure(
                            invariant: .explorationNoTrap, level: .must,
                            message: refusal(error))
                    ], warnings: [])
            }
        }
        let quiet = Self.quietStep
        do { try executor.execute(quiet, on: device) } catch {
            return Outcome(
                steps: steps, failures: [Failure(invariant: .explorationNoTrap, level: .must, message: refusal(error))],
                warnings: [])
        }
        device.finish()
        let failures = check(device.records, scenario: scenario(steps: steps + [quiet], title: ""))
        return Outcome(
            steps: steps, failures: Self.unique(failures.filter { $0.level == .must }),
            warnings: Self.unique(failures.filter { $0.level != .must }))
    }

    /// The steps run `index` generates (without the quiet period), as ``explore(shouldStop:progress:)`` runs them.
    package func sequence(run index: Int) -> [ScenarioStep] { generateAndRun(run: index).steps }

    /// Runs a sequence (without its quiet period) the way `run` would, and returns what broke.
    func replay(_ steps: [ScenarioStep]) -> [Failure] {
        let candidate = scenario(steps: steps + [Self.quietStep], title: "")
        do {
            let records = try ScenarioExecutor(vendor: vendor, scenario: candidate, workLimit: Exploration.workBudget)
                .run()
            return check(records, scenario: candidate)
        } catch {
            return [Failure(invariant: .explorationNoTrap, level: .must, message: refusal(error))]
        }
    }

    /// `the simulator refused step s4: no notification is shown` (no step id, so a shrunk
    /// sequence whose step ids differ still matches).
    private func refusal(_ error: ExecutionError) -> String {
        "a step could not run: \(error.message)"
    }

    /// The vendor's deviation that excuses `violation` in `scenario`, as `run` decides it
    /// (``KnownDeviation/excuses(_:in:)``): one naming the violation's mechanism, whatever
    /// scenarios it names, or one listed for the scenario (an `explore.*` glob).
    func coveringDeviation(_ violation: Violation, in scenario: Scenario) -> KnownDeviation? {
        vendor.descriptor.knownDeviations.first { $0.excuses(violation, in: scenario.id) }
    }

    /// Every violation, MUST first (covered ones too: the caller reports them as known). CMP-001's
    /// "never called" leftovers are EXP-003's after the quiet period, so they are reported once,
    /// as EXP-003.
    func check(_ records: [TranscriptRecord], scenario: Scenario) -> [Failure] {
        var failures: [Failure] = []
        // Judged as the lines write them, as `run` and `check` judge (a line the reader refuses
        // would be a simulator bug; the records as recorded hold the same fields then).
        let written = (try? WrittenTranscript.read(lines: records.map(\.line)).records) ?? records
        for invariant in Invariant.builtIn + Invariant.exploration(for: scenario) {
            for violation in invariant.check(written) {
                if violation.invariant == .completionsExactlyOnce,
                    violation.message.hasSuffix("completion was never called")
                {
                    continue
                }
                failures.append(
                    Failure(
                        invariant: violation.invariant, level: violation.level, message: violation.description,
                        deviation: coveringDeviation(violation, in: scenario),
                        mechanism: ExplorationMechanism.of(violation, steps: scenario.steps)))
            }
        }
        return failures.filter { $0.level == .must } + failures.filter { $0.level != .must }
    }

    private static func unique(_ failures: [Failure]) -> [Failure] {
        var seen: Set<String> = []
        return failures.filter { seen.insert($0.key).inserted }
    }

    /// The step every sequence ends with.
    static let quietStep = ScenarioStep(id: "quiet", action: .advance(Exploration.quietPeriod))

    /// A scenario holding `steps` as they are (the caller adds the quiet period).
    func scenario(
        steps: [ScenarioStep], title: String, id: String = "\(Exploration.scenarioFacet).sequence",
        requirements: [RequirementID] = []
    ) -> Scenario {
        var scenario = Scenario(
            id: id, title: title, requirements: requirements, requires: Self.requires(steps),
            given: DeviceSetup(), steps: steps, file: "")
        scenario.file = "\(Exploration.scenarioFacet)/\(id.dropFirst(Exploration.scenarioFacet.count + 1)).json"
        return scenario
    }

    /// The capabilities a sequence's facet steps need (so a vendor without them is "not applicable").
    static func requires(_ steps: [ScenarioStep]) -> Set<Capability> {
        var needed: Set<Capability> = []
        for step in steps {
            switch step.action {
            case .subscribe, .unsubscribe, .suspend, .unsuspend, .subscriptionStatus: needed.insert(.subscription)
            case .tokenProvider, .providerPriority, .manualToken, .getToken, .deleteToken, .forceTokenRefresh:
                needed.insert(.tokenProviders)
            case .liveActivity(.startActivity): needed.insert(.liveActivityStart)
            case .liveActivity: needed.insert(.liveActivities)
            case .customEvent: needed.insert(.customEvents)
            case .clearData: needed.insert(.dataReset)
            default: break
            }
        }
        return needed
    }

    private func shrinkToFinding(
        _ failure: Failure, steps: [ScenarioStep], run: Int, occurrences: Int
    ) -> ExplorationFinding {
        let shrinker = ScenarioShrinker(budget: exploration.shrinkBudget) { candidate in
            replay(candidate).contains { found in
                found.key == failure.key
                    && (failure.invariant != .explorationNoTrap || found.message == failure.message)
            }
        }
        let shrunk = shrinker.shrink(steps)
        let message = replay(shrunk).first { $0.key == failure.key }?.message ?? failure.message
        var finding = ExplorationFinding(
            invariant: failure.invariant, level: failure.level, vendor: vendor.descriptor.id,
            seed: exploration.seed, run: run, message: message, originalLength: steps.count,
            scenario: scenario(steps: [], title: ""), occurrences: occurrences,
            mechanism: failure.mechanism)
        let title =
            "explore: seed \(exploration.seed) run \(run) on \(vendor.descriptor.id) breaks \(failure.invariant) "
            + "at \(failure.mechanism) (shrunk from \(steps.count) to \(shrunk.count) steps): \(message)"
        finding.scenario = scenario(
            steps: shrunk + [Self.quietStep], title: title,
            id: "\(Exploration.scenarioFacet).\(finding.slug)", requirements: [failure.invariant])
        return finding
    }
}
