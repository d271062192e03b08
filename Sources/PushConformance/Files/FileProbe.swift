import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `read(2)`, named apart from ``FileProbe/read(_:maxBytes:)``.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
    #else
        return Darwin.read(descriptor, buffer, count)
    #endif
}

/// What is at a path, found without opening it for reading (opening a FIFO blocks), and a
/// bounded read of regular files only. Used for goldens, scenario files and report files, so
/// that a folder, a FIFO, a device, a symbolic-link loop or an unreadable file is named as such
/// instead of passing for "missing" or hanging the run.
package enum FileProbe {
    /// What a path holds.
    package enum Kind: Sendable, Hashable {
        /// Nothing (and no symbolic link either).
        case missing
        /// A regular file (after following symbolic links) of this many bytes.
        case regular(size: Int)
        /// A folder.
        case folder
        /// Something that is not a regular file: `a FIFO (named pipe)`, `a socket`, `a device`…
        case special(String)
        /// A symbolic link that cannot be followed: a loop, or a link to nothing.
        case brokenLink(String)
        /// The path cannot be examined (`permission denied`, a name too long…).
        case inaccessible(String)

        /// Why this is not a readable regular file, as the end of a sentence ("is a folder").
        package var problem: String? {
            switch self {
            case .missing: return "does not exist"
            case .regular: return nil
            case .folder: return "is a folder, not a file"
            case .special(let what): return "is \(what), not a regular file"
            case .brokenLink(let why): return "is a symbolic link \(why)"
            case .inaccessible(let why): return "cannot be examined: \(why)"
            }
        }
    }

    /// Examines `path`, following symbolic links.
    package static func inspect(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            switch code {
            case ENOENT:
                var link = stat()
                if lstat(path, &link) == 0 {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    return .brokenLink("to a missing file (\(target))")
                }
                return .missing
            case ELOOP: return .brokenLink("loop (it leads back to itself)")
            case ENOTDIR: return .missing
            default: return .inaccessible(describe(code))
            }
        }
        return kind(info)
    }

    static func kind(_ info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(info.st_size))
        case S_IFDIR: return .folder
        case S_IFIFO: return .special("a FIFO (named pipe)")
        case S_IFSOCK: return .special("a socket")
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        default: return .special("not a file")
        }
    }

    /// A regular file's bytes, at most `maxBytes`; anything else is an error saying what the
    /// path is. Opened without blocking and checked again once open, so a file swapped for a
    /// FIFO between the check and the read cannot hang the caller.
    package static func read(_ path: String, maxBytes: Int) -> Result<[UInt8], ProbeError> {
        let found = inspect(path)
        guard case .regular = found else {
            return .failure(ProbeError(kind: found, message: found.problem ?? "cannot be read"))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = describe(errno)
            return .failure(ProbeError(kind: .inaccessible(reason), message: "cannot be read: \(reason)"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = describe(errno)
            return .failure(ProbeError(kind: .inaccessible(reason), message: "cannot be read: \(reason)"))
        }
        let opened = kind(info)
        guard case .regular(let size) = opened else {
            return .failure(ProbeError(kind: opened, message: opened.problem ?? "cannot be read"))
        }
        guard size <= maxBytes else {
            return .failure(ProbeError(kind: opened, message: "is \(size) bytes; at most \(maxBytes) are read"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(descriptor, base + filled, size - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                let reason = describe(errno)
                return .failure(ProbeError(kind: .inaccessible(reason), message: "cannot be read: \(reason)"))
            }
            if count == 0 { break }
            filled += count
        }
        return .success(Array(bytes[..<filled]))
    }

    /// Why a path could not be read, and what it is.
    package struct ProbeError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What the path turned out to be.
        package var kind: Kind
        /// The end of a sentence about the path: `is a folder, not a file`.
        package var message: String
        /// The message.
        package var description: String { message }
    }

    /// The system's text for an error number, lower-case first letter (`permission denied`).
    package static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
