import PushContract

/// The Actito sample app's live-activity monitoring (`LiveActivitiesController`,
/// actito/actito-sdk-ios@a80159a:Sample/Sample/Live Activities/LiveActivitiesController.swift:105-178),
/// which is all the tracking an Actito app has: the SDK itself only offers
/// `registerLiveActivity` and `endLiveActivity` (``ActitoLiveActivities``).
///
/// - `Activity<T>.activityUpdates` only (105-115): activities already running when the app
///   launches are never looked at, so one started, rotated or ended while the app was not
///   running is neither registered nor released.
/// - Per activity, `activityStateUpdates` (117-136): `.active` starts a `pushTokenUpdates`
///   watcher (138-145), every time it is yielded (a `.stale` → `.active` return starts a
///   second one); `.ended` and `.dismissed` call `endLiveActivity`; `.stale` and anything else
///   (iOS 26's `.pending`, `@unknown default`) do nothing.
/// - Each yielded token is registered with `registerLiveActivity(identifier, token:,
///   topics: [activity.id])` (147-164), and an end is `endLiveActivity(identifier)` (166-178),
///   where the identifier names the attributes type, not the activity (`getActivityIdentifier`,
///   97-103). Here the identifier is the attributes type's name (README, assumptions).
/// - No push-to-start (the SDK has no such API) and no channels; the sample starts its
///   activities with `Activity.request` itself (28-57), not through the SDK.
///
/// Assumption (README): `activityStateUpdates` yields the activity's current state when the
/// loop starts, as the sample needs to register anything at all; the simulated ActivityKit
/// delivers changes only, so the current state is read as the loop's first element.
final class ActitoLiveActivityTracking: LiveActivityTracker {
    private unowned let core: ActitoCore
    private let service: ActitoLiveActivities
    private var kit: (any ActivityKitHost)? { core.host.activityKit }
    /// The last update token registered per activity (bug ``ActitoCopyBug/rt7EndedActivityTokenPostedAgain``).
    private var lastTokens: [String: LiveActivityToken] = [:]
    /// Planted bug (rt11FirstActivityTokenSkipped): the activities whose first token was skipped.
    private var firstTokenSkipped: Set<String> = []
    /// The attributes types the app tracks (bug ``ActitoCopyBug/rt13ActivitiesResyncedOnForeground``).
    private var trackedTypes: [String] = []

    init(core: ActitoCore, service: ActitoLiveActivities) {
        self.core = core
        self.service = service
    }

    /// Actito has no push-to-start API: the sample sets nothing up.
    func setUpPushToStart(attributesType: String) {}

    /// `monitorLiveActivities()`: `for await activity in Activity<T>.activityUpdates`, nothing else.
    func trackActivities(attributesType: String) {
        if !trackedTypes.contains(attributesType) { trackedTypes.append(attributesType) }
        // Planted bug (rt12TrackingSkipsExistingActivities): only activities that appear later are monitored.
        let existing: Set<String> =
            core.bugs.contains(.rt12TrackingSkipsExistingActivities)
            ? Set((kit?.activities(ofType: attributesType) ?? []).map(\.id)) : []
        kit?.observeNewActivities(ofType: attributesType) { [weak self] activity in
            guard !existing.contains(activity.id) else { return }
            self?.monitor(activity)
        }
    }

    /// Planted bug ``ActitoCopyBug/rt13ActivitiesResyncedOnForeground``: every active activity of a
    /// tracked type that has an update token is registered again, registered already or not.
    func resyncActiveActivities() {
        guard let kit else { return }
        for type in trackedTypes {
            for activity in kit.activities(ofType: type) where activity.state == .active {
                guard let token = activity.pushToken else { continue }
                service.register(activityID: Self.identifier(activity), token: token, topics: [activity.id]) { _ in }
            }
        }
    }

    /// The sample starts activities with `Activity.request` itself; the SDK has no start call.
    func startActivity(_ request: LiveActivityStartRequest, completion: @escaping (Result<String, PushError>) -> Void) {
        // Planted bug (rt12UnsupportedCodeRenamed): the code renamed "live-activity.not-supported".
        let error = PushError(
            core.bugs.contains(.rt12UnsupportedCodeRenamed) ? "live-activity.not-supported" : .liveActivityUnsupported,
            native: "unsupported",
            message: "Actito has no API to start a live activity; the app calls Activity.request itself")
        core.report(error)
        core.async { completion(.failure(error)) }
    }

