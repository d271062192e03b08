import PushContract
import PushConformanceReports
import PushConformance
/// Colour for people at a terminal: ANSI codes when standard output is a terminal and the
/// environment allows it, plain text otherwise. Every text handed in is made safe first
/// (``TerminalText/clean(_:)``), so the only escape sequences in a styled line are the colours
/// painted here; such a line is printed with ``CommandContext/printStyled(_:)``.
struct TerminalStyle: Sendable, Hashable {
    /// Whether codes are written.
    var enabled: Bool

    /// A style.
    init(enabled: Bool) { self.enabled = enabled }

    /// Colour only on a terminal, never when `NO_COLOR` is set to a non-empty value
    /// (no-color.org) and never for `TERM=dumb`.
    static func decide(isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(enabled: isTerminal && !noColor && environment["TERM"] != "dumb")
    }

    /// Red: failures and errors.
    func failure(_ text: String) -> String { paint(text, "31") }
    /// Green: passes.
    func success(_ text: String) -> String { paint(text, "32") }
    /// Yellow: known deviations and notes.
    func caution(_ text: String) -> String { paint(text, "33") }
    /// Bold.
    func strong(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        let text = TerminalText.clean(text)
        return enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `error: …` with the prefix in red.
    func error(_ message: String) -> String { failure("error:") + " " + TerminalText.clean(message) }

    /// `warning: …` with the prefix in yellow (something to fix that fails nothing).
    func warning(_ message: String) -> String { caution("warning:") + " " + TerminalText.clean(message) }

    /// `note: …` with the prefix in yellow.
    func note(_ message: String) -> String { caution("note:") + " " + TerminalText.clean(message) }

    /// A case's explanation with its outcome word coloured.
    func caseDescription(_ text: String, outcome: CaseOutcome) -> String {
        let text = TerminalText.clean(text)
        guard enabled else { return text }
        let word = outcome.rawValue.uppercased()
        guard text.hasPrefix(word) else { return text }
        let painted: String
        switch outcome {
        case .pass: painted = success(word)
        case .knownDeviation, .notApplicable: painted = caution(word)
        case .fail, .errored: painted = failure(word)
        }
        return painted + text.dropFirst(word.count)
    }

    /// The summary table with its `N FAIL` and `N ERR` cells in red (alignment kept: the codes
    /// take no columns).
    func table(_ text: String) -> String {
        let text = TerminalText.clean(text)
        guard enabled else { return text }
        return text.replacing(#/\d+ (?:FAIL|ERR)\b/#) { match in failure(String(match.output)) }
    }

    /// The totals line: failures and errors red when there are any, known deviations yellow,
    /// passes green.
    func totals(_ line: String, _ counts: OutcomeCounts) -> String {
        let line = TerminalText.clean(line)
        guard enabled else { return line }
        var text = line
        if counts.fail > 0 { text = text.replacing("\(counts.fail) failed", with: failure("\(counts.fail) failed")) }
        if counts.errored > 0 {
            text = text.replacing("\(counts.errored) errored", with: failure("\(counts.errored) errored"))
        }
        if counts.knownDeviation > 0 {
            text = text.replacing(
                "\(counts.knownDeviation) known deviations", with: caution("\(counts.knownDeviation) known deviations"))
        }
        return text.replacing("\(counts.pass) passed", with: success("\(counts.pass) passed"))
    }
}
