import PushConformance
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// `given.deviceInfo`: the device's own facts, decoded over the defaults and handed to the adapter.
@Suite("Scenario device facts")
struct ScenarioDeviceInfoTests {
    func scenario(deviceInfo: String) throws(ScenarioError) -> Scenario {
        let json =
            #"{"id": "push-delegate.facts", "title": "t", "given": {"deviceInfo": \#(deviceInfo)}, "steps": [{"id": "launch", "launch": {}}]}"#
        return try ScenarioDecoder().decode(Array(json.utf8), file: "push-delegate/facts.json")
    }

    @Test("Each fact written replaces its default; the rest keep the defaults")
    func decodesOverDefaults() throws {
        let given = try scenario(deviceInfo: #"{"language": "pt-BR", "timeZone": "-0330", "osVersion": "26.1"}"#).given
        var expected = DeviceSetup.defaultDeviceInfo
        expected.language = "pt-BR"
        expected.timeZone = "-0330"
        expected.osVersion = "26.1"
        #expect(given.deviceInfo == expected)
        #expect(DeviceSetup().deviceInfo == DeviceSetup.defaultDeviceInfo)
    }

    @Test("The adapter reads the facts the scenario gives, through its host")
    func reachesTheHost() throws {
        let given = try scenario(deviceInfo: #"{"model": "iPhone17,1", "language": "zh-Hans-CN", "timeZone": "+1400"}"#)
            .given
        let device = SimulatedDevice(vendor: ScriptedVendor(), setup: given)
        #expect(device.application.deviceInfo.model == "iPhone17,1")
        #expect(device.application.deviceInfo.language == "zh-Hans-CN")
        #expect(device.application.deviceInfo.timeZone == "+1400")
    }

    @Test(
        "A bad fact is refused with its JSON path and what is expected",
        arguments: [
            (#"{"timeZone": "+1500"}"#, "given.deviceInfo.timeZone", "±HHMM"),
            (#"{"timeZone": "-1201"}"#, "given.deviceInfo.timeZone", "±HHMM"),
            (#"{"timeZone": "+05:30"}"#, "given.deviceInfo.timeZone", "±HHMM"),
            (#"{"timeZone": "+0560"}"#, "given.deviceInfo.timeZone", "±HHMM"),
            (#"{"language": "pt_BR"}"#, "given.deviceInfo.language", "language tag"),
            (#"{"language": "en-"}"#, "given.deviceInfo.language", "language tag"),
            (#"{"model": ""}"#, "given.deviceInfo.model", "1 to 64 characters"),
            (#"{"name": 7}"#, "given.deviceInfo.name", "string"),
            (#"{"locale": "en"}"#, "given.deviceInfo", "locale"),
        ])
    func refusesBadFacts(json: String, path: String, fragment: String) {
        do {
            _ = try scenario(deviceInfo: json)
            Issue.record("\(json) was accepted")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(error.description.contains(fragment), "\(error)")
        }
    }
}
