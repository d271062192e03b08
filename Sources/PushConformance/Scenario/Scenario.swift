public import PushContract
public import PushSimulator

/// A vendor-neutral lifecycle scenario, loaded from `Conformance/Scenarios/<facet>/<id>.json`.
public struct Scenario: Sendable, Hashable, Identifiable {
    /// Stable id, `<facet>.<slug>`.
    public var id: String
    /// One sentence for people.
    public var title: String
    /// Requirement and invariant ids it exercises.
    public var requirements: [RequirementID]
    /// Capabilities a vendor needs; without them the case is not applicable.
    public var requires: Set<Capability>
    /// The starting conditions.
    public var given: ScenarioGiven
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// The file it came from, relative to the scenarios folder (`subscription/x.json`).
    public var file: String
    /// Set when the scenario runs every vendor behind one `PushRouter` (one case, vendor `router`).
    public var router: RouterHosting? = nil

    /// The facet: the part of the id before the first dot.
    public var facet: String {
        // Read for every case: an ASCII id not starting with a dot is cut at its first dot byte;
        // any other keeps the Character split (a mark could join the dot; empty pieces drop).
        let utf8 = id.utf8
        if utf8.first != UInt8(ascii: "."), utf8.allSatisfy({ $0 < 0x80 }) {
            return String(id[..<(utf8.firstIndex(of: UInt8(ascii: ".")) ?? id.endIndex)])
        }
        return String(id.split(separator: ".", maxSplits: 1).first ?? "")
    }

    /// Creates a scenario.
    public init(id: String, title: String, requirements: [RequirementID], requires: Set<Capability>, given: ScenarioGiven,
                steps: [ScenarioStep], file: String) {
        self.id = id
        self.title = title
        self.requirements = requirements
        self.requires = requires
        self.given = given
        self.steps = steps
        self.file = file
    }
}

/// What is true before the first step.
public struct ScenarioGiven: Sendable, Hashable {
    /// The app state before step 1 (`notRunning` unless given).
    public var appState: AppState = .notRunning
    /// The user's answer to the permission prompt; nil: never answered.
    public var authorization: AuthorizationStatus? = .authorized
    /// Whether background refresh is on.
    public var backgroundRefresh = true
    /// What APNs answers to registration.
    public var registration: RegistrationScript = ScenarioGiven.defaultRegistration
    /// Configuration for every vendor.
    public var configuration: [String: JSONValue] = [:]
    /// Per-vendor configuration, merged over `configuration`.
    public var vendorConfiguration: [String: [String: JSONValue]] = [:]
    /// The server's answer when nothing is scripted; nil leaves requests unanswered.
    public var defaultAnswer: ServerAnswer? = ServerAnswer(.response(status: 200, body: .object([:])))
    /// Whether the scenario wrote `defaultAnswer` itself; if not, the vendor's declared backend
    /// answers first and this neutral default only what the vendor did not declare.
    public var scriptsDefaultAnswer = false
    /// URL schemes the app can open.
    public var openableSchemes: [String] = ["http", "https"]
    /// What the app answers when asked to decide presentation; nil: it never answers.
    public var appPresentation: Set<PresentationOption>? = [.banner, .badge, .sound]
    /// Whether the app embeds the vendor's service extension.
    public var serviceExtension = true
    /// Categories the app registered itself (in an earlier run), before the vendor's SDK starts.
    public var appCategories: [NotificationCategory] = []
    /// The device's context signal before step 1 (``MomentQuality/unknown`` unless given).
    public var momentQuality: MomentQuality = .unknown
    /// Whether the system wakes the app for background pushes before step 1.
    public var backgroundWakes = true

    /// The default APNs token: 32 bytes, `00112233…eeff` twice.
    public static let defaultTokenHex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

    /// The default registration answer: ``defaultTokenHex``. 32 bytes are always a valid token
    /// length, so the `catch` never runs; every golden that registers shows this token.
    public static let defaultRegistration: RegistrationScript = {
        let half = (0..<16).map { UInt8($0 * 0x11) }
        do { return .token(try DeviceToken(bytes: half + half)) } catch { return .none }
    }()

    /// Configuration every vendor gets unless the scenario overrides a key.
    public static let defaultConfiguration: [String: JSONValue] = [
        "apiURL": "https://push.example.test/api/v1", "applicationID": "example-app",
    ]

    /// The configuration one vendor sees: defaults, then `configuration`, then its own entry.
    public func configuration(for vendorID: String) -> [String: JSONValue] {
        var merged = Self.defaultConfiguration
        merged.merge(configuration) { _, new in new }
        merged.merge(vendorConfiguration[vendorID] ?? [:]) { _, new in new }
        return merged
    }

    /// A given with every default.
    public init() {}

    /// The device-side part, handed to the ``SimulatedDevice`` at init.
    public var deviceSetup: DeviceSetup {
        var setup = DeviceSetup()
        setup.authorizationAnswer = authorization
        setup.backgroundRefresh = backgroundRefresh
        setup.registration = registration
        setup.openableSchemes = Set(openableSchemes)
        setup.defaultAnswer = defaultAnswer
        setup.appPresentation = appPresentation
        setup.embedsServiceExtension = serviceExtension
        setup.appCategories = appCategories
        setup.momentQuality = momentQuality
        setup.backgroundWakes = backgroundWakes
        return setup
    }
}

/// How a router scenario hosts its vendors: every vendor of the run behind one `PushRouter`,
/// plus the conformance peers it names (``ConformancePeer``), after them.
public struct RouterHosting: Sendable, Hashable {
    /// Misbehaving peer SDKs added behind the router.
    public var peers: [ConformancePeer.Behaviour]

    /// Creates a hosting.
    public init(peers: [ConformancePeer.Behaviour] = []) { self.peers = peers }
}
