/// A fact about the device that a request body carries, in the unit or spelling the vendor's
/// backend expects: what a ``RequestBodyShape/Field`` declares with ``RequestBodyShape/Field/fact(_:)``
/// so a scenario can hold every recorded body to the device's own value (ADP-006).
///
/// A vendor declares a fact only where its real SDK's code shows the unit (a citation on the
/// shape); the same offset is hours in one SDK, `+hhmm` text in another and minutes west of UTC
/// in a third, and a body in the wrong one is accepted by the server and wrong for good.
public enum DeviceFact: Sendable, Hashable, CustomStringConvertible {
    /// The time-zone offset (``DeviceInfo/timeZone``), in this unit.
    case timeZoneOffset(TimeZoneOffsetUnit)
    /// The OS version (``DeviceInfo/osVersion``), as written.
    case osVersion
    /// The model identifier (``DeviceInfo/model``), as written.
    case model
    /// The app version (``DeviceInfo/appVersion``), as written.
    case appVersion

    /// How a time-zone offset is written.
    public enum TimeZoneOffsetUnit: String, Sendable, Hashable {
        /// Hours east of UTC, a number (`5.5` for +05:30).
        case hours
        /// Minutes east of UTC, an integer (`330`).
        case minutes
        /// Seconds east of UTC, an integer (`19800`).
        case seconds
        /// Minutes west of UTC, an integer (`-330`), as JavaScript's `getTimezoneOffset()`.
        case minutesWest = "minutes west"
        /// Text `+hhmm` or `-hhmm` (`+0530`).
        case text = "+hhmm text"
    }

    /// `time-zone offset in hours`, `OS version`…
    public var description: String {
        switch self {
        case .timeZoneOffset(let unit): "time-zone offset in \(unit.rawValue)"
        case .osVersion: "OS version"
        case .model: "model identifier"
        case .appVersion: "app version"
        }
    }

    /// The fact's value for `device`, as the body should carry it; nil when the device's own
    /// value cannot be read (a time zone not written `±HHMM`).
    public func value(for device: DeviceInfo) -> JSONValue? {
        switch self {
        case .osVersion: return .string(device.osVersion)
        case .model: return .string(device.model)
        case .appVersion: return .string(device.appVersion)
        case .timeZoneOffset(let unit):
            guard let seconds = Self.secondsEastOfUTC(device.timeZone) else { return nil }
            switch unit {
            case .hours: return .number(Double(seconds) / 3600)
            case .minutes: return .number(Double(seconds / 60))
            case .seconds: return .number(Double(seconds))
            case .minutesWest: return .number(Double(-seconds / 60))
            case .text: return .string(device.timeZone)
            }
        }
    }

    /// Whether `value` is the fact for `device`: equal text, or a number within a millionth of an
    /// hour (an SDK that computes hours in `Float` writes `0.33333334` for 20 minutes).
    public func matches(_ value: JSONValue, for device: DeviceInfo) -> Bool {
        guard let expected = self.value(for: device) else { return true }
        if let want = expected.numberValue, let got = value.numberValue { return abs(want - got) < 1e-6 }
        return expected == value
    }

    /// Seconds east of UTC of an offset written `+HHMM` or `-HHMM`; nil for any other text.
    static func secondsEastOfUTC(_ offset: String) -> Int? {
        let characters = Array(offset)
        guard characters.count == 5, let sign = characters.first, sign == "+" || sign == "-",
            characters.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[3...4])), minutes < 60
        else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == "-" ? -seconds : seconds
    }
}
