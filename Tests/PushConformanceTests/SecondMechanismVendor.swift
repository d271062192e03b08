import PushContract

/// A built-in vendor with one more bug, of an invariant it lists a deviation for, planted by
/// a small wrapper: the vendor's own code and its descriptor (deviations included) are
/// unchanged, and the wrapper adds one bad effect of another mechanism. A deviation that names
/// its mechanism precisely must not excuse it (issue 30 item 7).
struct SecondMechanismVendor: PushVendor {
    /// The bad effect the wrapper adds.
    enum Plant: Sendable, Hashable, CustomStringConvertible {
        /// DEL-004: the SDK handles each delivered tap twice (one delivery, two opens).
        case tapHandledTwice
        /// TOK-005: once the token changed, a new request (no retry) still carries the first one.
        case staleTokenRequest
        /// TOK-005: every token after the first is dropped, at every launch (never sent).
        case changedTokenDropped
        /// DEL-005: the SDK never tells its delegate that notifications are no longer allowed.
        case settingsOffNeverReported
        /// DEL-001: the vendor's own pushes are presented in the foreground, other SDKs' are not.
        case onlyOwnPushesPresented
        /// SUB-001: opening the settings reports the subscription suspended, with no request.
        case subscriptionSuspendedLocally
        /// MED-002: every attachment gets a type hint iOS does not recognise.
        case unrecognisedAttachmentType
        /// MED-004: one more attachment names a remote URL that was never downloaded.
        case undownloadedAttachment
        /// NSE-001, EXP-003 (`nse-content`): the extension never calls its content handler and
        /// starts no download.
        case contentHandlerDropped
        /// EXP-003: the completion of this kind (`status`, `response`…) is never called, whatever
        /// the network answered.
        case completionDropped(String)
        /// DEL-006: a push presented in the foreground opens a link, with no tap.
        case linkOpenedOnReceipt
        /// RST-001: a key the SDK writes at launch, which a data reset leaves.
        case keyKeptByReset
        /// EXP-004: a subscribe also sends a request of its own that is never sent again.
        case facetRequestForgotten
        /// NET-001: a tap sends a request, and again at once when it is refused with a 4xx.
        case refusedRequestRetriedAtOnce
        /// NET-001: a tap sends a request; refused with a 4xx, it stays queued and the next move
        /// to the foreground sends it again (a kept queue, not a token check).
        case refusedTapWorkResentAtForeground
        /// A tap's report answered 5xx waits in memory for its retry (EXP-006, lost-after-failure).
        case reportRetriedFromMemory
        /// A tap's report that got no HTTP answer is stored for the next launch (its failure
        /// reported), a timer left pending, and the next launch never sends it.
        case reportStoredThenDropped
        /// The extension's attachments lose their type hint: the file name declares the type.
        case typeHintDropped
        /// The extension's attachments get the type hint image/png, whatever their bytes.
        case typeHintAdded
        /// NET-003 in one process: a tap sends one request seven times at once.
        case requestStorm
        /// TOK-002: after the app sets a token by hand, a request carrying the APNs token (no
        /// provider was asked before the call: not a query already running).
        case providerTokenAfterManual

        var description: String {
            switch self {
            case .tapHandledTwice: return "a tap handled twice"
            case .staleTokenRequest: return "a new request with the old token"
            case .changedTokenDropped: return "changed tokens dropped"
            case .settingsOffNeverReported: return "settings never reported off"
            case .onlyOwnPushesPresented: return "only own pushes presented"
            case .subscriptionSuspendedLocally: return "a suspension reported without a request"
            case .unrecognisedAttachmentType: return "an unrecognised attachment type"
            case .undownloadedAttachment: return "an attachment never downloaded"
            case .contentHandlerDropped: return "the content handler never called"
            case .completionDropped(let kind): return "the \(kind) completion dropped"
            case .linkOpenedOnReceipt: return "a link opened with no tap"
            case .keyKeptByReset: return "a key the reset leaves"
            case .facetRequestForgotten: return "a subscribe request never sent again"
            case .refusedRequestRetriedAtOnce: return "a refused request retried at once"
            case .refusedTapWorkResentAtForeground: return "a refused tap request resent at the next foreground"
            case .reportRetriedFromMemory: return "a failed report retried from memory only"
            case .reportStoredThenDropped: return "a report stored after a transport failure, then dropped"
            case .typeHintDropped: return "attachments without their type hint"
            case .typeHintAdded: return "attachments hinted image/png"
            case .requestStorm: return "one request sent seven times at once"
            case .providerTokenAfterManual: return "the APNs token sent after a manual token"
            }
        }
    }

