import PushContract

/// The behaviour event the SDK records for an action that ran
/// (`-[MCEActionRegistry recordEventAction:forPayload:source:attributes:]`), shaped as an
/// `MCEEvent` (`MCEEvent.h`: `name`, `type`, `timestamp`, `attributes`, `attribution`, `mailingId`).
///
/// - `url` → `urlClicked` with attribute `url`; `openApp` → `appOpened`; `dial` →
///   `phoneNumberClicked` with attribute `phoneNumber`; any other type → the type itself, with
///   the action's members as attributes.
/// - `type` is the source: `simpleNotification` for a push (`MCEConstants.h` `SimpleNotificationSource`).
/// - `attribution` and `mailingId` are copied from the payload's `mce.attribution` and
///   `mce.mailingId`, as the binary's setters convert them (``MCEEventFields``).
struct MCEBehaviourEvent: Sendable, Hashable {
    /// The event source of notification actions (`MCEConstants.h:73`, `SimpleNotificationSource`).
    static let simpleNotificationSource = "simpleNotification"

    /// `urlClicked`, `appOpened`, `phoneNumberClicked` or the action's type.
    var name: String
    /// The source.
    var type: String
    /// The attributes, as the SDK holds them (an `NSDictionary`; ``MCEEventPackaging`` gives the upload form).
    var attributes: [String: JSONValue]
    /// `mce.attribution`, as text.
    var attribution: String?
    /// `mce.mailingId`, as a number.
    var mailingID: Int64?
    /// When it was recorded.
    var timestamp: DeviceInstant

    /// The event for `action` of `payload`, recorded at `time`.
    init(action: MCEAction, payload: PushPayload, source: String = simpleNotificationSource, at time: DeviceInstant) {
        switch action.type {
        case MCEAction.urlType:
            name = "urlClicked"
            attributes = action.value.map { ["url": $0] } ?? [:]
        case MCEAction.openAppType:
            name = "appOpened"
            attributes = [:]
        case MCEAction.dialType:
            name = "phoneNumberClicked"
            attributes = action.value.map { ["phoneNumber": $0] } ?? [:]
        default:
            name = action.type
            attributes = action.json.objectValue ?? [:]
        }
        type = source
        let section = payload[MCEOwnership.mceSectionKey]
        attribution = section?[MCEOwnership.attributionKey].flatMap(MCEEventFields.attribution)
        mailingID = section?[MCEOwnership.mailingIDKey].flatMap(MCEEventFields.mailingID)
        timestamp = time
    }

    /// An event with every field given.
    init(
        name: String, type: String, attributes: [String: JSONValue], attribution: String?, mailingID: Int64?,
        timestamp: DeviceInstant
    ) {
        self.name = name
        self.type = type
        self.attributes = attributes
        self.attribution = attribution
        self.mailingID = mailingID
        self.timestamp = timestamp
    }

    /// Whether `other` is *similar* (`-[MCEEvent similarEventInDatabase:]`): the same name, type,
    /// attributes, attribution and mailing id, and a timestamp strictly less than a second away
    /// (`timestamp > ? AND timestamp < ?` with the event's time ± 1 s).
    func isSimilar(to other: MCEBehaviourEvent) -> Bool {
        guard name == other.name, type == other.type, attribution == other.attribution,
            mailingID == other.mailingID, attributes == other.attributes
        else { return false }
        let apart = abs(timestamp.milliseconds - other.timestamp.milliseconds)
        return apart < 1000
    }

    /// The event as the upload carries it (``MCEEventPackaging``).
    var json: JSONValue { MCEEventPackaging.package(self) }
}
