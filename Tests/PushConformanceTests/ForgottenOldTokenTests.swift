import AltcraftStyle
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-005's switched-to-another-provider after a data reset: the SDK forgot the token the server
/// knows, so the request that registers another provider's token (a manual token that wins)
/// cannot name it as replaced (explore seed 777 run 408 on altcraft).
@Suite("TOK-005: another provider's token registered alone after a data reset")
struct ForgottenOldTokenTests {
    private typealias W = HandWritten

    private static func records() throws -> [TranscriptRecord] {
        let suite = ConformanceSuite(root: PackageLocation.conformance)
        let scenario = try #require(
            suite.loadScenarios().scenarios.first {
                $0.id == "token-providers.manual-token-after-reset-and-rotation-then-relaunch"
            })
        return try W.read(try ScenarioExecutor(vendor: AltcraftVendor(), scenario: scenario).run())
    }

    @Test("The bundled scenario names switched-to-another-provider; without the reset record it names none")
    func namedOnlyAfterReset() throws {
        let records = try Self.records()
        #expect(records.contains { $0.systemName == .storeAfterReset })
        let found = Invariant.changedTokenReregistered.check(records)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.mechanism == .switchedToAnotherProvider }, "\(found.map(\.mechanism))")
        // The same transcript with no reset: nothing made the SDK forget the old token, and the
        // update registering the manual token alone names no mechanism.
        let unreset = Invariant.changedTokenReregistered.check(records.filter { $0.systemName != .storeAfterReset })
        #expect(!unreset.isEmpty)
        #expect(unreset.contains { $0.mechanism == nil })
    }
}
