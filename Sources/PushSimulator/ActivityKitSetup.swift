/// How one of ActivityKit's token streams behaves on the simulated device: the behaviours users
/// report, as scenario parameters.
///
/// Sources: "`pushToStartTokenUpdates` never yielded once across five launches on iOS 26.6"
/// (https://github.com/kylebshr/luka-ios/issues/146); "`pushToStartTokenUpdateStream` only
/// deliver once the token" (https://github.com/istornz/flutter_live_activities/issues/124).
public enum ActivityStreamBehaviour: Sendable, Hashable {
    /// Yields the current value when observed, then every change.
    case yields
    /// As ``yields``, but nothing before `delay` after the observation started; then the value
    /// current at that moment.
    case late(Duration)
    /// Yields one value in the device's life, never again (a rotation then goes unseen).
    case once
    /// Never yields.
    case never
}

/// What ActivityKit is like before step 1: the scenario's `given.activityKit`.
public struct ActivityKitSetup: Sendable, Hashable {
    /// The attributes types whose push-to-start tokens the app asks its SDK to register at every
    /// launch (``LiveActivityTracker/setUpPushToStart(attributesType:)``).
    public var pushToStartTypes: [String] = []
    /// The attributes types whose activities the app asks its SDK to track at every launch
    /// (``LiveActivityTracker/trackActivities(attributesType:)``).
    public var trackedTypes: [String] = []
    /// How each type's `pushToStartTokenUpdates` behaves (default ``ActivityStreamBehaviour/yields``).
    public var pushToStartStreams: [String: ActivityStreamBehaviour] = [:]
    /// How `pushTokenUpdates` behaves for the activities of each type (default yields).
    public var pushTokenStreams: [String: ActivityStreamBehaviour] = [:]
    /// The most live activities the app may have at once (`targetMaximumExceeded` past it); nil:
    /// no cap. Apple documents no number.
    public var maximumActivities: Int? = nil
    /// How many push-to-start pushes start an activity before the device refuses more ("after
    /// around 10 pushes", https://developer.apple.com/forums/thread/799505); nil: no budget.
    public var pushToStartBudget: Int? = nil
    /// How long after an activity starts its update token arrives ("isn't available immediately
    /// after calling request"): an assumption, 1 s.
    public var updateTokenDelay: Duration = .seconds(1)

    /// Every default: no types, every stream yields, no caps.
    public init() {}

    /// Whether the setup differs from the default (a scenario used `given.activityKit`).
    public var isEmpty: Bool { self == ActivityKitSetup() }
}
