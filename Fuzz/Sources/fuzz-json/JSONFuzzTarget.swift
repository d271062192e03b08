import FuzzSupport
import PushContract

// The JSON parser and `PushPayload(bytes:)`. Besides "no trap, no hang", each input checks:
// - the two duplicate-key policies agree: `.refuse` fails exactly where `.lastWins` fails or
//   found a repeated key, and otherwise gives the same value;
// - the `[UInt8]` and `String` entry points agree on valid UTF-8;
// - the largest nesting limit (256) reads everything the default (64) reads, the same way;
// - a parsed value's canonical text parses back to the same value, and `canonicalByteCount`
//   (counted without writing) equals the written byte count;
// - `PushPayload(bytes:)` succeeds exactly when the text is a JSON object, and its checks
//   (`validate`, `byteCount`, the `aps` accessors) run on whatever it accepted.

@main
enum JSONFuzzTarget {
    static func main() {
        FuzzDriver.run(
            seeds: { SeedCorpus.payloads(vendors: []) + SeedCorpus.scenarioFiles() + nestingSeeds() },
            testOneInput: { data, size in testOneInput(data, size) })
    }
}

/// Texts around the nesting limits: 64 and 65 levels (the default), 256 and 257 (the bound),
/// arrays and objects mixed.
func nestingSeeds() -> [(label: String, bytes: [UInt8])] {
    [64, 65, 200, 256, 257].flatMap { depth -> [(label: String, bytes: [UInt8])] in
        let arrays = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let objects = String(repeating: "{\"a\":", count: depth) + "null" + String(repeating: "}", count: depth)
        let mixed =
            String(repeating: "[{\"k\":", count: depth / 2) + "\"v\"" + String(repeating: "}]", count: depth / 2)
        return [
            ("arrays-\(depth)", Array(arrays.utf8)), ("objects-\(depth)", Array(objects.utf8)),
            ("mixed-\(depth / 2 * 2)", Array(mixed.utf8)),
        ]
    }
}

/// libFuzzer's entry point: runs one input (`size` bytes at `data`) through this target's
/// checks; returns 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    checkParser(bytes)
    checkPayload(bytes)
    return 0
}

private func checkParser(_ bytes: [UInt8]) {
    let lenient = Result { () throws(JSONParseError) in try JSONDocument.parse(bytes) }
    let strict = Result { () throws(JSONParseError) in try JSONDocument.parse(bytes, duplicateKeys: .refuse) }
    switch (lenient, strict) {
    case (.success(let document), .success(let refused)):
        FuzzFailure.check(
            !document.hasDuplicateKeys, "refuse accepted repeated keys \(document.duplicateKeyPaths)", input: bytes)
        FuzzFailure.check(document.value == refused.value, "the two policies read different values", input: bytes)
    case (.success(let document), .failure(let error)):
        FuzzFailure.check(
            document.hasDuplicateKeys && error.reason == .duplicateKey,
            "refuse failed (\(error)) on a text lastWins read without repeated keys", input: bytes)
    case (.failure(let error), .success):
        FuzzFailure.fail("lastWins failed (\(error)) where refuse succeeded", input: bytes)
    case (.failure(let first), .failure(let second)):
        FuzzFailure.check(
            first == second, "the two policies report different errors: \(first) / \(second)", input: bytes)
    }
    if let text = String(validating: bytes, as: UTF8.self) {
        let fromString = Result { () throws(JSONParseError) in try JSONDocument.parse(text) }
        switch (lenient, fromString) {
        case (.success(let a), .success(let b)):
            FuzzFailure.check(a == b, "bytes and String parse differently", input: bytes)
        case (.failure(let a), .failure(let b)):
            FuzzFailure.check(a == b, "bytes and String fail differently: \(a) / \(b)", input: bytes)
        default:
            FuzzFailure.fail("bytes and String disagree on validity", input: bytes)
        }
    } else if case .success = lenient {
        FuzzFailure.fail("the parser accepted invalid UTF-8", input: bytes)
    }
    // At the largest nesting limit the parser takes (256), the same text reads the same, and a
    // text refused only for depth may now be read: its value is the one checked below, so
    // equality, hashing and canonical writing also run at the bound.
    let deep = Result { () throws(JSONParseError) in try JSONDocument.parse(bytes, maxDepth: JSONValue.maxDepthBound) }
    switch (lenient, deep) {
    case (.success(let a), .success(let b)):
        FuzzFailure.check(a == b, "maxDepth 64 and 256 read different documents", input: bytes)
    case (.failure(let error), .success):
        FuzzFailure.check(
            error.reason == .tooDeep, "maxDepth 256 read a text maxDepth 64 refuses for \(error)", input: bytes)
    case (.success, .failure(let error)):
        FuzzFailure.fail("maxDepth 256 refused (\(error)) a text maxDepth 64 reads", input: bytes)
    case (.failure(let a), .failure(let b)):
        FuzzFailure.check(
            a == b || a.reason == .tooDeep, "maxDepth 64 and 256 fail differently: \(a) / \(b)", input: bytes)
    }
    guard case .success(let document) = deep else { return }
    FuzzCounters.count("valid JSON")
    if document.value.nestingDepth > JSONValue.defaultMaxDepth { FuzzCounters.count("deeper than 64") }
    _ = document.value.hashValue
    let written = document.value.canonicalBytes
    FuzzFailure.check(
        document.value.canonicalByteCount == written.count,
        "canonicalByteCount \(document.value.canonicalByteCount) ≠ \(written.count) bytes written", input: bytes)
    do {
        let again = try JSONValue.parse(written, maxDepth: JSONValue.maxDepthBound)
        FuzzFailure.check(again.hashValue == document.value.hashValue, "equal values hash differently", input: bytes)
        FuzzFailure.check(again == document.value, "the canonical text reads back as another value", input: bytes)
    } catch {
        FuzzFailure.fail("the canonical text does not parse: \(error)", input: bytes)
    }
}

private func checkPayload(_ bytes: [UInt8]) {
    let parsed = try? JSONValue.parse(bytes)
    let payload: PushPayload
    do {
        payload = try PushPayload(bytes: bytes)
    } catch {
        FuzzFailure.check(parsed?.objectValue == nil, "PushPayload refused a JSON object: \(error)", input: bytes)
        return
    }
    FuzzCounters.count("payloads")
    FuzzFailure.check(
        parsed?.objectValue == payload.root, "PushPayload read another object than the parser", input: bytes)
    _ = payload.validate()
    _ = payload.validate(measuredByteCount: bytes.count)
    let aps = payload.aps
    _ = (
        aps.title, aps.subtitle, aps.body, aps.badge, aps.sound, aps.category, aps.contentAvailable, aps.mutableContent,
        aps.interruptionLevel, aps.relevanceScore, aps.liveActivityEvent, aps.timestamp, aps.displaysAlert
    )
    FuzzFailure.check(
        payload.byteCount == payload.json.canonicalBytes.count, "byteCount differs from the written size", input: bytes)
}

extension JSONValue {
    /// How deeply arrays and objects nest (0 for a scalar), without recursion.
    var nestingDepth: Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let elements):
                deepest = max(deepest, depth + 1)
                pending += elements.map { ($0, depth + 1) }
            case .object(let members):
                deepest = max(deepest, depth + 1)
                pending += members.values.map { ($0, depth + 1) }
            default: break
            }
        }
        return deepest
    }
}
