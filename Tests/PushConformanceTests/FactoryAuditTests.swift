import BuiltInVendors
import PushConformance
import PushContract
import Testing

/// ADP-005's factory audit: each factory call gives a new object, also when called twice for one
/// host (red team 12's rt12ExtensionReused kept the last extension per host for the next push).
@Suite("Factory audit (ADP-005)")
struct FactoryAuditTests {
    /// The last extension built, kept per host store when `reuses` is set. Unchecked: the audit
    /// calls the factories one after another on one task, and an extension (not Sendable) cannot
    /// leave a Mutex.
    final class Kept: @unchecked Sendable {
        var last: (store: ObjectIdentifier, ext: any NotificationServiceExtension)?
    }

    /// Altcraft's vendor, whose extension factory may hand out the extension it built last for
    /// the same host.
    struct WarmExtensionVendor: PushVendor {
        let base = BuiltInVendors.all.first { $0.descriptor.id == "altcraft" } ?? BuiltInVendors.all[0]
        /// Whether the factory keeps its last extension for the same host.
        var reuses: Bool
        let kept = Kept()

        var descriptor: VendorDescriptor { base.descriptor }
        var wireFormat: any PushWireFormat { base.wireFormat }
        var backend: VendorBackend { base.backend }
        func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
        func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
            base.makeAdapter(host: host, configuration: configuration)
        }
        func makeServiceExtension(
            host: PushHost, configuration: [String: JSONValue]
        ) -> (any NotificationServiceExtension)? {
            let store = ObjectIdentifier(host.store as AnyObject)
            if reuses, let last = kept.last, last.store == store { return last.ext }
            let ext = base.makeServiceExtension(host: host, configuration: configuration)
            if let ext { kept.last = (store, ext) }
            return ext
        }
    }

    @Test("A factory building a new extension on each call passes")
    func freshExtension() {
        #expect(FactoryAudit.problems(WarmExtensionVendor(reuses: false)).isEmpty)
    }

    @Test("An extension handed out again for the same host is named under ADP-005")
    func extensionReusedForOneHost() {
        let found = FactoryAudit.problems(WarmExtensionVendor(reuses: true))
        #expect(
            found.map(\.message) == [
                "factory audit: ADP-005: altcraft's makeServiceExtension returned the same extension twice for one host: factories must return fresh objects"
            ])
    }
}
