@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE actions and behaviour events")
struct MCEActionTests {
    @Test("A body tap runs notification-action: url opens its value and urlClicked is uploaded at the next tick")
    func bodyTapURL() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload())
        try device.tap()
        #expect(device.openedURLs == ["https://www.example.test"])
        #expect(device.requestURLs.isEmpty)
        device.flushEvents()
        #expect(
            device.requestURLs == [testAPIURL + "/3.0/apps/example-app/events/users/mce-user-1/channels/mce-channel-1"])
        #expect(
            device.records(of: .http).first?.body["headers"] == [
                "Content-Encoding": "gzip", "Content-type": "application/json",
            ])
        let event = try #require(device.uploadedEvents.first)
        #expect(event["name"] == "urlClicked" && event["type"] == "simpleNotification")
        #expect(event["attributes"] == [["key": "url", "type": "string", "value": "https://www.example.test"]])
        #expect(event["timestamp"] == "1970-01-01T00:00:00Z")
        #expect(device.events("push-event.delivered").first?["native"] == "MCEEventSuccess")
        #expect(device.completions("response") == [.null])
    }

    @Test("A button runs its own action: url opens the button's value, not the default action's")
    func buttonURL() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload())
        try device.press(1)
        device.flushEvents()
        #expect(device.openedURLs == ["https://blog.example.test"])
        #expect(
            device.uploadedEvents.map { $0["attributes"] } == [
                [["key": "url", "type": "string", "value": "https://blog.example.test"]]
            ])
    }

    @Test(
        "dial opens tel: and the value as written (invalid characters percent-encoded); openApp only records appOpened")
    func dialAndOpenApp() throws {
        let buttons: JSONValue = [
            ["name": "Call", "type": "dial", "value": "+1 (555) 010-0199"], ["name": "Open", "type": "openApp"],
        ]
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(categoryActions: buttons))
        try device.press(0)
        #expect(device.openedURLs == ["tel:+1%20(555)%20010-0199"])
        device.push(mcePayload(categoryActions: buttons))
        try device.press(1)
        device.flushEvents()
        #expect(device.openedURLs.count == 1)
        #expect(device.uploadedEvents.map { $0["name"] } == ["phoneNumberClicked", "appOpened"])
        #expect(
            device.uploadedEvents.map { $0["attributes"] } == [
                [["key": "phoneNumber", "type": "string", "value": "+1 (555) 010-0199"]], [],
            ])
        #expect(MCEURL.encodingInvalidCharacters("call us") == "call%20us")
        #expect(MCEURL.encodingInvalidCharacters("a%20b%zz") == "a%20b%25zz")
    }

    @Test(
        "A registered custom type reaches the app's handler; the event is the type with the action's members; text only from a text-entry button"
    )
    func registeredHandler() throws {
        let device = makeDevice(["actionHandlers": ["snooze", "reply"]])
        device.start(state: .background)
        let buttons: JSONValue = [
            ["name": "Later", "type": "snooze", "value": ["time": 10]],
            ["name": "Reply", "type": "reply", "value": ["textEntryTitle": "Send"]],
        ]
        device.push(mcePayload(categoryActions: buttons))
        try device.press(0, text: "scripted but impossible")
        device.push(mcePayload(categoryActions: buttons))
        try device.press(1, text: "see you at 6")
        device.flushEvents()
        let opened = device.delegateEvents.filter { $0["name"] == "action.opened" }.map { $0["details"] ?? .null }
        #expect(opened.map { $0["action"] } == ["snooze", "reply"])
        #expect(opened.map { $0["responseText"] } == [.null, "see you at 6"])
        #expect(
            opened.first?["notification"]?["extra"]?["action"] == [
                "name": "Later", "type": "snooze", "value": ["time": 10],
            ])
        #expect(device.uploadedEvents.map { $0["name"] } == ["snooze", "reply"])
        #expect(
            device.uploadedEvents.first?["attributes"] == [
                ["key": "name", "type": "string", "value": "Later"],
                ["key": "type", "type": "string", "value": "snooze"],
                ["key": "value", "type": "string", "value": #"{"time":10}"#],
            ])
        #expect(device.errorCodes.isEmpty)
    }

    @Test(
        "A custom type nobody registered is MCECustomPushNotRegistered (notification.action-unknown): nothing runs, nothing is uploaded"
    )
    func unregistered() throws {
        let device = makeDevice(["actionHandlers": ["snooze"]])
        device.start(state: .background)
        device.push(mcePayload(notificationAction: ["type": "showcase", "value": "gold"]))
        try device.tap()
        device.flushEvents()
        let error = try #require(device.records.first { $0.kind == .error }?.body)
        #expect(error["code"] == "notification.action-unknown")
        #expect(error["native"] == "MCECustomPushNotRegistered")
        #expect(error["details"] == ["type": "showcase", "path": "notification-action"])
        #expect(device.delegateEvents.isEmpty && device.openedURLs.isEmpty && device.requestURLs.isEmpty)
        #expect(device.completions("response") == [.null])
    }

    @Test(
        "A handler the app registered for url overrides the built-in: the app gets it, nothing opens, urlClicked is still recorded"
    )
    func overrideBuiltIn() throws {
        let device = makeDevice(["actionHandlers": ["url"]])
        device.start(state: .background)
        device.push(mcePayload())
        try device.tap()
        device.flushEvents()
        #expect(device.openedURLs.isEmpty)
        let opened = try #require(device.delegateEvents.first { $0["name"] == "action.opened" })
        #expect(opened["details"]?["notification"]?["link"] == "https://www.example.test")
        #expect(device.uploadedEvents.map { $0["name"] } == ["urlClicked"])
    }

    @Test("A body tap on a push without notification-action is logged and runs nothing")
    func noDefaultAction() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(notificationAction: nil))
        try device.tap()
        device.flushEvents()
        #expect(device.events("notification.no-default-action").count == 1)
        #expect(device.openedURLs.isEmpty && device.errorCodes.isEmpty && device.requestURLs.isEmpty)
        #expect(device.completions("response") == [.null])
    }

    @Test(
        "Every response goes through the in-app manager; dismiss does nothing; a static button and a foreign tap reach MCE, never the app"
    )
    func dismissStaticAndForeign() throws {
        let device = makeDevice()
        device.notificationCenter.setCategories([
            NotificationCategory(
                identifier: "example", actions: [NotificationAction(identifier: "Accept", title: "Accept")],
                options: [.customDismissAction])
        ])
        device.start(state: .background)
        var payload = mcePayload(categoryActions: nil)
        payload.root["aps"] = ["alert": "Order shipped", "category": "example"]
        device.push(payload)
        try device.tap("dismiss")
        device.push(payload)
        try device.press(0)
        device.push(PushPayload(["aps": ["alert": "Elsewhere"], "_ac_push": true]))
        try device.tap()
        #expect(device.events("in-app.payload-processed").count == 3)
        #expect(device.system("app.asked-response").isEmpty)
        let errors = device.records.filter { $0.kind == .error }.map(\.body)
        #expect(errors.map { $0["native"] } == ["Couldn't decode identifier"])
        #expect(errors.first?["details"] == ["identifier": "Accept"])
        #expect(device.events("notification.no-default-action").count == 1)
        #expect(device.requestURLs.isEmpty && device.openedURLs.isEmpty)
        #expect(device.completions("response").count == 3)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Foreground: banner, sound and badge for every push; with presentNotification the app's no is []")
    func foreground() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.push(mcePayload(mutable: false))
        device.push(PushPayload(["aps": ["alert": "Foreign"]]))
        #expect(device.completions("will-present") == [["banner", "badge", "sound"], ["banner", "badge", "sound"]])

        let deciding = makeDevice(["foregroundPresentation": "app"])
        deciding.appDelegate.presentationAnswer = []
        deciding.start(state: .foreground)
        deciding.push(mcePayload(mutable: false))
        deciding.appDelegate.presentationAnswer = [.list]
        deciding.push(mcePayload(mutable: false))
        #expect(deciding.completions("will-present") == [[], ["banner", "badge", "sound"]])
    }

    @Test("An app that never answers presentNotification in the same instant gets the default presentation, once")
    func foregroundNoAnswer() throws {
        let device = makeDevice(["foregroundPresentation": "app"])
        device.appDelegate.presentationAnswer = nil
        device.start(state: .foreground)
        device.push(mcePayload(mutable: false))
        #expect(device.completions("will-present") == [["banner", "badge", "sound"]])
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test(
        "Background pushes complete with noData; launch registers, then asks for [alert, sound, badge, carPlay, providesAppNotificationSettings]"
    )
    func launchAndBackground() throws {
        let device = makeDevice()
        device.start(state: .background)
        let names = device.records.filter { $0.kind == .system }.compactMap { $0.body["name"]?.stringValue }
        #expect(
            names.firstIndex(of: "remote-registration.requested") ?? 99 < names.firstIndex(
                of: "authorization.requested") ?? 0)
        #expect(
            device.system("authorization.requested").first?["options"]
                == ["badge", "sound", "alert", "carPlay", "providesAppNotificationSettings"])
        #expect(device.system("remote-registration.requested").count == 1)
        device.push(PushPayload(["aps": ["content-available": 1], "mce": [:]]))
        #expect(device.completions("background-fetch") == ["noData"])
    }
}

