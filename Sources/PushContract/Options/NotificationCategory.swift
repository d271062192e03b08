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
