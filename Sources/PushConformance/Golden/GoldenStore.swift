import Foundation

/// Reads and writes golden transcripts: `<root>/<vendor>/<scenario-id>.jsonl`.
///
/// The only part of the runner that touches the file system for goldens; reporters never do.
/// A golden is read as bytes (split on `\n` bytes, so CRLF line ends are seen and named), only
/// from a regular file (a folder, a FIFO, a symbolic-link loop or an unreadable file is
/// reported as unreadable, never as missing), and written atomically (`AtomicFileWriter`),
/// never building a goldens tree that does not exist. A golden that leads outside the goldens
/// folder through a symbolic link is refused, never read or written through.
public struct GoldenStore: Sendable {
    /// The goldens folder.
    package var root: String

    /// The largest golden read (a transcript of 10,000 steps stays far below).
    package static let maxGoldenBytes = 64 * 1_048_576

    /// Vendor ids whose goldens live in another folder than their own id: a one-vendor check
    /// keeps its router cases with its own goldens (`router` → the vendor's id), so two vendors
    /// checked into one goldens folder never share, and fight over, a `router/` folder.
    package var folders: [String: String] = [:]
    /// When set, the only folders that are this store's: ``all()`` lists only them, so the
    /// unused-golden audit of one vendor never sees another vendor's goldens beside its own.
    package var ownFolders: Set<String>? = nil

    /// A store rooted at `root`.
    public init(root: String, folders: [String: String] = [:], ownFolders: Set<String>? = nil) {
        self.root = root
        self.folders = folders
        self.ownFolders = ownFolders
    }

    /// The folder of a vendor's goldens: its id, unless ``folders`` says otherwise.
    package func folder(for vendor: String) -> String { folders[vendor] ?? vendor }

    /// The path of one golden.
    package func path(vendor: String, scenario: String) -> String { "\(root)/\(folder(for: vendor))/\(scenario).jsonl" }

    /// What is on disk for one golden.
    package enum Golden: Sendable, Hashable {
        /// No file.
        case missing
        /// Its lines (empty lines dropped).
        case lines([String])
        /// Its lines with the CR of CRLF line ends removed: a checkout converted it (git
        /// `core.autocrlf`), so it is not what `record` wrote.
        case crlf([String])
        /// It exists but cannot be used: why, as the end of a sentence (`is a folder, not a file`).
        case unreadable(String)
    }

    /// Reads one golden.
    package func load(vendor: String, scenario: String) -> Golden {
        if let escape = linkLeavingRoot(vendor: vendor, scenario: scenario) { return .unreadable(escape) }
        switch FileProbe.read(path(vendor: vendor, scenario: scenario), maxBytes: Self.maxGoldenBytes) {
        case .failure(let error):
            if case .missing = error.kind { return .missing }
            return .unreadable(error.message)
        case .success(let bytes):
            return Self.parse(bytes)
        }
    }

