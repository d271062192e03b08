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
///   `mce.mailingId`. A `mailingId` that is neither a number nor a string holding one is left out
///   (`MCEEvent.h:35`: "Other values will be rejected"); an `attribution` that is not a string too.
struct MCEBehaviourEvent: Sendable, Hashable {
    /// The event source of notification actions (`MCEConstants.h:73`, `SimpleNotificationSource`).
    static let simpleNotificationSource = "simpleNotification"

    /// `urlClicked`, `appOpened`, `phoneNumberClicked` or the action's type.
    var name: String
    /// The source.
    var type: String
    /// The attributes, as the SDK holds them (an `NSDictionary`; ``MCEEventPackaging`` gives the upload form).
    var attributes: [String: JSONValue]
    /// `mce.attribution`, when a string.
    var attribution: String?
    /// `mce.mailingId`, when a number or a string holding one.
    var mailingID: JSONValue?
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
        attribution = section?[MCEOwnership.attributionKey]?.stringValue
        mailingID = section?[MCEOwnership.mailingIDKey].flatMap(Self.acceptedMailingID)
        timestamp = time
    }

    /// A number, or a string that holds a number; nil for anything else.
    static func acceptedMailingID(_ value: JSONValue) -> JSONValue? {
        switch value {
        case .number(let number) where number.isFinite: return value
        case .string(let text) where !text.isEmpty && Double(text)?.isFinite == true: return value
        default: return nil
        }
    }

    /// The event as the upload carries it (``MCEEventPackaging``).
    var json: JSONValue { MCEEventPackaging.package(self) }
}
