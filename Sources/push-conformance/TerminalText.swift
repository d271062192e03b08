/// Text from files made safe for a terminal: every control character (C0, DEL, C1) and every
/// bidirectional formatting character is written as `\u{XX}`, so a header value, a JSON string
/// or a file name can neither move the cursor, change colours, retitle the window nor reorder
/// what is shown around it. Colour codes the tool adds itself go on after escaping.
enum TerminalText {
    /// `text` with every unsafe scalar escaped.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Control characters, and the marks and embeddings that reorder bidirectional text.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
