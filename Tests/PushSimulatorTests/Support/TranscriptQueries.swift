import PushContract
import PushSimulator

/// Small readers over a device's transcript, so tests state what they look for.
extension SimulatedDevice {
    /// The `name` of every `system` record, in order.
    var systemNames: [String] {
        records.filter { $0.kind == .system }.compactMap { $0.body["name"]?.stringValue }
    }

    /// Every `system` record called `name`.
    func systemRecords(named name: String) -> [TranscriptRecord] {
        records.filter { $0.kind == .system && $0.body["name"]?.stringValue == name }
    }

    /// Every record of `kind`.
    func records(of kind: TranscriptRecord.Kind) -> [TranscriptRecord] { records.filter { $0.kind == kind } }

    /// The identifiers of the notifications shown now.
    var shownIDs: [String] { notificationCenter.deliveredNotifications.map(\.identifier) }

    /// Receives a JSON text as a push from APNs, as UTF-8 bytes.
    func receivePush(json text: String) { receivePush(bytes: Array(text.utf8)) }
}

/// Payloads the tests send.
enum Payloads {
    /// A visible vendor push; `mutable` sets `mutable-content: 1`.
    static func alert(_ body: String = "Hello", title: String = "Title", mutable: Bool = false, category: String? = nil)
        -> PushPayload
    {
        var aps: [String: JSONValue] = ["alert": ["title": .string(title), "body": .string(body)]]
        if mutable { aps["mutable-content"] = 1 }
        if let category { aps["category"] = .string(category) }
        return PushPayload(["aps": .object(aps), "vendor": "scripted"])
    }

    /// A silent vendor push.
    static let silent = PushPayload(["aps": ["content-available": 1], "vendor": "scripted"])
}
