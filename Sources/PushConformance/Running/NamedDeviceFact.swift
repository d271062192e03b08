package import PushContract

/// A device fact a request body member names by its key where the vendor's shapes declare no
/// fact for it (ADP-006): `_device_model`, `timeZoneOffset`, `os_version`, `appVersion`.
///
/// An adapter that declares no ``DeviceFact`` on its request shapes still sends the device's
/// facts; a member whose key says which fact it carries is held to the device's own value, in
/// any of the units ``DeviceFact/TimeZoneOffsetUnit`` lists for an offset (the unit is the
/// vendor's to choose, the value is not). A device name sent as the model
/// (https://developer.apple.com/documentation/uikit/uidevice/name, the user's name for the
/// device, not https://developer.apple.com/documentation/uikit/uidevice/model) or `+05:30`
/// cut to whole hours (https://github.com/radarlabs/radar-sdk-android/pull/429) matches none.
package enum NamedDeviceFact: String, CaseIterable, Sendable {
    /// The model identifier (`iPhone17,1`).
    case model = "model identifier"
    /// The OS version (`26.1`).
    case osVersion = "OS version"
    /// The app version (`2.4.0`).
    case appVersion = "app version"
    /// The time-zone offset, in any unit ``DeviceFact/TimeZoneOffsetUnit`` lists.
    case timeZoneOffset = "time-zone offset"

    /// The keys that name each fact, lower-cased without `_` or `-`.
    private static let keys: [String: NamedDeviceFact] = [
        "model": .model, "devicemodel": .model, "hardwaremodel": .model, "modelidentifier": .model,
        "osversion": .osVersion, "osver": .osVersion, "systemversion": .osVersion, "iosversion": .osVersion,
        "appversion": .appVersion, "appver": .appVersion,
        "timezoneoffset": .timeZoneOffset, "tzoffset": .timeZoneOffset, "ostz": .timeZoneOffset,
        "utcoffset": .timeZoneOffset, "gmtoffset": .timeZoneOffset,
    ]

    /// The fact `key` names, or nil.
    package static func named(by key: String) -> NamedDeviceFact? {
        keys[String(key.lowercased().filter { $0 != "_" && $0 != "-" })]
    }

    /// The declared facts this one may be written as (an offset in each unit).
    private var spellings: [DeviceFact] {
        switch self {
        case .model: [.model]
        case .osVersion: [.osVersion]
        case .appVersion: [.appVersion]
        case .timeZoneOffset:
            [.hours, .minutes, .seconds, .minutesWest, .text].map { DeviceFact.timeZoneOffset($0) }
        }
    }

    /// Whether `value` is the device's own, in one of the fact's spellings.
    package func matches(_ value: JSONValue, for device: DeviceInfo) -> Bool {
        spellings.contains { $0.matches(value, for: device) }
    }

    /// The device's own value, in every spelling, for a message.
    package func expected(for device: DeviceInfo) -> String {
        spellings.compactMap { $0.value(for: device)?.canonicalText }.joined(separator: " or ")
    }

    /// Every member of `body` (in nested objects and arrays too) whose key names a fact, by
    /// JSON path (`fields._device_model`, `items[0].tz`).
    package static func members(
        of body: JSONValue, path: String = ""
    ) -> [(path: String, fact: NamedDeviceFact, value: JSONValue)] {
        var found: [(path: String, fact: NamedDeviceFact, value: JSONValue)] = []
        if let object = body.objectValue {
            for key in object.keys.sorted() {
                guard let value = object[key] else { continue }
                let memberPath = path.isEmpty ? key : "\(path).\(key)"
                if let fact = named(by: key), value.objectValue == nil, value.arrayValue == nil, value != .null {
                    found.append((memberPath, fact, value))
                }
                found += members(of: value, path: memberPath)
            }
        } else if let elements = body.arrayValue {
            for (index, element) in elements.enumerated() {
                found += members(of: element, path: "\(path)[\(index)]")
            }
        }
        return found
    }
}
