import Foundation

/// Reads and writes golden transcripts: `<root>/<vendor>/<scenario-id>.jsonl`.
///
/// The only part of the runner that touches the file system for goldens; reporters never do.
public struct GoldenStore: Sendable {
    /// The goldens folder.
    public var root: String

    /// A store rooted at `root`.
    public init(root: String) { self.root = root }

    /// The path of one golden.
    public func path(vendor: String, scenario: String) -> String { "\(root)/\(vendor)/\(scenario).jsonl" }

    /// The golden's lines, or nil when it does not exist.
    public func read(vendor: String, scenario: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path(vendor: vendor, scenario: scenario)) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Writes a golden (creating folders), one line per record, ending with a newline.
    public func write(_ lines: [String], vendor: String, scenario: String) throws {
        let folder = "\(root)/\(vendor)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = lines.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(vendor: vendor, scenario: scenario)), options: .atomic)
    }

    /// Every golden on disk: (vendor, scenario id).
    public func all() -> [(vendor: String, scenario: String)] {
        let manager = FileManager.default
        guard let vendors = try? manager.contentsOfDirectory(atPath: root) else { return [] }
        var found: [(String, String)] = []
        for vendor in vendors.sorted() {
            guard let files = try? manager.contentsOfDirectory(atPath: "\(root)/\(vendor)") else { continue }
            for file in files.sorted() where file.hasSuffix(".jsonl") {
                found.append((vendor, String(file.dropLast(6))))
            }
        }
        return found
    }
}
