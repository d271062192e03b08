/// What an app typically declares to read a push with `JSONDecoder`: the documented `aps` keys
/// and a few vendor sections. Every member is optional, so one type decodes every sample.
public struct TypedPayload: Decodable, Sendable {
    /// `aps`.
    public var aps: APSSection?
    /// A message section (ids, campaign numbers).
    public var message: MessageSection?
    /// A deep link.
    public var deeplink: String?
    /// A media section.
    public var media: MediaSection?
    /// Action buttons.
    public var buttons: [Button]?

    /// The `aps` dictionary.
    public struct APSSection: Decodable, Sendable {
        /// `alert` as a dictionary (a string alert decodes as nil).
        public var alert: Alert?
        /// `badge`.
        public var badge: Int?
        /// `thread-id`.
        public var threadID: String?
        /// `category`.
        public var category: String?
        /// `mutable-content`.
        public var mutableContent: Int?
        /// `interruption-level`.
        public var interruptionLevel: String?
        /// `relevance-score`.
        public var relevanceScore: Double?

        enum CodingKeys: String, CodingKey {
            case alert, badge, category
            case threadID = "thread-id", mutableContent = "mutable-content"
            case interruptionLevel = "interruption-level", relevanceScore = "relevance-score"
        }

        /// Decodes leniently: a member of another type than declared reads as nil.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            alert = try? container.decodeIfPresent(Alert.self, forKey: .alert)
            badge = try? container.decodeIfPresent(Int.self, forKey: .badge)
            threadID = try? container.decodeIfPresent(String.self, forKey: .threadID)
            category = try? container.decodeIfPresent(String.self, forKey: .category)
            mutableContent = try? container.decodeIfPresent(Int.self, forKey: .mutableContent)
            interruptionLevel = try? container.decodeIfPresent(String.self, forKey: .interruptionLevel)
            relevanceScore = try? container.decodeIfPresent(Double.self, forKey: .relevanceScore)
        }
    }

    /// `aps.alert`.
    public struct Alert: Decodable, Sendable {
        /// Title.
        public var title: String?
        /// Subtitle.
        public var subtitle: String?
        /// Body.
        public var body: String?
        /// `loc-args`.
        public var locArgs: [String]?

        enum CodingKeys: String, CodingKey {
            case title, subtitle, body
            case locArgs = "loc-args"
        }
    }

    /// A message section.
    public struct MessageSection: Decodable, Sendable {
        /// Message id.
        public var id: String?
        /// Campaign number.
        public var campaign: Int?
        /// Send time.
        public var sentAt: Double?

        enum CodingKeys: String, CodingKey {
            case id, campaign
            case sentAt = "sent_at"
        }
    }

    /// A media section.
    public struct MediaSection: Decodable, Sendable {
        /// URL.
        public var url: String?
        /// MIME type.
        public var type: String?
        /// Width in pixels.
        public var width: Int?
        /// Height in pixels.
        public var height: Int?
    }

    /// An action button.
    public struct Button: Decodable, Sendable {
        /// Identifier.
        public var id: String?
        /// Title.
        public var title: String?
        /// Deep link.
        public var url: String?
        /// Whether it opens the app.
        public var foreground: Bool?
    }

    enum CodingKeys: String, CodingKey {
        case aps, message, deeplink, media, buttons
    }

    /// Decodes leniently: a section of another shape than declared reads as nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        aps = try? container.decodeIfPresent(APSSection.self, forKey: .aps)
        message = try? container.decodeIfPresent(MessageSection.self, forKey: .message)
        deeplink = try? container.decodeIfPresent(String.self, forKey: .deeplink)
        media = try? container.decodeIfPresent(MediaSection.self, forKey: .media)
        buttons = try? container.decodeIfPresent([Button].self, forKey: .buttons)
    }
}
