@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE actions")
struct MCEActionTests {
    @Test("A body tap runs notification-action: url opens its value and queues one behaviour event")
    func bodyTapURL() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload())
        try device.tap()
        #expect(device.openedURLs == ["https://www.example.test"])
        #expect(device.events("push-event.queued").map { $0["details"] } == [["type": "url", "value": "https://www.example.test"]])
        #expect(device.events("push-event.queued").first?["native"] == "simpleNotification")
        #expect(device.completions("response") == [.null])
    }

    @Test("A button runs its own action: url opens the button's value, not the default action's")
    func buttonURL() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload())
        try device.press(1)
        #expect(device.openedURLs == ["https://blog.example.test"])
        #expect(device.events("push-event.queued").count == 1)
    }

    @Test("dial calls the number (tel: with the dialable characters); openApp only reports its event")
    func dialAndOpenApp() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(categoryActions: [["name": "Call", "type": "dial", "value": "+1 (555) 010-0199"],
                                                 ["name": "Open", "type": "openApp"]]))
        try device.press(0)
        #expect(device.openedURLs == ["tel:+15550100199"])
        device.push(mcePayload(categoryActions: [["name": "Call", "type": "dial", "value": "+1 (555) 010-0199"],
                                                 ["name": "Open", "type": "openApp"]]))
        try device.press(1)
        #expect(device.openedURLs.count == 1)
        #expect(device.events("push-event.queued").map { $0["details"]?["type"] } == ["dial", "openApp"])
        #expect(MCEActionRegistry.dialURL("call us") == nil)
    }

    @Test("A custom type with a registered handler reaches the app's handler with the action object and the typed text")
    func registeredHandler() throws {
        let device = makeDevice(["actionHandlers": ["snooze", "textInput"]])
        device.start(state: .background)
        device.push(mcePayload(categoryActions: [["name": "Later", "type": "snooze", "value": ["time": 10]],
                                                 ["name": "Reply", "type": "textInput"]]))
        try device.press(0)
        device.push(mcePayload(categoryActions: [["name": "Later", "type": "snooze", "value": ["time": 10]],
                                                 ["name": "Reply", "type": "textInput"]]))
        try device.press(1, text: "see you at 6")
        let opened = device.delegateEvents.filter { $0["name"] == "action.opened" }.map { $0["details"] ?? .null }
        #expect(opened.map { $0["action"] } == ["snooze", "textInput"])
        #expect(opened.map { $0["responseText"] } == [.null, "see you at 6"])
        #expect(opened.first?["notification"]?["extra"]?["action"] == ["name": "Later", "type": "snooze", "value": ["time": 10]])
        #expect(device.events("push-event.queued").count == 2)
        #expect(device.errorCodes.isEmpty)
    }

    @Test("A custom type nobody registered is MCECustomPushNotRegistered (notification.action-unknown): nothing runs, no behaviour event")
    func unregistered() throws {
        let device = makeDevice(["actionHandlers": ["snooze"]])
        device.start(state: .background)
        device.push(mcePayload(notificationAction: ["type": "showcase", "value": "gold"]))
        try device.tap()
        let error = try #require(device.records.first { $0.kind == .error }?.body)
        #expect(error["code"] == "notification.action-unknown")
        #expect(error["native"] == "MCECustomPushNotRegistered")
        #expect(error["details"] == ["type": "showcase", "path": "notification-action"])
        #expect(device.delegateEvents.isEmpty && device.openedURLs.isEmpty)
        #expect(device.events("push-event.queued").isEmpty)
        #expect(device.completions("response") == [.null])
    }

    @Test("A handler the app registered for url overrides the built-in: the app gets it, nothing opens")
    func overrideBuiltIn() throws {
        let device = makeDevice(["actionHandlers": ["url"]])
        device.start(state: .background)
        device.push(mcePayload())
        try device.tap()
        #expect(device.openedURLs.isEmpty)
        let opened = try #require(device.delegateEvents.first { $0["name"] == "action.opened" })
        #expect(opened["details"]?["notification"]?["link"] == "https://www.example.test")
        #expect(device.events("push-event.queued").count == 1)
    }

    @Test("A body tap on a push without notification-action only opens the app")
    func noDefaultAction() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(notificationAction: nil))
        try device.tap()
        #expect(device.openedURLs.isEmpty && device.errorCodes.isEmpty && device.events("push-event.queued").isEmpty)
        #expect(device.completions("response") == [.null])
    }

    @Test("Dismiss does nothing; a button of the app's static category and any response to a foreign push go to the app untouched")
    func dismissStaticAndForeign() throws {
        let device = makeDevice()
        device.notificationCenter.setCategories([NotificationCategory(
            identifier: "example", actions: [NotificationAction(identifier: "Accept", title: "Accept")], options: [.customDismissAction])])
        device.start(state: .background)
        var payload = mcePayload(categoryActions: nil)
        payload.root["aps"] = ["alert": "Order shipped", "category": "example"]
        device.push(payload)
        try device.tap("dismiss")
        #expect(device.system("app.asked-response").isEmpty && device.events("push-event.queued").isEmpty)
        device.push(payload)
        try device.press(0)
        #expect(device.system("app.asked-response").map { $0["action"] } == ["Accept"])
        #expect(device.openedURLs.isEmpty)
        device.push(PushPayload(["aps": ["alert": "Elsewhere"], "_ac_push": true]))
        try device.tap()
        #expect(device.system("app.asked-response").count == 2)
        #expect(device.completions("response").count == 3)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Foreground: alert, sound and badge for every push; with presentNotification the app's no is []")
    func foreground() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.push(mcePayload(mutable: false))
        device.push(PushPayload(["aps": ["alert": "Foreign"]]))
        #expect(device.completions("will-present") == [["alert", "badge", "sound"], ["alert", "badge", "sound"]])

        let deciding = makeDevice(["foregroundPresentation": "app"])
        deciding.appDelegate.presentationAnswer = []
        deciding.start(state: .foreground)
        deciding.push(mcePayload(mutable: false))
        deciding.appDelegate.presentationAnswer = [.list]
        deciding.push(mcePayload(mutable: false))
        #expect(deciding.completions("will-present") == [[], ["alert", "badge", "sound"]])
    }

    @Test("An app that never answers presentNotification in the same instant gets the default presentation, once")
    func foregroundNoAnswer() throws {
        let device = makeDevice(["foregroundPresentation": "app"])
        device.appDelegate.presentationAnswer = nil
        device.start(state: .foreground)
        device.push(mcePayload(mutable: false))
        #expect(device.completions("will-present") == [["alert", "badge", "sound"]])
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Background pushes complete with noData; launch asks for [alert, sound, badge, carPlay] and registers")
    func launchAndBackground() throws {
        let device = makeDevice()
        device.start(state: .background)
        #expect(device.system("authorization.requested").first?["options"] == ["badge", "sound", "alert", "carPlay"])
        #expect(device.system("remote-registration.requested").count == 1)
        device.push(PushPayload(["aps": ["content-available": 1], "mce": [:]]))
        #expect(device.completions("background-fetch") == ["noData"])
    }
}
