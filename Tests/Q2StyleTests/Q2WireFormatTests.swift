import PushContract
@testable import Q2Style
import Testing

@Suite("Wire format and ownership")
struct Q2WireFormatTests {
    let format = Q2WireFormat()

    @Test("A message targets its module (default demo), is claimed, and carries its rich content")
    func encode() throws {
        let payload = try format.encode(MessageSpec(title: "T", body: "B", mediaURL: "https://cdn.test/a.png", targetModule: "cards"))
        #expect(Q2Vendor().claims(payload))
        #expect(payload["sender"] == "com.q2.mobile.module.cards")
        #expect(payload.aps.mutableContent)
        #expect(payload["data"] == ["cards": ["title": "T", "subtitle": "", "body": "B", "image_url": "https://cdn.test/a.png"]])
        let plain = try format.encode(MessageSpec(title: "T", mutableContent: false))
        #expect(plain["sender"] == "com.q2.mobile.module.demo")
        #expect(plain["data"] == nil)
        #expect(!plain.aps.mutableContent)
        let silent = try format.encode(MessageSpec(silent: true, targetModule: "com.q2.mobile.module.billing"))
        #expect(silent["sender"] == "com.q2.mobile.module.billing")
        #expect(silent.aps.contentAvailable && !silent.aps.mutableContent)
    }

    @Test("decode gives back what the format carries")
    func roundTrip() throws {
        let message = MessageSpec(title: "T", subtitle: "S", body: "B", mediaURL: "https://cdn.test/a.png", targetModule: "cards",
                                  category: "CARD", badge: 2, customData: ["ref": "x"])
        #expect(format.decode(try format.encode(message)) == message)
        #expect(format.decode(PushPayload(["aps": ["alert": "x"], "sender": "marketing"])) == nil)
    }

    @Test("Too large and too long collapse ids are refused with neutral codes")
    func refusals() {
        #expect(throws: PushError.self) { try format.encode(MessageSpec(body: String(repeating: "x", count: 5000))) }
        do {
            _ = try format.encode(MessageSpec(title: "T", collapseID: String(repeating: "c", count: 65)))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.code == .collapseIDTooLong)
        }
    }

    @Test("Ownership is the Q2 sender prefix on a string sender")
    func ownership() {
        let vendor = Q2Vendor()
        #expect(vendor.claims(PushPayload(["sender": "com.q2.mobile.module.x"])))
        #expect(!vendor.claims(PushPayload(["sender": "com.other.x"])))
        #expect(!vendor.claims(PushPayload(["sender": 3])))
        #expect(!vendor.claims(PushPayload(["aps": ["alert": "x"]])))
        #expect(vendor.descriptor.capabilities.contains(.contentExtension))
        #expect(!vendor.descriptor.capabilities.contains(.pushDelegate))
    }
}
