@testable import MCEStyle
import PushContract
import PushSimulator

/// The runner's default APNs token (`00112233…eeff` twice).
let defaultTokenHex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

/// The server the tests' adapters upload behaviour events to.
let testAPIURL = "https://mce.example.test/api"

/// A device hosting the MCE adapter with the runner's defaults: permission granted, an APNs token,
/// `apiURL` set (unless `configuration` replaces it), and the MCE backend answering uploads.
func makeDevice(_ configuration: [String: JSONValue] = [:]) throws -> SimulatedDevice {
    var merged: [String: JSONValue] = ["apiURL": .string(testAPIURL)]
    merged.merge(configuration) { _, new in new }
    let device = SimulatedDevice(vendor: MCEVendor(), configuration: merged)
    device.transport.backend = MCEVendor().backend
    device.notificationCenter.promptAnswer = .authorized
    device.application.registration = .token(try DeviceToken(hex: defaultTokenHex))
    return device
}

/// Two `url` buttons, as in the seed's example (own values).
let twoURLButtons: JSONValue = [
    ["name": "Docs", "type": "url", "value": "https://docs.example.test"],
    ["name": "Blog", "type": "url", "value": "https://blog.example.test"],
]

/// An MCE push: an alert, `mutable-content: 1` (unless `mutable` is false) and the given sections.
func mcePayload(categoryActions: JSONValue? = twoURLButtons,
                notificationAction: JSONValue? = ["type": "url", "value": "https://www.example.test"],
                categoryName: JSONValue? = nil, mutable: Bool = true, extra: [String: JSONValue] = [:]) -> PushPayload {
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
    /// Launches in `state` and settles.
    func start(state: AppState = .background) { perform(step: "launch") { launch(state: state) } }

    /// A push in its own step.
    func push(_ payload: PushPayload) { perform(step: "push") { receivePush(payload) } }

    /// A response to the last shown notification in its own step.
    func tap(_ action: String = "default", text: String? = nil) throws {
        try perform(step: "tap") { try respond(to: nil, action: action, text: text) }
    }

    /// Presses the n-th button of the last shown notification in its own step.
    func press(_ index: Int, text: String? = nil) throws {
        try perform(step: "press") { try respond(to: nil, actionIndex: index, text: text) }
    }

    /// The category the last shown notification shows with.
    var shownCategory: String? { notificationCenter.deliveredNotifications.last?.content.categoryIdentifier }

    /// The registered category called `id`.
    func category(_ id: String?) -> NotificationCategory? { notificationCenter.categories.first { $0.identifier == id } }

    /// Neutral codes of error records, in order.
    var errorCodes: [String] { records.filter { $0.kind == .error }.compactMap { $0.body["code"]?.stringValue } }

    /// `details.path` of error records, in order.
    var errorPaths: [String] { records.filter { $0.kind == .error }.compactMap { $0.body["details"]?["path"]?.stringValue } }

    /// SDK events named `name`.
    func events(_ name: String) -> [JSONValue] {
        records.filter { $0.kind == .event && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// Push-delegate events, as bodies.
    var delegateEvents: [JSONValue] { records.filter { $0.kind == .delegate }.map(\.body) }

    /// System records named `name`.
    func system(_ name: String) -> [JSONValue] {
        records.filter { $0.kind == .system && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// URLs the app opened, in order.
    var openedURLs: [String] { system("url.opened").compactMap { $0["url"]?.stringValue } }

    /// The behaviour events uploaded, in order (every event of every request).
    var uploadedEvents: [JSONValue] {
        records.filter { $0.kind == .http }.flatMap { $0.body["body"]?["events"]?.arrayValue ?? [] }
    }

    /// URLs of the requests sent, in order.
    var requestURLs: [String] { records.filter { $0.kind == .http }.compactMap { $0.body["url"]?.stringValue } }

    /// Values passed to completions of one kind.
    func completions(_ kind: String) -> [JSONValue] {
        records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }.map { $0.body["value"] ?? .null }
    }
}
