import PushContract
import PushSimulator

extension Invariant {
    /// NET-001: only retryable failures are retried.
    ///
    /// Judged on what the transcript shows (``RetryLedger``): a request sent again (same method,
    /// path without query and body, ``ObservedRequest``) after a final failure of the same
    /// request (an HTTP status other than 2xx, 5xx or 429, or a failure the adapter itself
    /// reported as not retryable) is a retry, whoever sends it: a timer, a queue's flusher, a
    /// relaunch, or work interleaved with unrelated pushes. It is not one when a new call of the
    /// kind that asked for the request came after its previous send (``AppCall``): two
    /// `subscribe` calls with the same fields, a push with a message id seen before, a tap
    /// delivered twice, queued and sent after the first was refused (found by `explore`,
    /// issue 26).
    ///
    /// Which answer a `network.*` error reports (`during.answer`) links a final error to its
    /// request; a transcript that records no answer contexts cannot show that part of the rule.
    package static let retryOnlyRetryable: Invariant = Invariant(
        Requirement(
            .retryOnlyRetryable, .must, .adapter, kind: .invariant,
            summary: "only retryable failures are retried; a request the app asked for again is not a retry",
            sentence:
                "An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status), never after a 2xx answer, and MUST NOT retry an error it reported as not retryable, whatever sends it again (a timer, a queue, a relaunch). A request a new call into the SDK asked for again (a second identical call, a second push or response) is not a retry.",
            rationale:
                "Retrying a 4xx repeats a request the server already refused, and a retry after a reported final error contradicts what the app was told. Sending what the app asked for twice is doing what it asked.",
            sources: [
                "PushAdapter, SubscriptionService and CustomEventService: Implementation requirements",
                "vendor READMEs (retry policies)",
                "https://github.com/amplitude/Amplitude-iOS/pull/494 (a foreground hook also firing at launch reports the open twice)",
            ])
    ) { records in
        var ledger = RetryLedger(attributes: records.recordsPushContexts)
        var judgement = Judgement()
        let linked = records.recordsAnswerContexts
        for record in records {
            if let retry = ledger.read(record) { judgement.found(record, retry.message, mechanism: retry.mechanism) }
            // A request's failure is reported with a neutral network code (`network.client-error`…);
            // another error made while handling its answer (an unknown action) is about something else.
            guard record.kind == .error, record.body["retryable"] == false,
                record.body["code"]?.stringValue?.hasPrefix("network.") == true
            else { continue }
            if let seq = record.during.answer {
                ledger.reportedFinal(seq)
            } else if !linked, records.contains(where: { $0.kind == .answer }) {
                judgement.lacks("during.answer on error records (which answer a final error reports)")
            }
        }
        return judgement
    }

    /// NET-002: nothing goes over the network while the adapter handles a payload it does not claim.
    ///
    /// Judged on `push.arrived` (`claimed`) and the push each request or download was made for
    /// (`during.push`): the push's handling, in the app or its service extension, and the work
    /// scheduled from there. A transcript that records no push contexts cannot show it.
    package static let noNetworkForForeignPayload: Invariant = Invariant(
        Requirement(
            .noNetworkForForeignPayload, .must, .adapter, kind: .invariant,
            summary: "no HTTP request or media download for a payload the vendor does not claim",
            sentence:
                "An adapter and its service extension MUST NOT send a request or download media while handling a payload its vendor does not claim.",
            rationale:
                "Apps ship several push SDKs; one that tracks or downloads for another's push leaks data and double-counts.",
            sources: ["P1", "PushVendor and NotificationServiceExtension: Implementation requirements"])
    ) { records in
        var judgement = Judgement()
        let foreign = Set(
            records.compactMap { record -> String? in
                guard record.systemName == .pushArrived, record.body["claimed"] == false,
                    let push = record.body["push"]?.integerValue
                else { return nil }
                return "push-\(push)"
            })
        guard !foreign.isEmpty else { return judgement }
        guard records.recordsPushContexts else {
            judgement.lacks("during.push on push.arrived and on requests (which push a request was made for)")
            return judgement
        }
        for record in records {
            guard record.kind == .http || (record.kind == .media && record.body["fetch"] != nil),
                let push = record.during.push, foreign.contains(push)
            else { continue }
            let what =
                record.kind == .http
                ? "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?")"
                : "media \(record.body["fetch"]?.stringValue ?? "?")"
            judgement.found(record, "\(what) while handling \(Self.pushLabel(push)), which the vendor does not claim")
        }
        return judgement
    }

    static func pathWithoutQuery(_ url: String) -> String {
        let path = HTTPRequest(method: "GET", url: url).path
        return String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
