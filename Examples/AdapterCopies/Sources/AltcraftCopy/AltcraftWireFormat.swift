public import PushContract

/// The Altcraft payload: `_acc_push`, `_uid`, `_buttons` (a JSON *string* of `[{label, link}]`),
/// `_media`, `_click-url` at the top level (`Constants.swift:254-266`), the standard `aps`
/// with `mutable-content: 1` on alert pushes so the Altcraft service extension runs, and the
/// message's custom data merged at the top level (Altcraft's own keys win).
public struct AltcraftWireFormat: PushWireFormat {
    /// The top-level keys the format owns.
    static let reservedKeys: Set<String> = ["aps", "_acc_push", "_uid", "_buttons", "_media", "_click-url"]

    /// The planted bugs of the wire format (``AltcraftCopyBug/rt4CollapseIDUnchecked``).
    var bugs: Set<AltcraftCopyBug> = []

    /// Creates the wire format.
    public init() {}

    /// A wire format with planted bugs.
    init(bugs: Set<AltcraftCopyBug>) { self.bugs = bugs }

    /// Builds the payload; over 4096 bytes is `payload.too-large`, a collapse id over 64 bytes
    /// `payload.collapse-id-too-long` (it travels as the `apns-collapse-id` header).
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        // Planted bug: the collapse id is left to the server ("it is only a header").
        if let collapseID = message.collapseID, !bugs.contains(.rt4CollapseIDUnchecked) {
            if bugs.contains(.rt6CollapseIDCountedInCharacters) {
                // Planted bug: the 64 limit is checked on characters, not on UTF-8 bytes.
                guard collapseID.count <= 64 else {
                    throw PushError(
                        .collapseIDTooLong, message: "the collapse id has \(collapseID.count) characters; at most 64")
                }
            } else {
                _ = try CollapseID(collapseID)
            }
        }
        var root = message.customData.filter { !Self.reservedKeys.contains($0.key) }
        // Planted bug (rt11SilentPayloadUnmarked): the marker only on alert pushes ("nothing to display").
        if !(bugs.contains(.rt11SilentPayloadUnmarked) && message.silent) { root["_acc_push"] = true }
        if let id = message.messageID { root["_uid"] = .string(id) }
        if !message.actions.isEmpty {
            let buttons: [JSONValue] = message.actions.map { action in
                var button: [String: JSONValue] = ["label": .string(action.title)]
                if let link = action.link { button["link"] = .string(link) }
                return .object(button)
            }
            root["_buttons"] = .string(JSONValue.array(buttons).canonicalText)
        }
        // Planted bug (rt7MediaURLInsideAps): the media URL is written inside aps, next to
        // mutable-content, "where the extension looks first".
        if let media = message.mediaURL, !bugs.contains(.rt7MediaURLInsideAps) { root["_media"] = .string(media) }
        if let link = message.deepLink { root["_click-url"] = .string(link) }
        // Planted bug (rt10SizeCheckedBeforeAps): the size is checked on the vendor keys, before
        // aps is added.
        if bugs.contains(.rt10SizeCheckedBeforeAps) { _ = try refusingInvalid(PushPayload(root)) }
        var aps = message.standardAPS
        if message.mutableContent ?? !message.silent { aps["mutable-content"] = 1 }
        if let media = message.mediaURL, bugs.contains(.rt7MediaURLInsideAps) { aps["_media"] = .string(media) }
        root["aps"] = .object(aps)
        if bugs.contains(.rt10SizeCheckedBeforeAps) { return PushPayload(root) }
        if bugs.contains(.rt14PayloadSizeInCharacters) {
            // Planted bug: the size is measured in characters of the JSON text, not in UTF-8 bytes.
            let payload = PushPayload(root)
            if let problem = payload.validate(measuredByteCount: payload.json.canonicalText.count).first {
                throw problem
            }
            return payload
        }
        return try refusingInvalid(PushPayload(root))
    }

    /// Reads an Altcraft payload back; nil when `_acc_push` is absent.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard payload["_acc_push"] != nil else { return nil }
        let aps = payload.aps
        let silent = aps.contentAvailable && !aps.displaysAlert
        var actions: [MessageAction] = []
        if case .success(let buttons) = AltcraftButtons.decode(payload) {
            actions = buttons.compactMap { button in
                // Planted bug (rt13DecodeButtonsDroppedWithoutLink): a button needs a label and a link.
                if bugs.contains(.rt13DecodeButtonsDroppedWithoutLink), button["link"] == nil { return nil }
                return button["label"].map { MessageAction(title: $0, link: button["link"]) }
            }
        }
        let mutable = aps.mutableContent
        return MessageSpec(
            messageID: payload["_uid"]?.stringValue, title: aps.title, subtitle: aps.subtitle, body: aps.body,
            mediaURL: payload["_media"]?.stringValue, actions: actions,
            deepLink: payload[bugs.contains(.rt12DecodeDropsClickURL) ? "_click_url" : "_click-url"]?.stringValue,
            silent: silent, mutableContent: mutable == !silent ? nil : mutable, category: aps.category,
            badge: aps.badge,
            sound: aps.sound, interruptionLevel: aps.interruptionLevel, relevanceScore: aps.relevanceScore,
            customData: payload.root.filter { !Self.reservedKeys.contains($0.key) })
    }
}
