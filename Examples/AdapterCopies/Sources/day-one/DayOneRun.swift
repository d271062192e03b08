import Foundation
import PushConformance
import PushContract

/// One day-one run of a vendor over the whole bundled suite, as an SDK team's first day: record
/// every golden that is missing into a fresh folder (with whatever bugs the vendor has), then
/// verify against those goldens, as the team's next `swift test` does.
struct DayOneRun: Sendable {
    /// The verify run against the freshly recorded goldens.
    let report: RunReport
    /// Why the recording itself went wrong (nothing recorded, a case errored), if it did.
    let recordingProblem: String?
    /// Wall time of both runs.
    let duration: Duration

    /// The goldens the recording wrote, by file name (`<scenario>.jsonl`).
    let goldens: [String: Data]

    /// Records into a fresh folder, verifies, and removes the folder: a temporary one, or
    /// `<keep>/<label>` (then kept).
    static func run(_ vendor: @Sendable () -> any PushVendor, label: String, keep: String?) async -> DayOneRun {
        let clock = ContinuousClock()
        let start = clock.now
        let name = label.replacingOccurrences(of: "/", with: "-")
        let folder =
            keep.map { "\($0)/\(name)" }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "day-one-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
            ).path
        if keep == nil { try? FileManager.default.removeItem(atPath: folder) }
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let id = vendor().descriptor.id
        let recording = await ConformanceSuite.verify(vendor(), goldens: folder, recordMode: .missing)
        var problem: String?
        if !recording.problems.contains(where: { $0.kind == .goldensRecorded }) {
            problem =
                "the recording run recorded no golden: \(recording.problems.map(\.message).joined(separator: "; "))"
        } else if let errored = recording.cases.first(where: { $0.outcome == .errored }) {
            problem = "the recording run errored on \(errored.scenario): \(errored.note ?? "no note")"
        }
        // A fresh vendor value, as the team's next test process has.
        let report = await ConformanceSuite.verify(vendor(), goldens: folder, recordMode: .never)
        var goldens: [String: Data] = [:]
        let vendorFolder = folder + "/" + id
        for name in (try? FileManager.default.contentsOfDirectory(atPath: vendorFolder)) ?? [] {
            goldens[name] = FileManager.default.contents(atPath: vendorFolder + "/" + name)
        }
        return DayOneRun(report: report, recordingProblem: problem, duration: clock.now - start, goldens: goldens)
    }

    /// The scenarios whose recorded golden differs from `correct`'s (or is missing, as a
    /// transcript that breaks a MUST is never recorded): where the bug showed at all.
    func changedScenarios(from correct: DayOneRun) -> [String] {
        Set(goldens.keys).union(correct.goldens.keys).filter { goldens[$0] != correct.goldens[$0] }
            .map { $0.hasSuffix(".jsonl") ? String($0.dropLast(".jsonl".count)) : $0 }.sorted()
    }

    /// The cases that failed or errored.
    var failing: [RunReport.Case] { report.cases.filter { $0.outcome == .fail || $0.outcome == .errored } }

    /// Every requirement the run names: the violations of failing cases and the run problems citing one.
    var named: Set<String> {
        Set(failing.flatMap(\.violations).map(\.invariant.rawValue))
            .union(report.problems.compactMap(\.requirement?.rawValue))
    }

    /// The failing cases whose violations name `requirement`, by scenario id.
    func scenarios(naming requirement: String) -> [String] {
        failing.filter { $0.violations.contains { $0.invariant.rawValue == requirement } }.map(\.scenario).sorted()
    }

    /// The run problems citing `requirement` (audits, which run once per vendor).
    func problems(citing requirement: String) -> [RunProblem] {
        report.problems.filter { $0.requirement?.rawValue == requirement }
    }

    /// Outcome counts: `N passed, N failed, …`.
    var counts: String {
        let outcomes: [(CaseOutcome, String)] = [
            (.pass, "passed"), (.fail, "failed"), (.knownDeviation, "known deviations"),
            (.notApplicable, "not applicable"), (.errored, "errored"),
        ]
        return outcomes.map { outcome, name in "\(report.cases.filter { $0.outcome == outcome }.count) \(name)" }
            .joined(separator: ", ")
    }

    /// Seconds, one decimal.
    var seconds: String {
        let (whole, attoseconds) = duration.components
        return String(format: "%.1f s", Double(whole) + Double(attoseconds) / 1e18)
    }
}
