import EchoPush
import PushConformanceTesting
import Testing

/// Echo against the bundled `payload.not-*` scenarios, one test case per scenario, so one can
/// run alone:
///
///     PUSH_CONFORMANCE_CASE=echo/payload.not-json swift test --filter BundledScenarioTests
///
/// The goldens are in `Tests/__Conformance__/EchoPushTests/BundledScenarioTests/echo/`, beside the test target.
@Suite("Echo × bundled payload scenarios")
struct BundledScenarioTests {
    @Test("Bundled payload scenario", arguments: ConformanceCases.all(for: EchoVendor(), only: ["payload.not-*"]))
    func bundledScenario(_ selected: ConformanceCase) async {
        await expectConformance(EchoVendor(), case: selected)
    }
}
