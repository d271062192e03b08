import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import PushRouter
import PushSimulator
import PushConformanceTestSupport
import Testing

/// Issue 30's test of "oracles judge what an observer can see": every bundled golden, read from
/// its file as anyone's transcript would be, gives exactly the verdicts the in-process run gives
/// its case, so no verdict of the run rests on anything a golden does not record.
@Suite("Goldens judged from their files give the run's verdicts")
struct GoldenVerdictAgreementTests {
    /// A verdict as text, comparable across the run's findings and the file's violations.
    static func key(
        _ invariant: RequirementID, _ level: RequirementLevel, _ step: String, _ time: String, _ message: String
    )
        -> String
    {
        "\(invariant) (\(level.rawValue)) at \(time), step \(step): \(message)"
    }

    @Test("One vendor's goldens of two facets, read back and judged, give the run's findings")
    func goldensAgree() async throws {
        // Every bundled golden is ``EveryGoldenHeavyTests``.
        try await Self.goldensAgree(vendor: "altcraft", facets: ["payload.", "notification-service."])
    }

    /// The bundled goldens of `vendor` (every vendor when nil) whose scenario starts with one of
    /// `facets` (every scenario when empty), each read back and judged, give the run's
    /// violations, warnings and known-deviation findings; with no filter, every golden file is
    /// one of the run's cases.
    static func goldensAgree(vendor selectedVendor: String?, facets: [String]) async throws {
        func selected(_ vendor: String, _ scenario: String) -> Bool {
            (selectedVendor.map { $0 == vendor } ?? true)
                && (facets.isEmpty || facets.contains { scenario.hasPrefix($0) })
        }
        let suite = ConformanceSuite(root: PackageLocation.conformance)
        let loaded = suite.loadScenarios()
        let scenarios = Dictionary(loaded.scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The whole bundled run as `suite.run(BuiltInVendors.all)` makes it, shared by the tests
        // that only read it.
        let report = await BundledRun.report
        #expect(report.succeeded, "\(report)")
        let golden = PackageLocation.conformance + "/Golden"
        var checked = 0
        var withFindings = 0
        for entry in report.cases where entry.outcome != .notApplicable && selected(entry.vendor, entry.scenario) {
            let file = "\(golden)/\(entry.vendor)/\(entry.scenario).jsonl"
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let transcript = try WrittenTranscript.read(bytes: bytes, file: file)
            #expect(transcript.unknown.isEmpty && transcript.truncatedLine == nil && !transcript.crlf, "\(file)")
            let vendor =
                entry.vendor == RoutedVendor.id
                ? RoutedVendor(vendors: BuiltInVendors.all)
                : BuiltInVendors.all.first { $0.descriptor.id == entry.vendor }
            let judged = TranscriptJudgement(
                records: transcript.records, scenario: scenarios[entry.scenario], vendor: vendor?.descriptor,
                backend: vendor?.backend ?? .neutral)
            let fromFile = judged.violations.map { Self.key($0.invariant, $0.level, $0.step, $0.time, $0.message) }
            let fromRun = (entry.violations + entry.warnings + entry.deviations.flatMap(\.findings)).map {
                Self.key($0.invariant, $0.level, $0.step, $0.time, $0.message)
            }
            #expect(fromFile.sorted() == fromRun.sorted(), "\(entry.id)")
            // Nothing a golden records is missing for any rule.
            #expect(
                !judged.entries.contains {
                    if case .notCheckable = $0.verdict { return true }
                    return false
                }, "\(entry.id)")
            checked += 1
            if !fromRun.isEmpty { withFindings += 1 }
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: golden).filter { path in
            let parts = path.split(separator: "/").map(String.init)
            let whole = selectedVendor == nil && facets.isEmpty
            return path.hasSuffix(".jsonl") && (whole || (parts.count == 2 && selected(parts[0], parts[1])))
        }
        #expect(checked == files.count, "every golden is a case's, and every applicable case has one")
        if selectedVendor == nil && facets.isEmpty {
            #expect(checked > 700 && withFindings > 50, "\(checked) cases, \(withFindings) with findings")
        } else {
            #expect(checked > 20 && withFindings > 0, "\(checked) cases, \(withFindings) with findings")
        }
    }
}

extension GoldenVerdictAgreementTests {
    /// Every bundled golden judged from its file: a heavy suite (``HeavyTests``), run in release
    /// mode by CI's heavy step.
    @Suite("Goldens judged from their files: every bundled golden (heavy)", HeavyTests.trait)
    struct EveryGoldenHeavyTests {
        @Test(
            "Every bundled golden, read back and judged, gives the run's violations, warnings and known-deviation findings"
        )
        func everyGoldenAgrees() async throws {
            try await GoldenVerdictAgreementTests.goldensAgree(vendor: nil, facets: [])
        }
    }
}
