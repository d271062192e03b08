import BuiltInVendors
@testable import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Every bundled case frees its simulation when it ends: a device, clock or recorder kept alive
/// by a cycle (between the simulator's parts, or through an adapter's closures) keeps the
/// case's whole transcript, and a run over thousands of scenarios grows without bound.
@Suite("Case lifetime")
struct CaseLifetimeTests {
    /// What one case left alive after it returned its records.
    private static func survivors(of planned: PlannedCase) -> [String] {
        weak var device: SimulatedDevice?
        weak var clock: SimulatedClock?
        weak var recorder: Recorder?
        weak var ledger: CompletionLedger?
        weak var transport: SimulatedTransport?
        do {
            let executor =
                planned.routing.map { ScenarioExecutor(routing: $0, scenario: planned.scenario) }
                ?? ScenarioExecutor(vendor: planned.vendor, scenario: planned.scenario)
            let made = executor.start()
            device = made
            clock = made.clock
            recorder = made.recorder
            ledger = made.ledger
            transport = made.transport
            _ = try? executor.run(on: made)
        }
        return [
            ("device", device as AnyObject?), ("clock", clock), ("recorder", recorder), ("ledger", ledger),
            ("transport", transport),
        ].filter { $0.1 != nil }.map(\.0)
    }

    @Test("Every built-in vendor × bundled scenario frees its device, clock and recorder")
    func everyBundledCase() {
        let scenarios = ConformanceSuite(root: PackageLocation.conformance).loadScenarios().scenarios
        let planned = ConformanceRunner.plannedCases(vendors: BuiltInVendors.all, scenarios: scenarios).filter(
            \.missing.isEmpty)
        #expect(planned.count > 600)
        var leaks: [String] = []
        for entry in planned {
            let alive = Self.survivors(of: entry)
            if !alive.isEmpty {
                leaks.append("\(entry.vendorID) × \(entry.scenario.id): \(alive.joined(separator: ", "))")
            }
        }
        let leaked = leaks.count
        #expect(leaked == 0, "cases that kept their simulation alive:\n\(leaks.prefix(20).joined(separator: "\n"))")
    }
}
