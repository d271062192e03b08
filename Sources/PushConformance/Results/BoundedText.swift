/// Long values cut to a bounded length with a marker saying how much was left out, in one pass:
/// a 4 MiB scenario title, a 3 MB problem line or a 60 MB golden line never floods a console or
/// a Markdown page, and cutting costs no more than reading the kept part.
package enum BoundedText {
    /// Characters of one console line (the tool cuts every printed line to this).
    package static let consoleLineLength = 20_000

    /// `text` when it has at most `limit` characters, else its first `limit` characters and
    /// `… (N more bytes)`.
    package static func cut(_ text: String, to limit: Int) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex
        else {
            return text
        }
        let left = text.utf8.count - text[..<end].utf8.count
        return String(text[..<end]) + "… (\(left) more bytes)"
    }

    /// Every line of `text` (split on `\n`) cut to `limit` characters, in one pass.
    package static func cutLines(_ text: String, to limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var out = ""
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            out += cut(String(text[lineStart..<lineEnd]), to: limit)
            guard lineEnd < text.endIndex else { break }
            out += "\n"
            lineStart = text.index(after: lineEnd)
        }
        return out
    }
}
