/// An HTTP request an adapter sends to its vendor's backend.
public struct HTTPRequest: Sendable, Hashable {
    /// `GET`, `POST`, `PUT`, `DELETE`…
    public var method: String
    /// The absolute URL, query included.
    public var url: String
    /// Headers that matter to the vendor's protocol (no volatile values: no dates, no random ids).
    public var headers: [String: String]
    /// The JSON body, if any.
    public var body: JSONValue?

    /// Creates a request.
    public init(method: String, url: String, headers: [String: String] = [:], body: JSONValue? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The URL without scheme and host: `/push/subscribe?x=1`.
    public var path: String {
        guard let schemeEnd = url.firstRange(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        guard let start = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else { return "/" }
        let tail = rest[start...]
        return tail.first == "/" ? String(tail) : "/" + tail
    }

    /// As JSON for transcripts.
    public var json: JSONValue {
        var object: [String: JSONValue] = ["method": .string(method), "url": .string(url)]
        if !headers.isEmpty { object["headers"] = .object(headers.mapValues { .string($0) }) }
        if let body { object["body"] = body }
        return .object(object)
    }
}

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

/// The network, as an adapter sees it.
///
/// # Implementation requirements
///
/// - `completion` is called exactly once, later (never re-entrantly from `send`), with a response
///   or a `network.transport-failure` error.
/// - A request that is never answered stays pending; the host reports it as a leftover.
public protocol HTTPTransport: AnyObject {
    /// Sends a request.
    func send(_ request: HTTPRequest, completion: @escaping (Result<HTTPResponse, PushError>) -> Void)
}
