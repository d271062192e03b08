import PushContract
import PushSimulator

/// A request as the retry and reset rules compare sends of it (NET-001, NET-003, NET-004,
/// RST-001): its method, its URL path without the query, and its body without the members that
/// name when or how often it was sent (a key containing `time`, `date`, `attempt` or `retry`,
/// any case), so a retry that refreshes its timestamp or counts its attempts is still the same
/// request. Headers are left out (a fresh request id per send changes nothing either).
struct ObservedRequest: Hashable, CustomStringConvertible {
    /// The HTTP method.
    var method: String
    /// The URL path without query or fragment (`/api/v1/subscribe`).
    var path: String
    /// The body without its volatile members.
    var body: JSONValue?

    /// The request an `http` record sends, or nil for any other record.
    init?(_ record: TranscriptRecord) {
        guard record.kind == .http, let method = record.body["method"]?.stringValue,
            let url = record.body["url"]?.stringValue
        else { return nil }
        self.method = method
        path = Invariant.pathWithoutQuery(url)
        body = record.body["body"].map(Self.identifying)
    }

    /// Key fragments that mark a body member as volatile (compared lower-cased).
    static let volatileKeyFragments = ["time", "date", "attempt", "retry"]

    /// The body without top-level members whose key names a time or an attempt count.
    static func identifying(_ body: JSONValue) -> JSONValue {
        guard let object = body.objectValue else { return body }
        return .object(
            object.filter { key, _ in
                let lower = key.lowercased()
                return !volatileKeyFragments.contains { lower.contains($0) }
            })
    }

    /// `POST /api/v1/subscribe`.
    var description: String { "\(method) \(path)" }
}

extension TranscriptRecord {
    /// For an `answer` record: whether the answer settles its request for good (2xx), fails it
    /// retryably (no HTTP answer, 5xx, 429) or finally (any other status).
    var answerOutcome: AnswerOutcome? {
        guard kind == .answer else { return nil }
        guard let status = body["status"]?.integerValue else { return .retryableFailure }
        if (200..<300).contains(status) { return .success }
        return (500..<600).contains(status) || status == 429 ? .retryableFailure : .finalFailure
    }
}

/// How an answer left its request (``TranscriptRecord/answerOutcome``).
enum AnswerOutcome: Hashable {
    /// A 2xx status: the request is settled.
    case success
    /// No HTTP answer, a 5xx or a 429: the request may be sent again.
    case retryableFailure
    /// Any other status: the server refused the request for good.
    case finalFailure
}
