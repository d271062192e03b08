import PushConformance
/// One scenario's cases compared with each other, for the comparison's cells: the behaviour
/// lines every vendor that ran it shares (launch, registration…) fold into one "common" line;
/// the lines most of them (more than half, at least two) share beyond those form the "usual"
/// baseline; and each cell shows only what differs from common + usual: the lines it has
/// beyond them, and the usual lines it lacks.
///
/// A line is one item of a case's condensed behaviour (``ComparisonText/behaviourRows(_:)``):
/// `events: sdk.configured [configure]`. Lines are compared by their neutral form, without the
/// vendor's native code in brackets, so `sdk.configured [configure]` and `sdk.configured [init]`
/// are the same behaviour (the transcripts show the native codes). Not-applicable cases take no
/// part; with fewer than two applicable cases there is no baseline and nothing folds.
struct ScenarioBaseline {
    /// A behaviour line.
    struct Line: Hashable {
        /// `events`, `HTTP`, `errors`…
        var heading: String
        /// The item as shown, native code and count included.
        var text: String
        /// The neutral form compared across vendors: heading and text without `[native]`.
        var key: String
    }

    /// The lines every applicable case has, in the first applicable case's order.
    let common: [Line]
    /// The lines more than half of the applicable cases (at least two) have, beyond ``common``,
    /// in order of first appearance; neutral text.
    let usual: [Line]
    /// Per vendor id: its lines outside ``common`` and ``usual`` (all of them when there is no
    /// baseline).
    let differences: [String: [Line]]
    /// Per vendor id: the ``usual`` lines it lacks.
    let missing: [String: [Line]]
    /// Per vendor id: a short hash of its neutral lines outside ``common`` (equal means the
    /// same behaviour).
    let signatures: [String: String]
    /// Whether the applicable cases' outcomes differ.
    let outcomeDiffers: Bool
    /// How many applicable cases' outcomes differ from the most common outcome among them
    /// (0 when all agree): `pass, pass, fail, known deviation` is 2.
    let outcomeDiffering: Int
    /// How many cases are applicable.
    let applicableCount: Int
    /// Whether the applicable cases' neutral behaviour differs.
    let behaviourDiffers: Bool

    /// Compares the cases of one scenario.
    init(_ cases: [RunReport.Case]) {
        let applicable = cases.filter { $0.outcome != .notApplicable }
        let lines = Dictionary(
            applicable.map { ($0.vendor, Self.lines($0.behaviour)) }, uniquingKeysWith: { first, _ in first })
        var common: [Line] = []
        if applicable.count >= 2, let first = applicable.first {
            let shared = applicable.dropFirst().reduce(Set((lines[first.vendor] ?? []).map(\.key))) { keys, entry in
                keys.intersection((lines[entry.vendor] ?? []).map(\.key))
            }
            common = (lines[first.vendor] ?? []).filter { shared.contains($0.key) }
            // Keep the neutral text for the common line: the native code belongs to one vendor.
            common = common.map {
                Line(heading: $0.heading, text: String($0.key.dropFirst($0.heading.count + 2)), key: $0.key)
            }
        }
        let commonKeys = Set(common.map(\.key))
        var seen: [String: Int] = [:]
        var order: [Line] = []
        for entry in applicable {
            for line in Set((lines[entry.vendor] ?? []).map(\.key)).sorted() where !commonKeys.contains(line) {
                seen[line, default: 0] += 1
            }
            for line in lines[entry.vendor] ?? [] where !order.contains(where: { $0.key == line.key }) {
                order.append(line)
            }
        }
        let usual =
            applicable.count >= 3
            ? order.filter { (seen[$0.key] ?? 0) * 2 > applicable.count }
                .map { Line(heading: $0.heading, text: String($0.key.dropFirst($0.heading.count + 2)), key: $0.key) }
            : []
        let baselineKeys = commonKeys.union(usual.map(\.key))
        var differences: [String: [Line]] = [:]
        var missing: [String: [Line]] = [:]
        var signatures: [String: String] = [:]
        for entry in applicable {
            let all = lines[entry.vendor] ?? []
            let keys = Set(all.map(\.key))
            differences[entry.vendor] = all.filter { !baselineKeys.contains($0.key) }
            missing[entry.vendor] = usual.filter { !keys.contains($0.key) }
            let own = all.filter { !commonKeys.contains($0.key) }
            signatures[entry.vendor] = Self.hash(own.map(\.key).sorted().joined(separator: "\n"))
        }
        self.usual = usual
        self.missing = missing
        self.common = common
        self.differences = differences
        self.signatures = signatures
        outcomeDiffers = Set(applicable.map(\.outcome)).count > 1
        let perOutcome = Dictionary(grouping: applicable, by: \.outcome).mapValues(\.count)
        outcomeDiffering = applicable.count - (perOutcome.values.max() ?? 0)
        applicableCount = applicable.count
        behaviourDiffers = Set(signatures.values).count > 1
    }

    /// A case's behaviour as lines, in the order the cells show them.
    static func lines(_ behaviour: CaseBehaviour) -> [Line] {
        ComparisonText.behaviourRows(behaviour).flatMap { heading, items in
            items.map { Line(heading: heading, text: $0, key: heading + ": " + neutral($0)) }
        }
    }

    /// The text without bracketed native codes: `push.received [203] ×2` → `push.received ×2`.
    static func neutral(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "[" {
                if depth == 0, out.last == " " { out.removeLast() }
                depth += 1
            } else if character == "]", depth > 0 {
                depth -= 1
            } else if depth == 0 {
                out.append(character)
            }
        }
        return out
    }

    /// FNV-1a of the text, 16 hex digits.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = Array("0123456789abcdef")
        return String((0..<16).reversed().map { digits[Int((value >> (UInt64($0) * 4)) & 0xF)] })
    }
}
