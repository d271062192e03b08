import Foundation
import PushContract
import Testing

/// What the small-stack thread found.
private struct DeepResults: Sendable {
    var parsed: [Bool] = []
    var roundTrips: [Bool] = []
    var counts: [Bool] = []
    var equalities: [Bool] = []
    var oneLevelTooDeep: [JSONParseError.Reason?] = []
}

/// Runs `body` on a new thread whose stack is `stackSize` bytes (Foundation's `Thread` passes
/// it to `pthread_attr_setstacksize`), and waits for its result.
private func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) async -> T? {
    await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = stackSize
        thread.start()
    }
}

/// Texts nested exactly `levels` deep: arrays, objects, and both alternating with content.
private func deepTexts(_ levels: Int) -> [String] {
    let arrays = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    let objects =
        String(repeating: #"{"k":"#, count: levels - 1) + #"{"leaf":"é"}"# + String(repeating: "}", count: levels - 1)
    var mixed = ""
    for level in 0..<levels { mixed += level.isMultiple(of: 2) ? #"{"a":1,"b":"# : "[true," }
    mixed += "null"
    for level in (0..<levels).reversed() { mixed += level.isMultiple(of: 2) ? "}" : "]" }
    return [arrays, objects, mixed]
}

@Suite("JSON depth bound")
struct JSONDepthBoundTests {
    @Test(
        "maxDepth is clamped to maxDepthBound: one level more is refused however large the limit asked for",
        arguments: [
            JSONValue.maxDepthBound + 1, 100_000, Int.max,
        ])
    func clamped(requested: Int) throws {
        let bound = JSONValue.maxDepthBound
        let text = String(repeating: "[", count: bound + 1) + String(repeating: "]", count: bound + 1)
        #expect(throws: JSONParseError(reason: .tooDeep, offset: bound, message: "nesting deeper than \(bound) levels"))
        {
            try JSONValue.parse(text, maxDepth: requested)
        }
        #expect(throws: Never.self) { try JSONValue.parse(String(text.dropFirst().dropLast()), maxDepth: requested) }
    }

    @Test("A negative maxDepth accepts scalars only")
    func negativeDepth() {
        #expect(throws: Never.self) { try JSONValue.parse("1", maxDepth: -5) }
        #expect(throws: JSONParseError(reason: .tooDeep, offset: 0, message: "nesting deeper than 0 levels")) {
            try JSONValue.parse("[]", maxDepth: Int.min)
        }
    }

    @Test("At the bound, on a 512 KiB secondary thread: parse, write, count, compare, hash and free")
    func boundOnSmallStack() async throws {
        let stack = 512 * 1024
        let results = await onThread(stackSize: stack) { () -> DeepResults in
            var results = DeepResults()
            let bound = JSONValue.maxDepthBound
            for text in deepTexts(bound) {
                guard let value = try? JSONValue.parse(text, maxDepth: .max),
                    let again = try? JSONValue.parse(text, maxDepth: bound)
                else {
                    results.parsed.append(false)
                    continue
                }
                results.parsed.append(true)
                let canonical = value.canonicalText
                results.roundTrips.append(
                    (try? JSONValue.parse(canonical, maxDepth: bound))?.canonicalText == canonical)
                results.counts.append(value.canonicalByteCount == canonical.utf8.count)
                results.equalities.append(value == again && value.hashValue == again.hashValue)
                do {
                    _ = try JSONValue.parse("[" + text + "]", maxDepth: .max)
                    results.oneLevelTooDeep.append(nil)
                } catch let error as JSONParseError {
                    results.oneLevelTooDeep.append(error.reason)
                } catch {
                    results.oneLevelTooDeep.append(nil)
                }
            }
            return results
        }
        let found = try #require(results, "no thread with a \(stack)-byte stack")
        #expect(found.parsed == [true, true, true])
        #expect(found.roundTrips == [true, true, true])
        #expect(found.counts == [true, true, true])
        #expect(found.equalities == [true, true, true])
        #expect(found.oneLevelTooDeep == [JSONParseError.Reason.tooDeep, .tooDeep, .tooDeep])
    }

    @Test("A payload nested to the bound is refused as payload.too-deep at the default 64 levels")
    func payloadDefaultDepth() {
        let text = deepTexts(65)[1]
        #expect(throws: PushError.self) { try PushPayload(bytes: Array(text.utf8)) }
        #expect(throws: Never.self) { try PushPayload(bytes: Array(deepTexts(64)[1].utf8)) }
    }
}
