/// A source of push tokens the app hands to an SDK (Firebase Messaging, HMS Push Kit, APNs).
///
/// # Implementation requirements
///
/// - `fetchToken` calls its completion exactly once, later, with the token or nil.
/// - FCM and HMS providers answer nil when `apnsToken` is nil: they never issue a token before
///   APNs did (TOK-003, R12, R13).
/// - `deleteToken` invalidates the token; the next fetch issues a new one.
public protocol TokenProvider: AnyObject {
    /// Which service this is.
    var kind: TokenProviderKind { get }
    /// Fetches the current token. APNs providers answer with lower-case hex.
    func fetchToken(apnsToken: DeviceToken?, completion: @escaping (String?) -> Void)
    /// Deletes the token at the provider.
    func deleteToken(completion: @escaping () -> Void)
}
