/// Something an adapter can do. Scenarios list the capabilities they need; a vendor without one
/// gets "not applicable", never a pass.
///
/// ``allKnown`` is the catalogue: a scenario may only require a capability listed there (the
/// scenario decoder refuses any other, so a misspelt `requires` entry is an error, not a
/// scenario that silently applies to no vendor). A new capability is added here first.
public struct Capability: RawRepresentable, Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The stable string.
    public let rawValue: String
    /// Wraps a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The stable string.
    public var description: String { rawValue }
    /// Ordered by name.
    public static func < (lhs: Capability, rhs: Capability) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Reports push events to a ``PushDelegate``.
    public static let pushDelegate: Capability = "push-delegate"
    /// Reports UI events to a ``UIDelegate``.
    public static let uiDelegate: Capability = "ui-delegate"
    /// Implements ``SubscriptionService``.
    public static let subscription: Capability = "subscription"
    /// Implements ``TokenService``.
    public static let tokenProviders: Capability = "token-providers"
    /// Provides a ``NotificationServiceExtension``.
    public static let serviceExtension: Capability = "notification-service"
    /// Implements ``LiveActivityService``.
    public static let liveActivities: Capability = "live-activities"
    /// Registers push-to-start tokens per attributes type itself (``LiveActivityTracker``).
    public static let liveActivityPushToStart: Capability = "live-activity-push-to-start"
    /// Tracks activities of an attributes type itself: app- and push-started, reconciled at
    /// launch, released when they end (``LiveActivityTracker``).
    public static let liveActivityTracking: Capability = "live-activity-tracking"
    /// Tracks and starts broadcast-channel activities (iOS 18) (``LiveActivityTracker``).
    public static let liveActivityChannels: Capability = "live-activity-channels"
    /// Starts activities for the app through ActivityKit (``LiveActivityTracker``).
    public static let liveActivityStart: Capability = "live-activity-start"
    /// Decides foreground presentation (or hands it to the app).
    public static let foregroundPresentation: Capability = "foreground-presentation"
    /// Handles taps and action buttons.
    public static let tapHandling: Capability = "tap-handling"
    /// Sends custom (mobile) events.
    public static let customEvents: Capability = "custom-events"
    /// Can erase its local data.
    public static let dataReset: Capability = "data-reset"
    /// Handles silent background pushes.
    public static let backgroundPush: Capability = "background-push"
    /// Provides a ``NotificationContentExtension`` (a custom expanded view).
    public static let contentExtension: Capability = "content-extension"
    /// Turns a message's `actions` into buttons the user can press: a category built per push from
    /// the payload, or one the vendor's configuration provides for its messages.
    public static let dynamicCategories: Capability = "dynamic-categories"

    /// Every capability the contract defines, sorted by name: the only ones a scenario may require.
    public static let allKnown: [Capability] = [
        .pushDelegate, .uiDelegate, .subscription, .tokenProviders, .serviceExtension, .liveActivities,
        .liveActivityPushToStart, .liveActivityTracking, .liveActivityChannels, .liveActivityStart,
        .foregroundPresentation, .tapHandling, .customEvents, .dataReset, .backgroundPush, .contentExtension,
        .dynamicCategories,
    ].sorted()
}
