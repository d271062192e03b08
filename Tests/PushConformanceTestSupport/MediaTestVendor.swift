package import PushContract
import PushTestKit

/// A vendor whose service extension downloads the payload's top-level `media` URL and attaches
/// it. ``Handling/wellBehaved`` does what R9 asks; every other case is one realistic media bug,
/// so each media invariant has an adapter it must catch.
package struct MediaTestVendor: PushVendor {
    /// How the extension treats the download.
    package enum Handling: String, Sendable, CaseIterable {
        /// Checks the HTTP status, sniffs the bytes, names the file after the real format, keeps
        /// to the kind's size limit and attaches a local file with a matching type hint.
        case wellBehaved
        /// Attaches whatever arrives, whatever its size (MED-001).
        case ignoresSizeLimit
        /// Trusts the `Content-Type` as the type hint and never looks at the bytes (MED-002).
        case trustsContentType
        /// Passes the `Content-Type` as the type hint, and `image/jpeg` when the answer sent
        /// none ("most attachments are photos"), never looking at the bytes (MED-002: a hint the
        /// answer never sent).
        case guessesJPEGWithoutContentType
        /// Takes the type hint from the URL's extension (`sale.png` → `image/png`) whatever the
        /// answer's `Content-Type` said, never looking at the bytes (MED-002: a hint the answer never sent).
        case hintsFromURLExtension
        /// Attaches the remote URL itself instead of the file it wrote (MED-003).
        case attachesRemoteURL
        /// Attaches a placeholder file even when the download failed (MED-004).
        case attachesAfterFailure
    }

    package var handling: Handling

    /// A vendor whose extension handles media as `handling` says.
    package init(handling: Handling) { self.handling = handling }

    package var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "media-\(handling.rawValue)", displayName: "Media test vendor", capabilities: [.serviceExtension],
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []))
    }

    package var wireFormat: any PushWireFormat { MediaTestWireFormat() }

    package func claims(_ payload: PushPayload) -> Bool { payload["test"] == true }

    package func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        TestVendor().makeAdapter(host: host, configuration: configuration)
    }

    package func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        MediaTestServiceExtension(host: host, handling: handling)
    }
}

/// ``TestWireFormat`` plus the message's media URL as a top-level `media` key.
package struct MediaTestWireFormat: PushWireFormat {
    package func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var root = try TestWireFormat(acceptsOversized: false).encode(message).root
        if let media = message.mediaURL { root["media"] = .string(media) }
        return try refusingInvalid(PushPayload(root))
    }

    package func decode(_ payload: PushPayload) -> MessageSpec? {
        var message = TestWireFormat(acceptsOversized: false).decode(payload)
        message?.mediaURL = payload["media"]?.stringValue
        return message
    }
}

package final class MediaTestServiceExtension: NotificationServiceExtension {
    private let host: PushHost
    private let handling: MediaTestVendor.Handling

    package init(host: PushHost, handling: MediaTestVendor.Handling) {
        self.host = host
        self.handling = handling
    }

    package func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        guard request.payload["test"] == true, let url = request.payload["media"]?.stringValue else {
            return contentHandler(request.content)
        }
        host.media.fetch(url: url) { [handling] result in
            var content = request.content
            if let attachment = Self.attachment(url: url, result: result, handling: handling) {
                content.attachments = [attachment]
            }
            contentHandler(content)
        }
    }

    package func serviceExtensionTimeWillExpire() {}

    private static func attachment(
        url: String, result: Result<MediaDownload, PushError>,
        handling: MediaTestVendor.Handling
    ) -> NotificationAttachment? {
        let download: MediaDownload
        switch result {
        case .success(let file): download = file
        case .failure:
            guard handling == .attachesAfterFailure else { return nil }
            return NotificationAttachment(identifier: "media", sourceURL: url, fileName: "media.png", byteCount: 0)
        }
        switch handling {
        case .wellBehaved:
            guard download.succeeded, let format = MediaFormat.sniff(download.leadingBytes),
                let kind = format.attachmentKind, download.byteCount <= kind.maxBytes
            else { return nil }
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: "media.\(format.rawValue)",
                byteCount: download.byteCount)
        case .ignoresSizeLimit:
            let ext = MediaFormat.sniff(download.leadingBytes)?.rawValue ?? "png"
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: "media.\(ext)", byteCount: download.byteCount)
        case .trustsContentType:
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: "media", byteCount: download.byteCount,
                typeHint: download.mimeType)
        case .guessesJPEGWithoutContentType:
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: "media", byteCount: download.byteCount,
                typeHint: download.mimeType ?? "image/jpeg")
        case .hintsFromURLExtension:
            let name = url.split(separator: "/").last.map(String.init) ?? ""
            let hint = MediaFormat(fileName: name).map { "image/\($0.rawValue)" } ?? "application/octet-stream"
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: "media", byteCount: download.byteCount,
                typeHint: hint)
        case .attachesRemoteURL:
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: url, byteCount: download.byteCount)
        case .attachesAfterFailure:
            return NotificationAttachment(
                identifier: "media", sourceURL: url, fileName: "media.png", byteCount: download.byteCount)
        }
    }
}
