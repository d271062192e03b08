import PushContract
import Testing

/// A wire format that only wraps the standard `aps`, to exercise `refusingInvalid`.
private struct StandardOnlyWireFormat: PushWireFormat {
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var root: [String: JSONValue] = ["aps": .object(message.standardAPS)]
        for (key, value) in message.customData { root[key] = value }
        return try refusingInvalid(PushPayload(root))
    }

    func decode(_ payload: PushPayload) -> MessageSpec? { nil }
}

@Suite("Message spec")
struct MessageSpecTests {
    @Test("A visible message puts title, subtitle and body in an alert dictionary")
    func visibleAlert() {
        let aps = MessageSpec(title: "T", subtitle: "S", body: "B").standardAPS
        #expect(aps == ["alert": ["title": "T", "subtitle": "S", "body": "B"]])
    }

    @Test("Missing alert fields are left out, not written empty")
    func missingFields() {
        #expect(MessageSpec(body: "B").standardAPS == ["alert": ["body": "B"]])
    }

    @Test("A silent message has content-available 1 and no alert, even with a title")
    func silent() {
        let aps = MessageSpec(title: "ignored", body: "ignored", silent: true).standardAPS
        #expect(aps == ["content-available": 1])
        #expect(!APS(raw: aps).displaysAlert)
        #expect(APS(raw: aps).contentAvailable)
    }

    @Test("Badge, sound, category, interruption level and relevance score map to their aps keys")
    func optionalKeys() {
        let aps = MessageSpec(
            body: "B", category: "REPLY", badge: 4, sound: "default", interruptionLevel: .timeSensitive,
            relevanceScore: 0.25
        ).standardAPS
        #expect(aps["badge"] == 4)
        #expect(aps["sound"] == "default")
        #expect(aps["category"] == "REPLY")
        #expect(aps["interruption-level"] == "time-sensitive")
        #expect(aps["relevance-score"] == 0.25)
    }

    @Test("mutable-content is left to the wire format")
    func mutableContentNotStandard() {
        #expect(MessageSpec(body: "B", mutableContent: true).standardAPS["mutable-content"] == nil)
    }

    @Test("The standard aps of a well-formed message validates cleanly")
    func standardValidates() throws {
        let message = MessageSpec(
            title: "T", body: "B", badge: 1, sound: "s", interruptionLevel: .critical, relevanceScore: 1)
        let payload = try StandardOnlyWireFormat().encode(message)
        #expect(payload.validate().isEmpty)
        #expect(payload.aps.title == "T")
    }

    @Test("refusingInvalid throws the first validation problem")
    func refusingInvalid() throws {
        let oversize = MessageSpec(
            body: "B", relevanceScore: 2, customData: ["pad": .string(String(repeating: "x", count: 5000))])
        let error = try #require(throws: PushError.self) { try StandardOnlyWireFormat().encode(oversize) }
        #expect(error.code == .payloadTooLarge)
        let badScore = try #require(throws: PushError.self) {
            try StandardOnlyWireFormat().encode(MessageSpec(body: "B", relevanceScore: 1.5))
        }
        #expect(badScore.code == .payloadInvalidValue)
    }

    @Test("Defaults: not silent, no actions, no custom data")
    func defaults() {
        let message = MessageSpec()
        #expect(!message.silent)
        #expect(message.actions.isEmpty)
        #expect(message.customData.isEmpty)
        #expect(message.mutableContent == nil)
        #expect(message.standardAPS == ["alert": [:]])
    }
}
