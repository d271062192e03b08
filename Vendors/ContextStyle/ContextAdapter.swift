import PushContract

/// The guide's app delegate with ContextSDK and Customer.io's `identify` (Customer IO guide “Customer IO”,
/// “`didReceiveRemoteNotification`”).
final class ContextAdapter: PushAdapter {
    private let host: PushHost
    private let configuration: ContextConfiguration
    private let configurationProblems: [PushError]
    private let profile: ContextProfile
    private let delivery: ContextMomentDelivery
    private let clicks: ContextClickHandler

    /// An adapter on `host`.
    init(host: PushHost, configuration raw: [String: JSONValue]) {
        self.host = host
        (configuration, configurationProblems) = ContextConfiguration.parse(raw)
        profile = ContextProfile(host: host, userID: configuration.userID)
        delivery = ContextMomentDelivery(host: host, configuration: configuration)
        clicks = ContextClickHandler(host: host)
    }

    // MARK: - Lifecycle

    /// `didFinishLaunchingWithOptions` (Customer IO guide “`didFinishLaunchingWithOptions`”): reports
    /// configuration problems, installs the notification-centre delegate, and identifies with
    /// `ctx_background_push_allowed` from the background-refresh status (Customer IO guide
    /// “`didFinishLaunchingWithOptions`”). Asking for permission and registering for remote notifications are
    /// the app's "other code" (Customer IO guide “`didFinishLaunchingWithOptions`”), not this integration's.
    /// The guide reads nothing from the launch options: a tap's push reaches `didReceive` (README).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        for problem in configurationProblems { host.events.emit(SDKEvent(error: problem)) }
        host.events.emit(
            SDKEvent(
                SDKEventName.configured,
                details: [
                    "notificationCenterDelegate": "installed", "calibration": .bool(configuration.calibration),
                    "showInForeground": .bool(configuration.showInForeground),
                ]))
        profile.identify(["ctx_background_push_allowed": .bool(host.application.backgroundRefreshAllowed)])
    }

    /// Nothing happens on activation.
    func applicationDidBecomeActive() {}

    /// The integration does not use the token (ContextSDK's `setDeviceToken` is not in the guide).
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}

    /// Nothing to report: the integration has no push delegate.
    func didFailToRegisterForRemoteNotifications(error: PushError) {}

    /// `didReceiveRemoteNotification` (Customer IO guide “`didReceiveRemoteNotification`”): update
    /// `ctx_last_processed` (Customer IO guide “`didReceiveRemoteNotification`”), then in the background or
    /// inactive state parse the `ctx_` fields and deliver at a good moment; a missing or wrongly typed field
    /// is `failed` (Customer IO guide “`didReceiveRemoteNotification`”). In the foreground the push is not
    /// scheduled unless `showInForeground` is on (Customer IO guide “`didReceiveRemoteNotification`”). A push
    /// without any `ctx_` key is not ContextSDK's: in the background or inactive state it takes the guide's
    /// parse-failure branch, `failed` (Customer IO guide “`didReceiveRemoteNotification`”), but reports no
    /// neutral error (it is not a malformed context push; our choice); in the foreground it takes the guide's
    /// empty branch, `noData`.
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        profile.identify(["ctx_last_processed": .number(Double(host.scheduler.now.wholeSeconds))])
        let foreground = host.application.state == .foreground
        guard ContextVendor().claims(payload) else { return completion(foreground ? .noData : .failed) }
        if foreground, !configuration.showInForeground {
            host.events.emit(
                SDKEvent(
                    SDKEventName.notificationSkipped,
                    details: [
                        "reason": "the app is in the foreground: not scheduled (showInForeground is off)"
                    ]))
            return completion(.noData)
        }
        switch ContextPushFields.parse(payload) {
        case .failure(let error):
            host.events.emit(SDKEvent(error: error))
            completion(.failed)
        case .success(let fields):
            if foreground {
                delivery.showNow(fields, reason: .foreground, completion: completion)
            } else {
                delivery.deliver(fields, completion: completion)
            }
        }
    }

    /// The guide's delegate has no `willPresent`: iOS then presents nothing in the foreground.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        completion([])
    }

    /// `didReceive` (Customer IO guide “`userNotificationCenter`”): see ``ContextClickHandler``.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        clicks.handle(response, completion: completion)
    }
}
