@testable import AltcraftStyle
import PushContract
import PushSimulator
import PushTestKit

/// A device hosting the Altcraft adapter, with `configuration` over the scenario defaults.
func makeDevice(_ configuration: [String: JSONValue] = [:]) -> SimulatedDevice {
    SimulatedDevice(vendor: AltcraftVendor(), configuration: configuration)
}

/// A payload from JSON text.
func payload(_ text: String) throws -> PushPayload { try PushPayload(bytes: Array(text.utf8)) }

extension SimulatedDevice {
    /// The first error with a native code.
    func error(native: String) -> JSONValue? { errorBodies.first { $0["native"]?.stringValue == native } }
}
