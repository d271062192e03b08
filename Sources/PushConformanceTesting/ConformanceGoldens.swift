import Foundation

/// Where ``expectConformance(_:scenarios:only:goldens:recordMode:sourceLocation:)`` keeps goldens
/// when the call names no folder: next to the calling test file, one folder per test file, as
/// swift-snapshot-testing keeps `__Snapshots__/<TestFile>/`.
public enum ConformanceGoldens {
    /// The folder name: `__Conformance__`, holding `<TestFile>/<vendor id>/<scenario id>.jsonl`.
    public static let folderName = "__Conformance__"

    /// `<folder of testFile>/__Conformance__/<testFile's name without .swift>` for a test file's
    /// path (`#filePath`): tests in one file share their goldens, two files never do.
    public static func defaultFolder(besides testFile: String) -> String {
        let file = URL(fileURLWithPath: testFile)
        return file.deletingLastPathComponent().appendingPathComponent(folderName)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    }
}
