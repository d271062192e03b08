import Foundation
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-001 finds a device token in every spelling apps and SDKs have shipped, in any request
/// field, for the current token or an earlier one (red team 5's `rt5TokenSentAsDescription`,
/// issue 30).
@Suite("TOK-001: a token in another spelling")
struct TokenSpellingTests {
    private typealias W = HandWritten

    private static let first = "965b251c6cb1926de3cb366fdfb16ddde6b9086a8a3cac9e5f857679376eab7c"
    private static let second = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

    private static func issued(_ hex: String) -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "launch", kind: .system,
            body: ["name": "remote-registration.token", "token": .string(hex)])
    }

    private static func sent(_ text: String, in field: String = "body") -> TranscriptRecord {
        var body: [String: JSONValue] = ["seq": 1, "method": "POST", "url": "https://x.test/devices"]
        switch field {
        case "header": body["headers"] = ["X-Device": .string(text)]
        case "query": body["url"] = .string("https://x.test/devices?token=" + text)
        default: body["body"] = ["token": .string(text)]
        }
        return TranscriptRecord(time: .zero, step: "send", kind: .http, body: .object(body))
    }

    private static func forms(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.tokenSentAsLowercaseHex.check(try W.read(records)).map(\.message)
    }

    @Test(
        "Data's description since iOS 13, spaced or compact, in a body, a header or a query",
        arguments: [
            ("{length = 32, bytes = 0x965b251c 6cb1926d e3cb366f dfb16ddd ... 5f857679 376eab7c }", "body"),
            ("{length = 32, bytes = 0x965b251c ... 376eab7c }", "header"),
            ("{length=32,bytes=0x965b251c6cb1926de3cb366fdfb16ddd...5f857679376eab7c}", "query"),
        ])
    func elidedDescription(text: String, field: String) throws {
        #expect(
            try Self.forms([Self.issued(Self.first), Self.sent(text, in: field)]) == [
                "request 1 sends the device token 965b251c6cb1926d… as Data's description with its middle elided (iOS 13 and later), not as the lower-case hex of all its bytes"
            ])
    }

    @Test("An earlier token, in base64 without padding or in the URL-safe alphabet, is misspelt too")
    func base64Forms() throws {
        let bytes = try DeviceToken(hex: Self.first).bytes
        let padded = Data(bytes).base64EncodedString()
        let unpadded = String(padded.prefix { $0 != "=" })
        let urlSafe = String(unpadded.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 })
        for text in [unpadded, urlSafe] {
            let found = try Self.forms([Self.issued(Self.first), Self.issued(Self.second), Self.sent(text)])
            #expect(found.count == 1 && found[0].contains("as base64"), "\(text): \(found)")
        }
    }

    @Test("The right spelling, and an elided text that is not the token, are not reported")
    func notMisspelt() throws {
        #expect(try Self.forms([Self.issued(Self.first), Self.sent(Self.first)]).isEmpty)
        #expect(try Self.forms([Self.issued(Self.first), Self.sent("build 965b251c ... 0000ffff")]).isEmpty)
    }

    @Test(
        "The bytes without their leading zeros: %x per byte, %X, the hex as one number, separators, decimal",
        arguments: [
            (
                "0112233445566778899aabbccddeeff0112233445566778899aabbccddeeff",
                "hex with the leading zero of each byte below 0x10 dropped"
            ),
            (
                "0112233445566778899AABBCCDDEEFF0112233445566778899AABBCCDDEEFF",
                "hex with the leading zero of each byte below 0x10 dropped"
            ),
            (
                "112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
                "hex with its leading zeros dropped"
            ),
            (
                "0:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:0:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff",
                "hex bytes between separators, each byte below 0x10 without its leading zero"
            ),
            (
                "[0, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 255, 0, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 255]",
                "a list of its bytes in decimal"
            ),
        ])
    func zerosDropped(text: String, form: String) throws {
        for field in ["body", "header", "query"] {
            #expect(
                try Self.forms([Self.issued(Self.first), Self.issued(Self.second), Self.sent(text, in: field)]) == [
                    "request 1 sends the device token 0011223344556677… as \(form), not as the lower-case hex of all its bytes"
                ], "\(field)")
        }
    }

    @Test("A zero-dropping spelling is found beside the right one; the right one alone is not reported")
    func zerosDroppedBesideRightSpelling() throws {
        let dropped = "0112233445566778899aabbccddeeff0112233445566778899aabbccddeeff"
        #expect(try Self.forms([Self.issued(Self.second), Self.sent(Self.second)]).isEmpty)
        #expect(try Self.forms([Self.issued(Self.second), Self.sent("\(Self.second)/\(dropped)")]).count == 1)
    }
}
