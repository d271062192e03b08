/// Neutral names for informational ``SDKEvent``s, shared by every adapter so the comparison
/// report lines vendors up. Errors are named by their ``PushErrorCode`` instead.
public enum SDKEventName {
    /// The SDK accepted its configuration.
    public static let configured = "sdk.configured"
    /// The push token the SDK uses changed (provider chosen or token rotated).
    public static let tokenChanged = "token.changed"
    /// A vendor push reached the SDK (app or extension).
    public static let pushReceived = "push.received"
    /// A notification was handed to the system for display.
    public static let notificationPosted = "notification.posted"
    /// Local data was erased.
    public static let dataCleared = "sdk.data-cleared"
    /// A subscribe / unsubscribe / suspend request succeeded.
    public static let subscriptionRequestSucceeded = "subscription.request-succeeded"
    /// The token update request succeeded.
    public static let tokenUpdateSucceeded = "token.update-succeeded"
    /// The unsuspend (log-in / log-out) request succeeded.
    public static let unsuspendSucceeded = "subscription.unsuspend-succeeded"
    /// A status query succeeded.
    public static let statusReceived = "subscription.status-received"
    /// A delivery/open event reached the backend.
    public static let pushEventDelivered = "push-event.delivered"
    /// A custom event reached the backend.
    public static let customEventDelivered = "custom-event.delivered"
    /// Device registration succeeded.
    public static let deviceRegistered = "device.registered"
    /// A request will be retried (details: attempt, delay).
    public static let retryScheduled = "request.retry-scheduled"
    /// A queued request was dropped after too many failures.
    public static let requestDropped = "request.dropped"
    /// Action categories were registered.
    public static let categoriesRegistered = "categories.registered"
    /// A URL was opened.
    public static let urlOpened = "url.opened"
    /// A live activity was registered.
    public static let liveActivityRegistered = "live-activity.registered"
    /// A live activity was ended.
    public static let liveActivityEnded = "live-activity.ended"
}
