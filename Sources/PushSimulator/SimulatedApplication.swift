public import PushContract

/// What APNs answers when the app registers for remote notifications.
public enum RegistrationScript: Sendable, Hashable {
    /// A device token.
    case token(DeviceToken)
    /// An error (`no-entitlement`, `offline`…).
    case failure(reason: String)
    /// No answer.
    case none
}

/// The running app as the adapter sees it: state, background refresh, device facts, remote
/// registration, URL opening and deterministic identifiers.
public final class SimulatedApplication: ApplicationHost {
    /// The state now.
    public internal(set) var state: AppState = .notRunning
    /// Whether background refresh is allowed.
    public var backgroundRefreshAllowed = true
    /// Fixed device facts (``DeviceSetup/deviceInfo``).
    public var deviceInfo = DeviceSetup.defaultDeviceInfo
    /// What APNs answers.
    public var registration: RegistrationScript = .none
    /// URL schemes `canOpenURL` accepts.
    public var openableSchemes: Set<String> = ["http", "https"]
    /// Called with the registration result (the device forwards it to the adapter).
    var onRegistration: ((RegistrationScript) -> Void)?
    private var identifierCounters: [String: Int] = [:]
    private let clock: SimulatedClock
    private let recorder: Recorder

    init(clock: SimulatedClock, recorder: Recorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// Asks APNs for a token; the scripted answer arrives later.
    public func registerForRemoteNotifications() {
        recorder.system(.remoteRegistrationRequested)
        let script = registration
        guard script != .none else { return }
        clock.schedule(after: .zero) { [weak self] in self?.onRegistration?(script) }
    }

    /// Whether the URL's scheme is openable.
    public func canOpenURL(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        return openableSchemes.contains(url[..<colon].lowercased())
    }

    /// Opens a URL (recorded).
    public func open(url: String) {
        recorder.system(.urlOpened, ["url": .string(url)])
    }

    /// `prefix-1`, `prefix-2`, … per prefix, for the device's lifetime.
    public func makeIdentifier(prefix: String) -> String {
        let next = (identifierCounters[prefix] ?? 0) + 1
        identifierCounters[prefix] = next
        return "\(prefix)-\(next)"
    }
}

/// `SimulatedApplication` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedApplication: Sendable {}
