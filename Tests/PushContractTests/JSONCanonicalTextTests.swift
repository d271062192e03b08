import PushContract
import Testing

@Suite("JSON canonical text")
struct JSONCanonicalTextTests {
    @Test("Object keys are written in sorted order at every level")
    func sortedKeys() {
        let value: JSONValue = ["b": 1, "a": 2, "c": ["z": 1, "y": [["q": 1, "p": 2]]]]
        #expect(value.canonicalText == #"{"a":2,"b":1,"c":{"y":[{"p":2,"q":1}],"z":1}}"#)
    }

    @Test(
        "An object written from its members is the dictionary's text; a repeated key keeps its last value",
        arguments: [
            [("t", "1s"), ("step", "a"), ("event", ["name": "x"])],
            [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("c", nil)],
            [("é", "x"), ("e", "y"), ("z\"q", "\u{1}"), ("", [1, 2])],
            [("a", 1), ("b", ["x": 2]), ("c", "3")],
            [("a", 1), ("a", 2), ("b", 3)],
            [],
        ] as [[(String, JSONValue)]])
    func objectFromMembers(members: [(String, JSONValue)]) {
        let dictionary = JSONValue.object(Dictionary(members, uniquingKeysWith: { _, last in last }))
        #expect(JSONValue.canonicalObjectText(members.map { (key: $0.0, value: $0.1) }) == dictionary.canonicalText)
    }

    @Test("Array order is kept")
    func arrayOrder() {
        #expect(JSONValue.array([3, 1, 2]).canonicalText == "[3,1,2]")
    }

    @Test("The same members inserted in any order give the same bytes")
    func deterministicBytes() {
        let keys = (0..<200).map { "key-\($0)" }
        var forward: [String: JSONValue] = [:]
        for key in keys { forward[key] = .string(key) }
        var backward: [String: JSONValue] = [:]
        for key in keys.reversed() { backward[key] = .string(key) }
        var reserved = [String: JSONValue](minimumCapacity: 4096)
        for key in keys.shuffled() { reserved[key] = .string(key) }
        let expected = JSONValue.object(forward).canonicalBytes
        #expect(JSONValue.object(backward).canonicalBytes == expected)
        #expect(JSONValue.object(reserved).canonicalBytes == expected)
    }

    @Test("No insignificant whitespace is written")
    func noWhitespace() throws {
        let value = try JSONValue.parse("{ \"a\" : [ 1 , true , null ] ,\n \"b\" : { } }")
        #expect(value.canonicalText == #"{"a":[1,true,null],"b":{}}"#)
    }

    @Test(
        "Quotes, backslashes and control characters are escaped",
        arguments: [
            ("\"", #""\"""#), ("\\", #""\\""#), ("\n", #""\n""#), ("\r", #""\r""#), ("\t", #""\t""#),
            ("\u{08}", #""\b""#), ("\u{0C}", #""\f""#), ("\u{0}", #""\u0000""#), ("\u{01}", #""\u0001""#),
            ("\u{1F}", #""\u001f""#), ("\u{1B}", #""\u001b""#),
        ])
    func controlEscapes(raw: String, expected: String) {
        #expect(JSONValue.string(raw).canonicalText == expected)
    }

    @Test("Every control character below U+0020 is escaped")
    func allControlsEscaped() {
        for code in 0..<0x20 {
            let text = JSONValue.string(String(Character(Unicode.Scalar(UInt8(code))))).canonicalText
            #expect(!text.utf8.contains { $0 < 0x20 }, "U+\(code) written raw")
        }
    }

    @Test("Slash, DEL and non-ASCII characters are written raw")
    func rawCharacters() {
        #expect(JSONValue.string("a/b\u{7F}é😀").canonicalText == "\"a/b\u{7F}é😀\"")
    }

    @Test("Keys are escaped like strings")
    func escapedKeys() {
        #expect(JSONValue.object(["a\"b\n": 1]).canonicalText == #"{"a\"b\n":1}"#)
    }

    @Test(
        "Numbers are written in a fixed form",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-3.0, "-3"), (42.0, "42"), (0.1, "0.1"), (1.5, "1.5"),
            (-0.25, "-0.25"),
            (1e300, "1e+300"), (9_007_199_254_740_992.0, "9007199254740992"),
            (-9_007_199_254_740_992.0, "-9007199254740992"),
            (1_700_000_000.0, "1700000000"), (Double.infinity, "null"), (Double.nan, "null"),
        ])
    func numberFormat(value: Double, expected: String) {
        #expect(JSONValue.format(number: value) == expected)
    }

    @Test("Integral values beyond 2^53 are written with an exponent, not as a wrong integer")
    func hugeIntegers() throws {
        let text = JSONValue.format(number: 1e20)
        #expect(text == "1e+20")
        #expect(try JSONValue.parse(text) == .number(1e20))
    }

    @Test("canonicalBytes and canonicalByteCount are the UTF-8 of canonicalText")
    func bytesAndCount() {
        let value: JSONValue = ["k": "é€😀"]
        #expect(value.canonicalText == #"{"k":"é€😀"}"#)
        #expect(value.canonicalBytes == Array(#"{"k":"é€😀"}"#.utf8))
        #expect(value.canonicalByteCount == 6 + 2 + 3 + 4 + 2)
    }

    @Test("description is the canonical text")
    func description() {
        let value: JSONValue = ["b": [true, nil], "a": "x"]
        #expect(value.description == value.canonicalText)
        #expect("\(value)" == #"{"a":"x","b":[true,null]}"#)
    }

    static let roundTripSamples: [JSONValue] = [
        .null, true, false, 0, -0.0, 1, -1, 0.1, 1e300, -1.5e-7, .number(.leastNonzeroMagnitude),
        9_007_199_254_740_993.0, 123_456_789.125,
        "", "plain", "quote \" backslash \\ slash /",
        .string(String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })),
        "é€😀 Привет", "\u{FEFF}bom", [], [:], [1, "two", [3, [4, [:]]], nil],
        ["aps": ["alert": ["title": "T", "body": "B"], "badge": 3, "mutable-content": 1], "vendor": ["id": "m-1"]],
        ["": "empty key", "\u{0}": "nul key", "😀": ["nested": [true, false]]],
    ]

    @Test("Parsing the canonical text gives the same value back", arguments: roundTripSamples)
    func roundTrip(value: JSONValue) throws {
        let reparsed = try JSONValue.parse(value.canonicalBytes)
        #expect(reparsed == value)
        #expect(reparsed.canonicalText == value.canonicalText)
    }

    @Test("Canonical text is a fixed point: parse then write changes nothing")
    func fixedPoint() throws {
        let text = #"{"a":[1,2.5,"x\u0001"],"b":{"c":null,"d":false},"e":-0.001}"#
        #expect(try JSONValue.parse(text).canonicalText == text)
    }
}
