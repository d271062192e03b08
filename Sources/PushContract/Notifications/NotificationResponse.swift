/// The user's answer to a notification: a tap, an action button, a dismiss, or typed text.
public struct NotificationResponse: Sendable, Hashable {
    /// The identifier of the default action (a body tap).
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The identifier of the dismiss action.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The notification answered.
    public var request: NotificationRequest
    /// Which action: default, dismiss, or a button identifier.
    public var actionIdentifier: String
    /// The text typed into a text-input action.
    public var userText: String?

    /// Creates a response.
    public init(request: NotificationRequest, actionIdentifier: String, userText: String? = nil) {
        self.request = request
        self.actionIdentifier = actionIdentifier
        self.userText = userText
    }

    /// Whether this is a body tap.
    public var isDefaultAction: Bool { actionIdentifier == Self.defaultActionIdentifier }
    /// Whether this is a dismiss.
    public var isDismiss: Bool { actionIdentifier == Self.dismissActionIdentifier }
}
