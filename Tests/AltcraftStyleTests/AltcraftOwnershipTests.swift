@testable import AltcraftStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The project's fixtures modelled on Altcraft's own tests (`Conformance/Fixtures/altcraft`, origins in
/// `Conformance/Fixtures/SOURCES.md`), inline, with the real SDK's verdict on the payloads they model.
let fixtures: [(name: String, json: String, altcraft: Bool)] = [
    ("ios-test-is-altcraft-push-flag", #"{"_ac_push": true}"#, true),
    ("ios-test-not-altcraft-push", #"{"something": 42}"#, false),
    ("empty-userinfo", #"{}"#, false),
    ("ios-test-click-invalid-buttons-json", #"{"_buttons": "[{\"label\": \"Reorder\""}"#, false),
    ("ios-test-click-default-with-click-url", #"{"_buttons": "[]", "_click-url": "shopdemo://orders/1042"}"#, false),
    (
        "ios-test-click-button-out-of-range",
        #"{"_buttons": "[{\"label\":\"Track order\",\"link\":\"https://shop.example.test/track/1042\"}]"}"#, false
    ),
    (
        "ios-test-click-second-button",
        #"{"_buttons": "[{\"label\":\"Reorder\",\"link\":\"shopdemo://reorder/1042\"},{\"label\":\"Rate delivery\",\"link\":\"shopdemo://rate/1042\"}]"}"#,
        false
    ),
    ("android-test-ac-push-string-flag", #"{"_ac_push": "1", "x": "data-only"}"#, true),
    ("android-test-not-ac-push", #"{"x": "data-only"}"#, false),
]

@Suite("Ownership")
struct AltcraftOwnershipTests {
    @Test("Every fixture is claimed exactly when _ac_push is present", arguments: fixtures.map(\.name))
    func fixtureOwnership(name: String) throws {
        let fixture = try #require(fixtures.first { $0.name == name })
        #expect(AltcraftVendor().claims(try payload(fixture.json)) == fixture.altcraft)
    }

    @Test("_ac_push counts whatever its value, even false or null")
    func anyValueClaims() throws {
        for value in ["false", "null", "0", "{}", "[]"] {
            #expect(AltcraftVendor().claims(try payload(#"{"_ac_push": \#(value)}"#)))
        }
    }

    @Test(
        "The descriptor is altcraft with the real SDK's option defaults and its cited deviations, each scoped or naming its mechanism"
    )
    func descriptor() {
        let descriptor = AltcraftVendor().descriptor
        #expect(descriptor.id == "altcraft")
        #expect(descriptor.displayName == "Altcraft-style")
        #expect(descriptor.optionDefaults.authorization == [.alert, .sound, .badge])
        #expect(descriptor.optionDefaults.presentation == [.banner, .badge, .sound])
        #expect(descriptor.optionDefaults.category.isEmpty)
        #expect(!descriptor.capabilities.contains(.uiDelegate))
        #expect(!descriptor.capabilities.contains(.liveActivities))
        #expect(
            descriptor.knownDeviations.map(\.invariant) == [
                .attachmentFromSuccessfulDownload, .noNetworkForForeignPayload, .legalSubscriptionMoves,
                .completionsExactlyOnce, .completionsExactlyOnce, .completionsExactlyOnce, .completionsExactlyOnce,
                .explorationSettlesWhenQuiet, .explorationSettlesWhenQuiet,
                .explorationSettlesWhenQuiet, .explorationSettlesWhenQuiet,
                .completionsExactlyOnce, .completionsExactlyOnce, .completionsExactlyOnce,
                .explorationSettlesWhenQuiet, .explorationSettlesWhenQuiet, .explorationSettlesWhenQuiet,
                .retryOnlyRetryable, .retryOnlyRetryable, .retryOnlyRetryable, .retryOnlyRetryable,
                .explorationFacetWorkSurvivesRelaunch, .explorationFacetWorkSurvivesRelaunch,
                .explorationFacetWorkSurvivesRelaunch, .explorationFacetWorkSurvivesRelaunch, .completionsExactlyOnce,
                .foreignPayloadUntouched, .oneOpenPerTap, .openNeedsTap, .appCategoriesKept, .linkNeedsUserAction,
                .dataResetErasesEverything, .dataResetErasesEverything, .dataResetErasesEverything,
                .dataResetErasesEverything, .dataResetErasesEverything, .dataResetErasesEverything,
                .dataResetErasesEverything, .dataResetErasesEverything, .manualTokenWins,
                .changedTokenReregistered, .changedTokenReregistered, .changedTokenReregistered,
                .changedTokenReregistered, .changedTokenReregistered,
            ] + Array(repeating: .dataResetErasesEverything, count: 5))
        // Each cites its source; one listed for every scenario names the mechanism it excuses,
        // and none uses a glob.
        #expect(descriptor.knownDeviations.allSatisfy { !$0.scenarios.isEmpty || $0.mechanism != nil })
        #expect(descriptor.knownDeviations.allSatisfy { !$0.scenarios.contains { $0.contains("*") } })
        #expect(
            descriptor.knownDeviations.allSatisfy {
                $0.citation.contains("altcraft/ios-sdk@c9b72bf:")
                    || $0.citation.contains("https://guides.altcraft.com/")
            })
    }
}
