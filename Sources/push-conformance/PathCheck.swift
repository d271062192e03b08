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
        guard files.isReadableFile(atPath: absolute) else {
            return UsageError("\(flag) \(path): the folder cannot be read")
        }
        return nil
    }

    /// The goldens folder: it must exist, also when the run records (a mistyped folder would
    /// otherwise silently grow a new tree of goldens), and be writable when it records.
    func goldensFolder(_ path: String, recording: Bool) -> UsageError? {
        let absolute = context.absolute(path)
        switch kind(absolute) {
        case nil:
            return UsageError(
                "--goldens \(path): the folder does not exist (mistyped? to record new goldens there, "
                    + "create it first: \(ShellWords.command(["mkdir", "-p"] + (path.hasPrefix("-") ? ["--"] : []) + [path])))"
            )
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
        guard files.isReadableFile(atPath: absolute) else {
            return UsageError("\(flag) \(path): the file cannot be read")
        }
        return nil
    }

    /// Something an output must never touch: a file the run reads (`--results`, `--baseline`,
    /// a scenario file) or a folder of inputs (scenarios, fixtures, goldens).
    struct Input {
        /// How messages name it: `the --baseline file`, `the goldens folder`.
        var name: String
        /// The path as the user sees it.
        var path: String
        /// A folder: no output may lie inside it; a file: no output may be it.
        var isFolder: Bool
    }

    /// The `--results`/`--baseline` style inputs, as ``Input`` values.
    static func files(_ inputs: [(flag: String, path: String)]) -> [Input] {
        inputs.map { Input(name: "the \($0.flag) file", path: $0.path, isFolder: false) }
    }

    /// A suite's folders of inputs, and every scenario file in it (a facet folder or a scenario
    /// file may be a symbolic link to somewhere else, which must be kept safe too).
    static func suiteInputs(_ suite: ConformanceSuite) -> [Input] {
        var inputs = [
            Input(name: "the scenarios folder", path: suite.scenariosRoot, isFolder: true),
            Input(name: "the goldens folder", path: suite.goldensRoot, isFolder: true),
            Input(name: "the fixtures folder", path: suite.fixturesRoot, isFolder: true),
        ]
        let manager = FileManager.default
        for facet in ((try? manager.contentsOfDirectory(atPath: suite.scenariosRoot)) ?? []).sorted()
        where !facet.hasPrefix(".") {
            let folder = "\(suite.scenariosRoot)/\(facet)"
            guard FileProbe.inspect(folder) == .folder else { continue }
            inputs.append(Input(name: "the scenario folder \(facet)", path: folder, isFolder: true))
            for file in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where file.hasSuffix(".json") {
                inputs.append(
                    Input(name: "the scenario file \(facet)/\(file)", path: "\(folder)/\(file)", isFolder: false))
            }
        }
        return inputs
    }

    /// Output files, checked before anything runs: each must be writable (not a folder, a
    /// device, a FIFO or a socket; a name of at most 255 bytes; its folder exists or can be
    /// created, and a file can be created there: ``ReportFile/checkWritable(_:flag:)``). Every
    /// path is resolved as a write would follow it (``ResolvedPath``: `.`, `..` and symbolic
    /// links, also a link to a file that does not exist yet), and an output is refused when it
    /// is, or lies inside, another output, or an input: `--results`, `--baseline`, a scenario
    /// file or folder, the fixtures or the goldens folder. The folder of scenario pages an
    /// `--html` output implies (`out/r.html` → `out/r-scenarios/`) is an output too: it is
    /// replaced whole, so no other output and no input may be in it, it may not lie among the
    /// inputs, and an existing one must hold scenario pages only.
    func outputs(_ outputs: [(flag: String, path: String)], inputs: [Input]) -> UsageError? {
        for (flag, path) in outputs {
            let absolute = context.absolute(path)
            if path.hasSuffix("/") || kind(absolute) == true {
                return UsageError("\(flag) \(path) is a folder; give a file name")
            }
            // A device, a FIFO, a socket or a link to one is named as such before its folder is.
            do { _ = try AtomicFileWriter.resolvedTarget(absolute) } catch {
                return UsageError("\(flag) " + error.message.replacingOccurrences(of: absolute, with: path))
            }
            let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
            if let problem = creatable(folder, shown: path, flag: flag) { return problem }
        }
        var targets = outputs.map {
            Target(label: "\($0.flag) \($0.path)", path: context.absolute($0.path), isFolder: false)
        }
        for (flag, path) in outputs where flag == "--html" {
            let folder = ReportWriter.pageFolder(ofIndex: context.absolute(path))
            let label = "\(flag) \(path) (its scenario pages, \(Self.shown(folder, as: path))/)"
            targets.append(Target(label: label, path: folder, isFolder: true))
        }
        if let problem = overlap(targets, inputs: inputs) { return problem }
        for target in targets where target.isFolder {
            if let problem = pageFolderProblem(target.path) { return UsageError("\(target.label): \(problem)") }
        }
        // Last, so no probe file is ever created among the inputs.
        for (flag, path) in outputs {
            do { try ReportFile.checkWritable(context.absolute(path), flag: flag) } catch {
                return UsageError(
                    error.message.replacingOccurrences(of: "\(flag) \(context.absolute(path))", with: "\(flag) \(path)")
                )
            }
        }
        return nil
    }

    /// An output as the overlap check sees it: how messages name it, its absolute path, and
    /// whether it is a folder the run replaces whole.
    struct Target {
        var label: String
        var path: String
        var isFolder: Bool
    }

    /// A folder path shown the way its index was given: relative when the index was.
    static func shown(_ folder: String, as index: String) -> String {
        guard !index.hasPrefix("/") else { return folder }
        let name = URL(fileURLWithPath: folder).lastPathComponent
        let parent = index.lastIndex(of: "/").map { String(index[...$0]) } ?? ""
        return parent + name
    }

    /// Why the folder of scenario pages cannot be replaced, or nil: it is a symbolic link or
    /// not a folder, or it holds something that is not a scenario page (a regular `.html` file)
    /// or the copy of SPEC.md an earlier comparison wrote there (now ``ReportLinkPlan/specPage``).
    private func pageFolderProblem(_ folder: String) -> String? {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK {
            return "that folder is a symbolic link; the pages replace the folder whole, so remove the link or write "
                + "the comparison elsewhere"
        }
        guard FileProbe.inspect(folder) == .folder else {
            return "that path is not a folder; remove it or write the comparison elsewhere"
        }
        guard let names = try? files.contentsOfDirectory(atPath: folder) else {
            return "that folder cannot be read"
        }
        for name in names.sorted() {
            let isPage: Bool
            if case .regular = FileProbe.inspect("\(folder)/\(name)") {
                isPage =
                    (name.hasSuffix(".html") || name == "SPEC.md") && lstat("\(folder)/\(name)", &info) == 0
                    && info.st_mode & S_IFMT == S_IFREG
            } else {
                isPage = false
            }
            if !isPage {
                return "that folder holds \(name), which is not a scenario page; the pages replace the folder whole, "
                    + "so move it away or write the comparison elsewhere"
            }
        }
        return nil
    }

    /// An output that is, or lies inside, another output or an input, or (a folder output)
    /// holds one, resolved as a write would.
    private func overlap(_ targets: [Target], inputs: [Input]) -> UsageError? {
        var seen: [(target: Target, resolved: String)] = []
        for target in targets {
            guard let resolved = ResolvedPath.resolve(target.path) else {
                return UsageError("\(target.label) is a symbolic link loop; give a path to a regular file")
            }
            for earlier in seen {
                if earlier.resolved == resolved {
                    return UsageError(
                        "\(earlier.target.label) and \(target.label) name the same file (\(resolved)); give two files")
                }
                if ResolvedPath.isInside(resolved, folder: earlier.resolved)
                    || ResolvedPath.isInside(earlier.resolved, folder: resolved)
                {
                    return UsageError(
                        "\(earlier.target.label) and \(target.label): one lies inside the other "
                            + "(\(earlier.resolved), \(resolved)); give two separate files")
                }
            }
            seen.append((target, resolved))
        }
        guard !seen.isEmpty else { return nil }
        // Files first, so an output over a scenario file is named as such, not by its folder.
        for input in inputs.filter({ !$0.isFolder }) + inputs.filter(\.isFolder) {
            guard let resolved = ResolvedPath.resolve(context.absolute(input.path)) else { continue }
            for output in seen {
                if !input.isFolder, output.resolved == resolved {
                    return UsageError("\(output.target.label) would overwrite \(input.name); write it elsewhere")
                }
                if input.isFolder, ResolvedPath.isInside(output.resolved, folder: resolved) {
                    return UsageError(
                        "\(output.target.label) lies inside \(input.name) (\(resolved)); "
                            + "an output never goes among the inputs: write it elsewhere")
                }
                if output.target.isFolder, ResolvedPath.isInside(resolved, folder: output.resolved) {
                    return UsageError(
                        "\(output.target.label) holds \(input.name) (\(resolved)), and the pages replace that folder "
                            + "whole: write the comparison elsewhere")
                }
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
}
