import PushContract
import PushTestKit

/// The test kit's scripted vendor with another wire format: what the wire-format audit tests
/// (PAY-004, PAY-005) run their formats through.
struct ScriptedVendorWithFormat: PushVendor {
    let base = ScriptedVendor()
    /// The format under test, in place of the scripted vendor's.
    var format: any PushWireFormat

    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { format }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        base.makeServiceExtension(host: host, configuration: configuration)
    }
}
