/// Text from a file, made safe for a terminal or a CI log: it is data, never control.
enum TerminalText {
    /// `text` with every control character (C0, DEL, C1, the line and paragraph separators and
    /// the bidirectional overrides, which reorder what a reader sees) written as `\u{1B}`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A line as printed: escaped, and never starting with `::` (a CI runner's workflow command,
    /// such as `::error::`), whose first colon is then escaped too.
    static func line(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix("::") ? "\\u{3A}" + escaped.dropFirst() : escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: return true
        case 0x061C, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
