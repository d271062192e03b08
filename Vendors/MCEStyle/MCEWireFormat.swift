public import PushContract

/// The MCE payload as the seed shows it: the standard `aps`, a `notification-action` for the body
/// tap, and for a message with buttons `category-actions` (`name`, `type`, `value`), `mutable-content: 1`
/// (the dynamic category is built in the service extension) and, with a category, `category-name`.
///
/// Mapping (assumption A10): a deep link is a `url` notification-action, no deep link is
/// `openApp` (the seed's tip: always include one); a button with a link is a `url` action, one
/// without is `openApp`; the message's custom data goes at the top level (MCE's keys win). MCE has
/// no public message-id key, so the message id is not carried.
public struct MCEWireFormat: PushWireFormat {
    /// Creates the wire format.
    public init() {}

    /// Builds the payload; over 4096 bytes is `payload.too-large`, a collapse id over 64 bytes
    /// `payload.collapse-id-too-long` (it travels as the `apns-collapse-id` header).
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        if let collapseID = message.collapseID { _ = try CollapseID(collapseID) }
        var root = message.customData.filter { $0.key != "aps" && !MCEOwnership.sectionKeys.contains($0.key) }
        root[MCEOwnership.notificationActionKey] = Self.action(link: message.deepLink)
        var aps = message.standardAPS
        if !message.actions.isEmpty {
            root[MCEOwnership.categoryActionsKey] = .array(message.actions.map { action in
                var object = Self.action(link: action.link).objectValue ?? [:]
                object["name"] = .string(action.title)
                return .object(object)
            })
            if let category = message.category { root[MCEOwnership.categoryNameKey] = .string(category) }
        }
        if message.mutableContent ?? (!message.actions.isEmpty && !message.silent) { aps["mutable-content"] = 1 }
        root["aps"] = .object(aps)
        return try refusingInvalid(PushPayload(root))
    }

    /// Reads an MCE payload back; nil when it is not MCE's.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard MCEOwnership.claims(payload) else { return nil }
        let aps = payload.aps
        let silent = !aps.displaysAlert
        let tap = payload[MCEOwnership.notificationActionKey]
        let actions = (payload[MCEOwnership.categoryActionsKey]?.arrayValue ?? []).compactMap { entry -> MessageAction? in
            guard let title = entry["name"]?.stringValue else { return nil }
            return MessageAction(title: title, link: entry["type"]?.stringValue == MCEAction.urlType ? entry["value"]?.stringValue : nil)
        }
        let mutable = aps.mutableContent
        return MessageSpec(
            title: aps.title, subtitle: aps.subtitle, body: aps.body, actions: actions,
            deepLink: tap?["type"]?.stringValue == MCEAction.urlType ? tap?["value"]?.stringValue : nil, silent: silent,
            mutableContent: mutable == (!actions.isEmpty && !silent) ? nil : mutable,
            category: payload[MCEOwnership.categoryNameKey]?.stringValue ?? aps.category, badge: aps.badge, sound: aps.sound,
            interruptionLevel: aps.interruptionLevel, relevanceScore: aps.relevanceScore,
            customData: payload.root.filter { $0.key != "aps" && !MCEOwnership.sectionKeys.contains($0.key) })
    }

    /// `{type: url, value: link}`, or `{type: openApp}` without a link.
    private static func action(link: String?) -> JSONValue {
        guard let link else { return ["type": .string(MCEAction.openAppType)] }
        return ["type": .string(MCEAction.urlType), "value": .string(link)]
    }
}
