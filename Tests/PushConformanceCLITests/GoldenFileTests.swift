@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Goldens on disk that are not plain LF files: CRLF line ends, folders, FIFOs, symbolic-link
/// loops, unreadable files, a mistyped goldens folder, and the litter of interrupted writes.
@Suite("Golden files on disk")
struct GoldenFileTests {
    let fixture = InlineGoldenCase()
    var scenario: Scenario { fixture.scenario }

    func temporaryGoldens() throws -> GoldenStore {
        try fixture.temporaryGoldens(prefix: "golden-files", vendorFolder: true)
    }

    func run(mode: RecordMode, goldens: GoldenStore) -> RunReport.Case {
        fixture.run(mode: mode, goldens: goldens)
    }

    func goldenPath(_ goldens: GoldenStore) -> String { goldens.path(vendor: "test", scenario: "lifecycle.inline") }

    @Test("A CRLF golden is split on bytes and the cause is named; re-recording writes LF")
    func crlfGolden() throws {
        let goldens = try temporaryGoldens()
        let recorded = run(mode: .missing, goldens: goldens).transcript
        #expect(recorded.count > 3)
        try Data((recorded.joined(separator: "\r\n") + "\r\n").utf8).write(
            to: URL(fileURLWithPath: goldenPath(goldens)))

        guard case .crlf(let lines) = goldens.load(vendor: "test", scenario: "lifecycle.inline") else {
            Issue.record("a CRLF golden was not recognised")
            return
        }
        #expect(lines == recorded)
        let result = run(mode: .never, goldens: goldens)
        #expect(result.outcome == .fail)
        guard result.golden == .mismatch, let diff = result.diff, let first = result.firstDivergence else {
            Issue.record("expected a mismatch, got \(result.golden)")
            return
        }
        #expect(first.hasPrefix("the golden has CRLF line ends"))
        #expect(diff.contains("matches the golden line for line once the CR characters are removed"))
        #expect(!first.contains("line 1:"))

        #expect(run(mode: .failed, goldens: goldens).golden == .rerecorded)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: goldenPath(goldens)))
        #expect(!bytes.contains(UInt8(ascii: "\r")))
        #expect(run(mode: .never, goldens: goldens).golden == .matched)
    }

    @Test("A CRLF golden that also differs names the cause and shows the real differences")
    func crlfAndDifferent() throws {
        let goldens = try temporaryGoldens()
        var recorded = run(mode: .missing, goldens: goldens).transcript
        recorded.removeLast()
        try Data((recorded.joined(separator: "\r\n") + "\r\n").utf8).write(
            to: URL(fileURLWithPath: goldenPath(goldens)))
        let mismatched = run(mode: .never, goldens: goldens)
        guard mismatched.golden == .mismatch, let diff = mismatched.diff, let first = mismatched.firstDivergence else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(first.hasPrefix("the golden has CRLF line ends"))
        #expect(diff.contains("+ {\"leftovers\""))
    }

    static func makeFIFO(_ path: String) -> Bool { mkfifo(path, 0o644) == 0 }

    static func makeLoop(_ path: String) -> Bool { symlink(path, path) == 0 }

    static func makeDangling(_ path: String) -> Bool { symlink(path + ".gone", path) == 0 }

    static func makeFolder(_ path: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil
    }

    static func makeNotUTF8(_ path: String) -> Bool {
        // A valid line, an empty one, then the bad one: it is named by its line in the file.
        FileManager.default.createFile(
            atPath: path, contents: Data([0x7B, 0x7D, 0x0D, 0x0A, 0x0A, 0x7B, 0xFF, 0xFE, 0x7D, 0x0A]))
    }