    /// The vendor wrapped.
    var base: any PushVendor
    /// The bug added.
    var plant: Plant

    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { base.wireFormat }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }

    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        var host = host
        if plant == .settingsOffNeverReported { host.pushDelegate = SettingsOffDropped(host.pushDelegate) }
        return SecondMechanismAdapter(
            inner: base.makeAdapter(host: host, configuration: configuration), host: host, plant: plant,
            claims: { [base] in base.claims($0) })
    }

    func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        base.makeServiceExtension(host: host, configuration: configuration).map {
            SecondMechanismExtension(inner: $0, plant: plant)
        }
    }

    func makeContentExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationContentExtension)? {
        base.makeContentExtension(host: host, configuration: configuration)
    }
}

/// The adapter of ``SecondMechanismVendor``: forwards every call, adding the planted effect.
final class SecondMechanismAdapter: PushAdapter, SubscriptionService, TokenService, LiveActivityService {
    let inner: any PushAdapter
    let host: PushHost
    let plant: SecondMechanismVendor.Plant
    let claims: @Sendable (PushPayload) -> Bool
    private static let firstTokenKey = "planted.first-token"
    private static let keptKey = "planted.kept-request"
    private static let keptRequest = HTTPRequest(
        method: "POST", url: "https://planted.example/kept", body: ["n": .number(1)])

    init(
        inner: any PushAdapter, host: PushHost, plant: SecondMechanismVendor.Plant,
        claims: @escaping @Sendable (PushPayload) -> Bool
    ) {
        self.inner = inner
        self.host = host
        self.plant = plant
        self.claims = claims
    }

    private func drops(_ kind: String) -> Bool { plant == .completionDropped(kind) }

