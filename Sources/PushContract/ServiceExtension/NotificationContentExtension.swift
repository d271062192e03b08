/// What a content extension draws for an expanded notification: who rendered it and the texts
/// it shows. The neutral shape of a `UNNotificationContentExtension`'s view.
public struct ExpandedNotificationView: Sendable, Hashable {
    /// Who rendered the view (a class or module name the vendor documents).
    public var renderer: String
    /// The texts on screen, by role (`title`, `body`…).
    public var texts: [String: String]

    /// Creates a view description.
    public init(renderer: String, texts: [String: String] = [:]) {
        self.renderer = renderer
        self.texts = texts
    }

    /// As JSON for transcripts.
    public var json: JSONValue {
        ["renderer": .string(renderer), "texts": .object(texts.mapValues { .string($0) })]
    }
}

/// The Notification Content Extension facet: the custom view the system shows when the user
/// expands (long-presses) a notification.
///
/// The system launches it only for a notification whose `aps.category` is one of the
/// extension's `UNNotificationExtensionCategory` values (``categories``); for any other
/// notification the default expanded view shows and the extension never runs.
///
/// # Implementation requirements
///
/// - ``categories`` is fixed for the life of the extension (it comes from its Info.plist).
/// - `didReceive` is synchronous and side-effect free apart from SDK events: no network, no
///   storage writes; it returns what the view shows.
public protocol NotificationContentExtension: AnyObject {
    /// `UNNotificationExtensionCategory`: the categories the extension is launched for.
    var categories: [String] { get }
    /// `didReceive(_ notification:)`: renders the notification.
    func didReceive(_ request: NotificationRequest) -> ExpandedNotificationView
}
