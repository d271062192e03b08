@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport

/// `push-conformance audit-live-activity`: verdicts printed with rule, requirement and JSON path;
/// exit 1 on a broken MUST or a malformed file, 0 on a SHOULD alone; `--expect` runs the bundled
/// corpus; paths checked first (exit 64); strings from files escaped for the terminal.
@Suite("audit-live-activity")
struct AuditLiveActivityCommandTests {
    let cli = CLIHarness()
    static let corpus = "Conformance/" + LiveActivityRequestFile.corpusFolder

    @Test("--expect on the bundled corpus: every request as expected, exit 0")
    func corpusAsExpected() async {
        let count = LiveActivityRequestFile.files(in: PackageLocation.root + "/" + Self.corpus)?.count ?? 0
        let run = await cli.run(["audit-live-activity", "--expect", Self.corpus])
        #expect(run.status == .success, "\(run.all)")
        #expect(
            run.output.contains("\(count) requests: \(count) as expected, 0 unexpected, 0 malformed"), "\(run.output)")
    }

    @Test("Apple's example passes (0); a broken MUST fails (1) naming rule, requirement and path; a SHOULD warns (0)")
    func verdicts() async {
        let pass = await cli.run(["audit-live-activity", Self.corpus + "/apple-update-relevance-score-100.json"])
        #expect(pass.status == .success && pass.output.contains(": pass ("), "\(pass.all)")
        let broken = await cli.run([
            "audit-live-activity", Self.corpus + "/apple-start.json", Self.corpus + "/broken-topic-bare-bundle-id.json",
        ])
        #expect(broken.status == .failure)
        #expect(broken.output.contains("MUST header.topic (R15) at request.headers.apns-topic: "), "\(broken.output)")
        #expect(broken.output.contains("2 requests: 1 pass, 1 break a MUST"), "\(broken.output)")
        let warn = await cli.run(["audit-live-activity", Self.corpus + "/warn-end-without-content-state.json"])
        #expect(warn.status == .success, "\(warn.all)")
        #expect(warn.output.contains("SHOULD aps.end-content-state (R14)"), "\(warn.output)")
    }

    @Test("--expect fails on a verdict that differs from the file's, and on a file stating none")
    func expectMismatch() async throws {
        let folder = temporaryFolder("la-expect")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(
            contentsOfFile: PackageLocation.root + "/" + Self.corpus + "/broken-priority-1-to-token.json",
            encoding: .utf8)
        try original.replacingOccurrences(of: "\"header.priority\"", with: "\"header.topic\"").write(
            to: folder.appendingPathComponent("wrong.json"), atomically: true, encoding: .utf8)
        let wrong = await cli.run(["audit-live-activity", "--expect", folder.path])
        #expect(wrong.status == .failure)
        #expect(
            wrong.output.contains("UNEXPECTED: expected it breaks header.topic; it breaks header.priority"),
            "\(wrong.output)")
        try #"{"title": "t", "request": {"method": "GET", "path": "/1/apps/a/all-channels"}}"#.write(
            to: folder.appendingPathComponent("wrong.json"), atomically: true, encoding: .utf8)
        let none = await cli.run(["audit-live-activity", "--expect", folder.path])
        #expect(none.status == .failure && none.output.contains("expect: missing"), "\(none.all)")
        let judged = await cli.run(["audit-live-activity", folder.path])
        #expect(judged.status == .success, "without --expect a file needs no expect: \(judged.all)")
    }

    @Test("A malformed file fails with its path and JSON path; the other files are still audited")
    func malformedFile() async throws {
        let folder = temporaryFolder("la-malformed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"title": "t", "request": {"method": "POST", "path": "/3/device/aa", "headers": {"apns-priority": 10}}}"#
            .write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: PackageLocation.root + "/" + Self.corpus + "/apple-channel-read.json",
            toPath: folder.appendingPathComponent("b.json").path)
        let run = await cli.run(["audit-live-activity", folder.path])
        #expect(run.status == .failure)
        #expect(
            run.output.contains("error: \(folder.path)/a.json: request.headers.apns-priority: expected a string"),
            "\(run.output)")
        #expect(run.output.contains("b.json: pass"), "\(run.output)")
    }

    @Test("Paths are checked before any work: missing, empty folder, none at all (exit 64)")
    func pathsChecked() async throws {
        let missing = await cli.run(["audit-live-activity", "no/such/request.json"])
        #expect(
            missing.status == .usage && missing.error.contains("no/such/request.json does not exist"), "\(missing.all)")
        let none = await cli.run(["audit-live-activity"])
        #expect(none.status == .usage && none.error.contains("give request files or folders"), "\(none.all)")
        let folder = temporaryFolder("la-empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = await cli.run(["audit-live-activity", folder.path])
        #expect(empty.status == .usage && empty.error.contains("holds no .json file"), "\(empty.all)")
    }

    @Test("Control and bidirectional characters from a file reach the terminal escaped")
    func escapesFileText() async throws {
        let folder = temporaryFolder("la-escape")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"""
            {"title": "t", "request": {"method": "POST", "path": "/3/device/aa",
             "headers": {"apns-push-type": "liveactivity", "apns-topic": "evil\u001b]0;owned\u0007\u202e"},
             "body": {"aps": {"event": "update", "timestamp": 1, "content-state": {}}}}}
            """#
        try text.write(to: folder.appendingPathComponent("evil\u{1B}[31m.json"), atomically: true, encoding: .utf8)
        var terminal = cli
        terminal.outputIsTerminal = true
        let run = await terminal.run(["audit-live-activity", folder.path], environment: [:])
        #expect(run.status == .failure)
        let findings = run.output.split(separator: "\n").filter { $0.contains("header.topic") || $0.contains("evil") }
        #expect(!findings.isEmpty, "\(run.output)")
        for line in findings {
            // Colour codes the tool adds are fine; none may come from the file.
            let withoutOwnColour = line.replacingOccurrences(
                of: #"\u{1B}\[[0-9]+m"#, with: "", options: .regularExpression)
            #expect(
                !withoutOwnColour.contains("\u{1B}") && !line.contains("\u{07}") && !line.contains("\u{202E}"),
                "\(line)")
        }
        // JSON quoting escapes the C0 controls of a value; the terminal escaping catches the rest.
        #expect(run.output.contains(#"evil\u001b]0;owned\u0007\u{202E}"#), "\(run.output)")
        #expect(run.output.contains(#"evil\u{1B}[31m.json"#), "\(run.output)")
    }

    @Test("The help lists the command; --help shows its page")
    func help() async {
        let overview = await cli.run(["help"])
        #expect(overview.output.contains("audit-live-activity"))
        let page = await cli.run(["audit-live-activity", "--help"])
        #expect(
            page.status == .success
                && page.output.contains("usage: push-conformance audit-live-activity <file|folder>…"))
    }
}
