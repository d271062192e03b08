import PushContract
import Testing

/// The error `JSONValue.parse` throws for `bytes`, or nil when they parse.
private func parseError(_ bytes: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) -> JSONParseError? {
    do {
        _ = try JSONValue.parse(bytes, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

private func parseError(_ text: String, maxDepth: Int = JSONValue.defaultMaxDepth) -> JSONParseError? {
    parseError(Array(text.utf8), maxDepth: maxDepth)
}

private func nested(_ levels: Int) -> String {
    String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
}

@Suite("JSON parser")
struct JSONParserTests {
    // MARK: Types

    @Test("Every JSON type parses to its JSONValue case")
    func allTypes() throws {
        let value = try JSONValue.parse(
            #"{"n":null,"t":true,"f":false,"i":42,"d":-1.5,"s":"hi","a":[1,"x",[]],"o":{"k":{}}}"#)
        #expect(
            value
                == .object([
                    "n": .null, "t": .bool(true), "f": .bool(false), "i": .number(42), "d": .number(-1.5),
                    "s": .string("hi"),
                    "a": .array([.number(1), .string("x"), .array([])]), "o": .object(["k": .object([:])]),
                ]))
    }

    @Test(
        "Scalars are valid documents on their own",
        arguments: [
            ("null", JSONValue.null), ("true", .bool(true)), ("false", .bool(false)), ("7", .number(7)),
            (#""""#, .string("")),
        ])
    func scalarDocuments(text: String, expected: JSONValue) throws {
        #expect(try JSONValue.parse(text) == expected)
    }

    @Test("Insignificant whitespace around tokens is skipped")
    func whitespace() throws {
        let value = try JSONValue.parse(" \t\r\n{ \"a\" :\n[ 1 ,\t2 ] }\n ")
        #expect(value == ["a": [1, 2]])
    }

    // MARK: Strings and escapes

    @Test("The simple escapes decode to their characters")
    func simpleEscapes() throws {
        let value = try JSONValue.parse(#""\" \\ \/ \b \f \n \r \t""#)
        #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t"))
    }

    @Test(
        "\\u escapes decode in either hex case, NUL included",
        arguments: [
            (#""\u00e9""#, "é"), (#""\u00E9""#, "é"), (#""\u0041\u0042""#, "AB"), (#""\u0000""#, "\u{0}"),
            (#""\u20AC""#, "€"),
        ])
    func unicodeEscapes(text: String, expected: String) throws {
        #expect(try JSONValue.parse(text) == .string(expected))
    }

    @Test("A \\u surrogate pair decodes to one scalar outside the BMP")
    func surrogatePair() throws {
        let value = try JSONValue.parse(#""a\uD83D\uDE00b""#)
        #expect(value == .string("a😀b"))
        #expect(value.stringValue?.unicodeScalars.count == 3)
    }

    @Test(
        "Unpaired or malformed surrogates are syntax errors",
        arguments: [
            #""\uD83D""#, #""\uD83Dx""#, #""\uDE00""#, #""\uD83D\u0041""#, #""\uD83D\n""#,
        ])
    func unpairedSurrogates(text: String) {
        #expect(parseError(text)?.reason == .syntax)
    }

    @Test("Raw UTF-8 in strings is kept as is")
    func rawUTF8() throws {
        #expect(try JSONValue.parse("\"Привет, 世界 😀\"") == .string("Привет, 世界 😀"))
    }

    @Test("Malformed escapes are syntax errors", arguments: [#""\x""#, #""\u12""#, #""\u12G4""#, #""\"#])
    func badEscapes(text: String) {
        #expect(parseError(text)?.reason == .syntax)
    }

    // MARK: Invalid UTF-8

    @Test(
        "Invalid UTF-8 is reported as invalid-utf8 at the first bad byte",
        arguments: [
            ([0xFF] as [UInt8], 0),
            ([0x22, 0x61, 0xFF, 0x22], 2),
            ([0x22, 0xC3, 0xA9, 0xFF, 0x22], 3),  // after a valid two-byte é
            ([0x22, 0xC3, 0x22], 1),  // truncated sequence
            ([0x7B, 0x7D, 0x20, 0xC0, 0x80], 3),  // overlong NUL after `{} `
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // an encoded surrogate
            ([0x22, 0xF0, 0x9F, 0x98, 0x80, 0x80, 0x22], 5),  // stray continuation byte after 😀
        ])
    func invalidUTF8(bytes: [UInt8], offset: Int) throws {
        let error = try #require(parseError(bytes))
        #expect(error.reason == .invalidUTF8)
        #expect(error.offset == offset)
        #expect(error.description.hasSuffix("(at byte \(offset))"))
    }

    @Test("Invalid UTF-8 is found even where the JSON is also broken")
    func invalidUTF8BeforeSyntax() throws {
        let error = try #require(parseError([0x7B, 0x7B, 0xFE]))
        #expect(error.reason == .invalidUTF8)
        #expect(error.offset == 2)
    }

    // MARK: Syntax errors

    @Test(
        "Syntax errors carry the byte offset where parsing stopped",
        arguments: [
            ("", 0), ("   ", 3), ("tru", 0), ("nul", 0), (#"{"a":1,}"#, 7), ("[1,]", 3), (#"{"a" 1}"#, 5),
            (#"{"a":1"#, 6), ("[1", 2), (#""abc"#, 4), ("1 2", 2), ("01", 1), ("-", 1), ("1.", 2), ("1e", 2),
            ("+1", 0), (".5", 0), ("{1:2}", 1), ("[1 2]", 3), ("\"a\nb\"", 2), ("1e400", 0), ("-1e400", 0),
        ])
    func syntaxOffsets(text: String, offset: Int) throws {
        let error = try #require(parseError(text))
        #expect(error.reason == .syntax)
        #expect(error.offset == offset)
    }

    @Test("Reason strings are the stable kebab-case names")
    func reasonRawValues() {
        #expect(JSONParseError.Reason.invalidUTF8.rawValue == "invalid-utf8")
        #expect(JSONParseError.Reason.syntax.rawValue == "syntax")
        #expect(JSONParseError.Reason.tooDeep.rawValue == "too-deep")
        #expect(JSONParseError.Reason.duplicateKey.rawValue == "duplicate-key")
    }

    // MARK: Duplicate keys

    @Test(
        "JSONTestSuite's duplicate-key documents parse, the last value winning, as JSONSerialization does",
        arguments: [
            (#"{"a":"b","a":"c"}"#, JSONValue.object(["a": "c"])), (#"{"a":"b","a":"b"}"#, .object(["a": "b"])),
        ])
    func duplicateKeysAccepted(text: String, expected: JSONValue) throws {
        #expect(try JSONValue.parse(text) == expected)
        let document = try JSONDocument.parse(text)
        #expect(document.value == expected)
        #expect(document.duplicateKeyPaths == ["a"])
        #expect(document.hasDuplicateKeys)
    }

    @Test(
        "Duplicate keys are reported by JSON path, sorted and each once",
        arguments: [
            (#"{"a":1,"a":2}"#, ["a"]),
            (#"{"x":{"k":1,"k":1}}"#, ["x.k"]),
            (#"{"a":1, "b":2, "a":1, "a":3, "b":0}"#, ["a", "b"]),
            (#"{"list":[{"k":1},{"k":1,"k":2}]}"#, ["list[1].k"]),
            (#"[[{"q":1}],[0,{"q":1,"q":1}]]"#, ["[1][1].q"]),
            (#"{"a":{"b":1,"b":2},"a":3}"#, ["a", "a.b"]),
            (#"{"aps":{"alert":{"title":"A","title":"B"}},"z":{"t":1,"t":2}}"#, ["aps.alert.title", "z.t"]),
        ])
    func duplicateKeyPaths(text: String, paths: [String]) throws {
        #expect(try JSONDocument.parse(text).duplicateKeyPaths == paths)
    }

    @Test("A text without repeated keys reports none")
    func noDuplicates() throws {
        let document = try JSONDocument.parse(#"{"a":{"a":1},"b":[{"a":1},{"a":2}]}"#)
        #expect(document.duplicateKeyPaths.isEmpty)
        #expect(!document.hasDuplicateKeys)
    }

    @Test(
        "With the refuse policy a repeated key is refused at the offset of its second occurrence",
        arguments: [
            (#"{"a":1,"a":2}"#, 7), (#"{"x":{"k":1,"k":1}}"#, 12), (#"{"a":1, "b":2, "a":1}"#, 15),
            (#"{"a":1,"a":2,"n":{"b":1,"b":2}}"#, 7),
        ])
    func duplicateKeysRefused(text: String, offset: Int) throws {
        do {
            _ = try JSONDocument.parse(text, duplicateKeys: .refuse)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.reason == .duplicateKey)
            #expect(error.offset == offset)
        }
    }

    @Test("With the refuse policy a syntax error is reported before a repeated key")
    func refuseReportsSyntaxFirst() {
        #expect(throws: JSONParseError(reason: .syntax, offset: 13, message: "expected a string key")) {
            try JSONDocument.parse(#"{"a":1,"a":2,}"#, duplicateKeys: .refuse)
        }
    }

    @Test("The same key in different objects is not a duplicate")
    func sameKeyInSiblings() throws {
        #expect(try JSONValue.parse(#"[{"a":1},{"a":2}]"#) == [["a": 1], ["a": 2]])
        #expect(throws: Never.self) { try JSONDocument.parse(#"[{"a":1},{"a":2}]"#, duplicateKeys: .refuse) }
    }

    @Test("Keys that differ only by escaping are duplicates")
    func escapedDuplicate() throws {
        let document = try JSONDocument.parse(#"{"a":1,"\u0061":2}"#)
        #expect(document.value == ["a": 2])
        #expect(document.duplicateKeyPaths == ["a"])
        #expect(throws: JSONParseError.self) { try JSONDocument.parse(#"{"a":1,"\u0061":2}"#, duplicateKeys: .refuse) }
    }

    // MARK: Nesting

    @Test("Exactly 64 levels of arrays are accepted")
    func sixtyFourArrays() throws {
        var value = try JSONValue.parse(nested(64))
        var depth = 0
        while let inner = value.arrayValue {
            depth += 1
            value = inner.first ?? .null
        }
        #expect(depth == 64)
    }

    @Test("Exactly 64 levels of objects are accepted")
    func sixtyFourObjects() throws {
        let text = String(repeating: #"{"k":"#, count: 63) + "{}" + String(repeating: "}", count: 63)
        #expect(throws: Never.self) { try JSONValue.parse(text) }
    }

    @Test("65 levels are refused as too-deep at the 65th opening bracket")
    func sixtyFiveLevels() throws {
        let error = try #require(parseError(nested(65)))
        #expect(error.reason == .tooDeep)
        #expect(error.offset == 64)
    }

    @Test("65 levels mixing objects and arrays are refused")
    func sixtyFiveMixed() throws {
        let text = String(repeating: #"{"k":["#, count: 33) + String(repeating: "]}", count: 33)
        #expect(parseError(text)?.reason == .tooDeep)
    }

    @Test("100 000 levels are refused without exhausting the stack")
    func hundredThousandLevels() throws {
        let error = try #require(parseError(String(repeating: "[", count: 100_000)))
        #expect(error.reason == .tooDeep)
        let objects = try #require(parseError(String(repeating: #"{"a":"#, count: 100_000)))
        #expect(objects.reason == .tooDeep)
    }

    @Test(
        "The depth limit can be chosen",
        arguments: [(0, "1", true), (0, "[]", false), (1, "[]", true), (1, "[[]]", false)])
    func customDepth(maxDepth: Int, text: String, accepted: Bool) {
        let error = parseError(text, maxDepth: maxDepth)
        #expect((error == nil) == accepted)
        if !accepted { #expect(error?.reason == .tooDeep) }
    }

    // MARK: Numbers

    @Test(
        "Numbers parse to the nearest Double",
        arguments: [
            ("0", 0.0), ("12", 12), ("-7", -7), ("0.1", 0.1), ("1e300", 1e300), ("1E+2", 100), ("2e-1", 0.2),
            ("-1.5e-3", -0.0015), ("9007199254740992", 9_007_199_254_740_992), ("123456.789", 123_456.789),
        ])
    func numbers(text: String, expected: Double) throws {
        #expect(try JSONValue.parse(text) == .number(expected))
    }

    @Test("-0 parses to negative zero")
    func negativeZero() throws {
        let value = try #require(try JSONValue.parse("-0").numberValue)
        #expect(value == 0)
        #expect(value.sign == .minus)
    }
}