    func applicationDidFinishLaunching(options: LaunchOptions) {
        if plant == .keyKeptByReset { host.store.set(.string("kept"), forKey: "planted.kept") }
        inner.applicationDidFinishLaunching(options: options)
    }
    func applicationDidBecomeActive() {
        if plant == .refusedTapWorkResentAtForeground, host.store.value(forKey: Self.keptKey) != nil {
            host.http.send(Self.keptRequest) { _ in }
        }
        inner.applicationDidBecomeActive()
    }
    func didFailToRegisterForRemoteNotifications(error: PushError) {
        inner.didFailToRegisterForRemoteNotifications(error: error)
    }

    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        let first = host.store.value(forKey: Self.firstTokenKey)?.stringValue
        if first == nil { host.store.set(.string(deviceToken.hex), forKey: Self.firstTokenKey) }
        switch plant {
        case .changedTokenDropped where first != nil && first != deviceToken.hex:
            return
        case .staleTokenRequest:
            inner.didRegisterForRemoteNotifications(deviceToken: deviceToken)
            if let first, first != deviceToken.hex {
                host.http.send(
                    HTTPRequest(method: "POST", url: "https://planted.example/legacy", body: ["token": .string(first)])
                ) { _ in }
            }
        default:
            inner.didRegisterForRemoteNotifications(deviceToken: deviceToken)
        }
    }

    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        inner.didReceiveRemoteNotification(payload, completion: drops("background-fetch") ? { _ in } : completion)
    }

    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        if plant == .onlyOwnPushesPresented, claims(request.payload) { return completion([.banner]) }
        if plant == .linkOpenedOnReceipt { host.application.open(url: "https://planted.example/page") }
        inner.willPresent(request, completion: completion)
    }

    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        if plant == .refusedRequestRetriedAtOnce {
            let request = HTTPRequest(method: "POST", url: "https://planted.example/once", body: ["n": .number(1)])
            host.http.send(request) { [host] answer in
                if case .success(let response) = answer, (400..<500).contains(response.status) {
                    host.http.send(request) { _ in }
                }
            }
        }
        if plant == .refusedTapWorkResentAtForeground {
            host.http.send(Self.keptRequest) { [host] answer in
                if case .success(let response) = answer, (400..<500).contains(response.status) {
                    host.store.set(.string("kept"), forKey: Self.keptKey)
                }
            }
        }
        if plant == .reportRetriedFromMemory {
            let request = HTTPRequest(method: "POST", url: "https://planted.example/report", body: ["n": .number(1)])
            host.http.send(request) { [host] answer in
                if case .success(let response) = answer, response.status >= 500 {
                    host.scheduler.schedule(after: .seconds(60)) { host.http.send(request) { _ in } }
                }
            }
        }
        if plant == .reportStoredThenDropped {
            let request = HTTPRequest(
                method: "POST", url: "https://planted.example/stored-report", body: ["n": .number(1)])
            host.http.send(request) { [host] answer in
                guard case .failure = answer else { return }
                host.store.set(.string("stored"), forKey: "planted.stored-report")
                host.events.emit(
                    SDKEvent(
                        error: PushError(
                            .eventDeliveryFailed, native: "planted", retryable: true, message: "stored for later")))
                host.scheduler.schedule(after: .seconds(60)) {}
            }
        }
        if plant == .requestStorm {
            let request = HTTPRequest(method: "POST", url: "https://planted.example/storm", body: ["n": .number(1)])
            for _ in 0..<7 { host.http.send(request) { _ in } }
        }
        inner.didReceive(response, completion: drops("response") ? {} : completion)
        if plant == .tapHandledTwice { inner.didReceive(response) {} }
    }

    func openSettings(for request: NotificationRequest?) {
        if plant == .subscriptionSuspendedLocally { host.pushDelegate.handle(.subscriptionChanged(.suspended)) }
        inner.openSettings(for: request)
    }

    var subscription: (any SubscriptionService)? { inner.subscription == nil ? nil : self }
    var tokens: (any TokenService)? { inner.tokens == nil ? nil : self }
    var liveActivities: (any LiveActivityService)? { inner.liveActivities == nil ? nil : self }
    var customEvents: (any CustomEventService)? { inner.customEvents }
    var dataReset: (any DataResetService)? { inner.dataReset }

    // MARK: SubscriptionService

    func subscribe(_ request: SubscriptionRequest) {
        if plant == .facetRequestForgotten {
            host.http.send(HTTPRequest(method: "POST", url: "https://planted.example/subscribe", body: [:])) { _ in }
        }
        inner.subscription?.subscribe(request)
    }
    func unsubscribe(_ request: SubscriptionRequest) { inner.subscription?.unsubscribe(request) }
    func suspend(_ request: SubscriptionRequest) { inner.subscription?.suspend(request) }
    func unsuspend(completion: @escaping (Result<SubscriptionResult, PushError>) -> Void) {
        inner.subscription?.unsuspend(completion: drops("unsuspend") ? { _ in } : completion)
    }
    func status(_ query: SubscriptionStatusQuery, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
    {
        inner.subscription?.status(query, completion: drops("status") ? { _ in } : completion)
    }

    // MARK: TokenService

    func setProvider(_ provider: (any TokenProvider)?, for kind: TokenProviderKind) {
        inner.tokens?.setProvider(provider, for: kind)
    }
    func setProviderPriority(_ names: [String]) { inner.tokens?.setProviderPriority(names) }
    func setManualToken(_ token: PushToken?) {
        inner.tokens?.setManualToken(token)
        if plant == .providerTokenAfterManual, token != nil,
            let first = host.store.value(forKey: Self.firstTokenKey)?.stringValue
        {
            host.http.send(
                HTTPRequest(method: "POST", url: "https://planted.example/register", body: ["token": .string(first)])
            ) { _ in }
        }
    }
    func currentToken(completion: @escaping (PushToken?) -> Void) {
        inner.tokens?.currentToken(completion: drops("get-token") ? { _ in } : completion)
    }
    func deleteToken(provider: TokenProviderKind, completion: @escaping (Result<Void, PushError>) -> Void) {
        inner.tokens?.deleteToken(provider: provider, completion: completion)
    }
    func forceRefresh(completion: @escaping (Result<Void, PushError>) -> Void) {
        inner.tokens?.forceRefresh(completion: drops("force-refresh") ? { _ in } : completion)
    }

    // MARK: LiveActivityService

    func register(
        activityID: String, token: LiveActivityToken, topics: [String],
        completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        inner.liveActivities?.register(
            activityID: activityID, token: token, topics: topics,
            completion: drops("live-activity") ? { _ in } : completion)
    }
    func tokenRotated(
        activityID: String, token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        inner.liveActivities?.tokenRotated(activityID: activityID, token: token, completion: completion)
    }
    func registerPushToStart(token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void) {
        inner.liveActivities?.registerPushToStart(token: token, completion: completion)
    }
    func end(activityID: String, completion: @escaping (Result<Void, PushError>) -> Void) {
        inner.liveActivities?.end(activityID: activityID, completion: completion)
    }
}

