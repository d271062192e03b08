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
    /// The attributes.
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
            attributes = ["url": action.value ?? .null]
        case MCEAction.openAppType:
            name = "appOpened"
            attributes = [:]
        case MCEAction.dialType:
            name = "phoneNumberClicked"
            attributes = ["phoneNumber": action.value ?? .null]
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

    /// The event as the upload carries it (assumption A5: the keys are `MCEEvent`'s property names,
    /// the timestamp ISO 8601 in UTC from the device's virtual clock, which starts at 1970-01-01).
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(name), "type": .string(type), "attributes": .object(attributes),
            "timestamp": .string(Self.iso8601(timestamp)),
        ]
        if let attribution { object["attribution"] = .string(attribution) }
        if let mailingID { object["mailingId"] = mailingID }
        return .object(object)
    }

    /// `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'` for an instant counted from 1970-01-01T00:00:00Z.
    static func iso8601(_ instant: DeviceInstant) -> String {
        let milliseconds = max(0, instant.milliseconds)
        let seconds = milliseconds / 1000
        let days = seconds / 86_400
        let secondOfDay = seconds % 86_400
        // Howard Hinnant's civil-from-days, for days since 1970-01-01.
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = milliseconds % 1000
        let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60)).\(millis)Z"
    }
}
