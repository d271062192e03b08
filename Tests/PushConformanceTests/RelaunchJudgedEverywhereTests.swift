import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// The relaunch rules (EXP-004…006) judge every transcript, not only a scenario citing them
/// (red team 5's `rt5BackgroundLaunchSkipsRetryOperations`, issue 30).
@Suite("EXP-004…006 judge every transcript with a relaunch")
struct RelaunchJudgedEverywhereTests {
    private typealias W = HandWritten

    private static let uncited = Scenario(
        id: "x.uncited", title: "", requirements: [], requires: [], given: DeviceSetup(), steps: [], file: "")

    private static func system(_ name: String, step: String, _ extra: [String: JSONValue] = [:]) -> TranscriptRecord {
        var body: [String: JSONValue] = ["name": .string(name)]
        body.merge(extra) { _, new in new }
        return TranscriptRecord(time: .zero, step: step, kind: .system, body: .object(body))
    }

    /// A subscribe in flight at a termination, then a foreground relaunch that never sends it.
    private static let lostSubscribe: [TranscriptRecord] = [
        W.call(step: "a"), W.send(1, step: "a"),
        system("process.terminated", step: "kill", ["inFlightRequests": [1]]),
        system("process.launched", step: "relaunch", ["state": "foreground"]),
    ]

    @Test("A scenario that does not cite EXP-004 is still judged by it")
    func uncitedScenario() throws {
        let judgement = TranscriptJudgement(
            records: try W.read(Self.lostSubscribe), scenario: Self.uncited, vendor: nil)
        #expect(judgement.violations.map(\.invariant) == [.explorationFacetWorkSurvivesRelaunch])
    }

    @Test("A transcript checked without its scenario is judged by it too")
    func noScenario() throws {
        let judgement = TranscriptJudgement(records: try W.read(Self.lostSubscribe), scenario: nil, vendor: nil)
        #expect(judgement.violations.map(\.invariant) == [.explorationFacetWorkSurvivesRelaunch])
    }

    @Test("A request the SDK dropped at its retry limit is settled, not lost at the next termination")
    func droppedIsSettled() throws {
        let dropped = TranscriptRecord(
            time: .zero, step: "wait", kind: .event, body: ["name": "request.dropped"],
            during: RecordContext(answer: 1))
        let records: [TranscriptRecord] = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 503, step: "wait"), dropped,
            Self.system("process.terminated", step: "kill", ["droppedTimers": 1]),
            Self.system("process.launched", step: "relaunch", ["state": "foreground"]),
        ]
        let judgement = TranscriptJudgement(records: try W.read(records), scenario: Self.uncited, vendor: nil)
        #expect(judgement.violations.isEmpty)
        var kept = records
        kept.remove(at: 3)
        let lost = TranscriptJudgement(records: try W.read(kept), scenario: Self.uncited, vendor: nil)
        #expect(lost.violations.map(\.invariant) == [.explorationFacetWorkSurvivesRelaunch])
    }
}
