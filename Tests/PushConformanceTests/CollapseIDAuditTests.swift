import PushConformance
import PushContract
import PushTestKit
import Testing

/// PAY-005's wire-format audit: the 64-byte limit of `apns-collapse-id` is in bytes
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns),
/// also for a format that sends the id as a header and writes nothing of it into the payload.
@Suite("Wire-format audit: collapse ids in bytes")
struct CollapseIDAuditTests {
    /// The scripted vendor, with a format that checks the collapse id (counting characters or
    /// bytes) and sends it outside the payload, as a header.
    struct HeaderCollapseVendor: PushVendor {
        let base = ScriptedVendor()
        var countsCharacters: Bool

        var descriptor: VendorDescriptor { base.descriptor }
        var wireFormat: any PushWireFormat { HeaderCollapseFormat(countsCharacters: countsCharacters) }
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

    struct HeaderCollapseFormat: PushWireFormat {
        var countsCharacters: Bool

        func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
            if let id = message.collapseID {
                if countsCharacters {
                    if id.count > APNsLimits.maxCollapseIDBytes {
                        throw PushError(.collapseIDTooLong, message: "collapse id over 64 characters")
                    }
                } else {
                    _ = try CollapseID(id)
                }
            }
            return try ScriptedWireFormat().encode(message)
        }

        func decode(_ payload: PushPayload) -> MessageSpec? { nil }
    }

    @Test(
        "A header-only format that counts characters encodes 33 two-byte characters and is named",
        arguments: [false, true])
    func multiByteCollapseID(countsCharacters: Bool) {
        let problems = WireFormatAudit.problems(HeaderCollapseVendor(countsCharacters: countsCharacters), scenarios: [])
            .filter { $0.requirement == .longCollapseIDRefused }
        #expect(problems.count == (countsCharacters ? 1 : 0), "\(problems.map(\.message))")
        #expect(problems.allSatisfy { $0.message.contains("66-byte collapse id of 33 characters") })
    }
}
