/// ActivityKit as an adapter sees it: the activities of each attributes type, their tokens as
/// current values and as streams, and requests to start one.
///
/// On a device an app builds it from `Activity<T>` for each attributes type it knows; the
/// simulator plays it, with the stream behaviours users report (a stream that yields late, only
/// once, or never). An adapter cannot tell which.
///
/// # Implementation requirements
///
/// - The current values (``activities(ofType:)``, ``pushToStartToken(ofType:)``,
///   ``LiveActivitySnapshot/pushToken``) are read synchronously and survive a relaunch, as
///   ActivityKit keeps them; the streams are observed per process and die with it.
/// - A stream may yield late, only once, or never: an SDK reads the current value as well
///   (Apple: "You don't have to start a Live Activity from your app to receive the push-to-start
///   token", https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken).
/// - Every handler runs later, on the host's ``Scheduler``.
public protocol ActivityKitHost: AnyObject {
    /// `Activity<T>.activities`: every activity of the type the system still has, ended ones
    /// included until they are dismissed.
    func activities(ofType attributesType: String) -> [LiveActivitySnapshot]
    /// `Activity<T>.pushToStartToken`: the type's push-to-start token now (iOS 17.2+), nil before
    /// the system issued one.
    func pushToStartToken(ofType attributesType: String) -> LiveActivityToken?
    /// `Activity<T>.pushToStartTokenUpdates`: each push-to-start token the stream yields.
    func observePushToStartTokens(ofType attributesType: String, _ handler: @escaping (LiveActivityToken) -> Void)
    /// `Activity<T>.activityUpdates`: each activity that starts from now on (by the app or by a
    /// push), as a snapshot at that moment.
    func observeNewActivities(ofType attributesType: String, _ handler: @escaping (LiveActivitySnapshot) -> Void)
    /// `Activity.pushTokenUpdates` of one activity: each update token the stream yields.
    func observePushTokens(ofActivity id: String, _ handler: @escaping (LiveActivityToken) -> Void)
    /// `Activity.activityStateUpdates` of one activity: each new state.
    func observeStates(ofActivity id: String, _ handler: @escaping (LiveActivityState) -> Void)
    /// `Activity.request(attributes:content:pushType:start:)`: starts an activity now (`start`
    /// nil) or schedules it (iOS 26, state ``LiveActivityState/pending``), or says why not.
    func request(
        attributesType: String, id: String, pushType: LiveActivityPushType, start: DeviceInstant?
    ) -> Result<LiveActivitySnapshot, ActivityRequestRefusal>
    /// `Activity.end(_:dismissalPolicy:)` with `.immediate`: ends and dismisses the activity.
    func end(activity id: String)
}
