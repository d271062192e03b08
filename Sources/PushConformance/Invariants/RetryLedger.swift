import PushContract
import PushSimulator

/// NET-001's bookkeeping (``Invariant/retryOnlyRetryable``), from what the transcript shows:
/// every send of each request (``ObservedRequest``), how each was answered, and the calls into
/// the SDK (``AppCall``).
///
/// A send of a request after a final failure of the same request (a status other than 2xx, 5xx
/// or 429, or a failure the adapter reported as not retryable) is a retry of a final failure,
/// whoever sent it: a timer, a queue's flusher, a relaunch, or work interleaved with unrelated
/// calls. So is a send of a request a call asked for after its latest send was answered with a
/// 2xx (a retry that followed no failure: a queue pass re-running work already done); the SDK's
/// own work, asked for by no call, may be repeated (a token sync at each launch). It is what the app asked for again while fewer sends of the request are settled (2xx,
/// or a final failure) than calls were made of the kinds that asked for it, each counted from
/// the earliest that did: two `subscribe` calls with the same fields, two pushes with one
/// message id, a tap delivered twice. A call asks for a request when its handling sends the
/// request fresh (not after a failure of it; ``AppCall/Tracker/asker(ofSent:)``); for work sent
/// for a push, a call about a push (its arrival, a tap on it) that never sent the request before
/// asks for it when its handling sends it for that push, even after a failure. The transcript does not say
/// which call a queued request answers (a persisted queue sends the second `subscribe` when the
/// first's refusal arrives; found by `explore`, issue 26), so each such call allows one; a call
/// of another kind allows none, and the SDK's own work (sent only in steps without a call) none.
struct RetryLedger {
    /// One request's history.
    private struct History {
        /// The kinds of call that asked for it, each with the calls of its kind before the
        /// earliest that did.
        var askedBy: [String: Int] = [:]
        /// Sends settled: answered 2xx, or failed finally.
        var settled: Set<Int> = []
        /// Whether its latest outcome is a failure (retryable or final).
        var failing = false
        /// The calls whose handling sent it.
        var askers: Set<AppCall.Asker> = []
        /// The send whose final failure is the request's latest outcome, with what made it final.
        var finalFailure: (seq: Int, reason: String)?
        /// When the server refused it for good with an HTTP status: the answer's time and the
        /// launches seen by then (nil for a failure the adapter reported as final).
        var refusedAt: (time: DeviceInstant, launches: Int)?
        /// How many times it was sent.
        var sends = 0
        /// The calls into the SDK read when its latest final failure came.
        var callsAtFailure = 0
        /// The sends whose answer's handling called a completion (the answer handed to the app).
        var handed: Set<Int> = []
        /// The send whose 2xx answer is the request's latest outcome.
        var succeeded: Int?
        /// The app's facet calls (`app.called`) read when that 2xx came.
        var facetCallsAtSuccess = 0
        /// While no call has asked for it: for each facet call method, the earliest call of the
        /// method that had sent nothing when a send of it was credited to no call (a wait), with
        /// where the calls that may have asked for it start.
        var waitingAtUnaskedSend: [String: (asker: AppCall.Asker, earliest: Int)] = [:]
    }

    private var requests: [Int: ObservedRequest] = [:]
    /// The sends answered with a retryable failure the adapter did not report as final, each
    /// with its method and path (`POST /api/v1/update`): a retry may rebuild the body.
    private var retryableSends: [Int: String] = [:]
    /// Each send made while the SDK handled an answer (`during.answer`), with the first answer of
    /// that chain: the answer whose handling started the queue pass that sent it.
    private var chainStart: [Int: Int] = [:]
    /// The sends found retrying a final failure, with the mechanism each was named.
    private var repeats: [Int: ViolationMechanism?] = [:]
    private var history: [ObservedRequest: History] = [:]
    private var calls: AppCall.Tracker
    /// The process launches read so far.
    private var launches = 0
    /// The tokens the system or a provider handed the running process since its launch.
    private var handedThisProcess: Set<String> = []
    /// The app's facet calls read so far (`app.called` records), and the step of the latest.
    private var facetCalls = 0
    private var facetCallStep: String?

