import PushContract

/// The app's notification service, a subclass of MCE's `MCENotificationService` (VENDOR-FACTS §4
/// item 2): for its own push with `category-actions` it builds the temporary category, adds it to
/// the categories already registered (the app's own stay, R10), assigns it to the notification and
/// delivers. The system runs it only for alert pushes with `mutable-content: 1` (R3), so without
/// that flag no buttons are built.
///
/// A push it does not own, or one without `category-actions`, is delivered unchanged with no
/// other work. Nothing is asynchronous, so the content handler is called before `didReceive`
/// returns; `serviceExtensionTimeWillExpire` delivers the original content if it ever has not.
final class MCEServiceExtension: NotificationServiceExtension {
    /// The native name of on-demand category creation (`MCENotificationPayload` header).
    static let addCategoryNative = "addNotificationCategory"

    private let host: PushHost
    private var contentHandler: ((NotificationContent) -> Void)?
    private var original: NotificationContent?
    private var delivered = false

    /// An extension process on `host` (the configuration has nothing for it).
    init(host: PushHost) { self.host = host }

    /// Whether the push is MCE's (``MCEOwnership``).
    func claims(_ request: NotificationRequest) -> Bool { MCEOwnership.claims(request.payload) }

    /// Builds, registers and assigns the dynamic category, then delivers.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        self.contentHandler = contentHandler
        original = request.content
        guard claims(request) else { return deliver(request.content) }
        let built = MCEDynamicCategory.build(for: request.payload)
        built.problems.forEach { host.events.emit(SDKEvent(error: $0)) }
        guard let category = built.category else { return deliver(request.content) }
        host.notificationCenter.setCategories(MCEDynamicCategory.merge(category, into: host.notificationCenter.categories))
        host.events.emit(SDKEvent(SDKEventName.categoriesRegistered, native: Self.addCategoryNative,
                                  details: ["category": .string(category.identifier),
                                            "buttons": .number(Double(category.actions.count))]))
        var content = request.content
        content.categoryIdentifier = category.identifier
        deliver(content)
    }

    /// Delivers the original content if nothing was delivered yet.
    func serviceExtensionTimeWillExpire() {
        if let original { deliver(original) }
    }

    private func deliver(_ content: NotificationContent) {
        guard !delivered, let handler = contentHandler else { return }
        delivered = true
        handler(content)
    }
}
