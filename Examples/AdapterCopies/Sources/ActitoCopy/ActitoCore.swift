import PushContract

/// Per-process state shared by the Actito components: the host, the configuration, the stored
/// device and push registration, and event reporting.
final class ActitoCore {
    /// The host.
    let host: PushHost
    /// The configuration, nil when the SDK could not be configured.
    let configuration: ActitoConfiguration?
    /// Problems found in the configuration, reported at launch.
    let configurationProblems: [PushError]
    /// The network with Actito's retry policy.
    private(set) lazy var network = ActitoNetwork(core: self)

    /// Store keys (`LocalStorage`).
    enum Key {
        static let deviceID = "actito.device.id"
        static let transport = "actito.push.transport"
        static let token = "actito.push.token"
        static let allowedUI = "actito.push.allowedUI"
        static let remoteNotificationsEnabled = "actito.push.remoteNotificationsEnabled"
        static let firstRegistration = "actito.push.firstRegistration"
        static let pendingEvents = "actito.events.pending"
    }

    /// The planted bugs switched on (``ActitoCopyBug``).
    let bugs: Set<ActitoCopyBug>

    /// A core on `host` with the raw configuration.
    init(host: PushHost, raw: [String: JSONValue], bugs: Set<ActitoCopyBug>) {
        self.host = host
        self.bugs = bugs
        (configuration, configurationProblems) = ActitoConfiguration.parse(raw, bugs: bugs)
    }

    /// Whether `Actito.shared.isConfigured`.
    var isConfigured: Bool { configuration != nil }

    /// Work waiting for the device to be created (planted bug ``ActitoCopyBug/rt14ActivityWaitsForDeviceForever``).
    var deviceWaiters: [() -> Void] = []

    /// The current device id (`device().currentDevice?.id`).
    var deviceID: String? { host.store.value(forKey: Key.deviceID)?.stringValue }

    /// An absolute URL for an API path.
    func url(_ path: String) -> String { (configuration?.apiURL ?? "") + path }

    /// Reports an informational event.
    func emit(_ name: SDKEventName, native: String? = nil, _ details: [String: JSONValue] = [:]) {
        host.events.emit(SDKEvent(name, native: native, details: details))
    }

    /// Reports an error (Actito logs it).
    func report(_ error: PushError) { host.events.emit(SDKEvent(error: error)) }

    /// A warning the real SDK logs, as a neutral error event.
    func warn(_ code: PushErrorCode, native: String = "warning", _ message: String, details: [String: JSONValue] = [:])
    {
        report(PushError(code, native: native, message: message, details: details))
    }

    /// Another SDK's payload as the app's delegate gets it: unchanged, or, with the planted bug
    /// ``ActitoCopyBug/rt10ForeignPayloadXKeysStripped``, "normalised" like a partial notification
    /// (every top-level `x-` key removed).
    func forwarded(_ payload: PushPayload) -> PushPayload {
        guard bugs.contains(.rt10ForeignPayloadXKeysStripped) else { return payload }
        return PushPayload(payload.root.filter { !$0.key.hasPrefix("x-") })
    }

    /// Runs `work` later in this instant, as Actito's `Task`/`DispatchQueue.main.async` would.
    func async(_ work: @escaping () -> Void) { host.scheduler.schedule(after: .zero, work) }
}
