import PushContract
import Testing

/// A small deterministic generator (64-bit LCG) so the generated cases are the same every run.
private struct SeededGenerator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// JSON number texts of every shape: 1–25 significant digits, leading zeros in the fraction,
/// trailing zeros, exponents from -340 to 340, both signs.
private func generatedNumberTexts() -> [String] {
    var generator = SeededGenerator(state: 0x5EED)
    var texts: [String] = []
    for _ in 0..<4000 {
        var text = generator.next(2) == 0 ? "-" : ""
        let integerDigits = generator.next(12)
        if integerDigits == 0 {
            text += "0"
        } else {
            text += String(1 + generator.next(9))
            for _ in 1..<integerDigits { text += String(generator.next(10)) }
        }
        if generator.next(2) == 0 {
            text += "."
            for _ in 0...generator.next(14) { text += String(generator.next(10)) }
        }
        switch generator.next(4) {
        case 0: text += "e\(generator.next(30) - 15)"
        case 1: text += "E+\(generator.next(340))"
        case 2: text += "e-\(generator.next(340))"
        default: break
        }
        texts.append(text)
    }
    return texts
}

@Suite("JSON parser at the byte level")
struct JSONParserByteLevelTests {
    @Test("Every number parses to exactly the Double that Double(String) gives, fast path or not")
    func numbersMatchDoubleParsing() throws {
        var compared = 0
        for text in generatedNumberTexts() + [
            "0", "-0", "0.0", "-0.0e5", "1e22", "1e23", "9007199254740993", "123456789012345678901234",
            "0.000000000000000000000000000001", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
        ] {
            guard let expected = Double(text), expected.isFinite else {
                #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
                continue
            }
            let parsed = try #require(try JSONValue.parse(text).numberValue)
            #expect(parsed.bitPattern == expected.bitPattern, "\(text): \(parsed) != \(expected)")
            compared += 1
        }
        #expect(compared > 3000)
    }

    @Test(
        "Strings with and without escapes, short and long, ASCII and not, decode to the same text",
        arguments: [
            (#""plain""#, "plain"),
            (
                #""a string longer than fifteen bytes, stored on the heap""#,
                "a string longer than fifteen bytes, stored on the heap"
            ),
            (#""\"leading and trailing\"""#, "\"leading and trailing\""),
            (
                #""runs \\ between \/ escapes \n and more text after them""#,
                "runs \\ between / escapes \n and more text after them"
            ),
            ("\"Ünïcödé before \\t and 日本語 after\"", "Ünïcödé before \t and 日本語 after"),
            (#""\u00e9\u65e5\ud83d\ude00 escaped, then raw: é日😀""#, "é日😀 escaped, then raw: é日😀"),
            (#""\\\\\\""#, "\\\\\\"),
        ])
    func strings(text: String, expected: String) throws {
        #expect(try JSONValue.parse(text) == .string(expected))
        #expect(try JSONValue.parse(Array(text.utf8)) == .string(expected))
    }

    @Test("Parsing a String and parsing its UTF-8 bytes give the same value and the same error")
    func stringAndBytesAgree() throws {
        let text = #"{"aps":{"alert":{"title":"Zürich \u2708","body":"x"},"badge":3},"n":[1.5,-2,1e3]}"#
        #expect(try JSONValue.parse(text) == JSONValue.parse(Array(text.utf8)))
        let broken = #"{"a":[1,2,}"#
        #expect(throws: JSONParseError(reason: .syntax, offset: 10, message: "unexpected character, expected a value"))
        {
            try JSONValue.parse(broken)
        }
    }

    @Test(
        "Only space, tab, line feed and carriage return are whitespace",
        arguments: [
            "\u{0B}1", "\u{0C}1", "1\u{00A0}", "\u{2028}1", "[1,\u{1F}2]",
        ])
    func otherBytesAreNotWhitespace(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
    }

    @Test("Literals must be complete and exact", arguments: ["t", "tru", "truE", "nulL", "fals", "f", "nu"])
    func brokenLiterals(text: String) {
        #expect(
            throws: JSONParseError(
                reason: .syntax, offset: 0,
                message:
                    "invalid literal, expected \(text.hasPrefix("t") ? "true" : text.hasPrefix("n") ? "null" : "false")"
            )
        ) {
            try JSONValue.parse(text)
        }
    }

    @Test("Unexpected ends inside containers name the container")
    func unexpectedEnds() {
        #expect(throws: JSONParseError(reason: .syntax, offset: 7, message: "unexpected end of text inside an object"))
        {
            try JSONValue.parse(#"{"a":1 "#)
        }
        #expect(throws: JSONParseError(reason: .syntax, offset: 3, message: "unexpected end of text inside an array")) {
            try JSONValue.parse("[[]")
        }
        #expect(throws: JSONParseError(reason: .syntax, offset: 5, message: "unexpected end of text, expected a value"))
        {
            try JSONValue.parse(#"{"a":"#)
        }
        #expect(throws: JSONParseError(reason: .syntax, offset: 4, message: "expected ':' after a key")) {
            try JSONValue.parse(#"{"a""#)
        }
    }

    @Test(
        "canonicalByteCount is the size of canonicalBytes, escapes, numbers and non-ASCII included",
        arguments: JSONCanonicalTextTests.roundTripSamples + [
            ["k": .string(String((0..<0x30).map { Character(Unicode.Scalar(UInt8($0))) }))],
            [-9_007_199_254_740_992.0, 9_007_199_254_740_993.0, 0.30000000000000004, -1e-7, 1e21, -0.0, 10, 99, 100],
            ["\u{7F}\"\\": [["é": "日本語 😀"]], "a\u{1}b": nil],
        ])
    func byteCount(value: JSONValue) {
        #expect(value.canonicalByteCount == value.canonicalBytes.count)
        #expect(value.canonicalByteCount == value.canonicalText.utf8.count)
    }

    @Test("Integers are written digit by digit exactly as String(Int64) writes them")
    func integerDigits() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<2000 {
            var magnitude: Int64 = 0
            for _ in 0..<(1 + generator.next(15)) { magnitude = magnitude * 10 + Int64(generator.next(10)) }
            let value = generator.next(2) == 0 ? -magnitude : magnitude
            #expect(JSONValue.number(Double(value)).canonicalText == String(value))
        }
    }
}
