/// Media downloaded for an attachment. Only its size, type and first bytes are kept: a
/// service extension must not hold whole files in memory (R8).
public struct MediaDownload: Sendable, Hashable {
    /// The source URL.
    public var url: String
    /// The number of bytes written to disk.
    public var byteCount: Int
    /// The `Content-Type` the server sent, if any.
    public var mimeType: String?
    /// The first bytes of the file, for sniffing its real format (``MediaFormat/sniff(_:)``).
    public var leadingBytes: [UInt8]
    /// The HTTP status of the answer. A download task also "succeeds" with an error page
    /// (404, 500…): only a 2xx status is the media asked for.
    public var httpStatus: Int

    /// Creates a download description.
    public init(url: String, byteCount: Int, mimeType: String? = nil, leadingBytes: [UInt8] = [], httpStatus: Int = 200)
    {
        self.url = url
        self.byteCount = byteCount
        self.mimeType = mimeType
        self.leadingBytes = leadingBytes
        self.httpStatus = httpStatus
    }

    /// Whether the server answered with a 2xx status.
    public var succeeded: Bool { (200...299).contains(httpStatus) }
}
