/// A vendor notification as the push delegate receives it: neutral fields plus the rest.
public struct ReceivedNotification: Sendable, Hashable {
    /// The vendor's message id, if the payload has one.
    public var id: String?
    /// The vendor's notification type, if it has types.
    public var type: String?
    /// The title.
    public var title: String?
    /// The body.
    public var body: String?
    /// The deep link or URL, if any.
    public var link: String?
    /// Vendor data not covered above.
    public var extra: [String: JSONValue]

    /// Creates a received notification.
    public init(
        id: String? = nil, type: String? = nil, title: String? = nil, body: String? = nil, link: String? = nil,
        extra: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.type = type
        self.title = title
        self.body = body
        self.link = link
        self.extra = extra
    }

    /// As JSON.
    public var json: JSONValue {
        var object: [String: JSONValue] = [:]
        if let id { object["id"] = .string(id) }
        if let type { object["type"] = .string(type) }
        if let title { object["title"] = .string(title) }
        if let body { object["body"] = .string(body) }
        if let link { object["link"] = .string(link) }
        if !extra.isEmpty { object["extra"] = .object(extra) }
        return .object(object)
    }
}
