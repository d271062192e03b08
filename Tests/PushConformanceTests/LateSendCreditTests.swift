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
}
