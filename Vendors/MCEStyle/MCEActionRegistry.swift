import PushContract

/// `-[MCEActionRegistry performAction:forPayload:source:attributes:userText:]` in the app process:
/// runs one action and records its behaviour event.
///
/// - A type the app registered a handler for (``MCEConfiguration/actionHandlers``) goes to that
///   handler, also for a built-in type (a plugin overrides `url`, `dial`, `openApp`): the app's push
///   delegate receives `action.opened` with the type, the action object (`extra.action`) and the
///   user's text.
/// - Built in: `url` opens `URLWithString(value)` with no `canOpenURL` check; `dial` opens
///   `tel:` + the value as written; `openApp` does nothing more (the system opens the app).
/// - Any other type: logged, and `MCECustomPushNotRegistered` posted, reported as
///   `notification.action-unknown` with the type; nothing runs and no behaviour event.
/// - Every action that ran records its behaviour event (``MCEBehaviourEvent``), added with
///   `addEvent:immediate:YES`, so it is uploaded at once (``MCEEventService``).
final class MCEActionRegistry {
    /// The signal for a type no handler is registered for (`MCEConstants.h:113-114`).
    static let notRegisteredSignal = "MCECustomPushNotRegistered"
    /// What the binary logs for an action without `type`.
    static let noTypeLog = "No type in action."

    private let host: PushHost
    private let handlers: Set<String>
    private let events: MCEEventService

    /// A registry with the app's handler types, recording events through `events`.
    init(host: PushHost, handlers: Set<String>, events: MCEEventService) {
        self.host = host
        self.handlers = handlers
        self.events = events
    }

    /// Runs `action` of the notification `request` (`path` names where it came from in the payload).
    func perform(_ action: MCEAction, path: String, request: NotificationRequest, userText: String?) {
        if handlers.contains(action.type) {
            let notification = ReceivedNotification(
                type: action.type, title: request.content.title.nonEmpty, body: request.content.body.nonEmpty,
                link: action.type == MCEAction.urlType ? action.stringValue : nil, extra: ["action": action.json])
            host.pushDelegate.handle(.actionOpened(notification, action: action.type, responseText: userText))
        } else {
            switch action.type {
            case MCEAction.urlType:
                host.application.open(url: MCEURL.encodingInvalidCharacters(action.stringValue ?? ""))
            case MCEAction.dialType:
                host.application.open(url: MCEURL.encodingInvalidCharacters("tel:" + (action.stringValue ?? "")))
            case MCEAction.openAppType:
                break
            default:
                report(
                    PushError(
                        .actionUnknown, native: Self.notRegisteredSignal,
                        message: "no handler is registered for action type \"\(action.type)\" (\(path)); nothing runs",
                        details: ["type": .string(action.type), "path": .string(path)]))
                return
            }
        }
        events.addImmediately(MCEBehaviourEvent(action: action, payload: request.payload, at: host.scheduler.now))
    }

    /// Reports a problem.
    func report(_ error: PushError) { host.events.emit(SDKEvent(error: error)) }
}

extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
