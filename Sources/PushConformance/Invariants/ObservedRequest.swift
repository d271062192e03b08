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

/// The records that show the app or the system calling into the SDK with new work, and what
/// kind of work each may ask for: a request sent again after one of them may be what it asked
/// for, not a retry (NET-001, NET-003, NET-004, RST-001).
///
/// - `app.called` (a facet call): `call <facet.method>`, so only another call of the same facet
///   method asks for its request again;
/// - `push.arrived`: `push`; `notification.response` and `notification.response-redelivered`:
///   `response`; `settings.open-requested`: `settings`; `remote-registration.token` (the system
///   hands the token again): `token`.
///
/// A request belongs to the latest such record before it in the same step, if any; a request
/// sent in a step without one (a wait, a launch, a relaunch) is the SDK's own work, which no
/// call asks for again.
enum AppCall {
    /// What the record asks for, if it is a call into the SDK.
    static func key(of record: TranscriptRecord) -> String? {
        guard let name = record.systemName else { return nil }
        switch name {
        case .appCalled: return "call \(record.body["call"]?.stringValue ?? "?")"
        case .pushArrived: return "push"
        case .notificationResponse, .responseRedelivered: return "response"
        case .settingsOpenRequested: return "settings"
        case .remoteRegistrationToken: return "token"
        default: return nil
        }
    }

    /// The kind of call in words: `subscription.subscribe call`, `push`, `tap`, `settings
    /// request`, `token delivery`; nil: `call into the SDK (the request is the SDK's own work)`.
    static func describe(_ key: String?) -> String {
        switch key {
        case nil: return "call into the SDK (the request is the SDK's own work)"
        case "push": return "push"
        case "response": return "tap"
        case "settings": return "settings request"
        case "token": return "token delivery"
        case let key?: return key.hasPrefix("call ") ? "\(key.dropFirst(5)) call" : key
        }
    }

    /// Follows a transcript's calls: how many of each key so far and before the step running,
    /// and the key of the latest call in that step.
    struct Tracker {
        private(set) var counts: [String: Int] = [:]
        private var countsBeforeStep: [String: Int] = [:]
        private var step: String?
        private var latestInStep: String?

        /// Reads one record (every record, in order).
        mutating func read(_ record: TranscriptRecord) {
            if record.step != step {
                step = record.step
                latestInStep = nil
                countsBeforeStep = counts
            }
            guard let key = AppCall.key(of: record) else { return }
            counts[key, default: 0] += 1
            latestInStep = key
        }

        /// The key of the call a request sent now belongs to (nil: the SDK's own work).
        var current: String? { latestInStep }

        /// How many calls of `key` there were so far (none for nil).
        func count(_ key: String?) -> Int { key.map { counts[$0] ?? 0 } ?? 0 }

        /// How many calls of `key` there were before the step running began (none for nil).
        func countBeforeStep(_ key: String?) -> Int { key.map { countsBeforeStep[$0] ?? 0 } ?? 0 }
    }
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
    case success
    case retryableFailure
    case finalFailure
}

extension Array where Element == TranscriptRecord {
    /// Whether the transcript records which answer a record was made for: its answer records
    /// carry their own `during.answer` (``RecordContext``).
    var recordsAnswerContexts: Bool { contains { $0.kind == .answer && $0.during.answer != nil } }
    /// Whether it records which push a record was made for: its `push.arrived` records carry
    /// their own `during.push`.
    var recordsPushContexts: Bool { contains { $0.systemName == .pushArrived && $0.during.push != nil } }
}

extension Invariant {
    /// A notification id as messages name its push: `push-3` is `push 3`.
    static func pushLabel(_ id: String) -> String {
        id.hasPrefix("push-") ? "push " + id.dropFirst("push-".count) : id
    }
}
