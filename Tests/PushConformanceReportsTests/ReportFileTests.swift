import Foundation
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Report files (`--json`, `--junit`, `--markdown`, `--html`) survive interruption: the final
/// name holds a complete file or none, concurrent writers leave one complete file, and outputs
/// that cannot be replaced atomically are refused before anything runs.
@Suite("Report files")
struct ReportFileTests {
    let folder = ScratchFolder.url("report-files").path

    func makeFolder(_ name: String = "") throws -> String {
        let path = name.isEmpty ? folder : "\(folder)/\(name)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Temporary files of writes (not the empty probe the pre-run check creates and removes).
    func temporaries(in path: String) -> [String] { Self.temporaries(in: path) }

    /// Temporary files and folders of writes in `path` (not the probe).
    static func temporaries(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { ($0.hasSuffix(".partial") || $0.contains(".partial-")) && !$0.contains("-probe") }
    }

    @Test(
        "Outputs that cannot be a regular file are refused with what they are",
        arguments: [
            ("", "--json '': an empty path is not a file name"),
            ("/dev/null", "--json /dev/null is a character device, not a regular file"),
            ("fifo", "is a FIFO (named pipe), not a regular file"),
            ("folder", "is a folder; give a file name"),
            ("link-to-folder", "is a symbolic link to a folder"),
            ("long", "a file name has at most 255"),
        ])
    func refusedOutputs(kind: String, message: String) throws {
        let base = try makeFolder(kind.isEmpty ? "empty" : kind.replacingOccurrences(of: "/", with: "-"))
        var path = kind
        switch kind {
        case "fifo": path = base + "/out.fifo"; #expect(mkfifo(path, 0o644) == 0)
        case "folder": path = base
        case "link-to-folder": path = base + "/link"; #expect(symlink(base, path) == 0)
        case "long": path = base + "/" + String(repeating: "n", count: 256) + ".jsonl"
        default: break
        }
        #expect(throws: ReportFile.WriteError.self) { try ReportFile.checkWritable(path, flag: "--json") }
        do {
            try ReportFile.checkWritable(path, flag: "--json")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
        #expect(throws: ReportFile.WriteError.self) { try ReportFile.write("text", to: path) }
        if kind == "/dev/null" {
            var info = stat()
            #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        }
    }

    @Test("A symbolic link is written through: its target is replaced, the link stays a link")
    func symlinkWrittenThrough() throws {
        let base = try makeFolder("link")
        let target = base + "/real.jsonl", link = base + "/results.jsonl"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(symlink("real.jsonl", link) == 0)
        try ReportFile.checkWritable(link, flag: "--json")
        try ReportFile.write("new", to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.jsonl")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(temporaries(in: base).isEmpty)
    }

    @Test("Eight threads writing one path 40 times each leave one complete file and no temporary file")
    func concurrentWritersInOneProcess() async throws {
        let base = try makeFolder("threads")
        let path = base + "/out.jsonl"
        let texts = (0..<8).map { writer in String(repeating: "writer \(writer) line\n", count: 20_000) }
        await withTaskGroup(of: Int.self) { group in
            for text in texts {
                group.addTask {
                    var failures = 0
                    for _ in 0..<40 { do { try ReportFile.write(text, to: path) } catch { failures += 1 } }
                    return failures
                }
            }
            for await failures in group { #expect(failures == 0) }
        }
        let final = try String(contentsOfFile: path, encoding: .utf8)
        #expect(texts.contains(final))
        #expect(temporaries(in: base).isEmpty)
    }

    /// Runs the tool; `kill`: called with the child's id while it runs, returns when to kill it
    /// (nil: let it finish).
    static func tool(_ arguments: [String], killWhen: ((Int32) -> Bool)? = nil) throws -> (status: Int32, killed: Bool)
    {
        let binary = try #require(PackageLocation.toolBinary, "push-conformance is not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        process.environment = environment
        try process.run()
        var killed = false
        if let killWhen {
            while process.isRunning {
                if killWhen(process.processIdentifier) {
                    kill(process.processIdentifier, SIGKILL)
                    killed = true
                    break
                }
            }
        }
        process.waitUntilExit()
        return (process.terminationStatus, killed)
    }

    @Test("Two runs writing the same paths at once leave one complete file each, and no temporary file")
    func twoRunsOnePath() async throws {
        let base = try makeFolder("two-runs")
        let input = base + "/input.jsonl"
        #expect(try Self.tool(["run", "--scenario", "payload.*", "--json", input]).status == 0)
        let out = base + "/out"
        let arguments = [
            "compare", "--results", input, "--json", "\(out)/results.jsonl", "--html", "\(out)/report.html",
        ]
        let statuses = await withTaskGroup(of: Int32.self) { group in
            for _ in 0..<2 { group.addTask { (try? Self.tool(arguments).status) ?? -1 } }
            var all: [Int32] = []
            for await status in group { all.append(status) }
            return all
        }
        #expect(statuses == [0, 0])
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: "\(out)/results.jsonl"))
                == Data(contentsOf: URL(fileURLWithPath: input)))
        #expect(try String(contentsOfFile: "\(out)/report.html", encoding: .utf8).hasSuffix("</html>\n"))
        #expect(temporaries(in: out).isEmpty)
    }
}
