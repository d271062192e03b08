import PushContract

// The canonical writer as it was before issue 14 (commit 16c1f61, Sources/PushContract/Payload/
// JSONValue+Serialization.swift): a String built scalar by scalar, and a byte count that builds
// the whole text. Kept for the benchmarks' before/after rows.

extension BaselineJSON {
    /// The canonical text, written the old way.
    public static func canonicalText(_ value: JSONValue) -> String {
        var out = ""
        value.baselineWrite(to: &out)
        return out
    }

    /// The canonical byte count, computed the old way (by writing the text).
    public static func canonicalByteCount(_ value: JSONValue) -> Int { canonicalText(value).utf8.count }
}

extension JSONValue {
    fileprivate func baselineWrite(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONValue.format(number: value)
        case .string(let value): JSONValue.baselineWriteString(value, to: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.baselineWrite(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                JSONValue.baselineWriteString(key, to: &out)
                out += ":"
                members[key]!.baselineWrite(to: &out)
            }
            out += "}"
        }
    }

    fileprivate static func baselineWriteString(_ value: String, to out: inout String) {
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
