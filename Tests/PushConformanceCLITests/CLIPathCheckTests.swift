@testable import push_conformance
import Foundation
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Every path is checked before anything runs: a bad one is a usage error (exit 64) naming the
/// flag, the path and what is wrong, and no case runs.
@Suite("push-conformance checks paths first")
struct CLIPathCheckTests {
    let folder = temporaryFolder("paths")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func prepare() throws {
        guard !FileManager.default.fileExists(atPath: path("link")) else { return }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try "x".write(toFile: path("a-file"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: path("real"))
    }

    func expectRefused(
        _ arguments: [String], _ message: String, environment: [String: String] = ["CI": "1"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try prepare()
        let run = await cli.run(arguments, environment: environment)
        #expect(run.status == .usage, "\(run.all)", sourceLocation: sourceLocation)
        #expect(run.error.contains("error: \(message)"), "\(run.error)", sourceLocation: sourceLocation)
        #expect(
            !run.output.contains("cases:"), "a case ran before the path was checked", sourceLocation: sourceLocation)
    }

    @Test("--scenarios must be a readable folder")
    func scenarios() async throws {
        try await expectRefused(["--scenarios", path("none")], "--scenarios \(path("none")): no such folder")
        try await expectRefused(
            ["list", "--scenarios", path("a-file")], "--scenarios \(path("a-file")) is a file, not a folder")
    }

    @Test("--goldens must exist, also when the run records, and must be a folder")
    func goldens() async throws {
        try await expectRefused(
            ["--goldens", path("none")],
            "--goldens \(path("none")): the folder does not exist (mistyped? to record new goldens there, create it first: mkdir -p \(path("none")))"
        )
        try await expectRefused(
            ["record", "--goldens", path("none"), "--scenario", "payload.over-4096-bytes"],
            "--goldens \(path("none")): the folder does not exist (mistyped? to record new goldens there, create it first: mkdir -p \(path("none")))",
            environment: [:])
        try await expectRefused(
            ["record", "--goldens", path("a-file"), "--scenario", "payload.over-4096-bytes"],
            "--goldens \(path("a-file")) is a file, not a folder", environment: [:])
    }

    @Test("--results and --baseline must be readable files, checked before the run")
    func inputs() async throws {
        try await expectRefused(
            ["compare", "--results", path("none.jsonl")], "--results \(path("none.jsonl")): no such file")
        try await expectRefused(
            ["compare", "--baseline", path("real")],
            "--baseline \(path("real")) is a folder; give a results file written by --json")
    }

    @Test("An output must be a file whose folder exists or can be created")
    func outputs() async throws {
        try await expectRefused(
            ["--junit", path("a-file/junit.xml")],
            "--junit \(path("a-file/junit.xml")): cannot create the folder \(path("a-file")): \(path("a-file")) is a file"
        )
        try await expectRefused(["--json", path("real")], "--json \(path("real")) is a folder; give a file name")
        try await expectRefused(
            ["compare", "--html", path("real") + "/"], "--html \(path("real"))/ is a folder; give a file name")
    }

    @Test("Two spellings of one output file are refused, by resolved path")
    func sameOutputTwice() async throws {
        var inFolder = cli
        inFolder.workingDirectory = folder.path
        try prepare()
        let spelled = await inFolder.run(["--json", "out/r.jsonl", "--junit", "./out/r.jsonl"])
        #expect(spelled.status == .usage)
        #expect(
            spelled.error.contains(
                "error: --json out/r.jsonl and --junit ./out/r.jsonl name the same file (\(PathCheckResolved.of(path("out/r.jsonl"))))"
            ),
            "\(spelled.error)")
        let dotted = await inFolder.run(["compare", "--markdown", "real/../real/c.md", "--html", "real/c.md"])
        #expect(dotted.status == .usage)
        #expect(dotted.error.contains("name the same file"))
        let linked = await inFolder.run(["compare", "--markdown", "link/c.md", "--html", "real/c.md"])
        #expect(linked.status == .usage, "a symbolic link hid that two outputs are one file")
        #expect(!FileManager.default.fileExists(atPath: path("out")))
    }

    @Test("An output may not overwrite an input")
    func outputOverInput() async throws {
        try prepare()
        _ = await cli.run(["run", "--scenario", "payload.over-4096-bytes", "--json", path("before.jsonl")])
        let run = await cli.run(["compare", "--baseline", path("before.jsonl"), "--json", path("./before.jsonl")])
        #expect(run.status == .usage)
        #expect(
            run.error.contains(
                "--json \(path("./before.jsonl")) would overwrite the --baseline file; write it elsewhere"),
            "\(run.error)")
    }

    @Test("A bad PUSH_CONFORMANCE_RECORD is refused before the run")
    func recordEnvironment() async throws {
        try await expectRefused(
            ["--scenario", "payload.over-4096-bytes"],
            "PUSH_CONFORMANCE_RECORD='sometimes' is not one of never, missing, failed, all",
            environment: ["PUSH_CONFORMANCE_RECORD": "sometimes"])
    }
}

/// How the tool resolves a path (symbolic links in the existing part followed), for messages.
enum PathCheckResolved {
    static func of(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for component in rest { resolved.appendPathComponent(component) }
        return resolved.path
    }
}
