import PushConformance
import PushContract
import Testing

/// A run's findings as Swift Testing issues: one per failing case (its own diff, violations
/// and re-record hint) and one per run-level problem, each at the caller's source location,
/// and one warning-severity issue per broken SHOULD of a passing case.
enum ConformanceIssues {
    /// The issue messages of a report, failing cases first, then run problems (the
    /// `recorded N goldens` notice last).
    static func messages(_ report: RunReport) -> [String] {
        report.failingCases.map(\.description) + report.problems.map(\.message)
    }

    /// Records ``messages(_:)`` at `location`; attaches each failing case's transcript.
    static func record(_ report: RunReport, at location: SourceLocation) {
        for entry in report.failingCases where !entry.transcript.isEmpty {
            Attachment.record(entry.transcript.joined(separator: "\n") + "\n",
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
