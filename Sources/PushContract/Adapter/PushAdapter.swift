/// A vendor SDK running in the app process: the system's entry points plus its optional facets.
///
/// # Implementation requirements
///
/// - Implement the seven entry points; ``openSettings(for:)`` and every facet have defaults. The
///   launch entry point takes ``LaunchOptions``: do with them what the SDK does, and count a push
///   that arrives through two paths once (P3).
/// - Every completion the system passes in is called **exactly once** (CMP-001, R19, R20), also
///   for payloads the adapter does not own.
/// - No network call for a payload ``PushVendor/claims(_:)`` is false for (NET-002).
/// - Every failure reported is a ``PushError`` with a code from ``PushErrorCode/registry``
///   (ERR-001), through `host.events` and, where a facet call failed, its `Result` completion.
/// - Only retryable errors are retried (NET-001); every delay, timeout and backoff uses the
///   host's ``Scheduler``; nothing sleeps or reads a wall clock (ADP-003).
/// - State that must survive a relaunch lives in the host's ``KeyValueStore``; work queued
///   before a relaunch is not lost (ADP-001).
/// - A facet the vendor has is a non-nil property *and* its ``Capability`` in the descriptor
///   (``subscription`` ↔ ``Capability/subscription``, ``tokens`` ↔
///   ``Capability/tokenProviders``, ``liveActivities`` ↔ ``Capability/liveActivities``,
///   ``customEvents`` ↔ ``Capability/customEvents``, ``dataReset`` ↔ ``Capability/dataReset``).
///   A facet the vendor lacks keeps the default, nil (ADP-002).
///
/// # Concurrency
///
/// An adapter is confined to its host's ``Scheduler``, the way a channel handler is confined to
/// its `EventLoop`. Like swift-nio's `EmbeddedEventLoop`, neither the host nor the adapter is
/// thread-safe, and neither needs to be: everything happens on one thread of control.
///
/// - The host makes every call to the adapter, and to every facet it returns, on the host's
///   scheduler: never concurrently, never from another thread.
/// - Every completion the host hands back (HTTP, media, authorization, token providers, the
///   app's delegates) runs on that same scheduler, later, and so does every piece of work the
///   adapter schedules on it.
/// - The adapter calls host parts, and the completions it was given, only from that scheduler.
///
/// That is why the protocol is `AnyObject` without `Sendable`, and completions are plain
/// (non-`@Sendable`) escaping closures. An adapter wrapping an SDK that calls back on threads
/// of its own must bring those callbacks onto the host's thread (on a device, the main queue the
/// app's scheduler runs on) before it touches a completion or a host part.
public protocol PushAdapter: AnyObject {
    /// `application(_:didFinishLaunchingWithOptions:)`: install delegates, ask for permission,
    /// register for remote notifications, resume queued work. `options` says which push, if any,
    /// launched the app and whether a tap did; a tap's response still arrives in
    /// ``didReceive(_:completion:)`` after launch, and a background push's payload in
    /// ``didReceiveRemoteNotification(_:completion:)``, so one push counts once (P3, R4).
    func applicationDidFinishLaunching(options: LaunchOptions)
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

    /// The subscription facet, if any (default nil).
    var subscription: (any SubscriptionService)? { get }
    /// The token facet, if any (default nil).
    var tokens: (any TokenService)? { get }
    /// The live-activity facet, if any (default nil).
    var liveActivities: (any LiveActivityService)? { get }
    /// The automatic live-activity surface, if any (default nil): its parts are declared with the
    /// live-activity capabilities (``LiveActivityTracker``).
    var liveActivityTracker: (any LiveActivityTracker)? { get }
    /// The custom-event facet, if any (default nil).
    var customEvents: (any CustomEventService)? { get }
    /// The data-reset facet, if the vendor can erase its local data (default nil).
    var dataReset: (any DataResetService)? { get }
}

extension PushAdapter {
    /// `userNotificationCenter(_:openSettingsFor:)`: the user asked for the app's own notification
    /// settings, from a notification (`request`) or from the system's Settings (nil). Only apps
    /// that request `providesAppNotificationSettings` get it. The default does nothing.
    public func openSettings(for request: NotificationRequest?) {}

    /// No subscription facet unless the adapter provides one.
    public var subscription: (any SubscriptionService)? { nil }
    /// No token facet unless the adapter provides one.
    public var tokens: (any TokenService)? { nil }
    /// No live-activity facet unless the adapter provides one.
    public var liveActivities: (any LiveActivityService)? { nil }
    /// No automatic live-activity surface unless the adapter provides one.
    public var liveActivityTracker: (any LiveActivityTracker)? { nil }
    /// No custom-event facet unless the adapter provides one.
    public var customEvents: (any CustomEventService)? { nil }
    /// No data-reset facet unless the adapter provides one.
    public var dataReset: (any DataResetService)? { nil }
}
