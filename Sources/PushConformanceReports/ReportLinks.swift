/// Where a report page links to, each relative to the page's folder (or an absolute URL): the
/// comparison's index page, the folder of its scenario pages, the requirement grid and the
/// specification. A link that is nil is left out. The command line computes them from the files it
/// writes; a team writing its own reports sets what it publishes.
public struct ReportLinks: Sendable, Hashable {
    /// The comparison's index page (`report.html`).
    public var report: String?
    /// The folder of the comparison's per-scenario pages (`report-scenarios`).
    public var scenarioPages: String?
    /// The requirement × vendor grid page (`grid.html`).
    public var grid: String?
    /// The specification: the HTML page the command line writes with the scenario pages
    /// (`report-scenarios/specification.html`, ``SpecificationPage``), SPEC.md, or a URL. Its
    /// entries are linked with ``specAnchor(_:)``.
    public var spec: String?

    /// Links to the given places; none by default.
    public init(report: String? = nil, scenarioPages: String? = nil, grid: String? = nil, spec: String? = nil) {
        self.report = report
        self.scenarioPages = scenarioPages
        self.grid = grid
        self.spec = spec
    }

    /// The scenario pages' folder beside an index page: the page's name without `.html`, then
    /// `-scenarios` (`report.html` → `report-scenarios`), never the page itself.
    public static func scenarioFolder(forIndexNamed name: String) -> String {
        var stem = Substring(name)
        for suffix in [".html", ".htm"] where stem.lowercased().hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        return (stem.isEmpty ? "report" : String(stem)) + "-scenarios"
    }

    /// The most UTF-8 bytes of a scenario page's name before `.html`: the file name stays far
    /// under the 255 bytes a file system allows, whatever the id.
    static let maxPageNameBytes = 200

    /// A scenario page's file name: letters, digits, `.` and `-` kept, every other byte as
    /// `_XX` (so two ids never share a name, and none starts with a dot). A name that would pass
    /// ``maxPageNameBytes`` (an id of 99 bytes of Cyrillic is 297) keeps its first 180 bytes and
    /// ends with `-` and a 64-bit FNV-1a hash of the whole id, so it stays bounded and distinct.
    /// Two ids that differ only in letter case get names that differ only in case: a run never
    /// loads both (``ScenarioID/folded(_:)``), and the writer refuses them.
    public static func pageName(scenario id: String) -> String {
        var name = ""
        var cut: String.Index?  // where the name stops when it is too long
        for (index, byte) in id.utf8.enumerated() {
            let keep =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || (byte == 0x2E && index > 0)
            let piece = keep ? String(Unicode.Scalar(byte)) : "_" + hex(UInt64(byte), digits: 2)
            if cut == nil, name.utf8.count + piece.utf8.count > maxPageNameBytes - 20 { cut = name.endIndex }
            name += piece
        }
        guard name.utf8.count > maxPageNameBytes, let cut else { return name + ".html" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return name[..<cut] + "-" + hex(hash, digits: 16) + ".html"
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The link to a scenario's page, from the index's folder; nil without scenario pages.
    func scenarioPage(_ id: String) -> String? {
        scenarioPages.map { Self.joined($0, Self.pageName(scenario: id)) }
    }

    /// The same places seen from a folder one level down (a scenario page): relative links gain `../`.
    var descended: ReportLinks {
        func down(_ link: String?) -> String? { link.map { Self.isAbsolute($0) ? $0 : "../" + $0 } }
        return ReportLinks(
            report: down(report), scenarioPages: scenarioPages.map { _ in "." }, grid: down(grid), spec: down(spec))
    }

    /// Whether a link starts from a scheme or the root (`https://…`, `/…`), not from the page's folder.
    static func isAbsolute(_ link: String) -> Bool {
        if link.hasPrefix("/") { return true }
        guard let colon = link.firstIndex(of: ":") else { return false }
        let scheme = link[..<colon]
        return !scheme.isEmpty
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    static func joined(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A specification anchor for a requirement id: the id ``SpecificationPage`` gives its entry,
    /// the same GitHub makes from the entry's heading in SPEC.md (`R4` → `#r4`).
    static func specAnchor(_ id: String) -> String {
        String(
            id.lowercased().compactMap {
                $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : $0 == " " ? "-" : nil
            })
    }
}
