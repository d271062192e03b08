/// A vendor SDK running in the app process: the system's entry points plus its facets.
///
/// Implementation requirements:
/// - Every completion the system passes in is called **exactly once** (CMP-001, R19, R20), also
///   for payloads the adapter does not own.
/// - No network call for a payload ``PushVendor/claims(_:)`` is false for (NET-002).
/// - Every failure reported is a ``PushError`` with a code from ``PushErrorCode/registry`` (ERR-001).
/// - Only retryable errors are retried (NET-001); every delay uses the host's ``Scheduler``.
/// - State that must survive a relaunch lives in the host's ``KeyValueStore``; work queued
///   before a relaunch is not lost.
/// - Facets the vendor lacks are nil, and its ``VendorDescriptor/capabilities`` omit them.
public protocol PushAdapter: AnyObject {
    /// `application(_:didFinishLaunchingWithOptions:)`: install delegates, ask for permission,
    /// register for remote notifications, resume queued work.
    func applicationDidFinishLaunching()
    /// The app came to the foreground.
    func applicationDidBecomeActive()
    /// APNs issued a device token.
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken)
    /// APNs registration failed.
    func didFailToRegisterForRemoteNotifications(error: PushError)
    /// A push arrived while the app runs (background push or the app-delegate path).
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void)
    /// A notification arrives in the foreground: choose how to present it.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void)
    /// The user answered a notification (tap, action, dismiss).
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void)
    /// The user asked for the app's notification settings (a default implementation does nothing).
    func openSettings(for request: NotificationRequest?)

    /// The subscription facet, if any.
    var subscription: (any SubscriptionService)? { get }
    /// The token facet, if any.
    var tokens: (any TokenService)? { get }
    /// The live-activity facet, if any.
    var liveActivities: (any LiveActivityService)? { get }
    /// The custom-event facet, if any.
    var customEvents: (any CustomEventService)? { get }
    /// Erases local data and cancels queued work; nil when the vendor cannot.
    func clearLocalData(completion: @escaping () -> Void) -> Bool
}

extension PushAdapter {
    /// `userNotificationCenter(_:openSettingsFor:)`: the user asked for the app's own notification
    /// settings, from a notification (`request`) or from the system's Settings (nil). Only apps
    /// that request `providesAppNotificationSettings` get it. The default does nothing.
    public func openSettings(for request: NotificationRequest?) {}
}

/// A vendor: its description, ownership test, wire format, and factories for its app-side
/// adapter and its service extension. A value, so a runner can create fresh adapters per case.
public protocol PushVendor: Sendable {
    /// Who the vendor is and what it can do.
    var descriptor: VendorDescriptor { get }
    /// The vendor's payload format.
    var wireFormat: any PushWireFormat { get }
    /// The ownership predicate: pure, synchronous, true iff the payload carries this vendor's marker.
    func claims(_ payload: PushPayload) -> Bool
    /// Creates the app-side adapter. `configuration` is a JSON object; unknown keys are ignored and
    /// invalid values are reported as `configuration.*` errors at launch, never a trap.
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter
    /// Creates the service-extension side, in its own process, or nil when the vendor has none.
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    /// Creates the content-extension side (launched when the user expands a notification), or nil
    /// when the vendor has none. Defaults to nil.
    func makeContentExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationContentExtension)?
}

extension PushVendor {
    /// No content extension unless the vendor provides one.
    public func makeContentExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationContentExtension)? {
        nil
    }
}
