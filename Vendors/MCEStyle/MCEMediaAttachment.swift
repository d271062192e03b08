import PushContract

/// `-[MCENotificationPayload downloadMediaAttachmentWithCompletionHandler:]`: the top-level
/// `media-attachment` URL is downloaded with the default session configuration (no timeout of its
/// own); `-[MCENotificationPayload URLSession:downloadTask:didFinishDownloadingToURL:]` copies the
/// file to `tmp/<last path component>` and attaches it with a fresh `[[NSUUID UUID] UUIDString]`
/// as identifier and no options. Neither the HTTP status, nor the type, nor the size is checked:
/// an error page is attached as the media.
///
/// The random identifier's stand-in is `attachment-uuid-<n>`, a counter per device (A2).
/// What the system's `UNNotificationAttachment` initializer refuses is modelled as for every
/// vendor (A17): a file whose name's extension names no type it recognises, or over its kind's
/// limit (R9); the SDK then goes on without an attachment. No type hint is passed (A17), and the
/// initializer does not read the bytes, so an HTML page saved as `.png` is attached.
enum MCEMediaAttachment {
    /// The folder the file is copied to.
    static let folder = "tmp"
    /// The prefix of the stand-in for the attachment's random `NSUUID` identifier (A2).
    static let identifierPrefix = "attachment-uuid"

    /// Starts the download for `payload`; `completion` gets the attachment, or nil (at once when
    /// there is nothing to download). Problems are reported through `report`.
    static func start(
        for payload: PushPayload, host: PushHost, report: @escaping (PushError) -> Void,
        completion: @escaping (NotificationAttachment?) -> Void
    ) {
        let key = MCEOwnership.mediaAttachmentKey
        guard let value = payload[key] else { return completion(nil) }
        guard let written = value.stringValue else {
            report(MCEPayloadError.wrongType(key, found: value, expected: "a URL string; nothing is attached"))
            return completion(nil)
        }
        let url = MCEURL.encodingInvalidCharacters(written)
        let scheme = url.prefix { $0 != ":" }.lowercased()
        guard url.contains(":"), scheme == "https" || scheme == "http" else {
            report(
                PushError(
                    .mediaDownloadFailed, native: "NSURLErrorUnsupportedURL",
                    message: "NSURLSession cannot download \(written) (unsupported URL); nothing is attached",
                    details: ["url": .string(written)]))
            return completion(nil)
        }
        if scheme == "http" {
            // App Transport Security blocks cleartext loads unless the app declares an exception.
            report(
                PushError(
                    .mediaDownloadFailed, native: "NSURLErrorAppTransportSecurityRequiresSecureConnection",
                    message: "App Transport Security refuses cleartext \(url); nothing is attached",
                    details: ["url": .string(url)]))
            return completion(nil)
        }
        let application = host.application
        host.media.fetch(url: url) { result in
            switch result {
            case .success(let download):
                let name = lastPathComponent(url)
                let identifier = application.makeIdentifier(prefix: identifierPrefix)
                let attachment = NotificationAttachment(
                    identifier: identifier, sourceURL: url, fileName: "\(folder)/\(name)",
                    byteCount: download.byteCount)
                guard let kind = attachment.declaredFormat?.attachmentKind else {
                    report(
                        PushError(
                            .mediaDownloadFailed, native: "UNErrorCodeAttachmentUnrecognizedType",
                            message:
                                "the system refuses \(name): its extension names no attachment type; nothing is attached",
                            details: ["url": .string(url)]))
                    return completion(nil)
                }
                guard download.byteCount <= kind.maxBytes else {
                    report(
                        PushError(
                            .mediaTooLarge, native: "UNErrorCodeAttachmentInvalidFileSize",
                            message:
                                "the system refuses a \(download.byteCount)-byte \(kind.rawValue); nothing is attached",
                            details: ["url": .string(url), "bytes": .number(Double(download.byteCount))]))
                    return completion(nil)
                }
                completion(attachment)
            case .failure(let error):
                report(
                    PushError(
                        .mediaDownloadFailed, native: error.native, message: "\(error.message); nothing is attached",
                        details: ["url": .string(url)]))
                completion(nil)
            }
        }
    }

    /// The URL's last path component (query and fragment removed).
    static func lastPathComponent(_ url: String) -> String {
        let path = HTTPRequest(method: "GET", url: url).path
        let noQuery = path.prefix { $0 != "?" && $0 != "#" }
        return noQuery.split(separator: "/").last.map(String.init) ?? "/"
    }
}
