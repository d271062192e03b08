import PushContract

/// The temporary category the SDK builds for one push from its `category-actions`
/// (VENDOR-FACTS §4 items 1–3, seed "Notification Service Dynamic Action Categories").
///
/// - One button per valid entry, in order: title `name`, identifier the serialised action object,
///   options from `destructive` / `authentication` / `foreground`; a `textInput` action asks for
///   text (A6). An invalid entry is skipped and reported with its JSON path (A7).
/// - Named by a string `category-name`, else by a deterministic stand-in for the SDK's random
///   name: `mce-dynamic-` and the FNV-1a 64-bit hash of the canonical `category-actions` text (A2).
/// - More buttons than a banner shows (two, R10) are all registered (the expanded notification
///   shows them) and reported once; past ``maximumButtons`` they are dropped and reported.
struct MCEDynamicCategory: Sendable, Hashable {
    /// Buttons a banner shows (R10).
    static let bannerButtons = 2
    /// The most buttons registered for one push (R10: "up to ~10 with unlimited space").
    static let maximumButtons = 10
    /// The prefix of the stand-in name.
    static let standInPrefix = "mce-dynamic-"

    /// The category to register; nil when the payload has no `category-actions` or none of its
    /// entries is a valid button.
    var category: NotificationCategory?
    /// Problems found on the way, each with its JSON path; empty when the section was clean.
    var problems: [PushError]

    /// Builds the category for a payload.
    static func build(for payload: PushPayload) -> MCEDynamicCategory {
        let key = MCEOwnership.categoryActionsKey
        guard let section = payload[key] else { return MCEDynamicCategory(category: nil, problems: []) }
        guard let entries = section.arrayValue else {
            return MCEDynamicCategory(category: nil,
                                      problems: [MCEPayloadError.wrongType(key, found: section, expected: "an array of actions")])
        }
        var problems: [PushError] = []
        var actions: [NotificationAction] = []
        for (index, entry) in entries.enumerated() {
            let path = "\(key)[\(index)]"
            switch MCEAction.parse(entry, path: path, requiresName: true) {
            case .failure(let error):
                problems.append(error)
            case .success(let action):
                guard actions.count < maximumButtons else {
                    problems.append(MCEPayloadError.invalid(
                        path, "is button \(actions.count + 1): at most \(maximumButtons) buttons are registered (R10); it is dropped"))
                    continue
                }
                if actions.count == bannerButtons {
                    problems.append(MCEPayloadError.invalid(
                        path, "is button \(bannerButtons + 1): a banner shows only the first \(bannerButtons) (R10); the rest show when the notification is expanded"))
                }
                let title = action.name ?? action.type
                let options = action.options(path: path, problems: &problems)
                let textInput = action.type == MCEAction.textInputType ? title : nil
                actions.append(NotificationAction(identifier: action.identifier, title: title, options: options,
                                                  textInputButtonTitle: textInput))
            }
        }
        let name = categoryName(payload, actions: section, problems: &problems)
        guard !actions.isEmpty else { return MCEDynamicCategory(category: nil, problems: problems) }
        return MCEDynamicCategory(category: NotificationCategory(identifier: name, actions: actions, options: []),
                                  problems: problems)
    }

    /// `category-name` when it is a non-empty string, else the stand-in for the random name.
    private static func categoryName(_ payload: PushPayload, actions: JSONValue, problems: inout [PushError]) -> String {
        let key = MCEOwnership.categoryNameKey
        if let value = payload[key] {
            if let name = value.stringValue, !name.isEmpty { return name }
            problems.append(value.stringValue == nil
                ? MCEPayloadError.wrongType(key, found: value, expected: "a string; a generated name is used")
                : MCEPayloadError.invalid(key, "is empty; a generated name is used"))
        }
        return standInName(for: actions)
    }

    /// `mce-dynamic-<16 hex digits>`: the same buttons always get the same name.
    static func standInName(for actions: JSONValue) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in actions.canonicalText.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return standInPrefix + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The registered categories with `category` added last: one with the same identifier is
    /// replaced, every other one keeps its place (R10: `setNotificationCategories` replaces the
    /// whole set, so the SDK must pass the app's categories along).
    static func merge(_ category: NotificationCategory, into existing: [NotificationCategory]) -> [NotificationCategory] {
        existing.filter { $0.identifier != category.identifier } + [category]
    }
}

/// The contract's view of MCE's categories: none at launch, one per push with `category-actions`.
struct MCECategoryProvider: ActionCategoryProvider {
    /// MCE registers no category of its own at launch: static categories are the app's.
    var staticCategories: [NotificationCategory] { [] }

    /// The temporary category; a `category-actions` that is not an array, or has no valid entry,
    /// is the first problem found.
    func dynamicCategory(for payload: PushPayload) -> Result<NotificationCategory?, PushError> {
        let built = MCEDynamicCategory.build(for: payload)
        if let category = built.category { return .success(category) }
        if let first = built.problems.first { return .failure(first) }
        return .success(nil)
    }
}
