/// The characters no output may carry raw, and how every writer shows them instead: control
/// characters (C0, DEL, C1), bidirectional overrides, embeddings, isolates and marks (the
/// "Trojan Source" characters, CVE-2021-42574), line and paragraph separators and the two
/// noncharacters U+FFFE and U+FFFF. Each is spelt visibly as Swift spells it, `\u{1B}`, so a
/// scenario title can neither move a terminal's cursor, nor reorder what a reviewer reads, nor
/// break an XML document. The terminal, Markdown and XML writers all use this one rule.
package enum VisibleText {
    /// Whether `scalar` is shown spelt out. A line feed counts as hidden only when `lineBreaks`
    /// is false (a one-line value: an id, a title); multi-line text keeps its lines.
    package static func isHidden(_ scalar: Unicode.Scalar, lineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: return !lineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x2028, 0x2029, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// `\u{1B}`: the scalar's code point in upper-case hexadecimal, as a Swift string literal writes it.
    package static func spelling(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every hidden scalar spelt out (``isHidden(_:lineBreaks:)``); the text itself
    /// when it has none, so ordinary text costs one read.
    package static func visible(_ text: String, lineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0, lineBreaks: lineBreaks) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isHidden(scalar, lineBreaks: lineBreaks) {
                out += spelling(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a line would be read as a GitHub Actions workflow command: after leading white
    /// space (the runner trims it), it starts with `::`.
    package static func startsWorkflowCommand(_ line: Substring) -> Bool {
        line.drop(while: { $0.isWhitespace }).hasPrefix("::")
    }
}
