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
    public init(sync: Bool = true, profileFields: [String: JSONValue]? = nil, customFields: [String: JSONValue]? = nil,
                categories: [SubscriptionCategory]? = nil, replace: Bool? = nil, skipTriggers: Bool? = nil) {
        self.sync = sync
        self.profileFields = profileFields
        self.customFields = customFields
        self.categories = categories
        self.replace = replace
        self.skipTriggers = skipTriggers
    }
}

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

/// Which subscription a status query asks about.
public enum SubscriptionStatusQuery: Sendable, Hashable {
    /// The profile's most recent subscription.
    case latest
    /// The most recent subscription for a provider (nil: the current one).
    case latestForProvider(String?)
    /// The subscription matching the current token and provider.
    case current
}

/// The subscription facet.
///
/// # Implementation requirements
///
/// - Subscribe, unsubscribe and suspend report their outcome through ``SDKEvent``s and
///   ``PushDelegateEvent/subscriptionChanged(_:)``; a confirmed status change must be a legal
///   move of ``SubscriptionState`` (SUB-001) or be listed as a known deviation.
/// - Invalid fields are refused before anything is stored or sent, with a
///   `subscription.invalid-field` error.
/// - Failures are `PushError`s carrying the transport status and the vendor's code; only
///   retryable ones (transport failures, 5xx) may be retried (NET-001).
/// - `unsuspend` and `status` call their completion exactly once (CMP-001), later, on the host's
///   ``Scheduler``: `.success` with the backend's answer, or `.failure` with the error, also when
///   the call could not even be sent (no configuration, no token, an unknown provider).
public protocol SubscriptionService: AnyObject {
    /// Subscribes (status `subscribed`).
    func subscribe(_ request: SubscriptionRequest)
    /// Unsubscribes (status `unsubscribed`).
    func unsubscribe(_ request: SubscriptionRequest)
    /// Suspends (status `suspended`).
    func suspend(_ request: SubscriptionRequest)
    /// The log-in / log-out move: suspends other profiles' subscriptions for this token and resumes
    /// the current profile's.
    func unsuspend(completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
    /// Asks the backend for a subscription's status.
    func status(_ query: SubscriptionStatusQuery, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
}
