import Foundation
import PushContract
import PushSimulator

extension Invariant {
    /// The checks `push-conformance explore` adds to ``builtIn`` on every generated sequence
    /// (EXP-001 and EXP-003). EXP-003 reads the scenario as well as the transcript (its last step
    /// is the quiet period), so they are made per scenario. EXP-002 (``noRunaway``) reads the
    /// transcript alone and judges every transcript (``builtIn``).
    /// `run` checks them on a scenario that cites their id, as every file the explorer writes does.
    /// The relaunch rules (EXP-004…006, ``relaunchInvariants``) read the transcript alone and
    /// judge every transcript (``builtIn``): a relaunch in any scenario can lose queued work.
    ///
    /// EXP-001 (no trap) has no transcript rule: a step the simulator has to refuse is an
    /// `ExecutionError`, which the explorer reports under this id, and an adapter that traps
    /// ends the process (the command line then names the run).
    package static func exploration(for scenario: Scenario) -> [Invariant] {
        [noTrap, settlesWhenQuiet(scenario)]
    }

    /// EXP-004, EXP-005 and EXP-006: work pending at a termination is sent again after the
    /// relaunch. They read nothing but the transcript and hold vacuously where no process is
    /// terminated, so every transcript is judged by them, not only a scenario citing them.
    static let relaunchInvariants: [Invariant] = [
        workSurvivesRelaunch(.facetWork), workSurvivesRelaunch(.ownWork), workSurvivesRelaunch(.pushReport),
    ]

    /// The ids of the explorer's own checks (EXP-001 and EXP-003): judged on the sequences it
    /// generates and on scenarios citing them, where every other invariant judges every transcript.
    package static var explorationCheckIDs: Set<String> { Set(explorationRequirements.map(\.id.rawValue)) }

    /// The requirements of the explorer's own checks (EXP-001 and EXP-003), as the catalogue lists them.
    static var explorationRequirements: [Requirement] {
        exploration(
            for: Scenario(id: "", title: "", requirements: [], requires: [], given: DeviceSetup(), steps: [], file: "")
        )
        .map(\.requirement)
    }

    /// EXP-001: checked by the executor (see ``exploration(for:)``); never finds anything in a transcript.
    static let noTrap = Invariant(
        Requirement(
            .explorationNoTrap, .must, .adapter, kind: .invariant,
            summary: "no sequence of host calls traps the adapter or makes a step impossible",
            sentence:
                "An adapter MUST NOT trap (precondition, fatalError, force unwrap, overflow) on any sequence of host calls, and MUST offer every facet its capabilities declare, so every step of every sequence can run to the end.",
            rationale:
                "A crash in an SDK is a crash of the app; the explorer drives sequences nobody wrote, where such preconditions break first.",
            sources: ["PushAdapter: Implementation requirements", "issue 13 (explore)"],
            unexercisable: explorationOnly)
    ) { _ in [] }

