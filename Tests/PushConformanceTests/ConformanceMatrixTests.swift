import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// One vendor × scenario pair, as a test argument (so each is its own test case).
struct MatrixCase: Sendable, CustomTestStringConvertible {
    /// Index into `ConformanceMatrixTests.planned` (router scenarios are one case for all vendors).
    let vendorIndex: Int
    /// The vendor id.
    let vendor: String
    /// The scenario.
    let scenario: Scenario

    var testDescription: String { "\(vendor) × \(scenario.id)" }
}

/// The conformance matrix under `swift test`: every built-in vendor × every scenario is its own
/// parameterised case, with the same rules as `swift run push-conformance`.
@Suite("Conformance matrix")
struct ConformanceMatrixTests {
    static let suite = ConformanceSuite(root: PackageLocation.conformance)
    static let loaded = suite.loadScenarios()
    static let planned = ConformanceRunner.plannedCases(vendors: BuiltInVendors.all, scenarios: loaded.scenarios)
    static let cases: [MatrixCase] = planned.enumerated().map { index, planned in
        MatrixCase(vendorIndex: index, vendor: planned.vendorID, scenario: planned.scenario)
    }

    @Test("Every scenario file loads")
    func scenariosLoad() {
        #expect(Self.loaded.errors.isEmpty, "\(Self.loaded.errors.map(\.description).joined(separator: "\n"))")
        #expect(Self.loaded.scenarios.count >= 30)
    }

    @Test("Vendor × scenario", arguments: cases)
    func conformance(_ matrixCase: MatrixCase) async throws {
        // The case as `swift run push-conformance --vendor V --scenario S` runs it: the same
        // runner, goldens and record mode. The whole-run audits (wire format, PAY-002 corpus,
        // factories) depend on no single case: `fullRunAudits` runs them once, not 1,400 times.
        var options = RunOptions()
        options.vendorFilters = [matrixCase.vendor]
        options.scenarioFilters = [matrixCase.scenario.id]
        options.recordMode = try RecordMode.resolve(requested: nil, environment: ProcessInfo.processInfo.environment)
            .mode
        let runner = ConformanceRunner(vendors: BuiltInVendors.all, goldens: Self.suite.goldenStore)
        let cases = await runner.run(Self.loaded.scenarios, options: options)
        let report = RunReport(vendors: BuiltInVendors.all, scenarios: Self.loaded.scenarios, results: cases)
        #expect(report.cases.count == 1)
        #expect(report.succeeded, "\(report)")
        // The summary made from the executed records equals the one read back from the lines.
        if let entry = report.cases.first, !entry.transcript.isEmpty {
            #expect(entry.behaviour == CaseBehaviour(transcript: entry.transcript))
        }
    }

    @Test("The full run's audits find nothing: goldens, deviations, applicability, PAY-002")
    func fullRunAudits() async {
        // `Self.suite.run(BuiltInVendors.all)`, made once per test process and shared.
        let report = await BundledRun.report
        #expect(report.problems.isEmpty, "\(report.problems.map(\.message).joined(separator: "\n"))")
        #expect(report.succeeded)
    }

    @Test("No two vendors claim the same scenario payload (PAY-002)")
    func ownershipIsExclusive() {
        let conflicts = ExclusiveOwnership.conflicts(vendors: BuiltInVendors.all, scenarios: Self.loaded.scenarios)
        #expect(conflicts.isEmpty, "\(conflicts.map(\.description).joined(separator: "\n"))")
    }

    @Test("Every vendor's wire format produces payloads its own ownership test claims")
    func wireFormatRoundTrip() throws {
        let message = MessageSpec(
            messageID: "m-1", title: "Title", body: "Body", mediaURL: "https://example.test/a.png",
            actions: [MessageAction(title: "Open", link: "https://example.test")],
            deepLink: "myapp://x")
        for vendor in BuiltInVendors.all {
            let payload = try vendor.wireFormat.encode(message)
            #expect(vendor.claims(payload), "\(vendor.descriptor.id)")
            #expect(vendor.wireFormat.decode(payload)?.title == "Title", "\(vendor.descriptor.id)")
        }
    }
}
