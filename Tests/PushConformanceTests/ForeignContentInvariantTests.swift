import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// NSE-004 judged on written lines: the content the system handed the extension for a push its
/// vendor does not claim (`nse.started` `content`) against the content delivered.
@Suite("NSE-004: a foreign request is delivered unchanged")
struct ForeignContentInvariantTests {
    private static let original: JSONValue = [
        "title": "New follower", "subtitle": "", "body": "Sam started following you", "category": "",
        "userInfoKeys": ["aps", "image"],
    ]

    private func record(
        _ kind: TranscriptRecord.Kind, _ body: JSONValue, push: String? = "push-1", extensionRun: Bool = true
    ) -> TranscriptRecord {
        TranscriptRecord(
            time: DeviceInstant(sinceStart: .seconds(10)), step: "push", kind: kind, body: body,
            during: RecordContext(push: push, serviceExtension: extensionRun && push != nil))
    }

    private func transcript(claimed: Bool, started: JSONValue, delivered: JSONValue) -> [TranscriptRecord] {
        [
            record(
                .system, ["name": "push.arrived", "push": 1, "claimed": .bool(claimed), "bytes": 100],
                extensionRun: false),
            record(.system, started),
            record(.completion, ["kind": "nse-content", "value": delivered]),
        ]
    }

    @Test("A foreign request delivered as handed over holds; each changed field is its own violation")
    func changedFields() throws {
        let started: JSONValue = ["name": "nse.started", "id": "push-1", "content": Self.original]
        let same = try HandWritten.read(transcript(claimed: false, started: started, delivered: Self.original))
        #expect(Invariant.foreignContentUnchanged.verdict(same) == .holds)

        var changed = Self.original.objectValue ?? [:]
        changed["category"] = "Altcraft"
        changed["attachments"] = [["id": "img", "file": "a.png"]]
        let records = try HandWritten.read(transcript(claimed: false, started: started, delivered: .object(changed)))
        let messages = Invariant.foreignContentUnchanged.check(records).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("with its category changed: \"\" → \"Altcraft\"") })
        #expect(messages.contains { $0.contains("with its attachments changed: absent → ") })
    }

    @Test("The vendor's own push may be rewritten")
    func ownPushMayChange() throws {
        let started: JSONValue = ["name": "nse.started", "id": "push-1"]
        let records = try HandWritten.read(transcript(claimed: true, started: started, delivered: ["title": "x"]))
        #expect(Invariant.foreignContentUnchanged.verdict(records) == .holds)
    }

    @Test("Without the handed-over content the rule says not checkable, never holds")
    func notCheckableWithoutContent() throws {
        let started: JSONValue = ["name": "nse.started", "id": "push-1"]
        let records = try HandWritten.read(transcript(claimed: false, started: started, delivered: Self.original))
        #expect(
            Invariant.foreignContentUnchanged.verdict(records)
                == .notCheckable(missing: ["content on nse.started for a push the vendor does not claim"]))
    }

    @Test("An extension that rewrites another SDK's request is caught on the transcript the simulator writes")
    func simulatedRunCaught() throws {
        let vendor = ScriptedVendor()
        vendor.extensionClaims = { _ in true }  // the extension takes every request for its own
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") {
            device.receivePush(PushPayload(["aps": ["alert": "foreign", "mutable-content": 1], "vendor": "other"]))
        }
        let records = try HandWritten.read(device.records)
        let messages = Invariant.foreignContentUnchanged.check(records).map(\.message)
        #expect(
            messages == [
                #"the extension delivered push-1, a push its vendor does not claim, with its title changed: "" → "rewritten""#
            ])
    }
}
