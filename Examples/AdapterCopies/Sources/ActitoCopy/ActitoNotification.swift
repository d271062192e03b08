import PushContract

/// `ActitoNotification`: the full notification from `GET /notification/{id}`, or the *partial*
/// one built from the APNs payload when that fetch fails (`ActitoNotification+APNS.swift`).
struct ActitoNotification: Sendable, Hashable {
    /// The notification types Push UI knows (`ActitoNotification.swift:36-93`).
    static let knownTypes: Set<String> = [
        "re.notifica.notification.None", "re.notifica.notification.Alert", "re.notifica.notification.InAppBrowser",
        "re.notifica.notification.WebView", "re.notifica.notification.URL", "re.notifica.notification.URLResolver",
        "re.notifica.notification.URLScheme", "re.notifica.notification.Image", "re.notifica.notification.Video",
        "re.notifica.notification.Map", "re.notifica.notification.Rate", "re.notifica.notification.Passbook",
        "re.notifica.notification.Store",
    ]
    /// Keys a partial notification leaves out of `extra`, besides every `x-*` key.
    static let partialIgnoredKeys: Set<String> = [
        "aps", "alert", "inboxItemId", "inboxItemVisible", "inboxItemExpires", "system", "systemType", "attachment",
        "notificationId", "notificationType", "id",
    ]

    /// Whether it was built from the payload.
    var partial: Bool
    /// The notification id.
    var id: String
    /// The notification type.
    var type: String
    /// The title.
    var title: String?
    /// The subtitle.
    var subtitle: String?
    /// The message.
    var message: String
    /// Content items (`{type, data}`).
    var content: [JSONValue]
    /// Actions.
    var actions: [ActitoAction]
    /// Extra data.
    var extra: [String: JSONValue]

    /// The partial notification (`init?(apnsDictionary:)`): needs `notificationType`,
    /// `notificationId` and a `body` in `aps.alert` (a dictionary) or a top-level `alert` dictionary.
    init?(payload: PushPayload) {
        let alert = payload.aps.alertDictionary ?? payload["alert"]?.objectValue
        guard let type = payload["notificationType"]?.stringValue, let id = payload["notificationId"]?.stringValue,
            let message = alert?["body"]?.stringValue
        else { return nil }
        self.init(
            partial: true, id: id, type: type, title: alert?["title"]?.stringValue,
            subtitle: alert?["subtitle"]?.stringValue,
            message: message, content: [], actions: [],
            extra: payload.root.filter { !Self.partialIgnoredKeys.contains($0.key) && !$0.key.hasPrefix("x-") })
    }

    /// The fetched notification from the answer's `notification` object; nil when it does not
    /// decode (no `_id`/`id`, `type` or `message` string).
    init?(fetched body: JSONValue?) {
        guard let object = body?["notification"], let id = object["_id"]?.stringValue ?? object["id"]?.stringValue,
            let type = object["type"]?.stringValue, let message = object["message"]?.stringValue
        else { return nil }
        self.init(
            partial: false, id: id, type: type, title: object["title"]?.stringValue,
            subtitle: object["subtitle"]?.stringValue,
            message: message, content: object["content"]?.arrayValue ?? [],
            actions: (object["actions"]?.arrayValue ?? []).compactMap(ActitoAction.init(json:)),
            extra: object["extra"]?.objectValue ?? [:])
    }

    private init(
        partial: Bool, id: String, type: String, title: String?, subtitle: String?, message: String,
        content: [JSONValue], actions: [ActitoAction], extra: [String: JSONValue]
    ) {
        self.partial = partial
        self.id = id
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.message = message
        self.content = content
        self.actions = actions
        self.extra = extra
    }

    /// The first content item's `data` when that item is a `re.notifica.content.URL`.
    var firstContentURL: String? {
        guard content.first?["type"]?.stringValue == "re.notifica.content.URL" else { return nil }
        return content.first?["data"]?.stringValue
    }

    /// As the neutral delegates see it: `partial` is added to `extra` when true.
    var received: ReceivedNotification {
        var extra = self.extra
        if partial { extra["partial"] = true }
        return ReceivedNotification(
            id: id, type: type, title: title, body: message, link: firstContentURL, extra: extra)
    }
}

/// `ActitoSystemNotification(userInfo:)`: id, type and `extra` without the reserved keys and
/// every `x-*` key (`ActitoSystemNotification.swift:18-27`).
enum ActitoSystemNotificationParser {
    /// Keys left out of `extra`.
    static let reservedKeys: Set<String> = [
        "aps", "system", "systemType", "attachment", "notificationId", "notificationType", "id",
    ]

    /// The system notification, or the neutral error for a missing/non-string `id` or `systemType`
    /// (where the real SDK force-casts and traps).
    static func parse(_ payload: PushPayload) -> Result<SystemNotification, PushError> {
        for key in ["id", "systemType"] where payload[key]?.stringValue == nil {
            let found = payload[key].map { "is a JSON \($0.typeName), not a string" } ?? "is missing"
            return .failure(
                PushError(
                    payload[key] == nil ? .payloadMissingKey : .payloadWrongType, native: "forceCast",
                    message:
                        "system notification \(key) \(found): it is dropped (the real SDK force-casts it and traps)",
                    details: ["key": .string(key)]))
        }
        let extra = payload.root.filter { !reservedKeys.contains($0.key) && !$0.key.hasPrefix("x-") }
        return .success(
            SystemNotification(
                id: payload["id"]?.stringValue ?? "", type: payload["systemType"]?.stringValue ?? "",
                extra: extra))
    }
}
