import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// Who asked for a queued request (NET-001), and TOK-005's deleted token sent as the deletion
/// happens: what Altcraft's 20,000-run explorations showed the oracles (issues 31 and 33).
@Suite("Queued requests credited to their calls; a token resolved before its deletion")
struct QueueAttributionTests {
    private typealias W = HandWritten

    private static func net001(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.retryOnlyRetryable.check(try W.read(records)).map(\.message)
    }

    private static let suspended: JSONValue = ["status": "suspended"]

    @Test("A suspend's answer sends two queued subscribes: the subscribe calls', not repeats")
    func queuedBehindSlowSuspend() throws {
        let records = [
            W.call("subscription.suspend", step: "suspend"), W.send(1, step: "suspend", body: Self.suspended),
            W.call(step: "subscribe"), W.call(step: "subscribe-again"),
            W.answer(1, 200, step: "quiet", at: 5), W.send(2, step: "quiet", at: 5, during: RecordContext(answer: 1)),
            W.answer(2, 200, step: "quiet", at: 5), W.send(3, step: "quiet", at: 5, during: RecordContext(answer: 2)),
            W.answer(3, 200, step: "quiet", at: 5),
        ]
        #expect(try Self.net001(records).isEmpty)
        // With one subscribe call, its request sent twice is still a repeat after a 2xx.
        var once = records
        once.remove(at: 3)
        #expect(
            try Self.net001(once) == [
                "request 3 sends POST /api/subscribe again after request 2 was answered with a 2xx: no failure to retry, and no new subscription.subscribe call asked for it again"
            ])
    }

    @Test("The queued suspend resent in a subscribe's step stays the suspend's")
    func resentInAnotherCallsStep() throws {
        let records = [
            W.call("subscription.suspend", step: "suspend"), W.send(1, step: "suspend", body: Self.suspended),
            W.answer(1, nil, step: "suspend"),
            W.call(step: "subscribe"), W.send(2, step: "subscribe", body: Self.suspended),
            W.answer(2, nil, step: "subscribe"),
            W.call(step: "subscribe-again"), W.send(3, step: "subscribe-again", body: Self.suspended),
            W.answer(3, 204, step: "quiet", at: 1), W.send(4, step: "quiet", at: 1, during: RecordContext(answer: 3)),
            W.answer(4, 200, step: "quiet", at: 1), W.send(5, step: "quiet", at: 1, during: RecordContext(answer: 4)),
            W.answer(5, 200, step: "quiet", at: 1),
        ]
        let found = try Self.net001(records)
        #expect(found.isEmpty, "\(found)")
    }

    /// A subscription resolving the FCM token while a forced refresh deletes it: sent at the
    /// deletion's instant (`sentAt` 10) or later.
    private static func deleted(sentAt seconds: Int64) throws -> [ViolationMechanism?] {
        let records = [
            W.system("process.launched", step: "launch", ["state": "foreground"]),
            W.call("tokens.forceRefresh", step: "refresh"),
            W.system("token-provider.fetch", step: "refresh", ["provider": "fcm", "token": "fcm-token-1"]),
            W.call(step: "subscribe"),
            W.system("token-provider.fetch", step: "subscribe", ["provider": "fcm", "token": "fcm-token-1"]),
            W.system("token-provider.deleted", step: "quiet", at: 10, ["provider": "fcm"]),
            W.send(1, step: "quiet", at: seconds, body: ["subscription_id": "fcm-token-1"]),
            // The forced refresh's own update registers the provider's next token.
            W.system("token-provider.fetch", step: "quiet", at: 20, ["provider": "fcm", "token": "fcm-token-2"]),
            W.send(2, step: "quiet", at: 30, body: ["old_token": "fcm-token-1", "new_token": "fcm-token-2"]),
        ]
        return Invariant.changedTokenReregistered.check(try W.read(records)).map(\.mechanism)
    }

    @Test("A deleted token sent at the deletion's instant names token-resolved-before-deletion; later, none")
    func tokenResolvedBeforeDeletion() throws {
        #expect(try Self.deleted(sentAt: 10) == [.tokenResolvedBeforeDeletion])
        #expect(try Self.deleted(sentAt: 11) == [nil])
    }
}
