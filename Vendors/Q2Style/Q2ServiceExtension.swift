import PushContract

/// The DevApp's service extension, hosting the modules' `PushServiceExtensionModule`s (Q2 guide “Extension
/// Protocols”, “Rich Push Notification - Service Extension”). The system runs it only for `mutable-content:
/// 1` (Q2 guide “Rich Push Notification - Service Extension › Send Notification”, “Common Issues”).
///
/// For a request with a Q2 sender: the module whose sender matches exactly and that has a
/// `pushServiceClassName` runs the guide's `DemoNotificationServiceExtensionModule` flow (Q2 guide “Rich Push
/// Notification - Service Extension › Implementation”); with no such module, every service module's own
/// sender check passes the request through unchanged (Q2 guide “Rich Push Notification - Service Extension ›
/// Implementation”). The system hands the extension every mutable-content alert push: one without a Q2 sender
/// takes the same pass-through (every module's sender check fails, Q2 guide “Rich Push Notification - Service
/// Extension › Implementation”), with no download.
///
/// The module flow: decode `data.<key>` (``Q2RichContent``); failure → the original content; success → title,
/// subtitle and body rewritten; `image_url` https → downloaded and attached as `notification-image.jpg` (Q2
/// guide “Rich Push Notification - Service Extension › Implementation”), a failed download delivers the
/// rewritten content without it (Q2 guide “Rich Push Notification - Service Extension › Implementation”);
/// `image_url` not https → not fetched (App Transport Security, Q2 guide “Best Practices”), rewritten content
/// without it. Expiry delivers the original content (Q2 guide “Rich Push Notification - Service Extension ›
/// Implementation”). The download has no bound of its own (Q2 guide “Rich Push Notification - Service
/// Extension › Implementation”), so only expiry ends a hanging download (NSE-003, a known deviation). The
/// content handler runs once (NSE-001).
final class Q2ServiceExtension: NotificationServiceExtension {
    private let vendor: Q2Vendor
    private let host: PushHost
    private let configuration: Q2Configuration
    private var contentHandler: ((NotificationContent) -> Void)?
    private var original: NotificationContent?
    private var delivered = false
    private var download: ScheduledWork?

    /// An extension process on `host`.
    init(vendor: Q2Vendor, host: PushHost, configuration raw: [String: JSONValue]) {
        self.vendor = vendor
        self.host = host
        configuration = Q2Configuration(raw)
    }

    /// Routes the request and runs the module's flow.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        self.contentHandler = contentHandler
        original = request.content
        let payload = request.payload
        let route = Q2Route.resolve(
            payload, among: configuration.settings.serviceModules, role: "service-extension module")
        guard vendor.claims(request.payload), route.targeted, let module = route.modules.first,
            let className = module.serviceClassName
        else {
            var details = route.details
            details["modules"] = nil
            emit("nse.passed-through", details)
            return deliver(request.content, rewritten: false)
        }
        emit(
            SDKEventName.pushReceived, native: className,
            ["module": .string(module.identifier), "sender": .string(route.sender ?? "")])
        let key = configuration.payloadKey(of: module)
        let rich: Q2RichContent
        switch Q2RichContent.decode(payload, key: key) {
        case .success(let decoded): rich = decoded
        case .failure(let error):
            report(error)
            return deliver(request.content, rewritten: false)
        }
        var content = request.content
        content.title = rich.title
        content.subtitle = rich.subtitle
        content.body = rich.body
        guard let url = rich.imageURL else { return deliver(content, rewritten: true) }
        guard Q2RichContent.isHTTPS(url) else {
            report(
                PushError(
                    .mediaInvalidURL,
                    message:
                        "image_url \"\(url)\" is not https: App Transport Security refuses the download; the rewritten content is shown without the image",
                    details: ["url": .string(url)]))
            return deliver(content, rewritten: true)
        }
        download = host.media.fetch(url: url) { [weak self] result in
            guard let self else { return }
            self.download = nil
            var final = content
            switch result {
            case .success(let file):
                if let attachment = self.attachment(for: file) { final.attachments = [attachment] }
            case .failure(let error):
                self.report(
                    PushError(
                        .mediaDownloadFailed,
                        message: "\(error.message); the rewritten content is shown without the image",
                        details: ["url": .string(url)]))
            }
            self.deliver(final, rewritten: true)
        }
    }

    /// `UNNotificationAttachment(identifier: "image", url: <tmp>/notification-image.jpg)`: the file is always
    /// named `.jpg` (Q2 guide “Rich Push Notification - Service Extension › Implementation”); the system
    /// refuses files over its image limit.
    private func attachment(for file: MediaDownload) -> NotificationAttachment? {
        guard file.byteCount <= APNsLimits.maxImageAttachmentBytes else {
            report(
                PushError(
                    .mediaTooLarge,
                    message:
                        "the image is \(file.byteCount) bytes; the system refuses attachments over \(APNsLimits.maxImageAttachmentBytes), so the content is shown without it",
                    details: ["url": .string(file.url), "bytes": .number(Double(file.byteCount))]))
            return nil
        }
        return NotificationAttachment(
            identifier: "image", sourceURL: file.url, fileName: "notification-image.jpg",
            byteCount: file.byteCount)
    }

    /// `serviceExtensionTimeWillExpire`: the original content (Q2 guide “Rich Push Notification - Service
    /// Extension › Implementation”).
    func serviceExtensionTimeWillExpire() {
        if let download {
            self.download = nil
            host.media.cancelFetch(download)
        }
        guard let original else { return }
        deliver(original, rewritten: false, expired: true)
    }

    private func deliver(_ content: NotificationContent, rewritten: Bool, expired: Bool = false) {
        guard !delivered, let handler = contentHandler else { return }
        delivered = true
        var details: [String: JSONValue] = ["content": .string(rewritten ? "rewritten" : "original")]
        if expired { details["reason"] = "time will expire" }
        emit(SDKEventName.notificationPosted, details)
        handler(content)
    }

    private func emit(_ name: SDKEventName, native: String? = nil, _ details: [String: JSONValue]) {
        host.events.emit(SDKEvent(name, native: native, details: details))
    }

    private func report(_ error: PushError) { host.events.emit(SDKEvent(error: error)) }
}
