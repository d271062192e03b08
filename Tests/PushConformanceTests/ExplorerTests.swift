import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

@Suite("explore: generation, checks, shrinking")
struct ExplorerTests {
    private func explore(
        _ bug: PlantedBugVendor.Bug, runs: Int = 200, seed: UInt64 = 7, shrinkBudget: Int = 2_000
    ) -> ExplorationReport {
        Explorer(
            vendor: PlantedBugVendor(bug: bug),
            exploration: Exploration(seed: seed, runs: runs, maxSteps: 25, shrinkBudget: shrinkBudget)
        )
        .explore()
    }

    @Test("A completion called twice only after a relaunch and a tap is found and shrunk to a few steps")
    func findsAndShrinksThePlantedBug() throws {
        let report = explore(.completesTwiceAfterRelaunchTap)
        let finding = try #require(report.findings.first { $0.invariant == .completionsExactlyOnce })
        // One bug, one invariant: a finding per mechanism (the tap, a redelivered response), no other.
        #expect(
            report.findings.allSatisfy { $0.invariant == .completionsExactlyOnce },
            "\(report.findings.map(\.mechanism))")
        #expect(Set(report.findings.map(\.mechanism)).count == report.findings.count)
        #expect(finding.shrunkLength <= 5, "\(finding.scenario.steps)")
        #expect(finding.shrunkLength < finding.originalLength)
        let keys = finding.scenario.steps.dropLast().map(\.action.kind.rawValue)
        #expect(keys.contains("tap"))
        // A second process: a relaunch, or a terminate before the launch (or the tap's cold start).
        #expect(keys.contains("relaunch") || keys.contains("terminate"), "\(keys)")
        #expect(finding.scenario.title.contains("seed 7") && finding.scenario.title.contains("CMP-001"))
        #expect(finding.scenario.steps.last?.action == .advance(Exploration.quietPeriod))
    }

    @Test("Sequences go up to 60 steps by default, and a bug only a long sequence shows is found and shrunk")
    func findsAtDepth() throws {
        #expect(Exploration().maxSteps == 60)
        let deep = Explorer(
            vendor: PlantedBugVendor(bug: .completesTwiceOnSixthTap), exploration: Exploration(seed: 7, runs: 300))
        let lengths = (0..<50).map { deep.sequence(run: $0).count }
        #expect(lengths.contains { $0 > 30 } && lengths.allSatisfy { (1...60).contains($0) }, "\(lengths)")
        let report = deep.explore()
        let finding = try #require(
            report.findings.first { $0.invariant == .completionsExactlyOnce }, "\(report.findings)")
        #expect(finding.originalLength > 25, "found in a sequence longer than the old 30-step sweet spot allowed for")
        // Six responses need taps (one each, or all shown at once) or redeliveries: a few steps, not forty.
        let kinds = finding.scenario.steps.map(\.action.kind)
        #expect(
            kinds.contains(.tap) && finding.shrunkLength <= 12 && finding.shrunkLength < finding.originalLength,
            "\(kinds)")
    }

    @Test("The correct twin of the planted vendor gives no finding")
    func correctAdapterIsClean() {
        let report = explore(.none, runs: 150)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.runs == 150)
    }

    @Test("Same seed, same sequences and findings; another seed, other sequences")
    func deterministic() {
        let first = explore(.completesTwiceAfterRelaunchTap, runs: 60)
        let second = explore(.completesTwiceAfterRelaunchTap, runs: 60)
        #expect(first == second)
        let other = explore(.completesTwiceAfterRelaunchTap, runs: 60, seed: 8)
        #expect(other.steps != first.steps || other.findings != first.findings)
    }

    @Test(
        "Each EXP check has a broken adapter it catches",
        arguments: [
            (PlantedBugVendor.Bug.declaresMissingFacet, RequirementID.explorationNoTrap),
            (.runawayTimer, .explorationNoRunaway),
            (.tapCompletionWaitsForNetwork, .explorationSettlesWhenQuiet),
        ])
    func explorationChecks(bug: PlantedBugVendor.Bug, invariant: RequirementID) {
        let report = explore(bug, runs: bug == .runawayTimer ? 2 : 200, shrinkBudget: bug == .runawayTimer ? 4 : 2_000)
        #expect(report.findings.contains { $0.invariant == invariant }, "\(report.findings.map(\.invariant))")
    }

    @Test("EXP-004 and EXP-005: work in flight at a termination must be sent again after the relaunch")
    func relaunchLosses() throws {
        func ids(_ vendor: any PushVendor, _ answer: String) throws -> Set<RequirementID> {
            let scenario = try inlineScenario(
                """
                {"id": "explore.inline", "title": "t", "requirements": ["EXP-004", "EXP-005"], "steps": [
                  {"id": "launch", "launch": {}},
                  {"id": "answers", "serverAnswers": [\(answer)]},
                  {"id": "subscribe", "subscribe": {}},
                  {"id": "push", "push": {"message": {"id": "m-1", "title": "T"}}},
                  {"id": "tap", "tap": {}},
                  {"id": "relaunch", "relaunch": {}},
                  {"id": "quiet", "advance": "6h"}
                ]}
                """, file: "explore/inline.json")
            let records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
            return Set(
                (Invariant.exploration(for: scenario) + Invariant.builtIn).flatMap { $0.check(records) }
                    .map(\.invariant)
                    .filter { $0.description.hasPrefix("EXP-") })
        }
        // The test vendor keeps its subscribe and its open request only in memory.
        #expect(
            try ids(TestVendor(), #"{"hang": true}, {"hang": true}"#) == [
                .explorationFacetWorkSurvivesRelaunch, .explorationPushReportSurvivesRelaunch,
            ])
        #expect(try ids(TestVendor(), #"{"status": 200}, {"status": 200}"#).isEmpty)
        // A final refusal settles the work: nothing is owed.
        #expect(try ids(TestVendor(), #"{"status": 400}, {"status": 404}"#).isEmpty)
    }

    @Test("A generated sequence written as a scenario file decodes to the same steps")
    func scenarioRoundTrip() throws {
        for vendor in BuiltInVendors.all {
            let explorer = Explorer(
                vendor: vendor, exploration: Exploration(seed: 3, runs: 1, maxSteps: 60, shrinkBudget: 0))
            for run in 0..<15 {
                let steps = explorer.sequence(run: run)
                let scenario = Scenario(
                    id: "explore.round-trip", title: "round trip", requirements: [.explorationNoTrap],
                    requires: [], given: DeviceSetup(), steps: steps, file: "explore/round-trip.json")
                let text = try #require(ScenarioEncoder.text(scenario))
                let decoded = try ScenarioDecoder().decode(Array(text.utf8), file: "explore/round-trip.json")
                #expect(decoded.steps == steps, "\(vendor.descriptor.id) run \(run)")
            }
        }
    }

    @Test("verify(exploration:) turns a finding into a run problem; without it nothing is explored")
    func verifyExplores() async throws {
        let root = ScratchFolder.url("verify-explore")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        try Data(VerifyFixture.scenario.utf8).write(to: folder.appendingPathComponent("foreground.json"))
        let vendor = PlantedBugVendor(bug: .completesTwiceAfterRelaunchTap)
        let scenario = try #require(ConformanceSuite(root: root.path).loadScenarios().scenarios.first)
        let records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
        try GoldenStore(root: root.path + "/Golden").write(
            records.map(\.line), vendor: "planted", scenario: "lifecycle.foreground")

        let plain = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root.path + "/Scenarios"), goldens: root.path + "/Golden")
        #expect(plain.succeeded, "\(plain)")
        let explored = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root.path + "/Scenarios"), goldens: root.path + "/Golden",
            exploration: Exploration(seed: 7, runs: 200, maxSteps: 25))
        #expect(!explored.succeeded)
        #expect(
            explored.problems.contains {
                $0.message.hasPrefix("explore found CMP-001 (MUST)") && $0.message.contains("\"tap\"")
            }, "\(explored.problems)")
    }

    @Test("SplitMix64 gives the published first values for seed 0")
    func splitMix() {
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
