import PushConformance
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// DEL-006 and DEL-008 judge what the transcript shows: links opened and notifications removed,
/// against the user's answers, whatever code path did it.
@Suite("Invariants: links and shown notifications follow the user")
struct UserControlInvariantTests {
    static let link = "https://shop.example.test/offer"

    /// The DEL-006 and DEL-008 findings of a device's transcript, by id.
    func findings(_ device: SimulatedDevice) -> [String] {
        device.finish()
        return Invariant.builtIn.filter { [.linkNeedsUserAction, .shownNotificationsKept].contains($0.id) }
            .flatMap { $0.check(device.records) }.map(\.invariant.rawValue)
    }

    @Test("A link opened when a background push arrives, before any tap, breaks DEL-006")
    func linkOnReceipt() {
        let vendor = ScriptedVendor()
        vendor.onBackgroundPush = { adapter, _, done in
            adapter.host.application.open(url: Self.link)
            done(.newData)
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        #expect(findings(device) == ["DEL-006"])
    }

    @Test("One link per tap keeps DEL-006; a second link for the same tap breaks it")
    func linkPerTap() throws {
        for opens in [1, 2] {
            let vendor = ScriptedVendor()
            vendor.onResponse = { adapter, _, done in
                for _ in 0..<opens { adapter.host.application.open(url: Self.link) }
                done()
            }
            let device = SimulatedDevice(vendor: vendor)
            device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
            try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
            #expect(findings(device) == (opens == 1 ? [] : ["DEL-006"]), "\(opens) links")
        }
    }

    @Test("A dismissal is no tap: a link it opens breaks DEL-006")
    func linkOnDismiss() throws {
        let vendor = ScriptedVendor()
        vendor.onResponse = { adapter, _, done in
            adapter.host.application.open(url: Self.link)
            done()
        }
        var setup = DeviceSetup()
        setup.appCategories = [NotificationCategory(identifier: "D", actions: [], options: [.customDismissAction])]
        let device = SimulatedDevice(vendor: vendor, setup: setup)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "D")) }
        try device.perform(step: "dismiss") { try device.respond(to: "push-1", action: "dismiss") }
        #expect(findings(device) == ["DEL-006"])
    }

    @Test("Clearing every notification at launch breaks DEL-008 while one is shown, not when none is")
    func removeAllAtLaunch() {
        for shownFirst in [true, false] {
            let vendor = ScriptedVendor()
            vendor.onLaunch = { adapter in adapter.host.notificationCenter.removeAllNotifications() }
            let device = SimulatedDevice(vendor: vendor)
            if shownFirst { device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) } }
            device.perform(step: "launch") { device.launch(state: .foreground) }
            #expect(findings(device) == (shownFirst ? ["DEL-008"] : []), "shown first: \(shownFirst)")
        }
    }

    @Test("Removing the notification the user answered keeps DEL-008; removing another one breaks it")
    func removeOnTap() throws {
        for other in [false, true] {
            let vendor = ScriptedVendor()
            vendor.onResponse = { adapter, response, done in
                let id = other ? "push-2" : response.request.identifier
                adapter.host.notificationCenter.removeDeliveredNotifications(identifiers: [id])
                done()
            }
            let device = SimulatedDevice(vendor: vendor)
            device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
            device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert("Second")) }
            try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
            #expect(findings(device) == (other ? ["DEL-008"] : []), "removes another: \(other)")
        }
    }
}
