import Foundation

/// Writes report files so that a reader never sees a partial one: the text goes to a hidden
/// temporary file beside the target, which is renamed over the target only when complete.
public enum ReportFile {
    /// Why an output file cannot be written.
    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// Creates an error.
        public init(_ message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// Checks before a run that `path` can be written: its folder exists (it is created if
    /// missing) and is writable, and the path is not a folder.
    public static func checkWritable(_ path: String, flag: String) throws(WriteError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError("\(flag) \(path) is a folder; give a file name")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError("\(flag) \(path): cannot create the folder \(folder)")
        }
        guard manager.isWritableFile(atPath: folder) else {
            throw WriteError("\(flag) \(path): the folder \(folder) is not writable")
        }
    }

    /// Writes `text` to `path` atomically (temporary file, then rename). On failure nothing is
    /// left at `path` that was not there before, and the temporary file is removed.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError("cannot write \(path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError("cannot write \(path): renaming the finished file into place failed")
        }
    }

    /// Reads a file as UTF-8 text.
    public static func read(_ path: String, flag: String) throws(WriteError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WriteError("\(flag) \(path): no such file, or it cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw WriteError("\(flag) \(path): not UTF-8 text") }
        return text
    }
}
