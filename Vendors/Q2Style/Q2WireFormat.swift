public import PushContract

/// The Q2 payload (Q2 guide “Notification Payload Format”, “Rich Push Notification - Service Extension › Send
/// Notification”, “Rich Push Notification - Content Extension › Send Notification”): the standard `aps`, the
/// top-level `sender` of the target module, and the module's rich content under `data.<key>`.
///
/// Encoding (our choices where the guide is silent): the target is `targetModule` (a sender id, or a short
/// name completed with `com.q2.mobile.module.`), default `demo` (the guide's module), so every encoded push
/// is explicitly targeted and claimed; alert pushes get `mutable-content: 1` unless the message says
/// `mutableContent: false`; a mutable alert push carries `data.<short name> = {title, subtitle, body,
/// image_url?}` (missing texts as `""`, because the guide's payload struct requires all three) unless the
/// message's own data has a `data` key, which is then sent as given. The message id, deep link and action
/// buttons have no place in a Q2 payload and are dropped (the app never turns a generic payload into a deep
/// link: Q2 "iOS - Push Notifications", https://mobile.q2developer.com/docs/msdk/ios/usecases/notifications).
public struct Q2WireFormat: PushWireFormat {
    /// The top-level keys the format owns.
    static let reservedKeys: Set<String> = ["aps", Q2Sender.payloadKey]
    /// The module a message without `targetModule` is for.
    static let defaultModule = "demo"

    /// Creates the wire format.
    public init() {}

    /// Builds the payload; over 4096 bytes is `payload.too-large`, a collapse id over 64 bytes
    /// `payload.collapse-id-too-long`.
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        if let collapseID = message.collapseID { _ = try CollapseID(collapseID) }
        var root = message.customData.filter { !Self.reservedKeys.contains($0.key) }
        let sender = Q2Sender.id(forIdentifier: message.targetModule ?? Self.defaultModule)
        root[Q2Sender.payloadKey] = .string(sender)
        var aps = message.standardAPS
        let mutable = !message.silent && (message.mutableContent ?? true)
        if mutable { aps["mutable-content"] = 1 }
        root["aps"] = .object(aps)
        if mutable, root["data"] == nil {
            root["data"] = [Q2Sender.shortName(of: sender): .object(Self.richContent(of: message))]
        }
        return try refusingInvalid(PushPayload(root))
    }

    /// Reads a Q2 payload back; nil without a Q2 sender. Encoding what it reads gives the
    /// payload back: `data` is left out of the custom data only when it is exactly the rich
    /// content ``encode(_:)`` writes for the decoded message (any other `data` is the message's
    /// own and is sent as given), and the target module is the short name only when encoding it
    /// names the same sender (`com.q2.mobile.module.com.q2.mobile.module.demo` stays whole).
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard let sender = payload[Q2Sender.payloadKey]?.stringValue, sender.hasPrefix(Q2Sender.prefix) else {
            return nil
        }
        let aps = payload.aps
        let silent = aps.contentAvailable && !aps.displaysAlert
        let short = Q2Sender.shortName(of: sender)
        let media = payload["data"]?[short]?["image_url"]?.stringValue
        let mutable = aps.mutableContent
        let target: String? =
            short == Self.defaultModule ? nil : Q2Sender.id(forIdentifier: short) == sender ? short : sender
        var message = MessageSpec(
            title: aps.title, subtitle: aps.subtitle, body: aps.body, mediaURL: media, silent: silent,
            mutableContent: mutable == !silent ? nil : mutable, targetModule: target,
            category: aps.category, badge: aps.badge, sound: aps.sound, interruptionLevel: aps.interruptionLevel,
            relevanceScore: aps.relevanceScore, customData: payload.root.filter { !Self.reservedKeys.contains($0.key) })
        if !message.silent, message.mutableContent ?? true,
            payload["data"] == [short: .object(Self.richContent(of: message))]
        {
            message.customData["data"] = nil
        }
        return message
    }

    /// The module's rich content ``encode(_:)`` writes under `data.<short name>` for a mutable alert push.
    static func richContent(of message: MessageSpec) -> [String: JSONValue] {
        var rich: [String: JSONValue] = [
            "title": .string(message.title ?? ""), "subtitle": .string(message.subtitle ?? ""),
            "body": .string(message.body ?? ""),
        ]
        if let media = message.mediaURL { rich["image_url"] = .string(media) }
        return rich
    }
}