    /// A ledger for a transcript that does (or does not) record push contexts.
    init(attributes: Bool) { calls = AppCall.Tracker(attributes: attributes) }

    /// Reads one record (every record, in order); returns the message, and the mechanism when
    /// the transcript shows one, when it is a send that retries a final failure.
    mutating func read(_ record: TranscriptRecord) -> (message: String, mechanism: ViolationMechanism?)? {
        calls.read(record)
        if record.systemName == .processLaunched {
            launches += 1
            handedThisProcess = []
        }
        if let handed = RelaunchLedger.handedToken(record) { handedThisProcess.insert(handed.token) }
        if record.systemName == .appCalled {
            facetCalls += 1
            facetCallStep = record.step
        }
        // A data reset that reported success (`store.after-reset`) forgets what was done: the
        // SDK registers and subscribes afresh, so a 2xx from before it is no longer "done".
        if record.systemName == .storeAfterReset {
            for request in history.keys { history[request]?.succeeded = nil }
        }
        switch record.kind {
        case .http:
            return sent(record)
        case .completion:
            if let seq = record.during.answer, let request = requests[seq] { history[request]?.handed.insert(seq) }
            return nil
        case .answer:
            guard let seq = record.body["seq"]?.integerValue, let request = requests[seq] else { return nil }
            switch record.answerOutcome {
            case .success:
                history[request]?.settled.insert(seq)
                history[request]?.succeeded = seq
                history[request]?.facetCallsAtSuccess = facetCalls
                history[request]?.failing = false
                history[request]?.finalFailure = nil
                history[request]?.refusedAt = nil
            case .finalFailure:
                history[request]?.succeeded = nil
                history[request]?.refusedAt = (record.time, launches)
                history[request]?.settled.insert(seq)
                history[request]?.failing = true
                history[request]?.callsAtFailure = calls.total
                history[request]?.finalFailure = (
                    seq, "a non-retryable answer (HTTP \(record.body["status"]?.integerValue ?? 0))"
                )
            case .retryableFailure:
                history[request]?.succeeded = nil
                history[request]?.failing = true
                retryableSends[seq] = request.description
            case nil: break
            }
            return nil
        default:
            return nil
        }
    }

    /// The adapter reported the failure of the answer to request `seq` as not retryable.
    mutating func reportedFinal(_ seq: Int) {
        guard let request = requests[seq] else { return }
        history[request]?.settled.insert(seq)
        history[request]?.failing = true
        retryableSends[seq] = nil
        // A final answer keeps its own reason; a retryable (or successful) one becomes final here.
        if history[request]?.finalFailure?.seq != seq {
            history[request]?.finalFailure = (seq, "a failure the adapter reported as not retryable")
            history[request]?.callsAtFailure = calls.total
            history[request]?.refusedAt = nil
        }
    }

