import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written piece by piece with ``AtomicFileWriter``'s guarantees: the pieces go to a
/// hidden temporary file beside the target, which is flushed and renamed over the target only
/// by ``commit()``. A file too large to hold in memory (a results file of many thousands of
/// cases) is written without ever being whole in memory.
package final class AtomicFileOutput {
    /// The path as given (for messages).
    let path: String
    private let target: String
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: String?
    private static let flushBytes = 1 << 18

    /// Opens the temporary file for `path` (refused like ``AtomicFileWriter/write(_:to:cleanFoundationTemporaries:)``).
    package init(path: String) throws(AtomicFileWriter.WriteError) {
        self.path = path
        target = try AtomicFileWriter.resolvedTarget(path)
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        AtomicFileWriter.cleanStaleTemporaries(in: folder, foundationToo: false)
        temporary =
            "\(folder)/\(AtomicFileWriter.temporaryPrefix)\(getpid())-\(AtomicFileWriter.State.shared.nextSequence())"
            + AtomicFileWriter.temporarySuffix
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AtomicFileWriter.WriteError(
                "cannot write \(path): cannot create a file in \(folder) (\(FileProbe.describe(errno)))")
        }
        buffer.reserveCapacity(Self.flushBytes)
    }

    deinit { discard() }

    /// Appends bytes (written out in large pieces; a write error is kept for ``commit()``).
    package func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Flushes, syncs and renames the file into place; the first write error, if any, instead.
    package func commit() throws(AtomicFileWriter.WriteError) {
        flush()
        guard descriptor >= 0 else { throw AtomicFileWriter.WriteError("cannot write \(path): already finished") }
        if failure == nil, fsync(descriptor) != 0 { failure = FileProbe.describe(errno) }
        close(descriptor)
        descriptor = -1
        if let failure {
            unlink(temporary)
            throw AtomicFileWriter.WriteError("cannot write \(path): \(failure)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = FileProbe.describe(errno)
            unlink(temporary)
            throw AtomicFileWriter.WriteError(
                "cannot write \(path): renaming the finished file into place failed (\(reason))")
        }
    }

    /// Removes the unfinished file (nothing happens after ``commit()``).
    package func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }

    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, descriptor >= 0 else { return }
        failure = SpillFile.writeAll(descriptor, buffer)
    }
}

/// An unnamed scratch file: created in the temporary folder and unlinked at once, so it
/// disappears with its descriptor (also when the process is killed). Written in large pieces,
/// then read back from the start in pieces.
package final class SpillFile {
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The first write error, if any.
    private(set) var failure: String?
    private static let flushBytes = 1 << 18

    /// A new, empty scratch file, or why none can be created.
    package init() throws(AtomicFileWriter.WriteError) {
        let folder = NSTemporaryDirectory().isEmpty ? "/tmp" : NSTemporaryDirectory()
        let name =
            "\(folder)/\(AtomicFileWriter.temporaryPrefix)\(getpid())-\(AtomicFileWriter.State.shared.nextSequence())"
            + "-spill" + AtomicFileWriter.temporarySuffix
        descriptor = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AtomicFileWriter.WriteError(
                "cannot create a scratch file in \(folder) (\(FileProbe.describe(errno)))")
        }
        unlink(name)
        buffer.reserveCapacity(Self.flushBytes)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Appends bytes.
    package func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Hands everything written, from the start, to `body` in pieces; the first error, if any.
    package func readBack(_ body: (ArraySlice<UInt8>) -> Void) -> String? {
        flush()
        if let failure { return failure }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return FileProbe.describe(errno) }
        var chunk = [UInt8](repeating: 0, count: Self.flushBytes)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return FileProbe.describe(errno) }
            if count == 0 { return nil }
            body(chunk[0..<count])
        }
    }

    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        failure = Self.writeAll(descriptor, buffer)
    }

    /// Writes all of `bytes` to `descriptor`; nil, or why not.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> String? {
        var written = 0
        return bytes.withUnsafeBytes { raw -> String? in
            while written < raw.count, let base = raw.baseAddress {
                let count = systemWrite(descriptor, base + written, raw.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return FileProbe.describe(errno) }
                written += count
            }
            return nil
        }
    }
}
