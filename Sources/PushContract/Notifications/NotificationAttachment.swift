/// A file attached to a notification by a service extension.
public struct NotificationAttachment: Sendable, Hashable {
    /// The attachment identifier.
    public var identifier: String
    /// Where the media came from.
    public var sourceURL: String
    /// The local file name the adapter chose.
    public var fileName: String
    /// The number of bytes stored.
    public var byteCount: Int

    /// Creates an attachment description.
    public init(identifier: String, sourceURL: String, fileName: String, byteCount: Int) {
        self.identifier = identifier
        self.sourceURL = sourceURL
        self.fileName = fileName
        self.byteCount = byteCount
    }

    /// As JSON.
    public var json: JSONValue {
        ["id": .string(identifier), "url": .string(sourceURL), "file": .string(fileName), "bytes": .number(Double(byteCount))]
    }
}
