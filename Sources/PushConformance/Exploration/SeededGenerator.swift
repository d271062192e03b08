/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// the explorer's only source of randomness. Same seed, same numbers, on every platform and in
/// every process; the system generator is never used.
package struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The seed of run `index` of an exploration seeded with `seed`: each run has its own
    /// generator, so one run can be replayed without the runs before it.
    package static func runSeed(_ seed: UInt64, run index: Int) -> UInt64 {
        var generator = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }

    /// A whole number in `range` (uniform enough for test generation; no modulo bias worth
    /// counting at these sizes, and no trap on any range).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound) &+ 1
        if width == 0 { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: next() % width)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    /// One element of a non-empty array.
    package mutating func pick<T>(_ elements: [T]) -> T { elements[int(in: 0...(elements.count - 1))] }

    /// An index chosen with probability proportional to its weight (weights ≥ 0, some > 0).
    package mutating func weighted(_ weights: [Int]) -> Int {
        let total = weights.reduce(0) { $0 + max(0, $1) }
        guard total > 0 else { return 0 }
        var roll = int(in: 0...(total - 1))
        for (index, weight) in weights.enumerated() where weight > 0 {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
