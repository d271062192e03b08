import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// EXP-006 names a report lost in the SDK's in-memory retry loop (`lost-after-transport-failure`)
/// also when another report to the same path was in flight at the termination: explore seed 777
/// runs 7665, 9124 and 10858 on Actito found such losses with no mechanism, so its cited
/// deviation for retryPerform's sleep did not name them.
@Suite("EXP-006: a report lost in its retry loop beside another in flight")
struct FailedReportRetryLoopTests {
    private typealias W = HandWritten

    private static let report = "https://x.test/api/event"
    private static let push1 = RecordContext(push: "push-1")
    private static let push2 = RecordContext(push: "push-2")

    private static func lost(_ records: [TranscriptRecord]) throws -> [Violation] {
        let read = try W.read(records)
        return Invariant.builtIn.filter { $0.requirement.id == .explorationPushReportSurvivesRelaunch }
            .flatMap { $0.check(read) }
    }

    /// The SDK announces, while handling answer `seq`, a retry after `delay`.
    private static func retryScheduled(_ seq: Int, delay: String, at seconds: Int64 = 0) -> TranscriptRecord {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: "push-2", kind: .event,
            body: ["name": .string(SDKEventName.retryScheduled.rawValue), "details": ["delay": .string(delay)]],
            during: RecordContext(push: "push-2", answer: seq))
    }

    /// Report 1 (push 1) in flight; report 2 (push 2) fails with no HTTP answer and waits for the
    /// retry `handled` announces; the app is terminated at `killedAt` and relaunched.
    private static func transcript(_ handled: [TranscriptRecord], killedAt: Int64) -> [TranscriptRecord] {
        [
            W.push(1, step: "push-1"),
            W.send(1, step: "push-1", url: report, body: ["notification": "m-1"], during: push1),
            W.push(2, step: "push-2"),
            W.send(2, step: "push-2", url: report, body: ["notification": "m-2"], during: push2),
            W.answer(2, nil, step: "push-2", push: "push-2"),
        ] + handled + [
            TranscriptRecord(
                time: .init(sinceStart: .seconds(killedAt)), step: "kill", kind: .system,
                body: ["name": "process.terminated", "inFlightRequests": [1], "droppedTimers": 1]),
            TranscriptRecord(
                time: .init(sinceStart: .seconds(killedAt)), step: "kill", kind: .system,
                body: ["name": "process.launched", "state": "foreground"]),
            W.system("store.keys", step: "finish", at: killedAt + 3600, ["keys": [:]]),
        ]
    }

    @Test("Terminated before the announced retry was due: the loss names the retry loop")
    func terminatedWhileRetryWaits() throws {
        let found = try Self.lost(Self.transcript([Self.retryScheduled(2, delay: "0.5s")], killedAt: 0))
        let second = found.filter { $0.message.contains("failed retryably") }
        #expect(second.map(\.mechanism) == [.pushReportLostAfterTransportFailure])
        #expect(second.allSatisfy { $0.message.contains("still waiting in memory") })
        // The report in flight is its own loss, lost in flight.
        #expect(found.contains { $0.mechanism == .pushReportLostInFlight })
    }

    @Test("A retry announced but never made, or a failure reported, names no mechanism")
    func otherLossesNameNone() throws {
        // The process lived past the retry's delay and never sent it.
        let late = try Self.lost(Self.transcript([Self.retryScheduled(2, delay: "0.5s")], killedAt: 60))
        #expect(late.filter { $0.message.contains("failed retryably") }.map(\.mechanism) == [nil])
        // The SDK reported the failure: it left the loop.
        let reported = try Self.lost(
            Self.transcript(
                [
                    Self.retryScheduled(2, delay: "0.5s"),
                    W.error(retryable: true, answer: 2, step: "push-2", code: "push.event-failed"),
                ], killedAt: 0))
        #expect(reported.filter { $0.message.contains("failed retryably") }.map(\.mechanism) == [nil])
        // No retry announced at all.
        let silent = try Self.lost(Self.transcript([], killedAt: 0))
        #expect(silent.filter { $0.message.contains("failed retryably") }.map(\.mechanism) == [nil])
    }
}
