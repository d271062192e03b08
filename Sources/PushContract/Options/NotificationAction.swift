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
    public init(identifier: String, title: String, options: Set<ActionOption> = [], textInputButtonTitle: String? = nil)
    {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.textInputButtonTitle = textInputButtonTitle
    }

    /// As JSON.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(identifier), "title": .string(title), "options": options.sortedJSON,
        ]
        if let textInputButtonTitle { object["textInput"] = .string(textInputButtonTitle) }
        return .object(object)
    }
}
