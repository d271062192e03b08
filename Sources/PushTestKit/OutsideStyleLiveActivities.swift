import PushContract

/// The outside-style SDK's automatic live-activity surface, written to every LAK rule: it reads
/// ActivityKit's current values as well as its streams, reconciles at every launch, registers a
/// push-started activity's token from the background wake, registers each (activity, token)
/// once and never after the end, releases ended activities, sends push-to-start tokens again
/// for a new device token, passes channel ids unchanged, and stamps every report with `order`.
///
/// What the server holds is kept in the store (`outside.la.*`), so a relaunch knows what was sent.
/// The planted bugs of the live-activity classes (``OutsideStyleBug``) break one rule each.
final class OutsideStyleLiveActivities: LiveActivityTracker {
    private unowned let adapter: OutsideStyleAdapter
    private var bug: OutsideStyleBug? { adapter.bug }
    private var host: PushHost { adapter.host }
    private var kit: (any ActivityKitHost)? { adapter.host.activityKit }
    /// Types set up for push-to-start in this process.
    private var startTypes: [String] = []
    /// Activities watched in this process, with their type.
    private var watching: [String: String] = [:]
    /// Tokens whose registration is in flight.
    private var inFlight: Set<String> = []
    /// Activities the SDK started that are still pending (reported started once active).
    private var pendingStarts: Set<String> = []
    /// Push-started activities whose registration waits for the foreground (a planted bug).
    private var waitingForForeground: [(String, LiveActivityToken)] = []

    private static let startKey = OutsideStyleAdapter.storePrefix + "la.start"
    private static let registeredKey = OutsideStyleAdapter.storePrefix + "la.registered"
    private static let orderKey = OutsideStyleAdapter.storePrefix + "la.order"

    init(adapter: OutsideStyleAdapter) { self.adapter = adapter }

    // MARK: - Push-to-start

    /// Sends the type's token now (its current value) and whenever the stream yields one.
    func setUpPushToStart(attributesType: String) {
        guard let kit else { return }
        startTypes.append(attributesType)
        if bug != .pushToStartStreamOnly, let token = kit.pushToStartToken(ofType: attributesType) {
            sendStart(attributesType, token)
        }
        kit.observePushToStartTokens(ofType: attributesType) { [weak self] token in
            self?.sendStart(attributesType, token)
        }
    }

    /// The device token the server has changed: every push-to-start token is sent again.
    func deviceTokenRegistered() {
        guard bug != .pushToStartNotResentForNewDevice, bug != .pushToStartSentBeforeDevice, let kit else { return }
        for type in startTypes {
            if let token = kit.pushToStartToken(ofType: type) { sendStart(type, token) }
        }
        // Update tokens that waited for a registered device.
        for (id, type) in watching.sorted(by: { $0.key < $1.key }) {
            if let token = kit.activities(ofType: type).first(where: { $0.id == id })?.pushToken {
                sendUpdate(id, token, type: type)
            }
        }
    }

    private func sendStart(_ type: String, _ token: LiveActivityToken) {
        var sent = token
        if bug == .updateTokenSentAsPushToStart,
            let update = kit?.activities(ofType: type).first(where: { $0.pushToken != nil })?.pushToken
        {
            sent = update
        }
        let device = adapter.registeredToken
        guard device != nil || bug == .pushToStartSentBeforeDevice else { return }
        let signature = sent.hex + "|" + (device ?? "")
        var stored = host.store.value(forKey: Self.startKey)?.objectValue ?? [:]
        guard stored[type]?.stringValue != signature, !inFlight.contains(signature) else { return }
        inFlight.insert(signature)
        var body: [String: JSONValue] = ["type": .string(type), "token": .string(sent.hex), "order": nextOrder()]
        if let device { body["device"] = .string(device) }
        adapter.network.send("POST", "/live-activities/push-to-start", body: .object(body), name: "push-to-start") {
            [weak self] result in
            guard let self else { return }
            self.inFlight.remove(signature)
            guard case .success = result else { return }
            stored = self.host.store.value(forKey: Self.startKey)?.objectValue ?? [:]
            stored[type] = .string(signature)
            self.host.store.set(.object(stored), forKey: Self.startKey)
        }
    }

    // MARK: - Tracking

    /// Reconciles with `Activity<T>.activities`, then watches new ones.
    func trackActivities(attributesType: String) {
        guard let kit else { return }
        if bug != .activityUpdatesOnly {
            let live = kit.activities(ofType: attributesType)
            for activity in live {
                if activity.state.isLive || bug == .endedActivityRegistered {
                    watch(activity)
                } else {
                    release(activity.id)
                }
            }
            // Registered activities the system no longer has (dismissed while the app was away).
            for (id, entry) in registered() where entry["type"]?.stringValue == attributesType {
                if !live.contains(where: { $0.id == id }) { release(id) }
            }
        }
        kit.observeNewActivities(ofType: attributesType) { [weak self] activity in self?.watch(activity) }
    }

