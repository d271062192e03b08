@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Every number in a scenario has a bound; a value over it is refused with the file and the
/// JSON path. The first eight arguments are the scenarios that crashed the tool (issue 13).
@Suite("Scenario bounds")
struct ScenarioBoundsTests {
    static func scenario(_ steps: String) -> String {
        #"{"id": "lifecycle.absurd", "title": "t", "steps": [{"id": "launch", "launch": {}}, "# + steps + "]}"
    }

    func refusal(_ json: String) -> ScenarioError? {
        do {
            _ = try ScenarioDecoder().decode(Array(json.utf8), file: "lifecycle/absurd.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "An absurd value is refused with the file, the JSON path and the bound",
        arguments: [
            (#"{"id": "a", "advance": "1e308s"}"#, "steps[1].advance", "longer than 30 days"),
            (#"{"id": "a", "advance": "1e16s"}"#, "steps[1].advance", "longer than 30 days"),
            (
                #"{"id": "a", "advance": "5e15s"}, {"id": "b", "advance": "5e15s"}"#, "steps[1].advance",
                "longer than 30 days"
            ),
            (
                #"{"id": "s", "serverAnswers": [{"status": 200, "delay": "1e308s"}]}"#,
                "steps[1].serverAnswers[0].delay", "longer than 30 days"
            ),
            (
                #"{"id": "m", "media": {"https://x.test/a.png": {"bytes": 10, "latency": "1e16s"}}}"#,
                "steps[1].media.https://x.test/a.png.latency", "longer than 30 days"
            ),
            (
                #"{"id": "t", "tokenProvider": {"kind": "fcm", "token": "f", "latency": "1e308s"}}"#,
                "steps[1].tokenProvider.latency",
                "longer than 30 days"
            ),
            (
                #"{"id": "p", "push": {"payload": {"aps": {}}, "padToBytes": 9007199254740992}}"#,
                "steps[1].push.padToBytes",
                "9007199254740992 is outside 2…1048576"
            ),
            (
                #"{"id": "p", "push": {"message": {"title": "T"}, "padToBytes": 1000000000000}}"#,
                "steps[1].push.padToBytes",
                "1000000000000 is outside 2…1048576"
            ),
            (#"{"id": "a", "advance": "721h"}"#, "steps[1].advance", "longer than 30 days"),
            (#"{"id": "m", "media": {"u": {"bytes": 1073741825}}}"#, "steps[1].media.u.bytes", "outside 0…1073741824"),
            (
                #"{"id": "m", "media": {"u": {"bytes": 1, "status": 600}}}"#, "steps[1].media.u.status",
                "HTTP status 600 is outside 100…599"
            ),
            (
                #"{"id": "m", "media": {"u": {"bytes": 1, "status": 1e300}}}"#, "steps[1].media.u.status",
                "expected an integer"
            ),
            (#"{"id": "t", "tap": {"actionIndex": 100}}"#, "steps[1].tap.actionIndex", "100 is outside 0…99"),
            (
                #"{"id": "p", "push": {"message": {"badge": -1}}}"#, "steps[1].push.message.badge",
                "-1 is outside 0…999999"
            ),
            (
                #"{"id": "p", "push": {"message": {"deadlineHours": 1e15}}}"#, "steps[1].push.message.deadlineHours",
                "outside"
            ),
            (
                #"{"id": "p", "push": {"message": {"relevanceScore": 1e300}}}"#, "steps[1].push.message.relevanceScore",
                "outside -1000…1000"
            ),
        ])
    func refused(steps: String, path: String, message: String) throws {
        let error = try #require(refusal(Self.scenario(steps)), "\(steps) was accepted")
        #expect(error.file == "lifecycle/absurd.json")
        #expect(error.path == path)
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description.hasPrefix("lifecycle/absurd.json: \(path): "))
    }

    @Test("Values at the bounds are accepted")
    func atTheBounds() throws {
        let json = Self.scenario(
            #"""
            {"id": "a", "advance": "720h"}, {"id": "b", "advance": "2592000s"},
            {"id": "s", "serverAnswers": [{"status": 200, "delay": "30m"}]},
            {"id": "p", "push": {"payload": {"aps": {}}, "padToBytes": 1048576}}
            """#)
        let scenario = try ScenarioDecoder().decode(Array(json.utf8), file: "lifecycle/absurd.json")
        #expect(scenario.steps[1].action == .advance(.seconds(2_592_000)))
        #expect(scenario.steps[2].action == .advance(.seconds(2_592_000)))
        #expect(scenario.steps[4].action == .push(.payload(["aps": [:]]), merge: [:], padToBytes: 1_048_576))
    }

    @Test("Too many steps, too many elements and too large a file are refused with their place")
    func counts() {
        let answers = Array(repeating: #"{"status": 200}"#, count: 1_001).joined(separator: ",")
        let tooMany = refusal(Self.scenario(#"{"id": "s", "serverAnswers": [\#(answers)]}"#))
        #expect(tooMany?.path == "steps[1].serverAnswers")
        #expect(tooMany?.message == "1001 elements; at most 1000 are allowed")

        let steps = (0..<ScenarioBounds.maxSteps).map { #"{"id": "w\#($0)", "advance": "1s"}"# }.joined(separator: ",")
        let long = refusal(Self.scenario(steps))
        #expect(long?.path == "steps")
        #expect(
            long?.message == "\(ScenarioBounds.maxSteps + 1) elements; at most \(ScenarioBounds.maxSteps) are allowed")

        let padding = String(repeating: " ", count: ScenarioBounds.maxFileBytes)
        let large = refusal(Self.scenario(#"{"id": "a", "advance": "1s"}"#) + padding)
        #expect(large?.path == "")
        #expect(large?.message.contains("a scenario file is at most 4194304 bytes") == true)
    }

    @Test("The eight crashing scenarios, as files, are refused by the tool with file and path, exit 1, no crash")
    func refusedByTheTool() async throws {
        let root = ScratchFolder.url("bounds")
        let folder = root.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let crashing: [(String, String)] = [
            ("advance-1e308", #"{"id": "a", "advance": "1e308s"}"#),
            ("advance-1e16", #"{"id": "a", "advance": "1e16s"}"#),
            ("advance-sum", #"{"id": "a", "advance": "5e15s"}, {"id": "b", "advance": "5e15s"}"#),
            ("delay", #"{"id": "s", "serverAnswers": [{"status": 200, "delay": "1e308s"}]}"#),
            ("latency", #"{"id": "m", "media": {"u": {"bytes": 1, "latency": "1e16s"}}}"#),
            ("provider", #"{"id": "t", "tokenProvider": {"kind": "fcm", "latency": "1e308s"}}"#),
            ("pad-payload", #"{"id": "p", "push": {"payload": {"aps": {}}, "padToBytes": 9007199254740992}}"#),
            ("pad-message", #"{"id": "p", "push": {"message": {"title": "T"}, "padToBytes": 1000000000000}}"#),
        ]
        for (name, steps) in crashing {
            let json = Self.scenario(steps).replacingOccurrences(of: "lifecycle.absurd", with: "lifecycle.\(name)")
            try Data(json.utf8).write(to: folder.appendingPathComponent("\(name).json"))
        }
        let outcome = await CLIHarness().run([
            "run", "--scenarios", root.appendingPathComponent("Scenarios").path,
            "--goldens", root.appendingPathComponent("Golden").path,
        ])
        let (status, output) = (outcome.status, outcome.all)
        #expect(status == .failure, "\(output)")
        for (name, path) in [
            ("advance-1e308", "steps[1].advance"), ("advance-1e16", "steps[1].advance"),
            ("advance-sum", "steps[1].advance"), ("delay", "steps[1].serverAnswers[0].delay"),
            ("latency", "steps[1].media.u.latency"), ("provider", "steps[1].tokenProvider.latency"),
            ("pad-payload", "steps[1].push.padToBytes"), ("pad-message", "steps[1].push.padToBytes"),
        ] {
            #expect(output.contains("error: scenario file lifecycle/\(name).json: \(path): "), "\(name): \(output)")
        }
        #expect(!output.contains("Fatal error"))
    }

    @Test(
        "A FIFO, a too-large file, a broken facet folder or a misplaced scenario is an error naming it, never a hang or skipped"
    )
    func unusualScenarioFiles() throws {
        let root = ScratchFolder.url("scenario-files").path
        try FileManager.default.createDirectory(atPath: root + "/lifecycle", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/lifecycle/pipe.json", 0o644) == 0)
        #expect(
            FileManager.default.createFile(
                atPath: root + "/lifecycle/huge.json",
                contents: Data(count: ScenarioBounds.maxFileBytes + 1)))
        #expect(symlink(root + "/loop", root + "/loop") == 0)
        #expect(FileManager.default.createFile(atPath: root + "/stray.json", contents: Data("{}".utf8)))
        #expect(FileManager.default.createFile(atPath: root + "/README.md", contents: Data("notes".utf8)))
        let loaded = ScenarioLoader(scenariosRoot: root, fixturesRoot: root + "/Fixtures").load()
        #expect(loaded.scenarios.isEmpty)
        #expect(
            loaded.errors.map(\.description) == [
                "lifecycle/huge.json: the file is \(ScenarioBounds.maxFileBytes + 1) bytes; at most \(ScenarioBounds.maxFileBytes) are read",
                "lifecycle/pipe.json: the file is a FIFO (named pipe), not a regular file",
                "loop: the facet folder is a symbolic link loop (it leads back to itself)",
                "stray.json: a scenario file belongs in its facet's folder: <facet>/<slug>.json",
            ])
    }

    @Test(
        "A facet folder that cannot be read is an error, not skipped",
        .enabled(if: geteuid() != 0, "root reads any folder"))
    func unreadableFacetFolder() throws {
        let root = ScratchFolder.url("facet").path
        try FileManager.default.createDirectory(atPath: root + "/lifecycle", withIntermediateDirectories: true)
        defer { chmod(root + "/lifecycle", 0o755); try? FileManager.default.removeItem(atPath: root) }
        #expect(chmod(root + "/lifecycle", 0) == 0)
        let loaded = ScenarioLoader(scenariosRoot: root, fixturesRoot: root + "/Fixtures").load()
        #expect(loaded.errors.map(\.description) == ["lifecycle: the facet folder cannot be read: permission denied"])
    }
}
