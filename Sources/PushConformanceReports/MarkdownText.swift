import PushConformance

/// Text made safe for Markdown, the one place every Markdown writer escapes (the comparison,
/// the requirement grid): one pass over each string, and values longer than ``maxValueLength``
/// cut with a marker, so a 4 MiB scenario title costs one read and a few kilobytes of output.
enum MarkdownText {
    /// Characters of one value in a cell or a line.
    static let maxValueLength = 2_000
    /// Characters of one line inside a fenced code block (failure details).
    static let maxCodeLineLength = 4_000
    /// Characters of one fenced code block (a case's failure details).
    static let maxCodeBlockLength = 20_000

    /// Minimal HTML escaping (GitHub renders inline HTML in Markdown): `&`, `<`, `>`.
    static func html(_ text: String) -> String { escape(text, newline: "\n", pipe: "|") }

    /// Text safe inside a table cell: HTML-escaped, `|` escaped, line breaks as `<br>`.
    static func cell(_ text: String) -> String { escape(text, newline: "<br>", pipe: "\\|") }

    /// Text safe inline (outside tables): HTML-escaped, line breaks as spaces.
    static func inline(_ text: String) -> String { escape(text, newline: " ", pipe: "|") }

    /// Text for a fenced code block: a fence inside it (```) becomes ''', each line is cut,
    /// and so is the whole block.
    static func codeBlock(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var backticks = 0
        let bounded = BoundedText.cut(BoundedText.cutLines(text, to: maxCodeLineLength), to: maxCodeBlockLength)
        for scalar in bounded.unicodeScalars {
            if scalar == "`" {
                backticks += 1
                continue
            }
            flush(&backticks, into: &out)
            out.unicodeScalars.append(scalar)
        }
        flush(&backticks, into: &out)
        return out
    }

    /// A run of backticks: three or more would close the fence, so they are written as quotes.
    private static func flush(_ count: inout Int, into out: inout String) {
        guard count > 0 else { return }
        out += String(repeating: count >= 3 ? "'" : "`", count: count)
        count = 0
    }

    private static func escape(_ text: String, newline: String, pipe: String) -> String {
        let value = BoundedText.cut(text, to: maxValueLength)
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|": out += pipe
            case "\n": out += newline
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
