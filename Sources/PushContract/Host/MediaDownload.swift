/// Media downloaded for an attachment. Only its size, type and first bytes are kept: a
/// service extension must not hold whole files in memory (R8).
public struct MediaDownload: Sendable, Hashable {
    /// The source URL.
    public var url: String
    /// The number of bytes written to disk.
    public var byteCount: Int
    /// The `Content-Type` the server sent, if any.
    public var mimeType: String?
    /// The first bytes of the file, for sniffing its real format.
    public var leadingBytes: [UInt8]

    /// Creates a download description.
    public init(url: String, byteCount: Int, mimeType: String? = nil, leadingBytes: [UInt8] = []) {
        self.url = url
        self.byteCount = byteCount
        self.mimeType = mimeType
        self.leadingBytes = leadingBytes
    }
}
