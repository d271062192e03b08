import PushConformance
import Testing
import PushConformanceTestSupport
import PushTestKit

/// The golden diff: minimal on ordinary inputs, linear in memory and bounded in work on huge
/// ones, and capped in what it prints.
@Suite("Line diff")
struct LineDiffTests {
    /// The length of the longest common subsequence, by the quadratic table (small inputs only).
    static func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// Both sides rebuilt from the diff, and the number of changed lines.
    static func check(_ diff: [LineDiff.Line]) -> (old: [String], new: [String], changes: Int) {
        var old: [String] = [], new: [String] = [], changes = 0
        for line in diff {
            switch line {
            case .same(let text): old.append(text); new.append(text)
            case .removed(let text): old.append(text); changes += 1
            case .added(let text): new.append(text); changes += 1
            }
        }
        return (old, new, changes)
    }

    @Test("On 500 random pairs the diff rebuilds both sides and is a shortest edit script")
    func minimalOnRandomInputs() {
        var generator = SplitMix(seed: 13)
        for _ in 0..<500 {
            let a = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                "l\(Int.random(in: 0...4, using: &generator))"
            }
            let b = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                "l\(Int.random(in: 0...4, using: &generator))"
            }
            let (old, new, changes) = Self.check(LineDiff.diff(a, b))
            #expect(old == a && new == b, "\(a) → \(b)")
            #expect(changes == a.count + b.count - 2 * Self.lcsLength(a, b), "\(a) → \(b)")
        }
    }

    @Test("A 25,000-line golden with 40 changed lines: exactly those lines, a capped printout")
    func largeWithFewChanges() {
        let golden = (0..<25_000).map { #"{"step":"s\#($0)","t":"\#($0)s"}"# }
        var now = golden
        for index in stride(from: 300, to: 25_000, by: 625) { now[index] += " changed" }
        let diff = LineDiff.diff(golden, now)
        let (old, new, changes) = Self.check(diff)
        #expect(old == golden && new == now)
        #expect(changes == 80)
        let text = LineDiff.render(diff, maxChangedLines: 20)
        #expect(text.contains("- \(golden[300])"))
        #expect(text.contains("+ \(now[300])"))
        #expect(text.contains("… and 60 more changed lines not shown (30 removed, 30 added)"))
        #expect(text.split(separator: "\n").count < 80)
    }

    @Test("Two 20,000-line transcripts with nothing in common: a correct diff within the work limit, printed capped")
    func largeWithEverythingChanged() {
        let golden = (0..<20_000).map { "golden line \($0)" }
        let now = (0..<20_000).map { "new line \($0)" }
        let diff = LineDiff.diff(golden, now)
        let (old, new, changes) = Self.check(diff)
        #expect(old == golden && new == now)
        #expect(changes == 40_000)
        let text = LineDiff.render(diff)
        #expect(text.split(separator: "\n").count <= 101)
        #expect(text.hasPrefix("- golden line 0"))
        #expect(text.contains("… and 39900 more changed lines not shown"))
        #expect(LineDiff.firstDivergence(golden, now)?.line == 1)
    }

    @Test("A tiny work limit still gives a correct (coarser) diff")
    func workLimitFallsBackToBlocks() {
        let a = ["a", "b", "c", "d", "e", "f", "g"], b = ["a", "x", "c", "y", "e", "z", "g"]
        let (old, new, changes) = Self.check(LineDiff.diff(a, b, workLimit: 1))
        #expect(old == a && new == b)
        #expect(changes == 10)
        #expect(Self.check(LineDiff.diff(a, b)).changes == 6)
    }

    @Test("Long lines are cut in the printout, with how much was cut")
    func longLinesCut() {
        let text = LineDiff.render(LineDiff.diff(["short"], [String(repeating: "x", count: 5_000)]), maxLineLength: 100)
        #expect(text.contains("+ " + String(repeating: "x", count: 100) + "… (4900 more characters)"))
    }
}

/// A small seeded generator (SplitMix64), so the random test is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