    /// Splits golden bytes into lines on `\n` bytes (a Swift `Character` would take `\r\n` as one
    /// and see a CRLF file as a single line). Empty lines are skipped; an invalid one is named by
    /// its line number in the file.
    static func parse(_ bytes: [UInt8]) -> Golden {
        var lines: [String] = []
        var crlf = false
        var number = 0
        let unreadable: Int? = bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
                defer { start = end + 1 }
                number += 1
                var stop = end
                guard stop > start else { continue }
                if buffer[stop - 1] == UInt8(ascii: "\r") {
                    crlf = true
                    stop -= 1
                    if stop == start { continue }
                }
                let raw = UnsafeBufferPointer(rebasing: buffer[start..<stop])
                var text = String(decoding: raw, as: UTF8.self)
                // Decoding repairs invalid UTF-8, so the text differs from the bytes exactly when they were invalid.
                let same = text.withUTF8 { decoded in
                    guard decoded.count == raw.count, let left = decoded.baseAddress, let right = raw.baseAddress else {
                        return decoded.count == raw.count
                    }
                    return memcmp(left, right, raw.count) == 0
                }
                guard same else { return number }
                lines.append(text)
            }
            return nil
        }
        if let unreadable { return .unreadable("is not UTF-8 text (line \(unreadable))") }
        return crlf ? .crlf(lines) : .lines(lines)
    }

    /// The golden's lines, or nil when it is missing or unreadable.
    package func read(vendor: String, scenario: String) -> [String]? {
        switch load(vendor: vendor, scenario: scenario) {
        case .lines(let lines), .crlf(let lines): return lines
        case .missing, .unreadable: return nil
        }
    }

    /// Writes a golden atomically, one line per record, ending with a newline. Creates the
    /// vendor folder, never the goldens root: a mistyped root is an error, not a new tree.
    package func write(_ lines: [String], vendor: String, scenario: String) throws(AtomicFileWriter.WriteError) {
        if let problem = rootProblem() { throw AtomicFileWriter.WriteError("cannot record: \(problem)") }
        let folder = "\(root)/\(folder(for: vendor))"
        switch FileProbe.inspect(folder) {
        case .folder: break
        case .missing:
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                throw AtomicFileWriter.WriteError(
                    "cannot record: cannot create the folder \(folder) (\(FileProbe.describe(errno)))")
            }
        case let other:
            throw AtomicFileWriter.WriteError("cannot record: \(folder) \(other.problem ?? "is not a folder")")
        }
        if let escape = linkLeavingRoot(vendor: vendor, scenario: scenario) {
            throw AtomicFileWriter.WriteError("cannot record: \(path(vendor: vendor, scenario: scenario)) \(escape)")
        }
        let text = lines.joined(separator: "\n") + "\n"
        try AtomicFileWriter.write(
            Array(text.utf8), to: path(vendor: vendor, scenario: scenario), cleanFoundationTemporaries: true)
    }

    /// Why a golden's path leads out of the goldens folder through a symbolic link (the golden
    /// itself or its vendor folder is a link to somewhere else), as the end of a sentence; nil
    /// when it stays inside. Such a golden is never read or written: recording through it would
    /// replace a file outside the goldens folder.
    func linkLeavingRoot(vendor: String, scenario: String) -> String? {
        let path = path(vendor: vendor, scenario: scenario)
        guard let root = ResolvedPath.resolve(root), let target = ResolvedPath.resolve(path),
            !ResolvedPath.isInside(target, folder: root)
        else { return nil }
        return "is a symbolic link leading outside the goldens folder (to \(target)); a golden is never read or "
            + "written through such a link: put the file itself in the goldens folder"
    }

    /// Why the goldens root cannot be used (it does not exist, is not a folder, cannot be
    /// listed), or nil. The CLI asks before a run, so a mistyped `--goldens` folder is one
    /// usage error instead of one failure per case, and `record` never builds a new tree.
    package func rootProblem() -> String? {
        switch FileProbe.inspect(root) {
        case .folder:
            guard (try? FileManager.default.contentsOfDirectory(atPath: root)) != nil else {
                return "the goldens folder \(root) cannot be listed"
            }
            return nil
        case .missing:
            return
                "the goldens folder \(root) does not exist (mistyped?); give an existing folder, or create it first to record new goldens"
        case let other:
            return "the goldens folder \(root) \(other.problem ?? "cannot be used")"
        }
    }

    /// Every golden on disk: (vendor, scenario id).
    package func all() -> [(vendor: String, scenario: String)] {
        let manager = FileManager.default
        guard let vendors = try? manager.contentsOfDirectory(atPath: root) else { return [] }
        var found: [(String, String)] = []
        for vendor in vendors.sorted() where !vendor.hasPrefix(".") && ownFolders.map({ $0.contains(vendor) }) ?? true {
            guard let files = try? manager.contentsOfDirectory(atPath: "\(root)/\(vendor)") else { continue }
            for file in files.sorted() where file.hasSuffix(".jsonl") && !file.hasPrefix(".") {
                found.append((vendor, String(file.dropLast(6))))
            }
        }
        return found
    }
}
