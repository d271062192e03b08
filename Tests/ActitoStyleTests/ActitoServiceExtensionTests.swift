@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Actito service extension")
struct ActitoServiceExtensionTests {
    /// Runs the extension on `payload` directly and returns the delivered content (nil: never).
    func run(
        _ payload: PushPayload, media: [String: MediaScript] = [:], advance: Duration = .seconds(5)
    )
        throws -> (device: SimulatedDevice, content: NotificationContent?)
    {
        let device = makeDevice()
        for (url, script) in media { device.media.scripts[url] = script }
        let nse = ActitoServiceExtension(host: device.host, configuration: device.configuration)
        var delivered: [NotificationContent] = []
        let request = NotificationRequest(identifier: "push-1", content: NotificationContent(payload: payload))
        device.perform(step: "nse") { nse.didReceive(request) { delivered.append($0) } }
        device.advance(by: advance)
        #expect(delivered.count <= 1)
        return (device, delivered.first)
    }

    func rich(_ attachment: JSONValue?) -> PushPayload {
        var payload = actitoPayload()
        payload.root["attachment"] = attachment
        return payload
    }

    @Test("No attachment: the content is delivered unchanged, nothing downloaded")
    func noAttachment() throws {
        let (device, content) = try run(rich(nil))
        #expect(content == NotificationContent(payload: rich(nil)))
        #expect(device.records.filter { $0.kind == .media }.isEmpty)
    }

    @Test("An attachment is downloaded and attached as file_<name>, once")
    func attachment() throws {
        let url = "https://media.example.test/img/sale.png"
        let (_, content) = try run(
            rich(["uri": .string(url), "mimeType": "image/png"]),
            media: [
                url: MediaScript(.file(byteCount: 1234, mimeType: "image/png", leadingBytes: []), latency: .seconds(1))
            ])
        #expect(
            content?.attachments == [
                NotificationAttachment(
                    identifier: "file_sale.png", sourceURL: url, fileName: "sale.png", byteCount: 1234,
                    typeHint: "image/png")
            ])
    }

    @Test(
        "The file name is url.pathComponents.last, percent-decoded; a path of only / cannot be written; no path traps")
    func fileName() throws {
        #expect(ActitoAttachmentFileName("https://m.test/a/b%20c.png?x=1#f") == .name("b c.png"))
        #expect(ActitoAttachmentFileName("https://m.test/a/dir/") == .name("dir"))
        #expect(ActitoAttachmentFileName("https://m.test/") == .name("/"))
        #expect(ActitoAttachmentFileName("https://m.test") == .noPath)
        #expect(ActitoAttachmentFileName("https://m.test?x=1") == .noPath)
        #expect(ActitoAttachmentFileName("https://m.test/%E2%82%AC%zz") == .name("€%zz"))
        let file = MediaScript(.file(byteCount: 1234, mimeType: "image/png", leadingBytes: []), latency: .zero)
        let (slash, slashContent) = try run(
            rich(["uri": "https://m.test/", "mimeType": "image/png"]), media: ["https://m.test/": file])
        #expect(
            slashContent == NotificationContent(payload: rich(["uri": "https://m.test/", "mimeType": "image/png"])))
        #expect(slash.errorBodies.map { $0["native"] } == ["downloadFailed"])
    }

    @Test("A URI with no path: the download finishes, then the extension traps: nothing is delivered, ever")
    func noPathTraps() throws {
        let payload = rich(["uri": "https://m.test", "mimeType": "image/png"])
        let file = MediaScript(.file(byteCount: 1234, mimeType: "image/png", leadingBytes: []), latency: .seconds(1))
        let (device, content) = try run(payload, media: ["https://m.test": file], advance: .seconds(60))
        #expect(content == nil)
        #expect(device.events("extension.trapped").first?["native"] == "pathComponents.last!")
        #expect(device.errorBodies.isEmpty)
    }

    @Test(
        "The system's per-kind limit (A9): audio over 5 MB is refused, audio under it and a 30 MB video are attached",
        arguments: [
            ("audio/mpeg", 5_242_881, false), ("audio/mpeg", 5_242_880, true), ("video/mp4", 31_457_280, true),
            ("video/mp4", 52_428_801, false), ("image/png", 10_485_761, false), ("application/pdf", 1024, false),
        ])
    func perKindLimit(type: String, bytes: Int, attached: Bool) throws {
        let url = "https://media.example.test/media/clip"
        let (device, content) = try run(
            rich(["uri": .string(url)]),
            media: [url: MediaScript(.file(byteCount: bytes, mimeType: type, leadingBytes: []))])
        #expect(content?.attachments.first?.typeHint == (attached ? type : nil))
        #expect(content?.attachments.count == (attached ? 1 : 0))
        if !attached {
            let code = device.records.first { $0.kind == .error }?.body["code"]?.stringValue
            #expect(
                code
                    == (type == "application/pdf"
                        ? "notification.media-download-failed" : "notification.media-too-large"))
        }
    }

    @Test(
        "Bad input is a neutral error and the original content, never a crash",
        arguments: [
            (JSONValue.string("https://x.test/a.png"), "payload.wrong-type"),
            (JSONValue.object(["uri": 5]), "payload.wrong-type"),
            (JSONValue.object(["uri": "not a url"]), "notification.media-invalid-url"),
            (JSONValue.object(["uri": "http://media.example.test/a.png"]), "notification.media-download-failed"),
            (JSONValue.object(["uri": "https://media.example.test/missing.png"]), "notification.media-download-failed"),
        ])
    func badInput(attachment: JSONValue, code: String) throws {
        let payload = rich(attachment)
        let (device, content) = try run(payload)
        #expect(content == NotificationContent(payload: payload))
        #expect(device.errorCodes == [code])
    }

    @Test("A download that never ends is not bounded by the kit: nothing is delivered, expiry does nothing")
    func unbounded() throws {
        let url = "https://media.example.test/slow.png"
        let device = makeDevice()
        device.media.scripts[url] = MediaScript(.hang)
        let nse = ActitoServiceExtension(host: device.host, configuration: device.configuration)
        var delivered = 0
        let request = NotificationRequest(
            identifier: "push-1", content: NotificationContent(payload: rich(["uri": .string(url)])))
        device.perform(step: "nse") { nse.didReceive(request) { _ in delivered += 1 } }
        device.advance(by: .seconds(60))
        nse.serviceExtensionTimeWillExpire()
        #expect(delivered == 0)
    }

    @Test("The kit has no ownership check: another SDK's attachment.uri is downloaded too (the NET-002 deviation)")
    func handlesForeignRequests() throws {
        let url = "https://other.example.test/avatar.png"
        let foreign = PushPayload(["aps": ["alert": "Hi", "mutable-content": 1], "attachment": ["uri": .string(url)]])
        let (device, content) = try run(
            foreign, media: [url: MediaScript(.file(byteCount: 64, mimeType: "image/png", leadingBytes: []))])
        #expect(device.records.contains { $0.kind == .media && $0.body["fetch"]?.stringValue == url })
        #expect(content?.attachments.count == 1)
    }
}
