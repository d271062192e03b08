import PushContract
import PushSimulator

extension Invariant {
    /// MED-001 … MED-004, in id order.
    static let mediaInvariants: [Invariant] = [
        attachmentWithinSizeLimit, attachmentTypeMatchesBytes, attachmentIsLocalFile, attachmentFromSuccessfulDownload,
    ]

    /// MED-001: an attachment is within the system's size limit for its kind (R9).
    ///
    /// The kind is the one the system takes the file for (its type hint, else its extension);
    /// when that names no supported type, the kind the bytes show. The size is the download's,
    /// as written to disk, not the number the adapter reports.
    package static let attachmentWithinSizeLimit: Invariant = Invariant(
        Requirement(
            .attachmentWithinSizeLimit, .must, .serviceExtension, kind: .invariant,
            summary: "an attachment is within iOS's size limit for its kind (R9)",
            sentence:
                "A service extension MUST NOT attach a file over the system's limit for its kind: image 10 MB, audio 5 MB, video 50 MB, measured on the bytes downloaded.",
            rationale:
                "UNNotificationAttachment refuses a larger file (attachmentInvalidFileSize); an extension that attaches it anyway loses the media, and a local notification with it is not scheduled at all.",
            sources: [
                "Apple, UNNotificationAttachment (supported file types and sizes): https://developer.apple.com/documentation/usernotifications/unnotificationattachment (R9)",
                "APNsLimits, AttachmentKind.maxBytes",
            ])
    ) { records in
        AttachmentRecord.all(in: records).compactMap { record, attachment -> (TranscriptRecord, String)? in
            guard case .finished(let bytes, _, let content) = attachment.download,
                let kind = attachment.declared?.attachmentKind ?? content?.attachmentKind, bytes > kind.maxBytes
            else { return nil }
            return (
                record,
                "attachment \"\(attachment.identifier)\" is a \(bytes)-byte \(kind.rawValue); "
                    + "the system refuses \(kind.rawValue) attachments over \(kind.maxBytes) bytes"
            )
        }
    }

    /// MED-002: an attachment's type is one the system recognises, and its bytes are that kind
    /// of media (R9). An HTML error page served as `image/png`, or MP3 bytes named `.jpg`, fail.
    package static let attachmentTypeMatchesBytes: Invariant = Invariant(
        naming: Requirement(
            .attachmentTypeMatchesBytes, .must, .serviceExtension, kind: .invariant,
            summary: "an attachment's type is one iOS recognises and matches its bytes (R9)",
            sentence:
                "A service extension MUST attach only a file whose type (type hint, else file extension) is one UNNotificationAttachment supports and whose bytes are that kind of media: an HTML page served as image/png is not an image.",
            rationale:
                "The system validates attached files and drops a corrupt or unsupported one; CDNs, captive portals and expired links answer with HTML that a download writes to disk like any other body.",
            sources: [
                "Apple, UNNotificationAttachment (supported file types): https://developer.apple.com/documentation/usernotifications/unnotificationattachment; UNError.Code.attachmentUnrecognizedType, attachmentCorrupt: https://developer.apple.com/documentation/usernotifications/unerror/code (R9)",
                "MediaFormat",
            ])
    ) { records in
        AttachmentRecord.all(in: records).compactMap { record, attachment -> Finding? in
            let name = "attachment \"\(attachment.identifier)\""
            guard let declared = attachment.declared, let kind = declared.attachmentKind else {
                let what = attachment.typeHint.map { "type hint \"\($0)\"" } ?? "file name \"\(attachment.file)\""
                let found = attachment.declared.map { " (\($0.label))" } ?? ""
                return Finding(record, "\(name): its \(what)\(found) is not a type UNNotificationAttachment recognises")
            }
            guard case .finished(_, _, let content) = attachment.download else { return nil }
            // What declared the type: the hint when there is one (the answer's own type, or one
            // the answer never sent), else the file name.
            let mechanism: ViolationMechanism
            if attachment.typeHint == nil {
                mechanism = .fileNameTypeNotTheBytes
            } else if case .sent(let contentType) = attachment.answerContentType,
                contentType.flatMap(MediaFormat.init(typeHint:)) != declared
            {
                mechanism = .inventedTypeHint
            } else {
                mechanism = .typeHintNotTheBytes
            }
            guard let content else {
                return Finding(
                    record,
                    "\(name) is declared \(declared.labelWithArticle) but its first bytes match no media format",
                    mechanism: mechanism)
            }
            guard content.attachmentKind == kind else {
                let shown =
                    content.attachmentKind.map { "\($0.rawValue), not \(kind.rawValue)" }
                    ?? "not a type UNNotificationAttachment recognises"
                return Finding(
                    record,
                    "\(name) is declared \(declared.labelWithArticle) but its bytes are \(content.labelWithArticle) (\(shown))",
                    mechanism: mechanism)
            }
            return nil
        }
    }

