import PushConformance
import PushContract
import PushConformanceTestSupport
import PushSimulator
import Testing

/// Issue 30: EXP-004 and EXP-006 judge work the network never sees, whatever path lost it. A facet
/// call accepted silently (queued behind a request in flight and lost at a relaunch) and a report
/// about a push that failed retryably once and was never retried showed no request pending at a
/// termination, so the relaunch ledger never named them (red team 10, rt10QueuedDuringPassKeptInMemory
/// and rt10ExtensionDeliveryNotPersisted); the correct neighbour sends the work and passes.
@Suite("EXP-004 and EXP-006: work accepted or failed once and never sent")
struct WorkNeverSentTests {
    private typealias W = HandWritten

    private static let events = "https://x.test/api/event"

    /// The findings of the built-in invariant `id` on `records`, read back through their lines.
    private static func found(_ id: RequirementID, _ records: [TranscriptRecord]) throws -> [String] {
        let read = try W.read(records)
        return Invariant.builtIn.filter { $0.requirement.id == id }.flatMap { $0.check(read) }.map(\.message)
    }

    private static func launched(
        step: String, at seconds: Int64, state: String = "foreground"
    )
        -> TranscriptRecord
    {
        W.system("process.launched", step: step, at: seconds, ["state": .string(state)])
    }

    private static func terminated(step: String, at seconds: Int64, inFlight: [Int]) -> TranscriptRecord {
        W.system(
            "process.terminated", step: step, at: seconds,
            ["inFlightRequests": .array(inFlight.map { .number(Double($0)) })])
    }

