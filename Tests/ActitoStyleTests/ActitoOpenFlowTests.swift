@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The OFFER category: a browser button, a keyboard callback with a webhook, a plain callback.
let offerActions: [JSONValue] = [
    ["type": "re.notifica.action.Browser", "label": "Open offer", "target": "https://shop.example.test/offer/42"],
    [
        "type": "re.notifica.action.Callback", "label": "Reply", "keyboard": true,
        "target": "https://hooks.example.test/reply?campaign=7",
    ],
    ["type": "re.notifica.action.Callback", "label": "Not now"],
]

@Suite("Actito open flow and Push UI")
struct ActitoOpenFlowTests {
    func deviceWithOffer() throws -> SimulatedDevice {
        let device = makeDevice(["actionCategories": [["name": "OFFER", "actions": .array(offerActions)]]])
        device.start(state: .background)
        device.transport.enqueue([fullNotification(actions: offerActions), fullNotification(actions: offerActions)])
        device.push(
            actitoPayload(["aps": ["alert": ["body": "Up to 50% off"], "category": "OFFER", "content-available": 1]]))
        return device
    }

    @Test("A default tap logs Open then Influenced, then the delegate, then Push UI")
    func defaultTapOrder() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(actitoPayload())
        try device.tap()
        #expect(
            device.eventTypes.suffix(2) == [
                "re.notifica.event.notification.Open", "re.notifica.event.notification.Influenced",
            ])
        #expect(device.delegateNames.last == "notification.opened")
        #expect(device.uiNames == ["ui.will-present", "ui.did-present"])
        #expect(device.completions("response").count == 1)
    }

    @Test(
        "A rejected Open event stops the flow: no Influenced event, no delegate, one completion", arguments: [400, 500])
    func openEventFails(status: Int) throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(actitoPayload())
        device.transport.enqueue([ServerAnswer(.response(status: status, body: nil), match: "/event")])
        try device.tap()
        #expect(device.eventTypes.last == "re.notifica.event.notification.Open")
        #expect(device.delegateNames.last != "notification.opened")
        #expect(device.uiNames.isEmpty)
        #expect(device.completions("response").count == 1)
    }

    @Test("Dismiss is ignored before anything else, for own pushes")
    func dismissIgnored() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(actitoPayload())
        let requests = device.requestLines.count
        let delegates = device.delegateNames.count
        try device.tap("dismiss")
        #expect(device.requestLines.count == requests)
        #expect(device.delegateNames.count == delegates)
        #expect(device.completions("response").count == 1)
    }

    @Test("A quick response with text goes to the webhook and /reply, removes the notification, calls no delegate")
    func quickResponse() throws {
        let device = try deviceWithOffer()
        let delegates = device.delegateNames.count
        try device.tap("Reply", text: "See you")
        #expect(device.requestLines.suffix(2) == ["POST /reply?campaign=7", "POST /api/v1/reply"])
        #expect(
            device.requestBodies(containing: "hooks.example.test").first == [
                "campaign": "7", "deviceID": "actito-device-1", "label": "Reply", "message": "See you",
                "notificationID": "msg-1",
            ])
        #expect(device.delegateNames.count == delegates)
        #expect(!device.eventTypes.contains("re.notifica.event.notification.Influenced"))
    }

    @Test("A keyboard callback without text is not a quick response: Influenced, action.opened")
    func keyboardWithoutText() throws {
        let device = try deviceWithOffer()
        try device.tap("Reply")
        #expect(device.eventTypes.last == "re.notifica.event.notification.Influenced")
        #expect(device.delegateNames.last == "action.opened")
    }

    @Test("A browser action: will-execute, the link opens, did-execute, a reply is recorded")
    func browserAction() throws {
        let device = try deviceWithOffer()
        try device.tap("Open offer")
        #expect(device.uiNames == ["ui.will-execute-action", "ui.did-execute-action"])
        #expect(device.system("url.opened").map { $0["url"] } == ["https://shop.example.test/offer/42"])
        #expect(device.requestLines.last == "POST /api/v1/reply")
    }

    @Test("An identifier no action has opens nothing and reports action-unknown")
    func unmatchedAction() throws {
        let device = try deviceWithOffer()
        try device.tap("Snooze")
        #expect(device.errorCodes.last == "notification.action-unknown")
        #expect(device.delegateNames.last == "notification.received")
        #expect(device.uiNames.isEmpty)
    }

    @Test("Foreign action with text → unknown-action.opened with the text; default tap → unknown-notification.opened")
    func foreignTaps() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(PushPayload(["aps": ["alert": "Hi", "category": "CHAT"]]))
        try device.tap("reply", text: "On my way")
        let details = try #require(device.records.last { $0.kind == .delegate }?.body["details"])
        #expect(details["action"] == "reply")
        #expect(details["responseText"] == "On my way")
        device.push(PushPayload(["aps": ["alert": "Hi"]]))
        try device.perform(step: "tap") { try device.respond(to: "push-2", action: "default") }
        #expect(device.delegateNames.last == "unknown-notification.opened")
    }

    @Test(
        "shouldOpenSettings: nil from Settings; the fetched notification from one; nothing when the fetch fails or the push is foreign"
    )
    func openSettings() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(actitoPayload())
        try device.perform(step: "settings") { try device.openSettings(from: nil) }
        #expect(
            device.records.last { $0.kind == .delegate }?.body == [
                "name": "settings.requested", "details": ["notification": nil],
            ])
        device.transport.enqueue([fullNotification()])
        try device.perform(step: "settings") { try device.openSettings(from: "push-1") }
        #expect(device.records.last { $0.kind == .delegate }?.body["details"]?["notification"]?["id"] == "msg-1")
        let delegates = device.delegateNames.count
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: nil), match: "/notification/")])
        try device.perform(step: "settings") { try device.openSettings(from: "push-1") }
        device.push(PushPayload(["aps": ["alert": "Hi"]]))
        let requests = device.requestLines.count
        try device.perform(step: "settings") { try device.openSettings(from: "push-2") }
        #expect(device.delegateNames.count == delegates)
        #expect(device.requestLines.count == requests)
        #expect(device.errorCodes.last == "network.server-error")
    }

    @Test("URL scheme: did-present and finished only when the app supports the scheme", arguments: [true, false])
    func urlScheme(supported: Bool) throws {
        let device = makeDevice()
        device.application.openableSchemes = supported ? ["https", "myapp"] : ["https"]
        device.start(state: .background)
        let answer = fullNotification(
            type: "re.notifica.notification.URLScheme",
            content: [["type": "re.notifica.content.URL", "data": "myapp://promo/42"]])
        device.transport.enqueue([answer, answer])
        device.push(actitoPayload(["notificationType": "re.notifica.notification.URLScheme"]))
        try device.tap()
        #expect(
            device.uiNames
                == (supported
                    ? ["ui.will-present", "ui.did-present", "ui.finished-presenting"]
                    : ["ui.will-present", "ui.failed-to-present"]))
        #expect(device.system("url.opened").count == (supported ? 1 : 0))
    }

    @Test(
        "None and unrecognised types produce no UI events",
        arguments: ["re.notifica.notification.None", "re.notifica.notification.Nope"])
    func noUIEvents(type: String) throws {
        let device = makeDevice()
        device.start(state: .background)
        device.transport.enqueue([fullNotification(type: type), fullNotification(type: type)])
        device.push(actitoPayload())
        try device.tap()
        #expect(device.delegateNames.last == "notification.opened")
        #expect(device.uiNames.isEmpty)
    }
}
