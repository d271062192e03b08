/// Neutral names for SDKs that run notification actions themselves and batch their analytics.
extension SDKEventName {
    /// A delivery, open or action event was stored for the SDK's next batch upload instead of
    /// being sent at once (details: what it records, e.g. the action type and value).
    public static let pushEventQueued: SDKEventName = "push-event.queued"
}
