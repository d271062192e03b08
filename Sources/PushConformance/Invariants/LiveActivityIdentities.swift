import PushContract
import PushSimulator

/// The push identities a transcript shows so far, read record by record: device tokens
/// (`remote-registration.token`), push-to-start tokens per type (`activity.push-to-start-token`),
/// update tokens per activity (`activity.push-token`), channel ids (`activity.started`), and what
/// each activity is (`activity.started`, `activity.state`, `activity.ended`). The LAK invariants
/// read requests against it: which identity a request carries, which activity or type it names.
struct LiveActivityIdentities {
    /// One activity as the transcript shows it.
    struct Activity {
        var attributesType: String
        var startedByPush: Bool
        var channel: String?
        var state: String
        /// Its update tokens, oldest first.
        var tokens: [String] = []
        var isLive: Bool { state == "active" || state == "pending" || state == "stale" }
    }

    /// Every device token, in order.
    private(set) var deviceTokens: [String] = []
    /// The type of every push-to-start token.
    private(set) var startTokenType: [String: String] = [:]
    /// Each type's push-to-start token now.
    private(set) var currentStartToken: [String: String] = [:]
    /// The activity of every update token.
    private(set) var updateTokenActivity: [String: String] = [:]
    /// Every activity, by id.
    private(set) var activities: [String: Activity] = [:]
    /// Activity ids in the order they appeared.
    private(set) var activityOrder: [String] = []

    /// Reads one record (anything but an identity record changes nothing).
    mutating func observe(_ record: TranscriptRecord) {
        guard record.kind == .system, let name = record.systemName else { return }
        let body = record.body
        switch name {
        case .remoteRegistrationToken:
            if let token = body["token"]?.stringValue { deviceTokens.append(token) }
        case .activityPushToStartToken:
            if let type = body["attributesType"]?.stringValue, let token = body["token"]?.stringValue {
                startTokenType[token] = type
                currentStartToken[type] = token
            }
        case .activityStarted:
            guard let id = body["activity"]?.stringValue else { return }
            if activities[id] == nil { activityOrder.append(id) }
            activities[id] = Activity(
                attributesType: body["attributesType"]?.stringValue ?? "",
                startedByPush: body["by"]?.stringValue == "push",
                channel: body["channel"]?.stringValue, state: body["state"]?.stringValue ?? "active")
        case .activityPushToken:
            guard let id = body["activity"]?.stringValue, let token = body["token"]?.stringValue else { return }
            if activities[id] == nil {
                activityOrder.append(id)
                activities[id] = Activity(attributesType: "", startedByPush: false, channel: nil, state: "active")
            }
            activities[id]?.tokens.append(token)
            updateTokenActivity[token] = id
        case .activityState, .activityEnded:
            if let id = body["activity"]?.stringValue, let state = body["state"]?.stringValue {
                activities[id]?.state = state
            }
        default:
            return
        }
    }

    /// Whether the transcript shows any live-activity identity (else the LAK rules have nothing to judge).
    var isEmpty: Bool { startTokenType.isEmpty && activities.isEmpty }

    /// The identities one request carries: device tokens, push-to-start tokens (with their type),
    /// update tokens (with their activity), and the activities and types it names.
    func read(_ record: TranscriptRecord) -> CarriedIdentities {
        var carried = CarriedIdentities()
        let strings = record.requestStrings
        func contains(_ text: String) -> Bool { strings.contains { $0.contains(text) } }
        for token in Set(deviceTokens) where contains(token) { carried.deviceTokens.insert(token) }
        for (token, type) in startTokenType where contains(token) { carried.startTokens[token] = type }
        for (token, activity) in updateTokenActivity where contains(token) { carried.updateTokens[token] = activity }
        for id in activityOrder where Self.names(strings, id) { carried.namedActivities.insert(id) }
        for type in Set(startTokenType.values) where contains(type) { carried.namedTypes.insert(type) }
        for activity in activities.values where contains(activity.attributesType) && !activity.attributesType.isEmpty {
            carried.namedTypes.insert(activity.attributesType)
        }
        return carried
    }

    /// Whether the strings name `id`: as a whole string, a path segment, or percent-encoded in one.
    static func names(_ strings: [String], _ id: String) -> Bool {
        let encoded = percentEncoded(id)
        return strings.contains { text in
            text == id || text.split(separator: "/").contains { $0 == id || $0 == encoded }
                || text.contains("\"\(id)\"") || text.contains("=\(id)") || text.contains("=\(encoded)")
        }
    }

    /// `id` with everything but unreserved characters percent-encoded (RFC 3986).
    static func percentEncoded(_ id: String) -> String {
        var out = ""
        for byte in id.utf8 {
            let scalar = Character(UnicodeScalar(byte))
            if scalar.isLetter && byte < 0x80 || scalar.isNumber && byte < 0x80 || "-._~".contains(scalar) {
                out.append(scalar)
            } else {
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        return out
    }
}

/// What one request carries (``LiveActivityIdentities/read(_:)``).
struct CarriedIdentities {
    /// Device tokens it carries.
    var deviceTokens: Set<String> = []
    /// Push-to-start tokens it carries, with their attributes type.
    var startTokens: [String: String] = [:]
    /// Update tokens it carries, with their activity.
    var updateTokens: [String: String] = [:]
    /// Activities it names.
    var namedActivities: Set<String> = []
    /// Attributes types it names.
    var namedTypes: Set<String> = []

    /// Whether it carries a push-to-start or update token.
    var carriesActivityToken: Bool { !startTokens.isEmpty || !updateTokens.isEmpty }
}
