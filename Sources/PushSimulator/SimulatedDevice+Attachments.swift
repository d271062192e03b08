import PushContract

extension SimulatedDevice {
    /// Records the system's view of each attachment a service extension delivered
    /// (`nse.attachment`): which file it points at and whether that is a local file, the type the
    /// system takes it for, and the download it came from with that download's real size, status
    /// `Content-Type` and format. The media invariants (MED-001…MED-004, R9) read these records.
    func recordAttachments(of content: NotificationContent, notification: String, process: Int) {
        for attachment in content.attachments {
            var details: [String: JSONValue] = [
                "id": .string(notification),
                "attachment": .string(attachment.identifier),
                "url": .string(attachment.sourceURL),
                "file": .string(attachment.fileName),
                "local": .bool(attachment.isLocalFile),
                "type": attachment.declaredFormat.map { .string($0.rawValue) } ?? .null,
                "download": downloadDetails(of: attachment.sourceURL, process: process),
            ]
            if let hint = attachment.typeHint { details["typeHint"] = .string(hint) }
            recorder.system(.serviceExtensionAttachment, details)
        }
    }

    /// `{"seq", "bytes", "status", "contentType", "format"}` for a finished download (the
    /// `Content-Type` the server sent, null for none, so a type hint the SDK made up can be told
    /// from the server's: MED-002), `{"seq", "failure"}`,
    /// `{"seq", "cancelled": true}`, `{"seq", "unfinished": true}`, or null when the URL was never
    /// downloaded.
    private func downloadDetails(of url: String, process: Int) -> JSONValue {
        guard let (sequence, state) = media.lastDownload(of: url, process: process) else { return .null }
        var details: [String: JSONValue] = ["seq": .number(Double(sequence))]
        switch state {
        case .running:
            details["unfinished"] = true
        case .cancelled:
            details["cancelled"] = true
        case .failed(let reason):
            details["failure"] = .string(reason)
        case .finished(let download):
            details["bytes"] = .number(Double(download.byteCount))
            details["status"] = .number(Double(download.httpStatus))
            details["contentType"] = download.mimeType.map(JSONValue.string) ?? .null
            details["format"] = MediaFormat.sniff(download.leadingBytes).map { .string($0.rawValue) } ?? .null
        }
        return .object(details)
    }
}
