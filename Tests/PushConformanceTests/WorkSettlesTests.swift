import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// EXP-002 on any transcript: the end of every case lets the work left scheduled run on,
/// unrecorded, for SimulatedDevice.settlingPeriod; work that never comes to rest is written into
/// the leftovers (`workNeverSettles`) and judged there, whatever the scenario cites.
@Suite("EXP-002: scheduled work comes to rest")
struct WorkSettlesTests {
    /// A plain scenario that cites nothing about EXP-002: launch, then a minute.
    static let scenario = """
        {"id": "test.inline", "title": "t", "given": {"defaultAnswer": {"status": 200}}, "steps": [
          {"id": "launch", "launch": {}},
          {"id": "wait", "advance": "60s"}
        ]}
        """

    static func leftovers(_ bug: PlantedBugVendor.Bug) throws -> TranscriptRecord {
        let records = try ScenarioExecutor(
            vendor: PlantedBugVendor(bug: bug), scenario: try inlineScenario(Self.scenario)
        ).run()
        return try #require(records.last { $0.kind == .leftovers })
    }

    static func runawayFindings(_ bug: PlantedBugVendor.Bug) throws -> [Violation] {
        try violations(of: PlantedBugVendor(bug: bug), in: Self.scenario).filter {
            $0.invariant == .explorationNoRunaway
        }
    }

    @Test(
        "A poll every second and a request resent 2 s after each answer, for ever, break EXP-002 on a plain scenario",
        arguments: [PlantedBugVendor.Bug.pollsEverySecond, .resendsEveryTwoSeconds])
    func neverEndingWorkIsCaught(bug: PlantedBugVendor.Bug) throws {
        let found = try Self.runawayFindings(bug)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.level == .must)
        #expect(found.first?.message.contains("never came to rest") == true, "\(found)")
    }

    @Test("The leftovers name what kept going and keep the instant the last step ended")
    func leftoversNameTheWork() throws {
        let record = try Self.leftovers(.resendsEveryTwoSeconds)
        #expect(record.time == DeviceInstant(sinceStart: .seconds(60)))
        let unsettled = try #require(record.body["workNeverSettles"])
        #expect(unsettled["quiet"] == "21600s")
        #expect(unsettled["ran"]?.integerValue == SimulatedDevice.settlingBudget)
        let sends = unsettled["wouldRecord"]?["http GET https://planted.example/status"]?.integerValue ?? 0
        #expect(sends > 100, "\(unsettled)")
        // The transcript as written says the same: read back, EXP-002 still fires.
        let line = try WrittenTranscript.read(lines: [record.line]).records
        #expect(Invariant.builtIn.first { $0.id == .explorationNoRunaway }?.check(line).count == 1)
    }

    @Test(
        "Work that ends (a backed-off retry), a slow refresh for ever and no work at all pass, with leftovers unchanged",
        arguments: [PlantedBugVendor.Bug.none, .retriesWithBackoff, .refreshesEveryTenMinutes])
    func workThatSettlesIsNotFlagged(bug: PlantedBugVendor.Bug) throws {
        #expect(try Self.runawayFindings(bug).isEmpty)
        #expect(try Self.leftovers(bug).body["workNeverSettles"] == nil)
    }

    @Test("A timer still pending at the end shows as before: the leftovers keep its due instant")
    func pendingTimerStillListed() throws {
        let record = try Self.leftovers(.refreshesEveryTenMinutes)
        #expect(record.body["pendingTimers"] == ["600s"])
        #expect(record.time == DeviceInstant(sinceStart: .seconds(60)))
    }
}
