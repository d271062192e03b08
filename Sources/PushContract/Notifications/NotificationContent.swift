/// A file attached to a notification by a service extension.
public struct NotificationAttachment: Sendable, Hashable {
    /// The attachment identifier.
    public var identifier: String
    /// Where the media came from.
    public var sourceURL: String
    /// The local file name the adapter chose.
    public var fileName: String
    /// The number of bytes stored.
    public var byteCount: Int

    /// Creates an attachment description.
    public init(identifier: String, sourceURL: String, fileName: String, byteCount: Int) {
        self.identifier = identifier
        self.sourceURL = sourceURL
        self.fileName = fileName
        self.byteCount = byteCount
    }

    /// As JSON.
    public var json: JSONValue {
        ["id": .string(identifier), "url": .string(sourceURL), "file": .string(fileName), "bytes": .number(Double(byteCount))]
    }
}

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
    public init(title: String = "", subtitle: String = "", body: String = "", badge: Int? = nil, sound: String? = nil,
                categoryIdentifier: String = "", threadIdentifier: String = "", userInfo: [String: JSONValue] = [:],
                attachments: [NotificationAttachment] = []) {
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
        self.init(title: aps.title ?? "", subtitle: aps.subtitle ?? "", body: aps.body ?? "", badge: aps.badge,
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

/// A notification request: an identifier plus content, as the system hands it to delegates and
/// service extensions.
public struct NotificationRequest: Sendable, Hashable {
    /// The request identifier (the system's, or the collapse id).
    public var identifier: String
    /// The content.
    public var content: NotificationContent

    /// Creates a request.
    public init(identifier: String, content: NotificationContent) {
        self.identifier = identifier
        self.content = content
    }

    /// The payload the request carries.
    public var payload: PushPayload { PushPayload(content.userInfo) }
}

/// The user's answer to a notification: a tap, an action button, a dismiss, or typed text.
public struct NotificationResponse: Sendable, Hashable {
    /// The identifier of the default action (a body tap).
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The identifier of the dismiss action.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The notification answered.
    public var request: NotificationRequest
    /// Which action: default, dismiss, or a button identifier.
    public var actionIdentifier: String
    /// The text typed into a text-input action.
    public var userText: String?

    /// Creates a response.
    public init(request: NotificationRequest, actionIdentifier: String, userText: String? = nil) {
        self.request = request
        self.actionIdentifier = actionIdentifier
        self.userText = userText
    }

    /// Whether this is a body tap.
    public var isDefaultAction: Bool { actionIdentifier == Self.defaultActionIdentifier }
    /// Whether this is a dismiss.
    public var isDismiss: Bool { actionIdentifier == Self.dismissActionIdentifier }
}

/// The result an app hands to the background-fetch completion of a silent push.
public enum BackgroundFetchResult: String, Sendable, Hashable, CaseIterable, Codable {
    /// New data was fetched.
    case newData
    /// Nothing new.
    case noData
    /// The fetch failed.
    case failed
}

/// The state of the app when something happens to it.
public enum AppState: String, Sendable, Hashable, CaseIterable, Codable {
    /// The process is not running.
    case notRunning
    /// Running in the background.
    case background
    /// Foreground but not receiving events.
    case inactive
    /// In the foreground and active.
    case foreground
}

/// The user's answer to the notification permission prompt.
public enum AuthorizationStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not asked yet.
    case notDetermined
    /// Refused.
    case denied
    /// Allowed.
    case authorized
    /// Allowed quietly.
    case provisional
    /// Allowed for an App Clip.
    case ephemeral

    /// Whether notifications may be shown.
    public var allowsNotifications: Bool {
        switch self {
        case .authorized, .provisional, .ephemeral: return true
        case .notDetermined, .denied: return false
        }
    }
}
