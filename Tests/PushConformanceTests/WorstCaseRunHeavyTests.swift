import BuiltInVendors
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// The generated worst cases (``WorstCaseScenarios``) run to their end on every built-in vendor:
/// a heavy suite (``HeavyTests``), run in release mode by CI's heavy step.
@Suite("Worst cases run (heavy)", HeavyTests.trait)
struct WorstCaseRunHeavyTests {
    @Test(
        "A worst case runs to its end on every built-in vendor, inside the case budgets",
        arguments: WorstCaseScenarios.accepted())
    func runs(_ generated: WorstCaseScenarios.Generated) throws {
        let scenario = try ScenarioBudgetTests.decode(generated)
        let vendors = BuiltInVendors.all.filter {
            scenario.router != nil || scenario.requires.isSubset(of: $0.descriptor.capabilities)
        }
        let runs: [(String, Result<[TranscriptRecord], ExecutionError>)] =
            scenario.router == nil
            ? vendors.map { vendor in
                (
                    vendor.descriptor.id,
                    Result { () throws(ExecutionError) in try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
                    }
                )
            }
            : [
                (
                    "router",
                    Result { () throws(ExecutionError) in
                        try ScenarioExecutor(routing: vendors, scenario: scenario).run()
                    }
                )
            ]
        for (vendor, result) in runs {
            switch result {
            case .success(let records):
                #expect(records.count <= ScenarioBudget.records, "\(vendor) × \(generated.name)")
                #expect(
                    records.last?.kind == .leftovers, "\(vendor) × \(generated.name) did not reach the leftovers check")
            case .failure(let error):
                Issue.record("\(vendor) × \(generated.name) stopped: \(error)")
            }
        }
    }
}
