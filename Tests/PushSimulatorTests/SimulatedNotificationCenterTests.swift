import PushContract
import PushSimulator
import PushTestKit
import Testing

private func category(_ id: String, options: Set<CategoryOption> = []) -> NotificationCategory {
    NotificationCategory(
        identifier: id, actions: [NotificationAction(identifier: "\(id)-open", title: "Open")], options: options)
}

@Suite("Simulated notification centre")
struct SimulatedNotificationCenterTests {
    @Test("The prompt is answered once, after the scripted delay")
    func promptAnswered() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let center = device.notificationCenter
        center.promptAnswer = .authorized
        center.promptDelay = .seconds(2)
        var answers: [AuthorizationStatus] = []
        center.requestAuthorization(options: [.alert, .badge]) { answers.append($0) }
        device.advance(by: .milliseconds(1999))
        #expect(answers.isEmpty)
        #expect(center.authorizationStatus == .notDetermined)
        device.advance(by: .milliseconds(1))
        #expect(answers == [.authorized])
        #expect(center.authorizationStatus == .authorized)
        #expect(device.systemRecords(named: "authorization.requested").first?.body["options"] == ["badge", "alert"])
    }

    @Test("Later requests get the stored status at once, whatever the script now says")
    func laterRequestsStored() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let center = device.notificationCenter
        center.promptAnswer = .denied
        var answers: [AuthorizationStatus] = []
        center.requestAuthorization(options: [.alert]) { answers.append($0) }
        device.clock.runUntilIdle()
        center.promptAnswer = .authorized
        center.promptDelay = .seconds(5)
        center.requestAuthorization(options: [.alert]) { answers.append($0) }
        #expect(answers == [.denied])
        device.clock.runUntilIdle()
        #expect(answers == [.denied, .denied])
        #expect(device.systemRecords(named: "authorization.answered").count == 1)
    }

    @Test("A second request while the prompt is still open does not prompt again")
    func concurrentRequests() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let center = device.notificationCenter
        center.promptAnswer = .authorized
        center.promptDelay = .seconds(3)
        var answers: [AuthorizationStatus] = []
        center.requestAuthorization(options: [.alert]) { answers.append($0) }
        device.advance(by: .seconds(1))
        center.requestAuthorization(options: [.alert]) { answers.append($0) }
        device.advance(by: .seconds(10))
        #expect(answers == [.authorized, .authorized])
        #expect(device.systemRecords(named: "authorization.answered").count == 1)
    }

    @Test("An unanswered prompt never calls its completion")
    func unanswered() {
        var setup = DeviceSetup()
        setup.authorization = nil
        let device = SimulatedDevice(vendor: ScriptedVendor(), setup: setup)
        var answers: [AuthorizationStatus] = []
        device.notificationCenter.requestAuthorization(options: [.alert]) { answers.append($0) }
        device.advance(by: .seconds(3600))
        #expect(answers.isEmpty)
        #expect(device.notificationCenter.authorizationStatus == .notDetermined)
        #expect(device.systemNames == ["authorization.requested", "authorization.prompt-unanswered"])
    }

    @Test("A status changed in Settings is what later requests get")
    func settingsChange() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.notificationCenter.setAuthorizationStatus(.provisional)
        var answers: [AuthorizationStatus] = []
        device.notificationCenter.requestAuthorization(options: [.alert]) { answers.append($0) }
        device.clock.runUntilIdle()
        #expect(answers == [.provisional])
        #expect(device.systemRecords(named: "authorization.changed").first?.body["status"] == "provisional")
    }

    @Test("R10: setting categories replaces the whole set")
    func categoriesReplaced() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.notificationCenter.setCategories([category("A"), category("B")])
        device.notificationCenter.setCategories([category("C", options: [.customDismissAction])])
        #expect(device.notificationCenter.categories.map(\.identifier) == ["C"])
        #expect(device.systemRecords(named: "categories.set").count == 2)
        #expect(
            device.systemRecords(named: "categories.set").last?.body["categories"]
                == [
                    [
                        "id": "C", "actions": [["id": "C-open", "title": "Open", "options": []]],
                        "options": ["customDismissAction"],
                    ]
                ])
    }

    @Test("A local notification is shown; the same identifier replaces the old one")
    func localNotifications() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let center = device.notificationCenter
        center.add(NotificationRequest(identifier: "a", content: NotificationContent(body: "one")))
        center.add(NotificationRequest(identifier: "b", content: NotificationContent(body: "two")))
        center.add(NotificationRequest(identifier: "a", content: NotificationContent(body: "three")))
        #expect(device.shownIDs == ["b", "a"])
        #expect(center.deliveredNotifications.last?.content.body == "three")
        #expect(
            device.systemRecords(named: "notification.shown").map { $0.body["source"] } == ["local", "local", "local"])
    }

    @Test("Thousands shown, removed one by one in any order: order, lookup and the last one stay right")
    func manyShown() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let center = device.notificationCenter
        let ids = (0..<3_000).map { "n-\($0)" }
        for id in ids { center.add(NotificationRequest(identifier: id, content: NotificationContent(body: id))) }
        #expect(center.deliveredNotifications.count == 3_000)
        for id in ids where id.hasSuffix("7") { center.removeDeliveredNotifications(identifiers: [id]) }
        var expected = ids.filter { !$0.hasSuffix("7") }
        #expect(center.deliveredNotifications.map(\.identifier) == expected)
        #expect(center.shownNotification("n-17") == nil)
        #expect(center.shownNotification("n-18")?.content.body == "n-18")
        for id in expected.prefix(2_000) { center.removeDeliveredNotifications(identifiers: [id]) }
        expected.removeFirst(2_000)
        #expect(center.deliveredNotifications.map(\.identifier) == expected)
        center.add(NotificationRequest(identifier: expected[0], content: NotificationContent(body: "again")))
        #expect(center.lastShownNotification?.content.body == "again")
        #expect(center.deliveredNotifications.map(\.identifier) == Array(expected.dropFirst()) + [expected[0]])
        for id in expected.reversed() { center.removeDeliveredNotifications(identifiers: [id]) }
        #expect(center.deliveredNotifications.isEmpty)
        #expect(center.lastShownNotification == nil)
    }

    @Test("Shown notifications can be removed by id or all at once")
    func removal() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let center = device.notificationCenter
        for id in ["a", "b", "c"] { center.add(NotificationRequest(identifier: id, content: .empty)) }
        center.removeDeliveredNotifications(identifiers: ["b", "missing"])
        #expect(device.shownIDs == ["a", "c"])
        center.removeAllNotifications()
        #expect(device.shownIDs.isEmpty)
    }
}
