import PushConformance

/// Text made safe for Markdown, the one place every Markdown writer escapes (the comparison,
/// the requirement grid): GitHub renders a step summary or a pull-request comment, and a value
/// from a scenario, golden or results file must stay text there, as cmark-gfm's `--safe` mode
/// and its `tagfilter` would keep it.
///
/// Every character Markdown or HTML could read as syntax is written as a character reference
/// (`|` → `&#124;`), which GitHub shows as the character and never as syntax, the same in a
/// paragraph, a table cell, an HTML block (`<details>`) and an inline `<code>`: no raw HTML
/// (`<`, `&`), no link or image (the `(` of `](`), no emphasis, code span, table pipe or math
/// (`*`, `_`, `~`, `` ` ``, `|`, `$`, `\`), and no autolink (`://` and `www.` are broken by a
/// reference). Hidden characters are
/// spelt out (``VisibleText``), line breaks become spaces or `<br>`, and values longer than
/// ``maxValueLength`` are cut with a marker, all in one pass, so a 4 MiB title costs one read.
/// The only links a document holds are the suite's own, built from known ids (``anchor(_:)``)
/// or from a destination the writer chose (``destination(_:)``).
enum MarkdownText {
    /// Characters of one value in a cell or a line.
    static let maxValueLength = 2_000
    /// Characters of one line inside a preformatted block (failure details).
    static let maxCodeLineLength = 4_000
    /// Characters of one preformatted block (a case's failure details).
    static let maxCodeBlockLength = 20_000
    /// How far a name may run before a table cell offers a break (`<wbr>`) after `.`, `/`, `_`,
    /// `:`, `?`, `=`, `&`, `[` or before a capital that follows a small letter.
    static let unbrokenRun = 6
    /// How far a name may run before a table cell offers a break anywhere.
    static let longestRun = 20

    /// Text inside a table cell: escaped, line breaks as `<br>`; with `breakable`, long names
    /// get break opportunities (`<wbr>`), so a table fits GitHub's width.
    static func cell(_ text: String, breakable: Bool = false) -> String {
        escape(text, lineBreak: "<br>", breakable: breakable)
    }

    /// Text inline (a paragraph, a list item, a heading, an HTML block's line): escaped, line
    /// breaks as spaces.
    static func inline(_ text: String) -> String { escape(text, lineBreak: " ", breakable: false) }

    /// A value in code style (an id, a file name): `<code>` around the escaped text, which
    /// works inside table cells and HTML blocks alike, unlike a backtick span.
    static func code(_ text: String, breakable: Bool = false) -> String {
        "<code>" + escape(text, lineBreak: " ", breakable: breakable) + "</code>"
    }

    /// The lines of a `<pre>` block (a case's failure details), to stand between a `<pre>` line
    /// and a `</pre>` line: HTML-escaped (the block is raw HTML, shown as it is), hidden
    /// characters spelt out, no line starting with `:` after white space
    /// (``VisibleText/startsWorkflowCommand(_:)``), no autolink, each line cut and the whole
    /// block cut.
    static func preformatted(_ text: String) -> String {
        let bounded = BoundedText.cut(BoundedText.cutLines(text, to: maxCodeLineLength), to: maxCodeBlockLength)
        var out = ""
        out.reserveCapacity(bounded.utf8.count)
        var lineStart = true  // only white space since the line began
        var previous: Unicode.Scalar = "\n"
        var ws = 0
        let scalars = Array(bounded.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            defer {
                lineStart = scalar == "\n" || (lineStart && scalar.properties.isWhitespace)
                previous = scalar
                ws = scalar == "w" || scalar == "W" ? ws + 1 : 0
            }
            if VisibleText.isHidden(scalar, lineBreaks: true) {
                out += VisibleText.spelling(scalar)
                continue
            }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "(" where previous == "]": out += "&#40;"
            case ":" where lineStart: out += "&#58;"
            case ":" where scalars[(index + 1)...].starts(with: ["/", "/"]): out += "&#58;"
            case "." where ws >= 3: out += "&#46;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A link destination the writer chose (a path it computed, `--report-url`): every byte that
    /// could end or break the destination (space, parentheses, angle brackets, quotes,
    /// backslash, brackets, hidden characters, anything beyond ASCII) percent-encoded.
    static func destination(_ link: String) -> String {
        var out = ""
        for byte in link.utf8 {
            let keep =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~:/?#@!$&'*+,;=%".utf8.contains(byte)
            if keep {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// An anchor id: lower-case letters, digits and dashes.
    static func anchor(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// The reference GitHub shows as `scalar` and never reads as Markdown or HTML syntax; nil
    /// for a character that is text as it is. `[` and `]` stay (a link needs `](`, whose `(` is
    /// written as a reference, or a definition at the start of a line, where no value goes).
    private static func reference(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\\", "`", "*", "_", "~", "|", "$": return "&#\(scalar.value);"
        default: return nil
        }
    }

    private static func escape(_ text: String, lineBreak: String, breakable: Bool) -> String {
        // One value is cut first, so a huge title stays small.
        let text = BoundedText.cut(text, to: maxValueLength)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var run = 0
        var previous: Character = " "
        var ws = 0  // how many `w`s the text just had: is this `www.`?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            defer {
                previous = character
                index = next
                ws = character == "w" || character == "W" ? ws + 1 : 0
            }
            let breaks = character == " " || character == "\n" || character == "\r\n" || character == "-"
            // A capital after a small letter (`didFail`), far enough into a name, may start a new line.
            if breakable, !breaks,
                run >= longestRun || (run >= unbrokenRun && character.isUppercase && previous.isLowercase)
            {
                out += "<wbr>"
                run = 0
            }
            if character == "\n" || character == "\r\n" {
                out += lineBreak
            } else if character == "(", previous == "]" {
                out += "&#40;"  // `[text](…)` and `![alt](…)` are never a link or an image
            } else if character == ":", text[next...].hasPrefix("//") {
                out += "&#58;"  // `https://…` is never autolinked
            } else if character == ".", ws >= 3 {
                out += "&#46;"  // nor is `www.…`
            } else {
                for scalar in character.unicodeScalars {
                    if VisibleText.isHidden(scalar) {
                        out += VisibleText.spelling(scalar)
                    } else if let reference = reference(scalar) {
                        out += reference
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
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
        }
        return out
    }
}
