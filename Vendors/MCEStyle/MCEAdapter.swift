import PushContract

/// The MCE SDK in the app process, wired as the vendor's sample app and manual integration do it:
/// permission and remote registration at launch, `MCENotificationDelegate` as the notification
/// centre's delegate, and `MCEActionRegistry` running actions.
final class MCEAdapter: PushAdapter {
    private let host: PushHost
    private let configurationProblems: [PushError]
    private let notificationDelegate: MCENotificationDelegate

    /// An adapter on `host`.
    init(host: PushHost, configuration raw: [String: JSONValue]) {
        self.host = host
        let (configuration, problems) = MCEConfiguration.parse(raw)
        configurationProblems = problems
        notificationDelegate = MCENotificationDelegate(
            host: host, configuration: configuration,
            registry: MCEActionRegistry(host: host, handlers: configuration.actionHandlers))
    }

    /// Reports configuration problems, asks for `[alert, sound, badge, carPlay]` and registers for
    /// remote notifications whatever the answer (the sample `AppDelegate.m`). The launch options
    /// are not read: a tap's push arrives through the SDK's notification delegate (README).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        configurationProblems.forEach { host.events.emit(SDKEvent(error: $0)) }
        let application = host.application
        host.notificationCenter.requestAuthorization(options: MCEVendor.optionDefaults.authorization) { _ in
            application.registerForRemoteNotifications()
        }
    }

    /// Nothing to do: MCE's registration traffic is not modelled (A11).
    func applicationDidBecomeActive() {}

    /// Nothing to do: MCE's registration traffic is not modelled (A11).
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}

    /// Nothing to do: MCE's registration traffic is not modelled (A11).
    func didFailToRegisterForRemoteNotifications(error: PushError) {}

    /// The app-delegate path: MCE's delivery actions (`mce`) are not public, so nothing runs (A11).
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        completion(.noData)
    }

    /// `userNotificationCenter(_:willPresent:)`.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        notificationDelegate.willPresent(request, completion: completion)
    }

    /// `userNotificationCenter(_:didReceive:)`.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        notificationDelegate.didReceive(response, completion: completion)
    }
}
