/// What the app asks ActivityKit for when it starts an activity through its SDK.
public struct LiveActivityStartRequest: Sendable, Hashable {
    /// The attributes type's name.
    public var attributesType: String
    /// The activity's id.
    public var activityID: String
    /// Token or channel.
    public var pushType: LiveActivityPushType
    /// A scheduled start (iOS 26); nil: now.
    public var start: DeviceInstant?

    /// Creates a request.
    public init(attributesType: String, activityID: String, pushType: LiveActivityPushType, start: DeviceInstant? = nil)
    {
        self.attributesType = attributesType
        self.activityID = activityID
        self.pushType = pushType
        self.start = start
    }
}

/// The automatic live-activity surface: the SDK watches ActivityKit (``PushHost/activityKit``)
/// for the attributes types the app names, and keeps the server's copy of every push identity
/// right without app code (P7). It is what OneSignal's `setup(_:options:)`, Airship's
/// `restoreLiveActivityTracking` and Braze's `registerPushToStart(forType:name:)` /
/// `resumeActivities(ofType:)` do, in neutral words.
///
/// An adapter declares each part it supports with its ``Capability``:
/// ``Capability/liveActivityPushToStart`` (``setUpPushToStart(attributesType:)``),
/// ``Capability/liveActivityTracking`` (``trackActivities(attributesType:)``, ending included),
/// ``Capability/liveActivityChannels`` (channel activities, tracked and started) and
/// ``Capability/liveActivityStart`` (``startActivity(_:completion:)``). A scenario that needs an
/// undeclared part is "not applicable" for that vendor, never failed. The app calls the setup
/// methods at every launch, right after `applicationDidFinishLaunching`, background launches
/// included.
///
/// # Implementation requirements
///
/// Each rule is an invariant of the suite (LAK-001…LAK-010), judged on the transcript:
/// - Keep the four identities apart: a push-to-start token is sent with its attributes type and
///   no activity, an update token with its activity; a channel id is passed unchanged and never
///   as a token (LAK-001, LAK-009).
/// - Read the current values at launch (``ActivityKitHost/pushToStartToken(ofType:)``,
///   ``ActivityKitHost/activities(ofType:)`` and each activity's token) as well as the streams,
///   which may be late, once-only or silent (LAK-002).
/// - At every cold launch reconcile: register the live activities the server lacks, release
///   the ones that ended while the app was not running (LAK-003).
/// - Register the update token of a push-started activity from the background wake, without
///   waiting for the app's UI (LAK-004).
/// - Never register a token for an ended or dismissed activity, and register each (activity,
///   token) once (LAK-005, LAK-006); send a push-to-start token again when the device token
///   changes (LAK-007); stamp each token report with an order (LAK-008).
/// - A `.pending` activity is not reported as started; ActivityKit's refusals are reported with
///   ``ActivityRequestRefusal/neutralCode`` (LAK-010).
/// - Every completion is called exactly once, on the host's ``Scheduler`` (CMP-001).
public protocol LiveActivityTracker: AnyObject {
    /// Registers the type's push-to-start token, now and whenever it changes, for as long as the
    /// process runs (Braze `registerPushToStart(forType:name:)`).
    func setUpPushToStart(attributesType: String)
    /// Tracks every activity of the type, started by the app or by a push: registers its update
    /// token (and each rotation), releases it when it ends, and reconciles at launch.
    func trackActivities(attributesType: String)
    /// Starts an activity through ActivityKit and tracks it; the completion gets its id, or the
    /// refusal as a neutral error.
    func startActivity(_ request: LiveActivityStartRequest, completion: @escaping (Result<String, PushError>) -> Void)
}
