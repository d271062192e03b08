public import PushContract

/// The MCE payload: the standard `aps`, a `notification-action` for the body tap, for a message
/// with buttons `category-actions` (`name`, `type`, `value`), the media as a top-level
/// `media-attachment`, and MCE's own `mce` section (`mailingId`, `attribution`).
///
/// Mapping (assumption A10): a deep link is a `url` notification-action, no deep link is
/// `openApp` (the seed's tip: always include one); a button with a link is a `url` action, one
/// without is `openApp`; a category is written as `category-name` too, since the service
/// extension sets every notification's category to it; the message id is `mce.mailingId` (the
/// "mailing id of the push message", `MCEEventService.h:48-53`), a number when it is one;
/// `customData.mce` supplies the rest
/// of the `mce` section (`attribution`, `actions`); `mutable-content: 1` when there are buttons or
/// media (unless the message says otherwise); the message's other data goes at the top level
/// (MCE's keys win).
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
            root[MCEOwnership.categoryActionsKey] = .array(
                message.actions.map { action in
                    var object = Self.action(link: action.link).objectValue ?? [:]
                    object["name"] = .string(action.title)
                    return .object(object)
                })
        }
        if let category = message.category { root[MCEOwnership.categoryNameKey] = .string(category) }
        if let media = message.mediaURL { root[MCEOwnership.mediaAttachmentKey] = .string(media) }
        var section = message.customData[MCEOwnership.mceSectionKey]?.objectValue ?? [:]
        section[MCEOwnership.mailingIDKey] = message.messageID.map(Self.mailingID)
        if !section.isEmpty { root[MCEOwnership.mceSectionKey] = .object(section) }
        if message.mutableContent ?? Self.extensionByDefault(message) { aps["mutable-content"] = 1 }
        root["aps"] = .object(aps)
        return try refusingInvalid(PushPayload(root))
    }

    /// Reads an MCE payload back; nil when it is not MCE's.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard MCEOwnership.claims(payload) else { return nil }
        let aps = payload.aps
        let silent = !aps.displaysAlert
        let tap = payload[MCEOwnership.notificationActionKey]
        let actions = (payload[MCEOwnership.categoryActionsKey]?.arrayValue ?? []).compactMap {
            entry -> MessageAction? in
            guard let title = entry["name"]?.stringValue else { return nil }
            return MessageAction(
                title: title, link: entry["type"]?.stringValue == MCEAction.urlType ? entry["value"]?.stringValue : nil)
        }
        var customData = payload.root.filter { $0.key != "aps" && !MCEOwnership.sectionKeys.contains($0.key) }
        var section = payload[MCEOwnership.mceSectionKey]?.objectValue ?? [:]
        let mailingID = section.removeValue(forKey: MCEOwnership.mailingIDKey)
        if !section.isEmpty { customData[MCEOwnership.mceSectionKey] = .object(section) }
        var message = MessageSpec(
            messageID: mailingID.flatMap(Self.text), title: aps.title, subtitle: aps.subtitle, body: aps.body,
            mediaURL: payload[MCEOwnership.mediaAttachmentKey]?.stringValue, actions: actions,
            deepLink: tap?["type"]?.stringValue == MCEAction.urlType ? tap?["value"]?.stringValue : nil, silent: silent,
            category: payload[MCEOwnership.categoryNameKey]?.stringValue ?? aps.category, badge: aps.badge,
            sound: aps.sound,
            interruptionLevel: aps.interruptionLevel, relevanceScore: aps.relevanceScore, customData: customData)
        let mutable = aps.mutableContent
        message.mutableContent = mutable == Self.extensionByDefault(message) ? nil : mutable
        return message
    }

    /// Whether a message gets `mutable-content: 1` by default: buttons or media to prepare, and an alert.
    private static func extensionByDefault(_ message: MessageSpec) -> Bool {
        (!message.actions.isEmpty || message.mediaURL != nil) && !message.silent
    }

    /// The message id as `mce.mailingId`: a number when it is one (the SDK reads the key as an
    /// `NSNumber`, `MCENotificationPayload-Private.h:19`), else the string as it is.
    private static func mailingID(_ messageID: String) -> JSONValue {
        let digits = messageID.utf8
        guard (1...15).contains(digits.count), digits.first != UInt8(ascii: "0"),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let number = Int(messageID)
        else { return .string(messageID) }
        return .number(Double(number))
    }

    /// A mailing id as text: a string as it is, a whole number without a fraction.
    private static func text(_ value: JSONValue) -> String? {
        if let string = value.stringValue { return string }
        if let integer = value.integerValue { return String(integer) }
        return value.numberValue.map { String($0) }
    }

    /// `{type: url, value: link}`, or `{type: openApp}` without a link.
    private static func action(link: String?) -> JSONValue {
        guard let link else { return ["type": .string(MCEAction.openAppType)] }
        return ["type": .string(MCEAction.urlType), "value": .string(link)]
    }
}