    /// EXP-002: the work an adapter schedules comes to rest. Judged on every transcript: the
    /// leftovers of any case say when the work still pending at its end ran on for
    /// ``SimulatedDevice/settlingPeriod`` past ``SimulatedDevice/settlingBudget`` pieces
    /// (`workNeverSettles`), and a run with a work budget of its own (the explorer's) says when
    /// it used that up (`clock.work-budget-exhausted`).
    static let noRunaway = Invariant(
        Requirement(
            .explorationNoRunaway, .must, .adapter, kind: .invariant,
            summary: "scheduled work comes to rest: retries back off and end, timers stop",
            sentence:
                "An adapter MUST keep its scheduled work bounded: left alone after any sequence of host calls for SimulatedDevice.settlingPeriod (6 h of virtual time, no step), the work it left scheduled runs at most SimulatedDevice.settlingBudget (1,000) pieces, and a generated sequence never runs more than Exploration.workBudget pieces in all (retries back off and end, polls and timers stop).",
            rationale:
                "A retry loop without backoff, or a poll that never counts its attempts, drains the battery, floods the backend and leaves whoever waits on it waiting; the clock's per-instant limit (TIME-001) cannot see a loop that lets a second pass.",
            sources: ["Scheduler: Implementation requirements", "P8"],
            unexercisable: runawayUnexercised)
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            if record.kind == .leftovers, let unsettled = record.body["workNeverSettles"]?.objectValue {
                let quiet = unsettled["quiet"]?.stringValue ?? "?"
                let ran = unsettled["ran"]?.integerValue ?? 0
                let busiest = (unsettled["wouldRecord"]?.objectValue ?? [:])
                    .compactMap { label, count in count.integerValue.map { (label, $0) } }
                    .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
                    .prefix(3).map { "\($0.0) × \($0.1)" }
                let what =
                    busiest.isEmpty
                    ? " (timers only: it would have recorded nothing)"
                    : " (it would have recorded \(busiest.joined(separator: ", ")))"
                return (
                    record,
                    "the work left scheduled after the last step never came to rest: \(ran) pieces ran in \(quiet) "
                        + "with no step\(what); a poll or retry that never ends?"
                )
            }
            guard record.systemName == .clockWorkBudgetExhausted else { return nil }
            let limit = record.body["limit"]?.integerValue ?? 0
            return (
                record,
                "the run used up its budget of \(limit) pieces of scheduled work: the adapter keeps scheduling work (a retry loop without backoff?)"
            )
        }
    }

    /// Why no bundled scenario need cite EXP-002.
    static let runawayUnexercised =
        "judged on every transcript: the end of every case lets the work left scheduled run on for 6 h, "
        + "unrecorded, and its leftovers say when it never came to rest; the explorer's sequences also run "
        + "with a work budget, and ExplorerTests plant a runaway retry"

    /// EXP-003: after the final quiet period no completion is left uncalled.
    static func settlesWhenQuiet(_ scenario: Scenario) -> Invariant {
        let quiet: Bool
        if case .advance(let duration) = scenario.steps.last?.action, duration >= Exploration.quietPeriod {
            quiet = true
        } else {
            quiet = false
        }
        return Invariant(
            naming: Requirement(
                .explorationSettlesWhenQuiet, .must, .adapter, kind: .invariant,
                summary: "after a long quiet period no completion is left uncalled",
                sentence:
                    "After the explorer's final quiet period (Exploration.quietPeriod of virtual time with no step), an adapter MUST have called every completion it was handed, whatever the network answered (hangs included).",
                rationale:
                    "A completion waiting on a request that never returns is a completion never called (R19, R20); a real URLSession times out, so must the SDK's own bookkeeping.",
                sources: ["R19, R20 and P2", "CMP-001"])
        ) { records in
            guard quiet else { return [] }
            var found: [Finding] = []
            for record in records where record.kind == .leftovers {
                for entry in record.body["completionsNeverCalled"]?.arrayValue ?? [] {
                    // "status (step s15)" → "the status completion (step s15) …", and the
                    // mechanism names the kind ("EXP-003/status-completion-awaits-unanswered-request").
                    let text = entry.stringValue ?? "?"
                    let kind = text.range(of: " (step ").map { String(text[..<$0.lowerBound]) } ?? text
                    let step =
                        text.range(of: " (step ").map { " " + String(text[text.index(after: $0.lowerBound)...]) } ?? ""
                    let uncalled = MechanismEvidence.uncalledEntry(text)
                    found.append(
                        Finding(
                            record,
                            "the \(kind) completion\(step) was still not called after "
                                + "\(Exploration.quietPeriod.transcriptText) of quiet",
                            mechanism: MechanismEvidence.uncalledCompletion(
                                records, kind: uncalled.kind, step: uncalled.step, of: .explorationSettlesWhenQuiet)))
                }
            }
            return found
        }
    }

    /// EXP-004's requirement.
    static let facetWorkSurvivesRelaunch = Requirement(
        .explorationFacetWorkSurvivesRelaunch, .must, .adapter, kind: .invariant,
        summary: "work a facet call queued is sent again after a relaunch",
        sentence:
            "A request a facet call without completion (subscribe, unsubscribe, suspend, a custom event) started and that had not succeeded or been refused when the app was terminated (in flight, or waiting for its retry) MUST be sent again once the relaunched app has been in the foreground; and such a call the SDK accepted without reporting an error MUST have its request sent by the end of the run once the app has been in the foreground for 5 s after it, with a push token and notification permission (a request after the call whose body the network had not seen before it).",
        rationale:
            "The app was told nothing failed; iOS terminates apps at will, so a subscription kept only in memory is silently lost (ADP-001). Whether the call's request was in flight at the kill, queued behind another, or dropped on another path, the observer sees the same effect: the call and no request for it.",
        sources: ["ADP-001", "PushAdapter: Implementation requirements", "P5"])

    /// EXP-005's requirement.
    static let ownWorkSurvivesRelaunch = Requirement(
        .explorationOwnWorkSurvivesRelaunch, .should, .adapter, kind: .invariant,
        summary: "other work the SDK started itself is sent again after a relaunch",
        sentence:
            "A request the SDK started on its own that is neither a facet call's (EXP-004) nor a report about a push (EXP-006), such as a token update, and that had not succeeded or been refused when the app was terminated SHOULD be sent again once the relaunched app has been in the foreground.",
        rationale:
            "An SDK may resend a token or its settings at every launch anyway, so a lost one is a warning (P5).",
        sources: ["ADP-001", "P5"],
        unexercisable: ownWorkUnexercised)

    /// Why no bundled scenario cites EXP-005.
    static let ownWorkUnexercised =
        "judged on every transcript (a relaunch in any scenario); no bundled scenario cites it: "
        + "an SDK may resend its own work at every launch anyway, so the explorer's sequences and ExplorerTests exercise it"

    /// EXP-006's requirement.
    static let pushReportSurvivesRelaunch = Requirement(
        .explorationPushReportSurvivesRelaunch, .must, .adapter, kind: .invariant,
        summary: "a report about a push the SDK started is sent again after a relaunch",
        sentence:
            "A report the SDK sends on its own about a push or the user's answer to one (a request other than GET made while handling that push: an open, delivery or reply event) that had not succeeded or been refused when the app was terminated (in flight, or failed and waiting for its retry) MUST be sent again once the relaunched app has been in the foreground, and again after each later relaunch while its resends fail retryably; and such a report whose send failed retryably (a 5xx, a 429 or no HTTP answer) and that the SDK neither gave up at its retry limit nor called final after an HTTP answer MUST be sent again (by a retry in that process, or by the next launch) once an app process launched after the failure has been in the foreground for 5 s.",
        rationale:
            "ADP-001 names an event not yet sent among the work that must survive a relaunch; iOS terminates apps at will, often right after the user tapped and left, so an open kept only in memory is lost and the vendor's statistics miss it (P5).",
        sources: [
            "ADP-001", "P5",
            "customerio/customerio-ios@8b9ee36:Sources/MessagingPushAPN (a pending delivery metric is written before it is sent and removed on success)",
            "https://github.com/Iterable/iterable-swift-sdk/issues/1008",
        ])

    /// Why no bundled scenario cites the explorer's own requirements.
    static let explorationOnly =
        "checked by `push-conformance explore` on the sequences it generates, not by a bundled scenario; "
        + "every scenario the explorer writes cites it, and `run` then checks it too (ExplorerTests plant a bug for each)"

    /// The facet calls (`app.called`) whose work EXP-004 holds to MUST: calls without a
    /// completion, so the app has been told nothing failed.
    static let facetWorkCalls: Set<String> = [
        "subscription.subscribe", "subscription.unsubscribe", "subscription.suspend", "customEvents.track",
    ]

    /// EXP-004, EXP-005 and EXP-006 (``RelaunchWork``): a request the app process started that was still in
    /// flight, or had failed retryably with a retry pending (a timer dropped at the termination,
    /// or, for a report made while handling a push, the SDK reported that failure as retryable:
    /// queued for later), when the process was terminated, is
    /// sent again (same method and path, query ignored; for a report about a push, a request
    /// carrying its body) by the first later process that has been in the
    /// foreground and kept running for ``RelaunchLedger/grace`` (a process terminated sooner
    /// had no fair chance: the work stays owed to the next one; one that had its chance and ended
    /// without sending it lost it, whatever a later process sends). A data reset
    /// (`sdk.data-cleared`) cancels the obligation (RST-001); a request with a final answer (2xx,
    /// or 4xx other than 429), or whose failure the adapter reported as not retryable (for a report
    /// about a push, only after an HTTP answer: one that got none stays pending), or that the
    /// SDK dropped while handling its answer (`request.dropped`: NET-004's limit), is settled;
    /// work still owed while APNs refuses the relaunched app a token, or while notification
    /// permission is not `authorized` at the end, is waiting for it, not lost. Facet work is a
    /// request first sent in a step whose `app.called` names a call of ``facetWorkCalls``; a
    /// request made in a service extension's process (`during.nse`) is not the app's.
    static func workSurvivesRelaunch(_ work: RelaunchWork) -> Invariant {
        let requirement =
            switch work {
            case .facetWork: facetWorkSurvivesRelaunch
            case .ownWork: ownWorkSurvivesRelaunch
            case .pushReport: pushReportSurvivesRelaunch
            }
        return Invariant(naming: requirement) { records in
            var callsOfStep: [String: Set<String>] = [:]
            for record in records where record.systemName == .appCalled {
                if let call = record.body["call"]?.stringValue { callsOfStep[record.step, default: []].insert(call) }
            }
            let ledger = RelaunchLedger(records: records)
            // EXP-004 also holds a facet call accepted silently to a request by the end of the
            // run (``AcceptedFacetWork``): work never sent is lost whatever the path.
            let neverSent: [Finding] =
                work == .pushReport
                ? FailedPushReports.lost(records).filter { lost in
                    // A report pending at a termination is the ledger's (below), with its mechanism.
                    !ledger.lost.contains {
                        $0.key == RelaunchLedger.key(lost.send.body)
                            && RelaunchLedger.carries(lost.send.body["body"], $0.firstSend.body["body"])
                    }
                }
                .map { lost in
                    let answer = lost.answer.body["status"]?.integerValue.map { "\($0)" } ?? "no HTTP answer"
                    return Finding(
                        lost.answer,
                        "\(RelaunchLedger.key(lost.send.body)), a report about a push first sent in step "
                            + "\(lost.send.step), failed retryably (\(answer)) and was never sent again, though the app "
                            + "was later relaunched and ran \(RelaunchLedger.grace.transcriptText) in the foreground"
                            + (lost.mechanism == nil
                                ? "" : " (its retry was still waiting in memory when the app was terminated)"),
                        mechanism: lost.mechanism)
                }
                : work == .facetWork
                    ? AcceptedFacetWork.lost(records).map { lost in
                        Finding(
                            lost.call,
                            "\(lost.name) in step \(lost.call.step) was accepted (no error reported) and no request "
                                + "for it was ever sent, though the app later ran \(RelaunchLedger.grace.transcriptText) "
                                + "in the foreground with a token and permission", mechanism: lost.mechanism)
                    } : []
            return neverSent
                + ledger.lost.compactMap { loss in
                    let kind: RelaunchWork =
                        if !(callsOfStep[loss.firstSend.step] ?? []).isDisjoint(with: facetWorkCalls) {
                            .facetWork
                        } else if loss.firstSend.during.push != nil, loss.firstSend.body["method"]?.stringValue != "GET"
                        {
                            .pushReport
                        } else {
                            .ownWork
                        }
                    guard kind == work else { return nil }
                    let mechanism: ViolationMechanism? =
                        switch work {
                        case .facetWork:
                            MechanismEvidence.lostFacetWork(records, key: loss.key, terminatedAt: loss.terminationIndex)
                        case .pushReport:
                            loss.inFlight
                                ? .pushReportLostInFlight
                                : !loss.afterTransportFailure
                                    ? .pushReportLostAfterFailure
                                    : loss.retryingInMemory ? .pushReportLostAfterTransportFailure : nil
                        case .ownWork: nil
                        }
                    return Finding(
                        loss.termination,
                        "\(loss.key), first sent in step \(loss.firstSend.step), was "
                            + "\(loss.inFlight ? "in flight" : "waiting for its retry") when the app was terminated and was not sent again after the relaunch",
                        mechanism: mechanism)
                }
        }
    }

    /// Whose work a request lost at a termination was (EXP-004, EXP-005, EXP-006).
    enum RelaunchWork: Sendable {
        /// First sent in a step whose `app.called` names a call of ``facetWorkCalls`` (EXP-004).
        case facetWork
        /// Any other request the SDK started itself (EXP-005).
        case ownWork
        /// A request other than GET first made while handling a push (`during.push`): a report
        /// about the push or the user's answer to it (EXP-006).
        case pushReport
    }
}

