/// One ordinary success answer of a vendor's API: a method and a path pattern, and the status and
/// body the vendor's server answers with when nothing goes wrong.
///
/// The pattern is matched against the *end* of the request's path (query removed), segment by
/// segment, so it fits whatever base URL the app configures: `notification/{id}` matches
/// `/api/v1/notification/msg-1`. `{name}` matches one non-empty segment and, written inside a
/// string of ``body``, is replaced by that segment (percent-decoded as written in the path);
/// `*` matches one segment without naming it. Every other segment matches literally.
public struct BackendRoute: Sendable, Hashable {
    /// `GET`, `POST`, `PUT`, `DELETE`… (compared case-insensitively).
    public var method: String
    /// The path pattern, e.g. `notification/{id}`.
    public var path: String
    /// The HTTP status of the answer (2xx for an ordinary success).
    public var status: Int
    /// The body; nil for an answer without one.
    public var body: JSONValue?
    /// Where the answer's shape comes from (a seed line, a vendor's source, an assumption).
    public var citation: String
    /// The bodies the vendor's SDK sends to this route, each with the JSON types of its members
    /// from the SDK's own struct; empty when not declared (a route whose requests carry no body).
    public var requestBodies: [RequestBodyShape]

    /// Creates a route.
    public init(
        _ method: String, _ path: String, status: Int = 200, body: JSONValue?, citation: String,
        requestBodies: [RequestBodyShape] = []
    ) {
        self.method = method
        self.path = path
        self.status = status
        self.body = body
        self.citation = citation
        self.requestBodies = requestBodies
    }

    /// The answer to a request, or nil when the route does not fit it.
    public func answer(method requestMethod: String, path requestPath: String) -> (status: Int, body: JSONValue?)? {
        guard method == requestMethod || method.uppercased() == requestMethod.uppercased() else { return nil }
        let pathOnly = requestPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let actual = pathOnly.split(separator: "/").map(String.init)
        let pattern = path.split(separator: "/").map(String.init)
        guard !pattern.isEmpty, actual.count >= pattern.count else { return nil }
        var captures: [String: String] = [:]
        for (expected, segment) in zip(pattern, actual.suffix(pattern.count)) {
            if expected == "*" { continue }
            if expected.hasPrefix("{"), expected.hasSuffix("}"), expected.count > 2 {
                captures[expected] = segment
            } else if expected != segment {
                return nil
            }
        }
        return (status, captures.isEmpty ? body : body.map { Self.substitute(captures, in: $0) })
    }

    private static func substitute(_ captures: [String: String], in value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text):
            var result = text
            for (name, segment) in captures.sorted(by: { $0.key < $1.key }) {
                result = result.replacing(name, with: segment)
            }
            return .string(result)
        case .array(let items):
            return .array(items.map { substitute(captures, in: $0) })
        case .object(let members):
            return .object(members.mapValues { substitute(captures, in: $0) })
        default:
            return value
        }
    }
}

/// What a vendor's server answers to requests a scenario did not script: its API's ordinary
/// success answers, so the simulated backend answers the way that vendor's server would.
///
/// A scenario scripts only the answers that matter (errors, delays, unusual bodies); everything
/// else gets the first route that fits, in order. A request no route fits — and every request of
/// a vendor that declares nothing (``neutral``) — gets the simulator's neutral default.
public struct VendorBackend: Sendable, Hashable {
    /// The routes, first fit wins.
    public var routes: [BackendRoute]

    /// Creates a backend.
    public init(routes: [BackendRoute]) {
        self.routes = routes
    }

    /// No declared answers: the simulator's neutral default answers everything.
    public static let neutral = VendorBackend(routes: [])

    /// The first fitting route's answer, or nil.
    public func answer(method: String, path: String) -> (status: Int, body: JSONValue?)? {
        for route in routes {
            if let answer = route.answer(method: method, path: path) { return answer }
        }
        return nil
    }

    /// The route a request hits: the first that fits, or nil.
    public func route(method: String, path: String) -> BackendRoute? {
        routes.first { $0.answer(method: method, path: path) != nil }
    }
}

extension PushVendor {
    /// No declared answers unless the vendor provides them.
    public var backend: VendorBackend { .neutral }
}
