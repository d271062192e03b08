@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit

/// The server the tests' adapters upload behaviour events to.
let testAPIURL = "https://mce.example.test/api"

/// A device hosting the MCE adapter, with `apiURL` set (unless `configuration` replaces it) over
/// the scenario defaults; the MCE backend answers its uploads.
func makeDevice(_ configuration: [String: JSONValue] = [:]) -> SimulatedDevice {
    var merged: [String: JSONValue] = ["apiURL": .string(testAPIURL)]
    merged.merge(configuration) { _, new in new }
    return SimulatedDevice(vendor: MCEVendor(), configuration: merged)
}

/// Two `url` buttons, as in the seed's example (own values).
let twoURLButtons: JSONValue = [
    ["name": "Docs", "type": "url", "value": "https://docs.example.test"],
    ["name": "Blog", "type": "url", "value": "https://blog.example.test"],
]

/// An MCE push: an alert, `mutable-content: 1` (unless `mutable` is false) and the given sections.
func mcePayload(
    categoryActions: JSONValue? = twoURLButtons,
    notificationAction: JSONValue? = ["type": "url", "value": "https://www.example.test"],
    categoryName: JSONValue? = nil, mutable: Bool = true, extra: [String: JSONValue] = [:]
) -> PushPayload {
    var aps: [String: JSONValue] = ["alert": ["title": "Hello", "body": "Two links inside"], "sound": "default"]
    if mutable { aps["mutable-content"] = 1 }
    var root: [String: JSONValue] = ["aps": .object(aps)]
    if let categoryActions { root["category-actions"] = categoryActions }
    if let notificationAction { root["notification-action"] = notificationAction }
    if let categoryName { root["category-name"] = categoryName }
    root.merge(extra) { _, new in new }
    return PushPayload(root)
}

extension SimulatedDevice {
    /// The category the last shown notification shows with.
    var shownCategory: String? { notificationCenter.deliveredNotifications.last?.content.categoryIdentifier }

    /// The registered category called `id`.
    func category(_ id: String?) -> NotificationCategory? {
        notificationCenter.categories.first { $0.identifier == id }
    }

    /// `details.path` of error records, in order.
    var errorPaths: [String] { errorBodies.compactMap { $0["details"]?["path"]?.stringValue } }

    /// The behaviour events uploaded, in order (every event of every request).
    var uploadedEvents: [JSONValue] {
        records(of: .http).flatMap { $0.body["body"]?["events"]?.arrayValue ?? [] }
    }

    /// Lets the event queue's next 1 s tick run (and an upload answered at once finish).
    func flushEvents() { advance(by: MCEEventService.tickInterval) }

    /// URLs of the requests sent, in order.
    var requestURLs: [String] { records(of: .http).compactMap { $0.body["url"]?.stringValue } }
}
