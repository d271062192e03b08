/// The live-activity facet.
///
/// # Implementation requirements
///
/// - `register` sends the activity id, its token (hex) and topics; without a registered device
///   it fails with `live-activity.device-unavailable` (LA-002).
/// - A rotated token is re-registered; the old one is not used again (LA-003).
/// - After `end`, updates for that activity are refused with `live-activity.ended` (LA-001).
/// - Every completion is called exactly once (CMP-001), on the host's ``Scheduler``: `.success`
///   when the backend accepted the call, `.failure` with the reason otherwise.
public protocol LiveActivityService: AnyObject {
    /// Registers an activity's update token with topics.
    func register(
        activityID: String, token: LiveActivityToken, topics: [String],
        completion: @escaping (Result<Void, PushError>) -> Void)
    /// The activity's update token changed.
    func tokenRotated(
        activityID: String, token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void)
    /// Registers a push-to-start token for an attributes type.
    func registerPushToStart(token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void)
    /// The activity ended.
    func end(activityID: String, completion: @escaping (Result<Void, PushError>) -> Void)
}
