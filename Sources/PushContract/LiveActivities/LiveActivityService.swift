/// The three kinds of token around live activities, which must never be confused (R17).
public enum LiveActivityTokenKind: Sendable, Hashable {
    /// The device's APNs token.
    case device
    /// The push-to-start token of one attributes type (iOS 17.2+).
    case pushToStart(attributesType: String)
    /// The update token of one running activity.
    case activity(id: String)

    /// As JSON.
    public var json: JSONValue {
        switch self {
        case .device: return ["kind": "device"]
        case .pushToStart(let type): return ["kind": "push-to-start", "attributesType": .string(type)]
        case .activity(let id): return ["kind": "activity", "activity": .string(id)]
        }
    }
}

/// A live-activity token: opaque bytes sent as lower-case hex, tagged with its kind.
public struct LiveActivityToken: Sendable, Hashable {
    /// Which token this is.
    public var kind: LiveActivityTokenKind
    /// The bytes.
    public var bytes: [UInt8]

    /// Creates a token.
    public init(kind: LiveActivityTokenKind, bytes: [UInt8]) {
        self.kind = kind
        self.bytes = bytes
    }

    /// The lower-case hex form.
    public var hex: String {
        bytes.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }.joined()
    }
}

/// The live-activity facet.
///
/// # Implementation requirements
///
/// - `register` sends the activity id, its token (hex) and topics; without a registered device
///   it fails with `live-activity.device-unavailable`.
/// - A rotated token is re-registered; the old one is not used again.
/// - After `end`, updates for that activity are refused with `live-activity.ended` (LA-001).
/// - Every completion is called exactly once (CMP-001), on the host's ``Scheduler``: `.success`
///   when the backend accepted the call, `.failure` with the reason otherwise.
public protocol LiveActivityService: AnyObject {
    /// Registers an activity's update token with topics.
    func register(activityID: String, token: LiveActivityToken, topics: [String], completion: @escaping (Result<Void, PushError>) -> Void)
    /// The activity's update token changed.
    func tokenRotated(activityID: String, token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void)
    /// Registers a push-to-start token for an attributes type.
    func registerPushToStart(token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void)
    /// The activity ended.
    func end(activityID: String, completion: @escaping (Result<Void, PushError>) -> Void)
}
