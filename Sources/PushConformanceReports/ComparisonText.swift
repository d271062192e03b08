import PushConformance
import Foundation
import PushContract

/// Wording shared by the Markdown and HTML comparisons, so both say the same thing.
enum ComparisonText {
    /// A short label for an outcome.
    static func label(_ outcome: CaseOutcome) -> String {
        switch outcome {
        case .pass: return "pass"
        case .fail: return "FAIL"
        case .notApplicable: return "n/a"
        case .knownDeviation: return "known deviation"
        case .errored: return "ERRORED"
        }
    }

    /// A symbol for an outcome (always shown beside its label, never alone).
    static func symbol(_ outcome: CaseOutcome) -> String {
        switch outcome {
        case .pass: return "✅"
        case .fail: return "❌"
        case .notApplicable: return "➖"
        case .knownDeviation: return "⚠️"
        case .errored: return "💥"
        }
    }

    /// A symbol for the HTML page: characters every common font has (no colour emoji needed).
    static func plainSymbol(_ outcome: CaseOutcome) -> String {
        switch outcome {
        case .pass: return "✓"
        case .fail: return "✗"
        case .notApplicable: return "–"
        case .knownDeviation: return "⚠"
        case .errored: return "‼"
        }
    }

    /// The per-vendor score: pass % of the applicable cases, then coverage (applicable cases of
    /// all the vendor's cases) and known deviations as their own count, always shown (a vendor
    /// that passes everything it can run may run a third of the suite), then failures.
    static func score(_ counts: OutcomeCounts) -> String {
        let applicable = counts.total - counts.notApplicable
        let percent = applicable == 0 ? 0 : (counts.pass * 100) / applicable
        var parts = [
            "\(percent)% pass (\(counts.pass)/\(applicable))", "coverage \(applicable)/\(counts.total) applicable",
            "\(counts.knownDeviation) known deviation\(counts.knownDeviation == 1 ? "" : "s")",
        ]
        if counts.fail > 0 { parts.append("\(counts.fail) failed") }
        if counts.errored > 0 { parts.append("\(counts.errored) errored") }
        return parts.joined(separator: " · ")
    }

    /// The behaviour rows shown in a cell: (heading, items), empty rows left out.
    static func behaviourRows(_ behaviour: CaseBehaviour) -> [(String, [String])] {
        let rows: [(String, [CaseBehaviour.Item])] = [
            ("errors", behaviour.errors), ("events", behaviour.events), ("HTTP", behaviour.http),
            ("NSE delivered", behaviour.serviceExtension), ("presented", behaviour.presentation),
            ("delegate", behaviour.delegate),
        ]
        var shown = rows.filter { !$0.1.isEmpty }.map { ($0.0, $0.1.map(\.display)) }
        if behaviour.leftovers != "none" { shown.append(("left over", [behaviour.leftovers])) }
        return shown
    }

    /// The neutral and native error codes of a case, `code [native]`, without counts.
    static func errorCodes(_ entry: RunReport.Case) -> [String] {
        entry.behaviour.errors.map { $0.text.replacingOccurrences(of: " ↻", with: " (retryable)") }
    }
}

extension String {
    /// Replaces every occurrence of a substring, in one pass over the UTF-8 bytes (Foundation's
    /// `range(of:)` in a loop rescans the rest each time: quadratic on a long text).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, index + pattern.count <= bytes.count,
                bytes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                out.append(contentsOf: replacement.utf8)
                index += pattern.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
