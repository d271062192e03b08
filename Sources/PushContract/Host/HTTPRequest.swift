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
        // An ASCII URL (every URL the simulator sees) is scanned as bytes; any other by Characters,
        // where a combining mark could join a `/` and change the answer.
        let scanned: String?? = url.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var schemeEnd: Int?
            var index = 0
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
                    bytes[index + 2] == UInt8(ascii: "/")
                {
                    schemeEnd = index + 3
                    break
                }
                index += 1
            }
            guard let hostStart = schemeEnd else { return Optional(url) }
            guard
                let start = bytes[hostStart...].firstIndex(where: {
                    $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
                })
            else { return Optional("/") }
            let tail = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
            return Optional(bytes[start] == UInt8(ascii: "/") ? tail : "/" + tail)
        }
        if let scanned, let path = scanned { return path }
        return characterPath
    }

    /// ``path`` found Character by Character.
    private var characterPath: String {
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