    /// Starts an activity through ActivityKit and tracks it.
    func startActivity(_ request: LiveActivityStartRequest, completion: @escaping (Result<String, PushError>) -> Void) {
        guard let kit else {
            let error = PushError(
                .liveActivityUnsupported, native: "noActivityKit", message: "no ActivityKit on this host")
            adapter.report(error)
            host.scheduler.schedule(after: .zero) { completion(.failure(error)) }
            return
        }
        switch kit.request(
            attributesType: request.attributesType, id: request.activityID, pushType: request.pushType,
            start: request.start)
        {
        case .failure(let refusal):
            let code = bug == .activityRefusalUnmapped ? PushErrorCode.liveActivityUnsupported : refusal.neutralCode
            let error = PushError(code, native: refusal.rawValue, message: "ActivityKit refused the start (\(refusal))")
            adapter.report(error)
            host.scheduler.schedule(after: .zero) { completion(.failure(error)) }
        case .success(let activity):
            if activity.state == .pending && bug != .pendingActivityReportedStarted {
                pendingStarts.insert(activity.id)
            } else {
                started(activity.id)
            }
            watch(activity)
            host.scheduler.schedule(after: .zero) { completion(.success(activity.id)) }
        }
    }

    /// The app came to the foreground: the current values are read again (a stream may be
    /// silent), and registrations a planted bug held back go out now.
    func foreground() {
        let waiting = waitingForForeground
        waitingForForeground = []
        for (id, token) in waiting { sendUpdate(id, token) }
        guard let kit else { return }
        if bug != .pushToStartStreamOnly {
            for type in startTypes {
                if let token = kit.pushToStartToken(ofType: type) { sendStart(type, token) }
            }
        }
        guard bug != .updateTokenStreamOnly else { return }
        for (id, type) in watching.sorted(by: { $0.key < $1.key }) {
            if let token = kit.activities(ofType: type).first(where: { $0.id == id && $0.state.isLive })?.pushToken {
                sendUpdate(id, token, type: type)
            }
        }
    }

    private func started(_ id: String) {
        host.events.emit(SDKEvent(.liveActivityStarted, native: "activityStarted", details: ["activity": .string(id)]))
    }

    private func watch(_ activity: LiveActivitySnapshot) {
        guard let kit, watching[activity.id] == nil else { return }
        watching[activity.id] = activity.attributesType
        let id = activity.id
        if let channel = activity.channelID {
            sendChannel(activity, channel)
        } else if let token = activity.pushToken, bug != .updateTokenStreamOnly {
            received(activity, token)
        }
        kit.observePushTokens(ofActivity: id) { [weak self] token in self?.received(activity, token) }
        kit.observeStates(ofActivity: id) { [weak self] state in
            guard let self else { return }
            if state == .active, self.pendingStarts.remove(id) != nil { self.started(id) }
            if !state.isLive, self.bug != .endedActivityNeverReleased { self.release(id) }
        }
    }

    private func received(_ activity: LiveActivitySnapshot, _ token: LiveActivityToken) {
        if bug == .pushStartedWaitsForForeground, activity.startedByPush, host.application.state != .foreground {
            waitingForForeground.append((activity.id, token))
            return
        }
        var sent = token
        if bug == .pushToStartSentForActivity, activity.startedByPush,
            let start = kit?.pushToStartToken(ofType: activity.attributesType)
        {
            sent = start
        }
        sendUpdate(activity.id, sent, type: activity.attributesType)
    }

    private func sendUpdate(_ id: String, _ token: LiveActivityToken, type: String? = nil) {
        let live = kit?.activities(ofType: type ?? registered()[id]?["type"]?.stringValue ?? "").contains {
            $0.id == id && $0.state.isLive
        }
        guard live ?? true || bug == .endedActivityRegistered else { return }
        if bug != .registrationNotDeduplicated {
            guard registered()[id]?["token"]?.stringValue != token.hex, !inFlight.contains(token.hex) else { return }
        }
        guard adapter.registeredToken != nil else { return }
        inFlight.insert(token.hex)
        let body: JSONValue = [
            "activity": .string(id), "type": .string(type ?? ""), "token": .string(token.hex), "order": nextOrder(),
        ]
        adapter.network.send("POST", "/live-activities", body: body, name: "register-activity") { [weak self] result in
            guard let self else { return }
            self.inFlight.remove(token.hex)
            guard case .success = result else { return }
            var all = self.registered()
            all[id] = ["type": .string(type ?? ""), "token": .string(token.hex)]
            self.host.store.set(.object(all), forKey: Self.registeredKey)
        }
    }

    private func sendChannel(_ activity: LiveActivitySnapshot, _ channel: String) {
        var sent = channel
        if bug == .channelIDReencoded {
            sent = String(channel.replacing("+", with: "-").replacing("/", with: "_").filter { $0 != "=" })
        }
        adapter.network.send(
            "POST", "/live-activities/channel",
            body: [
                "activity": .string(activity.id), "type": .string(activity.attributesType), "channel": .string(sent),
                "order": nextOrder(),
            ], name: "register-channel-activity")
    }

    private func release(_ id: String) {
        var all = registered()
        guard all[id] != nil else { return }
        all[id] = nil
        host.store.set(.object(all), forKey: Self.registeredKey)
        adapter.network.send(
            "DELETE", "/live-activities/\(id)", body: ["order": nextOrder()], name: "release-activity")
    }

    private func registered() -> [String: JSONValue] {
        host.store.value(forKey: Self.registeredKey)?.objectValue ?? [:]
    }

    private func nextOrder() -> JSONValue {
        let next = (host.store.value(forKey: Self.orderKey)?.integerValue ?? 0) + 1
        host.store.set(.number(Double(next)), forKey: Self.orderKey)
        return .number(Double(next))
    }
}

/// `OutsideStyleLiveActivities` is not `Sendable`: it belongs to its adapter's host thread.
@available(*, unavailable)
extension OutsideStyleLiveActivities: Sendable {}
