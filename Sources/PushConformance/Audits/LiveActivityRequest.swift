package import PushContract

/// An HTTP/2 request to APNs as the live-activity audit reads it: method, path, headers and
/// body. Built from a request file (``LiveActivityRequestFile``) or in code.
package struct LiveActivityRequest: Sendable, Hashable {
    /// The request's body as the file gives it.
    package enum Body: Sendable, Hashable {
        /// No body (reading, deleting or listing channels).
        case none
        /// A JSON value; its size is that of its compact serialisation (sorted keys, no spaces).
        case json(JSONValue)
        /// The exact text sent, measured as its UTF-8 bytes and parsed as JSON by the audit.
        case text(String)
    }

    /// `POST`, `GET`, `DELETE` (case-sensitive, as HTTP methods are).
    package var method: String
    /// `/3/device/<token>`, `/4/broadcasts/apps/<bundle-id>`, `/1/apps/<bundle-id>/channels`…
    package var path: String
    /// Header fields by lower-cased name (HTTP/2 names are lower case; the audit compares them so).
    package var headers: [String: String]
    /// The body.
    package var body: Body

    /// Creates a request; header names are lower-cased.
    package init(method: String, path: String, headers: [String: String] = [:], body: Body = .none) {
        self.method = method
        self.path = path
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// The header `name` (lower case).
    package subscript(header name: String) -> String? { headers[name] }
}

/// The live-activity endpoints of APNs a request can address.
package enum LiveActivityEndpoint: Sendable, Hashable {
    /// `POST /3/device/<token>`: a push to one update or push-to-start token.
    case token(String)
    /// `POST /4/broadcasts/apps/<bundle-id>`: a push on a channel.
    case broadcast(bundleID: String)
    /// `POST /1/apps/<bundle-id>/channels`: create a channel.
    case createChannel(bundleID: String)
    /// `GET /1/apps/<bundle-id>/channels`: read a channel's configuration.
    case readChannel(bundleID: String)
    /// `DELETE /1/apps/<bundle-id>/channels`: delete a channel.
    case deleteChannel(bundleID: String)
    /// `GET /1/apps/<bundle-id>/all-channels`: list the app's channels.
    case listChannels(bundleID: String)

    /// The endpoint `method` and `path` address, or nil with the reason. A path without its
    /// leading `/` is read as if it had one: Apple's own broadcast sample writes
    /// `:path = 4/broadcasts/apps/com.example.MyApp`.
    package static func parse(method: String, path: String) -> Result<LiveActivityEndpoint, Unknown> {
        let trimmed = path.hasPrefix("/") ? path.dropFirst() : Substring(path)
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let found = match(method: method, parts: parts) { return found }
        let methods = ["POST", "GET", "DELETE"].filter { other in
            other != method && (try? match(method: other, parts: parts)?.get()) != nil
        }
        if !methods.isEmpty {
            return .failure(
                Unknown(
                    reason: "\(method) is not the method of \(path); give \(methods.joined(separator: " or "))",
                    field: "method"))
        }
        return .failure(Unknown(reason: "\(method) \(path) is not a live-activity endpoint of APNs"))
    }

    /// The endpoint of `method` and the path's `parts`; nil when they name none.
    private static func match(method: String, parts: [String]) -> Result<LiveActivityEndpoint, Unknown>? {
        switch (method, parts.count, parts.first) {
        case ("POST", 3, "3") where parts[1] == "device":
            let token = parts[2]
            guard !token.isEmpty,
                token.utf8.allSatisfy({
                    (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
                })
            else {
                return .failure(Unknown(reason: "the device token in the path is not a hexadecimal string"))
            }
            return .success(.token(token))
        case ("POST", 4, "4") where parts[1] == "broadcasts" && parts[2] == "apps" && !parts[3].isEmpty:
            return .success(.broadcast(bundleID: parts[3]))
        case (_, 4, "1") where parts[1] == "apps" && !parts[2].isEmpty:
            switch (method, parts[3]) {
            case ("POST", "channels"): return .success(.createChannel(bundleID: parts[2]))
            case ("GET", "channels"): return .success(.readChannel(bundleID: parts[2]))
            case ("DELETE", "channels"): return .success(.deleteChannel(bundleID: parts[2]))
            case ("GET", "all-channels"): return .success(.listChannels(bundleID: parts[2]))
            default: return nil
            }
        default: return nil
        }
    }

    /// Why a method and path address no live-activity endpoint.
    package struct Unknown: Error, Sendable, Hashable {
        /// One sentence.
        package var reason: String
        /// The request field at fault: `path`, or `method` when the path names an endpoint
        /// that other methods reach.
        package var field = "path"
    }

    /// Whether the request is a push (to a token or on a channel).
    package var isPush: Bool {
        switch self {
        case .token, .broadcast: return true
        default: return false
        }
    }

    /// Whether the request is a push on a channel.
    package var isBroadcast: Bool {
        if case .broadcast = self { return true }
        return false
    }
}
