import PushContract
import PushSimulator

extension Invariant {
    /// SUB-003 and RST-001.
    static let lifecycleInvariants: [Invariant] = [subscriptionFollowsServer, dataResetErasesEverything]

    /// SUB-003: a subscription status reported to the app is one the server confirmed: it is
    /// reported while handling a 2xx answer (its record's `during.answer` names a request answered
    /// with a 2xx), never before the server answered anything, never after a refusal; and that 2xx
    /// confirms the status reported: the answer names it (a `status` field holding a
    /// ``SubscriptionStatus`` name, at any depth), or, when the answer names no status, the request
    /// it answers asked for it. A 2xx naming another status, or an empty 2xx to a request that
    /// named none (an unsuspend), confirms nothing; nor does the answer to a read (a `GET`, such
    /// as a status query): a read is not a change, whatever status it names (red team 12,
    /// rt12StatusReadReportedAsChange).
    ///
    /// A status reported before any answer at all is a violation on any transcript; which answer
    /// a later one was reported for needs answer contexts (``RecordContext``), so a transcript
    /// that records none cannot show the rest.
    package static let subscriptionFollowsServer: Invariant = Invariant(
        Requirement(
            .subscriptionFollowsServer, .must, .subscription, kind: .invariant,
            summary: "a reported subscription status follows the server",
            sentence:
                "An SDK MUST report a subscription status change to its push delegate only while handling the server's 2xx answer confirming it: never before the server answered, never after a refusal or a failure, never for the answer to a read (a status query is not a change), and only the status that answer confirms (the status the answer names, or, when it names none, the status the request it answers asked for).",
            rationale:
                "Apps show the reported status in their settings; \"subscribed\" reported optimistically stays on screen after the server refused it.",
            sources: [
                "P9", "SubscriptionService: Implementation requirements",
                "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508 (11.1.1: a wrong subscription status sent at startup)",
                "https://github.com/xmtplabs/convos-ios/pull/1244 (the app shows a subscription the backend never confirmed)",
            ])
    ) { records in
        let linked = records.recordsAnswerContexts
        var answers: [Int: Int?] = [:]
        var answerBodies: [Int: JSONValue?] = [:]
        var requestBodies: [Int: JSONValue?] = [:]
        var requestMethods: [Int: String] = [:]
        var judgement = Judgement()
        for record in records {
            if record.kind == .answer, let seq = record.body["seq"]?.integerValue {
                answers[seq] = record.body["status"]?.integerValue
                answerBodies[seq] = record.body["body"]
            }
            if record.kind == .http, let seq = record.body["seq"]?.integerValue {
                requestBodies[seq] = record.body["body"]
                requestMethods[seq] = record.body["method"]?.stringValue
            }
            guard record.kind == .delegate, record.name == "subscription.changed" else { continue }
            let status = record.body["details"]?["status"]?.stringValue ?? "?"
            guard let cause = record.during.answer, let answer = answers[cause] else {
                if answers.isEmpty {
                    judgement.found(record, "the SDK reported \(status) before the server answered any request")
                } else if linked {
                    judgement.found(
                        record, "the SDK reported \(status) while handling no answer: before the server answered it")
                } else {
                    judgement.lacks("during.answer on subscription.changed (which answer a status was reported for)")
                }
                continue
            }
            guard let code = answer, (200..<300).contains(code) else {
                let what = answer.map { "HTTP \($0)" } ?? "a transport failure"
                judgement.found(
                    record, "the SDK reported \(status) while handling request \(cause)'s \(what), not a confirmation")
                continue
            }
            let named = Self.namedStatuses(answerBodies[cause] ?? nil)
            if requestMethods[cause]?.uppercased() == "GET" {
                judgement.found(
                    record,
                    "the SDK reported \(status) while handling request \(cause)'s HTTP \(code) to a GET: a read is not a change, whatever status its answer names"
                )
            } else if !named.isEmpty, !named.contains(status) {
                judgement.found(
                    record,
                    "the SDK reported \(status) while handling request \(cause)'s HTTP \(code), whose answer names "
                        + named.sorted().joined(separator: ", ") + ": the answer confirms another status")
            } else if named.isEmpty, !Self.namedStatuses(requestBodies[cause] ?? nil).contains(status) {
                judgement.found(
                    record,
                    "the SDK reported \(status) while handling request \(cause)'s HTTP \(code), but neither the answer "
                        + "nor the request it answers names \(status): nothing confirmed it")
            }
        }
        return judgement
    }

