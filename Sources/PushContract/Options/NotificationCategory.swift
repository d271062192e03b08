/// An option of a notification action.
public enum ActionOption: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// Opens the app.
    case foreground
    /// Shown as destructive.
    case destructive
    /// Needs the device unlocked.
    case authenticationRequired

    /// Ordered by declaration.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A button on a notification.
public struct NotificationAction: Sendable, Hashable {
    /// The identifier the response carries back.
    public var identifier: String
    /// The button title.
    public var title: String
    /// Its options.
    public var options: Set<ActionOption>
    /// When set, the action asks for text (a quick response) with this button title.
    public var textInputButtonTitle: String?

    /// Creates an action.
    public init(identifier: String, title: String, options: Set<ActionOption> = [], textInputButtonTitle: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.textInputButtonTitle = textInputButtonTitle
    }

    /// As JSON.
    public var json: JSONValue {
        var object: [String: JSONValue] = ["id": .string(identifier), "title": .string(title), "options": options.sortedJSON]
        if let textInputButtonTitle { object["textInput"] = .string(textInputButtonTitle) }
        return .object(object)
    }
}

/// A set of actions shown for notifications whose `aps.category` names it.
///
/// *Static* categories are registered by the app at launch; *dynamic* ones are built by an
/// adapter from a payload (IBM MCE `category-actions`, Altcraft `_buttons`) and registered before
/// the notification is shown. `setNotificationCategories` replaces the whole set (R10), so an
/// adapter that registers dynamic categories must merge them with the app's own.
public struct NotificationCategory: Sendable, Hashable {
    /// The category identifier.
    public var identifier: String
    /// The actions, in display order (only the first two show on a banner, R10).
    public var actions: [NotificationAction]
    /// Category options.
    public var options: Set<CategoryOption>

    /// Creates a category.
    public init(identifier: String, actions: [NotificationAction], options: Set<CategoryOption> = []) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
    }

    /// As JSON.
    public var json: JSONValue {
        ["id": .string(identifier), "actions": .array(actions.map(\.json)), "options": options.sortedJSON]
    }
}
