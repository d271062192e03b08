import PushConformance
import PushContract
import Testing

/// A run's findings as Swift Testing issues: one per failing case (its own diff, violations
/// and re-record hint) and one per run-level problem, each at the caller's source location, and
/// one warning-severity issue per broken SHOULD of a passing case.
///
/// One bug on a common path breaks the same rule the same way in many cases (an adapter that
/// claims every payload fails most of the suite). Cases that fail alike (the same outcome, the
/// same rules broken with the same messages once numbers are set aside, or the same error) are
/// one issue that names the rule once and lists every case. Golden differences stay one issue
/// per case: each has its own diff and its own re-record command.
enum ConformanceIssues {
    /// The issue messages of a report, failing cases first (alike ones grouped), then run
    /// problems (the `recorded N goldens` notice last).
    static func messages(_ report: RunReport) -> [String] {
        groups(report).map { cases in
            guard let first = cases.first, cases.count > 1 else { return cases.first?.description ?? "" }
            let ids = cases.map { "\($0.vendor) × \($0.scenario)" }
            return "\(cases.count) cases fail the same way (\(first.failureMessage)): \(ids.joined(separator: ", "))\n"
                + "the first of them:\n" + first.description
        } + report.problems.map(\.message)
    }

    /// The failing cases, alike ones together, in report order of each group's first case.
    static func groups(_ report: RunReport) -> [[RunReport.Case]] {
        var groups: [[RunReport.Case]] = []
        var index: [String: Int] = [:]
        for entry in report.failingCases {
            guard let signature = signature(entry) else {
                groups.append([entry])
                continue
            }
            if let at = index[signature] {
                groups[at].append(entry)
            } else {
                index[signature] = groups.count
                groups.append([entry])
            }
        }
        return groups
    }

    /// What makes two failing cases alike, or nil for a case that is its own issue (a golden
    /// difference or a missing golden without any broken rule).
    static func signature(_ entry: RunReport.Case) -> String? {
        let rules = Set(entry.violations.map { "\($0.invariant) \(generic($0.message))" }).sorted()
        if !rules.isEmpty { return "\(entry.outcome.rawValue) \(rules.joined(separator: " | "))" }
        if entry.outcome == .errored, let note = entry.note { return "errored \(generic(note))" }
        return nil
    }

    /// A message with its numbers and step ids set aside (`push-3` and `push-7`, `5s` and `35s`,
    /// `(step push)` and `(step alert)` read alike).
    static func generic(_ text: String) -> String {
        var out = ""
        var inNumber = false
        var rest = Substring(text)
        var withoutSteps = ""
        while let open = rest.firstRange(of: "(step ") {
            withoutSteps += rest[..<open.lowerBound]
            rest = rest[open.upperBound...]
            if let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            withoutSteps += "(step)"
        }
        withoutSteps += rest
        for character in withoutSteps {
            if character.isNumber {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                out.append(character)
            }
        }
        return out
    }

    /// Records ``messages(_:)`` at `location`; attaches the transcript of each group's first case.
    static func record(_ report: RunReport, at location: SourceLocation) {
        for entry in groups(report).compactMap(\.first) where !entry.transcript.isEmpty {
            Attachment.record(
                entry.transcript.joined(separator: "\n") + "\n",
                named: "\(entry.vendor).\(entry.scenario).jsonl", sourceLocation: location)
        }
        for message in messages(report) {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
        // A broken SHOULD fails nothing, but reaches the person running `swift test` as a warning.
        for message in warnings(report) {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
        }
    }

    /// One message per broken SHOULD (invariant or expectation) of a case that did not fail (a
    /// failing case's message lists its warnings already).
    static func warnings(_ report: RunReport) -> [String] {
        report.cases.filter { $0.outcome != .fail && $0.outcome != .errored }.flatMap { entry in
            entry.warnings.map { "warning \(entry.vendor) × \(entry.scenario): \($0)" }
        }
    }
}