    /// The subscription statuses a request or answer body names: every `status` field, at any
    /// depth, holding a ``SubscriptionStatus`` name (`{"profile":{"subscription":{"status":"subscribed"}}}`).
    static func namedStatuses(_ body: JSONValue?) -> Set<String> {
        guard let body else { return [] }
        var found: Set<String> = []
        if let object = body.objectValue {
            for (key, value) in object {
                if key == "status", let name = value.stringValue, SubscriptionStatus(rawValue: name) != nil {
                    found.insert(name)
                }
                found.formUnion(namedStatuses(value))
            }
        } else if let array = body.arrayValue {
            for value in array { found.formUnion(namedStatuses(value)) }
        }
        return found
    }

    /// RST-001 on every transcript, judged by what remains after a data reset that reported
    /// success (`store.after-reset`):
    /// - the keys the reset left with the value they had before it (`kept`);
    /// - a request sent after it that repeats (``ObservedRequest``) one still pending when it
    ///   came (sent, and neither answered with a 2xx nor finally refused, by its status or by
    ///   the adapter reporting its failure as not retryable: in flight, waiting for
    ///   its retry, or dropped by a termination and queued for the next launch), whoever sends
    ///   it: queued or scheduled work the reset left running.
    ///
    /// A store key that holds another value at the end (of the case, or of the process that
    /// reset: `store.keys` before its `process.terminated`) than at the reset, with nothing new
    /// (no app call, push, response, launch: no system record) in between, was written again
    /// by work from before the reset (an answer to a request in flight at the reset, a timer):
    /// its own mechanism, apart from a key the reset kept.
    ///
    /// A request a new call asked for after the reset is not a continuation (``AppCall``): a
    /// `subscribe` with the same fields, a tap on a re-sent message (found by `explore`,
    /// issue 26, seeds 2026 and 31337): each call of the kind that asked for the request allows
    /// one send, and a send after a failing answer to that one is its retry (NET-001 judges it),
    /// as is a send made while handling the failed answer of any send made after the reset
    /// (`during.answer`; found by `explore`, seed 31337 run 1454 on altcraft).
    package static let dataResetErasesEverything: Invariant = Invariant(
        Requirement(
            .dataResetErasesEverything, .must, .adapter, kind: .invariant,
            summary: "a data reset cancels queued work and removes stored values",
            sentence:
                "A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store, report data.cleared and complete exactly once.",
            rationale:
                "A \"forget me\" that leaves a queued request behind sends the user's data after they asked for it to be erased.",
            sources: ["DataResetService: Implementation requirements", "AltcraftStyle README (clearCache)"])
    ) { records in
        var judgement = Judgement()
        var calls = AppCall.Tracker(attributes: records.recordsPushContexts)
        var requestOf: [Int: ObservedRequest] = [:]
        // Per request: its latest send, whether that is settled, and the kind of call that asked for it.
        var latest: [ObservedRequest: (seq: Int, settled: Bool, askedBy: String?)] = [:]
        // Requests pending at the latest reset: the send then, and the calls of its kind then.
        var pendingAtReset: [ObservedRequest: (seq: Int, askedBy: String?, calls: Int, allowed: Int)] = [:]
        // Sends answered with a failure: the next identical send after one the app asked for again is its retry.
        var failed: Set<Int> = []
        var resetSucceeded = false
        // Whether a process launched since the latest reset (its repeats are a later process's).
        var relaunchedSinceReset = false
        // The store when the latest reset reported success, while nothing new happened since.
        var storeAtQuietReset: [String: JSONValue]?
        // The calls into the SDK read when the latest reset came.
        var callsAtReset = 0
        // The sends made since the latest reset: a send from the failed answer of one is its retry.
        var sentAfterReset: Set<Int> = []
        for record in records {
            calls.read(record)
            if record.kind == .system, record.systemName != .storeAfterReset {
                if record.systemName == .storeKeys, let atReset = storeAtQuietReset {
                    let now = record.body["keys"]?.objectValue ?? [:]
                    for key in now.keys.sorted() where now[key] != atReset[key] {
                        judgement.found(
                            record,
                            "\(key) was written to the store after the data reset, with no app call, push, response or launch since: work from before the reset wrote it again",
                            mechanism: .resetWorkWroteStoreKey(key))
                    }
                }
                storeAtQuietReset = nil
            }
            if record.systemName == .processLaunched { relaunchedSinceReset = true }
            if record.kind == .completion, record.body["kind"] == "clear-data", record.body["value"] == JSONValue.null,
                record.body["call"] == nil
            {
                resetSucceeded = true
            }
            if record.systemName == .storeAfterReset {
                let kept = (record.body["kept"]?.arrayValue ?? []).compactMap(\.stringValue)
                let values = record.body["keys"]?.objectValue ?? [:]
                // One finding per key, each its own mechanism: a deviation for one key excuses no
                // other, and one for a key kept empty excuses no key kept with a value.
                for key in kept {
                    if let digest = values[key]?.stringValue, Self.emptyValueDigests.contains(digest) {
                        judgement.found(
                            record,
                            "the data reset left \(key) in the store holding an empty value (0, false, \"\", [], {} or null), as before it",
                            mechanism: .resetKeptEmptyStoreKey(key))
                    } else {
                        judgement.found(
                            record, "the data reset left \(key) in the store with the value it had before",
                            mechanism: .resetKeptStoreKey(key))
                    }
                }
                relaunchedSinceReset = false
                storeAtQuietReset = record.body["keys"]?.objectValue ?? [:]
                callsAtReset = calls.total
                sentAfterReset = []
                pendingAtReset = [:]
                for (request, entry) in latest where !entry.settled {
                    pendingAtReset[request] = (entry.seq, entry.askedBy, calls.count(entry.askedBy), 0)
                }
                continue
            }
            switch record.kind {
            case .http:
                // Read before the send credits a waiting call (a late send has no asker anyway).
                let waitingCall = calls.facetCallWaiting(since: callsAtReset)
                let waitingCallBeforeReset = calls.facetCallWaiting(before: callsAtReset)
                let asker = calls.asker(ofSent: record)?.key
                guard let seq = record.body["seq"]?.integerValue, let request = ObservedRequest(record) else {
                    continue
                }
                requestOf[seq] = request
                defer { sentAfterReset.insert(seq) }
                let previous = latest[request]?.seq
                let askedBy = latest[request].flatMap { $0.settled ? nil : $0.askedBy } ?? asker
                latest[request] = (seq, false, askedBy)
                guard var pending = pendingAtReset[request] else { continue }
                if calls.count(pending.askedBy) - pending.calls > pending.allowed {
                    pending.allowed += 1
                    pendingAtReset[request] = pending
                    continue
                }
                // A retry of the send a call after the reset asked for (its answer failed): NET-001's.
                if pending.allowed > 0, let previous, failed.contains(previous) { continue }
                // Sent while handling the failed answer of a send made after the reset: that
                // send's retry (whatever sent it), not work left from before (NET-001 judges it).
                if let answer = record.during.answer, sentAfterReset.contains(answer), failed.contains(answer) {
                    continue
                }
                judgement.found(
                    record,
                    "request \(seq) (\(request)) repeats request \(pending.seq), which was still pending when the data was reset",
                    mechanism: Self.resetRepeatMechanism(
                        record, relaunched: relaunchedSinceReset, calledInStep: calls.calledInStep(since: callsAtReset),
                        waitingCall: waitingCall, waitingCallBeforeReset: waitingCallBeforeReset))
            case .error:
                // A send whose failure the adapter reported as not retryable is settled: nothing of
                // it stays queued (NET-001 reads the same `network.*` error, linked by `during.answer`).
                guard record.body["retryable"] == false,
                    record.body["code"]?.stringValue?.hasPrefix("network.") == true,
                    let seq = record.during.answer, let request = requestOf[seq], latest[request]?.seq == seq
                else { continue }
                latest[request]?.settled = true
            case .answer:
                if let seq = record.body["seq"]?.integerValue, record.answerOutcome != .success { failed.insert(seq) }
                guard let seq = record.body["seq"]?.integerValue, let request = requestOf[seq],
                    latest[request]?.seq == seq,
                    record.answerOutcome == .success || record.answerOutcome == .finalFailure
                else { continue }
                latest[request]?.settled = true
            default:
                continue
            }
        }
        if resetSucceeded, !records.contains(where: { $0.systemName == .storeAfterReset }) {
            judgement.lacks("store.after-reset after a data reset that reported success (what the reset left)")
        }
        for completion in unreportedResets(records) {
            judgement.found(
                completion,
                "the data reset completed with success but the SDK never reported sdk.data-cleared for it (before the next reset call or the end)"
            )
        }
        return judgement
    }