/// The service extension of ``SecondMechanismVendor``.
final class SecondMechanismExtension: NotificationServiceExtension {
    let inner: any NotificationServiceExtension
    let plant: SecondMechanismVendor.Plant

    init(inner: any NotificationServiceExtension, plant: SecondMechanismVendor.Plant) {
        self.inner = inner
        self.plant = plant
    }

    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        switch plant {
        case .contentHandlerDropped, .completionDropped("nse-content"):
            return
        case .unrecognisedAttachmentType:
            inner.didReceive(request) { content in
                var content = content
                for index in content.attachments.indices { content.attachments[index].typeHint = "public.plain-text" }
                contentHandler(content)
            }
        case .typeHintDropped, .typeHintAdded:
            inner.didReceive(request) { [plant] content in
                var content = content
                for index in content.attachments.indices {
                    content.attachments[index].typeHint = plant == .typeHintAdded ? "image/png" : nil
                }
                contentHandler(content)
            }
        case .undownloadedAttachment:
            inner.didReceive(request) { content in
                var content = content
                content.attachments.append(
                    NotificationAttachment(
                        identifier: "planted", sourceURL: "https://media.example.test/never-fetched.png",
                        fileName: "planted.png", byteCount: 1))
                contentHandler(content)
            }
        default:
            inner.didReceive(request, contentHandler: contentHandler)
        }
    }

    func serviceExtensionTimeWillExpire() {
        if plant == .contentHandlerDropped || plant == .completionDropped("nse-content") { return }
        inner.serviceExtensionTimeWillExpire()
    }
}

/// A push delegate that never hears that notifications are no longer allowed.
final class SettingsOffDropped: PushDelegate {
    let inner: any PushDelegate
    init(_ inner: any PushDelegate) { self.inner = inner }

    func handle(_ event: PushDelegateEvent) {
        if case .notificationSettingsChanged(allowedUI: false) = event { return }
        inner.handle(event)
    }
    func decidePresentation(for request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        inner.decidePresentation(for: request, completion: completion)
    }
    func handleResponse(_ response: NotificationResponse, completion: @escaping () -> Void) {
        inner.handleResponse(response, completion: completion)
    }
}
