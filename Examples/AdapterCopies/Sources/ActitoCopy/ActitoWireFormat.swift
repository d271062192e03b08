public import PushContract

/// The Actito APNs payload as the SDK reads it: `x-sender: "notificare"`, `x-application`,
/// `id`, `notificationId`, `notificationType`, optional top-level `attachment {uri, mimeType}`,
/// `aps` with the category (`ActitoDefaultCategory`, or the action category of a message with
/// buttons), `content-available: 1` (so the SDK's receive path runs, assumption A4) and
/// `mutable-content: 1` when there is an attachment; the message's custom data at the top level.
///
/// Content, links and actions live on the server (`GET /notification/{id}`), not in the payload:
/// a deep link only selects the type `re.notifica.notification.URLScheme`, actions are dropped.
public struct ActitoWireFormat: PushWireFormat {
    /// Keys the format owns.
    static let reservedKeys: Set<String> = [
        "aps", "x-sender", "x-application", "id", "notificationId", "notificationType", "attachment",
    ]

    /// The action category a message with buttons and no category of its own names (assumption A5):
    /// the application must define it (`actionCategories`) for the buttons to show.
    public static let actionsCategory = "ActitoActions"

    /// The application id written into `x-application`.
    public var applicationID: String

    /// The planted bugs of the wire format (``ActitoCopyBug/rt3CollapseIDCountedInCharacters``).
    var bugs: Set<ActitoCopyBug> = []

    /// A wire format for one application (the suite's default configuration uses `example-app`).
    public init(applicationID: String = "example-app") { self.applicationID = applicationID }

    /// A wire format with planted bugs.
    init(bugs: Set<ActitoCopyBug>) {
        applicationID = "example-app"
        self.bugs = bugs
    }

    /// Builds the payload; over 4096 bytes is `payload.too-large`, a collapse id over 64 bytes
    /// `payload.collapse-id-too-long` (it travels as a header).
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        if let collapseID = message.collapseID {
            if bugs.contains(.rt3CollapseIDCountedInCharacters) {
                // Planted bug: 64 characters, not 64 UTF-8 bytes.
                guard collapseID.count <= APNsLimits.maxCollapseIDBytes else {
                    throw PushError(
                        .collapseIDTooLong,
                        message: "collapse id is \(collapseID.count) characters; APNs accepts at most 64")
                }
            } else {
                _ = try CollapseID(collapseID)
            }
        }
        var root = message.customData.filter { !Self.reservedKeys.contains($0.key) }
        // Planted bug (rt11MarkerOnlyWithMessageID): no marker without an id ("it cannot be tracked").
        if !bugs.contains(.rt11MarkerOnlyWithMessageID) || message.messageID != nil {
            root["x-sender"] = .string(ActitoOwnership.sender)
            root["x-application"] = .string(applicationID)
        }
        if let id = message.messageID {
            root["id"] = .string(id)
            root["notificationId"] = .string(id)
        }
        root["notificationType"] =
            message.deepLink == nil ? "re.notifica.notification.Alert" : "re.notifica.notification.URLScheme"
        if let media = message.mediaURL {
            root["attachment"] = ["uri": .string(media), "mimeType": .string(Self.mimeType(media))]
        }
        if bugs.contains(.rt4MarkerOverriddenByCustomData) {
            // Planted bug: the caller's custom data is merged last ("the caller knows best"), over
            // Actito's own keys.
            for (key, value) in message.customData where key != "aps" { root[key] = value }
        }
        var aps = message.standardAPS
        if bugs.contains(.rt10RelevanceScoreAsPercent), let score = message.relevanceScore {
            // Planted bug: the dashboard's percentage is written as it is (0.8 becomes 80).
            aps["relevance-score"] = .number(score * 100)
        }
        if !message.silent {
            aps["category"] = .string(
                message.category
                    ?? (message.actions.isEmpty ? ActitoRegistration.defaultCategory : Self.actionsCategory))
        }
        aps["content-available"] = 1
        if message.mutableContent ?? (message.mediaURL != nil && !message.silent) { aps["mutable-content"] = 1 }
        if bugs.contains(.rt7InterruptionLevelCamelCase), let level = message.interruptionLevel {
            // Planted bug: the level is written from the Swift case name (`timeSensitive`).
            let words = level.rawValue.split(separator: "-")
            aps["interruption-level"] = .string(
                words.enumerated().map {
                    $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
                }.joined())
        }
        if bugs.contains(.rt14AttachmentInsideAps), let attachment = root.removeValue(forKey: "attachment") {
            // Planted bug: the attachment is written inside aps, next to mutable-content.
            aps["attachment"] = attachment
        }
        root["aps"] = .object(aps)
        // Planted bug (rt7PayloadValidationSkipped): "the backend checks sizes".
        if bugs.contains(.rt7PayloadValidationSkipped) { return PushPayload(root) }
        return try refusingInvalid(PushPayload(root))
    }

    /// What `decode` does not rebuild (PAY-006): of the action buttons and the deep link the
    /// payload writes only their mark (the actions category, the URLScheme notification type); the
    /// buttons come from the application's action categories and the URL from the notification's
    /// content, not from the payload.
    public var fieldsNotDecoded: Set<String> { ["actions", "deepLink"] }

    /// Reads an Actito payload back; nil when `x-sender` is not `notificare`.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard ActitoOwnership.isActito(payload, bugs: bugs) else { return nil }
        let aps = payload.aps
        // Planted bug (rt12DecodeContentAvailableAsSilent): "content-available means silent".
        let silent = bugs.contains(.rt12DecodeContentAvailableAsSilent) ? aps.contentAvailable : !aps.displaysAlert
        // Planted bug (rt8MediaDecodedFromURLKey): the key most SDKs use, not Actito's `uri`.
        let media = payload["attachment"]?[bugs.contains(.rt8MediaDecodedFromURLKey) ? "url" : "uri"]?.stringValue
        let mutable = aps.mutableContent
        return MessageSpec(
            messageID: payload["id"]?.stringValue, title: aps.title, subtitle: aps.subtitle, body: aps.body,
            mediaURL: media,
            silent: silent, mutableContent: mutable == (media != nil && !silent) ? nil : mutable,
            category: aps.category,
            badge: aps.badge, sound: aps.sound, interruptionLevel: aps.interruptionLevel,
            relevanceScore: aps.relevanceScore,
            customData: payload.root.filter { !Self.reservedKeys.contains($0.key) })
    }

    /// A MIME type from the file extension (the SDK ignores it; the dashboard sends one).
    static func mimeType(_ url: String) -> String {
        let name = ActitoServiceExtension.lastPathComponent(url).lowercased()
        if name.hasSuffix(".png") { return "image/png" }
        if name.hasSuffix(".jpg") || name.hasSuffix(".jpeg") { return "image/jpeg" }
        if name.hasSuffix(".gif") { return "image/gif" }
        return "application/octet-stream"
    }
}
