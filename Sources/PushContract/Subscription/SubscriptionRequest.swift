/// A subscription category (Altcraft `CategoryData`): send `name` and `active`; the backend fills
/// `title` and `steady`.
public struct SubscriptionCategory: Sendable, Hashable {
    /// The category name.
    public var name: String
    /// Whether it is active.
    public var active: Bool?
    /// The title (answers only).
    public var title: String?
    /// Whether it is steady (answers only).
    public var steady: Bool?

    /// Creates a category.
    public init(name: String, active: Bool? = nil, title: String? = nil, steady: Bool? = nil) {
        self.name = name
        self.active = active
        self.title = title
        self.steady = steady
    }
}

/// The arguments of subscribe, unsubscribe and suspend.
public struct SubscriptionRequest: Sendable, Hashable {
    /// Whether the backend answers with the full profile (`true`) or just accepts (`false`).
    public var sync: Bool
    /// Profile fields (JSON-compatible values, objects and arrays allowed).
    public var profileFields: [String: JSONValue]?
    /// Subscription fields (vendors may accept scalars only).
    public var customFields: [String: JSONValue]?
    /// Categories to set.
    public var categories: [SubscriptionCategory]?
    /// Unsubscribe other profiles holding the same token.
    public var replace: Bool?
    /// Ignore this profile in triggers.
    public var skipTriggers: Bool?

    /// Creates a request.
    public init(
        sync: Bool = true, profileFields: [String: JSONValue]? = nil, customFields: [String: JSONValue]? = nil,
        categories: [SubscriptionCategory]? = nil, replace: Bool? = nil, skipTriggers: Bool? = nil
    ) {
        self.sync = sync
        self.profileFields = profileFields
        self.customFields = customFields
        self.categories = categories
        self.replace = replace
        self.skipTriggers = skipTriggers
    }
}
