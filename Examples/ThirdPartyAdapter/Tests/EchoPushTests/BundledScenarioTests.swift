import EchoPush
import PushConformanceTesting
import Testing

/// Echo against the whole bundled suite: every scenario its capabilities make applicable (a
/// router scenario runs with Echo behind the router), one test case per scenario, so one can run
/// alone:
///
///     PUSH_CONFORMANCE_CASE=echo/payload.not-json swift test --filter BundledScenarioTests
///
/// The goldens are in `Tests/__Conformance__/EchoPushTests/BundledScenarioTests/echo/`
/// beside the test target.
@Suite("Echo × the bundled suite")
struct BundledScenarioTests {
    @Test("Bundled scenario", arguments: ConformanceCases.all(for: EchoVendor()))
    func bundledScenario(_ selected: ConformanceCase) async {
        await expectConformance(EchoVendor(), case: selected)
    }
}
