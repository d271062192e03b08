import PushContract

/// The Altcraft SDK in the app process: `AltcraftSDK.initialization`, `NotificationManager`
/// (`registerForPushNotifications`, the `UNUserNotificationCenterDelegate`) and its facets.
final class AltcraftAdapter: PushAdapter {
    private let core: AltcraftCore
    private let tokenService: AltcraftTokens
    private let subscriptionService: AltcraftSubscription
    private let pushEvents: AltcraftPushEvents
    private let mobileEvents: AltcraftCustomEvents
    private let tapHandler: AltcraftTapHandler
    private var retryOperationsPending = false

    /// An adapter on `host`.
    init(host: PushHost, configuration: [String: JSONValue]) {
        core = AltcraftCore(host: host, raw: configuration)
        tokenService = AltcraftTokens(core: core)
        subscriptionService = AltcraftSubscription(core: core, tokens: tokenService)
        pushEvents = AltcraftPushEvents(core: core)
        mobileEvents = AltcraftCustomEvents(core: core)
        tapHandler = AltcraftTapHandler(core: core, pushEvents: pushEvents)
    }

    // MARK: - Lifecycle

    /// `registerForPushNotifications` + `initialization`: ask `[alert, sound, badge]`, register
    /// for remote notifications whatever the answer, report 200 (or the builder's 471/472/473,
    /// then `initialization`'s 401 for the nil configuration the builder returned),
    /// and run the retry operations once the app is in the foreground (`Core.swift:32-59`). The
    /// launch options are ignored: the SDK has no call that takes them (README).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        let host = core.host
        let application = host.application
        host.notificationCenter.requestAuthorization(options: AltcraftVendor.authorizationOptions) {
            [weak application] _ in
            application?.registerForRemoteNotifications()
        }
        for problem in core.switches.problems { core.report(problem) }
        if let error = core.configurationError {
            core.report(error)
            // The guide's launch code hands `build()`'s result straight to `initialization`, so the
            // nil a refused builder returns is reported again there as 401
            // (altcraft/ios-sdk@c9b72bf:Altcraft/system/Init.swift:34-38).
            core.report(AltcraftEventCode.configurationNotSet.error("the configuration is not set (401)"))
            return
        }
        core.emit(.configured, ["apiURL": .string(core.configuration?.apiURL ?? "")])
        if host.application.state == .foreground {
            performRetryOperations()
        } else {
            retryOperationsPending = true
        }
    }

    /// The first foreground of a process launched in the background runs the retry operations
    /// (`ForegroundCheck.isForeground`).
    func applicationDidBecomeActive() {
        guard retryOperationsPending else { return }
        retryOperationsPending = false
        performRetryOperations()
    }

    /// `performRetryOperations`: reset every retry counter to 0, resend persisted mobile events,
    /// push events and subscriptions (without in-process retry for this pass), check the token.
    private func performRetryOperations() {
        for flow in [subscriptionService.queue.flow, mobileEvents.queue.flow] { flow.reset() }
        pushEvents.resetCounter()
        core.host.store.set(0, forKey: "altcraft.retry.update")
        mobileEvents.queue.start(enableRetry: false)
        pushEvents.sendAll()
        tokenService.checkToken()
        subscriptionService.queue.start(enableRetry: false)
    }

    /// The APNs token: feeds the APNs source of the token facet.
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        tokenService.received(apnsToken: deviceToken)
    }

    /// Registration failed: Altcraft has no event for it; the push delegate is told.
    func didFailToRegisterForRemoteNotifications(error: PushError) {
        core.host.pushDelegate.handle(.registrationFailed(error))
    }

    /// Altcraft has no background-push handling: the completion gets `.noData`, once.
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        completion(.noData)
    }

    /// `willPresent`: `[.banner, .badge, .sound]` for every notification, or the app's choice
    /// when `foregroundPresentation` is `app` (`customPushProcessing`).
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        guard core.switches.customPushProcessing else { return completion(AltcraftVendor.presentationOptions) }
        var called = false
        core.host.pushDelegate.decidePresentation(for: request) { options in
            guard !called else { return }
            called = true
            completion(options)
        }
    }

    /// `didReceive`: see ``AltcraftTapHandler``.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        tapHandler.handle(response, completion: completion)
    }

    // MARK: - Facets

    /// Subscribe / suspend / unsubscribe / unsuspend / status.
    var subscription: (any SubscriptionService)? { subscriptionService }
    /// APNs / FCM / HMS providers and the manual token.
    var tokens: (any TokenService)? { tokenService }
    /// Mobile events (Altcraft has no live-activity API: that facet stays nil).
    var customEvents: (any CustomEventService)? { mobileEvents }
    /// `clear()`.
    var dataReset: (any DataResetService)? { self }
}

extension AltcraftAdapter: DataResetService {
    /// `clear()` → `clearCache` (`system/ClearCache.swift:20-41`): cancels the stored retry work
    /// items, deletes the subscriptions and push events (not the mobile events:
    /// `dataBase/ClearingDb.swift:70-89`, `data/Constants.swift:358-371`), removes the saved and
    /// manual tokens, sets the subscribe, update and push-event retry counters to 0 (not the
    /// mobile-event one), forgets the chosen tokens, reports 205 and completes. A request in
    /// flight is left alone (`network/RequestManager.swift:19-61` keeps no handle on it). The
    /// adapter keeps its configuration for the app's later calls (A19).
    func clearLocalData(completion: @escaping (Result<Void, PushError>) -> Void) {
        core.noteClear()
        subscriptionService.queue.clear()
        pushEvents.clear()
        mobileEvents.queue.cancelRetry()
        tokenService.clear()
        let store = core.host.store
        let survivors = ["altcraft.queue.mobileEvent", "altcraft.retry.mobileEvent"]
        for key in store.keys where key.hasPrefix("altcraft.") && !survivors.contains(key) {
            store.set(nil, forKey: key)
        }
        for flow in ["subscribe", "update", "pushEvent"] { store.set(0, forKey: "altcraft.retry.\(flow)") }
        core.emit(.dataCleared)
        core.host.scheduler.schedule(after: .zero) { completion(.success(())) }
    }
}
