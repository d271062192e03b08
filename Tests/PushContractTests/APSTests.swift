import PushContract
import Testing

private func aps(_ members: [String: JSONValue]) -> APS { PushPayload(["aps": .object(members)]).aps }

@Suite("APS accessors")
struct APSTests {
    @Test("A string alert is the body; the dictionary accessors are nil")
    func alertString() {
        let aps = aps(["alert": "Hello"])
        #expect(aps.alertString == "Hello")
        #expect(aps.alertDictionary == nil)
        #expect(aps.body == "Hello")
        #expect(aps.title == nil)
        #expect(aps.subtitle == nil)
        #expect(aps.displaysAlert)
    }

    @Test("A dictionary alert gives title, subtitle and body; the string accessor is nil")
    func alertDictionary() {
        let aps = aps(["alert": ["title": "T", "subtitle": "S", "body": "B", "launch-image": "x"]])
        #expect(aps.alertString == nil)
        #expect(aps.alertDictionary?["launch-image"] == "x")
        #expect(aps.title == "T")
        #expect(aps.subtitle == "S")
        #expect(aps.body == "B")
        #expect(aps.displaysAlert)
    }

    @Test("Without an alert nothing is displayed")
    func noAlert() {
        let aps = aps(["badge": 1, "sound": "default"])
        #expect(!aps.displaysAlert)
        #expect(aps.body == nil)
    }

    @Test(
        "mutable-content is true only for the number 1",
        arguments: [
            (JSONValue.number(1), true), (.number(1.0), true), (.number(0), false), (.number(2), false),
            (.string("1"), false),
            (.bool(true), false), (.null, false),
        ])
    func mutableContent(value: JSONValue, expected: Bool) {
        #expect(aps(["mutable-content": value]).mutableContent == expected)
        #expect(aps(["content-available": value]).contentAvailable == expected)
    }

    @Test("Absent flags are false")
    func absentFlags() {
        #expect(!aps([:]).mutableContent)
        #expect(!aps([:]).contentAvailable)
    }

    @Test("Typed accessors read their keys")
    func typedAccessors() {
        let aps = aps([
            "badge": 7, "sound": "ping.caf", "thread-id": "chat-1", "category": "REPLY",
            "interruption-level": "time-sensitive",
            "relevance-score": 0.75, "event": "update", "timestamp": 1_700_000_000, "content-state": ["score": 2],
        ])
        #expect(aps.badge == 7)
        #expect(aps.sound == "ping.caf")
        #expect(aps.threadID == "chat-1")
        #expect(aps.category == "REPLY")
        #expect(aps.interruptionLevel == .timeSensitive)
        #expect(aps.relevanceScore == 0.75)
        #expect(aps.liveActivityEvent == .update)
        #expect(aps.timestamp == 1_700_000_000)
        #expect(aps.contentState == ["score": 2])
    }

    @Test("Accessors answer nil for wrong types and unknown enum values")
    func wrongTypesAreNil() {
        let aps = aps([
            "badge": 1.5, "sound": ["name": "x"], "thread-id": 1, "interruption-level": "loud", "event": "pause",
            "relevance-score": "1", "content-state": [1],
        ])
        #expect(aps.badge == nil)
        #expect(aps.sound == nil)
        #expect(aps.threadID == nil)
        #expect(aps.interruptionLevel == nil)
        #expect(aps.liveActivityEvent == nil)
        #expect(aps.relevanceScore == nil)
        #expect(aps.contentState == nil)
    }

    @Test("A missing or non-object aps reads as an empty one", arguments: [nil, JSONValue.string("x"), .array([])])
    func missingAPS(value: JSONValue?) {
        var root: [String: JSONValue] = ["vendor": "x"]
        root["aps"] = value
        #expect(PushPayload(root).aps.raw.isEmpty)
    }

    @Test("Interruption level raw values are the APNs strings")
    func interruptionRawValues() {
        #expect(InterruptionLevel.allCases.map(\.rawValue) == ["passive", "active", "time-sensitive", "critical"])
        #expect(LiveActivityEvent.allCases.map(\.rawValue) == ["start", "update", "end"])
    }
}
