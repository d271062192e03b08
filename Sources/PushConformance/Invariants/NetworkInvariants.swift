import PushContract
import PushSimulator

extension Invariant {
    /// NET-001: only retryable failures are retried.
    ///
    /// A *retry* is a request sent while handling the *failed* answer to an earlier request with
    /// the same method, path (query ignored) and body, directly or through a timer scheduled there.
    /// A request with another body is the next item of a queue that moved on after a final
    /// failure (Altcraft's subscribe queue sends a queued suspend after a refused subscribe to the
    /// same endpoint; found by `explore`), not a retry. It is
    /// legal only when that answer was retryable (no HTTP answer, 5xx or 429) and the adapter did
    /// not itself report the failure as not retryable. A request sent after a 2xx answer is the
    /// next request of a sequence (two events to one endpoint), not a retry.
    public static let retryOnlyRetryable: Invariant = Invariant(
        Requirement(.retryOnlyRetryable, .must, .adapter, kind: .invariant,
                    summary: "only retryable failures are retried",
                    sentence: "An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status) and MUST NOT retry an error it reported as not retryable.",
                    rationale: "Retrying a 4xx repeats a request the server already refused, and a retry after a reported final error contradicts what the app was told.",
                    sources: ["PushAdapter, SubscriptionService and CustomEventService: Implementation requirements", "vendor READMEs (retry policies)"])
    ) { records in
        var requests: [Int: (method: String, url: String, body: JSONValue?)] = [:]
        var retryableAnswer: [Int: Bool] = [:]
        var reportedFinal: Set<Int> = []
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            switch record.kind {
            case .http:
                guard let seq = record.body["seq"]?.integerValue, let method = record.body["method"]?.stringValue,
                      let url = record.body["url"]?.stringValue else { continue }
                requests[seq] = (method, url, record.body["body"])
                // Paths are compared only for a request sent while handling another one's failure.
                guard let cause = record.origin.lineage.last, let previous = requests[cause],
                      retryableAnswer[cause] != nil || reportedFinal.contains(cause),
                      previous.method == method, previous.body == record.body["body"]
                else { continue }
                let path = Self.pathWithoutQuery(url)
                guard Self.pathWithoutQuery(previous.url) == path else { continue }
                if retryableAnswer[cause] == false {
                    found.append((record, "request \(seq) retries \(method) \(path) after a non-retryable answer to request \(cause)"))
                } else if reportedFinal.contains(cause) {
                    found.append((record, "request \(seq) retries \(method) \(path) although the adapter reported request \(cause)'s failure as not retryable"))
                }
            case .answer:
                guard let seq = record.body["seq"]?.integerValue else { continue }
                if let status = record.body["status"]?.integerValue {
                    guard !(200..<300).contains(status) else { continue }
                    retryableAnswer[seq] = (500..<600).contains(status) || status == 429 ? true : false
                } else {
                    retryableAnswer[seq] = true
                }
            case .error:
                if record.body["retryable"] == false, let cause = record.origin.lineage.last { reportedFinal.insert(cause) }
            default:
                continue
            }
        }
        return found
    }

    /// NET-002: nothing goes over the network while the adapter handles a payload it does not claim.
    public static let noNetworkForForeignPayload: Invariant = Invariant(
        Requirement(.noNetworkForForeignPayload, .must, .adapter, kind: .invariant,
                    summary: "no HTTP request or media download for a payload the vendor does not claim",
                    sentence: "An adapter and its service extension MUST NOT send a request or download media while handling a payload its vendor does not claim.",
                    rationale: "Apps ship several push SDKs; one that tracks or downloads for another's push leaks data and double-counts.",
                    sources: ["P1", "PushVendor and NotificationServiceExtension: Implementation requirements"])
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.kind == .http || (record.kind == .media && record.body["fetch"] != nil),
                  let push = record.origin.push, !push.claimed else { return nil }
            let what = record.kind == .http
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
