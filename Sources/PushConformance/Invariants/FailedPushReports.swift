import PushContract
import PushSimulator

/// EXP-006's failed-never-resent clause: a report about a push (a request other than GET made
/// while handling it, by the app or its service extension) whose send failed retryably (a 5xx, a
/// 429, or no HTTP answer at all) and that was not settled (another send of it answered with a
/// 2xx or refused before the failure came, a later 2xx or final answer, a failure
/// the SDK called final after an HTTP answer, the SDK giving it up at its retry limit
/// (`request.dropped`), or a data reset, before or after the failure came) must be sent again (a request carrying its body) before
/// the run ends, once an app process launched after the failure has been in the foreground for
/// ``RelaunchLedger/grace`` (an SDK may keep a failed report for its next launch rather than retry
/// it in the process: Actito stores an event after a recoverable failure and sends it at the next
/// launch). Such a process that ends without sending it lost it: a later process sending it does
/// not make up for it (red team 13, rt13PendingEventsOnlyAtForegroundLaunch: a background launch
/// that came forward sent nothing, the next foreground launch sent the report). Judged on the effect: whether the retry was never scheduled, scheduled and lost, or
/// dropped at a termination, the network never sees the report again.
enum FailedPushReports {
    /// A report whose retryable failure was never followed by a send carrying it.
    struct Lost {
        /// The failed send.
        var send: TranscriptRecord
        /// The answer that failed it.
        var answer: TranscriptRecord
        /// ``ViolationMechanism/pushReportLostAfterTransportFailure`` when the transcript shows the
        /// report in the SDK's retry loop in memory when the app was terminated: the failing answer
        /// got no HTTP answer, while handling it the SDK announced a retry (`request.retry-scheduled`
        /// with its `delay`) and reported no failure (no `error` record), and the process ended
        /// before that delay ran out, with no send carrying the report in between. Another report
        /// to the same path in flight at that termination hides this one from ``RelaunchLedger``
        /// (it follows one request per method and path), so the finding comes from here (explore
        /// seed 777 runs 7665, 9124 and 10858 on Actito). Nil for any other loss: a retry announced
        /// and then never made in a process that lived past its delay, a report whose failure the
        /// SDK reported, or one that got an HTTP answer.
        var mechanism: ViolationMechanism?
    }

    /// The reports that failed retryably and were never sent again, in transcript order.
    static func lost(_ records: [TranscriptRecord]) -> [Lost] {
        var sends: [Int: (record: TranscriptRecord, index: Int)] = [:]
        // Every send, by request sequence, and those answered finally (a 2xx, or a refusal): a
        // report the backend already accepted or refused from another send (the app resending
        // what its extension still had in flight) is not lost when the slower send fails
        // afterwards; sending it again after a refusal would retry a refused request (NET-001;
        // explore seed 777 run 778 on altcraft: the launch's resend refused 404, then the
        // extension's send failed offline).
        var everySend: [Int: TranscriptRecord] = [:]
        var accepted: [TranscriptRecord] = []
        // Failed and not yet sent again or settled: the failing answer's position, by request sequence.
        var failed: [Int: Int] = [:]
        // While handling a failing answer with no HTTP answer, the retry the SDK announced (when
        // it is due), unless it also reported a failure there; and the failed sends whose process
        // ended before that retry was due (``Lost/mechanism``).
        var retryDue: [Int: DeviceInstant] = [:]
        var failureReported: Set<Int> = []
        var endedWhileRetrying: Set<Int> = []
        var found: [Lost] = []
        func lost(_ sequence: Int, _ send: TranscriptRecord, at: Int) -> Lost {
            Lost(
                send: send, answer: records[at],
                mechanism: endedWhileRetrying.contains(sequence) ? .pushReportLostAfterTransportFailure : nil)
        }
        for (position, record) in records.enumerated() {
            switch record.kind {
            case .http:
                guard let sequence = record.body["seq"]?.integerValue else { continue }
                everySend[sequence] = record
                // A send carrying a failed report is its retry, whoever sends it; it is then
                // followed in its turn.
                for (waiting, _) in failed.sorted(by: { $0.value < $1.value }) {
                    guard let first = sends[waiting]?.record,
                        RelaunchLedger.key(first.body) == RelaunchLedger.key(record.body),
                        RelaunchLedger.carries(record.body["body"], first.body["body"])
                    else { continue }
                    failed[waiting] = nil
                    sends[sequence] = (record, position)
                }
                if RelaunchLedger.isPushReport(record) { sends[sequence] = (record, position) }
            case .answer:
                guard let sequence = record.body["seq"]?.integerValue else { continue }
                let status = record.body["status"]?.integerValue
                // A final answer (a 2xx, or a refusal: below 500, not 429) to any send.
                if let status, status < 500, status != 429, let send = everySend[sequence] { accepted.append(send) }
                guard let first = sends[sequence]?.record else { continue }
                if let status, status < 500, status != 429 { continue }
                let alreadyAccepted = accepted.contains {
                    RelaunchLedger.key($0.body) == RelaunchLedger.key(first.body)
                        && RelaunchLedger.carries($0.body["body"], first.body["body"])
                }
                if !alreadyAccepted { failed[sequence] = position }
            case .event where record.eventName == SDKEventName.retryScheduled:
                guard let cause = record.during.answer, let at = failed[cause],
                    records[at].body["status"]?.integerValue == nil,
                    let text = record.body["details"]?["delay"]?.stringValue,
                    let delay = DeviceInstant(transcriptText: text)
                else { continue }
                retryDue[cause] = DeviceInstant(sinceStart: record.time.sinceStart + delay.sinceStart)
            case .error where record.during.answer != nil && record.body["retryable"] != false:
                if let cause = record.during.answer { failureReported.insert(cause) }
            case .error where record.body["retryable"] == false:
                if let cause = record.during.answer { failureReported.insert(cause) }
                // Called final after an HTTP answer: settled (a failure with no HTTP answer is not).
                guard let cause = record.during.answer, let at = failed[cause],
                    records[at].body["status"]?.integerValue != nil
                else { continue }
                failed[cause] = nil
            case .event where record.eventName == SDKEventName.requestDropped:
                if let cause = record.during.answer { failed[cause] = nil }
            case .event where record.eventName == SDKEventName.dataCleared:
                // The app erased the SDK's data: a report failed before, or still in flight
                // (its failure comes after the reset), is erased with it (explore seed 777 run
                // 1050 on altcraft: an open in flight at clear(), failing offline 5 min later).
                failed = [:]
                sends = [:]
            case .system where record.systemName == .processTerminated && !failed.isEmpty:
                // The process ends while the SDK's announced retry is not yet due: lost in its loop.
                for (sequence, due) in retryDue where failed[sequence] != nil && !failureReported.contains(sequence) {
                    if record.time <= due { endedWhileRetrying.insert(sequence) }
                }
                retryDue = [:]
                // A process launched after the failure that had its chance ends: what it did not send is lost.
                let upToHere = Array(records[...position])
                for (sequence, at) in failed.sorted(by: { $0.value < $1.value }) {
                    guard let send = sends[sequence]?.record,
                        AcceptedFacetWork.hadChance(upToHere, after: at, laterProcess: true)
                    else { continue }
                    found.append(lost(sequence, send, at: at))
                    failed[sequence] = nil
                }
            default:
                continue
            }
        }
        for (sequence, at) in failed.sorted(by: { $0.value < $1.value }) {
            guard let send = sends[sequence]?.record,
                AcceptedFacetWork.hadChance(records, after: at, laterProcess: true)
            else { continue }
            found.append(lost(sequence, send, at: at))
        }
        return found
    }
}
