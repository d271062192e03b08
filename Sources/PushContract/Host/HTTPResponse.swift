/// An HTTP answer.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The body parsed as JSON, or nil when there was none or it was not JSON.
    public var body: JSONValue?

    /// Creates a response.
    public init(status: Int, body: JSONValue? = nil) {
        self.status = status
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
    /// Whether the status is 5xx.
    public var isServerError: Bool { (500..<600).contains(status) }
}
