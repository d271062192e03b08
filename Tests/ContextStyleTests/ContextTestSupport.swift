@testable import ContextStyle
import PushContract
import PushSimulator
import PushTestKit

/// A device hosting the Context adapter at the given moment quality, with `configuration` as the
/// vendor configuration.
func makeDevice(_ configuration: [String: JSONValue] = [:], quality: MomentQuality = .unknown) -> SimulatedDevice {
    var setup = DeviceSetup()
    setup.momentQuality = quality
    return SimulatedDevice(vendor: ContextVendor(), configuration: configuration, setup: setup)
}

/// The Customer IO guide's payload (“Update your push notification payload”, without the empty
/// alert) with `changes` applied; nil removes a key.
func contextPush(_ changes: [String: JSONValue?] = [:]) -> PushPayload {
    var root: [String: JSONValue] = [
        "aps": ["content-available": 1], "ctx_title": "Daily Reminder", "ctx_body": "Get back to learning",
        "ctx_flow_name": "daily_reminder", "ctx_collapse_id": "November 22, 2026", "ctx_notification_deadline_h": 12,
    ]
    for (key, value) in changes { root[key] = value }
    return PushPayload(root)
}

extension SimulatedDevice {
    /// The native outcomes of every posted or skipped decision, in order.
    var outcomes: [String] {
        records.compactMap { record in
            guard record.kind == .event, let name = record.body["name"]?.stringValue,
                name == "notification.posted" || name == "notification.skipped"
            else { return nil }
            return record.body["native"]?.stringValue ?? "(\(record.body["details"]?["reason"]?.stringValue ?? "?"))"
        }
    }

    /// Every background-fetch result, in order.
    var fetchResults: [String] {
        records.filter { $0.kind == .completion && $0.body["kind"] == "background-fetch" }.compactMap {
            $0.body["value"]?.stringValue
        }
    }

    /// Errors reported, as `(code, field)`.
    var errorFields: [(code: String, field: String?)] {
        records.filter { $0.kind == .error }.map {
            ($0.body["code"]?.stringValue ?? "", $0.body["details"]?["field"]?.stringValue)
        }
    }

    /// `notification.shown` records, as their ids.
    var shownLog: [String] {
        records.filter { $0.kind == .system && $0.body["name"] == "notification.shown" }.compactMap {
            $0.body["id"]?.stringValue
        }
    }

    /// Values of the `ctx_last_processed` trait, in order.
    var lastProcessed: [Int] {
        events("profile.updated").compactMap { $0["details"]?["traits"]?["ctx_last_processed"]?.integerValue }
    }
}
