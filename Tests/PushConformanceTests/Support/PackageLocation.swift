import Foundation

/// Where this package is, found from this file's path (tests never depend on the working directory).
enum PackageLocation {
    /// The package root.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Conformance/`.
    static let conformance = root + "/Conformance"

    /// The built `push-conformance` binary: beside the test bundle in the build folder.
    static var toolBinary: String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("push-conformance").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
