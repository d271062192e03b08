import PushContract

/// The temporary category the SDK builds for one push from its `category-actions`
/// (`-[MCENotificationPayload notificationCategory]`, `categoryActions`, `categoryName`; seed
/// "Notification Service Dynamic Action Categories").
///
/// - An array gives a category, one button per valid entry, in order: title `name`, identifier the
///   serialised action object, options from `-[MCECategoryActionPayload options]`; an entry whose
///   `value.textEntryTitle` is a string asks for text. An empty array still gives a category,
///   with no buttons. An entry with a string `name` is a button even when its `type` or `value`
///   is unusable (reported with its JSON path); one without a title is skipped (A7).
/// - No `category-actions` (or one that is not an array) gives no category.
/// - The category's option is `customDismissAction`, so a dismiss reaches the delegate.
/// - More buttons than a banner shows (two, R10) are all registered (the expanded notification
///   shows them) and reported once; past ``maximumButtons`` they are dropped and reported (A13).
struct MCEDynamicCategory: Sendable, Hashable {
    /// Buttons a banner shows (R10).
    static let bannerButtons = 2
    /// The most buttons registered for one push (R10: "up to ~10 with unlimited space").
    static let maximumButtons = 10
    /// The dynamic category's options (`-[MCENotificationPayload notificationCategory]`).
    static let options: Set<CategoryOption> = [.customDismissAction]
    /// The prefix of the stand-in for the SDK's random `NSUUID` name (A2).
    static let randomNamePrefix = "random-uuid"

    /// The category to register; nil when the payload has no `category-actions` array.
    var category: NotificationCategory?
    /// Problems found on the way, each with its JSON path; empty when the section was clean.
    var problems: [PushError]

    /// Builds the category named `name` for a payload.
    static func build(for payload: PushPayload, name: String) -> MCEDynamicCategory {
        let key = MCEOwnership.categoryActionsKey
        guard let section = payload[key] else { return MCEDynamicCategory(category: nil, problems: []) }
        guard let entries = section.arrayValue else {
            return MCEDynamicCategory(
                category: nil,
                problems: [MCEPayloadError.wrongType(key, found: section, expected: "an array of actions")])
        }
        var problems: [PushError] = []
        var actions: [NotificationAction] = []
        for (index, entry) in entries.enumerated() {
            let path = "\(key)[\(index)]"
            guard let action = button(entry, path: path, problems: &problems) else { continue }
            guard actions.count < maximumButtons else {
                problems.append(
                    MCEPayloadError.invalid(
                        path,
                        "is button \(actions.count + 1): at most \(maximumButtons) buttons are registered (R10); it is dropped"
                    ))
                continue
            }
            if actions.count == bannerButtons {
                problems.append(
                    MCEPayloadError.invalid(
                        path,
                        "is button \(bannerButtons + 1): a banner shows only the first \(bannerButtons) (R10); the rest show when the notification is expanded"
                    ))
            }
            let options = action.options(path: path, problems: &problems)
            actions.append(
                NotificationAction(
                    identifier: action.identifier, title: action.name ?? "", options: options,
                    textInputButtonTitle: action.textEntryTitle))
        }
        return MCEDynamicCategory(
            category: NotificationCategory(identifier: name, actions: actions, options: options),
            problems: problems)
    }

    /// The action a `category-actions` entry becomes. The SDK wraps every entry without checking it
    /// (`categoryActions`): an object with a string `name` is a button even when its `type` or
    /// `value` is unusable (then reported here, and again, as the binary logs it, when pressed). An
    /// entry that is not an object, or has no string `name`, gives no title and is skipped (A7).
    private static func button(_ entry: JSONValue, path: String, problems: inout [PushError]) -> MCEAction? {
        guard let object = entry.objectValue else {
            problems.append(MCEPayloadError.wrongType(path, found: entry, expected: "an object"))
            return nil
        }
        guard let nameValue = object["name"] else {
            problems.append(MCEPayloadError.missing("\(path).name"))
            return nil
        }
        guard let name = nameValue.stringValue else {
            problems.append(MCEPayloadError.wrongType("\(path).name", found: nameValue, expected: "a string"))
            return nil
        }
        if case .failure(let problem) = MCEAction.parse(entry, path: path, requiresName: true, running: false) {
            problems.append(problem)
        }
        return MCEAction(type: object["type"]?.stringValue ?? "", name: name, value: object["value"], json: entry)
    }

    /// `-[MCENotificationPayload categoryName]`: `category-name` when it is a non-empty string,
    /// else `random()`, the stand-in for a fresh `NSUUID` (A2). A `category-name` of another type,
    /// or an empty one, is reported and the random name used (A8).
    static func name(for payload: PushPayload, problems: inout [PushError], random: () -> String) -> String {
        let key = MCEOwnership.categoryNameKey
        if let value = payload[key] {
            if let name = value.stringValue, !name.isEmpty { return name }
            problems.append(
                value.stringValue == nil
                    ? MCEPayloadError.wrongType(key, found: value, expected: "a string; a random name is used")
                    : MCEPayloadError.invalid(key, "is empty; a random name is used"))
        }
        return random()
    }

    /// `addNotificationCategoryWithCompletionHandler:`: the registered categories as a set, with
    /// `category` added (`NSSet addObject:`): an equal category is not added twice; one with the
    /// same identifier but other buttons is not replaced, both stay (A15).
    static func adding(_ category: NotificationCategory, to existing: [NotificationCategory]) -> [NotificationCategory]
    {
        existing.contains(category) ? existing : existing + [category]
    }
}
