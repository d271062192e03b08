import PushContract
import Testing

/// The error `PushPayload(bytes:)` throws, or nil when the bytes are a payload.
private func payloadError(_ bytes: [UInt8]) -> PushError? {
    do {
        _ = try PushPayload(bytes: bytes)
        return nil
    } catch {
        return error
    }
}

/// A payload of exactly `byteCount` canonical bytes: `aps` plus a `pad` key of `unit` repeated,
/// topped up with ASCII.
func payload(ofExactly byteCount: Int, padUnit unit: String = "x") -> PushPayload {
    var payload = PushPayload(["aps": ["alert": "Hello"], "pad": ""])
    let room = byteCount - payload.byteCount
    let units = room / unit.utf8.count
    let padding = String(repeating: unit, count: units) + String(repeating: "x", count: room - units * unit.utf8.count)
    payload.root["pad"] = .string(padding)
    return payload
}

private func codes(_ payload: PushPayload) -> [PushErrorCode] { payload.validate().map(\.code) }

@Suite("Push payload parsing and validation")
struct PushPayloadValidationTests {
    // MARK: init(bytes:)

    @Test("Bytes that are an object become the payload's root")
    func parsesObject() throws {
        let payload = try PushPayload(bytes: Array(#"{"aps":{"alert":"Hi"},"vendor":"x"}"#.utf8))
        #expect(payload.root == ["aps": ["alert": "Hi"], "vendor": "x"])
        #expect(payload["vendor"] == "x")
        #expect(payload.json == .object(payload.root))
    }

    @Test(
        "Unparseable bytes map to the right payload error code",
        arguments: [
            (Array("not json".utf8), PushErrorCode.payloadNotJSON),
            (Array(#"{"aps":{}"#.utf8), .payloadNotJSON),
            ([], .payloadNotJSON),
            ([0x7B, 0xFF, 0x7D], .payloadInvalidUTF8),
            (
                Array((String(repeating: #"{"a":"#, count: 65) + "1" + String(repeating: "}", count: 65)).utf8),
                .payloadTooDeep
            ),
        ])
    func parseFailures(bytes: [UInt8], code: PushErrorCode) throws {
        let error = try #require(payloadError(bytes))
        #expect(error.code == code)
        #expect(!error.retryable)
    }

    @Test("A repeated key is accepted, the last value winning, and the payload records where it repeated")
    func duplicateKeys() throws {
        let payload = try PushPayload(bytes: Array(#"{"aps":{"alert":"first","alert":"last"},"a":"b","a":"c"}"#.utf8))
        #expect(payload.root == ["aps": ["alert": "last"], "a": "c"])
        #expect(payload.aps.body == "last")
        #expect(payload.duplicateKeyPaths == ["a", "aps.alert"])
        #expect(payload.hasDuplicateKeys)
    }

    @Test("Payloads without repeated keys, parsed or built, record none")
    func noDuplicateKeys() throws {
        let parsed = try PushPayload(bytes: Array(#"{"aps":{"alert":"Hi"},"a":{"alert":1}}"#.utf8))
        #expect(parsed.duplicateKeyPaths.isEmpty)
        #expect(!parsed.hasDuplicateKeys)
        #expect(!PushPayload(["a": 1]).hasDuplicateKeys)
    }

    @Test(
        "A JSON document that is not an object is payload.not-an-object",
        arguments: [
            ("[]", "array"), (#""aps""#, "string"), ("1", "number"), ("null", "null"), ("true", "boolean"),
        ])
    func notAnObject(text: String, typeName: String) throws {
        let error = try #require(payloadError(Array(text.utf8)))
        #expect(error.code == .payloadNotAnObject)
        #expect(error.message.contains(typeName))
    }

    @Test("The parse error's offset is kept in the message")
    func messageKeepsOffset() throws {
        let error = try #require(payloadError([0x7B, 0x7D, 0xFF]))
        #expect(error.message.contains("at byte 2"))
    }

    // MARK: Size (R1)

    @Test("R1: a payload of exactly 4096 bytes is accepted")
    func exactlyMax() {
        let payload = payload(ofExactly: 4096)
        #expect(payload.byteCount == 4096)
        #expect(payload.validate().isEmpty)
    }

    @Test("R1: a payload of 4097 bytes is refused as payload.too-large")
    func oneOver() throws {
        let payload = payload(ofExactly: 4097)
        #expect(payload.byteCount == 4097)
        let problems = payload.validate()
        #expect(problems.map(\.code) == [.payloadTooLarge])
        #expect(try #require(problems.first).message.contains("4097"))
    }

    @Test("R1: multi-byte characters count as bytes, not characters", arguments: ["é", "€", "😀"])
    func multiByteCounted(unit: String) {
        let atLimit = payload(ofExactly: 4096, padUnit: unit)
        let over = payload(ofExactly: 4097, padUnit: unit)
        #expect(atLimit.byteCount == 4096)
        #expect(atLimit.validate().isEmpty)
        #expect(over.byteCount == 4097)
        #expect(codes(over) == [.payloadTooLarge])
        // The over-size payload has far fewer characters than bytes.
        #expect(over.json.canonicalText.count < 4096)
    }

    @Test("R1: vendor keys outside aps count toward the limit")
    func vendorKeysCount() {
        let small = PushPayload(["aps": ["alert": "Hi"]])
        var big = small
        big.root["vendor"] = .string(String(repeating: "v", count: 4096))
        #expect(small.validate().isEmpty)
        #expect(codes(big) == [.payloadTooLarge])
    }

    @Test("byteCount is the UTF-8 length of the canonical JSON")
    func byteCountIsCanonical() {
        let payload = PushPayload(["b": "é", "a": 1])
        #expect(payload.byteCount == Array(#"{"a":1,"b":"é"}"#.utf8).count)
    }

    // MARK: aps (R2) and key types

    @Test("A payload without aps is valid")
    func noAPS() {
        #expect(PushPayload(["vendor": "x"]).validate().isEmpty)
    }

    @Test(
        "aps that is not an object is payload.wrong-type",
        arguments: [
            JSONValue.string("alert"), .array([]), .number(1), .null, .bool(true),
        ])
    func apsNotObject(aps: JSONValue) throws {
        let problems = PushPayload(["aps": aps]).validate()
        #expect(problems.map(\.code) == [.payloadWrongType])
        #expect(try #require(problems.first).message.contains("aps is a \(aps.typeName)"))
    }

    static let wrongTypeCases: [(String, JSONValue)] = [
        ("alert", .number(5)), ("alert", .array(["x"])), ("alert", .null), ("badge", "1"), ("badge", .bool(true)),
        ("sound", .bool(true)), ("thread-id", 1), ("category", ["x": 1]), ("content-available", .bool(true)),
        ("mutable-content", "1"), ("target-content-id", 1), ("interruption-level", 1), ("relevance-score", "0.5"),
        ("filter-criteria", 1), ("stale-date", "soon"), ("content-state", "x"), ("timestamp", "now"), ("event", 1),
        ("dismissal-date", .bool(false)), ("attributes-type", 1), ("attributes", [1]),
    ]

    @Test("Documented aps keys with the wrong JSON type are payload.wrong-type", arguments: wrongTypeCases)
    func wrongTypes(key: String, value: JSONValue) throws {
        let problems = PushPayload(["aps": .object([key: value])]).validate()
        #expect(problems.map(\.code) == [.payloadWrongType])
        #expect(try #require(problems.first).message.contains("aps.\(key) is a \(value.typeName)"))
    }

    static let rightTypeCases: [(String, JSONValue)] = [
        ("alert", "Hi"), ("alert", ["title": "T", "body": "B"]), ("badge", 0), ("sound", "default"),
        ("sound", ["name": "x", "critical": 1, "volume": 0.5]), ("thread-id", "t"), ("category", "c"),
        ("content-available", 1), ("mutable-content", 1), ("content-state", [:]), ("timestamp", 1_700_000_000),
        ("event", "update"), ("attributes", ["a": 1]),
    ]

    @Test("Documented aps keys with the right JSON type pass", arguments: rightTypeCases)
    func rightTypes(key: String, value: JSONValue) {
        #expect(PushPayload(["aps": .object([key: value])]).validate().isEmpty)
    }

    @Test("Undocumented aps keys are not type-checked")
    func undocumentedKeys() {
        #expect(PushPayload(["aps": ["x-custom": [1, 2], "alert": "Hi"]]).validate().isEmpty)
    }

    // MARK: Values (R5)

    @Test("R5: every documented interruption level is accepted", arguments: InterruptionLevel.allCases)
    func validLevels(level: InterruptionLevel) {
        #expect(PushPayload(["aps": ["interruption-level": .string(level.rawValue)]]).validate().isEmpty)
    }

    @Test(
        "R5: an unknown interruption level is payload.invalid-value",
        arguments: ["urgent", "Active", "time_sensitive", ""])
    func invalidLevels(level: String) throws {
        let problems = PushPayload(["aps": ["interruption-level": .string(level)]]).validate()
        #expect(problems.map(\.code) == [.payloadInvalidValue])
        #expect(try #require(problems.first).message.contains("\"\(level)\""))
    }

    @Test("R5: relevance-score inside 0…1 is accepted", arguments: [0.0, 0.5, 1.0])
    func validScores(score: Double) {
        #expect(PushPayload(["aps": ["relevance-score": .number(score)]]).validate().isEmpty)
    }

    @Test("R5: relevance-score outside 0…1 is payload.invalid-value", arguments: [-0.01, 1.01, 2, -1, 100])
    func invalidScores(score: Double) {
        #expect(codes(PushPayload(["aps": ["relevance-score": .number(score)]])) == [.payloadInvalidValue])
    }

    @Test("Every problem is reported: size, then wrong types in key order, then bad values")
    func allProblems() {
        var payload = payload(ofExactly: 5000)
        payload.root["aps"] = [
            "sound": 1, "badge": "x", "interruption-level": "loud", "relevance-score": 3, "alert": "Hi",
        ]
        let problems = payload.validate()
        #expect(
            problems.map(\.code) == [
                .payloadTooLarge, .payloadWrongType, .payloadWrongType, .payloadInvalidValue,
                .payloadInvalidValue,
            ])
        #expect(problems[1].message.hasPrefix("aps.badge"))
        #expect(problems[2].message.hasPrefix("aps.sound"))
        #expect(problems[3].message.hasPrefix("aps.interruption-level"))
        #expect(problems[4].message.hasPrefix("aps.relevance-score"))
    }
}
