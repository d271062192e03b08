/// Citations as links a reader can follow: in a citation's text, `owner/repo@commit:path:lines`
/// becomes a link to that commit's file on GitHub, at those lines (`:11-16,43-46` opens at
/// lines 11–16), and an `http://` or `https://` URL becomes a link to itself. Everything else
/// stays text, escaped with ``HTMLComparison/escape(_:)`` like every other value of a page.
enum SourceLinks {
    /// A found source: where it is in the text and where it leads.
    struct Found: Sendable, Hashable {
        /// Its range in the text.
        var range: Range<String.Index>
        /// The address it links to.
        var url: String
    }

    /// The text as HTML, each source a link (`<a class="source" href="…">…</a>`).
    static func html(_ text: String) -> String {
        let escape = HTMLComparison.escape
        var out = ""
        var start = text.startIndex
        for source in sources(in: text) {
            out += escape(String(text[start..<source.range.lowerBound]))
            out += "<a class=\"source\" href=\"\(escape(source.url))\">\(escape(String(text[source.range])))</a>"
            start = source.range.upperBound
        }
        return out + escape(String(text[start...]))
    }

    /// The sources in a text, in order.
    static func sources(in text: String) -> [Found] {
        var found: [Found] = []
        var index = text.startIndex
        while index < text.endIndex {
            // Sources start at a word: never inside another token.
            let atWordStart = index == text.startIndex || isSeparator(text[text.index(before: index)])
            if atWordStart, let source = url(in: text, at: index) ?? repository(in: text, at: index) {
                found.append(source)
                index = source.range.upperBound
            } else {
                index = text.index(after: index)
            }
        }
        return found
    }

    /// `https://…` or `http://…` up to white space or a quote, without trailing punctuation.
    private static func url(in text: String, at start: String.Index) -> Found? {
        let rest = text[start...]
        guard rest.hasPrefix("https://") || rest.hasPrefix("http://") else { return nil }
        var end = rest.firstIndex { $0.isWhitespace || "\"'<>".contains($0) } ?? text.endIndex
        end = trimmed(text, start, end)
        guard text.distance(from: start, to: end) > "https://".count else { return nil }
        return Found(range: start..<end, url: String(text[start..<end]))
    }

    /// `owner/repo@commit:path[:lines]`: a GitHub owner and repository, a hexadecimal commit of
    /// 7 to 40 digits, a path, and optional line numbers (`49`, `11-16`, `11-16,43-46`).
    private static func repository(in text: String, at start: String.Index) -> Found? {
        let rest = text[start...]
        let nameCharacters = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || "-_.".contains(c)) }
        guard let slash = rest.firstIndex(where: { !nameCharacters($0) }), rest[slash] == "/" else { return nil }
        let owner = rest[..<slash]
        let afterSlash = rest[rest.index(after: slash)...]
        guard let at = afterSlash.firstIndex(where: { !nameCharacters($0) }), afterSlash[at] == "@" else { return nil }
        let repo = afterSlash[..<at]
        let afterAt = afterSlash[afterSlash.index(after: at)...]
        guard let colon = afterAt.firstIndex(where: { !$0.isHexDigit }), afterAt[colon] == ":" else { return nil }
        let commit = afterAt[..<colon]
        guard !owner.isEmpty, !repo.isEmpty, (7...40).contains(commit.count) else { return nil }
        let afterColon = afterAt[afterAt.index(after: colon)...]
        let pathEnd = afterColon.firstIndex { $0.isWhitespace || ":;\"'<>()".contains($0) } ?? afterColon.endIndex
        let pathStop = trimmed(text, afterColon.startIndex, pathEnd)
        let path = text[afterColon.startIndex..<pathStop]
        guard !path.isEmpty, !path.hasPrefix("/") else { return nil }
        var end = pathStop
        var anchor = ""
        if pathStop == pathEnd, pathEnd < text.endIndex, text[pathEnd] == ":" {
            let lines = text[text.index(after: pathEnd)...].prefix { $0.isNumber || $0 == "-" || $0 == "," }
            let first = lines.split(separator: ",").first.map(String.init) ?? ""
            let bounds = first.split(separator: "-", omittingEmptySubsequences: false)
            if let from = bounds.first, !from.isEmpty, from.allSatisfy(\.isNumber) {
                anchor = "#L\(from)"
                if bounds.count == 2, !bounds[1].isEmpty, bounds[1].allSatisfy(\.isNumber) {
                    anchor += "-L\(bounds[1])"
                }
                end = trimmed(text, afterColon.startIndex, lines.endIndex)
            }
        }
        let url = "https://github.com/\(owner)/\(repo)/blob/\(commit)/\(path)\(anchor)"
        return Found(range: start..<end, url: url)
    }

    /// `end` moved back over trailing punctuation (`.`, `,`, `;`, `:`, `)`) that ends a sentence.
    /// A `)` that closes a `(` inside the source stays (`…/usernotificationcenter(_:didreceive:)`),
    /// as GitHub's autolinks keep it.
    private static func trimmed(_ text: String, _ start: String.Index, _ end: String.Index) -> String.Index {
        var end = end
        while end > start {
            let last = text[text.index(before: end)]
            if last == ")" {
                let inside = text[start..<text.index(before: end)]
                let opened = inside.filter { $0 == "(" }.count
                let closed = inside.filter { $0 == ")" }.count
                if opened > closed { break }
            } else if !".,;:".contains(last) {
                break
            }
            end = text.index(before: end)
        }
        return end
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character.isWhitespace || "([;,\"'".contains(character)
    }
}
