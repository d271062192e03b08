import BuiltInVendors
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushTestKit
import Testing

/// PAY-006's wire-format audit: decoding a payload gives back every field of the message the
/// format writes, not only the title and body (red team 8, rt8MediaDecodedFromURLKey).
@Suite("Wire-format audit: round trips (PAY-006)")
struct RoundTripAuditTests {
    /// MCE's format (it decodes every field it writes), whose decode forgets one field.
    struct ForgetfulFormat: PushWireFormat {
        /// The field decode forgets (nil: none).
        var forgets: String?
        let base = RoundTripAuditTests.mceFormat

        func encode(_ message: MessageSpec) throws(PushError) -> PushPayload { try base.encode(message) }

        func decode(_ payload: PushPayload) -> MessageSpec? {
            guard var message = base.decode(payload), let forgets else { return base.decode(payload) }
            switch forgets {
            case "subtitle": message.subtitle = nil
            case "mediaURL": message.mediaURL = nil
            case "badge": message.badge = nil
            case "sound": message.sound = "garbled.caf"
            case "customData": message.customData = [:]
            // red team 12's rt12DecodeContentAvailableAsSilent: an alert comes back silent.
            case "silent": message.silent = true
            default: break
            }
            return message
        }
    }

    /// MCE's wire format, from the built-in vendors.
    static var mceFormat: any PushWireFormat {
        BuiltInVendors.all.first { $0.descriptor.id == "mce" }.map(\.wireFormat) ?? ScriptedWireFormat()
    }

    static func problems(_ format: any PushWireFormat) -> [String] {
        WireFormatAudit.problems(ScriptedVendorWithFormat(format: format), scenarios: [])
            .filter { $0.requirement == .wireFormatRoundTrips }.map(\.message)
    }

    @Test("MCE's format gives back every field it writes")
    func scriptedRoundTrips() {
        #expect(Self.problems(ForgetfulFormat(forgets: nil)).isEmpty)
    }

    @Test(
        "A decode that drops or garbles a field the format writes is named under PAY-006",
        arguments: ["subtitle", "mediaURL", "badge", "sound", "customData", "silent"])
    func forgottenField(field: String) {
        let found = Self.problems(ForgetfulFormat(forgets: field))
        #expect(found.count == 1 && found[0].contains("writes \(field) but does not give it back"), "\(found)")
    }

    @Test("A field the format writes nothing for is not judged")
    func uncarriedField() {
        struct NoSubtitle: PushWireFormat {
            let base = RoundTripAuditTests.mceFormat
            func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
                var message = message
                message.subtitle = nil
                return try base.encode(message)
            }
            func decode(_ payload: PushPayload) -> MessageSpec? {
                var message = base.decode(payload)
                message?.subtitle = "not written"
                return message
            }
        }
        #expect(Self.problems(NoSubtitle()).isEmpty)
    }

    @Test("Every built-in vendor's format gives back every field it writes, over the bundled messages")
    func builtInVendorsRoundTrip() {
        let scenarios = ConformanceSuite(root: PackageLocation.conformance).loadScenarios().scenarios
        for vendor in BuiltInVendors.all {
            let found = WireFormatAudit.problems(vendor, scenarios: scenarios)
                .filter { $0.requirement == .wireFormatRoundTrips }.map(\.message)
            #expect(found.isEmpty, "\(vendor.descriptor.id): \(found)")
        }
    }
}
