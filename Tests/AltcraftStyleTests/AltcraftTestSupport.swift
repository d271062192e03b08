@testable import AltcraftStyle
import PushContract
import PushSimulator

/// The runner's default APNs token (`00112233…eeff` twice).
let defaultTokenHex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

/// A device hosting the Altcraft adapter with the runner's defaults: permission granted, an APNs
/// token, every request answered 200.
func makeDevice(_ overrides: [String: JSONValue] = [:]) throws -> SimulatedDevice {
    var configuration: [String: JSONValue] = ["apiURL": "https://push.example.test/api/v1", "applicationID": "example-app"]
    configuration.merge(overrides) { _, new in new }
    let device = SimulatedDevice(vendor: AltcraftVendor(), configuration: configuration)
    device.notificationCenter.promptAnswer = .authorized
    device.application.registration = .token(try DeviceToken(hex: defaultTokenHex))
    device.transport.defaultAnswer = ServerAnswer(.response(status: 200, body: [:]))
    return device
}

/// A payload from JSON text.
func payload(_ text: String) throws -> PushPayload { try PushPayload(bytes: Array(text.utf8)) }

extension SimulatedDevice {
    /// Native codes of SDK events and errors, in order.
    var natives: [String] {
        records.compactMap { record in
            guard record.kind == .event || record.kind == .error else { return nil }
            return record.body["native"]?.stringValue
        }
    }

    /// Error records.
    var errorBodies: [JSONValue] { records.filter { $0.kind == .error }.map(\.body) }

    /// The first error with a native code.
    func error(native: String) -> JSONValue? { errorBodies.first { $0["native"]?.stringValue == native } }

    /// `(time, path)` of every request whose path contains `fragment`.
    func requests(containing fragment: String) -> [(time: String, path: String)] {
        records.filter { $0.kind == .http }.compactMap { record in
            guard let url = record.body["url"]?.stringValue, url.contains(fragment) else { return nil }
            return (record.time.description, HTTPRequest(method: "", url: url).path)
        }
    }

    /// System records named `name`.
    func system(_ name: String) -> [JSONValue] {
        records.filter { $0.kind == .system && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// Launches and lets the token arrive.
    func start(state: AppState = .foreground) {
        perform(step: "launch") { launch(state: state) }
    }
}
