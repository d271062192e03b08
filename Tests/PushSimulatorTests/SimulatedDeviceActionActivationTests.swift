import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: buttons without the foreground option run in the background")
struct SimulatedDeviceActionActivationTests {
    /// A device whose app registered category `REPLY` with a background `later` button and a
    /// foreground `open` button, and one shown notification in that category.
    func device(_ vendor: ScriptedVendor, appState: AppState) -> SimulatedDevice {
        let category = NotificationCategory(
            identifier: "REPLY",
            actions: [
                NotificationAction(identifier: "later", title: "Later"),
                NotificationAction(identifier: "open", title: "Open", options: [.foreground]),
            ])
        var setup = DeviceSetup()
        setup.appState = appState
        setup.appCategories = [category]
        let device = SimulatedDevice(vendor: vendor, setup: setup)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "REPLY")) }
        return device
    }

    @Test("A background button launches a terminated app in the background; work after its completion waits")
    func backgroundButtonColdStart() throws {
        let vendor = ScriptedVendor()
        vendor.onResponse = { adapter, _, done in
            done()
            adapter.host.http.send(HTTPRequest(method: "POST", url: "https://scripted.example.test/reply")) { _ in }
        }
        let device = device(vendor, appState: .notRunning)
        try device.perform(step: "later") { try device.respond(to: "push-1", action: "later") }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        #expect(device.systemRecords(named: "process.launched").first?.body["state"] == "background")
        #expect(device.application.state == .background)
        #expect(!vendor.log.contains("active"), "the app never became active")
        #expect(device.isSuspended)
        #expect(device.transport.outstanding.count == 1, "the reply sent after the completion waits for a wake")
    }

    @Test("A foreground button cold-starts the app into the foreground, as a tap does")
    func foregroundButtonColdStart() throws {
        let vendor = ScriptedVendor()
        let device = device(vendor, appState: .notRunning)
        try device.perform(step: "open") { try device.respond(to: "push-1", action: "open") }
        #expect(device.application.state == .foreground)
        #expect(vendor.log.contains("active"))
    }

    @Test("A background button leaves a backgrounded app in the background and suspends it after the completion")
    func backgroundButtonWarm() throws {
        let vendor = ScriptedVendor()
        let device = device(vendor, appState: .background)
        device.perform(step: "settle") { device.advance(by: .seconds(10)) }
        try device.perform(step: "later") { try device.respond(to: "push-1", action: "later") }
        device.perform(step: "wait") { device.advance(by: .seconds(10)) }
        #expect(device.application.state == .background)
        #expect(device.systemRecords(named: "app.resumed").last?.body["by"] == "response")
        #expect(device.systemRecords(named: "app.suspended").count == 2)
    }

    @Test("A background button leaves an app in the foreground there")
    func backgroundButtonInForeground() throws {
        let vendor = ScriptedVendor()
        let device = device(vendor, appState: .foreground)
        try device.perform(step: "later") { try device.respond(to: "push-1", action: "later") }
        device.perform(step: "wait") { device.advance(by: .seconds(10)) }
        #expect(device.application.state == .foreground)
        #expect(device.systemRecords(named: "app.suspended").isEmpty)
    }

    @Test("A button no registered category shows is handled as before: it opens the app")
    func unknownButtonOpensApp() throws {
        let vendor = ScriptedVendor()
        let device = device(vendor, appState: .notRunning)
        try device.perform(step: "other") { try device.respond(to: "push-1", action: "unknown") }
        #expect(device.application.state == .foreground)
    }
}
