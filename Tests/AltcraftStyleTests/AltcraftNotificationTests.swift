@testable import AltcraftStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Service extension, taps, configuration, wire format")
struct AltcraftNotificationTests {
    static let alert = #""aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}"#

    @Test("NSE on the flag fixture: 203, 451, 454, Altcraft category, delivered with 204")
    func nseSequenceFlagFixture() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") { device.receivePush(try! payload(#"{"_ac_push": true, \#(Self.alert)}"#)) }
        #expect(device.natives.suffix(4) == ["203", "451", "454", "204"])
        #expect(device.notificationCenter.categories.map(\.identifier) == ["Altcraft"])
        #expect(device.notificationCenter.deliveredNotifications.last?.content.categoryIdentifier == "Altcraft")
        #expect(device.requests(containing: "event/push").isEmpty)
    }

    @Test("NSE with _uid and buttons sends a delivery event and registers button<i> actions")
    func nseDeliveryAndButtons() throws {
        let device = makeDevice()
        device.start(state: .background)
        let buttons = #"[{\"label\":\"First\",\"link\":\"myapp://first\"},{\"link\":\"x\"},{\"label\":\"Third\"}]"#
        device.perform(step: "push") {
            device.receivePush(
                try! payload(#"{"_ac_push": 1, "_uid": "m-1", "_buttons": "\#(buttons)", \#(Self.alert)}"#))
        }
        #expect(
            device.requests(containing: "event/push").map(\.path) == [
                "/api/v1/event/push/delivery?matching_mode=example-app"
            ])
        let actions = try #require(device.notificationCenter.categories.first?.actions)
        #expect(actions.map(\.identifier) == ["button0", "button2"])
        #expect(actions.allSatisfy { $0.options == [.foreground] })
        #expect(device.natives.contains("234"))
    }

    @Test("Push events send smid and Request-ID as uid + type, as Repository.swift:171 builds them")
    func pushEventIDsCarryTheType() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(try! payload(#"{"_ac_push": 1, "_uid": "m-7", \#(Self.alert)}"#))
        }
        let delivery = try #require(
            device.records.last { $0.kind == .http && $0.body["url"]?.stringValue?.contains("event/push") == true })
        #expect(delivery.body["body"]?["smid"] == "m-7delivery")
        #expect(delivery.body["headers"]?["Request-ID"] == "m-7delivery")
    }

