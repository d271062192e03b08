import PushContract
import PushSimulator
import PushTestKit
import Testing

private let mediaURL = "https://cdn.example.com/a.png"

/// A vendor whose extension fetches `mediaURL`, then attaches what `attach` returns.
private func attachingVendor(
    cancel: Bool = false,
    attach: @escaping (Result<MediaDownload, PushError>?) -> NotificationAttachment?
) -> ScriptedVendor {
    let vendor = ScriptedVendor()
    vendor.onExtensionReceive = { serviceExtension, request, handler in
        let media = serviceExtension.host.media
        let work = media.fetch(url: mediaURL) { result in
            var content = request.content
            if let attachment = attach(result) { content.attachments = [attachment] }
            handler(content)
        }
        if cancel {
            media.cancelFetch(work)
            var content = request.content
            if let attachment = attach(nil) { content.attachments = [attachment] }
            handler(content)
        }
    }
    return vendor
}

private func attachment(
    _ file: String = "a.png", url: String = mediaURL, typeHint: String? = nil
) -> NotificationAttachment {
    NotificationAttachment(identifier: "img", sourceURL: url, fileName: file, byteCount: 900, typeHint: typeHint)
}

@Suite("Simulated device: what a service extension attaches")
struct SimulatedDeviceAttachmentTests {
    @Test("An attachment is recorded with its file, type and the download it came from, before the notification shows")
    func recorded() throws {
        let device = SimulatedDevice(vendor: attachingVendor { _ in attachment(typeHint: "image/png") })
        device.media.scripts[mediaURL] = MediaScript(
            .file(byteCount: 900, mimeType: "image/png", leadingBytes: MediaFormat.png.signature),
            latency: .seconds(2))
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(2)) }
        let record = try #require(device.systemRecords(named: "nse.attachment").first)
        #expect(
            record.body == [
                "name": "nse.attachment", "id": "push-1", "attachment": "img", "url": .string(mediaURL),
                "file": "a.png",
                "local": true, "type": "png", "typeHint": "image/png",
                "download": ["seq": 1, "bytes": 900, "status": 200, "contentType": "image/png", "format": "png"],
            ])
        #expect(record.time.description == "2s")
        let names = device.records.compactMap { $0.kind == .completion ? "completion" : $0.systemName?.rawValue }
        #expect(names.suffix(3) == ["completion", "nse.attachment", "notification.shown"])
    }

    @Test("Content without attachments records none")
    func none() {
        let device = SimulatedDevice(vendor: attachingVendor { _ in nil })
        device.media.scripts[mediaURL] = MediaScript(.file(byteCount: 900, mimeType: "image/png", leadingBytes: []))
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(1)) }
        #expect(device.systemRecords(named: "nse.attachment").isEmpty)
        #expect(device.shownIDs == ["push-1"])
    }

    @Test("A failed, cancelled or never-started download is what the record says")
    func downloadStates() throws {
        let failed = SimulatedDevice(vendor: attachingVendor { _ in attachment() })
        failed.media.scripts[mediaURL] = MediaScript(.failure(reason: "not-found"))
        failed.perform(step: "push") { failed.receivePush(ScriptedPayloads.alert(mutable: true)) }
        failed.perform(step: "wait") { failed.advance(by: .seconds(1)) }
        #expect(
            failed.systemRecords(named: "nse.attachment").first?.body["download"] == ["seq": 1, "failure": "not-found"])

        let cancelled = SimulatedDevice(vendor: attachingVendor(cancel: true) { _ in attachment() })
        cancelled.media.scripts[mediaURL] = MediaScript(.hang)
        cancelled.perform(step: "push") { cancelled.receivePush(ScriptedPayloads.alert(mutable: true)) }
        #expect(
            cancelled.systemRecords(named: "nse.attachment").first?.body["download"] == ["seq": 1, "cancelled": true])

        let elsewhere = SimulatedDevice(
            vendor: attachingVendor { _ in
                attachment("https://cdn.example.com/b.png", url: "https://cdn.example.com/b.png")
            })
        elsewhere.media.scripts[mediaURL] = MediaScript(.file(byteCount: 900, mimeType: nil, leadingBytes: []))
        elsewhere.perform(step: "push") { elsewhere.receivePush(ScriptedPayloads.alert(mutable: true)) }
        elsewhere.perform(step: "wait") { elsewhere.advance(by: .seconds(1)) }
        let record = try #require(elsewhere.systemRecords(named: "nse.attachment").first)
        #expect(record.body["download"] == .null)
        #expect(record.body["local"] == false)
        #expect(record.body["type"] == "png", "the remote URL's extension still names a type")
    }

    @Test("An error status reaches the adapter as a finished download and shows in the transcript")
    func errorStatus() throws {
        var seen: MediaDownload?
        let device = SimulatedDevice(
            vendor: attachingVendor { result in
                seen = try? result?.get()
                return nil
            })
        device.media.scripts[mediaURL] = MediaScript(
            .file(byteCount: 512, mimeType: "text/html", leadingBytes: MediaFormat.html.signature),
            httpStatus: 404)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(1)) }
        #expect(seen?.httpStatus == 404)
        #expect(seen?.succeeded == false)
        #expect(device.records(of: .media).last?.body == ["seq": 1, "bytes": 512, "status": 404])
        #expect(device.media.lastDownload(of: mediaURL, process: 1)?.state == .finished(try #require(seen)))
    }
}
