import Foundation

/// One input document: a name for the tables and its bytes.
public struct BenchmarkSample: Sendable {
    /// Shown in benchmark names (`apns-2.7k`, `fixture altcraft/…`).
    public var name: String
    /// The document's bytes, exactly as read from disk.
    public var bytes: [UInt8]
    /// The same bytes as `Data`, for Foundation's parsers.
    public var data: Data

    /// A sample from bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.data = Data(bytes)
    }
}

/// Finds the inputs next to this package: its own payloads and the project's fixtures.
public enum BenchmarkInputs {
    /// The `Benchmarks` folder (this package's root), found from this source file's path.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The project's `Conformance` folder.
    public static var conformanceRoot: URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("Conformance")
    }

    /// The payloads written for the benchmarks (`Payloads/*.json`), sorted by name.
    public static func payloads() -> [BenchmarkSample] {
        jsonFiles(under: packageRoot.appendingPathComponent("Payloads")).map { url in
            BenchmarkSample(name: url.deletingPathExtension().lastPathComponent, bytes: read(url))
        }
    }

    /// One payload by file name without extension (`apns-2.7k`); nil if absent.
    public static func payload(_ name: String) -> BenchmarkSample? {
        payloads().first { $0.name == name }
    }

    /// Every fixture under `Conformance/Fixtures`, named by its relative path, sorted.
    public static func fixtures() -> [BenchmarkSample] {
        let root = conformanceRoot.appendingPathComponent("Fixtures")
        return jsonFiles(under: root).map { url in
            let relative = String(url.path.dropFirst(root.path.count + 1))
            return BenchmarkSample(name: relative, bytes: read(url))
        }
    }

    /// `.json` files below `folder`, recursively, sorted by path.
    public static func jsonFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            found.append(url.standardizedFileURL)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A file's bytes (empty when unreadable: a benchmark input is never worth a trap).
    public static func read(_ url: URL) -> [UInt8] {
        (try? Data(contentsOf: url)).map { Array($0) } ?? []
    }
}
