public import PushContract

/// ActivityKit on the simulated device: the activities of each attributes type (kept across
/// relaunches and terminations, as iOS keeps them), push-to-start tokens per type and update
/// tokens per activity as current values and as streams, requests to start (now or scheduled,
/// iOS 26 `.pending`), the maximum count and the push-to-start budget.
///
/// Every change is written to the transcript (`activity.*` records), in the order an observer of
/// the device would see it. Streams are per process: ``processTerminated()`` forgets their
/// observers, and each behaves as ``ActivityKitSetup`` says.
///
/// Sources: https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken ;
/// Apple, Starting and updating Live Activities with ActivityKit push notifications
/// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications);
/// https://developer.apple.com/documentation/activitykit/activitystate
public final class SimulatedActivityKit: ActivityKitHost {
    /// The parameters.
    public var setup = ActivityKitSetup()
    private let clock: SimulatedClock
    private let recorder: Recorder
    private var activityList: [LiveActivitySnapshot] = []
    private var startTokens: [String: LiveActivityToken] = [:]
    private var startTokenYieldedOnce: Set<String> = []
    private var pushTokenYieldedOnce: Set<String> = []
    private var pushToStartStarts = 0
    private var tokenRotations: [String: Int] = [:]
    private var startTokenObservers: [String: [Observer<LiveActivityToken>]] = [:]
    private var newActivityObservers: [String: [(LiveActivitySnapshot) -> Void]] = [:]
    private var pushTokenObservers: [String: [Observer<LiveActivityToken>]] = [:]
    private var stateObservers: [String: [(LiveActivityState) -> Void]] = [:]

    private struct Observer<Value> {
        var from: DeviceInstant
        var handler: (Value) -> Void
    }

    init(clock: SimulatedClock, recorder: Recorder) {
        self.clock = clock
        self.recorder = recorder
    }

    // MARK: - ActivityKitHost

    /// Every activity of the type not dismissed yet.
    public func activities(ofType attributesType: String) -> [LiveActivitySnapshot] {
        activityList.filter { $0.attributesType == attributesType && $0.state != .dismissed }
    }

    /// The type's push-to-start token now.
    public func pushToStartToken(ofType attributesType: String) -> LiveActivityToken? { startTokens[attributesType] }

    /// Observes the type's push-to-start tokens, as its stream behaviour allows.
    public func observePushToStartTokens(
        ofType attributesType: String, _ handler: @escaping (LiveActivityToken) -> Void
    ) {
        let behaviour = setup.pushToStartStreams[attributesType] ?? .yields
        guard let observer = observer(behaviour, handler) else { return }
        startTokenObservers[attributesType, default: []].append(observer)
        scheduleFirstYield(behaviour, onceKey: attributesType, yieldedOnce: \.startTokenYieldedOnce) { [weak self] in
            self?.startTokens[attributesType]
        } deliver: {
            handler($0)
        }
    }

    /// Observes activities that start from now on.
    public func observeNewActivities(ofType attributesType: String, _ handler: @escaping (LiveActivitySnapshot) -> Void)
    {
        newActivityObservers[attributesType, default: []].append(handler)
    }

    /// Observes one activity's update tokens, as its type's stream behaviour allows.
    public func observePushTokens(ofActivity id: String, _ handler: @escaping (LiveActivityToken) -> Void) {
        guard let activity = activityList.first(where: { $0.id == id }) else { return }
        let behaviour = setup.pushTokenStreams[activity.attributesType] ?? .yields
        guard let observer = observer(behaviour, handler) else { return }
        pushTokenObservers[id, default: []].append(observer)
        scheduleFirstYield(behaviour, onceKey: id, yieldedOnce: \.pushTokenYieldedOnce) { [weak self] in
            self?.activityList.first { $0.id == id && $0.state.isLive }?.pushToken
        } deliver: {
            handler($0)
        }
    }

    /// Observes one activity's state changes.
    public func observeStates(ofActivity id: String, _ handler: @escaping (LiveActivityState) -> Void) {
        stateObservers[id, default: []].append(handler)
    }

    /// Starts or schedules an activity for the app, or refuses it (recorded either way).
    public func request(
        attributesType: String, id: String, pushType: LiveActivityPushType, start: DeviceInstant?
    ) -> Result<LiveActivitySnapshot, ActivityRequestRefusal> {
        if let refusal = refusal(byPush: false) {
            refuse(id: id, attributesType: attributesType, by: "app", refusal)
            return .failure(refusal)
        }
        let snapshot = begin(
            id: id, attributesType: attributesType, pushType: pushType, by: "app", token: nil, scheduled: start)
        return .success(snapshot)
    }

