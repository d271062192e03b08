import PushConformance
import PushContract
import PushSimulator
import Testing

/// RST-001 after issue 26: a request the app or the user asked for again after a data reset is
/// not queued work the reset left running; a real continuation still is.
@Suite("RST-001: continuations and requests asked for again after a reset")
struct DataResetInvariantTests {
    /// One subscribe request (always the same method, path and body), sent while handling the
    /// answer to `cause` when given.
    private static func send(_ seq: Int, calls: Int, cause: Int? = nil) -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "s", kind: .http,
            body: [
                "seq": .number(Double(seq)), "method": "POST", "url": "https://x.test/api/subscribe",
                "body": ["fields": ["sync": true]],
            ],
            origin: ExecutionOrigin(lineage: cause.map { [$0] } ?? []), appCalls: calls)
    }

    /// The SDK's `sdk.data-cleared` event, reported while the clear call (call `calls`) runs.
    private static func cleared(calls: Int) -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "clear", kind: .event, body: ["name": .string(SDKEventName.dataCleared.rawValue)],
            appCalls: calls)
    }

    private static func found(_ records: [TranscriptRecord]) -> [String] {
        Invariant.dataResetErasesEverything.check(records).map(\.message)
    }

    @Test(
        "The app subscribes again after the reset; the identical request, sent when the old one's answer arrives, is its own"
    )
    func askedAgainAfterReset() {
        // Call 1 subscribes (request 1), call 2 clears, call 3 subscribes again with the same
        // fields: request 2 goes out while handling request 1's failure (explore seed 2026 run 431).
        #expect(Self.found([Self.send(1, calls: 1), Self.cleared(calls: 2), Self.send(2, calls: 3, cause: 1)]).isEmpty)
    }

    @Test("No call after the reset: the identical request sent from the old one's answer continues it")
    func continuationWithoutCall() {
        #expect(
            Self.found([Self.send(1, calls: 1), Self.cleared(calls: 2), Self.send(2, calls: 2, cause: 1)])
                == ["request 2 (POST /api/subscribe) continues request 1, which was queued before the data reset"])
    }

    @Test("One call after the reset excuses one identical request, not a second")
    func oneCallExcusesOne() {
        let records = [
            Self.send(1, calls: 1), Self.cleared(calls: 2), Self.send(2, calls: 3, cause: 1),
            Self.send(3, calls: 3, cause: 1),
        ]
        #expect(
            Self.found(records) == [
                "request 3 (POST /api/subscribe) continues request 1, which was queued before the data reset"
            ])
    }

    @Test("Calls before a second reset do not excuse a continuation after it")
    func callsCountFromTheLatestReset() {
        let records = [
            Self.send(1, calls: 1), Self.cleared(calls: 2), Self.send(2, calls: 3), Self.cleared(calls: 4),
            Self.send(3, calls: 4, cause: 2),
        ]
        #expect(
            Self.found(records) == [
                "request 3 (POST /api/subscribe) continues request 2, which was queued before the data reset"
            ])
    }
}
