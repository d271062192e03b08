/// Deterministic JSON text: sorted keys, no insignificant whitespace, integers without a
/// fraction, other numbers in Swift's shortest round-trip form. The same value always gives
/// the same bytes, on every platform.
///
/// The text is written as UTF-8 bytes: a string with nothing to escape is appended whole, and
/// ``canonicalByteCount`` adds up sizes without writing (or sorting) anything.
extension JSONValue {
    /// The canonical JSON text of this value.
    public var canonicalText: String { String(decoding: canonicalBytes, as: UTF8.self) }

    /// The canonical JSON text as UTF-8 bytes.
    public var canonicalBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    /// The canonical text of the object with these members: the same text as
    /// `JSONValue.object(…)` of them would give (a repeated key keeps its last value), written
    /// without building a dictionary. For small objects made and written at once, such as
    /// transcript lines.
    public static func canonicalObjectText(_ members: [(key: String, value: JSONValue)]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        if zip(members, members.dropFirst()).allSatisfy({ $0.key < $1.key }) {
            // Already in strictly increasing key order: written as given.
            writeObject(members, to: &out)
        } else {
            // A stable sort keeps repeated keys in order, so the last of each run is the one kept.
            let sorted = members.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(
                \.element)
            writeObject(
                sorted.enumerated().lazy
                    .filter { index, member in index + 1 == sorted.count || sorted[index + 1].key != member.key }.map(
                        \.element), to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The number of UTF-8 bytes of the canonical text: how APNs measures a payload (R1).
    /// Computed without building the text.
    public var canonicalByteCount: Int {
        switch self {
        case .null: return 4
        case .bool(let value): return value ? 4 : 5
        case .number(let value): return JSONValue.formattedByteCount(number: value)
        case .string(let value): return JSONValue.quotedByteCount(value)
        case .array(let elements):
            var total = 2 + max(elements.count - 1, 0)
            for element in elements { total += element.canonicalByteCount }
            return total
        case .object(let members):
            var total = 2 + max(members.count - 1, 0)
            for (key, value) in members { total += JSONValue.quotedByteCount(key) + 1 + value.canonicalByteCount }
            return total
        }
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let value):
            out.append(contentsOf: value ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
        case .number(let value): JSONValue.writeNumber(value, to: &out)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            JSONValue.writeObject(members.sorted(by: { $0.key < $1.key }), to: &out)
        }
    }

    /// Writes an object whose members are already in key order, each key once.
    private static func writeObject(_ members: some Sequence<(key: String, value: JSONValue)>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        var first = true
        for member in members {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            writeString(member.key, to: &out)
            out.append(UInt8(ascii: ":"))
            member.value.write(to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    // MARK: - Numbers

    /// The largest magnitude written as an integer (2^53: every integer up to it is exact).
    private static let largestExactInteger = 9_007_199_254_740_992.0

    /// Formats a number the canonical way: integral values within ±2^53 without a fraction.
    public static func format(number value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) <= largestExactInteger {
            return String(Int64(value))
        }
        return String(describing: value)
    }

    private static func writeNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite, value == value.rounded(), abs(value) <= largestExactInteger else {
            out.append(contentsOf: format(number: value).utf8)
            return
        }
        let integer = Int64(value)
        if integer < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        let digits = decimalDigitCount(magnitude)
        let end = out.count + digits
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var position = end
        repeat {
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    private static func formattedByteCount(number value: Double) -> Int {
        guard value.isFinite, value == value.rounded(), abs(value) <= largestExactInteger else {
            return format(number: value).utf8.count
        }
        let integer = Int64(value)
        return (integer < 0 ? 1 : 0) + decimalDigitCount(integer.magnitude)
    }

    private static func decimalDigitCount(_ value: UInt64) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    // MARK: - Strings

    /// Whether a UTF-8 byte must be escaped: `"`, `\` and the controls below U+0020.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        withUTF8(of: value) { utf8 in
            var runStart = 0
            for position in 0..<utf8.count where needsEscape(utf8[position]) {
                if position > runStart {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
                }
                appendEscape(for: utf8[position], to: &out)
                runStart = position + 1
            }
            if runStart < utf8.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
            func hexDigit(_ nibble: UInt8) -> UInt8 {
                nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            out.append(contentsOf: [
                UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0x0F),
            ])
        }
    }

    /// The size of `value` written as a JSON string, quotes and escapes included.
    private static func quotedByteCount(_ value: String) -> Int {
        withUTF8(of: value) { utf8 in
            var total = utf8.count + 2
            for byte in utf8 where needsEscape(byte) {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: total += 1
                default: total += 5
                }
            }
            return total
        }
    }

    /// Runs `body` over the string's UTF-8 without copying it when it is stored contiguously.
    private static func withUTF8<R>(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = value.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = value
        return copy.withUTF8(body)
    }
}

extension JSONValue: CustomStringConvertible {
    /// The canonical JSON text.
    public var description: String { canonicalText }
}
