@testable import ContextStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The Context payload format and the ownership rule.
@Suite("Context-style: wire format and ownership")
struct ContextWireFormatTests {
    let format = ContextWireFormat()

    @Test(
        "A message with a deadline becomes the seed's background push, claimed by the vendor and parsed by the adapter")
    func contextAware() throws {
        let message = MessageSpec(
            messageID: "m-1", title: "Daily Reminder", body: "Learn", collapseID: "2026-11-22",
            deadlineHours: 12, customData: ["extra": "kept", "ctx_title": "ignored", "aps": "ignored"])
        let payload = try format.encode(message)
        #expect(
            payload.root == [
                "aps": ["content-available": 1], "ctx_title": "Daily Reminder", "ctx_body": "Learn",
                "ctx_flow_name": "default",
                "ctx_collapse_id": "2026-11-22", "ctx_notification_deadline_h": 12, "extra": "kept",
            ])
        #expect(ContextVendor().claims(payload))
        #expect(try ContextPushFields.parse(payload).get().deadlineHours == 12)
        let decoded = try #require(format.decode(payload))
        #expect(decoded.title == "Daily Reminder")
        #expect(decoded.body == "Learn")
        #expect(decoded.collapseID == "2026-11-22")
        #expect(decoded.deadlineHours == 12)
        #expect(decoded.customData == ["extra": "kept"])
    }

    @Test("Without a deadline the message is a traditional alert push that still carries the flow and collapse id")
    func traditional() throws {
        let payload = try format.encode(MessageSpec(messageID: "m-1", title: "Sale", body: "50%", badge: 2))
        #expect(payload.aps.title == "Sale")
        #expect(payload.aps.badge == 2)
        #expect(!payload.aps.contentAvailable)
        #expect(payload["ctx_collapse_id"] == "m-1")
        #expect(payload["ctx_flow_name"] == "default")
        #expect(ContextVendor().claims(payload))
        let decoded = try #require(format.decode(payload))
        #expect(decoded.deadlineHours == nil)
        #expect(decoded.badge == 2)
    }

    @Test(
        "Refused messages name the problem",
        arguments: [
            (MessageSpec(title: "t", silent: true), PushErrorCode.payloadInvalidValue),
            (MessageSpec(title: "t", deadlineHours: 3), .payloadMissingKey),
            (MessageSpec(title: "t", collapseID: "", deadlineHours: 3), .payloadMissingKey),
            (MessageSpec(title: "t", collapseID: "c", deadlineHours: -1), .payloadInvalidValue),
            (MessageSpec(title: "t", collapseID: "c", deadlineHours: 169), .payloadInvalidValue),
            (MessageSpec(title: "t", collapseID: String(repeating: "c", count: 65)), .collapseIDTooLong),
            (
                MessageSpec(
                    title: "t", collapseID: "c", deadlineHours: 1,
                    customData: ["pad": .string(String(repeating: "x", count: 4096))]),
                .payloadTooLarge
            ),
        ])
    func refused(message: MessageSpec, code: PushErrorCode) {
        #expect(throws: PushError.self) { try format.encode(message) }
        do { _ = try format.encode(message) } catch { #expect(error.code == code) }
    }

    @Test("Ownership: any top-level ctx_ key, nothing else")
    func claims() {
        let vendor = ContextVendor()
        #expect(vendor.claims(PushPayload(["ctx_flow_name": "x"])))
        #expect(!vendor.claims(PushPayload(["aps": ["alert": "hi"], "_ac_push": true])))
        #expect(!vendor.claims(PushPayload(["CIO-Delivery-ID": "id", "CIO-Delivery-Token": "token"])))
        #expect(!vendor.claims(PushPayload(["data": ["ctx_title": "nested"]])))
        #expect(format.decode(PushPayload(["_ac_push": true])) == nil)
    }

    @Test("The descriptor names the vendor, its two capabilities and its two cited deviations")
    func descriptor() {
        let descriptor = ContextVendor().descriptor
        #expect(descriptor.id == "context")
        #expect(descriptor.capabilities == [.backgroundPush, .tapHandling])
        #expect(descriptor.knownDeviations.map(\.invariant) == [.foreignPayloadUntouched, .oneOpenPerTap])
        #expect(descriptor.knownDeviations.allSatisfy { $0.scenarios.isEmpty && $0.mechanism != nil })
        #expect(descriptor.knownDeviations.allSatisfy { $0.citation.contains("https://docs.push.contextsdk.com/") })
        #expect(ContextVendor().makeServiceExtension(host: makeDevice().host, configuration: [:]) == nil)
    }
}
