/// A token as reported to the app.
public struct PushToken: Sendable, Hashable {
    /// Which provider issued it.
    public var provider: TokenProviderKind
    /// The token: lower-case hex for APNs, an opaque string for FCM and HMS.
    public var value: String

    /// Creates a token.
    public init(provider: TokenProviderKind, value: String) {
        self.provider = provider
        self.value = value
    }

    /// As JSON.
    public var json: JSONValue { ["provider": .string(provider.rawValue), "token": .string(value)] }
}