/// Follows the app process's requests through terminations (EXP-004, EXP-005, EXP-006).
struct RelaunchLedger {
    /// A request that was pending at a termination and never sent again after a later launch.
    struct Loss {
        var key: String
        var firstSend: TranscriptRecord
        var termination: TranscriptRecord
        /// The position of ``termination`` in the transcript.
        var terminationIndex: Int
        var inFlight: Bool
        /// Waiting for its retry, and the last answer to it was no HTTP answer at all (a transport
        /// failure: timed out, offline), not a 5xx or a 429.
        var afterTransportFailure = false
        /// After a transport failure, still in the SDK's retry loop in memory: while handling
        /// that last answer the SDK announced a retry (`request.retry-scheduled`) and reported
        /// no failure (an `error` record). One whose failure the SDK reported, or with no retry
        /// announced, had left the loop (stored for later, or dropped): no mechanism names its
        /// loss, so ``ViolationMechanism/pushReportLostAfterTransportFailure`` never excuses it.
        var retryingInMemory = false
    }

    /// How long a relaunched process must keep running after it came to the foreground before
    /// the work owed to it counts as lost: a process terminated sooner (explore terminates one
    /// at the very instant it launched) had no fair chance to send stored work, which an SDK may
    /// send from a timer (MCE's queue timer first fires 1 s after the launch), so the work stays
    /// owed to the next process. A process still running when the transcript ends counts.
    static let grace: Duration = .seconds(5)

