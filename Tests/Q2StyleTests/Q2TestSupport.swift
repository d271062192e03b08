import PushContract
import PushSimulator
import PushTestKit
@testable import Q2Style

/// Two push modules: `cards` (with service and content extension classes) and `billing`
/// (content extension only), as the scenarios use them.
let twoModules: JSONValue = [
    "push": true,
    "modules": [
        [
            "name": "Cards", "className": "CardsModule", "identifier": "com.q2.mobile.module.cards", "enabled": true,
            "push": true, "pushServiceClassName": "CardsServiceExtensionModule",
            "pushContentClassName": "CardsContentExtensionModule",
        ],
        [
            "name": "Billing", "className": "BillingModule", "identifier": "com.q2.mobile.module.billing",
            "enabled": true,
            "push": true, "pushContentClassName": "BillingContentExtensionModule",
        ],
    ],
]

/// A device hosting the Q2 adapter, with `configuration` over the scenario defaults.
func makeDevice(_ configuration: [String: JSONValue] = ["settings": twoModules]) -> SimulatedDevice {
    SimulatedDevice(vendor: Q2Vendor(), configuration: configuration)
}

/// A payload from JSON text.
func payload(_ text: String) throws -> PushPayload { try PushPayload(bytes: Array(text.utf8)) }

extension SimulatedDevice {
    /// The modules (identifier) of every event named `name`, in order.
    func modules(_ name: String) -> [String] {
        events(name).compactMap { $0["details"]?["module"]?.stringValue }
    }
}
