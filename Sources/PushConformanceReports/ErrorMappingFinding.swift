package import PushConformance
import PushContract

/// A vendor reports a neutral code with a retryability the registry contradicts
/// (``ErrorCodeCatalog``): a finding about the vendor's mapping of its native code, said once
/// per vendor × code × native code, not in every case that shows it.
package struct ErrorMappingFinding: Sendable, Hashable {
    /// The vendor whose adapter reported it (behind the router: the vendor the record names).
    package var vendor: String
    /// The neutral code.
    package var code: String
    /// The vendor's native code, when it gave one.
    package var native: String?
    /// Whether the vendor reported it retryable.
    package var reportedRetryable: Bool
    /// How many cases reported it.
    package var cases: Int
    /// The scenarios of those cases, in id order.
    package var scenarios: [String]

    /// The finding in one paragraph of plain text.
    package var sentence: String {
        let error = "\(code)\(native.map { " [\($0)]" } ?? "")"
        let registry =
            reportedRetryable
            ? "not retryable (retrying the same request cannot help)" : "retryable (retrying can help)"
        return
            "\(vendor) reports \(error) as \(reportedRetryable ? "retryable ↻" : "not retryable") in \(cases) case\(cases == 1 ? "" : "s"); "
            + "the registry says \(code) is \(registry). Either the vendor's native code\(native.map { " \($0)" } ?? "") "
            + "belongs to another neutral code, or the registry's word on retrying does not fit this vendor's cause: "
            + "the mapping needs a decision, it is not a failure of any one case."
    }

    /// Whether an error a vendor reported is this finding's (behind a router, the record's vendor
    /// prefix names it: `altcraft: `).
    func matches(_ error: ReportedError, vendor: String) -> Bool {
        error.code == code && error.native == native && error.retryable == reportedRetryable
            && (self.vendor == vendor || vendor == "router")
    }

    /// Every contradiction of a run, in vendor, code and native order. Read from the cases'
    /// behaviour summaries (always in a report, with or without transcripts).
    package static func findings(in report: RunReport) -> [ErrorMappingFinding] {
        var found: [String: ErrorMappingFinding] = [:]
        for entry in report.cases where entry.outcome != .notApplicable {
            var seen: Set<String> = []
            for item in entry.behaviour.errors {
                let (prefix, error) = ReportedError.parse(behaviourText: item.text)
                guard error.contradiction != nil else { continue }
                let vendor = prefix ?? entry.vendor
                let key = "\(vendor)\u{0}\(error.code)\u{0}\(error.native ?? "")\u{0}\(error.retryable)"
                guard seen.insert(key).inserted else { continue }
                var finding =
                    found[key]
                    ?? ErrorMappingFinding(
                        vendor: vendor, code: error.code, native: error.native,
                        reportedRetryable: error.retryable, cases: 0, scenarios: [])
                finding.cases += 1
                finding.scenarios.append(entry.scenario)
                found[key] = finding
            }
        }
        return found.values.map { finding in
            var sorted = finding
            sorted.scenarios = Array(Set(finding.scenarios)).sorted()
            return sorted
        }.sorted { ($0.vendor, $0.code, $0.native ?? "") < ($1.vendor, $1.code, $1.native ?? "") }
    }
}
