public import PushContract

/// A small, well-behaved vendor for the runner's own tests. It owns payloads with a top-level
/// `"test": true`; each flag in ``Faults`` turns one correct behaviour into a known bug, so every
/// invariant has an adapter it must catch.
public struct TestVendor: PushVendor {
    /// Deliberate bugs.
    public struct Faults: Sendable, Hashable {
        /// The service extension calls its content handler twice (CMP-001, NSE-001).
        public var contentHandlerTwice = false
        /// The service extension never calls its content handler (NSE-001, CMP-001).
        public var contentHandlerNever = false
        /// The service extension answers only after 40 s, ignoring expiry (NSE-002).
        public var contentHandlerLate = false
        /// The service extension waits for the system's expiry call to deliver (NSE-003).
        public var waitsForExpiry = false
        /// Sends an open event even for payloads it does not own (NET-002).
        public var networkForForeignPayload = false
        /// Retries a subscribe after a 400 (NET-001).
        public var retriesClientErrors = false
        /// Reports an error code outside the registry (ERR-001).
        public var unregisteredErrorCode = false
        /// Schedules work with a negative delay (TIME-001).
        public var negativeDelay = false
        /// Confirms unsubscribe while suspended (SUB-001).
        public var illegalSubscriptionMove = false
        /// The wire format does not refuse payloads over 4096 bytes (PAY-001).
        public var acceptsOversizedPayloads = false
        /// Never calls the will-present completion (CMP-001).
        public var neverCompletesWillPresent = false
        /// Reschedules work at the same instant forever (TIME-001).
        public var runawayLoop = false

        /// No fault: a well-behaved vendor.
        public init() {}
    }

    /// The bugs this vendor has (none by default).
    public var faults = Faults()
    /// Reports every presented payload back as an SDK event (`push.echoed`, details: the
    /// payload), as SDKs that log what they received do: a deep payload makes a deep line.
    public var echoesPayloads = false
    /// Known deviations the test declares.
    public var deviations: [KnownDeviation] = []

    /// A well-behaved vendor, or one with `faults`.
    public init(faults: Faults = Faults(), echoesPayloads: Bool = false, deviations: [KnownDeviation] = []) {
        self.faults = faults
        self.echoesPayloads = echoesPayloads
        self.deviations = deviations
    }

    /// `test`: subscription, service extension, taps, presentation and the push delegate.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "test", displayName: "Test vendor",
            capabilities: [.subscription, .serviceExtension, .tapHandling, .foregroundPresentation, .pushDelegate],
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []),
            knownDeviations: deviations)
    }

    /// ``TestWireFormat``.
    public var wireFormat: any PushWireFormat { TestWireFormat(acceptsOversized: faults.acceptsOversizedPayloads) }

    /// True for payloads with a top-level `"test": true`.
    public func claims(_ payload: PushPayload) -> Bool { payload["test"] == true }

    /// A fresh adapter with the vendor's faults.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        TestAdapter(host: host, faults: faults, vendor: self)
    }

    /// A fresh service extension with the vendor's faults.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        TestServiceExtension(host: host, faults: faults, vendor: self)
    }
}

/// The test vendor's format: the message's custom data, `"test": true` and the standard `aps`.
public struct TestWireFormat: PushWireFormat {
    /// Whether payloads over 4096 bytes pass (a PAY-001 bug).
    public var acceptsOversized: Bool

    /// A format, refusing oversized payloads unless told not to.
    public init(acceptsOversized: Bool = false) { self.acceptsOversized = acceptsOversized }

    /// Encodes a message.
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var root = message.customData
        root["test"] = true
        var aps = message.standardAPS
        if message.mutableContent == true { aps["mutable-content"] = 1 }
        root["aps"] = .object(aps)
        let payload = PushPayload(root)
        return acceptsOversized ? payload : try refusingInvalid(payload)
    }

    /// Every field a test payload writes: the standard aps and the sender's keys (PAY-006); a
    /// background push (content-available, no alert) is a silent message.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard payload["test"] == true else { return nil }
        let aps = payload.aps
        return MessageSpec(
            title: aps.title, subtitle: aps.subtitle, body: aps.body,
            silent: aps.contentAvailable && !aps.displaysAlert, category: aps.category, badge: aps.badge,
            sound: aps.sound, interruptionLevel: aps.interruptionLevel, relevanceScore: aps.relevanceScore,
            customData: payload.root.filter { $0.key != "aps" && $0.key != "test" })
    }
}

final class TestAdapter: PushAdapter, SubscriptionService {
    let host: PushHost
    let faults: TestVendor.Faults
    let vendor: TestVendor
    private var state = SubscriptionState()

    init(host: PushHost, faults: TestVendor.Faults, vendor: TestVendor) {
        self.host = host
        self.faults = faults
        self.vendor = vendor
    }

