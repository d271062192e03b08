import PushConformance
import PushContract
import PushTestKit
import Testing

/// R2's wire-format audit: `aps` is reserved for Apple's keys
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification,
/// Table 1); a key a vendor's format writes inside it is named, one at the top level is not.
@Suite("Wire-format audit: vendor keys inside aps")
struct APSKeysAuditTests {
    struct MediaFormat: PushWireFormat {
        var insideAPS: Bool

        func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
            let payload = try ScriptedWireFormat().encode(message)
            var root = payload.root
            if insideAPS {
                var aps = payload.aps.raw
                aps["_media"] = "https://x.test/a.png"
                root["aps"] = .object(aps)
            } else {
                root["_media"] = "https://x.test/a.png"
            }
            return try refusingInvalid(PushPayload(root))
        }

        func decode(_ payload: PushPayload) -> MessageSpec? { nil }
    }

    @Test("A vendor key inside aps is named under R2; the same key at the top level is not", arguments: [false, true])
    func vendorKeyInsideAPS(insideAPS: Bool) {
        let problems = WireFormatAudit.problems(
            ScriptedVendorWithFormat(format: MediaFormat(insideAPS: insideAPS)), scenarios: []
        )
        .filter { $0.requirement == RequirementID(rawValue: "R2") }
        #expect(problems.count == (insideAPS ? 1 : 0), "\(problems.map(\.message))")
        #expect(problems.allSatisfy { $0.message.contains("\"_media\" inside aps") })
    }
}
