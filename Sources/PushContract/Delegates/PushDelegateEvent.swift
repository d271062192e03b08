/// How a notification reached the app.
public enum DeliveryMechanism: String, Sendable, Hashable, Codable {
    /// A visible notification (`aps.alert` shown by the system).
    case standard
    /// A silent, background push.
    case silent
}

/// A vendor notification as the push delegate receives it: neutral fields plus the rest.
public struct ReceivedNotification: Sendable, Hashable {
    /// The vendor's message id, if the payload has one.
    public var id: String?
    /// The vendor's notification type, if it has types.
    public var type: String?
    /// The title.
    public var title: String?
    /// The body.
    public var body: String?
    /// The deep link or URL, if any.
    public var link: String?
    /// Vendor data not covered above.
    public var extra: [String: JSONValue]

    /// Creates a received notification.
    public init(id: String? = nil, type: String? = nil, title: String? = nil, body: String? = nil, link: String? = nil,
                extra: [String: JSONValue] = [:]) {
        self.id = id
        self.type = type
        self.title = title
        self.body = body
        self.link = link
        self.extra = extra
    }

    /// As JSON.
    public var json: JSONValue {
        var object: [String: JSONValue] = [:]
        if let id { object["id"] = .string(id) }
        if let type { object["type"] = .string(type) }
        if let title { object["title"] = .string(title) }
        if let body { object["body"] = .string(body) }
        if let link { object["link"] = .string(link) }
        if !extra.isEmpty { object["extra"] = .object(extra) }
        return .object(object)
    }
}

/// A system (housekeeping) notification reported to the app.
public struct SystemNotification: Sendable, Hashable {
    /// The notification id.
    public var id: String
    /// The system type.
    public var type: String
    /// Extra data, reserved keys removed.
    public var extra: [String: JSONValue]

    /// Creates a system notification.
    public init(id: String, type: String, extra: [String: JSONValue]) {
        self.id = id
        self.type = type
        self.extra = extra
    }
}

/// A token as reported to the app.
public struct PushToken: Sendable, Hashable {
    /// Which provider issued it.
    public var provider: TokenProviderKind
    /// The token: lower-case hex for APNs, an opaque string for FCM and HMS.
    public var value: String

    /// Creates a token.
    public init(provider: TokenProviderKind, value: String) {
        self.provider = provider
        self.value = value
    }

    /// As JSON.
    public var json: JSONValue { ["provider": .string(provider.rawValue), "token": .string(value)] }
}

/// One event of the push delegate: everything an SDK tells the app about pushes.
///
/// One value per callback (swift-log's lesson): adding a case or a field never breaks a
/// delegate. ``name`` is the stable string a transcript shows.
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
        case .unknownNotificationReceived(let payload): return ["keys": .array(payload.root.keys.sorted().map { .string($0) })]
        case .systemNotificationReceived(let system):
            return ["id": .string(system.id), "type": .string(system.type), "extra": .object(system.extra)]
        case .notificationSettingsRequested(let notification): return ["notification": notification?.json ?? .null]
        case .notificationOpened(let notification): return ["notification": notification.json]
        case .unknownNotificationOpened(let payload): return ["keys": .array(payload.root.keys.sorted().map { .string($0) })]
        case .actionOpened(let notification, let action, let text):
            return ["notification": notification.json, "action": .string(action), "responseText": text.map { .string($0) } ?? .null]
        case .unknownActionOpened(let payload, let action, let text):
            return ["keys": .array(payload.root.keys.sorted().map { .string($0) }), "action": .string(action),
                    "responseText": text.map { .string($0) } ?? .null]
        }
    }
}
