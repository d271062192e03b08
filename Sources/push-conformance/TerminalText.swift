import PushConformance

/// Text for the terminal and for a CI log, the one place the command line makes values from
/// files safe to print: control characters and bidirectional overrides are spelt out
/// (``VisibleText``: `\u{1B}`), so a scenario file cannot move the cursor, retitle the window or
/// reorder what a reviewer reads; and no line starts with `::` (after white space, which the
/// GitHub Actions runner trims), which the runner would take as a workflow command
/// (`::error::`, `::add-mask::`, `::stop-commands::`): its first colon is spelt `\u{3A}`.
enum TerminalText {
    /// Multi-line text made safe: every hidden character but the line feed spelt out, and no
    /// line read as a workflow command.
    static func clean(_ text: String) -> String { guarded(VisibleText.visible(text, lineBreaks: true)) }

    /// One value inside a line (an id, a title): every hidden character spelt out, line feeds too.
    static func value(_ text: String) -> String { VisibleText.visible(text, lineBreaks: false) }

    /// `text` with each line that would start a workflow command defused; unchanged otherwise.
    /// Safe on text that carries ``TerminalStyle``'s colour codes: a line that starts with one
    /// is not a workflow command.
    static func guarded(_ text: String) -> String {
        guard text.contains("::") else { return text }
        var lines: [String] = []
        var changed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard VisibleText.startsWorkflowCommand(line), let colon = line.firstIndex(of: ":") else {
                lines.append(String(line))
                continue
            }
            lines.append(String(line[..<colon]) + "\\u{3A}" + String(line[line.index(after: colon)...]))
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// JSON text (one canonical document, `list --json`, a shrunk scenario) made safe the JSON
    /// way: each hidden character, which JSON text can hold only inside a string, becomes the
    /// string escape `\u202E`, so the output stays valid JSON that reads back the same strings.
    static func json(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { VisibleText.isHidden($0, lineBreaks: true) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if VisibleText.isHidden(scalar, lineBreaks: true) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
