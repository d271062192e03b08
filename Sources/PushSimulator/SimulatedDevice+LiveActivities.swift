public import PushContract

/// Live activities on the simulated device: what the system, the user and the app's own code do
/// with ActivityKit (``SimulatedActivityKit``), and the app's set-up calls to its SDK at every
/// launch.
extension SimulatedDevice {
    /// At every launch, right after `didFinishLaunching`, the app asks its SDK to register the
    /// push-to-start tokens and track the activities of the types ``ActivityKitSetup`` names
    /// (recorded as `app.called`, with the attributes type).
    func setUpLiveActivities(_ adapter: any PushAdapter) {
        let setup = activityKit.setup
        guard let tracker = adapter.liveActivityTracker,
            !setup.pushToStartTypes.isEmpty || !setup.trackedTypes.isEmpty
        else { return }
        for type in setup.pushToStartTypes {
            recorder.system(
                .appCalled, ["call": "liveActivities.setUpPushToStart", "attributesType": .string(type)])
            tracker.setUpPushToStart(attributesType: type)
        }
        for type in setup.trackedTypes {
            recorder.system(.appCalled, ["call": "liveActivities.trackActivities", "attributesType": .string(type)])
            tracker.trackActivities(attributesType: type)
        }
    }

    /// The system issues (or rotates) a push-to-start token for a type: no stream yields it
    /// unless the type's stream behaviour lets it.
    public func issuePushToStartToken(_ bytes: [UInt8], attributesType: String) {
        activityKit.issuePushToStartToken(bytes, attributesType: attributesType)
    }

    /// The system issues (or rotates) an activity's update token (`bytes` nil: a derived one).
    public func issueActivityPushToken(_ bytes: [UInt8]?, activity: String) {
        activityKit.issuePushToken(bytes, activity: activity)
    }

    /// The app's own code starts an activity with ActivityKit (`start`: scheduled, iOS 26). It is
    /// refused from the background (`visibility`) and past the maximum count.
    public func startActivityFromApp(
        _ id: String, attributesType: String, pushType: LiveActivityPushType, token: [UInt8]?,
        start: DeviceInstant?
    ) {
        let refusal =
            adapter != nil && application.state == .foreground
            ? activityKit.refusal(byPush: false) : ActivityRequestRefusal.visibility
        if let refusal {
            activityKit.refuse(id: id, attributesType: attributesType, by: "app", refusal)
            return
        }
        activityKit.begin(
            id: id, attributesType: attributesType, pushType: pushType, by: "app", token: token, scheduled: start)
    }

    /// A push-to-start push (`event: start`) arrives: within the budget and the maximum count the
    /// activity starts, and the system wakes the app in the background (launching it if it is
    /// not running). With `input-push-token` (`pushType` token) the activity's update token
    /// follows after ``ActivityKitSetup/updateTokenDelay``, handed to the woken app; with
    /// `input-push-channel` it listens on the channel and never gets one.
    ///
    /// Sources: Apple, Starting and updating Live Activities with ActivityKit push notifications
    /// ("input-push-token", "input-push-channel").
    public func receivePushToStart(
        _ id: String, attributesType: String, pushType: LiveActivityPushType, token: [UInt8]?
    ) {
        if let refusal = activityKit.refusal(byPush: true) {
            activityKit.refuse(id: id, attributesType: attributesType, by: "push", refusal)
            return
        }
        activityKit.startByPush(id: id, attributesType: attributesType, pushType: pushType)
        if adapter == nil {
            launch(state: .background)
        } else {
            wake("push")
        }
        guard pushType == .token else { return }
        clock.withOrigin(Self.systemOrigin) {
            _ = clock.schedule(after: activityKit.setup.updateTokenDelay) { [weak self] in
                guard let self else { return }
                self.wake("push")
                self.activityKit.issuePushToken(token, activity: id)
            }
        }
    }

    /// The activity's stale date passes: ActivityKit moves an active activity to `.stale` and its
    /// state stream yields it (https://developer.apple.com/documentation/activitykit/activitystate/stale).
    public func makeActivityStale(_ id: String) {
        activityKit.passStaleDate(id)
    }

    /// The activity ends: by the user (a swipe away dismisses it), by an `end` push, or by the app.
    public func endActivity(_ id: String, by: String, dismissed: Bool) {
        activityKit.end(id, by: by, dismissed: dismissed)
    }
}
