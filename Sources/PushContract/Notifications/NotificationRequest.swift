/// A notification request: an identifier plus content, as the system hands it to delegates and
/// service extensions.
public struct NotificationRequest: Sendable, Hashable {
    /// The request identifier (the system's, or the collapse id).
    public var identifier: String
    /// The content.
    public var content: NotificationContent

    /// Creates a request.
    public init(identifier: String, content: NotificationContent) {
        self.identifier = identifier
        self.content = content
    }

    /// The payload the request carries.
    public var payload: PushPayload { PushPayload(content.userInfo) }
}
