import PushContract

/// The delivery actions the service extension runs before the notification shows
/// (`-[MCENotificationPayload payloadActions]`, `processPayloadActionsWithOrigin:completionHandler:`):
/// each entry of `mce.actions` goes to `MCEDeliveryActionRegistry` with origin `provider`.
///
/// What a delivery action does (the built-in `certify`, or one an app registers) is not public,
/// so each is only recorded: `delivery-action.dispatched` with its `type` and origin (A11). A
/// section or entry of the wrong shape is reported with its JSON path (A8).
enum MCEDeliveryActions {
    /// The origin the service extension passes.
    static let providerOrigin = "provider"
    /// The event each dispatched action is recorded as.
    static let dispatched: SDKEventName = "delivery-action.dispatched"
    /// The registry's native name.
    static let native = "MCEDeliveryActionRegistry"

    /// Runs `mce.actions` of `payload`; returns the problems found.
    static func run(_ payload: PushPayload, events: any SDKEventSink) -> [PushError] {
        let path = "\(MCEOwnership.mceSectionKey).\(MCEOwnership.deliveryActionsKey)"
        guard let section = payload[MCEOwnership.mceSectionKey]?[MCEOwnership.deliveryActionsKey] else { return [] }
        guard let entries = section.arrayValue else {
            return [MCEPayloadError.wrongType(path, found: section, expected: "an array of delivery actions")]
        }
        var problems: [PushError] = []
        for (index, entry) in entries.enumerated() {
            let entryPath = "\(path)[\(index)]"
            guard let type = entry["type"] else {
                problems.append(
                    entry.objectValue == nil
                        ? MCEPayloadError.wrongType(entryPath, found: entry, expected: "an object")
                        : MCEPayloadError.missing("\(entryPath).type"))
                continue
            }
            guard let name = type.stringValue, !name.isEmpty else {
                problems.append(
                    MCEPayloadError.wrongType("\(entryPath).type", found: type, expected: "a non-empty string"))
                continue
            }
            events.emit(
                SDKEvent(
                    dispatched, native: native, details: ["type": .string(name), "origin": .string(providerOrigin)]))
        }
        return problems
    }
}
