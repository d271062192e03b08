/// Deterministic JSON text: sorted keys, no insignificant whitespace, integers without a
/// fraction, other numbers in Swift's shortest round-trip form. The same value always gives
/// the same bytes, on every platform.
extension JSONValue {
    /// The canonical JSON text of this value.
    public var canonicalText: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// The canonical JSON text as UTF-8 bytes.
    public var canonicalBytes: [UInt8] { Array(canonicalText.utf8) }

    /// The number of UTF-8 bytes of the canonical text: how APNs measures a payload (R1).
    public var canonicalByteCount: Int { canonicalText.utf8.count }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONValue.format(number: value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeString(key, to: &out)
                out += ":"
                members[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// Formats a number the canonical way: integral values within ±2^53 without a fraction.
    public static func format(number value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(describing: value)
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension JSONValue: CustomStringConvertible {
    /// The canonical JSON text.
    public var description: String { canonicalText }
}
