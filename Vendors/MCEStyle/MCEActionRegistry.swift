import PushContract

/// `MCEActionRegistry performAction:forPayload:source:userText:` in the app process: runs one
/// action and reports it (VENDOR-FACTS §4 items 4–5).
///
/// - A type the app registered a handler for (``MCEConfiguration/actionHandlers``) goes to that
///   handler, also for a built-in type (plugins override `url`, `dial`, `openApp`): the app's push
///   delegate receives `action.opened` with the type, the action object (`extra.action`) and the
///   user's text.
/// - Built in: `url` opens `value`; `dial` opens `tel:` and the number (A4); `openApp` only
///   brings the app forward (the system already did).
/// - Any other type: `MCECustomPushNotRegistered`, reported as `notification.action-unknown`
///   with the type; nothing runs.
/// - Every action that ran reports its behaviour event (`push-event.queued`, native
///   `simpleNotification`, details type and value): the SDK queues it for its next upload (A5).
final class MCEActionRegistry {
    /// The event source of notification actions (`MCEConstants.h` `SimpleNotificationSource`).
    static let simpleNotificationSource = "simpleNotification"
    /// The signal for a type no handler is registered for (`MCEConstants.h`, VF4.5).
    static let notRegisteredSignal = "MCECustomPushNotRegistered"

    private let host: PushHost
    private let handlers: Set<String>

    /// A registry with the app's handler types.
    init(host: PushHost, handlers: Set<String>) {
        self.host = host
        self.handlers = handlers
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
                host.application.open(url: action.stringValue ?? "")
            case MCEAction.dialType:
                guard let url = Self.dialURL(action.stringValue ?? "") else {
                    report(MCEPayloadError.invalid("\(path).value", "has no digit to dial"))
                    return
                }
                host.application.open(url: url)
            case MCEAction.openAppType:
                break
            default:
                report(PushError(.actionUnknown, native: Self.notRegisteredSignal,
                                 message: "no handler is registered for action type \"\(action.type)\" (\(path)); nothing runs",
                                 details: ["type": .string(action.type), "path": .string(path)]))
                return
            }
        }
        host.events.emit(SDKEvent(SDKEventName.pushEventQueued, native: Self.simpleNotificationSource,
                                  details: action.eventDetails))
    }

    /// Reports a problem.
    func report(_ error: PushError) { host.events.emit(SDKEvent(error: error)) }

    /// `tel:` and the number's dialable characters (digits, `+`, `*`, `#`, `,`, `;`); nil without a digit.
    static func dialURL(_ number: String) -> String? {
        let dialable = number.filter { $0.isASCII && ($0.isNumber || "+*#,;".contains($0)) }
        guard dialable.contains(where: \.isNumber) else { return nil }
        return "tel:" + dialable
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
