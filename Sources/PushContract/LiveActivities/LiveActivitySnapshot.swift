/// Where a live activity is in its life, as ActivityKit's `ActivityState` says (iOS 26 adds
/// ``pending`` for scheduled starts).
///
/// Sources: https://developer.apple.com/documentation/activitykit/activitystate
public struct LiveActivityState: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stable string (`active`, `pending`…), as the transcript writes it.
    public let rawValue: String
    /// Wraps a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stable string.
    public var description: String { rawValue }

    /// Scheduled to start at a date and not started yet (iOS 26): not visible, not "started".
    public static let pending = LiveActivityState(rawValue: "pending")
    /// Running and visible.
    public static let active = LiveActivityState(rawValue: "active")
    /// Past its stale date: still visible, content out of date.
    public static let stale = LiveActivityState(rawValue: "stale")
    /// Ended; may stay on the Lock Screen until it is dismissed.
    public static let ended = LiveActivityState(rawValue: "ended")
    /// Ended and removed from every surface.
    public static let dismissed = LiveActivityState(rawValue: "dismissed")

    /// Whether the activity can still be updated (pending, active or stale).
    public var isLive: Bool { self == .pending || self == .active || self == .stale }
}

/// How a live activity receives its pushes: through its own update token, or through a
/// broadcast channel (iOS 18) whose id the server created.
///
/// Sources: https://developer.apple.com/documentation/activitykit/pushtype/channel(_:)
public enum LiveActivityPushType: Sendable, Hashable {
    /// No pushes: updated by the app only.
    case none
    /// An update token per activity (`pushType: .token`).
    case token
    /// A broadcast channel (`pushType: .channel(id)`): the base64 id, passed on unchanged;
    /// such an activity never gets an update token.
    case channel(String)
}

/// One live activity as ActivityKit shows it to the app at one moment (`Activity<T>`).
public struct LiveActivitySnapshot: Sendable, Hashable {
    /// The activity's id (`Activity.id`): the key every registration names.
    public var id: String
    /// The attributes type's name (`String(describing: T.self)`).
    public var attributesType: String
    /// Its state now.
    public var state: LiveActivityState
    /// How it receives pushes.
    public var pushType: LiveActivityPushType
    /// Its update token now (`Activity.pushToken`), nil until the system issued one (never for a
    /// channel activity).
    public var pushToken: LiveActivityToken?
    /// Whether a push-to-start push started it (rather than the app).
    public var startedByPush: Bool

    /// Creates a snapshot.
    public init(
        id: String, attributesType: String, state: LiveActivityState, pushType: LiveActivityPushType,
        pushToken: LiveActivityToken? = nil, startedByPush: Bool = false
    ) {
        self.id = id
        self.attributesType = attributesType
        self.state = state
        self.pushType = pushType
        self.pushToken = pushToken
        self.startedByPush = startedByPush
    }

    /// The channel id of a channel activity (nil otherwise).
    public var channelID: String? {
        if case .channel(let id) = pushType { return id }
        return nil
    }
}
