import PushContract

/// The DevApp's content extension (`PushContentExtension`, Q2 guide “Rich Push Notification - Content
/// Extension”) hosting the modules' `PushContentExtensionModule`s (Q2 guide “Extension Protocols”).
///
/// The system launches it only for a category listed under `UNNotificationExtensionCategory` in its
/// Info.plist (Q2 guide “Add Push Content Category”; `contentExtensionCategories`, default `["Q2Demo"]`). It
/// routes by sender among the modules with a `pushContentClassName`: an exact match renders with that
/// module's class, which shows the body (Q2 guide “Rich Push Notification - Content Extension ›
/// Implementation”). Without a match (our choice, the guide is silent) the first content module in settings
/// order renders it, as the legacy behaviour; with no content module the extension shows an empty view named
/// `PushContentExtension`.
final class Q2ContentExtension: NotificationContentExtension {
    /// The DevApp extension target's name (Q2 guide “Add Push Content Category”).
    static let hostName = "PushContentExtension"

    private let host: PushHost
    private let configuration: Q2Configuration

    /// An extension process on `host`.
    init(host: PushHost, configuration raw: [String: JSONValue]) {
        self.host = host
        configuration = Q2Configuration(raw)
    }

    /// `UNNotificationExtensionCategory`.
    var categories: [String] { configuration.contentExtensionCategories }

    /// Routes and renders.
    func didReceive(_ request: NotificationRequest) -> ExpandedNotificationView {
        let route = Q2Route.resolve(
            request.payload, among: configuration.settings.contentModules, role: "content-extension module")
        if let error = route.senderError { host.events.emit(SDKEvent(error: error)) }
        host.events.emit(SDKEvent("push.routed", details: route.details))
        guard let module = route.modules.first, let className = module.contentClassName else {
            return ExpandedNotificationView(renderer: Self.hostName)
        }
        host.events.emit(
            SDKEvent("module.content-rendered", native: className, details: ["module": .string(module.identifier)]))
        return ExpandedNotificationView(renderer: className, texts: ["body": request.content.body])
    }
}
