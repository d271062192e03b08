import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: user responses")
struct SimulatedDeviceResponseTests {
    @Test("A tap on a notification cold-starts the app, brings it to the foreground and reaches didReceive")
    func tapColdStart() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        #expect(device.adapter == nil)
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        #expect(vendor.log == ["launch", "active", "response push-1 \(NotificationResponse.defaultActionIdentifier)"])
        #expect(device.systemRecords(named: "process.launched").first?.body["state"] == "inactive")
        #expect(device.application.state == .foreground)
        #expect(device.shownIDs.isEmpty)
        #expect(device.records(of: .completion).map { $0.body["kind"] } == ["response"])
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test(
        "Opening the app's settings from a notification or from Settings reaches openSettings; an unknown id is an error"
    )
    func openSettings() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "settings") { try device.openSettings(from: "push-1") }
        try device.perform(step: "settings-app") { try device.openSettings(from: nil) }
        #expect(vendor.log == ["launch", "active", "open-settings push-1", "open-settings nil"])
        #expect(
            device.systemRecords(named: "settings.open-requested").map { $0.body["id"] ?? .null } == ["push-1", .null])
        #expect(device.shownIDs == ["push-1"])
        #expect(throws: SimulationError.self) { try device.openSettings(from: "push-9") }
    }

    @Test("A tap on a running background app brings it to the foreground without a new process")
    func tapWarm() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: nil, action: "default") }
        #expect(vendor.adapters.count == 1)
        #expect(vendor.log == ["launch", "active", "response push-1 \(NotificationResponse.defaultActionIdentifier)"])
    }

    @Test("An action button carries its identifier and typed text")
    func actionWithText() throws {
        let vendor = ScriptedVendor()
        var text: String?
        vendor.onResponse = { _, response, done in
            text = response.userText
            done()
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "REPLY")) }
        try device.perform(step: "reply") { try device.respond(to: "push-1", action: "reply", text: "on my way") }
        #expect(vendor.log.last == "response push-1 reply")
        #expect(text == "on my way")
    }

    @Test("A dismiss without customDismissAction is not reported and does not launch the app")
    func dismissNotReported() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.notificationCenter.setCategories([NotificationCategory(identifier: "PLAIN", actions: [])])
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "PLAIN")) }
        try device.perform(step: "dismiss") { try device.respond(to: "push-1", action: "dismiss") }
        #expect(vendor.log.isEmpty)
        #expect(device.adapter == nil)
        #expect(device.systemNames.contains("dismiss.not-reported"))
        #expect(device.shownIDs.isEmpty)
    }

    @Test("A dismiss with customDismissAction is reported, launching the app in the background")
    func dismissReported() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.notificationCenter.setCategories([
            NotificationCategory(
                identifier: "TRACKED", actions: [],
                options: [.customDismissAction])
        ])
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "TRACKED")) }
        try device.perform(step: "dismiss") { try device.respond(to: "push-1", action: "dismiss") }
        #expect(vendor.log == ["launch", "response push-1 \(NotificationResponse.dismissActionIdentifier)"])
        #expect(device.application.state == .background)
    }

    @Test(
        "Pressing the n-th button presses that button of the registered category; one the notification does not show is recorded and reaches nothing"
    )
    func buttonByIndex() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.notificationCenter.setCategories([
            NotificationCategory(
                identifier: "TWO",
                actions: [
                    NotificationAction(identifier: "a", title: "A"), NotificationAction(identifier: "b", title: "B"),
                ])
        ])
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "TWO")) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(category: "NONE")) }
        try device.perform(step: "third") { try device.respond(to: "push-1", actionIndex: 2) }
        try device.perform(step: "unregistered") { try device.respond(to: "push-2", actionIndex: 0) }
        #expect(vendor.log.isEmpty)
        #expect(device.adapter == nil)
        #expect(device.shownIDs == ["push-1", "push-2"])
        let missing = device.systemRecords(named: "notification.button-not-shown").map(\.body)
        #expect(
            missing.map { $0["reason"] } == [
                "category \"TWO\" has 2 buttons", "category \"NONE\" is not registered; it shows no buttons",
            ])
        #expect(missing.map { $0["index"] } == [2, 0])
        try device.perform(step: "second") { try device.respond(to: "push-1", actionIndex: 1) }
        // "b" has no foreground option: the app is launched in the background, never made active.
        #expect(vendor.log == ["launch", "response push-1 b"])
    }

    @Test(
        "A category the service extension registers through its host is the app's: the notification shows with it and its button can be pressed with typed text"
    )
    func extensionRegistersCategory() throws {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, request, deliver in
            let center = serviceExtension.host.notificationCenter
            let reply = NotificationAction(identifier: "reply", title: "Reply", textInputButtonTitle: "Send")
            center.setCategories(center.categories + [NotificationCategory(identifier: "DYNAMIC", actions: [reply])])
            var content = request.content
            content.categoryIdentifier = "DYNAMIC"
            deliver(content)
        }
        var text: String?
        vendor.onResponse = { _, response, done in
            text = response.userText
            done()
        }
        let device = SimulatedDevice(vendor: vendor)
        device.notificationCenter.setCategories([NotificationCategory(identifier: "APP", actions: [])])
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        #expect(device.notificationCenter.categories.map(\.identifier) == ["APP", "DYNAMIC"])
        #expect(device.notificationCenter.deliveredNotifications.last?.content.categoryIdentifier == "DYNAMIC")
        try device.perform(step: "reply") { try device.respond(to: "push-1", actionIndex: 0, text: "on my way") }
        #expect(vendor.log.last == "response push-1 reply")
        #expect(text == "on my way")
    }

    @Test("Responding when nothing matches is a SimulationError, not a trap")
    func nothingShown() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let none = try #require(throws: SimulationError.self) { try device.respond(to: nil, action: "default") }
        #expect(none.message == "no notification is shown")
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        let missing = try #require(throws: SimulationError.self) { try device.respond(to: "push-9", action: "default") }
        #expect(missing.message == "no shown notification has id push-9")
    }

    @Test("The response runs with the push's origin")
    func responseOrigin() throws {
        let vendor = ScriptedVendor()
        var origin: ExecutionOrigin?
        let device = SimulatedDevice(vendor: vendor)
        vendor.onResponse = { _, _, done in
            origin = device.clock.currentOrigin
            done()
        }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        #expect(origin?.push == PushMark(push: 1, claimed: true))
    }
}
