import BuiltInVendors
import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// The scenario keys for the device context signal and throttled background wakes.
@Suite("Scenario format: moment quality and background wakes")
struct ScenarioContextSignalTests {
    private func decode(_ json: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder().decode(Array(json.utf8), file: "background-push/x.json")
    }

    private let scenario = """
        {"id": "background-push.x", "title": "t",
         "given": {"momentQuality": "bad", "backgroundWakes": false},
         "steps": [{"id": "launch", "launch": {"state": "background"}},
                   {"id": "good", "momentQuality": "good"},
                   {"id": "wakes", "backgroundWakes": true},
                   {"id": "push", "push": {"payload": {"aps": {"content-available": 1}, "ctx_title": "T", "ctx_body": "B",
                     "ctx_flow_name": "f", "ctx_collapse_id": "c", "ctx_notification_deadline_h": 1}}},
                   {"id": "wait", "advance": "10s"}]}
        """

    @Test("given.momentQuality, given.backgroundWakes and the two steps decode")
    func decodes() throws {
        let decoded = try decode(scenario)
        #expect(decoded.given.momentQuality == .bad)
        #expect(decoded.given.backgroundWakes == false)
        #expect(decoded.steps[1].action == .momentQuality(.good))
        #expect(decoded.steps[2].action == .backgroundWakes(true))
        #expect(decoded.steps[1].action.kind.rawValue == "momentQuality")
        #expect(DeviceSetup().momentQuality == .unknown)
        #expect(DeviceSetup().backgroundWakes)
    }

    @Test(
        "Bad values are reported with their JSON path",
        arguments: [
            (#""given": {"momentQuality": "great"}"#, "given.momentQuality"),
            (#""given": {"backgroundWakes": "no"}"#, "given.backgroundWakes"),
        ])
    func badGiven(given: String, path: String) {
        let json =
            #"{"id": "background-push.x", "title": "t", "# + given + #", "steps": [{"id": "a", "advance": "1s"}]}"#
        #expect(throws: ScenarioError.self) { try decode(json) }
        do { _ = try decode(json) } catch { #expect(error.path == path) }
    }

    @Test("A bad step value is reported with its path")
    func badStep() {
        let json = #"{"id": "background-push.x", "title": "t", "steps": [{"id": "a", "momentQuality": 1}]}"#
        do {
            _ = try decode(json)
            Issue.record("decoded a numeric moment quality")
        } catch {
            #expect(error.path == "steps[0].momentQuality")
        }
    }

    @Test("The executor applies the given values before step 1 and records each step's change")
    func executorAppliesThem() throws {
        let vendor = try #require(BuiltInVendors.all.first { $0.descriptor.id == "context" })
        let records = try ScenarioExecutor(vendor: vendor, scenario: try decode(scenario)).run()
        let systemNames = records.filter { $0.kind == .system }.compactMap { $0.body["name"]?.stringValue }
        #expect(systemNames.contains("context.moment-quality"))
        #expect(systemNames.contains("background-wakes.changed"))
        let posted = records.first { $0.kind == .event && $0.body["name"] == "notification.posted" }
        #expect(
            posted?.body["details"]?["momentQuality"] == "good",
            "the quality set by the step is what the adapter sampled")
    }
}
