/// What a successful subscription call returned: the backend's answer. A failed call completes
/// with a ``PushError`` instead (its `details` carry the HTTP status, when there was one).
public struct SubscriptionResult: Sendable, Hashable {
    /// The confirmed status, when the answer carried one.
    public var status: SubscriptionStatus?
    /// The HTTP status of the answer.
    public var httpStatus: Int?
    /// The profile or subscription the backend returned.
    public var profile: JSONValue?

    /// Creates a result.
    public init(status: SubscriptionStatus? = nil, httpStatus: Int? = nil, profile: JSONValue? = nil) {
        self.status = status
        self.httpStatus = httpStatus
        self.profile = profile
    }

    /// As JSON.
    public var json: JSONValue {
        var object: [String: JSONValue] = [:]
        if let status { object["status"] = .string(status.rawValue) }
        if let httpStatus { object["httpStatus"] = .number(Double(httpStatus)) }
        if let profile { object["profile"] = profile }
        return .object(object)
    }
}
