import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that its final name only ever holds a complete file: the bytes go to a
/// temporary file beside the target (same folder, so the same volume), are flushed to disk,
/// and the temporary file is renamed over the target. A process killed at any moment leaves
/// either the old file or the new one under the final name, plus at worst a temporary file;
/// two processes writing the same path leave one of the two complete files.
///
/// Temporary files are named `.push-conformance-<pid>-<n>.partial` (hidden, and ignored by the
/// repository's `.gitignore`). Before its first write into a folder, a process removes the
/// temporary files that dead processes left there, also the older `.<name>.partial-<pid>` ones
/// and, where asked (golden folders), Foundation's `.dat.nosync*` files.
///
/// A symbolic link is written through: the file it points to is replaced (or created, for a
/// link to a file that does not exist yet), the link stays (``ResolvedPath``). A
/// target that exists and is not a regular file (a folder, a FIFO, a device such as
/// `/dev/stdout`, a socket) is refused: it cannot be replaced atomically, and a device should
/// never be replaced by a file.
package enum AtomicFileWriter {
    /// Why a file could not be written: one sentence, no system dump.
    package struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What went wrong.
        package var message: String
        /// Creates an error.
        package init(_ message: String) { self.message = message }
        /// The message.
        package var description: String { message }
    }

    /// The temporary files' prefix and suffix.
    package static let temporaryPrefix = ".push-conformance-"
    package static let temporarySuffix = ".partial"

    /// Writes `bytes` to `path` atomically. `cleanFoundationTemporaries`: also remove `.dat.nosync*`
    /// files in the folder (an older version wrote goldens with Foundation's atomic write).
    /// `verify`: the finished temporary file is read back from disk and handed to it before the
    /// rename; a problem it returns leaves the target untouched and is thrown.
    package static func write(
        _ bytes: [UInt8], to path: String, cleanFoundationTemporaries: Bool = false,
        verify: (([UInt8]) -> String?)? = nil
    ) throws(WriteError) {
        let (temporary, target) = try stage(bytes, for: path, cleanFoundationTemporaries: cleanFoundationTemporaries)
        if let verify {
            let problem: String?
            switch FileProbe.read(temporary, maxBytes: max(bytes.count, 1)) {
            case .success(let read): problem = read == bytes ? verify(read) : "it reads back other bytes than written"
            case .failure(let error): problem = "it cannot be read back: \(error.message)"
            }
            if let problem {
                unlink(temporary)
                throw WriteError("cannot write \(path): \(problem)")
            }
        }
        try move(temporary, to: target, for: path)
    }

    /// Writes `bytes` to a new temporary file beside the file `path` leads to
    /// (``resolvedTarget(_:)``), flushed to disk, and renames nothing: the caller moves it into
    /// place (``move(_:to:for:)``), or removes it.
    package static func stage(
        _ bytes: [UInt8], for path: String, cleanFoundationTemporaries: Bool = false
    ) throws(WriteError) -> (temporary: String, target: String) {
        let target = try resolvedTarget(path)
        let folder =
            (target as NSString).deletingLastPathComponent.isEmpty
            ? "." : (target as NSString).deletingLastPathComponent
        cleanStaleTemporaries(in: folder, foundationToo: cleanFoundationTemporaries)
        let temporary = temporaryPath(in: folder)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError("cannot write \(path): cannot create a file in \(folder) (\(FileProbe.describe(errno)))")
        }
        var failure: String?
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count, let base = buffer.baseAddress {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = FileProbe.describe(errno)
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileProbe.describe(errno) }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw WriteError("cannot write \(path): \(failure)")
        }
        return (temporary, target)
    }

    /// Renames a finished temporary file over its target (removing it when that fails).
    package static func move(_ temporary: String, to target: String, for path: String) throws(WriteError) {
        guard rename(temporary, target) == 0 else {
            let reason = FileProbe.describe(errno)
            unlink(temporary)
            throw WriteError("cannot write \(path): renaming the finished file into place failed (\(reason))")
        }
    }

    /// A new temporary name in `folder` (`.push-conformance-<pid>-<n>.partial`), for a file or a
    /// folder; stale ones are removed by the next process that writes there.
    package static func temporaryPath(in folder: String) -> String {
        "\(folder)/\(temporaryPrefix)\(getpid())-\(State.shared.nextSequence())\(temporarySuffix)"
    }

    /// The path the bytes really go to: `path` itself, or the file a symbolic link leads to.
    /// Refuses an existing target that is not a regular file, and a link that leads nowhere.
    package static func resolvedTarget(_ path: String) throws(WriteError) -> String {
        guard !path.isEmpty else { throw WriteError("an empty path is not a file name") }
        var link = stat()
        guard lstat(path, &link) == 0 else { return path }
        if link.st_mode & S_IFMT == S_IFLNK {
            switch FileProbe.inspect(path) {
            case .regular:
                guard let resolved = realpath(path, nil) else {
                    throw WriteError("\(path) is a symbolic link that cannot be followed")
                }
                defer { free(resolved) }
                return String(cString: resolved)
            case .folder:
                throw WriteError("\(path) is a symbolic link to a folder; give a file name")
            case .brokenLink(let why):
                // A link to a file that does not exist yet: the write creates the file it names,
                // followed as the system follows it (through further links).
                guard let resolved = ResolvedPath.resolve(path), FileProbe.inspect(resolved) == .missing else {
                    throw WriteError("\(path) is a symbolic link \(why); give a path to a regular file")
                }
                return resolved
            case let other:
                throw WriteError("\(path) \(other.problem ?? "cannot be written"); give a path to a regular file")
            }
        }
        let kind = FileProbe.kind(link)
        if kind == .folder { throw WriteError("\(path) is a folder; give a file name") }
        guard case .regular = kind else {
            throw WriteError("\(path) \(kind.problem ?? "cannot be written"); give a path to a regular file")
        }
        return path
    }

    /// Removes temporary files and folders (a staged report's) of dead processes in `folder`
    /// (once per folder per process).
    package static func cleanStaleTemporaries(in folder: String, foundationToo: Bool) {
        guard State.shared.firstVisit(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for name in names where isStale(name, foundationToo: foundationToo) {
            let path = "\(folder)/\(name)"
            if unlink(path) != 0, errno == EISDIR || errno == EPERM, FileProbe.inspect(path) == .folder {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Whether a file name is a temporary file no live process is writing.
    static func isStale(_ name: String, foundationToo: Bool) -> Bool {
        if foundationToo, name.hasPrefix(".dat.nosync") { return true }
        let pid: Substring?
        if name.hasPrefix(temporaryPrefix), name.hasSuffix(temporarySuffix) {
            pid = name.dropFirst(temporaryPrefix.count).dropLast(temporarySuffix.count).split(separator: "-").first
        } else if name.hasPrefix("."), let marker = name.range(of: ".partial-", options: .backwards) {
            pid = name[marker.upperBound...]
        } else {
            pid = nil
        }
        guard let pid, let number = Int32(pid), number > 0 else { return false }
        return kill(number, 0) != 0 && errno == ESRCH
    }

    /// Per-process state: the sequence of temporary names and the folders already cleaned.
    final class State: @unchecked Sendable {
        static let shared = State()
        private let lock = NSLock()
        private var sequence = 0
        private var visited: Set<String> = []

        func nextSequence() -> Int {
            lock.lock()
            defer { lock.unlock() }
            sequence += 1
            return sequence
        }

        func firstVisit(_ folder: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return visited.insert(folder).inserted
        }
    }
}

/// `write(2)`.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(descriptor, buffer, count)
    #else
        return Darwin.write(descriptor, buffer, count)
    #endif
}
