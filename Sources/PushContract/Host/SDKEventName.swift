/// The neutral name of an ``SDKEvent``, e.g. `subscription.request-succeeded`: the stable string
/// a transcript shows. The constants below are shared by every adapter so the comparison report
/// lines vendors up; a vendor may add names of its own (a string literal is one). Errors are
/// named by their ``PushErrorCode``. Renaming a Swift constant never changes the string.
public struct SDKEventName: RawRepresentable, Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The stable string.
    public let rawValue: String
    /// Wraps a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The name an error event carries: its neutral code.
    public init(_ code: PushErrorCode) { self.rawValue = code.rawValue }
    /// The stable string.
    public var description: String { rawValue }
    /// Ordered by the string.
    public static func < (lhs: SDKEventName, rhs: SDKEventName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The SDK accepted its configuration.
    public static let configured: SDKEventName = "sdk.configured"
    /// The push token the SDK uses changed (provider chosen or token rotated).
    public static let tokenChanged: SDKEventName = "token.changed"
    /// A vendor push reached the SDK (app or extension).
    public static let pushReceived: SDKEventName = "push.received"
    /// A notification was handed to the system for display.
    public static let notificationPosted: SDKEventName = "notification.posted"
    /// Local data was erased.
    public static let dataCleared: SDKEventName = "sdk.data-cleared"
    /// A subscribe / unsubscribe / suspend request succeeded.
    public static let subscriptionRequestSucceeded: SDKEventName = "subscription.request-succeeded"
    /// The token update request succeeded.
    public static let tokenUpdateSucceeded: SDKEventName = "token.update-succeeded"
    /// The unsuspend (log-in / log-out) request succeeded.
    public static let unsuspendSucceeded: SDKEventName = "subscription.unsuspend-succeeded"
    /// A status query succeeded.
    public static let statusReceived: SDKEventName = "subscription.status-received"
    /// The SDK counted a notification as opened by the user: the neutral "open" every adapter
    /// that tracks opens reports once, when it decides to track one (details: the vendor's message
    /// id where it has one). It is what the open invariants count: only after a tap on that push
    /// (DEL-003, R4), and once per tap whichever entry points deliver it (DEL-004, P3).
    public static let notificationOpened: SDKEventName = "notification.opened"
    /// A delivery/open event reached the backend.
    public static let pushEventDelivered: SDKEventName = "push-event.delivered"
    /// A custom event reached the backend.
    public static let customEventDelivered: SDKEventName = "custom-event.delivered"
    /// Device registration succeeded.
    public static let deviceRegistered: SDKEventName = "device.registered"
    /// A request will be retried (details: attempt, delay).
    public static let retryScheduled: SDKEventName = "request.retry-scheduled"
    /// A queued request was dropped after too many failures.
    public static let requestDropped: SDKEventName = "request.dropped"
    /// Action categories were registered.
    public static let categoriesRegistered: SDKEventName = "categories.registered"
    /// A URL was opened.
    public static let urlOpened: SDKEventName = "url.opened"
    /// A live activity started (is visible): never for a pending one (LAK-010).
    public static let liveActivityStarted: SDKEventName = "live-activity.started"
    /// A live activity was registered.
    public static let liveActivityRegistered: SDKEventName = "live-activity.registered"
    /// A live activity was ended.
    public static let liveActivityEnded: SDKEventName = "live-activity.ended"
}
