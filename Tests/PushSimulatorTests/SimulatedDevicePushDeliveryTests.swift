import PushContract
import PushSimulator
import PushTestKit
import Testing

/// Compact JSON of exactly `count` bytes: a vendor alert push with a padding key.
private func rawPayload(ofExactly count: Int) -> [UInt8] {
    let prefix = #"{"aps":{"alert":"Hi"},"pad":""#
    let suffix = #"","vendor":"scripted"}"#
    return Array((prefix + String(repeating: "x", count: count - prefix.utf8.count - suffix.utf8.count) + suffix).utf8)
}

@Suite("Simulated device: push delivery")
struct SimulatedDevicePushDeliveryTests {
    static let refusedRaw: [(String, [UInt8], PushErrorCode)] = [
        ("not JSON", Array("hello".utf8), .payloadNotJSON),
        ("not an object", Array(#"[{"aps":{"alert":"Hi"}}]"#.utf8), .payloadNotAnObject),
        ("invalid UTF-8", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D], .payloadInvalidUTF8),
        (
            "too deep", Array((String(repeating: #"{"a":"#, count: 70) + "1" + String(repeating: "}", count: 70)).utf8),
            .payloadTooDeep
        ),
        ("4097 bytes", rawPayload(ofExactly: 4097), .payloadTooLarge),
        (
            "relevance-score 2", Array(#"{"aps":{"alert":"Hi","relevance-score":2},"vendor":"scripted"}"#.utf8),
            .payloadInvalidValue
        ),
    ]

    @Test(
        "Payloads APNs refuses are recorded as apns.rejected and never reach the adapter",
        arguments: refusedRaw)
    func refused(label: String, bytes: [UInt8], code: PushErrorCode) throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(bytes: bytes) }
        device.advance(by: .seconds(60))
        let rejected = try #require(device.systemRecords(named: "apns.rejected").first, "\(label)")
        #expect(rejected.body["error"]?["code"] == .string(code.rawValue))
        #expect(rejected.body["bytes"] == .number(Double(bytes.count)))
        #expect(vendor.log == ["launch", "active"])
        #expect(vendor.extensions.isEmpty)
        #expect(device.systemRecords(named: "push.arrived").isEmpty)
        #expect(device.shownIDs.isEmpty)
    }

    @Test("R1: a raw payload of exactly 4096 bytes is delivered")
    func exactly4096() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let bytes = rawPayload(ofExactly: 4096)
        #expect(bytes.count == 4096)
        device.perform(step: "push") { device.receivePush(bytes: bytes) }
        #expect(device.systemRecords(named: "push.arrived").first?.body["bytes"] == 4096)
        #expect(device.shownIDs == ["push-1"])
    }

    @Test("R1: raw bytes over 4096 are refused even when the compact JSON would fit")
    func rawSizeCounts() {
        let compact = rawPayload(ofExactly: 4090)
        let padded = compact + Array(repeating: UInt8(ascii: " "), count: 7)
        #expect(padded.count == 4097)
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "push") { device.receivePush(bytes: padded) }
        #expect(device.systemRecords(named: "apns.rejected").first?.body["error"]?["code"] == "payload.too-large")
        #expect(device.shownIDs.isEmpty)
    }

    @Test("Each accepted push is numbered and marked with whether the vendor claims it")
    func pushArrived() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "push") {
            device.receivePush(ScriptedPayloads.alert())
            device.receivePush(PushPayload(["aps": ["alert": "other vendor"], "vendor": "someone-else"]))
        }
        let arrived = device.systemRecords(named: "push.arrived")
        #expect(arrived.map { $0.body["push"] } == [1, 2])
        #expect(arrived.map { $0.body["claimed"] } == [true, false])
        #expect(device.shownIDs == ["push-1", "push-2"])
    }

    @Test("In the foreground an alert goes to willPresent and is shown when options are chosen")
    func foregroundPresent() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        #expect(vendor.log == ["launch", "active", "will-present push-1"])
        #expect(device.shownIDs == ["push-1"])
        #expect(device.records(of: .completion).map(\.body) == [["kind": "will-present", "value": ["banner"]]])
    }

    @Test("In the foreground, presenting with no options shows nothing")
    func foregroundSuppressed() {
        let vendor = ScriptedVendor()
        vendor.onWillPresent = { _, _, done in done([]) }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        #expect(device.shownIDs.isEmpty)
    }

    @Test(
        "In the background or when not running an alert is shown without asking the adapter",
        arguments: [
            AppState.background, .notRunning,
        ])
    func backgroundShown(state: AppState) {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        if state != .notRunning { device.perform(step: "launch") { device.launch(state: state) } }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        #expect(!vendor.log.contains { $0.hasPrefix("will-present") })
        #expect(device.shownIDs == ["push-1"])
        #expect(device.adapter == nil || state != .notRunning)
    }

    @Test("A silent push launches a stopped app in the background and reaches didReceiveRemoteNotification")
    func silentColdStart() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        #expect(vendor.log == ["launch", "background-push"])
        #expect(device.application.state == .background)
        #expect(device.shownIDs.isEmpty)
        #expect(device.records(of: .completion).map(\.body) == [["kind": "background-fetch", "value": "noData"]])
    }

    @Test("With background refresh off a silent push does not launch the app")
    func backgroundRefreshOff() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.application.backgroundRefreshAllowed = false
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        #expect(vendor.log.isEmpty)
        #expect(device.systemNames.contains("background-push.not-delivered"))
    }
}
