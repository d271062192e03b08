import PushContract

/// The Altcraft backend requests, as `RequestFactory.swift`, `StringBuilder.swift` and
/// `PairBuilder.swift` build and classify them.
enum AltcraftRequestKind: Equatable {
    /// `push/subscribe` (subscribe, suspend and unsubscribe all use it).
    case subscribe
    /// `push/update` (token change).
    case update
    /// `push/unsuspend` (log-in / log-out).
    case unsuspend
    /// `push/status`.
    case status
    /// `event/push` with its type (`delivery`, `open`).
    case pushEvent(String)
    /// `event/post` with the event name.
    case mobileEvent(String)

    /// Altcraft's request name (`Constants.RequestName`).
    var name: String {
        switch self {
        case .subscribe: return "push/subscribe"
        case .update: return "push/update"
        case .unsuspend: return "push/unsuspend"
        case .status: return "push/status"
        case .pushEvent: return "event/push"
        case .mobileEvent: return "event/post"
        }
    }

    /// The success code (`createSuccessPair`).
    var successCode: AltcraftEventCode {
        switch self {
        case .subscribe: return .subscribeSucceeded
        case .update: return .updateSucceeded
        case .unsuspend: return .unsuspendSucceeded
        case .status: return .statusSucceeded
        case .pushEvent: return .pushEventSucceeded
        case .mobileEvent: return .mobileEventSucceeded
        }
    }

    /// The failure code for an HTTP status (`createErrorPair`): 53x for 5xx and 43x otherwise;
    /// unsuspend and status keep 432 / 433 for every status.
    func failureCode(status: Int) -> AltcraftEventCode {
        let server = (500...599).contains(status)
        switch self {
        case .subscribe: return server ? .subscribeServerError : .subscribeFailed
        case .update: return server ? .updateServerError : .updateFailed
        case .pushEvent: return server ? .pushEventServerError : .pushEventFailed
        case .mobileEvent: return server ? .mobileEventServerError : .mobileEventFailed
        case .unsuspend: return .unsuspendFailed
        case .status: return .statusFailed
        }
    }

    /// Whether a RetryEvent leads to a retry: unsuspend and status are one-shot
    /// (`PublicPushSubscriptionFunctions.swift:180-201,219-308` hand the event to the completion).
    var isRetried: Bool {
        switch self {
        case .unsuspend, .status: return false
        default: return true
        }
    }

    /// What follows a retryable failure of a request sent before `clear()` and answered after it
    /// (`system/ClearCache.swift:20-41` cancels only the retry work items stored so far, not the
    /// request in flight): `clearCache` deleted the configuration and every queued entity but the
    /// mobile events, so a retry run finds no configuration and sends nothing
    /// (`data/Repository.swift:21-31`, `auth/AuthManager.swift:15-26`).
    var afterClear: String {
        switch self {
        case .update:
            return "clear() deleted the configuration, so its retries report 501 and send nothing"
        case .subscribe, .pushEvent:
            return "clear() deleted it and the configuration: nothing is sent again"
        case .mobileEvent:
            return
                "clear() keeps mobile events: it stays stored and is sent again once the SDK is initialised again (the next launch)"
        case .unsuspend, .status:
            return "\(name) is one-shot and never retried"
        }
    }

    /// Extra details naming the event type or name, as the real messages do.
    var extraDetails: [String: JSONValue] {
        switch self {
        case .pushEvent(let type): return ["type": .string(type)]
        case .mobileEvent(let name): return ["name": .string(name)]
        default: return [:]
        }
    }
}

/// What a request ended with, in Altcraft's three event classes.
enum AltcraftOutcome {
    /// 2xx: `Event` 23x.
    case success(HTTPResponse)
    /// 5xx or no HTTP answer: `RetryEvent`.
    case retry(PushError)
    /// Any other status, or a refusal before sending: `ErrorEvent`.
    case failure(PushError)

    /// The error, if any.
    var error: PushError? {
        switch self {
        case .success: return nil
        case .retry(let error), .failure(let error): return error
        }
    }
}

/// URL and header building.
enum AltcraftURL {
    /// `<api>/subscription/push/<route>/` plus the query items in `buildURLComponents` order
    /// (`provider`, `matching_mode`, `sync`, `subscription_id`); nil values are left out.
    static func build(_ base: String, path: String, query: [(String, String?)]) -> String {
        let items = query.compactMap { name, value in value.map { "\(name)=\(encode($0))" } }
        return items.isEmpty ? base + path : base + path + "?" + items.joined(separator: "&")
    }

    /// Percent-encodes a query value (RFC 3986 unreserved characters kept).
    static func encode(_ value: String) -> String {
        var out = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }

    /// The headers of `buildPostRequest` / `buildGetRequest`: JSON, `Bearer rtoken@<rToken>`
    /// (`AuthManager.swift:151`), and the request id.
    static func headers(resourceToken: String, requestID: String) -> [String: String] {
        [
            "Content-Type": "application/json", "Authorization": "Bearer rtoken@\(resourceToken)",
            "Request-ID": requestID,
        ]
    }

    /// Whether a string is an absolute `https` URL with a host and no blanks.
    static func isHTTPS(_ text: String) -> Bool {
        guard text.hasPrefix("https://") else { return false }
        let rest = text.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty
            && !text.unicodeScalars.contains { $0.value <= 0x20 || $0 == "\"" || $0 == "<" || $0 == ">" }
    }
}
