import PushContract
import PushSimulator
@testable import Q2Style

/// The runner's default APNs token (`00112233…eeff` twice).
let defaultTokenHex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

/// Two push modules: `cards` (with service and content extension classes) and `billing`
/// (content extension only), as the scenarios use them.
let twoModules: JSONValue = [
    "push": true,
    "modules": [
        ["name": "Cards", "className": "CardsModule", "identifier": "com.q2.mobile.module.cards", "enabled": true,
         "push": true, "pushServiceClassName": "CardsServiceExtensionModule", "pushContentClassName": "CardsContentExtensionModule"],
        ["name": "Billing", "className": "BillingModule", "identifier": "com.q2.mobile.module.billing", "enabled": true,
         "push": true, "pushContentClassName": "BillingContentExtensionModule"],
    ],
]

/// A device hosting the Q2 adapter with permission granted and an APNs token.
func makeDevice(_ configuration: [String: JSONValue] = ["settings": twoModules]) throws -> SimulatedDevice {
    let device = SimulatedDevice(vendor: Q2Vendor(), configuration: configuration)
    device.notificationCenter.promptAnswer = .authorized
    device.application.registration = .token(try DeviceToken(hex: defaultTokenHex))
    return device
}

/// A payload from JSON text.
func payload(_ text: String) throws -> PushPayload { try PushPayload(bytes: Array(text.utf8)) }

extension SimulatedDevice {
    /// Event records named `name`, their bodies.
    func events(_ name: String) -> [JSONValue] {
        records.filter { $0.kind == .event && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// The modules (identifier) of every event named `name`, in order.
    func modules(_ name: String) -> [String] {
        events(name).compactMap { $0["details"]?["module"]?.stringValue }
    }

    /// Error bodies.
    var errorBodies: [JSONValue] { records.filter { $0.kind == .error }.map(\.body) }

    /// Values handed to completions of `kind`.
    func completions(_ kind: String) -> [JSONValue] {
        records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }.compactMap { $0.body["value"] }
    }

    /// System records named `name`.
    func system(_ name: String) -> [JSONValue] {
        records.filter { $0.kind == .system && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// Media records.
    var mediaRecords: [JSONValue] { records.filter { $0.kind == .media }.map(\.body) }

    /// Launches in `state` and lets the token arrive.
    func start(state: AppState = .background) {
        perform(step: "launch") { launch(state: state) }
    }
}
