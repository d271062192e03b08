import PushContract
@testable import Q2Style
import Testing
import PushTestKit

@Suite("Wire format and ownership")
struct Q2WireFormatTests {
    let format = Q2WireFormat()

    @Test("A message targets its module (default demo), is claimed, and carries its rich content")
    func encode() throws {
        let payload = try format.encode(
            MessageSpec(title: "T", body: "B", mediaURL: "https://cdn.test/a.png", targetModule: "cards"))
        #expect(Q2Vendor().claims(payload))
        #expect(payload["sender"] == "com.q2.mobile.module.cards")
        #expect(payload.aps.mutableContent)
        #expect(
            payload["data"] == [
                "cards": ["title": "T", "subtitle": "", "body": "B", "image_url": "https://cdn.test/a.png"]
            ])
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
        let message = MessageSpec(
            title: "T", subtitle: "S", body: "B", mediaURL: "https://cdn.test/a.png", targetModule: "cards",
            category: "CARD", badge: 2, customData: ["ref": "x"])
        #expect(format.decode(try format.encode(message)) == message)
        #expect(format.decode(PushPayload(["aps": ["alert": "x"], "sender": "marketing"])) == nil)
    }

    /// Found by `Fuzz/run.sh wire-format` (a second round trip lost `data` and the sender): a
    /// non-mutable push whose own `data` has only the module's key, with a sender that repeats
    /// the module prefix. The input's bytes as the fuzzer wrote them.
    @Test("Fuzz regression: decoding and re-encoding a payload is a fixed point after one round trip")
    func fuzzRoundTripFixedPoint() throws {
        let input =
            #"{"aps":{"alert":{"body":"Two offers inside","ti*le":"Spring sale"},"mutable-content":0.51},"data":{"demo":{"body":"Tale"}},"sender":"com.q2.mobile.module.com.q2.mobile.module.demo"}"#
        let payload = try PushPayload(bytes: Array(input.utf8))
        let once = try format.encode(try #require(format.decode(payload)))
        let twice = try format.encode(try #require(format.decode(once)))
        #expect(twice == once)
        #expect(once["data"] == ["demo": ["body": "Tale"]])
        #expect(once["sender"] == "com.q2.mobile.module.com.q2.mobile.module.demo")
    }

    @Test("A message's own data with only the module's key survives decode when encode did not write it")
    func ownDataSurvives() throws {
        let own: JSONValue = ["demo": ["body": "Tale"]]
        let plain = MessageSpec(title: "T", mutableContent: false, customData: ["data": own])
        #expect(format.decode(try format.encode(plain)) == plain)
        // Mutable, but not the rich content encode writes (a missing subtitle, an extra key): kept too.
        let rich = MessageSpec(
            title: "T", body: "B", customData: ["data": ["demo": ["title": "T", "body": "B", "extra": 1]]])
        #expect(format.decode(try format.encode(rich)) == rich)
        // Exactly what encode writes: not custom data.
        let generated = try format.encode(MessageSpec(title: "T", body: "B"))
        #expect(format.decode(generated)?.customData == [:])
    }

    @Test("A sender that repeats the module prefix is kept whole, so re-encoding targets the same module")
    func repeatedPrefixSender() throws {
        let sender = "com.q2.mobile.module.com.q2.mobile.module.cards"
        let decoded = try #require(format.decode(PushPayload(["aps": ["alert": "x"], "sender": .string(sender)])))
        #expect(decoded.targetModule == sender)
        #expect(try format.encode(decoded)["sender"] == .string(sender))
        let short = try #require(
            format.decode(PushPayload(["aps": ["alert": "x"], "sender": "com.q2.mobile.module.cards"])))
        #expect(short.targetModule == "cards")
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
