import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: launch options")
struct SimulatedDeviceLaunchOptionsTests {
    @Test("A cold start from a tap hands the push to the launch, then the same response to didReceive")
    func coldStartTap() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        let options = try #require(vendor.adapters.first?.launchOptions)
        #expect(options == LaunchOptions(remoteNotification: ScriptedPayloads.alert(), notificationTap: true))
        #expect(vendor.log == ["launch", "active", "response push-1 \(NotificationResponse.defaultActionIdentifier)"])
        let launched = try #require(device.systemRecords(named: "process.launched").first)
        #expect(launched.body["options"] == ["notificationTap": true, "remoteNotification": "push-1"])
    }

    @Test("A background push that launches the app is in the launch options too, not as a tap")
    func backgroundPushLaunch() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        let options = try #require(vendor.adapters.first?.launchOptions)
        #expect(options == LaunchOptions(remoteNotification: ScriptedPayloads.silent, notificationTap: false))
        #expect(vendor.log == ["launch", "background-push"])
        #expect(
            device.systemRecords(named: "process.launched").first?.body["options"]
                == ["notificationTap": false, "remoteNotification": "push-1"])
    }

    @Test("A launch no push caused carries no options, and a tap on a running app launches nothing")
    func noOptions() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        #expect(vendor.adapters.map(\.launchOptions) == [.none])
        #expect(device.systemRecords(named: "process.launched").first?.body["options"] == nil)
    }

    @Test("An SDK that counts an open from the launch options and from didReceive shows two opens for one tap (P3)")
    func doubleOpenVisible() throws {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { adapter in
            if adapter.launchOptions.notificationTap { adapter.host.events.emit(SDKEvent("planted.open")) }
        }
        vendor.onResponse = { adapter, _, done in
            adapter.host.events.emit(SDKEvent("planted.open"))
            done()
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        #expect(device.records(of: .event).filter { $0.body["name"] == "planted.open" }.count == 2)
        #expect(device.systemRecords(named: "notification.response").count == 1, "one tap")
    }
}
