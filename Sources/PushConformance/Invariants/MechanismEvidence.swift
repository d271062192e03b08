import Foundation
import PushContract
import PushSimulator

/// The effects that tell one ``ViolationMechanism`` from another, read from the transcript as a
/// golden records it (requests, answers, media, system records): never from the simulator's
/// lineage. Each invariant that names mechanisms asks here, so the definitions of
/// `ViolationMechanism+Catalogue.swift` are written once.
enum MechanismEvidence {
    /// Whether an HTTP answer record is a failure: a transport failure or a status other than 2xx.
    static func isFailure(_ answer: TranscriptRecord) -> Bool {
        guard let status = answer.body["status"]?.integerValue else { return true }
        return !(200..<300).contains(status)
    }

    /// The HTTP answer records by the `seq` of their request.
    static func answers(in records: [TranscriptRecord]) -> [Int: TranscriptRecord] {
        var found: [Int: TranscriptRecord] = [:]
        for record in records where record.kind == .answer {
            if let seq = record.body["seq"]?.integerValue { found[seq] = record }
        }
        return found
    }

    /// A request as a retry repeats it: method, path without query, body.
    struct RequestIdentity: Hashable {
        var method: String
        var path: String
        var body: JSONValue?

        /// The identity of an `http` record, nil for any other record.
        init?(_ record: TranscriptRecord) {
            guard record.kind == .http, let method = record.body["method"]?.stringValue,
                let url = record.body["url"]?.stringValue
            else { return nil }
            self.method = method
            path = Invariant.pathWithoutQuery(url)
            body = record.body["body"]
        }
    }

    /// DEL-005 ``ViolationMechanism/settingsReportWaitsForFailedRequest``: a request sent in
    /// `window` carries a key of the last settings report with another value, and was answered
    /// with a failure or not at all.
    static func sentChangedSettingsAndFailed(
        _ records: [TranscriptRecord], in window: Range<Int>, reported: JSONValue
    ) -> Bool {
        guard case .object(let settings) = reported, !settings.isEmpty else { return false }
        let answers = answers(in: records)
        return records[window].contains { record in
            guard record.kind == .http, case .object(let body)? = record.body["body"],
                settings.contains(where: { key, value in body[key].map { $0 != value } ?? false })
            else { return false }
            return record.body["seq"]?.integerValue.flatMap { answers[$0] }.map(isFailure) ?? true
        }
    }

    /// DEL-005 ``ViolationMechanism/settingsReportWaitsForRequestInFlight``: a request sent in
    /// `window` carries a key of the last settings report with another value, and had no answer
    /// by the window's end (it is answered later).
    static func sentChangedSettingsStillInFlight(
        _ records: [TranscriptRecord], in window: Range<Int>, reported: JSONValue
    ) -> Bool {
        guard case .object(let settings) = reported, !settings.isEmpty else { return false }
        return records[window].contains { record in
            guard record.kind == .http, case .object(let body)? = record.body["body"],
                settings.contains(where: { key, value in body[key].map { $0 != value } ?? false }),
                let seq = record.body["seq"]?.integerValue
            else { return false }
            return !records[window].contains { $0.kind == .answer && $0.body["seq"]?.integerValue == seq }
        }
    }

    /// DEL-005 ``ViolationMechanism/staleReportOfRequestSentBeforeChange``: the settings report
    /// `report` is made while the answer to a request is handled (`during.answer`), whose body
    /// carries every key of the report with the reported value, and that request, or one it
    /// repeats (same method, path and body: a retry), was sent before the record at `change`.
    static func reportsAnswerOfRequestSentBefore(
        _ records: [TranscriptRecord], report: TranscriptRecord, change: Int
    ) -> Bool {
        guard let seq = report.during.answer, case .object(let settings)? = report.body["details"],
            !settings.isEmpty,
            let answered = records.first(where: { $0.kind == .http && $0.body["seq"]?.integerValue == seq }),
            case .object(let body)? = answered.body["body"],
            settings.allSatisfy({ key, value in body[key] == value }),
            let identity = RequestIdentity(answered)
        else { return false }
        return records[..<min(change, records.count)].contains { RequestIdentity($0) == identity }
    }

    /// DEL-001 ``ViolationMechanism/nothingPresentedInForeground``: no will-present answer of
    /// the transcript has a presentation option.
    static func presentsNothing(_ records: [TranscriptRecord]) -> Bool {
        !records.contains { record in
            record.kind == .completion && record.body["kind"] == "will-present"
                && !(record.body["value"]?.arrayValue?.isEmpty ?? true)
        }
    }

