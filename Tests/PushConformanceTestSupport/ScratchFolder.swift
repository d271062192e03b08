package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Throwaway folders for tests, all under one folder per test process
/// (`push-conformance-tests-<pid>` in the temporary directory), which is removed when the process
/// exits. Tests used to leave every folder they made behind: dozens per `swift test`.
package enum ScratchFolder {
    /// This process's parent folder (not created until a folder is asked for).
    package static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "push-conformance-tests-\(ProcessInfo.processInfo.processIdentifier)")
        atexit { ScratchFolder.removeRoot() }
        return root
    }()

    /// A fresh folder path under ``root`` named `<prefix>-<random>`; the folder is not created,
    /// its parent is.
    package static func url(_ prefix: String) -> URL {
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.appendingPathComponent("\(prefix)-\(UInt64.random(in: 0...UInt64.max))")
    }

    /// ``url(_:)`` as a path.
    package static func path(_ prefix: String) -> String { url(prefix).path }

    private static func removeRoot() {
        try? FileManager.default.removeItem(at: root)
    }
}
