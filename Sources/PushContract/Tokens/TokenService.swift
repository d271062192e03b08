/// The token facet: which provider's token the SDK registers, and how to change it.
///
/// # Implementation requirements
///
/// - A manually set token wins over every provider (TOK-002).
/// - Otherwise providers are tried in priority order; names the vendor does not support are a
///   `configuration.invalid-provider` error (TOK-004).
/// - An APNs token is sent whole, as lower-case hex (TOK-001, R11).
/// - A changed token is reported (``PushDelegateEvent/tokenChanged(_:)``) and re-registered;
///   the old one is not used again (TOK-005).
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
