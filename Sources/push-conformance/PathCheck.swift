import PushContract
import PushConformanceReports
import PushConformance
import Foundation

/// Checks every path a command will read or write before anything runs, so a typo costs a
/// usage error (exit 64) naming the flag, the path as written and what is wrong, never a full
/// run first. Nothing is created here; missing output folders are created when writing.
struct PathCheck {
    /// Relative paths start from the context's working directory.
    let context: CommandContext

    private var files: FileManager { FileManager.default }

    /// A folder that must exist and be readable (`--scenarios`).
    func existingFolder(_ path: String, flag: String) -> UsageError? {
        let absolute = context.absolute(path)
        guard let isFolder = kind(absolute) else { return UsageError("\(flag) \(path): no such folder") }
        guard isFolder else { return UsageError("\(flag) \(path) is a file, not a folder") }
        guard files.isReadableFile(atPath: absolute) else { return UsageError("\(flag) \(path): the folder cannot be read") }
        return nil
    }

    /// The goldens folder: it must exist, also when the run records (a mistyped folder would
    /// otherwise silently grow a new tree of goldens), and be writable when it records.
    func goldensFolder(_ path: String, recording: Bool) -> UsageError? {
        let absolute = context.absolute(path)
        switch kind(absolute) {
        case nil:
            return UsageError("--goldens \(path): the folder does not exist (mistyped? to record new goldens there, "
                + "create it first: mkdir -p \(path))")
        case false?:
            return UsageError("--goldens \(path) is a file, not a folder")
        case true?:
            if recording, !files.isWritableFile(atPath: absolute) {
                return UsageError("--goldens \(path): the folder is not writable, so goldens cannot be recorded")
            }
            return nil
        }
    }

    /// A file that must exist and be readable (`--results`, `--baseline`).
    func inputFile(_ path: String, flag: String) -> UsageError? {
        let absolute = context.absolute(path)
        guard let isFolder = kind(absolute) else { return UsageError("\(flag) \(path): no such file") }
        if isFolder { return UsageError("\(flag) \(path) is a folder; give a results file written by --json") }
        guard files.isReadableFile(atPath: absolute) else { return UsageError("\(flag) \(path): the file cannot be read") }
        return nil
    }

    /// Output files: each must be writable (not a folder; its folder exists or can be created,
    /// and is writable), no two may resolve to the same file (`out/r.jsonl` and
    /// `./out/r.jsonl`), and none may overwrite an input.
    func outputs(_ outputs: [(flag: String, path: String)], inputs: [(flag: String, path: String)]) -> UsageError? {
        for (flag, path) in outputs {
            let absolute = context.absolute(path)
            if path.hasSuffix("/") || kind(absolute) == true { return UsageError("\(flag) \(path) is a folder; give a file name") }
            let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
            if let problem = creatable(folder, shown: path, flag: flag) { return problem }
        }
        var seen: [String: (flag: String, path: String)] = [:]
        for (flag, path) in outputs {
            let resolved = Self.resolved(context.absolute(path))
            if let earlier = seen[resolved] {
                return UsageError("\(earlier.flag) \(earlier.path) and \(flag) \(path) name the same file (\(resolved)); give two files")
            }
            seen[resolved] = (flag, path)
        }
        for (flag, path) in inputs {
            if let output = seen[Self.resolved(context.absolute(path))] {
                return UsageError("\(output.flag) \(output.path) would overwrite the \(flag) file; write it elsewhere")
            }
        }
        return nil
    }

    /// nil: nothing there; true: a folder; false: anything else.
    private func kind(_ absolute: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    /// Whether `folder` exists as a writable folder or can be created: its nearest existing
    /// ancestor must be a writable folder.
    private func creatable(_ folder: String, shown path: String, flag: String) -> UsageError? {
        var ancestor = URL(fileURLWithPath: folder).standardizedFileURL
        while kind(ancestor.path) == nil {
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { break }
            ancestor = parent
        }
        let target = URL(fileURLWithPath: folder).standardizedFileURL.path
        if kind(ancestor.path) == false {
            return UsageError("\(flag) \(path): cannot create the folder \(target): \(ancestor.path) is a file")
        }
        guard files.isWritableFile(atPath: ancestor.path) else {
            if ancestor.path == target { return UsageError("\(flag) \(path): the folder \(target) is not writable") }
            return UsageError("\(flag) \(path): cannot create the folder \(target): \(ancestor.path) is not writable")
        }
        return nil
    }

    /// The path with `.` and `..` removed and every symbolic link in its existing part
    /// followed, so two spellings of one file compare equal.
    static func resolved(_ absolute: String) -> String {
        var existing = URL(fileURLWithPath: absolute).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) {
            let parent = existing.deletingLastPathComponent()
            if parent.path == existing.path { break }
            rest.insert(existing.lastPathComponent, at: 0)
            existing = parent
        }
        var resolved = existing.resolvingSymlinksInPath()
        for component in rest { resolved.appendPathComponent(component) }
        return resolved.path
    }
}
