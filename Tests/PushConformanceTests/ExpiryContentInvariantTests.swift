import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// NSE-005 judged on written lines: the content the system handed the extension
/// (`nse.time-will-expire` `content`) against the content delivered at expiry (red team 9's
/// `rt9ExpiryDeliversEmptyContent`).
@Suite("NSE-005: at expiry the best content so far is delivered")
struct ExpiryContentInvariantTests {
    private static let original: JSONValue = [
        "title": "Weekend sale", "subtitle": "", "body": "Up to 50% off", "category": "Sales",
        "userInfoKeys": ["aps", "vendor"],
    ]

    private func record(_ kind: TranscriptRecord.Kind, _ body: JSONValue) -> TranscriptRecord {
        TranscriptRecord(
            time: DeviceInstant(sinceStart: .seconds(20)), step: "expire", kind: kind, body: body,
            during: RecordContext(push: "push-1", serviceExtension: true))
    }

    private func transcript(expiry: JSONValue, delivered: JSONValue) throws -> [TranscriptRecord] {
        try HandWritten.read([
            record(.system, ["name": "nse.started", "id": "push-1"]), record(.system, expiry),
            record(.completion, ["kind": "nse-content", "value": delivered]),
        ])
    }

    private static let expiry: JSONValue = ["name": "nse.time-will-expire", "id": "push-1", "content": original]

    @Test("The original or a richer content holds; each emptied field is its own violation")
    func emptiedFields() throws {
        #expect(
            Invariant.expiryContentKept.verdict(try transcript(expiry: Self.expiry, delivered: Self.original)) == .holds
        )
        var richer = Self.original.objectValue ?? [:]
        richer["subtitle"] = "Only today"
        richer["attachments"] = [["id": "img", "file": "a.png"]]
        #expect(
            Invariant.expiryContentKept.verdict(try transcript(expiry: Self.expiry, delivered: .object(richer)))
                == .holds)

        let blank: JSONValue = ["title": "", "subtitle": "", "body": "", "category": "", "userInfoKeys": []]
        let messages = Invariant.expiryContentKept.check(try transcript(expiry: Self.expiry, delivered: blank)).map(
            \.message)
        #expect(messages.count == 4)
        #expect(
            messages.first
                == #"at expiry the extension delivered push-1 with its title emptied (the push carried "Weekend sale"): not the best content prepared so far"#
        )
    }

    @Test("A content delivered before expiry is not judged; without the handed content, not checkable")
    func scope() throws {
        let blank: JSONValue = ["title": "", "body": ""]
        let before = try HandWritten.read([
            record(.system, ["name": "nse.started", "id": "push-1"]),
            record(.completion, ["kind": "nse-content", "value": blank]),
        ])
        #expect(Invariant.expiryContentKept.verdict(before) == .holds)
        let bare: JSONValue = ["name": "nse.time-will-expire", "id": "push-1"]
        #expect(
            Invariant.expiryContentKept.verdict(try transcript(expiry: bare, delivered: blank))
                == .notCheckable(missing: ["content on nse.time-will-expire (the request the system handed over)"]))
    }
}
