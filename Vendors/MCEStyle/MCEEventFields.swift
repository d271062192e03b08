import PushContract

/// How the 3.10.6 binary turns the payload's `mce.mailingId` and `mce.attribution` into the values
/// an event is stored and uploaded with.
///
/// - `mailingId` (`-[MCEEvent setMailingId:]`): a non-empty string becomes
///   `[NSNumber numberWithInteger:[value integerValue]]` with no digit check (`"42"` → 42,
///   `"msg-1001"` → 0); a number is kept; anything else is nil. The events table stores it as
///   text (`mailingId TEXT`) and reads it back through the same setter, so what is uploaded is
///   always an integer (a fraction loses its decimals, `true` is stored as 1).
/// - `attribution` (`-[MCEEvent setAttribution:]`): no type check; the table stores it as text
///   and reads it back with `stringForColumn:`, so a number is uploaded as its text (42 → `"42"`).
///   A `null` is no value. An object or an array would be stored as its `description` text,
///   which this adapter does not reproduce: it is left out (A18).
///
/// `integerValue` (https://developer.apple.com/documentation/foundation/nsstring/integervalue):
/// leading whitespace skipped, an optional sign, then decimal digits up to the first other
/// character; 0 when the string does not start with a number; clamped to the `NSInteger` range
/// on overflow.
enum MCEEventFields {
    /// `mce.mailingId` as the upload carries it; nil when the event has none.
    static func mailingID(_ value: JSONValue) -> Int64? {
        switch value {
        case .string(let text) where !text.isEmpty: return integerValue(text)
        case .number(let number) where number.isFinite: return integerPart(number)
        case .bool(let flag): return flag ? 1 : 0
        default: return nil
        }
    }

    /// `mce.attribution` as the upload carries it; nil when the event has none.
    static func attribution(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number) where number.isFinite: return text(of: number)
        case .bool(let flag): return flag ? "1" : "0"
        default: return nil
        }
    }

    /// `-[NSString integerValue]`.
    static func integerValue(_ text: String) -> Int64 {
        var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var magnitude: UInt64 = 0
        var overflow = false
        for scalar in scalars {
            guard let digit = asciiDigit(scalar) else { break }
            let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(digit))
            if o1 || o2 {
                overflow = true
                break
            }
            magnitude = sum
        }
        if negative {
            return overflow || magnitude > UInt64(Int64.max) + 1 ? Int64.min : Int64(truncatingIfNeeded: 0 &- magnitude)
        }
        return overflow || magnitude > UInt64(Int64.max) ? Int64.max : Int64(magnitude)
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }

    /// A number's integer part, clamped to the `NSInteger` range.
    private static func integerPart(_ number: Double) -> Int64 {
        let truncated = number.rounded(.towardZero)
        if truncated >= 9.223_372_036_854_775_807e18 { return Int64.max }
        if truncated <= -9.223_372_036_854_775_808e18 { return Int64.min }
        return Int64(truncated)
    }

    /// A number as the text column holds it: an integer without decimals, else its shortest form.
    private static func text(of number: Double) -> String {
        if number == number.rounded(.towardZero), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
