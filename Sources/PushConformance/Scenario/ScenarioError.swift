/// A scenario file that cannot be used: which file, where in it (a JSON path), and what is
/// wrong. Reported, never a crash.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the scenarios folder.
    public var file: String
    /// The JSON path, e.g. `steps[3].push.padToBytes` (empty for the whole document).
    public var path: String
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    package init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: path: message`.
    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}
