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

/// A source of push tokens the app hands to an SDK (Firebase Messaging, HMS Push Kit, APNs).
///
/// # Implementation requirements
///
/// - `fetchToken` calls its completion exactly once, later, with the token or nil.
/// - FCM and HMS providers answer nil when `apnsToken` is nil: they never issue a token before
///   APNs did (R12, R13).
/// - `deleteToken` invalidates the token; the next fetch issues a new one.
public protocol TokenProvider: AnyObject {
    /// Which service this is.
    var kind: TokenProviderKind { get }
    /// Fetches the current token. APNs providers answer with lower-case hex.
    func fetchToken(apnsToken: DeviceToken?, completion: @escaping (String?) -> Void)
    /// Deletes the token at the provider.
    func deleteToken(completion: @escaping () -> Void)
}

/// The token facet: which provider's token the SDK registers, and how to change it.
///
/// # Implementation requirements
///
/// - A manually set token wins over every provider.
/// - Otherwise providers are tried in priority order; names the vendor does not support are a
///   `configuration.invalid-provider` error.
/// - A changed token is reported (``PushDelegateEvent/tokenChanged(_:)``) and re-registered.
/// - Completions are called exactly once (CMP-001), later, on the host's ``Scheduler``.
///   `currentToken` answers nil when the SDK has no token yet (that is not a failure);
///   `deleteToken` and `forceRefresh` complete with `.failure` when the vendor's API reports one.
public protocol TokenService: AnyObject {
    /// Installs (or with nil removes) the provider for a kind.
    func setProvider(_ provider: (any TokenProvider)?, for kind: TokenProviderKind)
    /// Sets the provider priority, by neutral names (`apns`, `fcm`, `hms`), and refreshes the token.
    func setProviderPriority(_ names: [String])
    /// Sets a token by hand (nil clears it).
    func setManualToken(_ token: PushToken?)
    /// The token the SDK uses now.
    func currentToken(completion: @escaping (PushToken?) -> Void)
    /// Deletes one provider's token.
    func deleteToken(provider: TokenProviderKind, completion: @escaping (Result<Void, PushError>) -> Void)
    /// Deletes the current token and fetches a new one.
    func forceRefresh(completion: @escaping (Result<Void, PushError>) -> Void)
}
