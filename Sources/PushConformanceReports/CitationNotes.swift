/// Numbered notes for a page, as caniuse numbers its shared notes: a citation or a finding said
/// once at the end, referred to by its number wherever it applies. Numbers follow first use.
struct CitationNotes: Sendable {
    /// The notes' texts, in number order.
    private(set) var texts: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of a note, added when new.
    mutating func number(_ text: String) -> Int {
        if let number = numbers[text] { return number }
        texts.append(text)
        numbers[text] = texts.count
        return texts.count
    }

    /// An HTML reference to a note: `<sup class="note-ref"><a href="#note-3">[3]</a></sup>`.
    mutating func htmlReference(_ text: String, prefix: String = "") -> String {
        let number = number(text)
        return "<sup class=\"note-ref\"><a href=\"\(prefix)#note-\(number)\">[\(number)]</a></sup>"
    }

    /// The notes as an HTML ordered list (empty when there are none); sources in them are links
    /// (``SourceLinks``).
    func htmlList(heading: String = "Notes") -> String {
        guard !texts.isEmpty else { return "" }
        let escape = HTMLComparison.escape
        return "<section id=\"notes\">\n<h2>\(escape(heading))</h2>\n<ol class=\"notes\">\n"
            + texts.enumerated().map { "<li id=\"note-\($0.offset + 1)\">\(SourceLinks.html($0.element))</li>\n" }
            .joined()
            + "</ol>\n</section>\n"
    }

    /// A Markdown reference: `[3]` linking to the note.
    mutating func markdownReference(_ text: String) -> String {
        "<sup>[\(number(text))](#note-\(number(text)))</sup>"
    }

    /// The notes as a Markdown numbered list with anchors.
    func markdownList(heading: String = "## Notes") -> [String] {
        guard !texts.isEmpty else { return [] }
        return ["", heading, ""]
            + texts.enumerated().map {
                "\($0.offset + 1). <a id=\"note-\($0.offset + 1)\"></a>\(MarkdownText.inline($0.element))"
            }
    }
}