    private mutating func sent(_ record: TranscriptRecord) -> (message: String, mechanism: ViolationMechanism?)? {
        guard let seq = record.body["seq"]?.integerValue, let request = ObservedRequest(record) else { return nil }
        requests[seq] = request
        if let answer = record.during.answer { chainStart[seq] = chainStart[answer] ?? answer }
        let asker = calls.asker(ofSent: record)
        var entry = history[request] ?? History()
        entry.sends += 1
        // Work for a push (sent before while handling one), sent again while handling a push that
        // never sent it (two pushes of one message) or a tap on it: that push's own work.
        let pushWork = entry.askers.contains { $0.notification != nil }
        let newForPush =
            asker.map { asker in
                pushWork && !entry.askers.contains(asker) && asker.notification != nil
                    && asker.notification == record.during.push
            } ?? false
        // A facet call's request sent in a wait (its token resolved late) is credited to no
        // call; once a later call of the same method sends the same request, the transcript shows
        // which call the earlier send was: the earliest call of that method that had sent nothing
        // then (explore seeds 777 and 31337 on altcraft: two status queries, the first's request
        // sent in a wait and refused, the second's in its own step). Only a call waiting at that
        // send, of the method that now sends it, is credited: it asks for one send more.
        if let asker, entry.askedBy.isEmpty, let waiting = entry.waitingAtUnaskedSend[asker.key],
            waiting.asker.callsBefore < asker.callsBefore
        {
            entry.askedBy[asker.key] = waiting.earliest
            calls.credit(waiting.asker)
        }
        // Sent again credited to no call of a method that waited at its earlier unasked sends (in
        // a wait, or in the step of a call of another method), while more calls of such a method
        // wait now than the request was sent: each send is one waiting call's (explore seed 777
        // runs 2463, 4745 and 6024 on altcraft: two subscribe or unsubscribe calls whose token
        // resolved late, each request sent in a wait or in another call's step, the first refused).
        // The methods are tried from the one whose waiting call came first: a queue serves its
        // calls in order (explore seed 777 run 3721 on altcraft: three unsuspends, then two
        // subscribes, all waiting for the token; the unsuspends' requests went out first).
        if entry.askedBy.isEmpty, asker.map({ entry.waitingAtUnaskedSend[$0.key] == nil }) ?? true {
            let byFirstCall = entry.waitingAtUnaskedSend.sorted {
                (calls.order(of: $0.value.asker), $0.key) < (calls.order(of: $1.value.asker), $1.key)
            }
            for (key, waiting) in byFirstCall {
                let waitingCalls = calls.waitingCalls(key, from: waiting.asker.callsBefore)
                guard waitingCalls.count >= entry.sends else { continue }
                entry.askedBy[key] = waiting.earliest
                for index in waitingCalls.prefix(entry.sends) {
                    calls.credit(AppCall.Asker(key: key, callsBefore: index, notification: nil))
                }
                break
            }
        }
        if asker == nil, entry.askedBy.isEmpty {
            for (key, waiting) in calls.earliestWaitingFacetCalls where entry.waitingAtUnaskedSend[key] == nil {
                entry.waitingAtUnaskedSend[key] = (waiting, calls.earliestAsk(waiting))
            }
        }
        defer {
            if let asker {
                entry.askers.insert(asker)
                // A fresh send asks in the name of its call; each kind counts from its earliest asker.
                if !entry.failing || newForPush {
                    let earliest = calls.earliestAsk(asker)
                    entry.askedBy[asker.key] = min(entry.askedBy[asker.key] ?? earliest, earliest)
                }
            }
            history[request] = entry
        }
        let asks = entry.askedBy.reduce(0) { total, asked in total + calls.count(asked.key) - asked.value }
        // A request a call asked for, answered 2xx, sent again with no new call asking for it:
        // a retry that followed no failure at all (a queue pass or a relaunch re-running work
        // already done). The SDK's own work (asked for by no call: a token sync at each launch)
        // may be repeated.
        // Only with no facet call since that 2xx, and none in the step sending it: a queue that
        // sends one request per call may send a later call's request in a wait or right after an
        // earlier one's, credited to no call (explore, altcraft).
        if let success = entry.succeeded, entry.finalFailure == nil, !entry.askedBy.isEmpty, !newForPush,
            entry.settled.count >= asks, facetCalls == entry.facetCallsAtSuccess,
            record.step != facetCallStep
        {
            let kinds = entry.askedBy.keys.sorted().map(AppCall.describe)
            return (
                "request \(seq) sends \(request) again after request \(success) was answered with a 2xx: "
                    + "no failure to retry, and no new \(kinds.joined(separator: " or ")) asked for it again",
                nil
            )
        }
        guard let failure = entry.finalFailure else { return nil }
        if newForPush || entry.settled.count < asks {
            // Asked for again: by a new call of a kind that asks for it, or for a push that never sent it.
            entry.finalFailure = nil
            entry.refusedAt = nil
            entry.failing = false
            return nil
        }
        let kinds = entry.askedBy.keys.sorted().map(AppCall.describe)
        let mechanism = mechanism(of: record, asker: asker, entry: entry, failure: failure.seq)
        repeats[seq] = mechanism
        return (
            "request \(seq) retries \(request) after \(failure.reason) to request \(failure.seq): "
                + "no new \(kinds.isEmpty ? AppCall.describe(nil) : kinds.joined(separator: " or ")) asked for it again",
            mechanism
        )
    }