    func applicationDidFinishLaunching(options: LaunchOptions) {
        host.notificationCenter.requestAuthorization(options: [.alert]) { _ in }
        host.application.registerForRemoteNotifications()
        if faults.negativeDelay { host.scheduler.schedule(after: .seconds(-1)) {} }
        if faults.runawayLoop { spin() }
        if faults.unregisteredErrorCode {
            host.events.emit(SDKEvent(error: PushError("test.made-up", message: "not in the registry")))
        }
    }

    func applicationDidBecomeActive() {}

    private func spin() { host.scheduler.schedule(after: .zero) { [weak self] in self?.spin() } }
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}
    func didFailToRegisterForRemoteNotifications(error: PushError) {
        host.pushDelegate.handle(.registrationFailed(error))
    }

    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        completion(.noData)
    }

    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        if vendor.echoesPayloads {
            host.events.emit(SDKEvent("push.echoed", native: "echo", details: ["payload": request.payload.json]))
        }
        if faults.neverCompletesWillPresent { return }
        completion([.banner])
    }

    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        if vendor.claims(response.request.payload) || faults.networkForForeignPayload {
            host.http.send(HTTPRequest(method: "POST", url: "https://test.example/open")) { _ in }
        }
        completion()
    }

    var subscription: (any SubscriptionService)? { self }

    func subscribe(_ request: SubscriptionRequest) { send(.subscribed) }
    func unsubscribe(_ request: SubscriptionRequest) { send(.unsubscribed) }
    func suspend(_ request: SubscriptionRequest) { send(.suspended) }
    func unsuspend(completion: @escaping (Result<SubscriptionResult, PushError>) -> Void) {
        completion(.failure(Self.notOffered))
    }
    func status(_ query: SubscriptionStatusQuery, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
    {
        completion(.failure(Self.notOffered))
    }

    private static let notOffered = PushError(
        .subscriptionDataMissing, message: "the test vendor answers no unsuspend or status query")

    private func send(_ status: SubscriptionStatus) {
        guard faults.illegalSubscriptionMove || state.canMove(to: status) else {
            host.events.emit(SDKEvent(error: PushError(.illegalTransition, message: "refused locally")))
            return
        }
        host.http.send(
            HTTPRequest(
                method: "POST", url: "https://test.example/subscription", body: ["status": .string(status.rawValue)])
        ) {
            [self] result in
            switch result {
            case .success(let response) where response.isSuccess:
                if faults.illegalSubscriptionMove {
                    state = SubscriptionState(status: status)
                } else {
                    try? state.move(to: status)
                }
                host.pushDelegate.handle(.subscriptionChanged(status))
            case .success(let response):
                let retryable = response.isServerError
                host.events.emit(
                    SDKEvent(
                        error: PushError(
                            retryable ? .serverError : .clientError, native: "\(response.status)",
                            retryable: retryable, message: "HTTP \(response.status)")))
                if retryable || faults.retriesClientErrors {
                    host.scheduler.schedule(after: .seconds(1)) { self.send(status) }
                }
            case .failure(let error):
                host.events.emit(SDKEvent(error: error))
                host.scheduler.schedule(after: .seconds(1)) { self.send(status) }
            }
        }
    }
}

final class TestServiceExtension: NotificationServiceExtension {
    let host: PushHost
    let faults: TestVendor.Faults
    let vendor: TestVendor
    private var pending: ((NotificationContent) -> Void)?
    private var best: NotificationContent?

    init(host: PushHost, faults: TestVendor.Faults, vendor: TestVendor) {
        self.host = host
        self.faults = faults
        self.vendor = vendor
    }

    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        // The system hands the extension every mutable-content push: another SDK's goes back unchanged.
        guard vendor.claims(request.payload) else { return contentHandler(request.content) }
        var content = request.content
        content.title = "[test] " + content.title
        if faults.contentHandlerNever { return }
        if faults.contentHandlerLate {
            host.scheduler.schedule(after: .seconds(40)) { contentHandler(content) }
            return
        }
        if faults.waitsForExpiry {
            pending = contentHandler
            best = content
            return
        }
        contentHandler(content)
        if faults.contentHandlerTwice { contentHandler(content) }
    }

    func serviceExtensionTimeWillExpire() {
        if let pending, let best { pending(best) }
        pending = nil
    }
}

/// A broken vendor whose ownership test claims every payload (PAY-002).
public struct GreedyVendor: PushVendor {
    /// A greedy vendor.
    public init() {}

    /// The test vendor's descriptor, with id `greedy`.
    public var descriptor: VendorDescriptor {
        var descriptor = TestVendor().descriptor
        descriptor.id = "greedy"
        return descriptor
    }

    /// ``TestWireFormat``.
    public var wireFormat: any PushWireFormat { TestWireFormat(acceptsOversized: false) }
    /// True for every payload: the bug.
    public func claims(_ payload: PushPayload) -> Bool { true }
    /// The test vendor's adapter.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        TestVendor().makeAdapter(host: host, configuration: configuration)
    }
    /// No service extension.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? { nil }
}
