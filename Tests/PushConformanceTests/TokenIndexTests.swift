import Foundation
import Testing

@testable import PushConformance

/// The token indexes TOK-001 and TOK-005 use pick out the tokens a request may hold, whatever
/// else the device was given, so the invariants look closely only at those.
@Suite("Token indexes")
struct TokenIndexTests {
    /// 1,000 32-byte tokens as lower-case hex, no two starting alike.
    static let tokens = (0..<1_000).map {
        String(repeating: String(format: "%08x", UInt32(truncatingIfNeeded: ($0 + 1) &* 2_654_435_761)), count: 8)
    }

    @Test("A token is a candidate in every spelling TOK-001 reports, and only the tokens in the text are")
    func spellingCandidates() {
        var index = TokenSpellingIndex()
        for token in Self.tokens { index.add(hex: token, base64: "b64-" + token) }
        let token = Self.tokens[700]
        let spellings = [
            token, token.uppercased(), String(token.prefix(40)),
            stride(from: 0, to: token.count, by: 8).map { start in
                let from = token.index(token.startIndex, offsetBy: start)
                return String(token[from..<token.index(from, offsetBy: 8)])
            }.joined(separator: "-"),
            "b64-" + token,
        ]
        for spelling in spellings {
            let candidates = index.candidates(in: #"{"deviceToken": "\#(spelling)"}"#).map(\.hex)
            #expect(candidates.contains(token), "\(spelling)")
            #expect(candidates.count < 5, "\(spelling): \(candidates.count) candidates")
        }
        #expect(index.candidates(in: "no token here").isEmpty)
    }

    @Test("A token is a candidate with its bytes' zeros dropped, joined, separated or in decimal")
    func zeroDroppedCandidates() {
        var index = TokenSpellingIndex()
        for token in Self.tokens { index.add(hex: token, base64: "b64-" + token) }
        let token = "0a0b0c0d" + String(repeating: "01", count: 28)
        index.add(hex: token, base64: "")
        let bytes = stride(from: 0, to: token.count, by: 2).map {
            UInt8(token.dropFirst($0).prefix(2), radix: 16) ?? 0
        }
        for spelling in [
            bytes.map { String($0, radix: 16) }.joined(), String(token.drop { $0 == "0" }),
            bytes.map { String($0, radix: 16) }.joined(separator: ":"),
            bytes.map { String($0) }.joined(separator: ", "),
        ] {
            #expect(index.candidates(in: #"{"deviceToken": "\#(spelling)"}"#).map(\.hex) == [token], "\(spelling)")
        }
    }

    @Test("The tokens a request carries are found among a thousand, short ones included")
    func mentions() {
        var index = TokenMentionIndex()
        for token in Self.tokens { index.add(token) }
        index.add("fcm:1")
        let texts = ["https://x.test/devices/\(Self.tokens[3])", #"{"old": "\#(Self.tokens[999])", "fcm": "fcm:1"}"#]
        #expect(index.carried(in: texts) == [Self.tokens[3], Self.tokens[999], "fcm:1"])
        #expect(index.carried(in: [String(Self.tokens[5].prefix(63))]).isEmpty)
    }
}
