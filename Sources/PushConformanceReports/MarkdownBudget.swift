/// A Markdown document built under a byte bound: sections are added whole while they fit, and
/// what does not fit is named at the end with a link to the full comparison.
struct MarkdownBudget {
    /// The most UTF-8 bytes of the finished document.
    let limit: Int
    /// The lines so far.
    private(set) var lines: [String] = []
    /// Their UTF-8 bytes, newlines included.
    private(set) var used = 0
    /// The sections left out, in order.
    private(set) var omitted: [String] = []
    /// Bytes kept for the closing note and the lines added with ``force(_:)``.
    static let reserve = 4_000

    init(limit: Int) { self.limit = limit }

    private static func size(_ lines: [String]) -> Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }

    /// Adds short lines whatever the budget (headings, counts): their bytes come from ``reserve``.
    mutating func force(_ more: [String]) {
        lines += more
        used += Self.size(more)
    }

    /// Adds the lines when they fit under the limit less the reserve; else names them (when
    /// `named` is given) as left out. Returns whether they were added.
    @discardableResult
    mutating func add(_ more: [String], named: String? = nil) -> Bool {
        let size = Self.size(more)
        guard used + size <= limit - Self.reserve else {
            if let named { omitted.append(named) }
            return false
        }
        lines += more
        used += size
        return true
    }

    /// Names a section left out on purpose.
    mutating func omit(_ name: String) { omitted.append(name) }

    /// The document, ending with what was left out and where the rest is.
    func finish(link: String?) -> String {
        var out = lines
        if !omitted.isEmpty {
            let names =
                omitted.count > 12
                ? omitted.prefix(12).joined(separator: ", ") + " and \(omitted.count - 12) more"
                : omitted.joined(separator: ", ")
            out += [
                "", "---", "",
                "Cut to fit (\(limit / 1000) kB): \(MarkdownText.inline(names)) "
                    + (link.map { "are in [the full comparison](\(MarkdownText.destination($0)))." }
                        ?? "are in the full comparison (`compare --html`)."),
            ]
        }
        return out.joined(separator: "\n") + "\n"
    }
}
