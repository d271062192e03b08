/// The device's `timeZoneOffset` as Actito's device creation sends it: a number of hours east of
/// UTC (`Float(secondsFromGMT()) / 3600`), e.g. `0`, `5.5` or `-3.5`
/// (`ActitoUtilitiesKit/Sources/Device/Timezone+Offset.swift:8-9`; the `CreateDevice` payload's
/// `timeZoneOffset: Float`, `ActitoKit/Sources/Internals/Network/Push API/PushAPI+Payloads.swift:17`).
///
/// The host's `DeviceInfo.timeZone` is an offset written `+HHMM` or `-HHMM` (`+0000`, `+0530`);
/// it is read as the device's `secondsFromGMT`. Text in another form is taken as UTC (`0`).
enum ActitoTimeZoneOffset {
    /// Hours east of UTC for an offset written `±HHMM`; `wholeHoursOnly` is the planted bug
    /// ``ActitoCopyBug/rt3TimeZoneOffsetWholeHours``.
    static func hours(_ offset: String, wholeHoursOnly: Bool = false, minutesUnsigned: Bool = false) -> Double {
        let characters = Array(offset)
        guard characters.count == 5, let sign = characters.first, sign == "+" || sign == "-",
            characters.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[3...4])), minutes < 60
        else { return 0 }
        let seconds = hours * 3600 + minutes * 60
        // Planted bug (rt7HalfHourOffsetSignLost): signed hours plus unsigned minutes / 60.
        if minutesUnsigned { return Double(sign == "-" ? -hours : hours) + Double(minutes) / 60 }
        // Planted bug: `secondsFromGMT() / 3600` in integers, so +0530 is 5 and -0330 is -3.
        if wholeHoursOnly { return Double((sign == "-" ? -seconds : seconds) / 3600) }
        let value = Float(sign == "-" ? -seconds : seconds) / 3600.0
        // JSONEncoder writes a Float by its shortest text (`0.33333334` for 20 minutes); the
        // Double read from that text prints the same. Whole quarter hours are exact either way.
        return Double(value.description) ?? 0
    }
}
