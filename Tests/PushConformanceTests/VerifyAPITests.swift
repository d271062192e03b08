import Foundation
import PushConformance
import PushContract
import Testing

/// The one call another package makes from its own tests.
@Suite("ConformanceSuite.verify")
struct VerifyAPITests {
    func makeRoot(scenario: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UInt64.random(in: 0...UInt64.max))")
        let folder = root.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("foreground.json"))
        return root.path
    }

    let scenario = """
        {"id": "lifecycle.foreground", "title": "A claimed alert in the foreground is presented", "steps": [
          {"id": "launch", "launch": {}},
          {"id": "push", "push": {"payload": {"test": true, "aps": {"alert": "hi"}}}},
          {"id": "wait", "advance": "1s"}
        ]}
        """

    @Test("A conformant vendor verifies with no failures once its goldens exist")
    func conformant() async throws {
        let root = try makeRoot(scenario: scenario)
        let suite = ConformanceSuite(root: root)
        let loaded = suite.loadScenarios()
        #expect(loaded.errors.isEmpty)
        let vendor = TestVendor()
        let records = try ScenarioExecutor(vendor: vendor, scenario: try #require(loaded.scenarios.first)).run()
        try GoldenStore(root: suite.goldensRoot).write(records.map(\.line), vendor: "test", scenario: "lifecycle.foreground")

        let failures = await ConformanceSuite.verify(vendor, conformanceRoot: root)
        #expect(failures.isEmpty, "\(failures.map(\.description))")
    }

    @Test("A broken vendor gets the failing case back, naming the invariant")
    func broken() async throws {
        let root = try makeRoot(scenario: scenario)
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        let records = try ScenarioExecutor(vendor: vendor, scenario: try #require(ConformanceSuite(root: root).loadScenarios().scenarios.first)).run()
        try GoldenStore(root: root + "/Golden").write(records.map(\.line), vendor: "test", scenario: "lifecycle.foreground")

        let failures = await ConformanceSuite.verify(vendor, conformanceRoot: root)
        #expect(failures.map(\.scenario) == ["lifecycle.foreground"])
        #expect(failures.first?.violations.map(\.invariant) == ["CMP-001"])
    }

    @Test("A malformed scenario file comes back as an errored case with its path")
    func malformed() async throws {
        let root = try makeRoot(scenario: #"{"id": "lifecycle.foreground", "title": "t", "steps": [{"id": "a", "jump": {}}]}"#)
        let failures = await ConformanceSuite.verify(TestVendor(), conformanceRoot: root)
        #expect(failures.count == 1)
        #expect(failures.first?.outcome == .errored)
        #expect(failures.first?.note?.contains("steps[0].jump") == true)
    }
}
