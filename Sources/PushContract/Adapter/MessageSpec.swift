/// What a campaign wants to show, independent of any vendor's payload format.
///
/// A scenario describes a push as a `MessageSpec`; each vendor's ``PushWireFormat`` turns it into
/// that vendor's payload.
public struct MessageSpec: Sendable, Hashable {
    /// The vendor message id (tracking).
    public var messageID: String?
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// The body.
    public var body: String?
    /// An image or media URL.
    public var mediaURL: String?
    /// Action buttons.
    public var actions: [MessageAction]
    /// Where a body tap leads.
    public var deepLink: String?
    /// A background push with no alert (`content-available: 1`).
    public var silent: Bool
    /// Let the service extension run (`mutable-content: 1`); nil: the vendor's default.
    public var mutableContent: Bool?
    /// The `apns-collapse-id`.
    public var collapseID: String?
    /// Deliver no later than this many hours after the first send.
    public var deadlineHours: Int?
    /// The module the push is for (multi-module hosts).
    public var targetModule: String?
    /// The category identifier.
    public var category: String?
    /// The badge.
    public var badge: Int?
    /// The sound.
    public var sound: String?
    /// The interruption level.
    public var interruptionLevel: InterruptionLevel?
    /// The relevance score (0…1).
    public var relevanceScore: Double?
    /// Extra top-level data.
    public var customData: [String: JSONValue]

    /// Creates a message.
    public init(
        messageID: String? = nil, title: String? = nil, subtitle: String? = nil, body: String? = nil,
        mediaURL: String? = nil, actions: [MessageAction] = [], deepLink: String? = nil, silent: Bool = false,
        mutableContent: Bool? = nil, collapseID: String? = nil, deadlineHours: Int? = nil,
        targetModule: String? = nil, category: String? = nil, badge: Int? = nil, sound: String? = nil,
        interruptionLevel: InterruptionLevel? = nil, relevanceScore: Double? = nil,
        customData: [String: JSONValue] = [:]
    ) {
        self.messageID = messageID
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.mediaURL = mediaURL
        self.actions = actions
        self.deepLink = deepLink
        self.silent = silent
        self.mutableContent = mutableContent
        self.collapseID = collapseID
        self.deadlineHours = deadlineHours
        self.targetModule = targetModule
        self.category = category
        self.badge = badge
        self.sound = sound
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.customData = customData
    }

    /// The standard `aps` dictionary for this message: alert, badge, sound, category, flags,
    /// interruption level, relevance score. Wire formats start from it and add their own keys.
    public var standardAPS: [String: JSONValue] {
        var aps: [String: JSONValue] = [:]
        if !silent {
            var alert: [String: JSONValue] = [:]
            if let title { alert["title"] = .string(title) }
            if let subtitle { alert["subtitle"] = .string(subtitle) }
            if let body { alert["body"] = .string(body) }
            aps["alert"] = .object(alert)
        } else {
            aps["content-available"] = 1
        }
        if let badge { aps["badge"] = .number(Double(badge)) }
        if let sound { aps["sound"] = .string(sound) }
        if let category { aps["category"] = .string(category) }
        if let interruptionLevel { aps["interruption-level"] = .string(interruptionLevel.rawValue) }
        if let relevanceScore { aps["relevance-score"] = .number(relevanceScore) }
        return aps
    }
}
