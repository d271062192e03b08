/// A file attached to a notification by a service extension: the neutral shape of
/// `UNNotificationAttachment(identifier:url:options:)`.
///
/// The system accepts only a **local file** the extension wrote (``fileName``, never the remote
/// URL), of a type it recognises (the ``typeHint``, else the file name's extension; the bytes
/// must be that kind of media) and within that kind's size limit (R9, ``AttachmentKind``).
/// ``sourceURL`` names the download the file came from; the simulator checks all of this.
public struct NotificationAttachment: Sendable, Hashable {
    /// The attachment identifier.
    public var identifier: String
    /// Where the media came from: the URL of the download whose file is attached.
    public var sourceURL: String
    /// The local file the adapter wrote and attaches: a file name or path (a `file://` URL is
    /// accepted too), never a remote URL.
    public var fileName: String
    /// The number of bytes stored.
    public var byteCount: Int
    /// The `UNNotificationAttachmentOptionsTypeHintKey` value (a MIME type or a uniform type
    /// identifier), if the adapter gives one; without it the system goes by the file extension.
    public var typeHint: String?

    /// Creates an attachment description.
    public init(identifier: String, sourceURL: String, fileName: String, byteCount: Int, typeHint: String? = nil) {
        self.identifier = identifier
        self.sourceURL = sourceURL
        self.fileName = fileName
        self.byteCount = byteCount
        self.typeHint = typeHint
    }

    /// Whether ``fileName`` names a local file: not empty, and not a URL other than a `file:`
    /// one. A URL is `scheme://…`, or one of the schemes that point elsewhere without slashes
    /// (``remoteSchemes``: `data:…`, `https:…`). A file name that merely holds a colon
    /// (`avatar:.png`, the last path component of `https://x.test/avatar:.png`) is a file.
    public var isLocalFile: Bool {
        guard !fileName.isEmpty else { return false }
        guard let colon = fileName.firstIndex(of: ":") else { return true }
        let scheme = fileName[..<colon]
        let isScheme =
            scheme.first?.isASCIILetter == true
            && scheme.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "+" || $0 == "-" || $0 == "." }
        guard isScheme else { return true }
        let lowered = scheme.lowercased()
        if lowered == "file" { return true }
        return !(fileName[colon...].hasPrefix("://") || Self.remoteSchemes.contains(lowered))
    }

    /// Schemes that name content elsewhere even without `//`: inline data, blobs and the
    /// network schemes.
    public static let remoteSchemes: Set<String> = ["data", "blob", "http", "https", "ftp", "ftps", "ws", "wss"]

    /// The format the system takes the file for: from ``typeHint`` when given, else from the
    /// extension of ``fileName``; nil when neither names a known format.
    public var declaredFormat: MediaFormat? {
        if let typeHint { return MediaFormat(typeHint: typeHint) }
        return MediaFormat(fileName: fileName)
    }

    /// As JSON.
    public var json: JSONValue {
        [
            "id": .string(identifier), "url": .string(sourceURL), "file": .string(fileName),
            "bytes": .number(Double(byteCount)),
        ]
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
