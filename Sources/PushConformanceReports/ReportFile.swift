import PushConformance
import Foundation

/// Writes report files so that a reader never sees a partial one: the text goes to a hidden
/// temporary file beside the target, which is renamed over the target only when complete
/// (``AtomicFileWriter``).
package enum ReportFile {
    /// Why an output file cannot be written.
    package struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        package var message: String
        /// Creates an error.
        package init(_ message: String) { self.message = message }
        /// The message.
        package var description: String { message }
    }

    /// The largest file ``read(_:flag:)`` reads (a results file of 12,000 cases is about 40 MB).
    package static let maxReadBytes = 512 * 1_048_576

    /// Checks before a run that `path` can be written, creating nothing that stays: it is a
    /// file name (not empty, no name over 255 bytes), it is not a folder, a device, a FIFO or a
    /// socket (a symbolic link is followed to the file it names, also one that does not exist
    /// yet), and a file can really be created in its folder (tried, then removed); a folder that
    /// does not exist yet must be creatable (its nearest existing ancestor a writable folder).
    package static func checkWritable(_ path: String, flag: String) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError("\(flag) '': an empty path is not a file name") }
        if let long = path.split(separator: "/").first(where: { $0.utf8.count > 255 }) {
            throw WriteError(
                "\(flag) \(path): the name '\(long.prefix(24))…' is \(long.utf8.count) bytes; a file name has at most 255"
            )
        }
        guard path.utf8.count < 4096 else {
            throw WriteError("\(flag): the path is \(path.utf8.count) bytes; at most 4095")
        }
        let target: String
        do { target = try AtomicFileWriter.resolvedTarget(path) } catch { throw WriteError("\(flag) \(error.message)") }
        var folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        while FileProbe.inspect(folder) == .missing {
            let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
            if parent == folder { break }
            folder = parent
        }
        guard FileProbe.inspect(folder) == .folder else {
            throw WriteError("\(flag) \(path): cannot create its folder: \(folder) is not a folder")
        }
        let probe = "\(folder)/\(AtomicFileWriter.temporaryPrefix)\(getpid())-probe\(AtomicFileWriter.temporarySuffix)"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError("\(flag) \(path): the folder \(folder) is not writable (\(FileProbe.describe(errno)))")
        }
        close(descriptor)
        unlink(probe)
    }

    /// Writes `text` to `path` atomically (``AtomicFileWriter``): a reader, or a run killed at
    /// any moment, never leaves a partial file under `path`.
    package static func write(_ text: String, to path: String) throws(WriteError) {
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } catch {
            throw WriteError(error.message)
        }
    }

    /// Reads a file as UTF-8 text: a regular file of at most ``maxReadBytes``.
    package static func read(_ path: String, flag: String) throws(WriteError) -> String {
        let bytes: [UInt8]
        switch FileProbe.read(path, maxBytes: maxReadBytes) {
        case .success(let read): bytes = read
        case .failure(let error):
            if case .missing = error.kind { throw WriteError("\(flag) \(path): no such file") }
            throw WriteError("\(flag) \(path) \(error.message)")
        }
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            throw WriteError("\(flag) \(path): not UTF-8 text")
        }
        return text
    }
}
