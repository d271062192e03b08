/// Which service issues a push token.
public enum TokenProviderKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple Push Notification service: bytes, sent as lower-case hex.
    case apns
    /// Firebase Cloud Messaging: an opaque string that needs the APNs token first (R12).
    case fcm
    /// Huawei Push Kit: an opaque string relayed through APNs, so it needs the APNs token first (R13).
    case hms

    /// Whether the provider needs the APNs token before it can issue its own.
    public var needsAPNsToken: Bool { self != .apns }
}