    /// The store digests (``SimulatedStore/digest(of:)``, as `store.after-reset` records them) of
    /// the empty values: 0, false, "", [], {} and null (RST-001's kept-empty-store-key).
    static let emptyValueDigests: Set<String> = Set(
        [JSONValue.number(0), .bool(false), .string(""), .array([]), .object([:]), .null].map(
            SimulatedStore.digest(of:)))

    /// RST-001's report: each clear-data completion with success (`value` null) whose reset
    /// call (`app.called` `dataReset.*`) was followed by no `sdk.data-cleared` event before the
    /// next reset call or the end of the transcript (red team 9, rt9EmptyClearNotReported).
    static func unreportedResets(_ records: [TranscriptRecord]) -> [TranscriptRecord] {
        var found: [TranscriptRecord] = []
        var called = false
        var reported = false
        var succeeded: TranscriptRecord?
        func close() {
            if let completion = succeeded, !reported { found.append(completion) }
            succeeded = nil
        }
        for record in records {
            if record.systemName == .appCalled, record.body["call"]?.stringValue?.hasPrefix("dataReset.") == true {
                close()
                called = true
                reported = false
            } else if record.eventName == SDKEventName.dataCleared {
                reported = true
            } else if called, record.kind == .completion, record.body["kind"] == "clear-data",
                record.body["value"] == JSONValue.null, record.body["call"] == nil
            {
                succeeded = record
            }
        }
        close()
        return found
    }

    /// RST-001's mechanism of a repeat of a request pending at the reset: sent by a later
    /// process; else, from no answer's handling, in the step of a call made since the reset;
    /// else, from no answer's handling in a wait, while a facet call made since the reset had
    /// sent nothing yet; else, so, while a facet call made before the reset had sent nothing
    /// yet; else none.
    static func resetRepeatMechanism(
        _ record: TranscriptRecord, relaunched: Bool, calledInStep: Bool, waitingCall: Bool,
        waitingCallBeforeReset: Bool = false
    ) -> ViolationMechanism? {
        if relaunched { return .resentByNextLaunch }
        guard record.during.answer == nil else { return nil }
        if calledInStep { return .resentAtCallAfterReset }
        if waitingCall { return .sentLateForCallAfterReset }
        return waitingCallBeforeReset ? .sentLateForCallBeforeReset : nil
    }
}