    @Test(
        "An unusable golden is one clear message, never 'no golden yet', and record leaves it alone",
        arguments: [
            ("folder", "is a folder, not a file"),
            ("fifo", "is a FIFO (named pipe), not a regular file"),
            ("loop", "is a symbolic link loop"),
            ("dangling", "is a symbolic link to a missing file"),
            ("not-utf8", "is not UTF-8 text (line 3)"),
        ])
    func unusableGolden(kind: String, message: String) throws {
        let goldens = try temporaryGoldens()
        let path = goldenPath(goldens)
        let made: Bool
        switch kind {
        case "folder": made = Self.makeFolder(path)
        case "fifo": made = Self.makeFIFO(path)
        case "loop": made = Self.makeLoop(path)
        case "dangling": made = Self.makeDangling(path)
        default: made = Self.makeNotUTF8(path)
        }
        try #require(made, "could not create the \(kind) golden")
        for mode in RecordMode.allCases {
            let result = run(mode: mode, goldens: goldens)
            #expect(result.outcome == .fail, "\(mode)")
            guard result.golden == .unreadable, let reason = result.firstDivergence else {
                Issue.record("\(mode): \(result.golden)")
                continue
            }
            #expect(reason.hasPrefix("\(path) \(message)"), "\(mode): \(reason)")
            #expect(!result.description.contains("no golden yet"))
            #expect(result.description.contains("the golden cannot be used: \(path) \(message)"))
            #expect(!result.description.contains("Error Domain"))
        }
        if kind == "folder" {
            #expect(FileProbe.inspect(path) == .folder)
        }
        let report = RunReport(
            vendors: [TestVendor()], scenarios: [scenario], results: [run(mode: .never, goldens: goldens)])
        #expect(report.cases.first?.golden == .unreadable)
        #expect(JUnitWriter.encode(report).contains("the golden cannot be used"))
    }

    @Test(
        "A golden without read permission is unreadable, not missing",
        .enabled(if: geteuid() != 0, "root reads any file"))
    func noPermission() throws {
        let goldens = try temporaryGoldens()
        let path = goldenPath(goldens)
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("{}\n".utf8), attributes: [.posixPermissions: 0]))
        let result = run(mode: .never, goldens: goldens)
        #expect(result.golden == .unreadable)
        #expect(result.firstDivergence == "\(path) cannot be read: permission denied")
    }

    @Test("The store never builds a goldens tree that does not exist; it names the folder")
    func noNewTree() throws {
        let root = ScratchFolder.url("no-tree").appendingPathComponent("Goldne").path
        let store = GoldenStore(root: root)
        #expect(store.rootProblem()?.contains("the goldens folder \(root) does not exist") == true)
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try store.write(["{}"], vendor: "test", scenario: "lifecycle.inline")
        }
        #expect(FileProbe.inspect(root) == .missing)
        let result = run(mode: .all, goldens: store)
        #expect(result.golden == .unreadable)
        #expect(
            result.firstDivergence
                == ("\(store.path(vendor: "test", scenario: "lifecycle.inline")): cannot record: the goldens folder \(root) does not exist (mistyped?); give an existing folder, or create it first to record new goldens")
        )
        #expect(FileProbe.inspect(root) == .missing)
    }

    @Test("A mistyped --goldens folder is one usage error, for run and for record, and nothing is created")
    func mistypedGoldensFolder() async throws {
        let root = ScratchFolder.url("mistyped").path
        let mistyped = root + "/Conformance/Goldne"
        for arguments in [["run"], ["record", "--mode", "missing"], ["compare"]] {
            let outcome = await CLIHarness().run(
                arguments + ["--goldens", mistyped, "--scenario", "payload.*"], environment: [:])
            let output = outcome.all
            #expect(outcome.status == .usage, "\(arguments): \(output)")
            let errors = output.split(separator: "\n").filter { $0.hasPrefix("error:") }
            #expect(
                errors.count == 1 && errors[0].contains("--goldens") && errors[0].contains(mistyped)
                    && errors[0].contains("does not exist"), "\(arguments): \(output)")
            #expect(!output.contains("no golden yet"))
        }
        #expect(FileProbe.inspect(root) == .missing)
    }

    @Test("Recording removes temporary files dead processes left and keeps live ones; it leaves none of its own")
    func staleTemporariesCleaned() throws {
        let goldens = try temporaryGoldens()
        let folder = goldens.root + "/test"
        let dead = try Self.deadProcessID()
        let stale = [
            ".push-conformance-\(dead)-3.partial", ".lifecycle.inline.jsonl.partial-\(dead)", ".dat.nosyncAB12.xyz",
        ]
        let live = ".push-conformance-\(getpid())-999999.partial"
        for name in stale + [live] {
            #expect(FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("partial".utf8)))
        }

        #expect(run(mode: .missing, goldens: goldens).golden == .recorded)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == [live, "lifecycle.inline.jsonl"])
        #expect(goldens.all().map(\.scenario) == ["lifecycle.inline"])
    }

    /// The id of a process that has exited (its own child, waited for).
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
