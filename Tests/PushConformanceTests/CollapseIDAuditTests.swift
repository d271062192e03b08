import PushConformance
import PushContract
import PushTestKit
import Testing

/// PAY-005's wire-format audit: the 64-byte limit of `apns-collapse-id` is in bytes
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns),
/// also for a format that sends the id as a header and writes nothing of it into the payload.
@Suite("Wire-format audit: collapse ids in bytes")
struct CollapseIDAuditTests {
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
        let problems = WireFormatAudit.problems(
            ScriptedVendorWithFormat(format: HeaderCollapseFormat(countsCharacters: countsCharacters)), scenarios: []
        )
        .filter { $0.requirement == .longCollapseIDRefused }
        #expect(problems.count == (countsCharacters ? 1 : 0), "\(problems.map(\.message))")
        #expect(problems.allSatisfy { $0.message.contains("66-byte collapse id of 33 characters") })
    }
}
