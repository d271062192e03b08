import PushContract

/// Echo's app side: every completion is called exactly once, foreign pushes go to the app.
final class EchoAdapter: PushAdapter {
    private let host: PushHost
    /// The notifications whose open was reported: a response delivered twice (another SDK
    /// forwarding it, a replay) is one tap, so one open (DEL-004).
    private var opened: Set<String> = []

    init(host: PushHost) { self.host = host }

    /// A tap's push also arrives in `didReceive`, where Echo reports the open: the launch options
    /// are not read, so a cold start from a tap counts one open (P3).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        host.notificationCenter.requestAuthorization(options: [.alert, .sound, .badge]) { _ in }
        host.application.registerForRemoteNotifications()
    }

    func applicationDidBecomeActive() {}

    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        host.pushDelegate.handle(.tokenChanged(PushToken(provider: .apns, value: deviceToken.hex)))
    }

    func didFailToRegisterForRemoteNotifications(error: PushError) {
        host.pushDelegate.handle(.registrationFailed(error))
    }

    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        if let notification = received(payload) {
            host.pushDelegate.handle(.notificationReceived(notification, .silent))
        }
        completion(.noData)
    }

    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        guard let notification = received(request.payload) else {
            host.pushDelegate.decidePresentation(for: request, completion: completion)
            return
        }
        host.pushDelegate.handle(.notificationReceived(notification, .standard))
        completion([.banner, .sound])
    }

    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        guard let notification = received(response.request.payload) else {
            // Another SDK's notification: the app hears of every response to it unchanged, the
            // button and typed text included (DEL-001).
            let payload = response.request.payload
            if response.isDefaultAction {
                host.pushDelegate.handle(.unknownNotificationOpened(payload))
            } else {
                host.pushDelegate.handle(
                    .unknownActionOpened(payload, action: response.actionIdentifier, responseText: response.userText))
            }
            completion()
            return
        }
        if response.isDefaultAction, opened.insert(response.request.identifier).inserted {
            host.pushDelegate.handle(.notificationOpened(notification))
            if let link = notification.link, host.application.canOpenURL(link) { host.application.open(url: link) }
        }
        completion()
    }

    private func received(_ payload: PushPayload) -> ReceivedNotification? {
        guard let echo = payload["echo"]?.objectValue else { return nil }
        return ReceivedNotification(
            id: echo["id"]?.stringValue, title: payload.aps.title, body: payload.aps.body,
            link: echo["link"]?.stringValue)
    }
}

/// Echo's service extension: prefixes the title of its own pushes, delivers at once.
final class EchoServiceExtension: NotificationServiceExtension {
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        // The system hands the extension every mutable-content push: another SDK's goes back unchanged.
        guard request.payload["echo"]?.objectValue != nil else { return contentHandler(request.content) }
        var content = request.content
        content.title = "Echo: " + content.title
        contentHandler(content)
    }

    func serviceExtensionTimeWillExpire() {}
}
