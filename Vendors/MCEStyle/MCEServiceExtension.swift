import PushContract

/// The app's notification service, a subclass of MCE's `MCENotificationService`
/// (`-[MCENotificationService didReceiveNotificationRequest:withContentHandler:]`). The system runs
/// it only for alert pushes with `mutable-content: 1` (R3).
///
/// No ownership check: every request it is given is handled the same way.
/// 1. The content is copied and its category set to `category-name`, else a random name, so an
///    app's own `aps.category` is overwritten (a known deviation of the real SDK, kept).
/// 2. The app-group flag `IsNotificationExtensionInstalled` is set.
/// 3. In one group: the `mce.actions` delivery actions run (origin `provider`), the category from
///    `category-actions` is registered, and the `media-attachment` is downloaded and attached.
/// 4. The content handler gets the copy when all three are done.
///
/// `serviceExtensionTimeWillExpire` delivers the copy as it is (category set, no attachment yet).
final class MCEServiceExtension: NotificationServiceExtension {
    /// The native name of on-demand category registration (`MCENotificationPayload`).
    static let addCategoryNative = "addNotificationCategory"
    /// The app-group flag the extension sets.
    static let extensionInstalledKey = "IsNotificationExtensionInstalled"

    private let host: PushHost
    private var contentHandler: ((NotificationContent) -> Void)?
    private var copy: NotificationContent?
    private var delivered = false

    /// An extension process on `host` (the configuration has nothing for it).
    init(host: PushHost) { self.host = host }

    /// Every request: the extension has no ownership check.
    func claims(_ request: NotificationRequest) -> Bool { true }

    /// Sets the category, runs the delivery actions, registers the category, downloads the
    /// media, then delivers.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let payload = request.payload
        var problems: [PushError] = []
        let application = host.application
        let name = MCEDynamicCategory.name(for: payload, problems: &problems) {
            application.makeIdentifier(prefix: MCEDynamicCategory.randomNamePrefix)
        }
        var content = request.content
        content.categoryIdentifier = name
        copy = content
        host.store.set(true, forKey: Self.extensionInstalledKey)
        problems += MCEDeliveryActions.run(payload, events: host.events)
        let built = MCEDynamicCategory.build(for: payload, name: name)
        problems += built.problems
        problems.forEach(report)
        if let category = built.category { register(category) }
        MCEMediaAttachment.start(for: payload, host: host, report: { [weak self] in self?.report($0) }) {
            [weak self] attachment in
            guard let self else { return }
            if let attachment { self.copy?.attachments = [attachment] }
            if let copy = self.copy { self.deliver(copy) }
        }
    }

    /// Delivers the copy as it is, if nothing was delivered yet.
    func serviceExtensionTimeWillExpire() {
        if let copy { deliver(copy) }
    }

    /// `addNotificationCategoryWithCompletionHandler:`: the category joins the registered set.
    private func register(_ category: NotificationCategory) {
        let center = host.notificationCenter
        center.setCategories(MCEDynamicCategory.adding(category, to: center.categories))
        host.events.emit(
            SDKEvent(
                SDKEventName.categoriesRegistered, native: Self.addCategoryNative,
                details: [
                    "category": .string(category.identifier),
                    "buttons": .number(Double(category.actions.count)),
                ]))
    }

    private func report(_ error: PushError) { host.events.emit(SDKEvent(error: error)) }

    private func deliver(_ content: NotificationContent) {
        guard !delivered, let handler = contentHandler else { return }
        delivered = true
        handler(content)
    }
}