    @Test("A mobile event is multipart with Authorization only: no Request-ID, as buildMultipartRequest builds it")
    func mobileEventHeaders() throws {
        let device = makeDevice()
        device.start()
        try device.perform(step: "event") {
            try device.requireAdapter().customEvents?.track(
                CustomEvent(name: "app_open", payload: ["screen": "home"], attributes: ["sid": "pixel"]))
        }
        let event = try #require(
            device.records.last { $0.kind == .http && $0.body["url"]?.stringValue?.contains("event/post") == true })
        #expect(
            event.body["headers"]
                == ["Authorization": "Bearer rtoken@example-app", "Content-Type": "multipart/form-data"])
    }

    @Test(
        "Each push event is sent at once, on its own: a second one goes out while the first is unanswered; a failed one is retried alone"
    )
    func pushEventsAreIndependent() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([
            ServerAnswer(.response(status: 503, body: nil), delay: .seconds(2)),
            ServerAnswer(.response(status: 200, body: [:])),
        ])
        device.perform(step: "first") {
            device.receivePush(try! payload(#"{"_ac_push": 1, "_uid": "m-1", \#(Self.alert)}"#))
        }
        device.perform(step: "second") {
            device.receivePush(try! payload(#"{"_ac_push": 1, "_uid": "m-2", \#(Self.alert)}"#))
        }
        #expect(device.requests(containing: "event/push").map(\.time) == ["0s", "0s"])
        device.advance(by: .seconds(10))
        let bodies = device.requestBodies(containing: "event/push").map { $0["smid"] }
        #expect(bodies == ["m-1delivery", "m-2delivery", "m-1delivery"])
        #expect(device.requests(containing: "event/push").map(\.time) == ["0s", "0s", "3s"])
    }

    @Test("A subscribe whose token is still being resolved when clear() runs sends nothing: 501, 529, 520")
    func subscribeAcrossClearSendsNothing() throws {
        let device = makeDevice(["providerPriority": ["fcm"]])
        device.start()
        try device.perform(step: "provider") {
            try device.installTokenProvider(kind: .fcm, token: "fcm-1", latency: .seconds(2))
        }
        device.advance(by: .seconds(10))
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(1))
        try device.perform(step: "clear") { try device.requireAdapter().dataReset?.clearLocalData { _ in } }
        device.advance(by: .seconds(60))
        #expect(device.requests(containing: "push/subscribe").isEmpty)
        #expect(device.natives.filter { ["501", "529", "520"].contains($0) } == ["501", "529", "520"])
    }

    @Test("A foreign push never reaches the Altcraft NSE work: no events, no request (NET-002)")
    func foreignPushInNSE() throws {
        let device = makeDevice()
        device.start(state: .background)
        let before = device.natives.count
        device.perform(step: "push") { device.receivePush(try! payload(#"{"_uid": "x", \#(Self.alert)}"#)) }
        #expect(device.natives.count == before)
        #expect(device.requests(containing: "event/push").isEmpty)
    }

    @Test("The media download is awaited at most 25 s, then the content goes out without it")
    func mediaWaitBound() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.media.scripts["https://cdn.example.test/a.png"] = MediaScript(.hang)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(#"{"_ac_push": 1, "_media": "https://cdn.example.test/a.png", \#(Self.alert)}"#))
        }
        #expect(device.notificationCenter.deliveredNotifications.isEmpty)
        device.advance(by: .seconds(25))
        let shown = try #require(device.notificationCenter.deliveredNotifications.last)
        #expect(shown.content.attachments.isEmpty)
        #expect(device.records.last { $0.kind == .event && $0.body["native"] == "204" }?.time.description == "25s")
        #expect(device.media.outstanding.isEmpty)
    }

    @Test("A downloaded image is attached with its sniffed extension")
    func mediaAttached() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.media.scripts["https://cdn.example.test/a"] = MediaScript(
            .file(byteCount: 2048, mimeType: "image/png", leadingBytes: [0x89, 0x50, 0x4E, 0x47]), latency: .seconds(2))
        device.perform(step: "push") {
            device.receivePush(
                try! payload(#"{"_ac_push": 1, "_media": "https://cdn.example.test/a", \#(Self.alert)}"#))
        }
        device.advance(by: .seconds(2))
        let attachment = try #require(device.notificationCenter.deliveredNotifications.last?.content.attachments.first)
        #expect(attachment.identifier == "image-png")
        #expect(attachment.fileName.hasSuffix(".png"))
    }

    @Test(
        "_media that is not a string or not an absolute http(s) URL is 453 and nothing is downloaded",
        arguments: [
            #""not a url""#, "42", #"{"url": "https://x"}"#,
        ])
    func mediaInvalid(media: String) throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(try! payload(#"{"_ac_push": 1, "_media": \#(media), \#(Self.alert)}"#))
        }
        #expect(device.error(native: "453")?["code"] == "notification.media-invalid-url")
        #expect(device.media.started.isEmpty)
        #expect(device.notificationCenter.deliveredNotifications.count == 1)
    }

    @Test("Cleartext http media is the bridged ATS error 400 and nothing is downloaded")
    func mediaCleartext() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(#"{"_ac_push": 1, "_media": "http://cdn.example.test/a.png", \#(Self.alert)}"#))
        }
        #expect(device.error(native: "400")?["code"] == "notification.media-download-failed")
        #expect(device.error(native: "453") == nil)
        #expect(device.media.started.isEmpty)
        #expect(device.notificationCenter.deliveredNotifications.count == 1)
    }

    @Test("A failed download is the bridged URLError 400 (not 452) and the content is still delivered once")
    func mediaFailure() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(#"{"_ac_push": 1, "_media": "https://cdn.example.test/missing", \#(Self.alert)}"#))
        }
        #expect(device.error(native: "400")?["code"] == "notification.media-download-failed")
        #expect(device.error(native: "452") == nil)
        #expect(device.ledger.outstanding.isEmpty)
        #expect(device.notificationCenter.deliveredNotifications.count == 1)
    }

    @Test("Expiry with nothing prepared delivers empty content, once")
    func emptyContentOnExpiry() throws {
        let device = makeDevice()
        let nse = try #require(
            AltcraftVendor().makeServiceExtension(host: device.host, configuration: device.configuration)
                as? AltcraftServiceExtension)
        var delivered: [NotificationContent] = []
        nse.adopt { delivered.append($0) }
        nse.serviceExtensionTimeWillExpire()
        nse.serviceExtensionTimeWillExpire()
        #expect(delivered == [.empty])
    }

    @Test("Expiry during the download delivers the best attempt (Altcraft category) exactly once")
    func expiryDuringDownload() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.media.scripts["https://cdn.example.test/slow"] = MediaScript(.hang)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(#"{"_ac_push": 1, "_media": "https://cdn.example.test/slow", \#(Self.alert)}"#))
        }
        device.advance(by: .seconds(10))
        device.perform(step: "expire") { device.expireServiceExtensions() }
        device.advance(by: .seconds(30))
        #expect(device.notificationCenter.deliveredNotifications.last?.content.categoryIdentifier == "Altcraft")
        #expect(device.records.filter { $0.kind == .event && $0.body["native"] == "204" }.count == 1)
        #expect(device.system("nse.killed").isEmpty)
    }

    // MARK: - Taps

    private func tap(
        _ json: String, action: String, schemes: Set<String> = ["http", "https"]
    ) throws -> SimulatedDevice {
        let device = makeDevice()
        device.application.openableSchemes = schemes
        device.start(state: .background)
        device.perform(step: "push") { device.receivePush(try! payload(json)) }
        try device.perform(step: "tap") { try device.respond(to: nil, action: action) }
        return device
    }

    @Test("A body tap without _buttons is 451 and 454, and _click-url is not opened")
    func tapWithoutButtons() throws {
        let device = try tap(#"{"_click-url": "https://example.test", "aps": {"alert": "x"}}"#, action: "default")
        #expect(device.natives.filter { ["451", "454"].contains($0) } == ["451", "454"])
        #expect(device.system("url.opened").isEmpty)
        #expect(!device.natives.contains("456"))
    }

    @Test("A body tap with _buttons opens _click-url when it can be opened")
    func tapOpensClickURL() throws {
        let device = try tap(
            #"{"_buttons": "[]", "_click-url": "myapp://deeplink/path", "aps": {"alert": "x"}}"#,
            action: "default", schemes: ["myapp"])
        #expect(device.system("url.opened").first?["url"] == "myapp://deeplink/path")
    }

    @Test("button2 past a one-button array is 455 with identifier and index; never 456")
    func tapOutOfRange() throws {
        let device = try tap(
            #"{"_buttons": "[{\"label\":\"Only\",\"link\":\"https://example.com\"}]", "aps": {"alert": "x"}}"#,
            action: "button2")
        let error = try #require(device.error(native: "455"))
        #expect(error["code"] == "notification.action-out-of-range")
        #expect(error["details"] == ["identifier": "button2", "index": 2])
        #expect(!device.natives.contains("456"))
    }

    @Test("button1 opens the second button's link")
    func tapSecondButton() throws {
        let device = try tap(
            #"{"_buttons": "[{\"label\":\"First\",\"link\":\"myapp://first\"},{\"label\":\"Second\",\"link\":\"myapp://second\"}]", "aps": {"alert": "x"}}"#,
            action: "button1", schemes: ["myapp"])
        #expect(device.system("url.opened").map { $0["url"] } == ["myapp://second"])
    }

    @Test("Any other identifier is 457; undecodable _buttons is the bridged 400")
    func tapUnknownAndInvalid() throws {
        let unknown = try tap(#"{"_buttons": "[]", "aps": {"alert": "x"}}"#, action: "button3")
        #expect(unknown.error(native: "457")?["details"] == ["identifier": "button3"])
        let invalid = try tap(#"{"_buttons": "{ not-json }", "aps": {"alert": "x"}}"#, action: "default")
        #expect(invalid.error(native: "400")?["code"] == "notification.actions-invalid")
        let wrongType = try tap(#"{"_buttons": 7, "aps": {"alert": "x"}}"#, action: "default")
        #expect(wrongType.error(native: "454") != nil)
    }

    @Test("A foreign tap carrying _uid sends an open event (known deviation NET-002)")
    func foreignTapWithUID() throws {
        let device = try tap(#"{"_uid": "foreign", "aps": {"alert": "x"}}"#, action: "default")
        #expect(device.requests(containing: "event/push/open").count == 1)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("tapHandling app hands the tap to the app and sends nothing")
    func customClickProcessing() throws {
        let device = makeDevice(["tapHandling": "app"])
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(try! payload(#"{"_ac_push": 1, "_uid": "m", "aps": {"alert": "x"}}"#))
        }
        try device.perform(step: "tap") { try device.respond(to: nil, action: "default") }
        #expect(device.system("app.asked-response").count == 1)
        #expect(device.requests(containing: "event/push/open").isEmpty)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("tapHandling app hands a typed reply to the app with its text, blanks included")
    func customClickProcessingKeepsText() throws {
        let device = makeDevice(["tapHandling": "app"])
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(try! payload(#"{"_ac_push": 1, "_uid": "m", "aps": {"alert": "x"}}"#))
        }
        try device.perform(step: "tap") { try device.respond(to: nil, action: "reply", text: " Table for two ") }
        let asked = device.system("app.asked-response")
        #expect(asked.count == 1)
        #expect(asked.first?["action"]?.stringValue == "reply")
        #expect(asked.first?["text"]?.stringValue == " Table for two ")
    }

    @Test("Foreground presentation is banner, badge, sound; foregroundPresentation app asks the app")
    func foregroundPresentation() throws {
        let device = makeDevice()
        device.start()
        device.perform(step: "push") { device.receivePush(try! payload(#"{"x": 1, "aps": {"alert": "x"}}"#)) }
        #expect(device.notificationCenter.deliveredNotifications.count == 1)
        let app = makeDevice(["foregroundPresentation": "app"])
        app.start()
        app.perform(step: "push") { app.receivePush(try! payload(#"{"x": 1, "aps": {"alert": "x"}}"#)) }
        #expect(app.system("app.asked-presentation").count == 1)
    }

    // MARK: - Configuration and tokens

    @Test("An empty apiURL is 471 and the SDK stays unconfigured (no 200)")
    func emptyAPIURL() throws {
        let device = makeDevice(["apiURL": ""])
        device.start()
        #expect(device.error(native: "471")?["code"] == "configuration.invalid-value")
        #expect(!device.natives.contains("200"))
    }

    @Test("A presentation or tap switch that is neither sdk nor app is reported with its key, and sdk is kept")
    func malformedSwitches() throws {
        let device = makeDevice(["foregroundPresentation": "banner", "tapHandling": true])
        device.start()
        let keys = device.errorBodies.filter { $0["code"] == "configuration.invalid-value" }
            .compactMap { $0["details"]?["key"]?.stringValue }
        #expect(keys == ["foregroundPresentation", "tapHandling"])
        #expect(device.natives.contains("200"))
        device.perform(step: "push") { device.receivePush(try! payload(#"{"x": 1, "aps": {"alert": "x"}}"#)) }
        #expect(device.system("app.asked-presentation").isEmpty)
    }

    @Test("An unknown provider name is 473")
    func invalidProvider() throws {
        let device = makeDevice(["providerPriority": ["apns", "pigeon"]])
        device.start()
        #expect(device.error(native: "473")?["code"] == "configuration.invalid-provider")
    }

    @Test("A manual token wins over the APNs token; the priority list truncates the providers")
    func tokenPrecedence() throws {
        let device = makeDevice(["providerPriority": ["fcm"]])
        device.start()
        var tokens: [PushToken?] = []
        try device.perform(step: "get") { try device.requireAdapter().tokens?.currentToken { tokens.append($0) } }
        device.advance(by: .seconds(5))
        #expect(tokens == [nil])
        try device.perform(step: "manual") {
            try device.requireAdapter().tokens?.setManualToken(PushToken(provider: .hms, value: "manual-hms"))
            try device.requireAdapter().tokens?.currentToken { tokens.append($0) }
        }
        #expect(tokens.last == PushToken(provider: .hms, value: "manual-hms"))
    }

    @Test("Mobile events with a nested payload value are refused with 475")
    func mobileEventNonScalar() throws {
        let device = makeDevice()
        device.start()
        try device.perform(step: "event") {
            try device.requireAdapter().customEvents?.track(
                CustomEvent(
                    name: "app_install", payload: ["utm": ["a"]],
                    attributes: ["sid": "pixel"]))
        }
        #expect(device.error(native: "475")?["code"] == "event.invalid-field")
        #expect(device.requests(containing: "event/post").isEmpty)
    }

    @Test(
        "clear() removes the tokens and queues but the mobile events, sets three retry counters to 0, reports 205")
    func clearData() throws {
        let device = makeDevice()
        device.start()
        try device.perform(step: "manual") {
            try device.requireAdapter().tokens?.setManualToken(PushToken(provider: .fcm, value: "manual"))
        }
        var done: [Result<Void, PushError>] = []
        try device.perform(step: "clear") { try device.requireAdapter().dataReset?.clearLocalData { done.append($0) } }
        #expect(done.count == 1)
        #expect((try? done.first?.get()) != nil)
        #expect(
            device.store.keys.filter { $0.hasPrefix("altcraft.") }.sorted() == [
                "altcraft.retry.mobileEvent", "altcraft.retry.pushEvent", "altcraft.retry.subscribe",
                "altcraft.retry.update",
            ])
        #expect(device.store.value(forKey: "altcraft.retry.update") == 0)
        #expect(device.natives.last == "205")
    }

    @Test(
        "A mobile event survives clear(): answered 5xx after it, it stays stored (its retry finds no configuration: 501, 503) and the next launch sends it"
    )
    func mobileEventSurvivesClear() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([
            ServerAnswer(.response(status: 503, body: nil), delay: .seconds(5), match: "event/post")
        ])
        try device.perform(step: "event") {
            try device.requireAdapter().customEvents?.track(
                CustomEvent(name: "app_open", payload: ["screen": "home"], attributes: ["sid": "pixel"]))
        }
        try device.perform(step: "clear") { try device.requireAdapter().dataReset?.clearLocalData { _ in } }
        device.advance(by: .seconds(60))
        let failure = device.error(native: "535")?["message"]?.stringValue ?? ""
        #expect(failure.contains("clear() keeps mobile events"))
        #expect(device.natives.suffix(2) == ["501", "503"])
        #expect(device.requests(containing: "event/post").count == 1)
        #expect(device.store.value(forKey: "altcraft.queue.mobileEvent")?.arrayValue?.count == 1)
        device.relaunch(state: .foreground)
        device.advance(by: .seconds(10))
        #expect(device.requests(containing: "event/post").count == 2)
        #expect(device.natives.last(where: { $0.hasPrefix("23") && $0 != "231" }) == "235")
        #expect(device.store.value(forKey: "altcraft.queue.mobileEvent") == nil)
    }

    // MARK: - Wire format

    @Test("The wire format round-trips every field it carries")
    func wireRoundTrip() throws {
        let message = MessageSpec(
            messageID: "m-1", title: "T", subtitle: "S", body: "B", mediaURL: "https://cdn.example.test/a.png",
            actions: [MessageAction(title: "Open", link: "myapp://open"), MessageAction(title: "Later")],
            deepLink: "myapp://home", badge: 2, sound: "default", customData: ["campaign": "spring"])
        let encoded = try AltcraftWireFormat().encode(message)
        #expect(AltcraftVendor().claims(encoded))
        #expect(encoded["_buttons"] == #"[{"label":"Open","link":"myapp://open"},{"label":"Later"}]"#)
        #expect(encoded.aps.mutableContent)
        #expect(AltcraftWireFormat().decode(encoded) == message)
        #expect(AltcraftWireFormat().decode(try payload(#"{"aps": {"alert": "x"}}"#)) == nil)
    }

    @Test("The wire format refuses a payload over 4096 bytes with payload.too-large")
    func wireTooLarge() {
        let message = MessageSpec(title: "T", body: String(repeating: "x", count: 5000))
        #expect(throws: PushError.self) { try AltcraftWireFormat().encode(message) }
        do {
            _ = try AltcraftWireFormat().encode(message)
        } catch {
            #expect(error.code == .payloadTooLarge)
        }
    }
}
