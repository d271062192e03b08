/// A system (housekeeping) notification reported to the app.
public struct SystemNotification: Sendable, Hashable {
    /// The notification id.
    public var id: String
    /// The system type.
    public var type: String
    /// Extra data, reserved keys removed.
    public var extra: [String: JSONValue]

    /// Creates a system notification.
    public init(id: String, type: String, extra: [String: JSONValue]) {
        self.id = id
        self.type = type
        self.extra = extra
    }
}
