import PushContract
import Testing

@Suite("JSON value accessors and literals")
struct JSONValueTests {
    @Test("Each accessor answers only for its own case")
    func accessors() {
        let values: [JSONValue] = [.null, .bool(true), .number(2), .string("s"), .array([1]), .object(["k": 1])]
        #expect(values.map { $0.isNull } == [true, false, false, false, false, false])
        #expect(values.map { $0.boolValue != nil } == [false, true, false, false, false, false])
        #expect(values.map { $0.numberValue != nil } == [false, false, true, false, false, false])
        #expect(values.map { $0.stringValue != nil } == [false, false, false, true, false, false])
        #expect(values.map { $0.arrayValue != nil } == [false, false, false, false, true, false])
        #expect(values.map { $0.objectValue != nil } == [false, false, false, false, false, true])
        #expect(values.map(\.isScalar) == [false, true, true, true, false, false])
        #expect(values.map(\.typeName) == ["null", "boolean", "number", "string", "array", "object"])
    }

    @Test(
        "integerValue is exact integers within ±2^53 only",
        arguments: [
            (JSONValue.number(3), 3 as Int?), (.number(-3), -3), (.number(0), 0), (.number(1.5), nil),
            (.number(9_007_199_254_740_992), 9_007_199_254_740_992),
            (.number(-9_007_199_254_740_992), -9_007_199_254_740_992),
            (.number(1e300), nil), (.string("3"), nil), (.bool(true), nil),
        ])
    func integerValue(value: JSONValue, expected: Int?) {
        #expect(value.integerValue == expected)
    }

    @Test("The key subscript reads object members and is nil elsewhere")
    func keySubscript() {
        let object: JSONValue = ["a": ["b": 1]]
        #expect(object["a"]?["b"] == 1)
        #expect(object["missing"] == nil)
        #expect(JSONValue.array([1])["a"] == nil)
    }

    @Test("Literals build the matching cases")
    func literals() {
        let value: JSONValue = ["s": "x", "i": 1, "d": 1.5, "b": true, "a": [nil], "o": [:]]
        #expect(
            value
                == .object([
                    "s": .string("x"), "i": .number(1), "d": .number(1.5), "b": .bool(true),
                    "a": .array([.null]), "o": .object([:]),
                ]))
    }

    @Test("A dictionary literal with a repeated key keeps the last value")
    func repeatedLiteralKey() {
        let value: JSONValue = ["k": 1, "k": 2]
        #expect(value == ["k": 2])
    }
}
