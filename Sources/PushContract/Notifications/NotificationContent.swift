/// What a notification shows: the neutral shape of `UNNotificationContent`.
public struct NotificationContent: Sendable, Hashable {
    /// The title.
    public var title: String
    /// The subtitle.
    public var subtitle: String
    /// The body.
    public var body: String
    /// The badge number.
    public var badge: Int?
    /// The sound name.
    public var sound: String?
    /// The category identifier (selects the actions).
    public var categoryIdentifier: String
    /// The thread identifier.
    public var threadIdentifier: String
    /// The payload as delivered.
    public var userInfo: [String: JSONValue]
    /// Attachments added by a service extension.
    public var attachments: [NotificationAttachment]

    /// Creates content.
    public init(
        title: String = "", subtitle: String = "", body: String = "", badge: Int? = nil, sound: String? = nil,
        categoryIdentifier: String = "", threadIdentifier: String = "", userInfo: [String: JSONValue] = [:],
        attachments: [NotificationAttachment] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.sound = sound
        self.categoryIdentifier = categoryIdentifier
        self.threadIdentifier = threadIdentifier
        self.userInfo = userInfo
        self.attachments = attachments
    }

    /// The content the system builds from a payload before any extension runs.
    public init(payload: PushPayload) {
        let aps = payload.aps
        self.init(
            title: aps.title ?? "", subtitle: aps.subtitle ?? "", body: aps.body ?? "", badge: aps.badge,
            sound: aps.sound, categoryIdentifier: aps.category ?? "", threadIdentifier: aps.threadID ?? "",
            userInfo: payload.root)
    }

    /// Empty content (what some extensions deliver on expiry).
    public static let empty = NotificationContent()

    /// As JSON for transcripts: the visible fields; `userInfo` is summarised by its keys.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "title": .string(title), "subtitle": .string(subtitle), "body": .string(body),
            "category": .string(categoryIdentifier), "userInfoKeys": .array(userInfo.keys.sorted().map { .string($0) }),
        ]
        if let badge { object["badge"] = .number(Double(badge)) }
        if let sound { object["sound"] = .string(sound) }
        if !threadIdentifier.isEmpty { object["thread"] = .string(threadIdentifier) }
        if !attachments.isEmpty { object["attachments"] = .array(attachments.map(\.json)) }
        return .object(object)
    }
}
