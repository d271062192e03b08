@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE service extension: media attachment")
struct MCEMediaTests {
    /// Runs the extension on `payload` directly and returns the device and the delivered content (nil: never).
    func run(
        _ payload: PushPayload, media: [String: MediaScript] = [:], advance: Duration = .seconds(5),
        expire: Bool = false
    )
        throws -> (device: SimulatedDevice, content: NotificationContent?)
    {
        let device = makeDevice()
        for (url, script) in media { device.media.scripts[url] = script }
        let nse = MCEServiceExtension(host: device.host)
        var delivered: [NotificationContent] = []
        let request = NotificationRequest(identifier: "push-1", content: NotificationContent(payload: payload))
        device.perform(step: "nse") { nse.didReceive(request) { delivered.append($0) } }
        if expire { device.perform(step: "expire") { nse.serviceExtensionTimeWillExpire() } }
        device.advance(by: advance)
        #expect(delivered.count <= 1)
        return (device, delivered.first)
    }

    let url = "https://media.example.test/img/sale.png"

    func rich(_ media: JSONValue?) -> PushPayload {
        mcePayload(categoryActions: nil, extra: media.map { ["media-attachment": $0] } ?? [:])
    }

    @Test(
        "The top-level media-attachment is downloaded and attached as tmp/<last path component>, a random identifier, no type hint"
    )
    func attached() throws {
        let (_, content) = try run(
            rich(.string(url)),
            media: [
                url: MediaScript(.file(byteCount: 1234, mimeType: "image/png", leadingBytes: []), latency: .seconds(1))
            ])
        #expect(
            content?.attachments == [
                NotificationAttachment(
                    identifier: "attachment-uuid-1", sourceURL: url, fileName: "tmp/sale.png", byteCount: 1234)
            ])
        #expect(content?.categoryIdentifier == "random-uuid-1")
    }

    @Test(
        "Neither the status nor the served type is checked: a 404 page and a text/html answer are attached under the .png name"
    )
    func noStatusOrTypeCheck() throws {
        let page = MediaScript(
            .file(byteCount: 512, mimeType: "text/html", leadingBytes: Array("<html>".utf8)), httpStatus: 404)
        let (_, content) = try run(rich(.string(url)), media: [url: page])
        #expect(content?.attachments.map(\.fileName) == ["tmp/sale.png"])
    }

    @Test(
        "What the system's attachment initializer refuses is left out and reported: an unknown extension, a file over its kind's limit"
    )
    func systemRefuses() throws {
        let clip = "https://media.example.test/media/clip.bin"
        let (device, content) = try run(
            rich(.string(clip)),
            media: [clip: MediaScript(.file(byteCount: 10, mimeType: "image/png", leadingBytes: []))])
        #expect(content?.attachments == [])
        #expect(device.errorCodes == ["notification.media-download-failed"])
        let (big, bigContent) = try run(
            rich(.string(url)), media: [url: MediaScript(.file(byteCount: 10_485_761, mimeType: nil, leadingBytes: []))]
        )
        #expect(bigContent?.attachments == [])
        #expect(big.errorCodes == ["notification.media-too-large"])
    }

    @Test(
        "Not a string, not a downloadable URL, cleartext, or a failed download: reported, delivered without media",
        arguments: [
            (JSONValue.number(3), "payload.wrong-type"), ("weekend sale banner", "notification.media-download-failed"),
            ("http://media.example.test/a.png", "notification.media-download-failed"),
            ("https://media.example.test/missing.png", "notification.media-download-failed"),
        ])
    func badMedia(media: JSONValue, code: String) throws {
        let (device, content) = try run(rich(media))
        #expect(content?.attachments == [])
        #expect(device.errorCodes == [code])
    }

    @Test("At expiry the copy is delivered as it is: category set, no attachment; the late download changes nothing")
    func expiry() throws {
        let (device, content) = try run(
            rich(.string(url)),
            media: [
                url: MediaScript(
                    .file(byteCount: 10, mimeType: nil, leadingBytes: []),
                    latency: .seconds(20))
            ],
            advance: .seconds(30), expire: true)
        #expect(content?.attachments == [])
        #expect(content?.categoryIdentifier == "random-uuid-1")
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("No media: the content (with its category) is delivered at once, nothing is downloaded")
    func noMedia() throws {
        let (device, content) = try run(rich(nil), advance: .zero)
        #expect(content?.categoryIdentifier == "random-uuid-1")
        #expect(device.records.filter { $0.kind == .media }.isEmpty)
    }
}
