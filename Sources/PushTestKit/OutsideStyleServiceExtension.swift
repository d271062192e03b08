import PushContract

/// The outside-style service extension: another SDK's push is handed back unchanged; its own push's `osdk.media` is downloaded with a
/// 20 s limit of its own and attached as a local file named after the bytes' real format, when
/// the server answered 2xx and the file is within its kind's limit; otherwise the text alone is
/// shown. Expiry delivers the content prepared so far.
final class OutsideStyleServiceExtension: NotificationServiceExtension {
    private let vendor: OutsideStyleVendor
    private let host: PushHost
    private var deliver: ((NotificationContent) -> Void)?
    private var best: NotificationContent?
    private var download: ScheduledWork?

    init(vendor: OutsideStyleVendor, host: PushHost) {
        self.vendor = vendor
        self.host = host
    }

    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        // The system hands the extension every mutable-content push: another SDK's goes back
        // unchanged, before any work (the planted bug skips this check).
        guard vendor.bug == .extensionDownloadsForeignMedia || vendor.claims(request.payload) else {
            return contentHandler(request.content)
        }
        best = request.content
        deliver = contentHandler
        let payload = request.payload
        let media = (payload[OutsideStyleWireFormat.marker]?["media"] ?? payload["attachment"]?["uri"])?.stringValue
        guard let url = media, url.hasPrefix("https://") else { return finish() }
        let timeout = host.scheduler.schedule(after: .seconds(20)) { [weak self] in
            guard let self, let download = self.download else { return }
            self.host.media.cancelFetch(download)
            self.finish()
        }
        download = host.media.fetch(url: url) { [weak self] result in
            guard let self else { return }
            self.host.scheduler.cancel(timeout)
            if case .success(let file) = result, file.succeeded, let format = MediaFormat.sniff(file.leadingBytes),
                let kind = format.attachmentKind, file.byteCount <= kind.maxBytes
            {
                self.best?.attachments = [
                    NotificationAttachment(
                        identifier: "media", sourceURL: url, fileName: "media.\(format.rawValue)",
                        byteCount: file.byteCount)
                ]
            }
            self.finish()
        }
    }

    func serviceExtensionTimeWillExpire() {
        if let download { host.media.cancelFetch(download) }
        finish()
    }

    private func finish() {
        guard let deliver, let best else { return }
        self.deliver = nil
        deliver(best)
    }
}