    private(set) var lost: [Loss] = []

    init(records: [TranscriptRecord]) {
        var pending: [String: TranscriptRecord] = [:]
        var keyOfSequence: [Int: String] = [:]
        var bodyOfSequence: [Int: JSONValue] = [:]
        // Each token the system or a provider replaced, with the token that replaced it.
        var replaced: [String: String] = [:]
        var currentToken: [String: String] = [:]
        // Whether request `sequence` carries the pending request of its key (``carries(_:_:)``:
        // a resend, or a batch holding its report): another request to the same path (Actito
        // sends every event to POST /event) neither settles nor describes it.
        func resends(_ sequence: Int) -> String? {
            guard let key = keyOfSequence[sequence], let first = pending[key],
                Self.carries(bodyOfSequence[sequence], first.body["body"], replaced: replaced)
            else { return nil }
            return key
        }
        var inFlight: Set<Int> = []
        var lastAnswerWasTransportFailure: [String: Bool] = [:]
        var lastAnswer: [String: Int] = [:]
        var retryAnnounced: Set<Int> = []
        var failureReported: Set<Int> = []
        var retryPromised: Set<Int> = []
        /// Reports about a push whose last send got no HTTP answer and whose failure the SDK
        /// called final: pending at a termination, whatever timer is left.
        var unansweredReports: Set<String> = []
        var owed: [(loss: Loss, relaunched: Bool, noToken: Bool)] = []
        // Work a process that had its chance ended without sending: lost, whatever later processes do.
        var lostEarly: [Loss] = []
        /// When the running process first came to the foreground since its launch.
        var foregroundSince: DeviceInstant?
        var authorized = true
        for (position, record) in records.enumerated() {
            if let (provider, token) = Self.handedToken(record) {
                if let old = currentToken[provider], old != token { replaced[old] = token }
                currentToken[provider] = token
            }
            switch record.kind {
            case .http where !record.during.serviceExtension:
                guard let sequence = record.body["seq"]?.integerValue else { continue }
                let key = Self.key(record.body)
                // A resend of a report owed from an earlier process stays that report: a
                // retryable failure of the resend leaves it owed to the next relaunch, until a
                // final answer (``carries(_:_:)``: the resend holds the first send's body).
                let resent = owed.first {
                    $0.loss.key == key && $0.loss.firstSend.during.push != nil
                        && Self.carries(record.body["body"], $0.loss.firstSend.body["body"])
                }
                // A report about a push is sent again only by a request carrying it: another
                // report to the same path (Actito sends every event to POST /event) leaves it
                // owed (red team 9, rt9PendingEventsOverwritten). Other work: the same method
                // and path.
                owed.removeAll {
                    $0.loss.key == key
                        && (!Self.isPushReport($0.loss.firstSend)
                            || Self.carries(record.body["body"], $0.loss.firstSend.body["body"]))
                }
                if pending[key] == nil { pending[key] = resent?.loss.firstSend ?? record }
                keyOfSequence[sequence] = key
                bodyOfSequence[sequence] = record.body["body"]
                inFlight.insert(sequence)
            case .answer:
                guard let sequence = record.body["seq"]?.integerValue else { continue }
                inFlight.remove(sequence)
                guard let key = resends(sequence) else { continue }
                let status = record.body["status"]?.integerValue
                unansweredReports.remove(key)
                lastAnswerWasTransportFailure[key] = status == nil
                lastAnswer[key] = sequence
                if let status, status < 500, status != 429 { pending[key] = nil }
            case .error where record.body["retryable"] == false:
                // The adapter called the failure final (Altcraft: 429 is not retried): settled,
                // when the server answered. A report about a push that got no HTTP answer (a
                // transport failure: offline, timed out) neither succeeded nor was refused: the
                // SDK calling its own transport failure final does not settle it (red team 7,
                // rt7OnlyOpenEventsKeptOffline).
                guard let cause = record.during.answer, let key = resends(cause) else { continue }
                if pending[key]?.during.push != nil, lastAnswerWasTransportFailure[key] == true {
                    failureReported.insert(cause)
                    unansweredReports.insert(key)
                } else {
                    pending[key] = nil
                }
            case .error:
                guard let cause = record.during.answer else { continue }
                failureReported.insert(cause)
                if record.body["retryable"] == true { retryPromised.insert(cause) }
            case .event where record.eventName == SDKEventName.retryScheduled:
                if let cause = record.during.answer { retryAnnounced.insert(cause) }
            case .event where record.eventName == SDKEventName.requestDropped:
                // The SDK gave up on the request (NET-004's retry limit) while handling its
                // answer: settled, not lost at a later termination.
                if let cause = record.during.answer, let key = resends(cause) { pending[key] = nil }
            case .event where record.eventName == SDKEventName.dataCleared:
                pending = [:]
                unansweredReports = []
                owed = []
            case .system where record.systemName == .processTerminated:
                // The work owed to this process is due only when it ran long enough (``grace``),
                // and is lost when the process ends without sending it: a later process that
                // sends it (a foreground launch, where a background launch that came forward sent
                // nothing) does not make up for this one (red team 13,
                // rt13PendingEventsOnlyAtForegroundLaunch).
                if let since = foregroundSince, record.time.sinceStart - since.sinceStart >= Self.grace {
                    for index in owed.indices { owed[index].relaunched = true }
                    if authorized {
                        lostEarly += owed.filter { !$0.noToken }.map(\.loss)
                        owed.removeAll { !$0.noToken }
                    }
                }
                foregroundSince = nil
                let dropped = Set((record.body["inFlightRequests"]?.arrayValue ?? []).compactMap(\.integerValue))
                let retryWaiting = (record.body["droppedTimers"]?.integerValue ?? 0) > 0
                for (key, first) in pending.sorted(by: { $0.key < $1.key }) {
                    let wasInFlight = dropped.contains { keyOfSequence[$0] == key }
                    // A report about a push (made while handling it) whose last failure the SDK
                    // called retryable (an `error` record while handling that answer): no app call
                    // holds that failure, so the SDK owes the retry, in this process or the next;
                    // so does one that got no HTTP answer and was called final (``unansweredReports``).
                    let promised =
                        first.during.push != nil
                        && (unansweredReports.contains(key)
                            || (lastAnswer[key].map { retryPromised.contains($0) } ?? false))
                    guard wasInFlight || retryWaiting || promised else { continue }
                    if owed.contains(where: { $0.loss.key == key }) { continue }
                    let retryingInMemory = lastAnswer[key].map {
                        retryAnnounced.contains($0) && !failureReported.contains($0)
                    }
                    owed.append(
                        (
                            Loss(
                                key: key, firstSend: first, termination: record, terminationIndex: position,
                                inFlight: wasInFlight,
                                afterTransportFailure: !wasInFlight && lastAnswerWasTransportFailure[key] == true,
                                retryingInMemory: retryingInMemory == true),
                            false, false
                        ))
                }
                pending = [:]
                unansweredReports = []
                inFlight = []
            case .system where record.systemName == .processLaunched || record.systemName == .appState:
                // Due once the relaunched app has come to the foreground: SDKs resume their
                // queues there (Altcraft only at a foreground launch), not in a background wake.
                guard record.body["state"]?.stringValue == AppState.foreground.rawValue else { continue }
                if foregroundSince == nil { foregroundSince = record.time }
            case .system
            where record.systemName == .authorizationAnswered || record.systemName == .authorizationChanged:
                authorized = record.body["status"]?.stringValue == AuthorizationStatus.authorized.rawValue
            case .system
            where record.systemName == .remoteRegistrationFailed || record.systemName == .remoteRegistrationToken:
                // Work waiting for a push token is queued, not lost, while APNs gives none.
                for index in owed.indices { owed[index].noToken = record.systemName == .remoteRegistrationFailed }
            default:
                continue
            }
        }
        if foregroundSince != nil {
            for index in owed.indices { owed[index].relaunched = true }
        }
        // Work waiting for notification permission (Altcraft queues a subscribe until the user
        // authorizes; explore seed 1 run 8830) is queued, not lost, while permission is missing.
        lost = lostEarly + (authorized ? owed.filter { $0.relaunched && !$0.noToken }.map(\.loss) : [])
    }

    /// Whether a send is a report about a push (EXP-006's work): a request other than GET made
    /// while handling a push.
    static func isPushReport(_ send: TranscriptRecord) -> Bool {
        send.during.push != nil && send.body["method"]?.stringValue != "GET"
    }

    /// `POST /api/v1/subscribe`: the method and the URL path without its query.
    static func key(_ body: JSONValue) -> String {
        let method = body["method"]?.stringValue ?? "?"
        var path = body["url"]?.stringValue ?? "?"
        if let scheme = path.firstRange(of: "://") {
            let rest = path[scheme.upperBound...]
            path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
        }
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        return "\(method) \(path)"
    }
}
