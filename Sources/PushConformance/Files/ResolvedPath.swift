import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a path really leads, as the system would follow it when writing: `.` and `..` removed,
/// every symbolic link followed, also a link to nothing (a write creates the file it names)
/// and a link in a folder part. Two spellings of one file give one string, so the command line
/// can tell before a run that an output would overwrite another output or an input.
package enum ResolvedPath {
    /// The most links followed before a path counts as a loop (the system's limit is 40).
    static let maxLinks = 40

    /// `path` (relative paths start from the working directory) with every link followed; nil
    /// for a link loop or a link that cannot be read.
    package static func resolve(_ path: String) -> String? {
        let start = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var pending = components(start)
        var resolved: [String] = []
        var links = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            if part == "." { continue }
            if part == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            var info = stat()
            guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                resolved.append(part)
                continue
            }
            links += 1
            guard links <= maxLinks,
                let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate),
                !destination.isEmpty
            else { return nil }
            if destination.hasPrefix("/") { resolved = [] }
            pending = components(destination) + pending
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Whether `path` is `folder` or lies inside it (both resolved).
    package static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
