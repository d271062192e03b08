import PushContract

/// `ActitoNotificationServiceExtension.handleNotificationRequest` inside the vendor's sample
/// `NotificationService` (`ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift`,
/// `Sample/NotificationService/NotificationService.swift`).
///
/// No ownership check: every request the system hands it (every mutable-content alert push, any
/// sender's) is handled, so another SDK's push with a top-level `attachment.uri` is downloaded
/// (a cited NET-002 known deviation). Top-level `attachment.uri` only (the MIME type
/// is ignored). No attachment → the content unchanged. An unparseable URL → `invalidUrl`. The
/// download has no timeout and no size limit of its own; a network error, or an attachment the
/// system refuses, is reported and the sample delivers the original content. At most one
/// attachment, `file_<name>`, the name `url.pathComponents.last!` (``ActitoAttachmentFileName``):
/// a URL with no path makes the real extension trap once the download finished, so this one
/// ends without delivering anything (the system shows the original content once the process is
/// gone; here, when the budget ends). `serviceExtensionTimeWillExpire` does nothing.
final class ActitoServiceExtension: NotificationServiceExtension {
    private let core: ActitoCore
    private var contentHandler: ((NotificationContent) -> Void)?
    private var delivered = false
    /// The real extension trapped: nothing of it runs any more.
    private var trapped = false
    /// The content as it arrived (Apple's template's `bestAttemptContent`).
    private var bestAttempt: NotificationContent?

    init(host: PushHost, configuration: [String: JSONValue], bugs: Set<ActitoCopyBug>) {
        core = ActitoCore(host: host, raw: configuration, bugs: bugs)
    }

