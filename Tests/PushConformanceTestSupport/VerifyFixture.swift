import Foundation
import PushConformance
package import PushTestKit
import PushSimulator

/// A throwaway suite folder for `verify` tests: `Scenarios/lifecycle/foreground.json` (one claimed
/// alert in the foreground) and an empty `Golden/`, under the temporary directory.
package enum VerifyFixture {
    /// The one scenario: a claimed alert in the foreground is presented.
    package static let scenario = """
        {"id": "lifecycle.foreground", "title": "A claimed alert in the foreground is presented", "steps": [
          {"id": "launch", "launch": {}},
          {"id": "push", "push": {"payload": {"test": true, "aps": {"alert": "hi"}}}},
          {"id": "wait", "advance": "1s"}
        ]}
        """

    /// A new suite folder holding `scenario` as `Scenarios/lifecycle/foreground.json`; its path.
    package static func makeRoot(scenario: String = VerifyFixture.scenario) throws -> String {
        let root = ScratchFolder.url("verify")
        let folder = root.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("foreground.json"))
        return root.path
    }

    /// Writes the first scenario's golden directly (recording is off when CI is set).
    package static func recordGolden(_ vendor: TestVendor, root: String, goldens: String) throws {
        guard let scenario = ConformanceSuite(root: root).loadScenarios().scenarios.first else {
            throw ExecutionError(step: "given", message: "no scenario under \(root)")
        }
        let records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
        try GoldenStore(root: goldens).write(records.map(\.line), vendor: "test", scenario: scenario.id)
    }
}
