import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// SUB-003 judges which status a 2xx answer confirmed, from the transcript's request and answer
/// bodies (red team 5's `rt5UnsuspendReportsSubscribedBlindly`, issue 30).
@Suite("SUB-003: the status reported is the one the 2xx answer confirmed")
struct SubscriptionConfirmationTests {
    private typealias W = HandWritten

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.subscriptionFollowsServer.check(try W.read(records)).map(\.message)
    }

    private static func answer(_ seq: Int, _ status: Int, body: JSONValue) -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "wait", kind: .answer,
            body: ["seq": .number(Double(seq)), "status": .number(Double(status)), "body": body],
            during: RecordContext(answer: seq))
    }

    private static func reported(_ status: String, answer: Int) -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "wait", kind: .delegate,
            body: ["name": "subscription.changed", "details": ["status": .string(status)]],
            during: RecordContext(answer: answer))
    }

    @Test("A 2xx to a request asking for the status, or an answer naming it, confirms it")
    func confirmed() throws {
        let asked = [
            W.call(step: "a"), W.send(1, step: "a"), Self.answer(1, 200, body: ["error": 0]),
            Self.reported("subscribed", answer: 1),
        ]
        #expect(try Self.found(asked).isEmpty)
        let named = [
            W.call("subscription.unsuspend", step: "a"), W.send(1, step: "a", body: ["replace": true]),
            Self.answer(1, 200, body: ["profile": ["subscription": ["status": "subscribed"]]]),
            Self.reported("subscribed", answer: 1),
        ]
        #expect(try Self.found(named).isEmpty)
    }

    @Test("An empty 2xx to a request naming no status confirms nothing")
    func emptyAnswer() throws {
        let records = [
            W.call("subscription.unsuspend", step: "a"), W.send(1, step: "a", body: ["replace": true]),
            Self.answer(1, 200, body: ["error": 0]), Self.reported("subscribed", answer: 1),
        ]
        #expect(
            try Self.found(records) == [
                "the SDK reported subscribed while handling request 1's HTTP 200, but neither the answer nor the request it answers names subscribed: nothing confirmed it"
            ])
    }

    @Test("A 2xx naming another status does not confirm the one asked for")
    func otherStatus() throws {
        let records = [
            W.call(step: "a"), W.send(1, step: "a"),
            Self.answer(1, 200, body: ["profile": ["subscription": ["status": "suspended"]]]),
            Self.reported("subscribed", answer: 1),
        ]
        #expect(
            try Self.found(records) == [
                "the SDK reported subscribed while handling request 1's HTTP 200, whose answer names suspended: the answer confirms another status"
            ])
    }

    /// A status query sent as a GET, `seq` 1.
    private static let statusRead = TranscriptRecord(
        time: .zero, step: "a", kind: .http,
        body: ["seq": 1, "method": "GET", "url": "https://x.test/api/subscription/status"])

    @Test("The answer to a read confirms no change, whatever status it names (rt12StatusReadReportedAsChange)")
    func readIsNotAChange() throws {
        let read = [
            W.call("subscription.status", step: "a"), Self.statusRead,
            Self.answer(1, 200, body: ["profile": ["subscription": ["status": "suspended"]]]),
        ]
        #expect(try Self.found(read).isEmpty)
        #expect(
            try Self.found(read + [Self.reported("suspended", answer: 1)]) == [
                "the SDK reported suspended while handling request 1's HTTP 200 to a GET: a read is not a change, whatever status its answer names"
            ])
    }
}
