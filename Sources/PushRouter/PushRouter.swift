public import PushContract

/// Owns the system's push entry points for an app that ships several push SDKs.
///
/// - Lifecycle calls (launch, foreground, APNs token or failure) go to every adapter, in order;
///   the push in a launch's ``LaunchOptions`` only to the adapter that claims it.
/// - A payload goes to exactly the adapter whose ownership test claims it, or to the app's
///   ``UnclaimedPushHandler`` when none does (P1). If several claim it (a broken PAY-002) the
///   first in order gets it and ``RouterEventName/claimedBySeveral`` is reported.
/// - Every system completion is called exactly once whatever the adapters do (P2): a second or
///   late call is swallowed, and one that never comes is replaced by a fallback at the deadline
///   in ``RouterTimeouts``.
/// - The same push arriving again through an entry point (a forwarding SDK, a replayed call)
///   is completed at once and not forwarded, so it produces one presentation and one open (P3).
///   The key is the vendor's message id when its wire format reads one, else the notification's
///   identifier; background pushes without a message id are never treated as duplicates.
///
/// The router is itself a ``PushAdapter``, so a host drives it like any single adapter; it has
/// no facets of its own (talk to each SDK through ``adapter(for:)``).
public final class PushRouter: PushAdapter {
    /// The adapters, in routing order.
    public let routes: [PushRoute]
    /// Where unclaimed pushes go.
    public let unclaimed: any UnclaimedPushHandler
    /// Deadlines and fallbacks.
    public let timeouts: RouterTimeouts
    /// How many delivery keys are remembered for duplicate detection.
    public static let rememberedDeliveries = 256

    private let scheduler: any Scheduler
    private let events: (any SDKEventSink)?
    private var seenKeys: Set<String> = []
    private var seenOrder: [String] = []

    /// A router over `routes`, using `scheduler` for deadlines and reporting to `events`.
    public init(
        routes: [PushRoute], scheduler: any Scheduler, unclaimed: any UnclaimedPushHandler,
        events: (any SDKEventSink)? = nil, timeouts: RouterTimeouts = RouterTimeouts()
    ) {
        self.routes = routes
        self.scheduler = scheduler
        self.unclaimed = unclaimed
        self.events = events
        self.timeouts = timeouts
    }

    /// The adapter of a vendor id.
    public func adapter(for id: String) -> (any PushAdapter)? { routes.first { $0.id == id }?.adapter }

    // MARK: - Lifecycle: every adapter

    /// Tells every adapter, in order. The push in `options`, when one launched the app, is a
    /// payload like any other: only the adapter that claims it gets the options; every other
    /// adapter (all of them for a foreign push) launches with ``LaunchOptions/none``.
    public func applicationDidFinishLaunching(options: LaunchOptions) {
        var ownerID: String?
        if let payload = options.remoteNotification { ownerID = owner(of: payload, entry: "launch")?.id }
        for route in routes {
            route.adapter.applicationDidFinishLaunching(options: route.id == ownerID ? options : LaunchOptions.none)
        }
    }

    /// Tells every adapter, in order.
    public func applicationDidBecomeActive() { routes.forEach { $0.adapter.applicationDidBecomeActive() } }

