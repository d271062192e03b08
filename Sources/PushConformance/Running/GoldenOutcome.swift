/// What happened to a case's golden file, as swift-snapshot-testing's `Record` names its modes:
/// a struct with constants, so a reporter can add a spelling without a switch to exhaust.
///
/// The raw value is what results files, JUnit and the console show.
public struct GoldenOutcome: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The stable string.
    public let rawValue: String
    /// Wraps a string (from a results file; code uses the constants).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stable string.
    public var description: String { rawValue }

    /// The transcript matched the golden.
    public static let matched = GoldenOutcome(rawValue: "matched")
    /// A golden was written where there was none.
    public static let recorded = GoldenOutcome(rawValue: "recorded")
    /// A differing golden was rewritten.
    public static let rerecorded = GoldenOutcome(rawValue: "re-recorded")
    /// No golden, and recording was off (or the transcript broke a MUST invariant).
    public static let missing = GoldenOutcome(rawValue: "missing")
    /// The transcript differs from the golden.
    public static let mismatch = GoldenOutcome(rawValue: "mismatch")
    /// The golden exists but cannot be read or replaced.
    public static let unreadable = GoldenOutcome(rawValue: "unreadable")
    /// Not compared (not applicable or errored).
    public static let notCompared = GoldenOutcome(rawValue: "not-compared")

    /// Every outcome, in the order above.
    public static let all: [GoldenOutcome] = [
        .matched, .recorded, .rerecorded, .missing, .mismatch, .unreadable, .notCompared,
    ]

    /// Whether the case fails because of its golden (missing, mismatch, unreadable).
    public var failsCase: Bool { self == .missing || self == .mismatch || self == .unreadable }

    /// Whether the run wrote the golden (recorded or re-recorded).
    public var wroteGolden: Bool { self == .recorded || self == .rerecorded }
}
