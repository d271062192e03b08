import PushConformance

extension MarkdownComparison {
    /// How far a name may run before a table cell offers a break (`<wbr>`) after `.`, `/`, `_`,
    /// `:`, `?`, `=`, `&`, `[` or before a capital that follows a small letter.
    static let unbrokenRun = 6
    /// How far a name may run before a table cell offers a break anywhere.
    static let longestRun = 10

    /// Text safe inside a table cell, in one pass, cut at ``MarkdownText/maxValueLength``: HTML-escaped (GitHub renders inline HTML),
    /// `|` escaped, newlines as `<br>`; with `breakable`, long names get break opportunities.
    static func cell(_ text: String, breakable: Bool = false) -> String {
        escape(text, table: true, breakable: breakable)
    }

    /// Text safe inline (outside tables), in one pass: HTML-escaped, newlines as spaces.
    static func inline(_ text: String) -> String { escape(text, table: false, breakable: false) }

    /// HTML escaping alone (``MarkdownText/html(_:)``).
    static func html(_ text: String) -> String { MarkdownText.html(text) }

    /// Text for a code span outside tables, in one pass: backticks become `'`, newlines spaces.
    static func code(_ text: String) -> String {
        String(text.map { $0 == "`" ? "'" : $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    }

    /// Text for a fenced block (``MarkdownText/codeBlock(_:)``: no fence inside, lines and block cut).
    static func fenced(_ text: String) -> String { MarkdownText.codeBlock(text) }

    private static func escape(_ text: String, table: Bool, breakable: Bool) -> String {
        // One value is cut first (``MarkdownText/maxValueLength``), so a huge title stays small.
        let text = BoundedText.cut(text, to: MarkdownText.maxValueLength)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var run = 0
        var previous: Character = " "
        for character in text {
            let breaks = character == " " || character == "\n" || character == "\r\n" || character == "-"
            // A capital after a small letter (`didFail`), far enough into a name, may start a new line.
            if breakable, !breaks,
                run >= longestRun || (run >= unbrokenRun && character.isUppercase && previous.isLowercase)
            {
                out += "<wbr>"
                run = 0
            }
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|" where table: out += "\\|"
            case "\n", "\r\n": out += table ? "<br>" : " "
            default: out.append(character)
            }
            if breaks {
                run = 0
            } else {
                run += 1
                if breakable, run >= unbrokenRun, ".:/_?=&[".contains(character) {
                    out += "<wbr>"
                    run = 0
                }
            }
            previous = character
        }
        return out
    }

    /// An anchor id: lower-case letters, digits and dashes.
    static func anchor(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
