import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing

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
    func conformance(_ matrixCase: MatrixCase) {
        let vendor = Self.planned[matrixCase.vendorIndex].vendor
        var options = RunOptions()
        options.recordMode = RecordMode.resolve(requested: nil, environment: ProcessInfo.processInfo.environment).mode
        let runner = ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: Self.suite.goldensRoot))
        let result = runner.runCase(vendor: vendor, scenario: matrixCase.scenario, options: options)
        #expect([.pass, .notApplicable, .knownDeviation].contains(result.outcome), "\(result.description)")
    }

    @Test("No two vendors claim the same scenario payload (PAY-002)")
    func ownershipIsExclusive() {
        let conflicts = ExclusiveOwnership.conflicts(vendors: BuiltInVendors.all, scenarios: Self.loaded.scenarios)
        #expect(conflicts.isEmpty, "\(conflicts.map(\.description).joined(separator: "\n"))")
    }

    @Test("Every vendor's wire format produces payloads its own ownership test claims")
    func wireFormatRoundTrip() throws {
        let message = MessageSpec(messageID: "m-1", title: "Title", body: "Body", mediaURL: "https://example.test/a.png",
                                  actions: [MessageAction(title: "Open", link: "https://example.test")],
                                  deepLink: "myapp://x")
        for vendor in BuiltInVendors.all {
            let payload = try vendor.wireFormat.encode(message)
            #expect(vendor.claims(payload), "\(vendor.descriptor.id)")
            #expect(vendor.wireFormat.decode(payload)?.title == "Title", "\(vendor.descriptor.id)")
        }
    }
}
