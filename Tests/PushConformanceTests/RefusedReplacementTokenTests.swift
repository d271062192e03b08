import AltcraftStyle
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-005's switched-to-another-provider when the server refused the replacement: the SDK sent
/// the manual token that wins beside the old one and the server refused it for good, so the
/// rotated APNs token is no longer the SDK's token (explore seed 777 run 16646 on altcraft).
@Suite("TOK-005: another provider's token sent as the replacement and refused")
struct RefusedReplacementTokenTests {
    private typealias W = HandWritten

    private static func records() throws -> [TranscriptRecord] {
        let suite = ConformanceSuite(root: PackageLocation.conformance)
        let scenario = try #require(
            suite.loadScenarios().scenarios.first {
                $0.id == "token-providers.manual-token-after-rotation-update-refused-then-relaunch"
            })
        return try W.read(try ScenarioExecutor(vendor: AltcraftVendor(), scenario: scenario).run())
    }

    @Test(
        "The bundled scenario names switched-to-another-provider; without the manual token's report one names none"
    )
    func namedOnlyWithAnotherProvider() throws {
        let records = try Self.records()
        let found = Invariant.changedTokenReregistered.check(records)
        #expect(!found.isEmpty)
        // The relaunch's update still names the saved token (old-token-until-replacement-accepted);
        // the rotated token itself is the other provider's now.
        #expect(found.contains { $0.mechanism == .switchedToAnotherProvider }, "\(found.map(\.mechanism))")
        #expect(found.allSatisfy { $0.mechanism != nil }, "\(found.map(\.mechanism))")
        // The same transcript without the delegate's report of the FCM token: nothing shows the
        // SDK moved to another provider, and the refused updates name no mechanism.
        let alone = Invariant.changedTokenReregistered.check(
            records.filter {
                !($0.kind == .delegate && $0.body["name"]?.stringValue == "token.changed"
                    && $0.body["details"]?["token"]?["provider"]?.stringValue == "fcm")
            })
        #expect(!alone.isEmpty)
        #expect(alone.contains { $0.mechanism == nil })
    }
}
