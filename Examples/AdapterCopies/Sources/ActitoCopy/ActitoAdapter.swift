import PushContract

/// The Actito SDK in the app process: `Actito.shared.launch()`, the swizzled app-delegate
/// interceptor, the `UNUserNotificationCenter` delegate, Push UI and live activities.
final class ActitoAdapter: PushAdapter {
    private let core: ActitoCore
    private let events: ActitoEvents
    private let registration: ActitoRegistration
    private let receiver: ActitoReceiver
    private let notificationCenterDelegate: ActitoNotificationCenterDelegate
    private let liveActivityService: ActitoLiveActivities
    private let liveActivityTracking: ActitoLiveActivityTracking
    private var ready = false
    /// Whether this process refreshed the settings at a foreground (used only by the planted bug
    /// ``ActitoCopyBug/rt6SettingsRefreshedOncePerProcess``).
    private var settingsRefreshed = false

    /// An adapter on `host`.
    init(host: PushHost, configuration: [String: JSONValue], bugs: Set<ActitoCopyBug>) {
        core = ActitoCore(host: host, raw: configuration, bugs: bugs)
        events = ActitoEvents(core: core)
        registration = ActitoRegistration(core: core, events: events)
        receiver = ActitoReceiver(core: core, events: events, registration: registration)
        notificationCenterDelegate = ActitoNotificationCenterDelegate(
            core: core, events: events, pushUI: ActitoPushUI(core: core))
        liveActivityService = ActitoLiveActivities(core: core)
        liveActivityTracking = ActitoLiveActivityTracking(core: core, service: liveActivityService)
    }

    /// `Actito.shared.configure()` + `launch()`: report configuration problems, create (or reuse)
    /// the device, resend queued events, then enable remote notifications / refresh the subscription.
    /// The launch options are ignored, as the SDK does: `launch()` takes none, and a tap's push
    /// arrives through the notification-centre delegate (README).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        core.configurationProblems.forEach(core.report)
        guard let configuration = core.configuration else { return }
        core.emit(
            SDKEventName.configured, native: "configure",
            ["apiURL": .string(configuration.apiURL), "applicationID": .string(configuration.applicationID)])
        registration.launch { [weak self] in
            guard let self else { return }
            self.ready = true
            // Planted bug (rt13PendingEventsOnlyAtForegroundLaunch): stored events are resent only by
            // a launch in the foreground; nothing resends them when a background launch comes forward.
            if !self.core.bugs.contains(.rt13PendingEventsOnlyAtForegroundLaunch)
                || self.core.host.application.state == .foreground
            {
                self.events.sendPending()
            }
            if self.core.bugs.contains(.launchNotificationOpenedAgain), options.notificationTap,
                let payload = options.remoteNotification, ActitoOwnership.isActito(payload, bugs: self.core.bugs),
                let id = payload["id"]?.stringValue
            {
                // Planted bug: the launch notification is opened here, and didReceive opens it again.
                self.core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
                self.events.log(ActitoEvents.open, notification: id) { _ in }
            }
        }
    }

    /// `onApplicationForeground`: when ready, `updateDeviceNotificationSettings`.
    func applicationDidBecomeActive() {
        // Planted bug: the notification centre (and badge) is cleared whenever the app opens.
        if core.bugs.contains(.deliveredClearedOnForeground) { core.host.notificationCenter.removeAllNotifications() }
        guard ready else { return }
        // Planted bug (rt13ActivitiesResyncedOnForeground): live activities are "re-synced" on
        // every return to the foreground.
        if core.bugs.contains(.rt13ActivitiesResyncedOnForeground) { liveActivityTracking.resyncActiveActivities() }
        // Planted bug: the stored events are resent on every foreground, not once per launch.
        if core.bugs.contains(.rt3StoredEventsResentEveryForeground) { events.sendPending() }
        // Planted bug: "avoid a PUT on every foreground": the settings are refreshed at the
        // process's first foreground only.
        if core.bugs.contains(.rt6SettingsRefreshedOncePerProcess) {
            guard !settingsRefreshed else { return }
            settingsRefreshed = true
        }
        registration.updateNotificationSettings { _ in }
    }

    /// Resumes the coalesced token request.
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) { registration.received(token: deviceToken) }

    /// Resumes the token request with the error and tells the push delegate.
    func didFailToRegisterForRemoteNotifications(error: PushError) {
        registration.failed(error)
        let delegate = core.host.pushDelegate
        core.async { delegate.handle(.registrationFailed(error)) }
    }

    /// The app-delegate interceptor's background path.
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        receiver.receive(payload, completion: completion)
    }

    /// `userNotificationCenter(_:willPresent:)`.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        completion(notificationCenterDelegate.willPresent(request))
    }

    /// `userNotificationCenter(_:didReceive:)`.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        notificationCenterDelegate.didReceive(response, completion: completion)
    }

    /// `userNotificationCenter(_:openSettingsFor:)` → `shouldOpenSettings`.
    func openSettings(for request: NotificationRequest?) { notificationCenterDelegate.openSettings(for: request) }

    /// `registerLiveActivity` / `endLiveActivity`: Actito's only facet here (it registers APNs
    /// tokens only, has no subscription facet in this contract's sense, and custom events and
    /// data reset are out of this adapter's scope).
    var liveActivities: (any LiveActivityService)? {
        // Planted bug (rt12LiveActivityFacetHiddenWithoutDevice): "no device, no live activities".
        if core.bugs.contains(.rt12LiveActivityFacetHiddenWithoutDevice), core.deviceID == nil { return nil }
        return liveActivityService
    }

    /// The sample app's monitoring of `activityUpdates` (``ActitoLiveActivityTracking``): tracking
    /// only, no push-to-start, channels or starts.
    var liveActivityTracker: (any LiveActivityTracker)? { liveActivityTracking }

    /// `disableRemoteNotifications` (for tests and hosts that expose it).
    func disableRemoteNotifications(completion: @escaping (PushError?) -> Void) {
        registration.disableRemoteNotifications(completion: completion)
    }
}