    /// SUB-001 ``ViolationMechanism/serverConfirmedIllegalMove``: the nearest answer before
    /// `index`, in the same step, is a 2xx.
    static func serverConfirmed(_ records: [TranscriptRecord], at index: Int) -> Bool {
        let step = records[index].step
        var position = index - 1
        while position >= 0, records[position].step == step {
            if records[position].kind == .answer { return !isFailure(records[position]) }
            position -= 1
        }
        return false
    }

    /// NSE-001 ``ViolationMechanism/expiredWhileDownloading``: the extension ended at `index`
    /// while a media download started since it began (`nse.started` of the same push) had no
    /// answer.
    static func downloadPending(_ records: [TranscriptRecord], endedAt index: Int) -> Bool {
        let push = records[index].body["id"]
        let start =
            records[..<index].lastIndex { $0.systemName == .serviceExtensionStarted && $0.body["id"] == push } ?? 0
        return unansweredMedia(records, from: start, before: index)
    }

    /// A `completionsNeverCalled` entry of the leftovers, `status (step s15)`: the kind and the step.
    static func uncalledEntry(_ text: String) -> (kind: String, step: String) {
        guard let open = text.range(of: " (step "), text.hasSuffix(")") else { return (text, "") }
        return (String(text[..<open.lowerBound]), String(text[open.upperBound...].dropLast()))
    }

    /// EXP-003 or CMP-001 (`invariant`): the mechanism of the `kind` completion handed over in
    /// step `step` and never called: a request or media download the app sent from that step on
    /// was never answered (``ViolationMechanism/completionAwaitsUnansweredRequest(_:of:)``; a
    /// request of the service extension, `during.nse`, is another process's work, which no
    /// completion handed to the app waits for, and a request made for a push the hand-over step
    /// was not about is that push's: explore seeds 777 and 31337 on altcraft, and one sent in a
    /// later step with a call of its own is that call's); else the
    /// app stayed suspended to the end (``ViolationMechanism/completionFrozenBySuspension(_:of:)``);
    /// else none.
    static func uncalledCompletion(
        _ records: [TranscriptRecord], kind: String, step: String, of invariant: RequirementID
    ) -> ViolationMechanism? {
        let from = records.firstIndex { $0.step == step } ?? records.count
        let answers = answers(in: records)
        // The pushes the hand-over step was about: a request made for another push is that push's.
        let pushes = Set(records.filter { $0.step == step }.compactMap(\.during.push))
        // A request sent in a later step with a call into the SDK of its own (read before it),
        // not while handling the answer to one the completion may wait for, is that call's work
        // (explore seed 99991 run 16476 on altcraft: a foreground's resent delivery event).
        var othersWork: Set<Int> = []
        var stepRead: String?
        var calledInStep = false
        var unansweredRequest = false
        for record in records[from...] {
            if record.step != stepRead {
                stepRead = record.step
                calledInStep = false
            }
            if AppCall.key(of: record) != nil { calledInStep = true }
            guard record.kind == .http, let seq = record.body["seq"]?.integerValue else { continue }
            let another =
                record.during.answer.map(othersWork.contains) ?? (record.step != step && calledInStep)
            if another {
                othersWork.insert(seq)
                continue
            }
            if !record.during.serviceExtension, record.during.push.map(pushes.contains) ?? true, answers[seq] == nil {
                unansweredRequest = true
            }
        }
        if unansweredRequest || unansweredMedia(records, from: from, before: records.count) {
            return .completionAwaitsUnansweredRequest(kind, of: invariant)
        }
        let lastState = records.last { record in
            [.appSuspended, .appResumed, .processLaunched, .processTerminated, .appState].contains(record.systemName)
        }
        if lastState?.systemName == .appSuspended { return .completionFrozenBySuspension(kind, of: invariant) }
        return nil
    }

    /// Whether a media download started in `from..<end` has no answer before `end`.
    private static func unansweredMedia(_ records: [TranscriptRecord], from: Int, before end: Int) -> Bool {
        var pending: Set<Int> = []
        for record in records[from..<end] where record.kind == .media {
            guard let seq = record.body["seq"]?.integerValue else { continue }
            if record.body["fetch"] != nil { pending.insert(seq) } else { pending.remove(seq) }
        }
        return !pending.isEmpty
    }
}
