import ActitoStyle
import AltcraftStyle
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// Two realistic adapter bugs the suite used to let through (issue 13), planted into the real
/// adapters through their host, and the scenarios that now catch them: opening a tapped link
/// without asking `canOpenURL` first, and saving the confirmed token under the wrong provider.
@Suite("Planted adapter bugs")
struct AdapterBugTests {
    static let suite = ConformanceSuite(root: PackageLocation.conformance)
    static let scenarios = suite.loadScenarios().scenarios

    static func result(_ vendor: any PushVendor, _ scenarioID: String) throws -> RunReport.Case {
        let scenario = try #require(scenarios.first { $0.id == scenarioID }, "no scenario \(scenarioID)")
        return ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: suite.goldensRoot))
            .runCase(vendor: vendor, scenario: scenario, options: RunOptions())
    }

    static func behaviourChange(_ result: RunReport.Case) -> String {
        guard result.golden == .mismatch, let diff = result.diff else { return "" }
        return diff
    }

    @Test(
        "Opening a link without the canOpenURL check fails the not-openable scenarios",
        arguments: [
            (
                "altcraft", "lifecycle.tap-link-scheme-not-openable",
                "an extra system event: url.opened (myapp://deeplink/path)"
            ),
            (
                "altcraft", "lifecycle.tap-link-scheme-not-openable",
                "an extra system event: url.opened (otherapp://second)"
            ),
            ("actito", "ui-delegate.url-scheme-not-openable", "an extra system event: url.opened (myapp://promo/42)"),
        ])
    func skippedSchemeCheck(vendorID: String, scenarioID: String, change: String) throws {
        let vendor: any PushVendor = vendorID == "altcraft" ? AltcraftVendor() : ActitoVendor()
        #expect(try Self.result(vendor, scenarioID).outcome == .pass)
        let broken = try Self.result(FaultyHostVendor(vendor, fault: .skipsSchemeCheck), scenarioID)
        #expect(broken.outcome == .fail)
        #expect(Self.behaviourChange(broken).contains(change), "\(broken)")
    }

    @Test(
        "Saving the confirmed FCM/HMS token under the wrong provider fails the token-update scenarios",
        arguments: [
            ("token-providers.fcm-token-updated-after-saved", #"body.old_provider: "ios-firebase" → "ios-apns""#),
            ("token-providers.hms-token-updated-after-saved", #"body.old_provider: "ios-huawei" → "ios-apns""#),
        ])
    func wrongProvider(scenarioID: String, change: String) throws {
        #expect(try Self.result(AltcraftVendor(), scenarioID).outcome == .pass)
        let broken = try Self.result(FaultyHostVendor(AltcraftVendor(), fault: .savesTokenAsAPNs), scenarioID)
        #expect(broken.outcome == .fail)
        #expect(
            Self.behaviourChange(broken).contains(
                "changed HTTP request: POST /api/v1/subscription/push/update/: \(change)"),
            "\(broken)")
    }
}

/// A vendor whose adapters and extensions get a host with one planted fault: the adapter's own
/// code is unchanged, it only sees a world in which its bug has an effect.
struct FaultyHostVendor: PushVendor {
    enum Fault: Sendable {
        /// `canOpenURL` answers yes for every URL: the adapter behaves as if it never asked.
        case skipsSchemeCheck
        /// Altcraft's confirmed token (`altcraft.token.saved`) is stored as an APNs token.
        case savesTokenAsAPNs
    }

    let base: any PushVendor
    let fault: Fault

    init(_ base: any PushVendor, fault: Fault) {
        self.base = base
        self.fault = fault
    }

    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { base.wireFormat }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }

    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: faulty(host), configuration: configuration)
    }

    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: faulty(host), configuration: configuration)
    }

    func makeContentExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationContentExtension)?
    {
        base.makeContentExtension(host: faulty(host), configuration: configuration)
    }

    private func faulty(_ host: PushHost) -> PushHost {
        let application: any ApplicationHost =
            fault == .skipsSchemeCheck ? EveryURLOpenable(host.application) : host.application
        let store: any KeyValueStore = fault == .savesTokenAsAPNs ? SavedTokenAsAPNs(host.store) : host.store
        return PushHost(
            scheduler: host.scheduler, http: host.http, media: host.media, store: store,
            notificationCenter: host.notificationCenter, application: application, events: host.events,
            pushDelegate: host.pushDelegate, uiDelegate: host.uiDelegate, deviceContext: host.deviceContext)
    }
}

/// The app as the adapter sees it, except that every URL can be opened.
final class EveryURLOpenable: ApplicationHost {
    let base: any ApplicationHost
    init(_ base: any ApplicationHost) { self.base = base }
    var state: AppState { base.state }
    var backgroundRefreshAllowed: Bool { base.backgroundRefreshAllowed }
    var deviceInfo: DeviceInfo { base.deviceInfo }
    func registerForRemoteNotifications() { base.registerForRemoteNotifications() }
    func canOpenURL(_ url: String) -> Bool { true }
    func open(url: String) { base.open(url: url) }
    func makeIdentifier(prefix: String) -> String { base.makeIdentifier(prefix: prefix) }
}

/// The store, except that Altcraft's confirmed token is written with provider `apns`.
final class SavedTokenAsAPNs: KeyValueStore {
    let base: any KeyValueStore
    init(_ base: any KeyValueStore) { self.base = base }
    func value(forKey key: String) -> JSONValue? { base.value(forKey: key) }
    var keys: [String] { base.keys }
    func set(_ value: JSONValue?, forKey key: String) {
        guard key == "altcraft.token.saved", var token = value?.objectValue else { return base.set(value, forKey: key) }
        token["provider"] = "apns"
        base.set(.object(token), forKey: key)
    }
}