    /// Two events tracked while the first is in flight; the app is terminated and relaunched; the
    /// first is resent (same body), and the correct SDK then sends the second.
    @Test("EXP-004: an event tracked behind one in flight, never sent after the relaunch", arguments: [false, true])
    func trackedBehindInFlight(buggy: Bool) throws {
        var records = [
            Self.launched(step: "launch", at: 0),
            W.call("customEvents.track", step: "first", at: 10),
            W.send(1, step: "first", at: 10, url: Self.events, body: ["name": "cart"]),
            W.call("customEvents.track", step: "second", at: 10),
            Self.terminated(step: "terminate", at: 11, inFlight: [1]),
            Self.launched(step: "relaunch", at: 11),
            W.send(2, step: "relaunch", at: 11, url: Self.events, body: ["name": "cart"]),
            W.answer(2, 200, step: "relaunch", at: 11),
        ]
        if !buggy { records.append(W.send(3, step: "relaunch", at: 11, url: Self.events, body: ["name": "checkout"])) }
        records.append(W.system("store.keys", step: "finish", at: 131))
        let found = try Self.found(.explorationFacetWorkSurvivesRelaunch, records)
        #expect(
            found
                == (buggy
                    ? [
                        "customEvents.track in step second was accepted (no error reported) and no request for it was "
                            + "ever sent, though the app later ran 5s in the foreground with a token and permission"
                    ] : []))
    }

    /// A call the SDK refused (an error while it was made), or one made while permission is denied
    /// to the end, owes no request.
    @Test("EXP-004: a call refused at once, or waiting for permission, owes no request")
    func refusedOrWaiting() throws {
        let refused = [
            Self.launched(step: "launch", at: 0), W.call("customEvents.track", step: "bad", at: 1),
            W.error(retryable: false, answer: nil, step: "bad", at: 1, code: "event.invalid-field"),
            W.system("store.keys", step: "finish", at: 60),
        ]
        #expect(try Self.found(.explorationFacetWorkSurvivesRelaunch, refused).isEmpty)
        let denied = [
            Self.launched(step: "launch", at: 0),
            W.system("authorization.answered", step: "launch", at: 0, ["status": "denied"]),
            W.call("subscription.subscribe", step: "subscribe", at: 1),
            W.system("store.keys", step: "finish", at: 60),
        ]
        #expect(try Self.found(.explorationFacetWorkSurvivesRelaunch, denied).isEmpty)
        // The same subscribe made twice, the first refused: the identical second request is new work.
        let twice = [
            Self.launched(step: "launch", at: 0), W.call(step: "subscribe", at: 1), W.send(1, step: "subscribe", at: 1),
            W.call(step: "again", at: 1), W.answer(1, 429, step: "wait", at: 2),
            W.error(retryable: false, answer: 1, step: "wait", at: 2), W.send(2, step: "wait", at: 2),
            W.system("store.keys", step: "finish", at: 60),
        ]
        #expect(try Self.found(.explorationFacetWorkSurvivesRelaunch, twice).isEmpty)
    }

    /// The service extension's delivery report fails offline; the app is launched later and kept
    /// in the foreground: the correct SDK sends the report again, the buggy one never does.
    @Test(
        "EXP-006: a report that failed offline once, never sent again after the next launch", arguments: [false, true])
    func failedOnceNeverResent(buggy: Bool) throws {
        let push = RecordContext(push: "push-1", serviceExtension: true)
        var records = [
            W.push(1, step: "push", at: 1),
            W.send(1, step: "push", at: 1, url: Self.events, body: ["type": "delivery"], during: push),
            W.answer(1, nil, step: "push", at: 1, push: "push-1"),
            Self.launched(step: "relaunch", at: 10),
        ]
        if !buggy { records.append(W.send(2, step: "relaunch", at: 10, url: Self.events, body: ["type": "delivery"])) }
        records.append(W.system("store.keys", step: "finish", at: 130))
        let found = try Self.found(.explorationPushReportSurvivesRelaunch, records)
        #expect(
            found
                == (buggy
                    ? [
                        "POST /api/event, a report about a push first sent in step push, failed retryably (no HTTP "
                            + "answer) and was never sent again, though the app was later relaunched and ran 5s in the foreground"
                    ] : []))
    }

    /// An SDK that keeps a failed report for the next launch owes nothing in the failing process,
    /// and a report refused (4xx) or given up at the retry limit is settled.
    @Test("EXP-006: no relaunch, a refusal or a retry limit owes no resend")
    func settledOrNoRelaunch() throws {
        let push = RecordContext(push: "push-1")
        let failed = [
            Self.launched(step: "launch", at: 0), W.push(1, step: "tap", at: 1),
            W.send(1, step: "tap", at: 1, url: Self.events, body: ["type": "open"], during: push),
            W.answer(1, 503, step: "tap", at: 1, push: "push-1"),
        ]
        #expect(
            try Self.found(
                .explorationPushReportSurvivesRelaunch, failed + [W.system("store.keys", step: "finish", at: 600)]
            ).isEmpty)
        let dropped =
            failed + [
                TranscriptRecord(
                    time: .init(sinceStart: .seconds(1)), step: "tap", kind: .event,
                    body: ["name": .string(SDKEventName.requestDropped.rawValue)], during: RecordContext(answer: 1)),
                Self.launched(step: "relaunch", at: 10), W.system("store.keys", step: "finish", at: 600),
            ]
        #expect(try Self.found(.explorationPushReportSurvivesRelaunch, dropped).isEmpty)
    }

    /// The extension's delivery report waits for a slow answer while the app, launched by a tap,
    /// sends the same report and gets a 2xx; the extension's 503 comes afterwards. The backend
    /// already has the report, so nothing is lost (explore seed 1, run 98, on Altcraft). A refusal
    /// (404) of the app's send is as final: a resend would retry a refused request (explore seed
    /// 777 run 778 on Altcraft). With the app's send failing too (503), the report is lost.
    @Test(
        "EXP-006: a report another send got accepted or refused before the failure came owes nothing",
        arguments: [200, 404, 503])
    func acceptedByAnotherSend(appStatus: Int) throws {
        let lost = appStatus == 503
        let push = RecordContext(push: "push-1", serviceExtension: true)
        let records = [
            W.push(1, step: "push", at: 0),
            W.send(1, step: "push", at: 0, url: Self.events, body: ["type": "delivery"], during: push),
            Self.launched(step: "tap", at: 0),
            W.send(2, step: "tap", at: 0, url: Self.events, body: ["type": "delivery"]),
            W.answer(2, appStatus, step: "tap", at: 0),
            W.answer(1, 503, step: "wait", at: 5, push: "push-1"),
            Self.launched(step: "relaunch", at: 8),
            W.system("store.keys", step: "finish", at: 600),
        ]
        #expect(try Self.found(.explorationPushReportSurvivesRelaunch, records).count == (lost ? 1 : 0))
    }

    /// An open is sent at a tap and the app resets the SDK's data while it is in flight; its
    /// failure (offline) comes after the reset and the relaunched app never sends it again. The
    /// reset erased the report, as one after the failure does (explore seed 777 run 1050 on
    /// altcraft); without the reset the report is lost.
    @Test("EXP-006: a report in flight at a data reset, failing after it, owes nothing", arguments: [false, true])
    func inFlightAtReset(reset: Bool) throws {
        let push = RecordContext(push: "push-1")
        var records = [
            Self.launched(step: "launch", at: 0), W.push(1, step: "tap", at: 1),
            W.send(1, step: "tap", at: 1, url: Self.events, body: ["type": "open"], during: push),
        ]
        if reset {
            records.append(
                TranscriptRecord(
                    time: .init(sinceStart: .seconds(2)), step: "clear", kind: .event,
                    body: ["name": .string(SDKEventName.dataCleared.rawValue)]))
        }
        records += [
            W.answer(1, nil, step: "wait", at: 300, push: "push-1"),
            W.system("process.terminated", step: "relaunch", at: 301, ["inFlightRequests": .array([])]),
            Self.launched(step: "relaunch", at: 301), W.system("store.keys", step: "finish", at: 600),
        ]
        #expect(try Self.found(.explorationPushReportSurvivesRelaunch, records).count == (reset ? 0 : 1))
    }
}
