import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The scripted context signal (moment quality) and the switch that stops background wakes.
@Suite("Simulated device: context signal and background wakes")
struct SimulatedDeviceContextTests {
    private let backgroundPush = PushPayload(["aps": ["content-available": 1], "vendor": "scripted"])

    @Test("Adapters read the moment quality through the host; it is unknown until scripted and changes only when told")
    func momentQualityThroughHost() {
        let vendor = ScriptedVendor()
        var seen: [MomentQuality] = []
        vendor.onBackgroundPush = { adapter, _, done in
            seen.append(adapter.host.deviceContext.momentQuality)
            adapter.host.scheduler.schedule(after: .seconds(5)) {
                seen.append(adapter.host.deviceContext.momentQuality)
                done(.noData)
            }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(backgroundPush) }
        device.advance(by: .seconds(2))
        device.perform(step: "good") { device.deviceContext.setMomentQuality(.good) }
        device.advance(by: .seconds(10))
        #expect(seen == [.unknown, .good])
        #expect(device.systemRecords(named: "context.moment-quality").map(\.body["quality"]) == ["good"])
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Setting the same quality again records nothing; the initial quality is never recorded")
    func unchangedQualityNotRecorded() {
        var setup = DeviceSetup()
        setup.momentQuality = .bad
        let device = SimulatedDevice(vendor: ScriptedVendor(), setup: setup)
        device.perform(step: "same") { device.deviceContext.setMomentQuality(.bad) }
        #expect(device.deviceContext.momentQuality == .bad)
        #expect(device.systemRecords(named: "context.moment-quality").isEmpty)
        #expect(device.host.deviceContext.momentQuality == .bad)
    }

    @Test("Without wakes a background push never reaches a backgrounded or terminated app, and an alert is still shown")
    func notWoken() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "throttle") { device.setBackgroundWakes(false) }
        device.perform(step: "push") { device.receivePush(backgroundPush) }
        device.perform(step: "terminate") { device.terminate() }
        device.perform(step: "alert") {
            device.receivePush(
                PushPayload(["aps": ["content-available": 1, "alert": ["title": "Hi"]], "vendor": "scripted"]))
        }
        #expect(vendor.log == ["launch"])
        #expect(device.systemRecords(named: "background-wakes.changed").map(\.body["allowed"]) == [false])
        #expect(device.systemRecords(named: "background-push.not-delivered").count == 2)
        #expect(device.adapter == nil, "the system did not launch the app")
        #expect(device.shownIDs == ["push-2"])
    }

    @Test("Without wakes a foreground app still gets the background push; wakes resume when allowed again")
    func foregroundStillDelivered() {
        let vendor = ScriptedVendor()
        var setup = DeviceSetup()
        setup.backgroundWakes = false
        let device = SimulatedDevice(vendor: vendor, setup: setup)
        device.perform(step: "launch") { device.launch(state: .foreground) }
        device.perform(step: "push") { device.receivePush(backgroundPush) }
        device.perform(step: "background") { device.setState(.background) }
        device.perform(step: "push-2") { device.receivePush(backgroundPush) }
        device.perform(step: "resume") { device.setBackgroundWakes(true) }
        device.perform(step: "push-3") { device.receivePush(backgroundPush) }
        #expect(vendor.log == ["launch", "active", "background-push", "background-push"])
        #expect(device.systemRecords(named: "background-push.not-delivered").count == 1)
        #expect(device.systemRecords(named: "background-wakes.changed").map(\.body["allowed"]) == [true])
    }
}