@Suite("MCE behaviour-event upload")
struct MCEEventUploadTests {
    @Test(
        "mailingId is uploaded as integerValue of a string, a number's integer part; attribution as text; anything else is left out"
    )
    func attributionAndMailingID() throws {
        let cases: [(JSONValue, JSONValue?)] = [
            (4711, 4711), ("4711", 4711), ("msg-1001", 0), (" -12abc", -12), (42.9, 42), (true, 1),
            (["id": 1], nil), ("", nil), (.null, nil),
        ]
        for (mailingID, expected) in cases {
            let device = makeDevice()
            device.start(state: .background)
            device.push(mcePayload(extra: ["mce": ["attribution": "spring-sale", "mailingId": mailingID]]))
            try device.tap()
            device.flushEvents()
            let event = try #require(device.uploadedEvents.first)
            #expect(event["attribution"] == "spring-sale")
            #expect(event["mailingId"] == expected, "\(mailingID)")
        }
        let attributions: [(JSONValue, JSONValue?)] = [(7, "7"), (2.5, "2.5"), (false, "0"), (.null, nil), ([1], nil)]
        for (attribution, expected) in attributions {
            let device = makeDevice()
            device.start(state: .background)
            device.push(mcePayload(extra: ["mce": ["attribution": attribution]]))
            try device.tap()
            device.flushEvents()
            #expect(device.uploadedEvents.first?["attribution"] == expected, "\(attribution)")
        }
        #expect(MCEEventFields.integerValue("99999999999999999999") == Int64.max)
        #expect(MCEEventFields.integerValue("-99999999999999999999") == Int64.min)
        #expect(MCEEventFields.integerValue("\n\t 7") == 7 && MCEEventFields.integerValue("+") == 0)
    }

