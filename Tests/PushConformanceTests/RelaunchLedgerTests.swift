@testable import PushConformance
import PushContract
import PushConformanceTestSupport
import PushSimulator
import Testing

/// EXP-006 read from the transcript alone: when work pending at a termination counts as lost,
/// and which mechanism names the loss (explore seeds 777, 31337, 2026, 4242 and 99991 on mce,
/// seed 2026 on actito, at 20,000 runs).
@Suite("EXP-006: a report lost at a termination")
struct RelaunchLedgerTests {
    private typealias W = HandWritten

    private static let report = "https://x.test/api/report"

    /// EXP-006's findings on `records`, read back through their lines.
    private static func lost(_ records: [TranscriptRecord]) throws -> [Violation] {
        let read = try W.read(records)
        // EXP-006 is built in: it judges every transcript with a relaunch.
        return Invariant.builtIn.filter {
            $0.requirement.id == .explorationPushReportSurvivesRelaunch
        }
        .flatMap { $0.check(read) }
    }

    private static func launched(step: String, at seconds: Int64) -> TranscriptRecord {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .system,
            body: ["name": "process.launched", "state": "foreground"])
    }

    private static func terminated(
        step: String, at seconds: Int64, inFlight: [Int] = [], timers: Int = 0
    )
        -> TranscriptRecord
    {
        var body: [String: JSONValue] = ["name": "process.terminated"]
        if !inFlight.isEmpty { body["inFlightRequests"] = .array(inFlight.map { .number(Double($0)) }) }
        if timers > 0 { body["droppedTimers"] = .number(Double(timers)) }
        return TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .system, body: .object(body))
    }

    /// A tap's report (request 1, made while handling push 1) in flight at a termination at 1 s.
    private static let reportInFlight = [
        W.push(1, step: "push"), W.send(1, step: "tap", url: report, during: RecordContext(push: "push-1")),
        terminated(step: "terminate", at: 1, inFlight: [1]),
    ]

    @Test("A relaunched process terminated before the grace owes nothing yet; the next one that runs does")
    func graceBeforeLoss() throws {
        // Relaunched and terminated at the same instant (explore's shrunk MCE findings): not lost.
        let killedAtOnce =
            Self.reportInFlight + [
                Self.launched(step: "relaunch", at: 1), Self.terminated(step: "kill", at: 1),
            ]
        #expect(try Self.lost(killedAtOnce).isEmpty)
        // Killed just before the grace runs out: still owed, not lost.
        let killedEarly =
            Self.reportInFlight + [
                Self.launched(step: "relaunch", at: 1), Self.terminated(step: "kill", at: 5),
            ]
        #expect(try Self.lost(killedEarly).isEmpty)
        // A later process that keeps running (to the end of the transcript) never sent it: lost.
        let thenRuns = killedAtOnce + [Self.launched(step: "again", at: 2)]
        #expect(try Self.lost(thenRuns).map(\.mechanism) == [.pushReportLostInFlight])
        // So is one that ran for the whole grace before it was terminated.
        let ranLongEnough =
            Self.reportInFlight + [
                Self.launched(step: "relaunch", at: 1), Self.terminated(step: "kill", at: 6),
            ]
        #expect(try Self.lost(ranLongEnough).map(\.mechanism) == [.pushReportLostInFlight])
        // Sent again by that later process: nothing is lost.
        let resent = thenRuns + [W.send(2, step: "again", at: 3, url: Self.report)]
        #expect(try Self.lost(resent).isEmpty)
    }

    /// The SDK's neutral announcement, while handling answer `seq`, that a retry waits.
    private static func retryScheduled(_ seq: Int) -> TranscriptRecord {
        TranscriptRecord(
            time: .init(sinceStart: .zero), step: "tap", kind: .event,
            body: ["name": .string(SDKEventName.retryScheduled.rawValue)],
            during: RecordContext(push: "push-1", answer: seq))
    }

    @Test("A report waiting for its retry is named by its last answer: no HTTP answer, or a 5xx")
    func waitingForRetryNamedByLastAnswer() throws {
        func waiting(_ status: Int?, handled: [TranscriptRecord] = [Self.retryScheduled(1)]) -> [TranscriptRecord] {
            [
                W.push(1, step: "push"),
                W.send(1, step: "tap", url: Self.report, during: RecordContext(push: "push-1")),
                W.answer(1, status, step: "tap", push: "push-1"),
            ] + handled + [
                Self.terminated(step: "terminate", at: 1, timers: 1), Self.launched(step: "relaunch", at: 2),
            ]
        }
        #expect(try Self.lost(waiting(nil)).map(\.mechanism) == [.pushReportLostAfterTransportFailure])
        #expect(try Self.lost(waiting(503)).map(\.mechanism) == [.pushReportLostAfterFailure])
        // A refusal (a 4xx) is final: nothing is owed.
        #expect(try Self.lost(waiting(404)).isEmpty)
    }

    @Test("A report that left the in-memory retry loop after a transport failure is lost with no mechanism")
    func storedThenDroppedNamesNoMechanism() throws {
        func waiting(_ handled: [TranscriptRecord], timers: Int = 1) -> [TranscriptRecord] {
            [
                W.push(1, step: "push"),
                W.send(1, step: "tap", url: Self.report, during: RecordContext(push: "push-1")),
                W.answer(1, nil, step: "tap", push: "push-1"),
            ] + handled + [
                Self.terminated(step: "terminate", at: 1, timers: timers), Self.launched(step: "relaunch", at: 2),
            ]
        }
        // The SDK reported the failure (queued for the next launch) and never sent it again.
        let reported = waiting([W.error(retryable: true, answer: 1, step: "tap")])
        #expect(try Self.lost(reported).map(\.mechanism) == [nil])
        // A retry announced and the failure reported too: the loop had ended.
        let announcedThenReported = waiting([Self.retryScheduled(1), W.error(retryable: true, answer: 1, step: "tap")])
        #expect(try Self.lost(announcedThenReported).map(\.mechanism) == [nil])
        // No retry announced: nothing shows a retry waiting in memory.
        #expect(try Self.lost(waiting([])).map(\.mechanism) == [nil])
        // Reported retryable (queued for the next launch) with no timer left at the termination:
        // still owed, since the SDK promised the retry (rt6KnownDeviceNeverReady).
        let promised = waiting([W.error(retryable: true, answer: 1, step: "tap")], timers: 0)
        #expect(try Self.lost(promised).map(\.mechanism) == [nil])
        // Neither a timer nor a promise: nothing was waiting for a retry.
        #expect(try Self.lost(waiting([], timers: 0)).isEmpty)
        // Another report to the same path (another body) answered 2xx settles nothing of it.
        let other = [
            W.send(
                2, step: "tap", url: Self.report, body: ["type": "influenced"], during: RecordContext(push: "push-1")),
            W.answer(2, 200, step: "tap", push: "push-1"),
        ]
        let promisedThenOther = waiting([W.error(retryable: true, answer: 1, step: "tap")] + other, timers: 0)
        #expect(try Self.lost(promisedThenOther).map(\.mechanism) == [nil])
    }

    @Test("A batch carrying the pending report settles it; one carrying only other reports does not")
    func batchCarryingReportSettlesIt() throws {
        // MCE uploads every unsent event in one request (`{"events": [...]}`): the event of the
        // batch that failed goes out again inside a larger batch, with another body (explore
        // seed 777 on mce at 20,000 runs).
        let opened: JSONValue = ["name": "appOpened", "timestamp": "1970-01-01T00:00:00Z"]
        let tapped: JSONValue = ["name": "notificationTapped", "timestamp": "1970-01-01T00:00:01Z"]
        let later: JSONValue = ["name": "appOpened", "timestamp": "1970-01-01T00:00:02Z"]
        func then(_ events: [JSONValue]) -> [TranscriptRecord] {
            [
                W.push(1, step: "push"),
                W.send(
                    1, step: "tap", url: Self.report, body: ["events": [opened]],
                    during: RecordContext(push: "push-1")),
                W.answer(1, 503, step: "tap", push: "push-1"), Self.retryScheduled(1),
                W.send(2, step: "tap", url: Self.report, body: ["events": .array(events)]),
                W.answer(2, 200, step: "tap"),
                Self.terminated(step: "terminate", at: 1, timers: 1), Self.launched(step: "relaunch", at: 2),
            ]
        }
        // The pending event inside a larger batch, answered 2xx: delivered, nothing is owed.
        #expect(try Self.lost(then([tapped, opened])).isEmpty)
        // A batch of other events only (to the same path), answered 2xx: the event is still owed.
        #expect(try Self.lost(then([tapped, later])).map(\.mechanism) == [.pushReportLostAfterFailure])
        // The carrying test itself: each pending element matched once, object members alike.
        #expect(RelaunchLedger.carries(["events": [tapped, opened]], ["events": [opened]]))
        #expect(!RelaunchLedger.carries(["events": [opened]], ["events": [opened, opened]]))
        #expect(!RelaunchLedger.carries(["events": [opened], "extra": true], ["events": [opened]]))
        #expect(!RelaunchLedger.carries(["type": "influenced"], ["type": "open"]))
    }

    @Test("A report that got no HTTP answer is not settled by the SDK calling that failure final")
    func transportFailureCalledFinalStaysPending() throws {
        func failed(_ status: Int?, retryable: Bool) -> [TranscriptRecord] {
            [
                W.push(1, step: "push"),
                W.send(1, step: "tap", url: Self.report, during: RecordContext(push: "push-1")),
                W.answer(1, status, step: "tap", push: "push-1"),
                W.error(retryable: retryable, answer: 1, step: "tap"),
                Self.terminated(step: "terminate", at: 1), Self.launched(step: "relaunch", at: 2),
            ]
        }
        // Offline, and the SDK called its own transport failure final (dropped the report):
        // neither a success nor a refusal, so it is lost, with no timer left (red team 7,
        // rt7OnlyOpenEventsKeptOffline).
        #expect(try Self.lost(failed(nil, retryable: false)).map(\.mechanism) == [nil])
        // A server's answer the adapter called final (429 on Altcraft) settles it.
        #expect(try Self.lost(failed(429, retryable: false)).isEmpty)
        // Sent again after the relaunch: nothing is lost.
        let resent = failed(nil, retryable: false) + [W.send(2, step: "relaunch", at: 3, url: Self.report)]
        #expect(try Self.lost(resent).isEmpty)
    }

    @Test("A resend carrying the token that replaced the pending request's token settles it; no other")
    func resendWithReplacedTokenSettlesIt() throws {
        // Altcraft's queued subscription resolves the token when it is sent: the request that
        // waited for its retry goes out with the rotated token (explore seed 777 run 12832).
        let pending: JSONValue = ["status": "unsubscribed", "subscription_id": "token-a"]
        let rotated: JSONValue = ["status": "unsubscribed", "subscription_id": "token-b"]
        let other: JSONValue = ["status": "subscribed", "subscription_id": "token-b"]
        let replaced = ["token-a": "token-b"]
        #expect(RelaunchLedger.carries(rotated, pending, replaced: replaced))
        // Another status, a token never shown replacing it, or the replacement read backwards: not carried.
        #expect(!RelaunchLedger.carries(other, pending, replaced: replaced))
        #expect(!RelaunchLedger.carries(rotated, pending))
        #expect(!RelaunchLedger.carries(pending, rotated, replaced: replaced))
        // A chain of replacements: A -> B -> C carries A's request as C's.
        let third: JSONValue = ["status": "unsubscribed", "subscription_id": "token-c"]
        #expect(RelaunchLedger.carries(third, pending, replaced: ["token-a": "token-b", "token-b": "token-c"]))
    }

    @Test("A resend that fails retryably in the relaunched process is owed to the next relaunch")
    func resendFailingRetryablyOwedAgain() throws {
        // Red team 9's rt9LaunchResendDropsFailedEvent: the second process resends the report,
        // gets a 503 (reported retryable), and the third process never sends it.
        func chain(_ status: Int, retryable: Bool, then third: [TranscriptRecord] = []) -> [TranscriptRecord] {
            [
                W.push(1, step: "push"),
                W.send(1, step: "tap", url: Self.report, during: RecordContext(push: "push-1")),
                W.answer(1, 503, step: "tap", push: "push-1"),
                W.error(retryable: true, answer: 1, step: "tap"),
                Self.terminated(step: "terminate", at: 1), Self.launched(step: "relaunch", at: 2),
                W.send(2, step: "relaunch", at: 3, url: Self.report),
                W.answer(2, status, step: "relaunch", at: 3),
                W.error(retryable: retryable, answer: 2, step: "relaunch", at: 3),
                Self.terminated(step: "terminate-again", at: 10), Self.launched(step: "third", at: 11),
            ] + third
        }
        let lost = try Self.lost(chain(503, retryable: true))
        #expect(lost.count == 1)
        #expect(lost.first?.message.contains("first sent in step tap") == true, "\(lost)")
        // Sent again by the third process: nothing is lost.
        #expect(
            try Self.lost(chain(503, retryable: true, then: [W.send(3, step: "third", at: 12, url: Self.report)]))
                .isEmpty)
        // The resend refused (4xx) or called final after an HTTP answer: settled.
        #expect(try Self.lost(chain(404, retryable: false)).isEmpty)
        #expect(try Self.lost(chain(503, retryable: false)).isEmpty)
    }

    @Test("Another report to the same path after the relaunch does not send the owed one again")
    func otherReportToSamePathLeavesItOwed() throws {
        // Red team 9's rt9PendingEventsOverwritten: a receive and an open event fail offline
        // (both to POST /event), and the next launch resends only the open.
        let receive: JSONValue = ["type": "receive"]
        let open: JSONValue = ["type": "open"]
        func relaunchSends(_ bodies: [JSONValue]) -> [TranscriptRecord] {
            [
                W.push(1, step: "push"),
                W.send(1, step: "push", url: Self.report, body: receive, during: RecordContext(push: "push-1")),
                W.answer(1, nil, step: "push", push: "push-1"),
                W.error(retryable: true, answer: 1, step: "push"),
                W.send(2, step: "tap", url: Self.report, body: open, during: RecordContext(push: "push-1")),
                W.answer(2, nil, step: "tap", push: "push-1"),
                W.error(retryable: true, answer: 2, step: "tap"),
                Self.terminated(step: "terminate", at: 1), Self.launched(step: "relaunch", at: 2),
            ]
                + bodies.enumerated().map {
                    W.send(3 + $0.offset, step: "relaunch", at: 3, url: Self.report, body: $0.element)
                }
        }
        #expect(try Self.lost(relaunchSends([open])).count == 1)
        #expect(try Self.lost(relaunchSends([receive, open])).isEmpty)
    }
}
