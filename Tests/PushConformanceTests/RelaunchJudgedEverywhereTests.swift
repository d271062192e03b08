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

    @Test(
        "A report owed to a process that came forward and ran is lost when that process ends without it (red team 13)")
    func lostByTheProcessThatHadItsChance() throws {
        let event: JSONValue = ["type": "re.notifica.event.notification.Open", "notification": "m-1"]
        let first = W.send(
            1, step: "tap", url: "https://x.test/api/event", body: event, during: RecordContext(push: "push-1"))
        let killed = W.system("process.terminated", step: "kill", at: 1, ["inFlightRequests": [1]])
        let wake = W.system("process.launched", step: "wake", at: 10, ["state": "background"])
        let forward = W.system("app.state", step: "forward", at: 20, ["state": "foreground"])
        let ended = W.system("process.terminated", step: "relaunch", at: 100)
        let relaunched = W.system("process.launched", step: "relaunch", at: 100, ["state": "foreground"])
        func resend(_ step: String, at seconds: Int64) -> TranscriptRecord {
            W.send(2, step: step, at: seconds, url: "https://x.test/api/event", body: event)
        }
        func judged(_ records: [TranscriptRecord]) throws -> [RequirementID] {
            TranscriptJudgement(records: try W.read(records), scenario: Self.uncited, vendor: nil).violations.map(
                \.invariant)
        }
        // rt13PendingEventsOnlyAtForegroundLaunch: only the foreground launch after it sends the event.
        let buggy = [first, killed, wake, forward, ended, relaunched, resend("relaunch", at: 100)]
        #expect(try judged(buggy) == [.explorationPushReportSurvivesRelaunch])
        // Sent once the background-launched process came forward.
        let correct = [first, killed, wake, forward, resend("forward", at: 20), ended, relaunched]
        #expect(try judged(correct).isEmpty)
    }
}
