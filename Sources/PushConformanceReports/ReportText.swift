import PushConformance

/// Text bounds shared by every report writer: one pass, never more than the bound kept.
enum ReportText {
    /// `text` cut after `limit` characters with the marker every writer uses, `… (N more bytes)`
    /// (``BoundedText/cut(_:to:)``).
    static func cut(_ text: String, to limit: Int) -> String { BoundedText.cut(text, to: limit) }

    /// `text` cut to at most `limit` UTF-8 bytes at a line break when one is near (else at a
    /// character), with `note` (which names what was cut) appended when cut.
    static func cutBytes(_ text: String, to limit: Int, note: (Int) -> String) -> String {
        guard text.utf8.count > limit else { return text }
        var kept = 0
        var end = text.startIndex
        var lastBreak: String.Index?
        for index in text.indices {
            let size = text[index].utf8.count
            if kept + size > limit { break }
            kept += size
            end = text.index(after: index)
            if text[index] == "\n" { lastBreak = end }
        }
        if let lastBreak, text.distance(from: lastBreak, to: end) < 400 { end = lastBreak }
        let dropped = text[end...].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } + 1
        return String(text[..<end]) + note(dropped)
    }
}
