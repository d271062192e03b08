import BaselineJSON
import BenchmarkSupport
import Foundation
import PushContract

// parser-check: the new parser against the old one (BaselineJSON) and against JSONTestSuite.
//
//   swift run -c release parser-check [--suite DIR] [--mutations N] [--seed S]
//
// For every input, both parsers run on the same bytes. They must agree exactly: the same
// value (numbers compared bit for bit), or the same error reason, byte offset and message.
// The one intended difference (issue 12): the old parser refused a repeated key, the new one
// keeps the last value and reports the key's path (or reads on to a later syntax error, where
// the old parser stopped at the key). For JSONTestSuite (`--suite` pointing at
// its test_parsing folder) y_ files must parse, n_ files must not, i_ files may go either way.
// Every value the new parser returns is also written back: its canonical bytes must match the
// old writer's, reparse to the same value, and be exactly `canonicalByteCount` long.
// Mutations are seeded byte edits of the payloads, fixtures and suite files.

/// Bit-exact equality: `-0` and `0` differ, as they would in the canonical text's source.
func identical(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern
    case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy(identical)
    case (.object(let a), .object(let b)):
        return a.count == b.count && a.allSatisfy { key, value in b[key].map { identical(value, $0) } ?? false }
    default: return lhs == rhs
    }
}

/// One parser's answer.
enum Outcome {
    case value(JSONValue, duplicates: [String])
    case error(JSONParseError)

    var accepted: Bool { if case .value = self { return true } else { return false } }
}

struct Tally {
    var inputs = 0
    var accepted = 0
    var intendedDuplicateKeyChanges = 0
    var failures: [String] = []
}

func newOutcome(_ bytes: [UInt8]) -> Outcome {
    do {
        let document = try JSONDocument.parse(bytes)
        return .value(document.value, duplicates: document.duplicateKeyPaths)
    } catch {
        return .error(error)
    }
}

func oldOutcome(_ bytes: [UInt8]) -> Outcome {
    do {
        return .value(try BaselineJSON.parse(bytes), duplicates: [])
    } catch {
        return .error(error)
    }
}

/// Compares the two parsers on `bytes` and checks the writer on the new value.
func check(_ name: String, _ bytes: [UInt8], into tally: inout Tally) {
    tally.inputs += 1
    let new = newOutcome(bytes)
    let old = oldOutcome(bytes)
    switch (old, new) {
    case (.value(let a, _), .value(let b, let duplicates)):
        if !identical(a, b) { tally.failures.append("\(name): values differ: old \(a) new \(b)") }
        if !duplicates.isEmpty {
            tally.failures.append("\(name): duplicates \(duplicates) reported where the old parser saw none")
        }
    case (.error(let a), .error(let b)):
        if a.reason == .duplicateKey, b.offset > a.offset {
            // The old parser stopped at the repeated key; the new one reads on to a later error.
            tally.intendedDuplicateKeyChanges += 1
        } else if a != b {
            tally.failures.append("\(name): errors differ: old \(a.reason) \(a) new \(b.reason) \(b)")
        }
    case (.error(let a), .value(_, let duplicates)):
        if a.reason == .duplicateKey, !duplicates.isEmpty {
            tally.intendedDuplicateKeyChanges += 1
        } else {
            tally.failures.append("\(name): old refused (\(a.reason) \(a)), new accepted")
        }
    case (.value, .error(let b)):
        tally.failures.append("\(name): old accepted, new refused (\(b.reason) \(b))")
    }
    guard case .value(let value, _) = new else { return }
    tally.accepted += 1
    let written = value.canonicalBytes
    if written != Array(BaselineJSON.canonicalText(value).utf8) {
        tally.failures.append("\(name): canonical text differs from the old writer's")
    }
    if written.count != value.canonicalByteCount {
        tally.failures.append("\(name): canonicalByteCount \(value.canonicalByteCount) != \(written.count)")
    }
    if value.canonicalText.utf8.count != written.count {
        tally.failures.append("\(name): canonicalText is not canonicalBytes")
    }
    switch newOutcome(written) {
    case .value(let again, _) where again == value: break
    default: tally.failures.append("\(name): canonical text does not reparse to the same value")
    }
}

