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
