import PushContract

/// The payload sections the MCE SDK reads, and the ownership rule built from them.
///
/// The SDK itself has no "is this an MCE push?" test where it matters: its service extension and
/// its notification delegate handle every push they are given (`-[MCENotificationService
/// didReceiveNotificationRequest:withContentHandler:]`, `MCENotificationDelegate`). The suite
/// still needs to know which payloads are MCE's (PAY-002, the router), so the rule is ours
/// (assumption A1): a payload is MCE's iff it has a top-level `notification-action` or
/// `category-actions` member (whatever its value, so a malformed section is still reported by
/// MCE), or an `mce` object. `category-name` and `media-attachment` alone are not markers.
enum MCEOwnership {
    /// The action run on a body tap.
    static let notificationActionKey = "notification-action"
    /// The buttons of the dynamic category.
    static let categoryActionsKey = "category-actions"
    /// The dynamic category's name (else the SDK makes one up).
    static let categoryNameKey = "category-name"
    /// The media the service extension downloads and attaches (`downloadMediaAttachmentWithCompletionHandler:`).
    static let mediaAttachmentKey = "media-attachment"
    /// MCE's own section: `actions` (delivery actions), `attribution`, `mailingId`.
    static let mceSectionKey = "mce"
    /// `mce.actions`: the delivery actions the service extension runs (`payloadActions`).
    static let deliveryActionsKey = "actions"
    /// `mce.attribution`: copied into every behaviour event.
    static let attributionKey = "attribution"
    /// `mce.mailingId`: copied into every behaviour event.
    static let mailingIDKey = "mailingId"
    /// Every top-level key MCE reads.
    static let sectionKeys: Set<String> = [
        notificationActionKey, categoryActionsKey, categoryNameKey, mediaAttachmentKey,
        mceSectionKey,
    ]

    /// Whether the payload is MCE's.
    static func claims(_ payload: PushPayload) -> Bool {
        payload[notificationActionKey] != nil || payload[categoryActionsKey] != nil
            || payload[mceSectionKey]?.objectValue != nil
    }
}
