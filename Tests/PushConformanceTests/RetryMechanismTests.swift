import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import Testing

/// NET-001's mechanisms: the effect that tells one way of sending a refused request again from
/// another, read from the transcript alone (explore seeds 777, 31337, 2026 and 4242 on altcraft).
@Suite("NET-001: the mechanism of a repeated refused request")
struct RetryMechanismTests {
    private typealias W = HandWritten

    private static func mechanisms(_ records: [TranscriptRecord]) throws -> [ViolationMechanism?] {
        Invariant.retryOnlyRetryable.check(try W.read(records)).map(\.mechanism)
    }

    /// A completion called while the answer to `answer` is handled.
    private static func completion(answer: Int, step: String, at seconds: Int64 = 0) -> TranscriptRecord {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .completion,
            body: ["kind": "status", "value": ["httpStatus": 404]], during: RecordContext(answer: answer))
    }

    private static let foreground = TranscriptRecord(
        time: .zero, step: "foreground", kind: .system, body: ["name": "app.state", "state": "foreground"])

    @Test("A retry sent from another send's retryable failure (a 5xx) is that failure's retry")
    func retryableFailureRetried() throws {
        let records = [
            W.call("tokens.setProviderPriority", step: "a"), W.send(1, step: "a"), W.answer(1, 500, step: "a"),
            Self.foreground, W.send(2, step: "foreground"), W.answer(2, 403, step: "foreground"),
            W.send(3, step: "wait", at: 5, during: .init(answer: 1)),
        ]
        #expect(try Self.mechanisms(records) == [.retryableFailureRetried])
        // Sent from the refusal's own answer, it is not.
        let fromRefusal = Array(records.dropLast()) + [W.send(3, step: "foreground", during: .init(answer: 2))]
        #expect(try Self.mechanisms(fromRefusal) != [.retryableFailureRetried])
    }

    @Test("A retry from the answer to a back-off repeat of the refusal is named as that repeat")
    func chainInheritsMechanism() throws {
        // explore seed 1 on mce: a 401, its back-off repeat offline, the repeat's own retry.
        let records = [
            W.call(step: "a"), W.send(1, step: "a"), W.answer(1, 401, step: "a"),
            W.send(2, step: "wait", at: 5, during: .init(answer: 1)), W.answer(2, nil, step: "wait", at: 5),
            W.send(3, step: "wait", at: 15, during: .init(answer: 2)),
        ]
        #expect(
            try Self.mechanisms(records) == [.refusedRequestRetriedAfterBackoff, .refusedRequestRetriedAfterBackoff])
    }

    @Test("Sent from the refusal's answer: a queued call's request only with a call for each send")
    func queuedCallSentAfterRefusal() throws {
        let twoCalls = [
            W.call(step: "a"), W.call(step: "b"), W.send(1, step: "wait", at: 1), W.answer(1, 404, step: "wait", at: 1),
            W.send(2, step: "wait", at: 1, during: .init(answer: 1)),
        ]
        // Two calls waiting, two sends credited to no call: each call's own, not a retry (since
        // 1.14.0, LateSendCreditTests; it was named queued-call-sent-after-refusal).
        #expect(try Self.mechanisms(twoCalls).isEmpty)
        // One call, two sends: a refused request retried at once.
        let oneCall = [
            W.call(step: "a"), W.send(1, step: "wait", at: 1), W.answer(1, 404, step: "wait", at: 1),
            W.send(2, step: "wait", at: 1, during: .init(answer: 1)),
        ]
        #expect(try Self.mechanisms(oneCall) == [nil])
        // Further down the pass the refusal's answer started: the next stored item's answer
        // sends it (explore seed 777 runs 4745 and 6024 on altcraft), with a call for each send.
        let other = "https://x.test/api/suspend"
        let throughAnother = [
            W.call(step: "a"), W.call("subscription.suspend", step: "b"), W.call(step: "c"),
            W.send(1, step: "wait", at: 1), W.answer(1, 404, step: "wait", at: 1),
            W.send(2, step: "wait", at: 1, url: other, during: .init(answer: 1)), W.answer(2, 200, step: "wait", at: 1),
            W.send(3, step: "wait", at: 1, during: .init(answer: 2)),
        ]
        #expect(try Self.mechanisms(throughAnother).isEmpty)
        // The same pass with one call of the method: a refused request retried.
        let oneSubscribe = throughAnother.filter { $0.step != "c" }
        #expect(try Self.mechanisms(oneSubscribe) == [nil])
        // A pass another answer started: not the refusal's queue.
        let otherPass =
            Array(throughAnother.dropLast()) + [
                W.send(4, step: "wait", at: 2, url: "https://x.test/api/update"), W.answer(4, 200, step: "wait", at: 2),
                W.send(3, step: "wait", at: 2, during: .init(answer: 4)),
            ]
        #expect(try Self.mechanisms(otherPass).isEmpty)
        // With one subscribe call, the same pass retries the refusal.
        #expect(try Self.mechanisms(otherPass.filter { $0.step != "c" }) == [.refusedRequestRetriedAfterBackoff])
    }

    @Test("Sent again, from no answer, in the step of a call made after the refusal")
    func resentAtLaterCall() throws {
        let records = [
            W.call("tokens.setProviderPriority", step: "a"), W.send(1, step: "a"), W.answer(1, 401, step: "a"),
            Self.foreground, W.send(2, step: "foreground", at: 0),
        ]
        #expect(try Self.mechanisms(records) == [.resentAtLaterCall])
        // The same repeat later, in a wait with no call: a back-off.
        let timer = Array(records.dropLast(2)) + [W.send(2, step: "wait", at: 30)]
        #expect(try Self.mechanisms(timer) == [.refusedRequestRetriedAfterBackoff])
        // Asked for by a call of another facet (a kept subscription), not a token check: a back-off.
        let subscription = [
            W.call("subscription.subscribe", step: "a"), W.send(1, step: "a"), W.answer(1, 401, step: "a"),
            Self.foreground, W.send(2, step: "foreground", at: 30),
        ]
        #expect(try Self.mechanisms(subscription) == [.refusedRequestRetriedAfterBackoff])
    }

    @Test("A token check refused and sent again at the next launch is the check, a kept request is not")
    func resentAtNextLaunch() throws {
        let launch = TranscriptRecord(
            time: .init(sinceStart: .seconds(30)), step: "relaunch", kind: .system,
            body: ["name": "process.launched", "state": "foreground"])
        let check = [
            W.call("tokens.forceRefresh", step: "a"), W.send(1, step: "a"), W.answer(1, 403, step: "a"),
            launch, W.send(2, step: "relaunch", at: 30),
        ]
        #expect(try Self.mechanisms(check) == [.resentAtLaterCall])
        let kept = [
            W.call("customEvents.track", step: "a"), W.send(1, step: "a"), W.answer(1, 403, step: "a"),
            launch, W.send(2, step: "relaunch", at: 30),
        ]
        #expect(try Self.mechanisms(kept) == [.refusedRequestResentByNextLaunch])
    }

    @Test("A later process's wait send carrying the token that process was handed is its token check")
    func resentWithTokenHandedToLaterProcess() throws {
        // explore seed 777 run 17552 on altcraft: a push/update sent in a wait and refused; a later process,
        // launched in the background, comes to the foreground, is handed the device token, and
        // its token check sends the update again in a wait.
        let update = "https://x.test/api/update"
        let token: JSONValue = ["new_token": "tok-1"]
        func later(handed: Bool, body: JSONValue = token, asker: TranscriptRecord? = nil) -> [TranscriptRecord] {
            var records = [W.system("process.launched", step: "launch", ["state": "foreground"])]
            if let asker { records.append(asker) }
            records += [
                W.send(1, step: "check", at: 1, url: update, body: body), W.answer(1, 400, step: "check", at: 1),
                W.system("process.terminated", step: "kill", at: 10),
                W.system("process.launched", step: "relaunch", at: 20, ["state": "background"]),
                W.system("app.state", step: "tap", at: 20, ["state": "foreground"]),
            ]
            if handed { records.append(W.system("remote-registration.token", step: "tap", at: 20, ["token": "tok-1"])) }
            return records + [W.send(2, step: "wait", at: 21, url: update, body: body)]
        }
        #expect(try Self.mechanisms(later(handed: true)) == [.resentAtLaterCall])
        // Not handed the token it carries, or carrying none: stored work resent by the next launch.
        #expect(try Self.mechanisms(later(handed: false)) == [.refusedRequestResentByNextLaunch])
        let other: JSONValue = ["event": "opened"]
        #expect(try Self.mechanisms(later(handed: true, body: other)) == [.refusedRequestResentByNextLaunch])
        // Asked for by a call of another facet (a custom event), not a token check.
        let tracked = later(handed: true, asker: W.call("customEvents.track", step: "check", at: 1))
        #expect(try Self.mechanisms(tracked) == [.refusedRequestResentByNextLaunch])
    }

    @Test("A one-shot query sent late for a waiting call, after a refusal handed to a completion")
    func oneShotSentLate() throws {
        let status = "https://x.test/api/status"
        let records = [
            W.call("subscription.status", step: "a"), W.call("subscription.status", step: "b"),
            W.send(1, step: "wait", at: 2, url: status), W.answer(1, 404, step: "wait", at: 2),
            Self.completion(answer: 1, step: "wait", at: 2), W.send(2, step: "wait", at: 3, url: status),
        ]
        // Two queries waiting, two sends in waits: each query's own request (since 1.14.0,
        // LateSendCreditTests; it was named one-shot-sent-late-for-waiting-call), told or not.
        #expect(try Self.mechanisms(records).isEmpty)
        let untold = records.filter { $0.kind != .completion }
        #expect(try Self.mechanisms(untold).isEmpty)
        // One waiting call, two sends: not one send per call.
        let oneCall = Array(records.dropFirst())
        #expect(try Self.mechanisms(oneCall) == [.refusedRequestRetriedAfterBackoff])
    }
}
