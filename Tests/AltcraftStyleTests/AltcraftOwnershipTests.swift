@testable import AltcraftStyle
import PushContract
import PushSimulator
import Testing

/// The real payloads of `vendor-fixtures/altcraft`, copied inline, with the real SDK's verdict.
let fixtures: [(name: String, json: String, altcraft: Bool)] = [
    ("ios-test-is-altcraft-push-flag", #"{"_ac_push": true}"#, true),
    ("ios-test-not-altcraft-push", #"{"something": 1}"#, false),
    ("ios-test-empty-userinfo", #"{}"#, false),
    ("ios-test-click-invalid-buttons-json", #"{"_buttons": "{ not-json }"}"#, false),
    ("ios-test-click-default-with-click-url", #"{"_buttons": "[]", "_click-url": "myapp://deeplink/path"}"#, false),
    ("ios-test-click-button-out-of-range", #"{"_buttons": "[{\"label\":\"Only\",\"link\":\"https://example.com\"}]"}"#, false),
    ("ios-test-click-second-button",
     #"{"_buttons": "[{\"label\":\"First\",\"link\":\"myapp://first\"},{\"label\":\"Second\",\"link\":\"myapp://second\"}]"}"#, false),
    ("android-test-ac-push-string-flag", #"{"_ac_push": "1", "x": "y"}"#, true),
    ("android-test-not-ac-push", #"{"x": "y"}"#, false),
]

@Suite("Ownership")
struct AltcraftOwnershipTests {
    @Test("Every real fixture is claimed exactly when _ac_push is present", arguments: fixtures.map(\.name))
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

    @Test("The descriptor is altcraft with the real SDK's option defaults and three cited deviations")
    func descriptor() {
        let descriptor = AltcraftVendor().descriptor
        #expect(descriptor.id == "altcraft")
        #expect(descriptor.displayName == "Altcraft-style")
        #expect(descriptor.optionDefaults.authorization == [.alert, .sound, .badge])
        #expect(descriptor.optionDefaults.presentation == [.banner, .badge, .sound])
        #expect(descriptor.optionDefaults.category.isEmpty)
        #expect(!descriptor.capabilities.contains(.uiDelegate))
        #expect(!descriptor.capabilities.contains(.liveActivities))
        #expect(descriptor.knownDeviations.map(\.invariant) == [.noNetworkForForeignPayload, .legalSubscriptionMoves, .completionsExactlyOnce])
    }
}
