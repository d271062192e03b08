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
    /// The reset's completion, kept until it runs (planted bug ``AltcraftCopyBug/rt14OverlappingClearDropsCompletion``).
    private var pendingClearCompletion: ((Result<Void, PushError>) -> Void)?

    /// An adapter on `host`.
    init(host: PushHost, configuration: [String: JSONValue], bugs: Set<AltcraftCopyBug>) {
        core = AltcraftCore(host: host, raw: configuration, bugs: bugs)
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
        // Planted bug (rt12LaunchResetsCategories): a stale Altcraft category is dropped by
        // resetting the whole set, the app's categories with it.
        if core.bugs.contains(.rt12LaunchResetsCategories) { host.notificationCenter.setCategories([]) }
        // Planted bug (rt7RegistrationSkippedOnceTokenSaved): no registration once a token is saved.
        let skipRegistration =
            core.bugs.contains(.rt7RegistrationSkippedOnceTokenSaved) && tokenService.savedToken != nil
        host.notificationCenter.requestAuthorization(options: AltcraftCopyVendor.authorizationOptions) {
            [weak application] _ in
            if skipRegistration { return }
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
        if core.bugs.contains(.openFromLaunchOptions), options.notificationTap, let payload = options.remoteNotification
        {
            // Planted bug: a cold-start open tracked from the launch options, as well as by didReceive.
            pushEvents.create(from: payload, type: AltcraftPushEvents.open)
        }
        if host.application.state == .foreground {
            performRetryOperations()
        } else if !core.bugs.contains(.rt5BackgroundLaunchSkipsRetryOperations) {
            // Planted bug (rt5BackgroundLaunchSkipsRetryOperations): off when the bug is on, so a
            // background launch never resends what the previous process persisted.
            retryOperationsPending = true
        }
    }

    /// The first foreground of a process launched in the background runs the retry operations
    /// (`ForegroundCheck.isForeground`).
    func applicationDidBecomeActive() {
        // Planted bug (rt8ForegroundEmptiesCentre): old pushes are taken for stale once the app is open.
        if core.bugs.contains(.rt8ForegroundEmptiesCentre) { core.host.notificationCenter.removeAllNotifications() }
        // Planted bug: every return to the foreground reruns the retry operations, the flag never cleared.
        if core.bugs.contains(.rt5RetryOperationsEveryForeground) { return performRetryOperations() }
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
        // Planted bug (rt7RetryCountsResetAtLaunch): every stored entity's retry count starts again at 0.
        if core.bugs.contains(.rt7RetryCountsResetAtLaunch) {
            let store = core.host.store
            for key in ["altcraft.queue.subscribe", "altcraft.queue.mobileEvent", AltcraftPushEvents.key] {
                guard let stored = store.value(forKey: key)?.arrayValue else { continue }
                let reset = stored.compactMap(\.objectValue).map { entity -> JSONValue in
                    var entity = entity
                    entity["retryCount"] = 0
                    return .object(entity)
                }
                store.set(.array(reset), forKey: key)
            }
        }
        // Planted bug: the mobile-event queue is left out of the launch-time retry pass.
        if !core.bugs.contains(.rt3LaunchRetrySkipsMobileEvents) { mobileEvents.queue.start(enableRetry: false) }
        // Planted bug (rt7PushEventsResentOnlyWithToken): the stored push events wait for a resolved token.
        if !core.bugs.contains(.rt7PushEventsResentOnlyWithToken) || tokenService.current != nil {
            pushEvents.sendAll()
        }
        // Planted bug (rt12LaunchCheckSkippedWithSavedToken): no token check once a token is saved.
        if !core.bugs.contains(.rt12LaunchCheckSkippedWithSavedToken) || tokenService.savedToken == nil {
            tokenService.checkToken()
        }
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
        // Planted bug: no background-push handling, so the completion is forgotten.
        if core.bugs.contains(.backgroundFetchNeverCompleted) { return }
        if payload["_acc_push"] != nil {
            if core.bugs.contains(.rt3BackgroundWakeTrackedAsOpen), core.host.application.state != .foreground {
                // Planted bug: not in the foreground when it arrived, so the user must have tapped it.
                pushEvents.create(from: payload, type: AltcraftPushEvents.open)
            }
            if core.bugs.contains(.rt14DataPushShownLocally), !payload.aps.displaysAlert {
                // Planted bug: a data-only push is shown as a local notification, as on Android.
                let content = NotificationContent(
                    title: payload["title"]?.stringValue ?? "", subtitle: "",
                    body: payload["body"]?.stringValue ?? payload["message"]?.stringValue ?? "", userInfo: payload.root)
                core.host.notificationCenter.add(
                    NotificationRequest(
                        identifier: core.host.application.makeIdentifier(prefix: "altcraft-local"), content: content))
            }
            // Planted bug: an own push completes with .newData, and a missing `return` completes it again.
            if core.bugs.contains(.rt3SilentPushCompletedTwice) { completion(.newData) }
        }
        completion(.noData)
    }

    /// `willPresent`: `[.banner, .badge, .sound]` for every notification, or the app's choice
    /// when `foregroundPresentation` is `app` (`customPushProcessing`).
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        if core.bugs.contains(.foregroundPresentationLoggedAsOpen)
            || core.bugs.contains(.rt2OpenTrackedOnForegroundPresentation), request.payload["_acc_push"] != nil
        {
            // Planted bug: a push shown while the user is in the app is logged as opened.
            pushEvents.create(from: request.payload, type: AltcraftPushEvents.open)
        }
        if core.bugs.contains(.rt5ForegroundPushOpensClickURL), let link = request.payload["_click-url"]?.stringValue,
            core.host.application.canOpenURL(link)
        {
            // Planted bug: a push arriving in the foreground opens its link at once.
            core.host.application.open(url: link)
        }
        guard core.switches.customPushProcessing else { return completion(AltcraftCopyVendor.presentationOptions) }
        // Planted bug (rt8AppDecidesOnlyOwnPresentation): the app is asked only about Altcraft's own pushes.
        if core.bugs.contains(.rt8AppDecidesOnlyOwnPresentation), request.payload["_acc_push"] == nil {
            return completion(AltcraftCopyVendor.presentationOptions)
        }
        var called = false
        if core.bugs.contains(.rt8PresentationFallbackAtOnce) {
            // Planted bug: a deadline for the app's answer, scheduled with no delay: the default
            // options win whenever the app answers after a hop.
            core.host.scheduler.schedule(after: .zero) {
                guard !called else { return }
                called = true
                completion(AltcraftCopyVendor.presentationOptions)
            }
        }
        if core.bugs.contains(.rt5PresentationDeadlineCompletesAgain) {
            // Planted bug: a 3 s safety deadline completes with the default options, never cancelled
            // and not guarded by `called`, so the app's answer and the deadline both complete.
            core.host.scheduler.schedule(after: .seconds(3)) { completion(AltcraftCopyVendor.presentationOptions) }
        }
        let merged = core.bugs.contains(.rt3AppPresentationMergedWithDefaults)
        var handed = request
        if core.bugs.contains(.rt13AppRequestValuesStringified) {
            // Planted bug (rt13AppRequestValuesStringified): the payload is "normalised" for the
            // public API: every top-level number or Boolean outside aps becomes a string.
            for (key, value) in handed.content.userInfo where key != "aps" {
                switch value {
                case .number, .bool: handed.content.userInfo[key] = .string(value.canonicalText)
                default: break
                }
            }
        }
        core.host.pushDelegate.decidePresentation(for: handed) { options in
            guard !called else { return }
            called = true
            // Planted bug (rt14EmptyAppAnswerTakenAsDefault): [] is taken for "the app did not decide".
            if self.core.bugs.contains(.rt14EmptyAppAnswerTakenAsDefault), options.isEmpty {
                return completion(AltcraftCopyVendor.presentationOptions)
            }
            // Planted bug: the app's answer is merged with the SDK's own options, so [] still shows a banner.
            if self.core.bugs.contains(.rt10AppPresentationCutToSDKOptions) {
                // Planted bug: "pass only options the SDK supports": .list and .alert are dropped.
                return completion(options.intersection(AltcraftCopyVendor.presentationOptions))
            }
            completion(merged ? options.union(AltcraftCopyVendor.presentationOptions) : options)
        }
    }

    /// `didReceive`: see ``AltcraftTapHandler``.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        tapHandler.handle(response, completion: completion)
    }

    // MARK: - Facets

    /// Subscribe / suspend / unsubscribe / unsuspend / status.
    var subscription: (any SubscriptionService)? { hidesFacets ? nil : subscriptionService }
    /// APNs / FCM / HMS providers and the manual token.
    var tokens: (any TokenService)? { hidesFacets ? nil : tokenService }
    /// Mobile events (Altcraft has no live-activity API: that facet stays nil).
    var customEvents: (any CustomEventService)? { hidesFacets ? nil : mobileEvents }
    /// `clear()`.
    var dataReset: (any DataResetService)? { hidesFacets ? nil : self }

    /// Planted bug (rt11FacetsHiddenWhenUnconfigured): no facet while the configuration is refused.
    private var hidesFacets: Bool { core.bugs.contains(.rt11FacetsHiddenWhenUnconfigured) && core.configuration == nil }
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
        // Planted bug: a reset with nothing stored returns early, without calling the completion.
        if core.bugs.contains(.rt5EmptyClearNeverCompletes),
            !core.host.store.keys.contains(where: { $0.hasPrefix("altcraft.") })
        {
            return
        }
        // Planted bug (rt9EmptyClearNotReported): data.cleared only when something was stored.
        let hadData = core.host.store.keys.contains(where: { $0.hasPrefix("altcraft.") })
        // Planted bug (rt8ClearNotCounted): the reset is not counted, so work in flight carries on.
        if !core.bugs.contains(.rt8ClearNotCounted) { core.noteClear() }
        // Planted bug: the subscription queue is left out of the reset (its retry stays scheduled).
        if !core.bugs.contains(.rt4ClearSkipsSubscriptionQueue) { subscriptionService.queue.clear() }
        // Planted bug (rt3ClearForgetsPushEventQueue): the push events are not cleared.
        let keepsPushEvents = core.bugs.contains(.rt3ClearForgetsPushEventQueue)
        if !keepsPushEvents { pushEvents.clear() }
        mobileEvents.queue.cancelRetry()
        // Planted bug (rt13ClearSkipsTokenState): the token facet is left out of the reset.
        if !core.bugs.contains(.rt13ClearSkipsTokenState) { tokenService.clear() }
        // Planted bug: the reset ("log-out") also empties the notification centre.
        if core.bugs.contains(.rt10ClearEmptiesNotificationCentre) {
            core.host.notificationCenter.removeAllNotifications()
        }
        let store = core.host.store
        let survivors = ["altcraft.queue.mobileEvent", "altcraft.retry.mobileEvent"]
        // Planted bug: the retry counters (UserDefaults, not Core Data) are left behind.
        let keepsCounters = core.bugs.contains(.clearKeepsRetryCounters)
        for key in store.keys where key.hasPrefix("altcraft.") && !survivors.contains(key) {
            // Planted bug: the keys clear() knows predate the push-event queue, whose entities and
            // retry counter stay behind.
            if keepsPushEvents, key.hasSuffix(".pushEvent") { continue }
            // Planted bug: "clear the caches": only the queues and retry counters are removed, so
            // the saved and manual tokens outlive the reset.
            if core.bugs.contains(.rt6ClearKeepsTokens),
                !key.hasPrefix("altcraft.queue.") && !key.hasPrefix("altcraft.retry.")
            {
                continue
            }
            if keepsCounters, key.hasPrefix("altcraft.retry.") { continue }
            store.set(nil, forKey: key)
        }
        for flow in ["subscribe", "update", "pushEvent"] {
            if keepsCounters || (keepsPushEvents && flow == "pushEvent") { continue }
            store.set(0, forKey: "altcraft.retry.\(flow)")
        }
        if hadData || !core.bugs.contains(.rt9EmptyClearNotReported) { core.emit(.dataCleared) }
        // Planted bug (rt12ClearWaitsForInFlight): the reset completes only once every request in
        // flight has been answered.
        if core.bugs.contains(.rt12ClearWaitsForInFlight), core.inFlight > 0 {
            core.drainWaiters.append { completion(.success(())) }
            return
        }
        if core.bugs.contains(.rt14OverlappingClearDropsCompletion) {
            // Planted bug: one stored completion; a second clear before this one ran replaces it.
            pendingClearCompletion = completion
            core.host.scheduler.schedule(after: .zero) { [weak self] in
                guard let self, let pending = self.pendingClearCompletion else { return }
                self.pendingClearCompletion = nil
                pending(.success(()))
            }
            return
        }
        core.host.scheduler.schedule(after: .zero) { completion(.success(())) }
    }
}
