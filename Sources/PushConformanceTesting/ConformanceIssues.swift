import PushConformance
import PushContract
import Testing

/// A run's findings as Swift Testing issues: one per failing case (its own diff, violations
/// and re-record hint) and one per run-level problem, each at the caller's source location.
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
    }
}
