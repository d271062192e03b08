public import PushConformance
/// How a run differs from an earlier one (`compare --baseline FILE`): cases whose outcome got
/// worse or better, cases that are new or gone, and goldens whose transcript changed while the
/// outcome stayed the same.
public struct BaselineDiff: Sendable, Hashable {
    /// One case whose outcome changed.
    public struct Change: Sendable, Hashable {
        /// `vendor/scenario`.
        public var id: String
        /// The outcome before.
        public var before: CaseOutcome
        /// The outcome now.
        public var after: CaseOutcome
    }

    /// The earlier run's suite version.
    public var baselineSuiteVersion: String
    /// Outcomes that got worse (pass or n/a or deviation → fail or errored; pass → deviation).
    public var regressions: [Change]
    /// Outcomes that got better.
    public var fixes: [Change]
    /// Other outcome changes (e.g. became or stopped being not applicable).
    public var otherChanges: [Change]
    /// Cases only in this run.
    public var added: [String]
    /// Cases only in the earlier run.
    public var removed: [String]
    /// Cases with the same outcome whose transcript changed.
    public var transcriptChanged: [String]

    /// The differences between `baseline` and `current`, sorted by case id.
    public init(baseline: RunReport, current: RunReport) {
        let before = Dictionary(baseline.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(current.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        baselineSuiteVersion = baseline.suiteVersion
        regressions = []
        fixes = []
        otherChanges = []
        transcriptChanged = []
        for id in Set(before.keys).intersection(after.keys).sorted() {
            guard let old = before[id], let new = after[id] else { continue }
            if old.outcome == new.outcome {
                if old.transcript != new.transcript { transcriptChanged.append(id) }
                continue
            }
            let change = Change(id: id, before: old.outcome, after: new.outcome)
            let rankBefore = Self.rank(old.outcome), rankAfter = Self.rank(new.outcome)
            if let rankBefore, let rankAfter, rankAfter < rankBefore {
                regressions.append(change)
            } else if let rankBefore, let rankAfter, rankAfter > rankBefore {
                fixes.append(change)
            } else {
                otherChanges.append(change)
            }
        }
        added = Set(after.keys).subtracting(before.keys).sorted()
        removed = Set(before.keys).subtracting(after.keys).sorted()
    }

    /// Higher is better; nil for not applicable (not comparable).
    static func rank(_ outcome: CaseOutcome) -> Int? {
        switch outcome {
        case .pass: return 3
        case .knownDeviation: return 2
        case .fail, .errored: return 1
        case .notApplicable: return nil
        }
    }

    /// `since the baseline (suite x): N regressions, N fixes, …`.
    public var summary: String {
        "since the baseline (suite \(baselineSuiteVersion)): \(regressions.count) regression\(regressions.count == 1 ? "" : "s"), "
            + "\(fixes.count) fix\(fixes.count == 1 ? "" : "es"), \(otherChanges.count) other outcome change\(otherChanges.count == 1 ? "" : "s"), "
            + "\(added.count) new case\(added.count == 1 ? "" : "s"), \(removed.count) removed, "
            + "\(transcriptChanged.count) transcript\(transcriptChanged.count == 1 ? "" : "s") changed with the same outcome"
    }

    /// Lines for people: the summary, then each change.
    public var lines: [String] {
        var out = [summary]
        out += regressions.map { "regression \($0.id): \($0.before.rawValue) → \($0.after.rawValue)" }
        out += fixes.map { "fix \($0.id): \($0.before.rawValue) → \($0.after.rawValue)" }
        out += otherChanges.map { "changed \($0.id): \($0.before.rawValue) → \($0.after.rawValue)" }
        out += added.map { "new \($0)" }
        out += removed.map { "removed \($0)" }
        out += transcriptChanged.map { "transcript changed \($0)" }
        return out
    }
}