    /// The mechanism of a send that retries the final failure of request `failure`, from what the
    /// transcript shows: which answer's handling sent it (`during.answer`), the calls made since
    /// the failure, and how many facet calls of one kind were made.
    private func mechanism(
        of record: TranscriptRecord, asker: AppCall.Asker?, entry: History, failure: Int
    )
        -> ViolationMechanism?
    {
        // Sent from the answer to a repeat of the refusal: that repeat's retry, named as it was.
        if let answer = record.during.answer, let repeated = repeats[answer] { return repeated }
        if let answer = record.during.answer {
            if answer != failure, retryableSends[answer] == requests[failure]?.description {
                return .retryableFailureRetried
            }
            // From the refusal's answer, or further down the queue pass that answer started (the
            // next stored item's answer sends the one after it: explore seed 777 runs 4745 and
            // 6024 on altcraft).
            if answer == failure || chainStart[answer] == failure, calls.mostFacetCalls >= entry.sends {
                return .queuedCallSentAfterRefusal
            }
        }
        // A token-state check sent again in the step of a later launch, foreground, token
        // delivery or token call (this process's or a later one's): what only such moments asked for.
        // Sent in a wait (no call in its step) by the same process: the check of such a moment
        // read since the final failure, or of a token call whose handling has sent nothing yet,
        // whose token resolved late (a provider's latency; explore seed 777 runs 12494 and 12894
        // on altcraft). A later process's wait send is its own work.
        let atTokenMoment =
            asker.map {
                $0.checksTokenState
                    && (calls.calledInStep(since: entry.callsAtFailure)
                        || (entry.refusedAt.map { $0.launches < launches } ?? false))
            }
            ?? ((calls.tokenStateCall(since: entry.callsAtFailure) || calls.tokenCallWaiting)
                && entry.refusedAt?.launches == launches)
        if record.during.answer == nil, Self.syncsTokenState(entry.askers), atTokenMoment {
            return .resentAtLaterCall
        }
        if record.during.answer == nil, Self.syncsTokenState(entry.askers), sendsHandedToken(record, entry: entry) {
            return .resentAtLaterCall
        }
        // Sent by a later process, from no answer's handling (a launch's check, a stored queue).
        if record.during.answer == nil, let refused = entry.refusedAt, refused.launches < launches {
            return .refusedRequestResentByNextLaunch
        }
        if record.during.answer == nil, !calls.calledInStep(since: 0), entry.handed.contains(failure),
            calls.mostWaitingFacetCalls >= entry.sends
        {
            return .oneShotSentLateForWaitingCall
        }
        if let refused = entry.refusedAt, refused.launches == launches, refused.time < record.time {
            return .refusedRequestRetriedAfterBackoff
        }
        if let refused = entry.refusedAt, refused.launches < launches { return .refusedRequestResentByNextLaunch }
        return nil
    }

    /// A later process's token check, sent in a wait: the request was refused in an earlier
    /// process, and this one, after its launch, was handed a token (the system's
    /// `remote-registration.token`, a provider's `token-provider.fetch`) the request carries
    /// (explore seed 777 run 17552 on altcraft: the first foreground of a launch checks the token
    /// and sends push/update again). Stored work a later process sends again without the token
    /// it was handed stays ``ViolationMechanism/refusedRequestResentByNextLaunch``.
    private func sendsHandedToken(_ record: TranscriptRecord, entry: History) -> Bool {
        guard let refused = entry.refusedAt, refused.launches < launches, !calls.calledInStep(since: 0) else {
            return false
        }
        return !handedThisProcess.isDisjoint(with: record.requestStrings)
    }

    /// Whether every call that asked for a request checks the token state (none is a push, a
    /// tap, or a call of another facet; a request no call asked for is the SDK's own check).
    private static func syncsTokenState(_ askers: Set<AppCall.Asker>) -> Bool { askers.allSatisfy(\.checksTokenState) }
}
