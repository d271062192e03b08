import PushConformance
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report of several files (the comparison's index, its folder of scenario pages, the grid,
/// the Markdown) written as one unit, so a reader, a second writer or a kill never leaves one
/// run's index beside another run's pages.
///
/// Every file is first written whole to a hidden temporary name beside its target, and the
/// scenario pages to a hidden temporary folder beside theirs (``AtomicFileWriter``'s names,
/// which the next writer removes when their process is gone). Only then, holding an exclusive
/// lock on each target folder (`flock` on the folder itself, which the system releases when a
/// process dies and which leaves no file behind), is everything renamed into place: the old page folder is moved
/// aside and the new one put in its place, then each file. So a process killed while writing
/// leaves the old report whole; two processes writing the same report at once commit one after
/// the other, each whole, and the last one stays. Only a kill inside the few renames of a commit
/// could mix the two.
package struct StagedReport {
    private var files: [(temporary: String, target: String, path: String)] = []
    private var pageFolders: [(staging: String, target: String, path: String)] = []

    /// An empty report.
    package init() {}

    /// Writes `text` to a temporary file beside `path` (its folder created when missing);
    /// `verify` reads the finished file back first (``AtomicFileWriter/write(_:to:cleanFoundationTemporaries:verify:)``).
    package mutating func stage(
        _ text: String, to path: String, verify: (([UInt8]) -> String?)? = nil
    ) throws(ReportFile.WriteError) {
        let bytes = Array(text.utf8)
        do throws(AtomicFileWriter.WriteError) {
            try Self.createFolder(of: path)
            let staged = try AtomicFileWriter.stage(bytes, for: path)
            files.append((staged.temporary, staged.target, path))
            if let verify {
                switch FileProbe.read(staged.temporary, maxBytes: max(bytes.count, 1)) {
                case .success(let read):
                    if let problem = read == bytes ? verify(read) : "it reads back other bytes than written" {
                        throw AtomicFileWriter.WriteError("cannot write \(path): \(problem)")
                    }
                case .failure(let error):
                    throw AtomicFileWriter.WriteError("cannot write \(path): it cannot be read back: \(error.message)")
                }
            }
        } catch {
            throw ReportFile.WriteError(error.message)
        }
    }

    /// Writes the pages (each made when asked, so one is held at a time; `pages` are the paths
    /// `page` knows them by, each file named by its last part) to a temporary folder beside
    /// `folder`, which ``commit()`` puts in `folder`'s place.
    package mutating func stagePages(
        _ pages: [String], folder: String, page: (String) -> String?
    ) throws(ReportFile.WriteError) {
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw ReportFile.WriteError("cannot write \(folder): cannot create its folder")
        }
        AtomicFileWriter.cleanStaleTemporaries(in: parent, foundationToo: false)
        let staging = AtomicFileWriter.temporaryPath(in: parent)
        guard mkdir(staging, 0o755) == 0, mkdir(staging + "/pages", 0o755) == 0 else {
            throw ReportFile.WriteError(
                "cannot write \(folder): cannot create a folder in \(parent) (\(FileProbe.describe(errno)))")
        }
        pageFolders.append((staging, folder, folder))
        for path in pages {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            do {
                try AtomicFileWriter.write(Array((page(path) ?? "").utf8), to: "\(staging)/pages/\(name)")
            } catch {
                throw ReportFile.WriteError("cannot write \(folder)/\(name): \(error.message)")
            }
        }
    }

    /// Renames everything into place under the target folders' locks: the page folders first
    /// (the old one moved aside), then the files. Then removes what was moved aside.
    package func commit() throws(ReportFile.WriteError) {
        let folders = Set(
            files.map { URL(fileURLWithPath: $0.target).deletingLastPathComponent().path }
                + pageFolders.map { URL(fileURLWithPath: $0.target).deletingLastPathComponent().path }
        ).sorted()
        var locks: [Int32] = []
        defer { for lock in locks { close(lock) } }
        for folder in folders {
            let lock = open(folder, O_RDONLY | O_CLOEXEC)
            guard lock >= 0 else {
                throw ReportFile.WriteError("cannot write in \(folder): cannot lock it (\(FileProbe.describe(errno)))")
            }
            locks.append(lock)
            while flock(lock, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw ReportFile.WriteError(
                        "cannot write in \(folder): cannot lock it (\(FileProbe.describe(errno)))")
                }
            }
        }
        for pages in pageFolders {
            var info = stat()
            if lstat(pages.target, &info) == 0, rename(pages.target, pages.staging + "/old") != 0 {
                throw ReportFile.WriteError(
                    "cannot write \(pages.path): cannot move the old pages aside (\(FileProbe.describe(errno)))")
            }
            guard rename(pages.staging + "/pages", pages.target) == 0 else {
                throw ReportFile.WriteError(
                    "cannot write \(pages.path): renaming the pages into place failed (\(FileProbe.describe(errno)))")
            }
        }
        for file in files {
            do { try AtomicFileWriter.move(file.temporary, to: file.target, for: file.path) } catch {
                throw ReportFile.WriteError(error.message)
            }
        }
        for lock in locks { flock(lock, LOCK_UN) }
        for pages in pageFolders { try? FileManager.default.removeItem(atPath: pages.staging) }
    }

    /// Removes everything staged (a report that will not be committed).
    package func discard() {
        for file in files { unlink(file.temporary) }
        for pages in pageFolders { try? FileManager.default.removeItem(atPath: pages.staging) }
    }

    private static func createFolder(of path: String) throws(AtomicFileWriter.WriteError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileWriter.WriteError("cannot write \(path): cannot create its folder")
        }
    }
}