    /// Ends and dismisses the activity at the SDK's request.
    public func end(activity id: String) { end(id, by: "sdk", dismissed: true) }

    // MARK: - What the system and the scenario do

    /// The system issues (or rotates) the type's push-to-start token.
    func issuePushToStartToken(_ bytes: [UInt8], attributesType: String) {
        let token = LiveActivityToken(kind: .pushToStart(attributesType: attributesType), bytes: bytes)
        guard startTokens[attributesType] != token else { return }
        startTokens[attributesType] = token
        recorder.system(
            .activityPushToStartToken, ["attributesType": .string(attributesType), "token": .string(token.hex)])
        let behaviour = setup.pushToStartStreams[attributesType] ?? .yields
        yield(
            token, to: startTokenObservers[attributesType] ?? [], behaviour, onceKey: attributesType,
            yieldedOnce: \.startTokenYieldedOnce)
    }

    /// The system issues (or rotates) an activity's update token; nothing for an activity that is
    /// not live or receives its pushes on a channel.
    func issuePushToken(_ bytes: [UInt8]?, activity id: String) {
        guard let index = activityList.firstIndex(where: { $0.id == id }), activityList[index].state.isLive,
            activityList[index].pushType == .token
        else { return }
        let rotation = tokenRotations[id, default: 0]
        tokenRotations[id] = rotation + 1
        let token = LiveActivityToken(
            kind: .activity(id: id), bytes: bytes ?? Self.derivedToken(id, rotation: rotation))
        guard activityList[index].pushToken != token else { return }
        activityList[index].pushToken = token
        recorder.system(.activityPushToken, ["activity": .string(id), "token": .string(token.hex)])
        let behaviour = setup.pushTokenStreams[activityList[index].attributesType] ?? .yields
        yield(token, to: pushTokenObservers[id] ?? [], behaviour, onceKey: id, yieldedOnce: \.pushTokenYieldedOnce)
    }

    /// Whether a start by push (or by the app) is refused now, and why.
    func refusal(byPush: Bool) -> ActivityRequestRefusal? {
        if byPush, let budget = setup.pushToStartBudget, pushToStartStarts >= budget {
            return .pushToStartBudgetExceeded
        }
        if let maximum = setup.maximumActivities, activityList.filter({ $0.state.isLive }).count >= maximum {
            return .targetMaximumExceeded
        }
        return nil
    }

    /// Records a refused start.
    func refuse(id: String, attributesType: String, by: String, _ refusal: ActivityRequestRefusal) {
        recorder.system(
            .activityStartRefused,
            [
                "activity": .string(id), "attributesType": .string(attributesType), "by": .string(by),
                "reason": .string(refusal.rawValue),
            ])
    }

    /// A push-to-start push started an activity (counted against the budget).
    @discardableResult
    func startByPush(id: String, attributesType: String, pushType: LiveActivityPushType) -> LiveActivitySnapshot {
        pushToStartStarts += 1
        return begin(id: id, attributesType: attributesType, pushType: pushType, by: "push", token: nil, scheduled: nil)
    }

    /// Starts (or schedules) an activity and records it; its update token follows after
    /// ``ActivityKitSetup/updateTokenDelay`` (`token` gives its bytes).
    @discardableResult
    func begin(
        id: String, attributesType: String, pushType: LiveActivityPushType, by: String, token: [UInt8]?,
        scheduled: DeviceInstant?
    ) -> LiveActivitySnapshot {
        let pending = scheduled.map { $0 > clock.now } ?? false
        let snapshot = LiveActivitySnapshot(
            id: id, attributesType: attributesType, state: pending ? .pending : .active, pushType: pushType,
            startedByPush: by == "push")
        activityList.removeAll { $0.id == id }
        activityList.append(snapshot)
        var details: [String: JSONValue] = [
            "activity": .string(id), "attributesType": .string(attributesType), "by": .string(by),
            "state": .string(snapshot.state.rawValue),
        ]
        switch pushType {
        case .none: details["pushType"] = "none"
        case .token: details["pushType"] = "token"
        case .channel(let channel):
            details["pushType"] = "channel"
            details["channel"] = .string(channel)
        }
        if pending, let scheduled { details["start"] = .string(scheduled.description) }
        recorder.system(.activityStarted, details)
        for handler in newActivityObservers[attributesType] ?? [] {
            deliver { handler(snapshot) }
        }
        if pending, let scheduled {
            clock.withOrigin(SimulatedDevice.systemOrigin) {
                _ = clock.schedule(after: scheduled.sinceStart - clock.now.sinceStart) { [weak self] in
                    self?.move(id, to: .active)
                }
            }
        }
        if pushType == .token, by != "push" {
            clock.withOrigin(SimulatedDevice.systemOrigin) {
                _ = clock.schedule(after: setup.updateTokenDelay) { [weak self] in
                    self?.issuePushToken(token, activity: id)
                }
            }
        }
        return snapshot
    }

