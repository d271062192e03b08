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
