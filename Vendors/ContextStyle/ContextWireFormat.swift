public import PushContract

/// The Context payload (Customer IO guide “Update your push notification payload”): a background push
/// (`content-available: 1`) carrying `ctx_title`, `ctx_body`, `ctx_flow_name`, `ctx_collapse_id` and
/// `ctx_notification_deadline_h` at the top level, which the app turns into a notification at a good moment.
///
/// Our own choices (README, "Wire format"):
/// - A message with `deadlineHours` is context-aware (the guide's shape). Without one it is a *traditional*
///   push, shown by the system at once (ContextSDK's `delivery_method: traditional`, Context Push,
///   https://docs.push.contextsdk.com/; "Simple Web Request",
///   https://docs.contextsdk.com/context-push/push-notification-providers/simple-web-request): the standard
///   `aps` alert plus `ctx_flow_name` (and `ctx_collapse_id` when known), so a tap on it is still recognised
///   as a context push.
/// - The collapse id is the message's `collapseID`, else its id; the flow name is `default` (the neutral
///   message has no flow).
/// - The guide's empty `"alert": {}` is left out: it shows nothing on a device, but any alert is a visible
///   notification to the simulator.
/// - A silent message is refused: a context push always carries a notification to show.
public struct ContextWireFormat: PushWireFormat {
    /// The flow name of messages encoded from the neutral spec.
    static let defaultFlowName = "default"

    /// Creates the wire format.
    public init() {}

    /// Builds the payload; refuses silent messages, a missing collapse id (context-aware), a
    /// deadline outside 0…168 h, a collapse id over 64 bytes and payloads over 4096 bytes.
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        if message.silent {
            throw PushError(
                .payloadInvalidValue,
                message:
                    "a context push always carries a notification (title and body) to show at a good moment; a silent message has none",
                details: ["field": "silent"])
        }
        let collapseID = message.collapseID ?? message.messageID
        if let collapseID { _ = try CollapseID(collapseID) }
        var root = message.customData.filter { $0.key != "aps" && !$0.key.hasPrefix(ContextVendor.keyPrefix) }
        root[ContextPushFields.flowNameKey] = .string(Self.defaultFlowName)
        if let collapseID { root[ContextPushFields.collapseIDKey] = .string(collapseID) }
        guard let deadline = message.deadlineHours else {
            root["aps"] = .object(message.standardAPS)
            return try refusingInvalid(PushPayload(root))
        }
        guard let collapseID, !collapseID.isEmpty else {
            throw PushError(
                .payloadMissingKey,
                message: "a context-aware message needs a collapse id (or a message id to use as one)",
                details: ["field": .string(ContextPushFields.collapseIDKey)])
        }
        guard (0...ContextVendor.maximumDeadlineHours).contains(deadline) else {
            throw PushError(
                .payloadInvalidValue,
                message: "deadlineHours \(deadline) is outside 0…\(ContextVendor.maximumDeadlineHours)",
                details: ["field": .string(ContextPushFields.deadlineKey)])
        }
        root[ContextPushFields.titleKey] = .string(message.title ?? "")
        root[ContextPushFields.bodyKey] = .string(message.body ?? "")
        root[ContextPushFields.collapseIDKey] = .string(collapseID)
        root[ContextPushFields.deadlineKey] = .number(Double(deadline))
        root["aps"] = ["content-available": 1]
        return try refusingInvalid(PushPayload(root))
    }

    /// What `decode` does not rebuild (PAY-006): the message id, which the payload writes only as
    /// the collapse id's fallback, so decode cannot tell the two apart.
    public var fieldsNotDecoded: Set<String> { ["messageID"] }

    /// Reads a context payload back; nil when it has no `ctx_` key.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard ContextVendor().claims(payload) else { return nil }
        let customData = payload.root.filter { $0.key != "aps" && !$0.key.hasPrefix(ContextVendor.keyPrefix) }
        let collapseID = payload[ContextPushFields.collapseIDKey]?.stringValue
        if let deadline = payload[ContextPushFields.deadlineKey]?.integerValue {
            return MessageSpec(
                title: payload[ContextPushFields.titleKey]?.stringValue,
                body: payload[ContextPushFields.bodyKey]?.stringValue, collapseID: collapseID,
                deadlineHours: deadline, customData: customData)
        }
        let aps = payload.aps
        return MessageSpec(
            title: aps.title, subtitle: aps.subtitle, body: aps.body, collapseID: collapseID,
            category: aps.category, badge: aps.badge, sound: aps.sound,
            interruptionLevel: aps.interruptionLevel, relevanceScore: aps.relevanceScore,
            customData: customData)
    }
}