/// A seeded byte mutation: flip, insert, delete, duplicate a range, or splice a JSON token.
struct Mutator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return bound <= 1 ? 0 : Int((state >> 33) % UInt64(bound))
    }

    static let tokens: [[UInt8]] =
        [
            "\"", "\\", "\\u", "\\uD83D", "\\uDE00", "{", "}", "[", "]", ",", ":", "-", "0", "1e", ".",
            "e+", "true", "null", " ", "\n", "\u{1}", "é", "\"a\":1,", "[[[[", "]]]]", "1e400", "-0",
        ]
        .map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF0, 0x9F]]

    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...next(3) {
            let position = next(bytes.count + 1)
            switch next(5) {
            case 0 where !bytes.isEmpty && position < bytes.count:
                bytes[position] = UInt8(truncatingIfNeeded: next(256))
            case 1: bytes.insert(contentsOf: Self.tokens[next(Self.tokens.count)], at: position)
            case 2 where position < bytes.count:
                bytes.removeSubrange(position..<min(bytes.count, position + 1 + next(8)))
            case 3 where position < bytes.count:
                let end = min(bytes.count, position + 1 + next(64))
                bytes.insert(contentsOf: bytes[position..<end], at: end)
            default: bytes.insert(UInt8(truncatingIfNeeded: next(128)), at: position)
            }
        }
        return bytes
    }
}

// MARK: - Main

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let suite = option("--suite")
let mutations = option("--mutations").flatMap(Int.init).map { min(max($0, 0), 100_000_000) } ?? 200_000
let seed = option("--seed").flatMap(UInt64.init) ?? 14

var corpus = BenchmarkInputs.payloads() + BenchmarkInputs.fixtures()
var exitStatus: Int32 = 0

if let suite {
    var tally = Tally()
    var expectationFailures: [String] = []
    var counts: [String: (accepted: Int, refused: Int)] = [:]
    let files =
        (try? FileManager.default.contentsOfDirectory(atPath: suite))?.filter { $0.hasSuffix(".json") }.sorted() ?? []
    for file in files {
        let bytes = BenchmarkInputs.read(URL(fileURLWithPath: suite).appendingPathComponent(file))
        corpus.append(BenchmarkSample(name: file, bytes: bytes))
        check(file, bytes, into: &tally)
        let accepted = newOutcome(bytes).accepted
        let kind = String(file.prefix(1))
        counts[kind, default: (0, 0)].accepted += accepted ? 1 : 0
        counts[kind, default: (0, 0)].refused += accepted ? 0 : 1
        if kind == "y", !accepted { expectationFailures.append("\(file): must be accepted, was refused") }
        if kind == "n", accepted { expectationFailures.append("\(file): must be refused, was accepted") }
    }
    print("JSONTestSuite: \(files.count) files in \(suite)")
    for kind in counts.keys.sorted() {
        print("  \(kind)_: \(counts[kind]!.accepted) accepted, \(counts[kind]!.refused) refused")
    }
    print(
        "  old vs new: \(tally.failures.count) differences, \(tally.intendedDuplicateKeyChanges) intended (duplicate keys now accepted)"
    )
    for line in tally.failures + expectationFailures { print("  FAIL \(line)") }
    if !(tally.failures.isEmpty && expectationFailures.isEmpty) { exitStatus = 1 }
}

var unmutated = Tally()
for sample in corpus { check(sample.name, sample.bytes, into: &unmutated) }
print(
    "Payloads, fixtures\(suite == nil ? "" : " and suite files") unchanged: \(unmutated.inputs) inputs, "
        + "\(unmutated.accepted) accepted, \(unmutated.failures.count) differences")
for line in unmutated.failures { print("  FAIL \(line)") }
if !unmutated.failures.isEmpty { exitStatus = 1 }

var mutated = Tally()
var mutator = Mutator(state: seed)
for index in 0..<mutations where !corpus.isEmpty {
    let base = corpus[mutator.next(corpus.count)]
    check("mutation \(index) of \(base.name)", mutator.mutate(base.bytes), into: &mutated)
    if mutated.failures.count > 20 { break }
}
print(
    "Mutations (seed \(seed)): \(mutated.inputs) inputs, \(mutated.accepted) accepted by the new parser, "
        + "\(mutated.failures.count) differences, \(mutated.intendedDuplicateKeyChanges) intended (duplicate keys)")
for line in mutated.failures.prefix(20) { print("  FAIL \(line)") }
if !mutated.failures.isEmpty { exitStatus = 1 }
exit(exitStatus)