    /// Hands the APNs token to every adapter, in order.
    public func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        routes.forEach { $0.adapter.didRegisterForRemoteNotifications(deviceToken: deviceToken) }
    }

    /// Hands the registration failure to every adapter, in order.
    public func didFailToRegisterForRemoteNotifications(error: PushError) {
        routes.forEach { $0.adapter.didFailToRegisterForRemoteNotifications(error: error) }
    }

    // MARK: - Payloads: exactly one owner

    /// Routes a background push; completes exactly once (fallback after `timeouts.backgroundFetch`).
    public func didReceiveRemoteNotification(
        _ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void
    ) {
        let entry = "background-fetch"
        let route = owner(of: payload, entry: entry)
        let once = guarded(completion, entry: entry, route: route)
        if let id = route?.messageID(payload), isDuplicate("\(entry):\(route?.id ?? "app"):id:\(id)", entry: entry) {
            once.call(.noData)
            return
        }
        once.arm(
            timeout: timeouts.backgroundFetch, fallback: timeouts.fallbackFetchResult,
            onTimeout: timedOut(entry, route, timeouts.backgroundFetch))
        report(entry, route)
        if let route {
            route.adapter.didReceiveRemoteNotification(payload, completion: once.call)
        } else {
            unclaimed.didReceiveRemoteNotification(payload, completion: once.call)
        }
    }

    /// Routes a foreground notification; completes exactly once (fallback after
    /// `timeouts.presentation`); a duplicate is completed with no options.
    public func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        let entry = "will-present"
        let route = owner(of: request.payload, entry: entry)
        let once = guarded(completion, entry: entry, route: route)
        if isDuplicate(key(entry, request, route), entry: entry) {
            once.call([])
            return
        }
        once.arm(
            timeout: timeouts.presentation, fallback: timeouts.fallbackPresentation,
            onTimeout: timedOut(entry, route, timeouts.presentation))
        report(entry, route)
        if let route {
            route.adapter.willPresent(request, completion: once.call)
        } else {
            unclaimed.willPresent(request, completion: once.call)
        }
    }

    /// Routes the user's answer; completes exactly once (fallback after `timeouts.response`); a
    /// duplicate is completed at once and never reaches an adapter, so it is never a second open.
    public func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        let entry = "response"
        let route = owner(of: response.request.payload, entry: entry)
        let once = guarded({ (_: Void) in completion() }, entry: entry, route: route)
        if isDuplicate(key(entry, response.request, route), entry: entry) {
            once.call(())
            return
        }
        once.arm(timeout: timeouts.response, fallback: (), onTimeout: timedOut(entry, route, timeouts.response))
        report(entry, route)
        if let route {
            route.adapter.didReceive(response) { once.call(()) }
        } else {
            unclaimed.didReceive(response) { once.call(()) }
        }
    }

    // MARK: - Helpers

    private func owner(of payload: PushPayload, entry: String) -> PushRoute? {
        let claimants = routes.filter { $0.claims(payload) }
        if claimants.count > 1 {
            emit(
                RouterEventName.claimedBySeveral,
                ["entry": .string(entry), "vendors": .array(claimants.map { .string($0.id) })])
        }
        return claimants.first
    }

    private func key(_ entry: String, _ request: NotificationRequest, _ route: PushRoute?) -> String {
        let owner = route?.id ?? "app"
        if let id = route?.messageID(request.payload) { return "\(entry):\(owner):id:\(id)" }
        return "\(entry):\(owner):notification:\(request.identifier)"
    }

    private func isDuplicate(_ key: String, entry: String) -> Bool {
        if seenKeys.contains(key) {
            emit(RouterEventName.duplicateDropped, ["entry": .string(entry), "key": .string(key)])
            return true
        }
        seenKeys.insert(key)
        seenOrder.append(key)
        if seenOrder.count > Self.rememberedDeliveries { seenKeys.remove(seenOrder.removeFirst()) }
        return false
    }

    private func guarded<Value>(
        _ completion: @escaping (Value) -> Void, entry: String, route: PushRoute?
    ) -> OnceCompletion<Value> {
        OnceCompletion(scheduler: scheduler, completion: completion) { [weak self] in
            self?.emit(
                RouterEventName.extraCompletionIgnored,
                ["entry": .string(entry), "vendor": .string(route?.id ?? "app")])
        }
    }

    private func timedOut(_ entry: String, _ route: PushRoute?, _ after: Duration) -> () -> Void {
        { [weak self] in
            self?.emit(
                RouterEventName.timedOut,
                [
                    "entry": .string(entry), "vendor": .string(route?.id ?? "app"),
                    "after": .string(DeviceInstant.zero.advanced(by: after).description),
                ])
        }
    }

    private func report(_ entry: String, _ route: PushRoute?) {
        if let route {
            emit(RouterEventName.routed, ["entry": .string(entry), "vendor": .string(route.id)])
        } else {
            emit(RouterEventName.unclaimed, ["entry": .string(entry)])
        }
    }

    private func emit(_ name: SDKEventName, _ details: [String: JSONValue]) {
        events?.emit(SDKEvent(name, details: details))
    }
}

/// `PushRouter` is not `Sendable`:
/// it holds adapters and closures, which run on the one thread that delivers the app's notification callbacks.
@available(*, unavailable)
extension PushRouter: Sendable {}
