import PushContract

/// `-[MCEEvent packageEvent]`: an event as the upload carries it. It starts from
/// `-[MCEEvent toDictionary]` (`name`, `type`, `timestamp`, `attributes`, `attribution`,
/// `mailingId`, a member left out when nil) and replaces two members:
///
/// - `timestamp` by `+[MCEApiUtil dateToIso8601Format:]`: an `NSDateFormatter` with the format
///   `yyyy-MM-dd'T'HH:mm:ss'Z'`, GMT, locale `en_US_POSIX`, so whole seconds only;
/// - `attributes` by `+[MCEApiUtil packageAttributes:]`: an array with one entry per attribute,
///   `{"key": name, "type": kind, "value": value}` (`+[MCEApiUtil packageValue:key:]`): a string is
///   `string`; `true` / `false` are `boolean`; another number is `number`; an object or array is
///   `string` with the value as `NSJSONSerialization` writes it with no options (slashes escaped,
///   a `null` inside left out, as `packageDictionaryForServer:` / `packageArrayForServer:` skip
///   what they cannot encode). One attribute that cannot be packaged (a `null`) makes the whole
///   array nil, so the event goes without `attributes`.
///
/// The entries' order is `NSDictionary`'s, which no document fixes; ours is sorted by key (A2).
enum MCEEventPackaging {
    /// The event's upload form.
    static func package(_ event: MCEBehaviourEvent) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(event.name), "type": .string(event.type), "timestamp": .string(timestamp(event.timestamp)),
        ]
        if let attributes = attributes(event.attributes) { object["attributes"] = attributes }
        if let attribution = event.attribution { object["attribution"] = .string(attribution) }
        if let mailingID = event.mailingID { object["mailingId"] = .number(Double(mailingID)) }
        return .object(object)
    }

    /// `+[MCEApiUtil packageAttributes:]`; nil when one attribute cannot be packaged.
    static func attributes(_ attributes: [String: JSONValue]) -> JSONValue? {
        var entries: [JSONValue] = []
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
            guard let (type, packaged) = packageValue(value) else { return nil }
            entries.append(["key": .string(key), "type": .string(type), "value": packaged])
        }
        return .array(entries)
    }

    /// `+[MCEApiUtil packageValue:key:]`: the entry's `type` and `value`; nil for a `null`.
    static func packageValue(_ value: JSONValue) -> (type: String, value: JSONValue)? {
        switch value {
        case .string: return ("string", value)
        case .bool: return ("boolean", value)
        case .number: return ("number", value)
        case .object, .array: return ("string", .string(MCEAction.serialised(withoutNulls(value))))
        case .null: return nil
        }
    }

    /// `value` with every `null` inside an object or array left out.
    private static func withoutNulls(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): return .object(members.filter { $0.value != .null }.mapValues(withoutNulls))
        case .array(let items): return .array(items.filter { $0 != .null }.map(withoutNulls))
        default: return value
        }
    }

    /// `+[MCEApiUtil dateToIso8601Format:]`: `yyyy-MM-dd'T'HH:mm:ss'Z'` in GMT for an instant
    /// counted from 1970-01-01T00:00:00Z (the device's virtual clock, A5); the fraction of a
    /// second is dropped.
    static func timestamp(_ instant: DeviceInstant) -> String {
        let seconds = max(0, instant.milliseconds) / 1000
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
        return
            "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60))Z"
    }
}
