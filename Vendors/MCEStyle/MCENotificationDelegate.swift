import PushContract

/// The SDK's `UNUserNotificationCenter` delegate, `MCENotificationDelegate` (3.10.6), which the
/// manual integration's `NotificationDelegate.m` (3.7.1.4.1 sample) spells out line for line.
///
/// - Foreground: banner, sound and badge for every notification, unless the app's
///   `presentNotification` block says no (then nothing).
/// - Every response first goes to `MCEInAppManager processPayload:` (`in-app.payload-processed`;
///   in-app messages are not modelled, A11).
/// - Default action (a body tap): `performNotificationAction:` runs the `notification-action`;
///   without one the SDK logs "There is no notification-action defined for this event.".
/// - Dismiss: nothing.
/// - Any other action: `processDynamicCategoryNotification:identifier:userText:` parses the
///   identifier back into the action and runs it, with the typed text for a text-input response;
///   an identifier that is not JSON is logged ("Couldn't decode identifier") and nothing runs.
/// - There is no ownership check and nothing is forwarded to another delegate: a foreign push's
///   tap and a button of the app's own static category reach MCE, never the app (A3).
final class MCENotificationDelegate {
    /// What every notification gets in the foreground (`willPresentNotification`).
    static let presentation: Set<PresentationOption> = [.banner, .sound, .badge]
    /// The event for the in-app manager's look at every response.
    static let inAppProcessed: SDKEventName = "in-app.payload-processed"
    /// The event for a body tap on a push without `notification-action`.
    static let noDefaultAction: SDKEventName = "notification.no-default-action"
    /// What the binary logs then.
    static let noDefaultActionLog = "There is no notification-action defined for this event."
    /// What the binary logs for a button identifier that is not JSON.
    static let undecodableIdentifierLog = "Couldn't decode identifier"

    private let host: PushHost
    private let configuration: MCEConfiguration
    private let registry: MCEActionRegistry

    /// A delegate on `host`.
    init(host: PushHost, configuration: MCEConfiguration, registry: MCEActionRegistry) {
        self.host = host
        self.configuration = configuration
        self.registry = registry
    }

    /// `willPresentNotification`: no ownership check, so every notification.
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
        host.events.emit(SDKEvent(Self.inAppProcessed, native: "processPayload:"))
        if response.isDefaultAction {
            performNotificationAction(response.request)
        } else if !response.isDismiss {
            processDynamicCategoryNotification(response)
        }
        completion()
    }

    /// `performNotificationAction:`: the `notification-action`, if any.
    private func performNotificationAction(_ request: NotificationRequest) {
        let key = MCEOwnership.notificationActionKey
        guard let section = request.payload[key] else {
            return host.events.emit(SDKEvent(Self.noDefaultAction, native: Self.noDefaultActionLog))
        }
        switch MCEAction.parse(section, path: key, requiresName: false, running: true) {
        case .success(let action): registry.perform(action, path: key, request: request, userText: nil)
        case .failure(let error): registry.report(error)
        }
    }

    /// `processDynamicCategoryNotification:identifier:userText:`.
    private func processDynamicCategoryNotification(_ response: NotificationResponse) {
        let identifier = response.actionIdentifier
        guard let json = try? JSONValue.parse(identifier), json.objectValue != nil else {
            return registry.report(
                PushError(
                    .actionUnknown, native: Self.undecodableIdentifierLog,
                    message: "the action identifier \"\(identifier)\" is not a serialised MCE action; nothing runs",
                    details: ["identifier": .string(identifier)]))
        }
        switch MCEAction.parse(json, path: "actionIdentifier", requiresName: true, running: true) {
        case .success(let action):
            // The binary passes text only for a `UNTextInputNotificationResponse`, which iOS gives only
            // for a text-input action (one with `value.textEntryTitle`); text scripted for a plain
            // button is not something iOS would deliver, so it is dropped.
            let text = action.textEntryTitle == nil ? nil : response.userText
            registry.perform(action, path: "actionIdentifier", request: response.request, userText: text)
        case .failure(let error):
            registry.report(error)
        }
    }
}
