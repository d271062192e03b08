public import PushContract

/// What is true on a ``SimulatedDevice`` before the first step: a scenario's `given`, and the
/// one place its defaults are written.
///
/// A scenario file's `given` object is decoded into this value (each key is the field of the
/// same name), and a test that builds a device by hand starts from the same defaults: a user who
/// allows notifications, an APNs token (``defaultTokenHex``), the vendor's declared backend
/// answering first and `200 {}` answering the rest. Nothing is recorded for these values except
/// ``appCategories``, which the app registers as the step `given` (`categories.set`), and a
/// running ``appState``, which launches the app as the step `given`.
///
/// Adding a `given` key touches this file, the scenario decoder and the device part that plays it.
public struct DeviceSetup: Sendable, Hashable {
    /// The app state before step 1 (`notRunning`: the first step launches it).
    public var appState: AppState = .notRunning
    /// The user's answer to the permission prompt; nil: the prompt is never answered.
    public var authorization: AuthorizationStatus? = .authorized
    /// Whether background refresh is on.
    public var backgroundRefresh = true
    /// What APNs answers when the app registers for remote notifications.
    public var registration: RegistrationScript = DeviceSetup.defaultRegistration
    /// Configuration every vendor gets, over ``defaultConfiguration``.
    public var configuration: [String: JSONValue] = [:]
    /// Configuration by capability: every vendor that declares a capability gets its keys,
    /// merged over ``configuration`` in capability-name order. What any SDK with that capability
    /// accepts (an SDK ignores keys it does not know), so a renamed copy of a vendor gets exactly
    /// what the original gets. The bundled scenarios configure vendors this way only.
    public var capabilityConfiguration: [Capability: [String: JSONValue]] = [:]
    /// Per-vendor configuration by vendor id, merged last: for a team's own scenarios about its
    /// own vendors; the bundled scenarios never use it.
    public var vendorConfiguration: [String: [String: JSONValue]] = [:]
    /// Whether the vendor's declared backend (``PushVendor/backend``) answers unscripted requests
    /// before ``defaultAnswer``. A scenario that writes its own `defaultAnswer` turns it off.
    public var usesVendorBackend = true
    /// The server's answer when neither the script nor the backend has one; nil leaves such
    /// requests unanswered.
    public var defaultAnswer: ServerAnswer? = ServerAnswer(.response(status: 200, body: .object([:])))
    /// URL schemes the app can open (compared lower-cased).
    public var openableSchemes: Set<String> = ["http", "https"]
    /// What the app answers when asked how to present a foreground notification; nil: never.
    public var appPresentation: Set<PresentationOption>? = [.banner, .badge, .sound]
    /// Whether the app target embeds the vendor's service extension.
    public var serviceExtension = true
    /// Categories the app registered itself (in an earlier run), before the vendor's SDK starts.
    public var appCategories: [NotificationCategory] = []
    /// The device's context signal (moment quality) before step 1.
    public var momentQuality: MomentQuality = .unknown
    /// Whether the system wakes the app for background pushes before step 1.
    public var backgroundWakes = true
    /// The device's own facts (model, OS version, preferred language, time zone…) that adapters
    /// put in request bodies (``PushContract/ApplicationHost/deviceInfo``).
    public var deviceInfo = DeviceSetup.defaultDeviceInfo
    /// ActivityKit before step 1: the types the app sets up at every launch, stream behaviours,
    /// the maximum count and the push-to-start budget.
    public var activityKit = ActivityKitSetup()
    /// The most pieces of scheduled work the whole run may take (nil: no limit). Past it the
    /// clock drops everything pending and records `clock.work-budget-exhausted` (EXP-002). Not a
    /// scenario key: the runner sets it for explored sequences.
    public var workLimit: Int? = nil

    /// A setup with every default.
    public init() {}

    /// The default APNs token: 32 bytes, `00112233…eeff` twice.
    public static let defaultTokenHex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

    /// The default registration answer: ``defaultTokenHex``. 32 bytes are always a valid token
    /// length, so the `catch` never runs; every golden that registers shows this token.
    public static let defaultRegistration: RegistrationScript = {
        let half = (0..<16).map { UInt8($0 * 0x11) }
        do { return .token(try DeviceToken(bytes: half + half)) } catch { return .none }
    }()

    /// The default device: an iPhone 14 Plus (`iPhone14,7`) on iOS 18.6.2, English, at UTC.
    public static let defaultDeviceInfo = DeviceInfo(
        model: "iPhone14,7", name: "iPhone", osVersion: "18.6.2", language: "en",
        timeZone: "+0000", bundleIdentifier: "com.example.pushcontract",
        appVersion: "1.0.0")

    /// Configuration every vendor gets unless the setup overrides a key.
    public static let defaultConfiguration: [String: JSONValue] = [
        "apiURL": "https://push.example.test/api/v1", "applicationID": "example-app",
    ]

    /// The configuration one vendor sees: ``defaultConfiguration``, then ``configuration``, then
    /// the ``capabilityConfiguration`` of each capability it declares (by name), then its own
    /// ``vendorConfiguration`` entry.
    public func configuration(for vendor: VendorDescriptor) -> [String: JSONValue] {
        var merged = Self.defaultConfiguration
        merged.merge(configuration) { _, new in new }
        for capability in vendor.capabilities.sorted() {
            merged.merge(capabilityConfiguration[capability] ?? [:]) { _, new in new }
        }
        merged.merge(vendorConfiguration[vendor.id] ?? [:]) { _, new in new }
        return merged
    }
}
