import PushContract
import PushSimulator

extension Invariant {
    /// NET-001: only retryable failures are retried.
    ///
    /// A *retry* is a request sent while handling the *failed* answer to an earlier request with
    /// the same method, path (query ignored) and body, directly or through a timer scheduled there.
    /// It is legal only when that answer was retryable (no HTTP answer, 5xx or 429) and the adapter
    /// did not itself report the failure as not retryable.
    ///
    /// Not retries:
    /// - a request sent after a 2xx answer: the next request of a sequence (two events to one
    ///   endpoint);
    /// - a request with another body: the next item of a queue that moved on after a final
    ///   failure (Altcraft's subscribe queue sends a queued suspend after a refused subscribe to
    ///   the same endpoint; found by `explore`);
    /// - a request the app asked for again: the same body, while fewer of the identical requests
    ///   have been settled (2xx, or a final failure) than the app made calls into the SDK
    ///   (``TranscriptRecord/appCalls``: facet calls, pushes, responses). Two `subscribe` calls
    ///   with the same fields, two pushes with one message id, a tap delivered twice: a persisted
    ///   queue sends the second after the first was refused (found by `explore`, issue 26).
    ///   Which call queued which request is not in the transcript, so every call counts
    ///   (``RetryLedger``): a single resend after other calls passes, a resend with no other call
    ///   or a resend loop does not.
    package static let retryOnlyRetryable: Invariant = Invariant(
        Requirement(
            .retryOnlyRetryable, .must, .adapter, kind: .invariant,
            summary: "only retryable failures are retried; a request the app asked for again is not a retry",
            sentence:
                "An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status) and MUST NOT retry an error it reported as not retryable. A request the app asked for again (a second identical call, a second push or response) is not a retry.",
            rationale:
                "Retrying a 4xx repeats a request the server already refused, and a retry after a reported final error contradicts what the app was told. Sending what the app asked for twice is doing what it asked.",
            sources: [
                "PushAdapter, SubscriptionService and CustomEventService: Implementation requirements",
                "vendor READMEs (retry policies)",
            ])
    ) { records in
        var ledger = RetryLedger()
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            switch record.kind {
            case .http:
                if let message = ledger.sent(record) { found.append((record, message)) }
            case .answer:
                ledger.answered(record)
            case .error:
                if record.body["retryable"] == false, let cause = record.origin.lineage.last {
                    ledger.reportedFinal(cause)
                }
            default:
                continue
            }
        }
        return found
    }

    /// NET-002: nothing goes over the network while the adapter handles a payload it does not claim.
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
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.kind == .http || (record.kind == .media && record.body["fetch"] != nil),
                let push = record.origin.push, !push.claimed
            else { return nil }
            let what =
                record.kind == .http
                ? "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?")"
                : "media \(record.body["fetch"]?.stringValue ?? "?")"
            return (record, "\(what) while handling push \(push.push), which the vendor does not claim")
        }
    }

    static func pathWithoutQuery(_ url: String) -> String {
        let path = HTTPRequest(method: "GET", url: url).path
        return String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