    @Test("The 1 s timer sends every unsent event in one request; ticks fall on whole seconds after the launch")
    func oneRequestPerTick() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.advance(by: .milliseconds(2_400))
        device.push(mcePayload())
        try device.press(0)
        device.push(mcePayload())
        try device.press(1)
        device.advance(by: .milliseconds(599))
        #expect(device.requestURLs.isEmpty)
        device.advance(by: .milliseconds(1))
        let batches = device.records(of: .http).map { $0.body["body"]?["events"]?.arrayValue?.count }
        #expect(batches == [2])
        #expect(device.records(of: .http).first?.time == DeviceInstant(sinceStart: .seconds(3)))
        #expect(device.events("push-event.delivered").first?["details"]?["events"] == ["urlClicked", "urlClicked"])
    }

    @Test(
        "A similar event (same fields, less than 1 s apart) is refused as a duplicate, never uploaded; 1 s apart is not"
    )
    func duplicateRefused() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        for _ in 0..<3 { device.push(mcePayload()) }
        try device.tap(notification: "push-1")
        device.advance(by: .milliseconds(999))
        try device.tap(notification: "push-2")
        let duplicate = try #require(device.records.first { $0.kind == .error }?.body)
        #expect(duplicate["native"] == "MCEEventFailure" && duplicate["retryable"] == false)
        #expect(duplicate["details"]?["reason"] == "duplicate" && duplicate["details"]?["errorCode"] == 123)
        device.advance(by: .milliseconds(1))
        try device.tap(notification: "push-3")
        device.advance(by: .seconds(2))
        #expect(device.uploadedEvents.map { $0["timestamp"] } == ["1970-01-01T00:00:00Z", "1970-01-01T00:00:01Z"])
        #expect(device.errorCodes == ["event.delivery-failed"])
    }

    @Test("An event already uploaded still makes a similar one a duplicate, after a relaunch too")
    func duplicateOfSentEvent() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.push(mcePayload())
        device.advance(by: .milliseconds(500))
        try device.tap()
        device.advance(by: .milliseconds(600))
        #expect(device.uploadedEvents.count == 1)
        device.relaunch(state: .foreground)
        device.redeliverResponses()
        device.advance(by: .seconds(5))
        #expect(device.uploadedEvents.count == 1)
        #expect(device.records.filter { $0.kind == .error }.map { $0.body["details"]?["reason"] } == ["duplicate"])
    }

    @Test("A failed upload backs off 5 s, then 10 s, 20 s…; a success resets it; the rows go with the next upload")
    func backOff() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.transport.enqueue([
            ServerAnswer(.response(status: 503, body: nil)), ServerAnswer(.transportFailure(reason: "offline")),
            ServerAnswer(.response(status: 500, body: nil)),
        ])
        device.push(mcePayload())
        try device.tap()
        device.advance(by: .seconds(60))
        let times = device.records(of: .http).map { $0.time.milliseconds / 1000 }
        // Tick 1 fails; +5 s → tick 7 fails; +10 s → tick 18 fails; +20 s → tick 39 succeeds.
        #expect(times == [1, 7, 18, 39])
        #expect(
            device.records.filter { $0.kind == .error }.map { $0.body["details"]?["retryIn"] } == ["5s", "10s", "20s"])
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: nil))])
        device.push(mcePayload(notificationAction: ["type": "openApp"]))
        try device.tap()
        device.advance(by: .seconds(60))
        #expect(device.records.filter { $0.kind == .error }.last?.body["details"]?["retryIn"] == "5s")
        #expect(device.events("push-event.delivered").count == 2)
    }

    @Test("Rows left unsent by a terminated process go out one second after the next launch")
    func unsentAfterRelaunch() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.transport.enqueue([ServerAnswer(.transportFailure(reason: "offline"))])
        device.push(mcePayload())
        try device.tap()
        device.advance(by: .seconds(2))
        device.terminate()
        device.advance(by: .seconds(10))
        device.relaunch(state: .background)
        device.advance(by: .milliseconds(999))
        #expect(device.records(of: .http).count == 1)
        device.advance(by: .milliseconds(1))
        #expect(device.records(of: .http).count == 2)
        #expect(device.events("push-event.delivered").first?["details"]?["events"] == ["urlClicked"])
    }

    @Test("Rows sent more than 30 days ago are deleted when the next process opens the table")
    func cleanDatabase() throws {
        let device = makeDevice()
        device.start(state: .foreground)
        device.push(mcePayload())
        try device.tap()
        device.flushEvents()
        #expect(device.store.value(forKey: MCEEventStore.key)?.arrayValue?.count == 1)
        device.advance(by: .seconds(30 * 86_400))
        device.relaunch(state: .foreground)
        #expect(device.store.value(forKey: MCEEventStore.key)?.arrayValue?.count == 1)
        device.advance(by: .seconds(2))
        device.relaunch(state: .foreground)
        #expect(device.store.value(forKey: MCEEventStore.key) == nil)
    }

    @Test("Without applicationID (the app key) the launch reports it and the queue never starts: nothing is sent")
    func noAppKey() throws {
        let device = SimulatedDevice(vendor: MCEVendor())
        device.configuration = ["apiURL": .string(testAPIURL)]
        device.start(state: .background)
        device.push(mcePayload())
        try device.tap()
        device.advance(by: .seconds(60))
        #expect(device.errorCodes == ["configuration.invalid-value"])
        #expect(device.records.first { $0.kind == .error }?.body["details"]?["key"] == "applicationID")
        #expect(device.requestURLs.isEmpty)
        #expect(device.store.value(forKey: MCEEventStore.key)?.arrayValue?.count == 1)
    }

    @Test(
        "Without apiURL the SDK's default baseUrl is used, silently; the parts are appended one by one, percent-encoded"
    )
    func defaultBaseURLAndPath() throws {
        let device = SimulatedDevice(vendor: MCEVendor())
        device.configuration = ["applicationID": "key 1/ü"]
        device.start(state: .background)
        device.push(mcePayload())
        try device.tap()
        device.flushEvents()
        #expect(device.errorCodes.isEmpty)
        #expect(
            device.requestURLs == [
                "https://api.acoustic.com/3.0/apps/key%201/%C3%BC/events/users/mce-user-1/channels/mce-channel-1"
            ])
        #expect(
            MCEEventService.url("https://x.test/api/", appKey: "k", userID: "u", channelID: "c")
                == "https://x.test/api/3.0/apps/k/events/users/u/channels/c")
    }

    @Test(
        "Attributes are packaged as key/type/value entries: strings, Booleans, numbers; objects and arrays as JSON text"
    )
    func packagedAttributes() {
        let packaged = MCEEventPackaging.attributes([
            "s": "a/b", "b": true, "n": 2.5, "o": ["link": "https://x.test/p", "gone": .null], "a": [1, .null, "x"],
        ])
        #expect(
            packaged == [
                ["key": "a", "type": "string", "value": #"[1,"x"]"#],
                ["key": "b", "type": "boolean", "value": true],
                ["key": "n", "type": "number", "value": 2.5],
                ["key": "o", "type": "string", "value": #"{"link":"https:\/\/x.test\/p"}"#],
                ["key": "s", "type": "string", "value": "a/b"],
            ])
        #expect(MCEEventPackaging.attributes([:]) == [])
        #expect(MCEEventPackaging.attributes(["ok": "x", "bad": .null]) == nil)
    }

    @Test("An action with a null member uploads its event without attributes")
    func nullAttributeDropsAttributes() throws {
        let device = makeDevice(["actionHandlers": ["snooze"]])
        device.start(state: .background)
        device.push(mcePayload(categoryActions: [["name": "Later", "type": "snooze", "value": .null]]))
        try device.press(0)
        device.flushEvents()
        let event = try #require(device.uploadedEvents.first)
        #expect(event["name"] == "snooze" && event["attributes"] == nil)
    }

    @Test(
        "Timestamps are yyyy-MM-dd'T'HH:mm:ss'Z' in GMT from the virtual clock, counted from 1970-01-01, the fraction dropped"
    )
    func timestamps() {
        let day = Duration.seconds(86_400)
        #expect(MCEEventPackaging.timestamp(.zero) == "1970-01-01T00:00:00Z")
        #expect(MCEEventPackaging.timestamp(DeviceInstant(sinceStart: .milliseconds(10_999))) == "1970-01-01T00:00:10Z")
        #expect(
            MCEEventPackaging.timestamp(DeviceInstant(sinceStart: day * 59 + .seconds(3_723))) == "1970-03-01T01:02:03Z"
        )
        #expect(
            MCEEventPackaging.timestamp(DeviceInstant(sinceStart: day * 365 * 2 + day * 58)) == "1972-02-28T00:00:00Z")
        #expect(MCEEventPackaging.timestamp(DeviceInstant(sinceStart: day * (365 * 2 + 59))) == "1972-02-29T00:00:00Z")
    }
}
