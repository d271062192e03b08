/// Neutral names for SDKs that update a user profile and decide themselves when (and whether) to
/// show a notification they received as a background push.
extension SDKEventName {
    /// Profile attributes (identify traits) were set; details: `traits`, and `userId` when known.
    public static let profileUpdated: SDKEventName = "profile.updated"
    /// The SDK started sampling the device context before deciding (details: how long).
    public static let momentSamplingStarted: SDKEventName = "moment.sampling-started"
    /// The SDK decided not to show a notification it received (details: the reason).
    public static let notificationSkipped: SDKEventName = "notification.skipped"
}