    /// `handleNotificationRequest` + the sample's content handler.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content
        let payload = request.payload
        guard let attachment = payload["attachment"] else { return deliver(request.content) }
        guard let object = attachment.objectValue, let uri = object["uri"]?.stringValue else {
            // `as? [String: Any]` / `as? String` fail: treated as no attachment (content unchanged).
            let what =
                attachment.objectValue == nil
                ? "attachment is a JSON \(attachment.typeName), not an object"
                : "attachment.uri is \(attachment["uri"].map { "a JSON \($0.typeName)" } ?? "missing"), not a string"
            core.warn(.payloadWrongType, "\(what): the content is delivered unchanged", details: ["key": "attachment"])
            return deliver(request.content)
        }
        guard ActitoURL.parses(uri) else {
            core.report(
                PushError(
                    .mediaInvalidURL, native: "invalidUrl",
                    message: "attachment.uri \"\(uri)\" is not a URL (invalidUrl); the original content is delivered",
                    details: ["url": .string(uri)]))
            return deliver(request.content)
        }
        guard ActitoURL.scheme(uri) == "https" || ActitoURL.scheme(uri) == "http" else {
            core.report(
                PushError(
                    .mediaDownloadFailed, native: "urlError",
                    message: "URLSession cannot download \(uri) (unsupported URL); the original content is delivered",
                    details: ["url": .string(uri)]))
            // Planted bug (rt11UnsupportedSchemeNotDelivered): the branch returns without delivering.
            if core.bugs.contains(.rt11UnsupportedSchemeNotDelivered) { return }
            return deliver(request.content)
        }
        // Planted bug: the App Transport Security check runs once the download is back.
        let cleartextCheckedLate = core.bugs.contains(.rt4CleartextCheckedAfterDownload)
        if ActitoURL.scheme(uri) == "http", !cleartextCheckedLate {
            // App Transport Security blocks cleartext in extensions unless the app declares an exception
            // (Actito "Advanced", “Configuring App Transport Security (optional)”).
            core.report(
                PushError(
                    .mediaDownloadFailed, native: "urlError",
                    message: "App Transport Security refuses cleartext \(uri); the original content is delivered",
                    details: ["url": .string(uri)]))
            if !core.bugs.contains(.rt14CleartextDeliveredThenDownloaded) { return deliver(request.content) }
            // Planted bug: the original content goes straight to the handler and, the return
            // missing, the download goes on and delivers again.
            contentHandler(request.content)
        }
        core.host.media.fetch(url: uri) { [weak self] result in
            guard let self, !self.trapped else { return }
            switch result {
            case .success(let download):
                if cleartextCheckedLate, ActitoURL.scheme(uri) == "http" {
                    self.core.report(
                        PushError(
                            .mediaDownloadFailed, native: "urlError",
                            message:
                                "App Transport Security refuses cleartext \(uri); the original content is delivered",
                            details: ["url": .string(uri)]))
                    return self.deliver(request.content)
                }
                let name: String
                switch ActitoAttachmentFileName(uri) {
                case .noPath: return self.trap(uri)
                case .name("/"):
                    // The path is only "/": the file path is the Documents folder itself, and
                    // `data.write(to:options: .atomic)` cannot replace a folder (A19).
                    self.core.report(
                        PushError(
                            .mediaDownloadFailed, native: "downloadFailed",
                            message:
                                "\(uri) names no file: the download cannot be written over the Documents folder (downloadFailed); the original content is delivered",
                            details: ["url": .string(uri)]))
                    return self.deliver(request.content)
                case .name(let component): name = component
                }
                // The type hint is the response MIME type
                // (actito/actito-sdk-ios@a80159a:ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift:66-71);
                // the system takes the file for what the hint (else the extension) names, and refuses a type
                // it cannot show or a file over that kind's limit (R9, A9). It does not look at the bytes
                // here.
                // Planted bug (when switched on): the attachment is made from the payload's URL, not
                // from the file the download wrote.
                let file = self.core.bugs.contains(.rt2RemoteURLAttached) ? uri : name
                // Planted bug (rt9MissingMimeTypeTakenForJPEG): no Content-Type is taken for a photo.
                let guessedJPEG = self.core.bugs.contains(.rt9MissingMimeTypeTakenForJPEG) ? "image/jpeg" : nil
                let attachment = NotificationAttachment(
                    identifier: "file_\(name)", sourceURL: uri, fileName: file,
                    byteCount: download.byteCount,
                    // Planted bug: the response's MIME type is dropped ("the file extension is enough").
                    typeHint: self.core.bugs.contains(.rt6AttachmentTypeHintDropped)
                        ? nil
                        // Planted bug (rt12TypeHintFromPayload): the type the payload declared.
                        : self.core.bugs.contains(.rt12TypeHintFromPayload)
                            ? (object["mimeType"]?.stringValue ?? download.mimeType) : download.mimeType ?? guessedJPEG)
                guard let kind = attachment.declaredFormat?.attachmentKind else {
                    let type = download.mimeType ?? name
                    self.core.report(
                        PushError(
                            .mediaDownloadFailed, native: "downloadFailed",
                            message:
                                "the system refuses an attachment of type \(type) (downloadFailed); the original content is delivered",
                            details: ["url": .string(uri), "mimeType": .string(type)]))
                    return self.deliver(request.content)
                }
                // Planted bug (when switched on): one 50 MB cap for every kind of attachment.
                let limit =
                    self.core.bugs.contains(.rt2AttachmentCappedAt50MB) ? Self.mediaSizeCap : kind.maxBytes
                // Planted bug (rt11AttachmentSizeInWholeMegabytes): compared in whole decimal megabytes.
                let withinLimit =
                    self.core.bugs.contains(.rt11AttachmentSizeInWholeMegabytes)
                    ? download.byteCount / 1_000_000 <= limit / 1_048_576 : download.byteCount <= limit
                guard withinLimit else {
                    self.core.report(
                        PushError(
                            .mediaTooLarge, native: "downloadFailed",
                            message:
                                "the system refuses a \(download.byteCount)-byte attachment (downloadFailed); the original content is delivered",
                            details: ["url": .string(uri), "bytes": .number(Double(download.byteCount))]))
                    return self.deliver(request.content)
                }
                var content = request.content
                content.attachments = [attachment]
                self.deliver(content)
            case .failure(let error):
                self.core.report(
                    PushError(
                        .mediaDownloadFailed, native: "urlError",
                        message: "\(error.message); the original content is delivered",
                        details: ["url": .string(uri)]))
                // Planted bug: the error is logged and the content handler forgotten.
                if self.core.bugs.contains(.downloadFailureNeverDelivered) { return }
                self.deliver(request.content)
            }
        }
    }

    /// The single attachment cap of the planted bug ``ActitoCopyBug/rt2AttachmentCappedAt50MB``.
    static let mediaSizeCap = 50_000_000

    /// The sample does nothing here: the system shows the original content when the budget ends.
    func serviceExtensionTimeWillExpire() {
        // Planted bug: Apple's template, `contentHandler(bestAttemptContent)`, outside the once-guard,
        // while the download goes on and delivers again when it ends.
        if core.bugs.contains(.rt3ExpiryUsesAppleTemplate), let contentHandler, let bestAttempt {
            contentHandler(bestAttempt)
        }
    }

    /// `url.pathComponents.last!` on a URL with no path: the real extension process traps, so
    /// its content handler is never called and iOS shows the original content once the process
    /// is gone. The simulator cannot end an extension's process early, so the original content
    /// is shown when the budget ends (A19). Recorded as `extension.trapped`.
    private func trap(_ uri: String) {
        trapped = true
        core.host.events.emit(
            SDKEvent(
                "extension.trapped", native: "pathComponents.last!",
                details: [
                    "url": .string(uri),
                    "reason":
                        "the attachment URL has no path, so url.pathComponents is empty and its force-unwrapped last element traps",
                ]))
    }

    private func deliver(_ content: NotificationContent) {
        guard !delivered, !trapped, let handler = contentHandler else { return }
        delivered = true
        handler(content)
    }

    /// `url.lastPathComponent` (query and fragment removed, no percent-decoding), what the wire
    /// format reads a file type from.
    static func lastPathComponent(_ url: String) -> String {
        let path = HTTPRequest(method: "GET", url: url).path
        let noQuery = path.prefix { $0 != "?" && $0 != "#" }
        return noQuery.split(separator: "/").last.map(String.init) ?? "/"
    }
}
