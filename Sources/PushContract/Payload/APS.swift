/// The documented keys of the `aps` dictionary, read from a payload.
///
/// A typed view over `JSONValue`: each accessor returns nil when the key is absent *or* has
/// the wrong type; ``PushPayload/validate(measuredByteCount:)`` reports wrong types as errors.
public struct APS: Sendable, Hashable {
    /// The raw `aps` object.
    public var raw: [String: JSONValue]

    /// Wraps a raw `aps` object.
    public init(raw: [String: JSONValue]) { self.raw = raw }

    /// Documented `aps` keys, with the JSON type each must have.
    public static let documentedKeys: [String: String] = [
        "alert": "string or object", "badge": "number", "sound": "string or object", "thread-id": "string",
        "category": "string", "content-available": "number", "mutable-content": "number",
        "target-content-id": "string", "interruption-level": "string", "relevance-score": "number",
        "filter-criteria": "string", "stale-date": "number", "content-state": "object", "timestamp": "number",
        "event": "string", "dismissal-date": "number", "attributes-type": "string", "attributes": "object",
    ]

    /// `aps.alert` when it is a dictionary (the "standard" delivery shape).
    public var alertDictionary: [String: JSONValue]? { raw["alert"]?.objectValue }
    /// `aps.alert` when it is a plain string.
    public var alertString: String? { raw["alert"]?.stringValue }
    /// The alert title (dictionary form only).
    public var title: String? { alertDictionary?["title"]?.stringValue }
    /// The alert subtitle (dictionary form only).
    public var subtitle: String? { alertDictionary?["subtitle"]?.stringValue }
    /// The alert body: `alert.body`, or `alert` itself when it is a string.
    public var body: String? { alertDictionary?["body"]?.stringValue ?? alertString }
    /// `aps.badge`.
    public var badge: Int? { raw["badge"]?.integerValue }
    /// `aps.sound` when it is a name.
    public var sound: String? { raw["sound"]?.stringValue }
    /// `aps.thread-id`.
    public var threadID: String? { raw["thread-id"]?.stringValue }
    /// `aps.category`.
    public var category: String? { raw["category"]?.stringValue }
    /// Whether `content-available` is 1 (a background push).
    public var contentAvailable: Bool { raw["content-available"]?.integerValue == 1 }
    /// Whether `mutable-content` is 1 (the service extension may run, R3).
    public var mutableContent: Bool { raw["mutable-content"]?.integerValue == 1 }
    /// `aps.interruption-level`, when it is a known level.
    public var interruptionLevel: InterruptionLevel? {
        raw["interruption-level"]?.stringValue.flatMap(InterruptionLevel.init)
    }
    /// `aps.relevance-score`.
    public var relevanceScore: Double? { raw["relevance-score"]?.numberValue }
    /// `aps.event` of a live-activity push.
    public var liveActivityEvent: LiveActivityEvent? { raw["event"]?.stringValue.flatMap(LiveActivityEvent.init) }
    /// `aps.timestamp` of a live-activity push.
    public var timestamp: Double? { raw["timestamp"]?.numberValue }
    /// `aps.content-state` of a live-activity push.
    public var contentState: [String: JSONValue]? { raw["content-state"]?.objectValue }

    /// Whether the push would display an alert (needed for the service extension, R3).
    public var displaysAlert: Bool { raw["alert"] != nil }
}
