import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// NET-001: a request a call asked for, answered with a 2xx, sent again with no new call asking
/// for it is a retry that followed no failure (red team 5's `rt5RetryOperationsEveryForeground`
/// and `rt5PendingEventsNeverCleared`, issue 30).
@Suite("NET-001: a request sent again after its success")
struct RepeatAfterSuccessTests {
    private typealias W = HandWritten

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.retryOnlyRetryable.check(try W.read(records)).map(\.message)
    }

    private static let foreground = TranscriptRecord(
        time: .zero, step: "foreground", kind: .system, body: ["name": "app.state", "state": "foreground"])

    @Test("A queue pass at the next foreground re-sends a subscribe already answered 2xx")
    func resentAtForeground() throws {
        let records = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 200, step: "a"), Self.foreground,
            W.send(2, step: "foreground", at: 30),
        ]
        #expect(
            try Self.found(records) == [
                "request 2 sends POST /api/subscribe again after request 1 was answered with a 2xx: no failure to retry, and no new subscription.subscribe call asked for it again"
            ])
    }

    @Test("A second call, a retryable failure first, or the SDK's own work: not a repeat")
    func notRepeats() throws {
        let askedTwice = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 200, step: "a"), W.call(step: "b"),
            W.send(2, step: "b"),
        ]
        #expect(try Self.found(askedTwice).isEmpty)
        let retried = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 503, step: "a"), W.send(2, step: "wait", at: 5),
            W.answer(2, 200, step: "wait", at: 5),
        ]
        #expect(try Self.found(retried).isEmpty)
        let ownWork = [
            W.send(1, step: "launch"), W.answer(1, 200, step: "launch"), Self.foreground,
            W.send(2, step: "foreground", at: 30),
        ]
        #expect(try Self.found(ownWork).isEmpty)
        // Any facet call since the 2xx: a one-request-per-call queue may send that call's request
        // in a wait, credited to no call, so the send is not judged a repeat.
        let laterCall = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 200, step: "a"),
            W.call("subscription.suspend", step: "b"), W.send(2, step: "wait", at: 5),
        ]
        #expect(try Self.found(laterCall).isEmpty)
        // A second call whose queue first sends the earlier call's request, then its own.
        let queuedThenOwn = [
            W.call(step: "a"), W.call(step: "b"), W.send(1, step: "b"), W.answer(1, 200, step: "b"),
            W.send(2, step: "b"),
        ]
        #expect(try Self.found(queuedThenOwn).isEmpty)
    }

    @Test("A data reset in between: the SDK registers afresh, not a repeat (explore, altcraft)")
    func notRepeatAfterReset() throws {
        let reset = TranscriptRecord(
            time: .zero, step: "reset", kind: .system, body: ["name": "store.after-reset", "keys": .object([:])])
        let records = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 200, step: "a"), reset, Self.foreground,
            W.send(2, step: "foreground", at: 30),
        ]
        #expect(try Self.found(records).isEmpty)
        // Without the reset the same transcript is a repeat.
        #expect(try Self.found(records.filter { $0.step != "reset" }).count == 1)
    }
}
