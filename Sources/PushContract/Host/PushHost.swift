/// Everything an adapter may touch, passed in (no singletons, no global bootstrap).
///
/// On a device an app builds it from UNUserNotificationCenter, URLSession and UserDefaults; the
/// simulator builds it from simulated parts. An adapter cannot tell which.
///
/// A value: copy it and change one part to hand an adapter a variation (the router gives each
/// vendor the same host with its own event sink):
///
/// ```swift
/// var tagged = host
/// tagged.events = TaggedEventSink(vendor: id, base: host.events)
/// ```
///
/// # Concurrency
///
/// A host and every part in it belong to one thread of control: its ``scheduler``. The host
/// calls the adapter only from that scheduler, and every completion a host part takes (HTTP,
/// media, authorization, token providers, the app's delegates) runs on it too, later; the
/// adapter calls host parts only from it. Like swift-nio's `EmbeddedEventLoop`, the parts are not
/// thread-safe and must be used from that one thread only; nothing runs concurrently with
/// anything else, so they need no locks. That is why the parts are `AnyObject` protocols, not
/// `Sendable`, and why a `PushHost` is not `Sendable`.
public struct PushHost {
    /// Virtual clock and run loop: the one thread of control of everything below.
    public var scheduler: any Scheduler
    /// The network.
    public var http: any HTTPTransport
    /// Media downloads for attachments.
    public var media: any MediaFetcher
    /// Storage shared with extensions, surviving relaunch.
    public var store: any KeyValueStore
    /// The notification centre.
    public var notificationCenter: any NotificationCenterHost
    /// The running app.
    public var application: any ApplicationHost
    /// Where the SDK reports its own events.
    public var events: any SDKEventSink
    /// The app's push delegate.
    public var pushDelegate: any PushDelegate
    /// The app's UI delegate.
    public var uiDelegate: any UIDelegate
    /// The device's context signal (moment quality); hosts without one pass a ``FixedDeviceContext``.
    public var deviceContext: any DeviceContextHost
    /// ActivityKit; nil on a host without live activities.
    public var activityKit: (any ActivityKitHost)?

    /// Bundles the host parts.
    public init(
        scheduler: any Scheduler, http: any HTTPTransport, media: any MediaFetcher, store: any KeyValueStore,
        notificationCenter: any NotificationCenterHost, application: any ApplicationHost, events: any SDKEventSink,
        pushDelegate: any PushDelegate, uiDelegate: any UIDelegate,
        deviceContext: any DeviceContextHost = FixedDeviceContext(), activityKit: (any ActivityKitHost)? = nil
    ) {
        self.scheduler = scheduler
        self.http = http
        self.media = media
        self.store = store
        self.notificationCenter = notificationCenter
        self.application = application
        self.events = events
        self.pushDelegate = pushDelegate
        self.uiDelegate = uiDelegate
        self.deviceContext = deviceContext
        self.activityKit = activityKit
    }
}

/// `PushHost` is not `Sendable`:
/// it holds the host's parts, which an adapter uses only on the thread its host runs it on.
@available(*, unavailable)
extension PushHost: Sendable {}
