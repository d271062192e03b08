/// One event of the push delegate: everything an SDK tells the app about pushes.
///
/// One value per callback (swift-log's lesson): ``PushDelegate`` has one `handle(_:)` method, so
/// a new kind of event never changes a delegate's signature, and a delegate that handles only
/// some events ignores the rest. It is still a public enum: a new case breaks a delegate that
/// switches over it exhaustively (switch with `default:` to stay source-compatible), and a new
/// associated value breaks every pattern that binds that case. Either is a breaking change of
/// the contract and is announced as one. ``name`` is the stable string a transcript shows.
public enum PushDelegateEvent: Sendable, Hashable {
    /// Remote registration failed.
    case registrationFailed(PushError)
    /// The push token changed (nil: removed).
    case tokenChanged(PushToken?)
    /// The subscription status changed.
    case subscriptionChanged(SubscriptionStatus)
    /// Whether the user allows notifications to be shown changed.
    case notificationSettingsChanged(allowedUI: Bool)
    /// A vendor notification arrived.
    case notificationReceived(ReceivedNotification, DeliveryMechanism)
    /// A notification the SDK does not own arrived.
    case unknownNotificationReceived(PushPayload)
    /// A vendor system notification arrived.
    case systemNotificationReceived(SystemNotification)
    /// The user asked for the app's notification settings (from a notification, or from Settings).
    case notificationSettingsRequested(ReceivedNotification?)
    /// A vendor notification was opened.
    case notificationOpened(ReceivedNotification)
    /// A notification the SDK does not own was opened.
    case unknownNotificationOpened(PushPayload)
    /// An action of a vendor notification was chosen.
    case actionOpened(ReceivedNotification, action: String, responseText: String?)
    /// An action of a notification the SDK does not own was chosen.
    case unknownActionOpened(PushPayload, action: String, responseText: String?)

    /// The stable name, e.g. `notification.opened`.
    public var name: String {
        switch self {
        case .registrationFailed: return "registration.failed"
        case .tokenChanged: return "token.changed"
        case .subscriptionChanged: return "subscription.changed"
        case .notificationSettingsChanged: return "settings.changed"
        case .notificationReceived: return "notification.received"
        case .unknownNotificationReceived: return "unknown-notification.received"
        case .systemNotificationReceived: return "system-notification.received"
        case .notificationSettingsRequested: return "settings.requested"
        case .notificationOpened: return "notification.opened"
        case .unknownNotificationOpened: return "unknown-notification.opened"
        case .actionOpened: return "action.opened"
        case .unknownActionOpened: return "unknown-action.opened"
        }
    }

    /// The event's details as JSON.
    public var details: JSONValue {
        switch self {
        case .registrationFailed(let error): return ["error": error.json]
        case .tokenChanged(let token): return ["token": token?.json ?? .null]
        case .subscriptionChanged(let status): return ["status": .string(status.rawValue)]
        case .notificationSettingsChanged(let allowed): return ["allowedUI": .bool(allowed)]
        case .notificationReceived(let notification, let mechanism):
            return ["notification": notification.json, "mechanism": .string(mechanism.rawValue)]
        case .unknownNotificationReceived(let payload):
            return ["keys": .array(payload.root.keys.sorted().map { .string($0) })]
        case .systemNotificationReceived(let system):
            return ["id": .string(system.id), "type": .string(system.type), "extra": .object(system.extra)]
        case .notificationSettingsRequested(let notification): return ["notification": notification?.json ?? .null]
        case .notificationOpened(let notification): return ["notification": notification.json]
        case .unknownNotificationOpened(let payload):
            return ["keys": .array(payload.root.keys.sorted().map { .string($0) })]
        case .actionOpened(let notification, let action, let text):
            return [
                "notification": notification.json, "action": .string(action),
                "responseText": text.map { .string($0) } ?? .null,
            ]
        case .unknownActionOpened(let payload, let action, let text):
            return [
                "keys": .array(payload.root.keys.sorted().map { .string($0) }), "action": .string(action),
                "responseText": text.map { .string($0) } ?? .null,
            ]
        }
    }
}
