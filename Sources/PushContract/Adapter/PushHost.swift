/// Everything an adapter may touch, passed in (no singletons, no global bootstrap).
///
/// On a device an app builds it from UNUserNotificationCenter, URLSession and UserDefaults; the
/// simulator builds it from simulated parts. An adapter cannot tell which.
public struct PushHost {
    /// Virtual clock and run loop.
    public let scheduler: any Scheduler
    /// The network.
    public let http: any HTTPTransport
    /// Media downloads for attachments.
    public let media: any MediaFetcher
    /// Storage shared with extensions, surviving relaunch.
    public let store: any KeyValueStore
    /// The notification centre.
    public let notificationCenter: any NotificationCenterHost
    /// The running app.
    public let application: any ApplicationHost
    /// Where the SDK reports its own events.
    public let events: any SDKEventSink
    /// The app's push delegate.
    public let pushDelegate: any PushDelegate
    /// The app's UI delegate.
    public let uiDelegate: any UIDelegate
    /// The device's context signal (moment quality); hosts without one pass a ``FixedDeviceContext``.
    public let deviceContext: any DeviceContextHost

    /// Bundles the host parts.
    public init(scheduler: any Scheduler, http: any HTTPTransport, media: any MediaFetcher, store: any KeyValueStore,
                notificationCenter: any NotificationCenterHost, application: any ApplicationHost, events: any SDKEventSink,
                pushDelegate: any PushDelegate, uiDelegate: any UIDelegate,
                deviceContext: any DeviceContextHost = FixedDeviceContext()) {
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
    }
}
