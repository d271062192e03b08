import BuiltInVendors
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// Every expectation a bundled scenario states is evaluated on at least one built-in vendor: the
/// scenario applies to that vendor (it has every capability the scenario requires), the
/// expectation holds for it (`forConfiguredVendors` only for a vendor the scenario configures),
/// and a conditional one (`refused`) meets its condition there. An expectation no built-in vendor
/// reaches states nothing the suite ever checks.
@Suite("Bundled expectations apply to a built-in vendor")
struct BundledExpectationTests {
    static let scenarios = ConformanceSuite(root: PackageLocation.conformance).loadScenarios().scenarios
    static let planned = ConformanceRunner.plannedCases(vendors: BuiltInVendors.all, scenarios: scenarios)
        .filter { $0.missing.isEmpty }

    /// One bundled expectation, as a test argument.
    struct Case: Sendable, CustomTestStringConvertible {
        let scenario: Scenario
        let index: Int
        var expectation: PushConformance.Expectation { scenario.expectations[index] }
        var testDescription: String { "\(scenario.id) expect[\(index)]" }
    }

    static let cases: [Case] = scenarios.flatMap { scenario in
        scenario.expectations.indices.map { Case(scenario: scenario, index: $0) }
    }

    @Test("Each expectation is evaluated for at least one applicable built-in vendor", arguments: cases)
    func evaluated(_ bundled: Case) throws {
        let vendors = Self.planned.filter { $0.scenario.id == bundled.scenario.id }
            .filter { $0.scenario.expectations(for: $0.vendor.descriptor).contains(bundled.expectation) }
        let requires = bundled.scenario.requires.map(\.rawValue).sorted().joined(separator: ", ")
        let what = "\(bundled.testDescription) (\(bundled.expectation.description))"
        #expect(
            !vendors.isEmpty,
            "\(what) applies to no built-in vendor: its scenario requires [\(requires)] or it is only for configured vendors"
        )
        if case .deviceFacts = bundled.expectation.check {
            var checked = 0
            for planned in vendors {
                let records = try ScenarioExecutor(vendor: planned.vendor, scenario: planned.scenario).run()
                let context = DeviceFactContext(
                    backend: planned.vendor.backend, device: planned.scenario.given.deviceInfo)
                checked += records.filter { $0.kind == .http }.map { context.facts(in: $0).count }.reduce(0, +)
            }
            #expect(checked > 0, "no built-in vendor sends a declared device fact here, so nothing is checked")
        }
        guard case .refusedBeforeSending(let code, let step, _) = bundled.expectation.check else { return }
        var refusedSomewhere = false
        for planned in vendors where !refusedSomewhere {
            let records = try ScenarioExecutor(vendor: planned.vendor, scenario: planned.scenario).run()
            refusedSomewhere = records.contains { record in
                record.step == step && record.kind == .error && record.body["code"]?.stringValue == code.rawValue
            }
        }
        #expect(refusedSomewhere, "no built-in vendor refuses step \(step) with \(code), so nothing is checked")
    }

    @Test("At least half of the bundled scenarios state expectations")
    func half() {
        let stating = Self.scenarios.filter { !$0.expectations.isEmpty }.count
        #expect(stating * 2 >= Self.scenarios.count, "\(stating) of \(Self.scenarios.count)")
    }
}