    /// Ends an activity (`dismissed`: removed from every surface too).
    func end(_ id: String, by: String, dismissed: Bool) {
        guard let index = activityList.firstIndex(where: { $0.id == id }), activityList[index].state != .dismissed
        else { return }
        let state: LiveActivityState = dismissed ? .dismissed : .ended
        activityList[index].state = state
        recorder.system(.activityEnded, ["activity": .string(id), "by": .string(by), "state": .string(state.rawValue)])
        for handler in stateObservers[id] ?? [] { deliver { handler(state) } }
    }

    /// The activity's stale date passes (`ActivityContent.staleDate`): an active activity becomes
    /// `.stale`, still shown and still updatable, its content out of date
    /// (https://developer.apple.com/documentation/activitykit/activitystate/stale). An activity
    /// that is pending, already stale or over is left alone.
    func passStaleDate(_ id: String) {
        guard activityList.contains(where: { $0.id == id && $0.state == .active }) else { return }
        move(id, to: .stale)
    }

    /// The app process died: its stream observers with it.
    func processTerminated() {
        startTokenObservers = [:]
        newActivityObservers = [:]
        pushTokenObservers = [:]
        stateObservers = [:]
    }

    /// Whether the activity exists and is live.
    func isLive(_ id: String) -> Bool { activityList.contains { $0.id == id && $0.state.isLive } }

    // MARK: - Streams

    /// Runs a stream's handler in the app process, later (held while the app is suspended).
    private func deliver(_ work: @escaping () -> Void) {
        clock.withOrigin(.step) { _ = clock.schedule(after: .zero, work) }
    }

    private func move(_ id: String, to state: LiveActivityState) {
        guard let index = activityList.firstIndex(where: { $0.id == id }), activityList[index].state.isLive else {
            return
        }
        activityList[index].state = state
        recorder.system(.activityState, ["activity": .string(id), "state": .string(state.rawValue)])
        for handler in stateObservers[id] ?? [] { deliver { handler(state) } }
    }

    private func observer<Value>(
        _ behaviour: ActivityStreamBehaviour, _ handler: @escaping (Value) -> Void
    ) -> Observer<Value>? {
        switch behaviour {
        case .never: return nil
        case .late(let delay): return Observer(from: clock.instant(after: delay), handler: handler)
        case .yields, .once: return Observer(from: clock.now, handler: handler)
        }
    }

    private func scheduleFirstYield(
        _ behaviour: ActivityStreamBehaviour, onceKey: String,
        yieldedOnce: ReferenceWritableKeyPath<SimulatedActivityKit, Set<String>>,
        current: @escaping () -> LiveActivityToken?, deliver: @escaping (LiveActivityToken) -> Void
    ) {
        let delay: Duration
        switch behaviour {
        case .never: return
        case .late(let late): delay = late
        case .yields, .once: delay = .zero
        }
        clock.schedule(after: delay) { [weak self] in
            guard let self, let token = current() else { return }
            if behaviour == .once {
                guard !self[keyPath: yieldedOnce].contains(onceKey) else { return }
                self[keyPath: yieldedOnce].insert(onceKey)
            }
            deliver(token)
        }
    }

    private func yield(
        _ token: LiveActivityToken, to observers: [Observer<LiveActivityToken>], _ behaviour: ActivityStreamBehaviour,
        onceKey: String, yieldedOnce: ReferenceWritableKeyPath<SimulatedActivityKit, Set<String>>
    ) {
        let now = clock.now
        let live = observers.filter { $0.from <= now }
        guard !live.isEmpty else { return }
        if behaviour == .once {
            guard !self[keyPath: yieldedOnce].contains(onceKey) else { return }
            self[keyPath: yieldedOnce].insert(onceKey)
        }
        for observer in live { deliver { observer.handler(token) } }
    }

    /// A deterministic 32-byte update token for an activity's `rotation`-th token (FNV-1a).
    static func derivedToken(_ id: String, rotation: Int) -> [UInt8] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(id)#\(rotation)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        var bytes: [UInt8] = []
        for index in 0..<32 {
            hash = hash &* 0x0000_0100_0000_01b3 &+ UInt64(index)
            bytes.append(UInt8(truncatingIfNeeded: hash >> 32))
        }
        return bytes
    }
}

/// `SimulatedActivityKit` is not `Sendable`: it belongs to its device's one thread of control.
@available(*, unavailable)
extension SimulatedActivityKit: Sendable {}
