import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// NET-001: a facet call's request sent in a wait (its token resolved late) is credited to no
/// call until a later call of the same method sends the same request; then the earlier send is
/// the earliest call of that method that was waiting (explore seeds 777 and 31337 on altcraft).
@Suite("NET-001: a request sent late for a waiting call")
struct LateSendCreditTests {
    private typealias W = HandWritten

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.retryOnlyRetryable.check(try W.read(records)).map(\.message)
    }

    private static let status = "https://x.test/api/status"

    /// A status query whose request goes out in a wait and is refused, then a second query.
    private static let twoQueries = [
        W.call("subscription.status", step: "a"), W.send(1, step: "wait", at: 1, url: status),
        W.answer(1, 404, step: "wait", at: 1), W.call("subscription.status", step: "b", at: 2),
        W.send(2, step: "b", at: 2, url: status),
    ]

    @Test("A second call of the method sending the same request: the first's was sent late")
    func secondCallSendsAgain() throws {
        #expect(try Self.found(Self.twoQueries).isEmpty)
    }

    @Test(
        "Both calls' requests sent late, in waits or in another method's step: each send is a waiting call's (explore seed 777 runs 2463, 4745)"
    )
    func bothSentLate() throws {
        // Two calls made while the token resolves; each request goes out in a wait, the first refused.
        let inWaits = [
            W.call("subscription.subscribe", step: "a"), W.send(1, step: "wait", at: 1, url: Self.status),
            W.answer(1, 404, step: "wait", at: 1), W.call("subscription.subscribe", step: "b", at: 2),
            W.send(2, step: "quiet", at: 3, url: Self.status),
        ]
        #expect(try Self.found(inWaits).isEmpty)
        // The second goes out in the step of a call of another method of the facet.
        let inOtherStep =
            Array(inWaits.dropLast()) + [
                W.call("subscription.unsuspend", step: "c", at: 3), W.send(2, step: "c", at: 3, url: Self.status),
            ]
        #expect(try Self.found(inOtherStep).isEmpty)
        // A third send in a wait after the second's refusal: more sends than waiting calls.
        let third =
            inWaits + [W.answer(2, 404, step: "quiet", at: 3), W.send(3, step: "quiet", at: 9, url: Self.status)]
        let found = try Self.found(third)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("request 3 retries") == true)
    }

    @Test("The same shapes that are retries still fail")
    func retriesStillFail() throws {
        // Refused again, and sent a third time: one send more than the two calls asked for.
        let twice =
            Self.twoQueries + [W.answer(2, 404, step: "b", at: 2), W.send(3, step: "b", at: 2, url: Self.status)]
        #expect(try Self.found(twice).count == 1)
        // Sent again in the step of a call of another method: that call never asked for it.
        let otherMethod =
            Array(Self.twoQueries.dropLast(2)) + [
                W.call("subscription.unsuspend", step: "b", at: 2), W.send(2, step: "b", at: 2, url: Self.status),
            ]
        #expect(try Self.found(otherMethod).count == 1)
        // No call was waiting when the SDK sent it in a wait: its own work, which a later call
        // does not make the SDK's own repeat a new request.
        let ownWork = [
            W.send(1, step: "wait", at: 1, url: Self.status), W.answer(1, 404, step: "wait", at: 1),
            W.call("subscription.status", step: "a", at: 2), W.send(2, step: "a", at: 2, url: Self.status),
        ]
        #expect(try Self.found(ownWork).count == 1)
        // The waiting call is the one sending it again: its own repeat after the refusal.
        let sameCall = [
            W.call("subscription.status", step: "a"), W.send(1, step: "wait", at: 1, url: Self.status),
            W.answer(1, 404, step: "wait", at: 1), W.send(2, step: "wait", at: 5, url: Self.status),
        ]
        #expect(try Self.found(sameCall).count == 1)
    }

    /// Three unsuspends, then two subscribes, all made while the token resolves: the three
    /// unsuspend requests go out in waits, each answered 2xx. Each send is a waiting unsuspend's,
    /// the first made first (explore seed 777 run 3721 on altcraft); a fourth send is one more
    /// than the calls asked for.
    @Test("Sends in waits are credited to the method whose waiting call came first", arguments: [3, 4])
    func creditedInCallOrder(sends: Int) throws {
        var records = [
            W.call("subscription.unsuspend", step: "a"), W.call("subscription.unsuspend", step: "b"),
            W.call("subscription.unsuspend", step: "c"), W.call("subscription.subscribe", step: "d"),
            W.call("subscription.subscribe", step: "e"),
        ]
        for seq in 1...sends {
            records += [
                W.send(seq, step: "quiet", at: 1, url: Self.status), W.answer(seq, 200, step: "quiet", at: 1),
            ]
        }
        #expect(try Self.found(records).count == (sends > 3 ? 1 : 0))
    }

    /// Two events refused at once (a field missing), then three subscribes queued until
    /// permission: the three subscribe requests go out in a wait, each answered 2xx. The refused
    /// events wait for nothing (explore seed 777 run 3761 on altcraft); a call that was not
    /// refused (its error retryable) still waits, and a fourth send is one too many.
    @Test("A call refused at once waits for no send", arguments: [false, true])
    func refusedCallWaitsForNothing(fourth: Bool) throws {
        var records = [
            W.call("customEvents.track", step: "a"),
            W.error(retryable: false, answer: nil, step: "a", code: "event.invalid-field"),
            W.call("customEvents.track", step: "b"),
            W.error(retryable: false, answer: nil, step: "b", code: "event.invalid-field"),
        ]
        for step in ["c", "d", "e"] {
            records += [
                W.call("subscription.subscribe", step: step),
                W.error(retryable: true, answer: nil, step: step, code: "authorization.denied"),
            ]
        }
        for seq in 1...(fourth ? 4 : 3) {
            records += [W.send(seq, step: "quiet", at: 1), W.answer(seq, 200, step: "quiet", at: 1)]
        }
        #expect(try Self.found(records).count == (fourth ? 1 : 0))
    }
}
