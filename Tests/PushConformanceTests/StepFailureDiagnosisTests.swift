import Foundation
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushTestKit
import Testing

/// A step that cannot run says what the adapter did and which rules the scenario cites.
@Suite("Step failure diagnosis")
struct StepFailureDiagnosisTests {
    static let tapScenario = """
        {"id": "lifecycle.tap-shown", "title": "A shown push is tapped", "requirements": ["R18", "P3"], "steps": [
          {"id": "launch", "launch": {}},
          {"id": "push", "push": {"payload": {"vendor": "scripted", "aps": {"alert": {"title": "T"}}}}},
          {"id": "tap", "tap": {"notification": "push-1"}}
        ]}
        """

    @Test("A will-present answer with no options: the note names it and the scenario's requirements")
    func emptyPresentation() throws {
        let vendor = ScriptedVendor()
        vendor.onWillPresent = { _, _, done in done([]) }
        let result = ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: "/nonexistent"))
            .runCase(
                vendor: vendor, scenario: try inlineScenario(Self.tapScenario, file: "lifecycle/tap-shown.json"),
                options: RunOptions())
        #expect(result.outcome == .errored)
        #expect(
            result.note
                == "step tap: no shown notification has id push-1: the scenario expects push-1 on screen, but the "
                + "adapter answered will-present with no presentation options at 0s, so the system showed nothing; the scenario "
                + "holds the adapter to R18, P3")
    }

    @Test("A push that never arrived is named as such")
    func neverArrived() throws {
        let scenario = Self.tapScenario.replacingOccurrences(
            of: #""notification": "push-1""#, with: #""notification": "push-7""#)
        let vendor = ScriptedVendor()
        let result = ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: "/nonexistent"))
            .runCase(
                vendor: vendor, scenario: try inlineScenario(scenario, file: "lifecycle/tap-shown.json"),
                options: RunOptions())
        #expect(
            result.note?.contains(
                "the scenario expects push-7 on screen, but no push with that number reached the device") == true,
            "\(result.note ?? "")")
    }
}