    /// `monitorLiveActivity(_:)`: the state loop, its first element the current state.
    private func monitor(_ activity: LiveActivitySnapshot) {
        guard let kit else { return }
        if core.bugs.contains(.rt14PendingActivityReportedStarted) {
            // Planted bug: every activity seen is reported started, a pending (scheduled) one included.
            core.emit(SDKEventName.liveActivityStarted, native: "activityUpdates", ["activity": .string(activity.id)])
        }
        // Planted bug (rt7InactiveActivityNotMonitored): "nothing to do for a dead activity".
        if core.bugs.contains(.rt7InactiveActivityNotMonitored), (current(activity) ?? activity.state) != .active {
            return
        }
        kit.observeStates(ofActivity: activity.id) { [weak self] state in self?.stateYielded(activity, state) }
        // Planted bug: the snapshot's state is handled as well as the current one, so an active
        // activity gets two token watchers.
        if core.bugs.contains(.rt5ActivityWatchedTwice) { stateYielded(activity, activity.state) }
        // Planted bug: "the state stream yields the current state first": the current state is
        // not handled, so an activity already active is never watched.
        if core.bugs.contains(.rt6CurrentActivityStateIgnored) { return }
        stateYielded(activity, current(activity) ?? activity.state)
    }

    /// The loop body switches on `activity.activityState` (the state now), not on the element.
    private func stateYielded(_ activity: LiveActivitySnapshot, _ element: LiveActivityState) {
        // Planted bug (rt12StreamStateOverCurrent): the element is trusted over the state now.
        let state = core.bugs.contains(.rt12StreamStateOverCurrent) ? element : (current(activity) ?? element)
        switch state {
        // Planted bug: `.stale` is taken for still running, like `.active`: each return to
        // `.active` and each `.stale` starts one more token watcher.
        case .active,
            .stale where core.bugs.contains(.rt6StaleActivityWatchedAgain):
            kit?.observePushTokens(ofActivity: activity.id) { [weak self] token in
                guard let self else { return }
                // Planted bug (rt7ActivityTokenOnlyInForeground): no registration in the background.
                if self.core.bugs.contains(.rt7ActivityTokenOnlyInForeground),
                    self.core.host.application.state != .foreground
                {
                    return
                }
                // Planted bug (rt11FirstActivityTokenSkipped): the stream's first token is taken for
                // the one registered at start and skipped.
                if self.core.bugs.contains(.rt11FirstActivityTokenSkipped),
                    self.firstTokenSkipped.insert(activity.id).inserted
                {
                    return
                }
                self.lastTokens[activity.id] = token
                self.service.register(
                    activityID: Self.identifier(activity), token: token, topics: [activity.id]
                ) { _ in }
                // Planted bug (rt12ActivityTokenRegisteredTwice): "make sure the server has it".
                if self.core.bugs.contains(.rt12ActivityTokenRegisteredTwice) {
                    self.service.tokenRotated(activityID: Self.identifier(activity), token: token) { _ in }
                }
            }
        case .ended, .dismissed:
            if core.bugs.contains(.rt7EndedActivityTokenPostedAgain), let token = lastTokens[activity.id] {
                // Planted bug: the last update token is posted again "for the end push" before the release.
                service.register(activityID: Self.identifier(activity), token: token, topics: [activity.id]) { _ in }
            }
            // Planted bug (rt10EndedActivityReleasedByActivityID): released under the activity's
            // id, not under the identifier it was registered with.
            let released =
                core.bugs.contains(.rt10EndedActivityReleasedByActivityID) ? activity.id : Self.identifier(activity)
            service.end(activityID: released) { _ in }
        default:
            // `.stale` does nothing; `.pending` (iOS 26) reaches `@unknown default`, a log line.
            break
        }
    }

    /// `activity.activityState`: the state ActivityKit has now (nil once dismissed and gone).
    private func current(_ activity: LiveActivitySnapshot) -> LiveActivityState? {
        // Planted bug (rt9FirstActivityAnswersForAll): the id filter is dropped, so the first
        // activity of the type answers for every one.
        if core.bugs.contains(.rt9FirstActivityAnswersForAll) {
            return kit?.activities(ofType: activity.attributesType).first?.state
        }
        return kit?.activities(ofType: activity.attributesType).first { $0.id == activity.id }?.state
    }

    /// `getActivityIdentifier(_:)`: the app's name for the attributes type.
    private static func identifier(_ activity: LiveActivitySnapshot) -> String { activity.attributesType }
}

/// `ActitoLiveActivityTracking` is not `Sendable`: it belongs to its adapter's host thread.
@available(*, unavailable)
extension ActitoLiveActivityTracking: Sendable {}
