import PushContract

/// The manual integration's `UNUserNotificationCenter` delegate
/// (`samples/ObjC Manual Dictionary Sample/Sample/NotificationDelegate.m`, VENDOR-FACTS §4 item 6).
///
/// - Foreground: alert, sound and badge, unless the app's `presentNotification` block says no.
/// - Default action (a body tap): `performNotificationAction` runs the `notification-action`.
/// - Dismiss: nothing.
/// - Another action: `processDynamicCategoryNotification:identifier:userText:` runs the action
///   whose serialised object is the identifier, with the user's text for a text-input button.
/// - An identifier that is not an action object (a button of one of the app's static categories)
///   and any response to a payload MCE does not own go to the app untouched (A3).
final class MCENotificationDelegate {
    /// What every notification gets in the foreground (`UNNotificationPresentationOptionAlert+Sound+Badge`).
    static let presentation: Set<PresentationOption> = [.alert, .sound, .badge]

    private let host: PushHost
    private let configuration: MCEConfiguration
    private let registry: MCEActionRegistry

    /// A delegate on `host`.
    init(host: PushHost, configuration: MCEConfiguration, registry: MCEActionRegistry) {
        self.host = host
        self.configuration = configuration
        self.registry = registry
    }

    /// `willPresentNotification`: no ownership check in the sample, so every notification.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        guard configuration.appDecidesPresentation else { return completion(Self.presentation) }
        // `presentNotification` is a synchronous block: an answer that has not come by the end of
        // this instant counts as no block (A9); a later answer is ignored.
        var answered = false
        host.pushDelegate.decidePresentation(for: request) { options in
            guard !answered else { return }
            answered = true
            completion(options.isEmpty ? [] : Self.presentation)
        }
        host.scheduler.schedule(after: .zero) {
            guard !answered else { return }
            answered = true
            completion(Self.presentation)
        }
    }

    /// `didReceiveNotificationResponse`.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        if response.isDismiss { return completion() }
        let payload = response.request.payload
        guard MCEOwnership.claims(payload) else { return passToApp(response, completion: completion) }
        if response.isDefaultAction {
            performNotificationAction(payload, request: response.request)
            return completion()
        }
        guard let action = Self.categoryAction(identifier: response.actionIdentifier) else {
            return passToApp(response, completion: completion)
        }
        switch action {
        case .success(let parsed):
            registry.perform(parsed, path: "actionIdentifier", request: response.request, userText: response.userText)
        case .failure(let error):
            registry.report(error)
        }
        completion()
    }

    /// `performNotificationAction`: the `notification-action`, if any (the seed's tip: without one a
    /// body tap only opens the app).
    private func performNotificationAction(_ payload: PushPayload, request: NotificationRequest) {
        let key = MCEOwnership.notificationActionKey
        guard let section = payload[key] else { return }
        switch MCEAction.parse(section, path: key, requiresName: false) {
        case .success(let action): registry.perform(action, path: key, request: request, userText: nil)
        case .failure(let error): registry.report(error)
        }
    }

    /// The action a button identifier serialises, nil when the identifier is not a JSON object
    /// (then it is not one of MCE's buttons).
    static func categoryAction(identifier: String) -> Result<MCEAction, PushError>? {
        guard identifier.first == "{", let json = try? JSONValue.parse(identifier), json.objectValue != nil else { return nil }
        return MCEAction.parse(json, path: "actionIdentifier", requiresName: true)
    }

    /// The app's own delegate handles the response; the system completion runs once, when it is done.
    private func passToApp(_ response: NotificationResponse, completion: @escaping () -> Void) {
        var done = false
        host.pushDelegate.handleResponse(response) {
            guard !done else { return }
            done = true
            completion()
        }
    }
}
