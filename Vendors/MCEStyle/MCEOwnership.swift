import PushContract

/// The payload sections the MCE SDK reads, and the ownership rule built from them.
///
/// The SDK's own "is this an MCE push?" test is inside its binary and not public (VENDOR-FACTS §4),
/// so the rule is ours (assumption A1): a payload is MCE's iff it has a top-level
/// `notification-action` or `category-actions` member (whatever its value, so a malformed section
/// is still reported by MCE), or an `mce` object. `category-name` alone is not a marker: it only
/// names the category `category-actions` builds.
enum MCEOwnership {
    /// The action run on a body tap.
    static let notificationActionKey = "notification-action"
    /// The buttons of the dynamic category.
    static let categoryActionsKey = "category-actions"
    /// The dynamic category's name (else the SDK makes one up).
    static let categoryNameKey = "category-name"
    /// The delivery-action section, kept opaque (VF4.7).
    static let deliverySectionKey = "mce"
    /// Every top-level key MCE reads.
    static let sectionKeys: Set<String> = [notificationActionKey, categoryActionsKey, categoryNameKey, deliverySectionKey]

    /// Whether the payload is MCE's.
    static func claims(_ payload: PushPayload) -> Bool {
        payload[notificationActionKey] != nil || payload[categoryActionsKey] != nil
            || payload[deliverySectionKey]?.objectValue != nil
    }
}
