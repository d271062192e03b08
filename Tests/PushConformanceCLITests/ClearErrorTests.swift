@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// Clear errors for what used to pass without a word or flood the console (issue 26): an empty
/// selector, a number too large for a double, a scenario file one folder too deep, a golden line
/// of 60 MB, a bad PUSH_CONFORMANCE_RECORD.
@Suite("Clear errors")
struct ClearErrorTests {
    let cli = CLIHarness()

    @Test(
        "An empty selector is a usage error, not 'everything'",
        arguments: [
            (["--vendor", ""], "--vendor '' is empty"),
            (["--scenario", ""], "--scenario '' is empty"),
            (["--requirement", ""], "--requirement '' is empty"),
            (["--invariant", ""], "--invariant '' is empty"),
            (["--vendor", "altcraft,"], "--vendor 'altcraft,' has an empty entry"),
            (["list", "--scenario", "a,,b"], "--scenario 'a,,b' has an empty entry"),
            (["explore", "--vendor", ""], "--vendor '' is empty"),
        ])
    func emptySelector(_ arguments: [String], _ message: String) async {
        let run = await cli.run(arguments)
        #expect(run.status == .usage, "\(run.all)")
        #expect(run.error.contains("error: \(message)"), "\(run.error)")
    }

    @Test("The command line and the library refuse a bad PUSH_CONFORMANCE_RECORD with one message")
    func recordVariable() async throws {
        let run = await cli.run(
            ["--scenario", "payload.over-4096-bytes"], environment: ["PUSH_CONFORMANCE_RECORD": "ALL"])
        #expect(run.status == .usage)
        let library = try #require(
            ConformanceEnvironment.problem(["PUSH_CONFORMANCE_RECORD": "ALL"], requestedRecordMode: nil))
        #expect(run.error.contains("error: \(library.message)\n"), "\(run.error)")
    }

    @Test(
        "A number too large for a double is named by its JSON path",
        arguments: [
            (
                #"{"id": "lifecycle.n", "title": "t", "steps": [{"id": "a", "launch": {}}, {"id": "b", "tap": {"actionIndex": 1e400}}]}"#,
                "steps[1].tap.actionIndex"
            ),
            (
                #"{"id": "lifecycle.n", "title": "t", "given": {"configuration": {"x": [1, -1e999]}}, "steps": []}"#,
                "given.configuration.x[1]"
            ),
            (
                #"{"id": "lifecycle.n", "title": "t", "steps": [{"id": "a", "push": {"payload": {"aps": {"badge": 2e308}}}}]}"#,
                "steps[0].push.payload.aps.badge"
            ),
            (#"{"id": "lifecycle.n", "title": "t", "steps": [{"id": "a\"b", "launch": 1e400}]}"#, "steps[0].launch"),
        ])
    func outOfRangeNumber(_ json: String, _ path: String) throws {
        do {
            _ = try ScenarioDecoder().decode(Array(json.utf8), file: "lifecycle/n.json")
            Issue.record("accepted")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(error.message.contains("number out of range"), "\(error)")
            #expect(error.description.hasPrefix("lifecycle/n.json: \(path): not valid JSON"))
        }
    }

    @Test("A scenario file one folder too deep is named in a warning, and nothing fails because of it")
    func tooDeep() async throws {
        let root = temporaryFolder("too-deep")
        let scenarios = root.appendingPathComponent("Scenarios").path
        try FileManager.default.createDirectory(
            atPath: scenarios + "/lifecycle/extra", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: root.appendingPathComponent("Golden").path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackageLocation.root + "/Conformance/Scenarios/lifecycle/cold-start-tap.json",
            toPath: scenarios + "/lifecycle/extra/cold-start-tap.json")
        try Data(#"{"id": "lifecycle.here", "title": "t", "steps": [{"id": "a", "launch": {}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: scenarios + "/lifecycle/here.json"))
        let loaded = ScenarioLoader(scenariosRoot: scenarios, fixturesRoot: scenarios).load()
        #expect(loaded.scenarios.map(\.id) == ["lifecycle.here"])
        #expect(loaded.errors.isEmpty)
        #expect(
            loaded.warnings.map(\.description) == [
                "lifecycle/extra/cold-start-tap.json: one folder too deep, so it is not loaded: a scenario file is <facet>/<slug>.json; "
                    + "move it to lifecycle/cold-start-tap.json"
            ])
        let list = await cli.run(["list", "--scenarios", scenarios])
        #expect(list.status == .success)
        #expect(
            list.output.contains("warning: lifecycle/extra/cold-start-tap.json: one folder too deep"), "\(list.output)")
        let run = await cli.run([
            "run", "--scenarios", scenarios, "--goldens", root.appendingPathComponent("Golden").path,
            "--vendor", "altcraft",
        ])
        #expect(
            run.output.contains("warning: scenario file lifecycle/extra/cold-start-tap.json: one folder too deep"),
            "\(run.output)")
    }
}
