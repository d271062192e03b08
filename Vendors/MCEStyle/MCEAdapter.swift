import PushContract

/// The MCE SDK in the app process: permission and remote registration at launch as the vendor's
/// sample app does it, `MCENotificationDelegate` as the notification centre's delegate,
/// `MCEActionRegistry` running actions and `MCEEventService` uploading their behaviour events.
final class MCEAdapter: PushAdapter {
    private let host: PushHost
    private let configurationProblems: [PushError]
    private let notificationDelegate: MCENotificationDelegate
    private let events: MCEEventService

    /// An adapter on `host`.
    init(host: PushHost, configuration raw: [String: JSONValue]) {
        self.host = host
        let (configuration, problems) = MCEConfiguration.parse(raw)
        configurationProblems = problems
        events = MCEEventService(
            host: host, baseURL: configuration.apiURL,
            registration: MCERegistrationDetails(appKey: configuration.appKey))
        notificationDelegate = MCENotificationDelegate(
            host: host, configuration: configuration,
            registry: MCEActionRegistry(host: host, handlers: configuration.actionHandlers, events: events))
    }

    /// Reports configuration problems, starts the event queue (`startServices` → `startQueues`,
    /// with an app key), registers for remote notifications, then asks for
    /// `[alert, sound, badge, carPlay, providesAppNotificationSettings]`, as the sample
    /// `AppDelegate.m` does on iOS 12 and later (the answer changes nothing). The launch options
    /// are not read: a tap's push arrives through the SDK's notification delegate (README).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        configurationProblems.forEach { host.events.emit(SDKEvent(error: $0)) }
        events.start()
        host.application.registerForRemoteNotifications()
        host.notificationCenter.requestAuthorization(options: MCEVendor.optionDefaults.authorization) { _ in }
    }

    /// Nothing to do: MCE's registration traffic is not modelled (A11).
    func applicationDidBecomeActive() {}

    /// Nothing to do: MCE's registration traffic is not modelled (A11).
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}

    /// Nothing to do: MCE's registration traffic is not modelled (A11).
    func didFailToRegisterForRemoteNotifications(error: PushError) {}

    /// The app-delegate path: what the binary does with a background push is not described, so
    /// nothing runs (the delivery actions run in the service extension, A11).
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