    /// MED-003: an attachment points at a local file the extension wrote, not at a remote URL.
    package static let attachmentIsLocalFile: Invariant = Invariant(
        Requirement(
            .attachmentIsLocalFile, .must, .serviceExtension, kind: .invariant,
            summary: "an attachment points at a local file, not a remote URL (R9)",
            sentence:
                "A service extension MUST attach a local file it wrote, never the remote URL the media came from.",
            rationale:
                "UNNotificationAttachment takes a file URL and moves the file into the system's store; a remote URL is refused (attachmentInvalidURL) and the notification shows without media.",
            sources: [
                "Apple, UNNotificationAttachment init(identifier:url:options:): https://developer.apple.com/documentation/usernotifications/unnotificationattachment; UNError.Code.attachmentInvalidURL: https://developer.apple.com/documentation/usernotifications/unerror/code (R9)",
                "NotificationAttachment",
            ])
    ) { records in
        AttachmentRecord.all(in: records).compactMap { record, attachment -> (TranscriptRecord, String)? in
            guard !attachment.local else { return nil }
            let file = attachment.file.isEmpty ? "an empty file name" : "\"\(attachment.file)\""
            return (
                record,
                "attachment \"\(attachment.identifier)\" points at \(file), not a local file the extension wrote"
            )
        }
    }

    /// MED-004: nothing is attached from a download that failed: a transport failure, a
    /// cancelled or unfinished download, an error status (the body is an error page), or a remote
    /// URL never downloaded at all. An attachment with no remote source (a file the app ships)
    /// needs no download.
    package static let attachmentFromSuccessfulDownload: Invariant = Invariant(
        naming: Requirement(
            .attachmentFromSuccessfulDownload, .must, .serviceExtension, kind: .invariant,
            summary: "nothing is attached from a failed download (R9, P4)",
            sentence:
                "A service extension MUST NOT attach anything from a download that failed, was cancelled or is unfinished, or that answered an HTTP error status.",
            rationale:
                "A failed download leaves no file or an error page; attaching it shows a broken or wrong attachment, or none, where the text alone was the honest fallback.",
            sources: [
                "R9 and P4", "NotificationServiceExtension: Implementation requirements", "MediaDownload.httpStatus",
            ])
    ) { records in
        AttachmentRecord.all(in: records).compactMap { record, attachment -> Finding? in
            let name = "attachment \"\(attachment.identifier)\""
            switch attachment.download {
            case .finished(_, let status, _) where (200...299).contains(status): return nil
            case .finished(_, let status, _):
                return Finding(
                    record, "\(name) is the body of an HTTP \(status) answer (an error page), not the media",
                    mechanism: .errorPageAttached)
            case .failed(let reason): return Finding(record, "\(name) comes from a download that failed (\(reason))")
            case .cancelled: return Finding(record, "\(name) comes from a download that was cancelled")
            case .unfinished: return Finding(record, "\(name) comes from a download that has not finished")
            case .none:
                // A file the app ships (no remote source) needs no download; a remote URL does.
                guard attachment.namesRemoteSource else { return nil }
                return Finding(record, "\(name) names \(attachment.url), which was never downloaded")
            }
        }
    }
}

/// The `nse.attachment` record read back: what the system saw of one attachment.
struct AttachmentRecord {
    /// The download the attachment came from.
    enum Download {
        case finished(bytes: Int, status: Int, content: MediaFormat?)
        case failed(String)
        case cancelled
        case unfinished
        case none
    }

    /// The `Content-Type` a finished download's answer carried, as the record tells it.
    enum ContentType {
        /// The record names it: the type, or nil when the answer sent none.
        case sent(String?)
        /// The record does not say (a transcript from before suite 1.12.0, or no finished download).
        case unrecorded
    }

    var identifier: String
    var url: String
    var file: String
    var local: Bool
    var typeHint: String?
    var declared: MediaFormat?
    var download: Download
    var answerContentType: ContentType = .unrecorded

    /// Whether ``url`` is a remote URL (a scheme other than `file`), whose content only a
    /// download can bring.
    var namesRemoteSource: Bool {
        !url.isEmpty
            && !NotificationAttachment(identifier: identifier, sourceURL: url, fileName: url, byteCount: 0).isLocalFile
    }

    /// Every `nse.attachment` record of a transcript, parsed.
    static func all(in records: [TranscriptRecord]) -> [(TranscriptRecord, AttachmentRecord)] {
        records.compactMap { record in
            guard record.systemName == .serviceExtensionAttachment else { return nil }
            return (record, AttachmentRecord(record.body))
        }
    }

    init(_ body: JSONValue) {
        identifier = body["attachment"]?.stringValue ?? "?"
        url = body["url"]?.stringValue ?? ""
        file = body["file"]?.stringValue ?? ""
        local = body["local"]?.boolValue ?? false
        typeHint = body["typeHint"]?.stringValue
        declared = body["type"]?.stringValue.flatMap(MediaFormat.init(rawValue:))
        guard let download = body["download"]?.objectValue else {
            self.download = .none
            return
        }
        if let reason = download["failure"]?.stringValue {
            self.download = .failed(reason)
        } else if download["cancelled"] != nil {
            self.download = .cancelled
        } else if let bytes = download["bytes"]?.integerValue {
            if let sent = download["contentType"] { answerContentType = .sent(sent.stringValue) }
            self.download = .finished(
                bytes: bytes, status: download["status"]?.integerValue ?? 200,
                content: download["format"]?.stringValue.flatMap(MediaFormat.init(rawValue:)))
        } else {
            self.download = .unfinished
        }
    }
}
