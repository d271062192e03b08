import PushContract
import PushSimulator
import PushTestKit
@testable import Q2Style
import Testing

@Suite("Service and content extension modules")
struct Q2ExtensionTests {
    static func rich(_ data: String, sender: String = "com.q2.mobile.module.cards") -> String {
        #"{"aps": {"alert": {"title": "t", "subtitle": "s", "body": "b"}, "mutable-content": 1}, "sender": "\#(sender)", "data": \#(data)}"#
    }

    func shown(_ device: SimulatedDevice) -> NotificationContent? {
        device.notificationCenter.deliveredNotifications.last?.content
    }

    @Test("data.<key> rewrites title, subtitle and body")
    func rewrite() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(Self.rich(#"{"cards": {"title": "T2", "subtitle": "S2", "body": "B2", "extra": 1}}"#)))
        }
        #expect(shown(device)?.title == "T2")
        #expect(shown(device)?.subtitle == "S2")
        #expect(shown(device)?.body == "B2")
        #expect(device.errorBodies.isEmpty)
    }

    @Test("Bad data shapes give a neutral error naming the path and the original content")
    func badShapes() throws {
        let cases: [(String, String, String)] = [
            (#""text""#, "payload.wrong-type", "data"),
            (#"{"billing": {}}"#, "payload.missing-key", "data.cards"),
            (#"{"cards": [1]}"#, "payload.wrong-type", "data.cards"),
            (#"{"cards": {"title": "T", "body": "B"}}"#, "payload.missing-key", "data.cards.subtitle"),
            (#"{"cards": {"title": "T", "subtitle": null, "body": "B"}}"#, "payload.wrong-type", "data.cards.subtitle"),
            (
                #"{"cards": {"title": "T", "subtitle": "S", "body": "B", "image_url": 5}}"#, "payload.wrong-type",
                "data.cards.image_url"
            ),
            (
                #"{"cards": {"title": "T", "subtitle": "S", "body": "B", "image_url": "not a url"}}"#,
                "notification.media-invalid-url", "data.cards.image_url"
            ),
            (
                #"{"cards": {"title": "T", "subtitle": "S", "body": "B", "image_url": "/relative/path.png"}}"#,
                "notification.media-invalid-url", "data.cards.image_url"
            ),
        ]
        for (data, code, key) in cases {
            let device = makeDevice()
            device.start(state: .background)
            device.perform(step: "push") { device.receivePush(try! payload(Self.rich(data))) }
            #expect(device.errorBodies.map { $0["code"] } == [.string(code)], "\(data)")
            #expect(device.errorBodies.first?["details"]?["key"] == .string(key), "\(data)")
            #expect(shown(device)?.title == "t", "\(data)")
            #expect(device.mediaRecords.isEmpty)
            #expect(device.completions("nse-content").count == 1)
        }
    }

    @Test("No data at all is a missing key, the original content is shown")
    func noData() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(
                    #"{"aps": {"alert": {"title": "t"}, "mutable-content": 1}, "sender": "com.q2.mobile.module.cards"}"#
                ))
        }
        #expect(device.errorBodies.first?["details"]?["key"] == "data")
        #expect(shown(device)?.title == "t")
    }

    @Test("https image → attachment notification-image.jpg; http image → rewrite without a download")
    func images() throws {
        let device = makeDevice()
        device.media.scripts["https://cdn.test/a.png"] = MediaScript(
            .file(byteCount: 100, mimeType: "image/png", leadingBytes: []),
            latency: .seconds(1))
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(
                    Self.rich(
                        #"{"cards": {"title": "T", "subtitle": "S", "body": "B", "image_url": "https://cdn.test/a.png"}}"#
                    )))
        }
        device.advance(by: .seconds(2))
        #expect(shown(device)?.attachments.map(\.fileName) == ["notification-image.jpg"])
        #expect(shown(device)?.attachments.first?.identifier == "image")
        device.perform(step: "push-2") {
            device.receivePush(
                try! payload(
                    Self.rich(
                        #"{"cards": {"title": "T3", "subtitle": "S", "body": "B", "image_url": "http://cdn.test/b.png"}}"#
                    )))
        }
        #expect(shown(device)?.title == "T3")
        #expect(shown(device)?.attachments.isEmpty == true)
        #expect(device.errorBodies.map { $0["code"] } == ["notification.media-invalid-url"])
        #expect(device.mediaRecords.filter { $0["fetch"] != nil }.count == 1)
    }

    @Test("A hanging image: expiry delivers the original content once, the download is cancelled")
    func expiryOriginal() throws {
        let device = makeDevice()
        device.media.scripts["https://cdn.test/a.png"] = MediaScript(.hang)
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(
                    Self.rich(
                        #"{"cards": {"title": "T", "subtitle": "S", "body": "B", "image_url": "https://cdn.test/a.png"}}"#
                    )))
        }
        device.perform(step: "expire") { device.expireServiceExtensions() }
        device.advance(by: .seconds(60))
        #expect(device.completions("nse-content").count == 1)
        #expect(shown(device)?.title == "t")
        #expect(device.mediaRecords.contains { $0["cancelled"] == true })
        #expect(device.media.outstanding.isEmpty)
    }

    @Test("A push for a module without a service class passes through unchanged with no download")
    func passThrough() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(
                    Self.rich(
                        #"{"billing": {"title": "T", "subtitle": "S", "body": "B", "image_url": "https://cdn.test/a.png"}}"#,
                        sender: "com.q2.mobile.module.billing")))
        }
        #expect(device.events("nse.passed-through").count == 1)
        #expect(shown(device)?.title == "t")
        #expect(device.mediaRecords.isEmpty)
    }

    @Test(
        "Content extension: targeted module renders; another category is not launched; no sender → first content module"
    )
    func contentExtension() throws {
        let device = makeDevice(["settings": twoModules, "contentExtensionCategories": ["RICH"]])
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(
                try! payload(
                    #"{"aps": {"alert": {"body": "Pay"}, "category": "RICH"}, "sender": "com.q2.mobile.module.billing"}"#
                ))
        }
        try device.perform(step: "expand") { try device.expand(nil) }
        #expect(
            device.system("content-extension.rendered").last?["view"]?["renderer"] == "BillingContentExtensionModule")
        #expect(device.system("content-extension.rendered").last?["view"]?["texts"]?["body"] == "Pay")
        device.perform(step: "push-2") {
            device.receivePush(try! payload(#"{"aps": {"alert": "Hi", "category": "RICH"}}"#))
        }
        try device.perform(step: "expand-2") { try device.expand("push-2") }
        #expect(device.system("content-extension.rendered").last?["view"]?["renderer"] == "CardsContentExtensionModule")
        device.perform(step: "push-3") {
            device.receivePush(try! payload(#"{"aps": {"alert": "Hi", "category": "PLAIN"}}"#))
        }
        try device.perform(step: "expand-3") { try device.expand("push-3") }
        #expect(device.system("content-extension.not-launched").count == 1)
        #expect(device.system("content-extension.rendered").count == 2)
    }

    @Test("Content extension with no content module shows the host's empty view")
    func contentExtensionWithoutModules() throws {
        let host = makeDevice(["settings": ["modules": []]]).host
        let view = Q2ContentExtension(host: host, configuration: ["settings": ["modules": []]])
            .didReceive(
                NotificationRequest(
                    identifier: "x", content: NotificationContent(body: "b", categoryIdentifier: "Q2Demo")))
        #expect(view == ExpandedNotificationView(renderer: "PushContentExtension"))
    }
}
