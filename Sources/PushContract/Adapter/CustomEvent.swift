/// A custom (mobile) event an app sends through the SDK.
public struct CustomEvent: Sendable, Hashable {
    /// The event name.
    public var name: String
    /// Event data (vendors may accept scalars only).
    public var payload: [String: JSONValue]
    /// Vendor-specific attributes (Altcraft's pixel `sid`, matching…).
    public var attributes: [String: JSONValue]

    /// Creates an event.
    public init(name: String, payload: [String: JSONValue] = [:], attributes: [String: JSONValue] = [:]) {
        self.name = name
        self.payload = payload
        self.attributes = attributes
    }
}
