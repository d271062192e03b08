import Foundation

/// Where ``expectConformance(_:scenarios:only:goldens:recordMode:exploration:sourceLocation:)`` keeps goldens
/// when the call names no folder: one folder per test file, as swift-snapshot-testing keeps
/// `__Snapshots__/<TestFile>/`, under `Tests/__Conformance__/`.
///
/// The folder sits beside the test targets, not inside one: SwiftPM warns about files it does
/// not know in a target's folder (and an `exclude:` of a folder that does not exist yet warns
/// too), while a folder of `Tests/` that no target names is left alone. So a package builds
/// clean before its first recording and after it, with nothing to add to `Package.swift`.
public enum ConformanceGoldens: Sendable {
    /// The folder name: `__Conformance__`, holding `<TestTarget>/<TestFile>/<vendor id>/<scenario id>.jsonl`.
    public static let folderName = "__Conformance__"

    /// The goldens folder of a test file (`#filePath`): `<…>/Tests/__Conformance__/<path of the
    /// file below Tests/, without .swift>`, e.g. `Tests/__Conformance__/MySDKTests/ConformanceTests`
    /// for `Tests/MySDKTests/ConformanceTests.swift`. Tests in one file share their goldens, two
    /// files never do. A file outside any `Tests` folder keeps them beside itself, in
    /// `__Conformance__/<file name>`.
    public static func defaultFolder(besides testFile: String) -> String {
        let file = URL(fileURLWithPath: testFile).standardizedFileURL
        let components = file.deletingPathExtension().pathComponents
        if let tests = components.dropLast().lastIndex(of: "Tests") {
            var folder = URL(fileURLWithPath: "/")
            for component in components[1...tests] { folder.appendPathComponent(component) }
            folder.appendPathComponent(folderName)
            for component in components[(tests + 1)...] { folder.appendPathComponent(component) }
            return folder.path
        }
        return file.deletingLastPathComponent().appendingPathComponent(folderName)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    }
}
