public import PushContract

/// The outside-style SDK in the app (see ``OutsideStyleVendor`` for what it does): the system's
/// entry points here, its facets in `OutsideStyleAdapter+Facets.swift`.
public final class OutsideStyleAdapter: PushAdapter {
    /// What it asks the user for.
    static let authorizationOptions: Set<AuthorizationOption> = [.alert, .badge, .sound]
    /// How it presents its own pushes in the foreground.
    static let presentation: Set<PresentationOption> = [.banner, .badge, .sound]
    /// Its own category, registered beside the app's.
    static let category = NotificationCategory(
        identifier: "osdk.message",
        actions: [
            NotificationAction(identifier: "osdk.open", title: "Open", options: [.foreground])
        ])
    /// The store keys it owns: everything it writes starts with this prefix.
    static let storePrefix = "outside."

    let vendor: OutsideStyleVendor
    let host: PushHost
    let network: OutsideStyleNetwork
    var bug: OutsideStyleBug? { vendor.bug }

    /// The device token APNs issued in this process.
    var apnsToken: DeviceToken?
    /// The first device token seen (what ``OutsideStyleBug/oldTokenAfterRotation`` keeps using).
    var firstToken: String?
    /// Token providers, by kind.
    var providers: [TokenProviderKind: any TokenProvider] = [:]
    /// The provider priority (`apns`, `fcm`, `hms`).
    var priority: [TokenProviderKind] = [.apns]
    /// A token the app set by hand.
    var manualToken: PushToken?
    /// The subscription state the server confirmed.
    var subscriptionState = SubscriptionState()
    /// Activities that ended (calls for them are refused).
    var endedActivities: Set<String> = []
    /// The notification settings last reported to the app.
    private var reportedAllowedUI: Bool?
    /// The token the latest registration is for (what its retries send).
    var currentTokenValue: PushToken?
    /// The automatic live-activity surface.
    lazy var liveActivityTracking = OutsideStyleLiveActivities(adapter: self)
    /// Responses already counted as opens in this process (by message id).
    private var openedMessages: Set<String> = []

    init(vendor: OutsideStyleVendor, host: PushHost, configuration: [String: JSONValue]) {
        self.vendor = vendor
        self.host = host
        self.network = OutsideStyleNetwork(host: host, bug: vendor.bug)
        if let names = configuration["providerPriority"]?.arrayValue {
            priority = names.compactMap { name in
                guard let text = name.stringValue, let kind = TokenProviderKind(rawValue: text) else {
                    invalidProviders.append(name.stringValue ?? name.canonicalText)
                    return nil
                }
                return kind
            }
        } else if let value = configuration["providerPriority"] {
            priorityNotAList = value.typeName
        }
    }

    /// What `providerPriority` was when it was not an array (reported at launch, ADP-004).
    private var priorityNotAList: String?

    /// Provider names the configuration gave that the SDK does not know (reported at launch).
    private var invalidProviders: [String] = []

    /// The device token as stored on the server (nil before registration succeeded).
    var registeredToken: String? { host.store.value(forKey: Self.storePrefix + "token")?.stringValue }

    // MARK: - Lifecycle

    /// Reports bad configuration, asks for permission, registers categories and for remote notifications.
    public func applicationDidFinishLaunching(options: LaunchOptions) {
        if let typeName = priorityNotAList {
            host.events.emit(
                SDKEvent(
                    error: PushError(
                        .invalidConfiguration,
                        message:
                            "providerPriority is \(typeName), expected an array of provider names; the default is used",
                        details: ["key": "providerPriority"])))
        }
        for name in invalidProviders {
            host.events.emit(
                SDKEvent(
                    error: PushError(
                        .invalidProvider, native: "unknownProvider",
                        message: "provider \"\(name)\" is not apns, fcm or hms",
                        details: ["provider": .string(name)])))
        }
        var categories = host.notificationCenter.categories.filter { $0.identifier != Self.category.identifier }
        if bug == .appCategoriesReplaced { categories = [] }
        host.notificationCenter.setCategories(categories + [Self.category])
        host.notificationCenter.requestAuthorization(options: Self.authorizationOptions) { [weak self] status in
            self?.reportSettings(status)
        }
        host.application.registerForRemoteNotifications()
    }

    /// Whether this process sent again what an earlier one left unsettled.
    private var resumed = false

    /// Sends again what an earlier process left unsettled (once), and reads the permission
    /// again: it may have changed in Settings.
    public func applicationDidBecomeActive() {
        if !resumed {
            resumed = true
            network.resumePersisted()
        }
        liveActivityTracking.foreground()
        guard bug != .permissionReadOnce else { return }
        reportSettings(host.notificationCenter.authorizationStatus)
    }

    private func reportSettings(_ status: AuthorizationStatus) {
        let allowed = status == .authorized || status == .provisional
        guard allowed != reportedAllowedUI else { return }
        reportedAllowedUI = allowed
        host.pushDelegate.handle(.notificationSettingsChanged(allowedUI: allowed))
    }

    // MARK: - Tokens

    /// APNs issued a token: the current token may have changed.
    public func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        apnsToken = deviceToken
        if firstToken == nil { firstToken = deviceToken.hex }
        refreshToken()
    }

    /// APNs refused: the app hears of it.
    public func didFailToRegisterForRemoteNotifications(error: PushError) {
        host.pushDelegate.handle(.registrationFailed(error))
    }

    /// The token text the server gets for a device token.
    func spelled(_ token: DeviceToken) -> String {
        switch bug {
        case .tokenUpperCaseHex: return token.hex.uppercased()
        case .tokenCutTo32Bytes: return String(token.hex.prefix(64))
        case .oldTokenAfterRotation: return firstToken ?? token.hex
        default: return token.hex
        }
    }

    /// Resolves the token (manual, then the priority list, FCM and HMS only after APNs) and
    /// registers it when it differs from the registered one.
    func refreshToken(then done: @escaping () -> Void = {}) {
        resolveToken { [weak self] token in
            guard let self, let token else { return done() }
            guard token.value != self.registeredToken else { return done() }
            self.host.events.emit(
                SDKEvent(.tokenChanged, native: "tokenChanged", details: ["provider": .string(token.provider.rawValue)])
            )
            self.host.pushDelegate.handle(.tokenChanged(token))
            if self.bug == .rotatedTokenNotRegistered, self.registeredToken != nil { return done() }
            let body = { [weak self] () -> JSONValue? in
                // At each attempt: the token current now (a retry never registers one that changed since).
                let now = self?.currentTokenValue ?? token
                var body: [String: JSONValue] = [
                    "token": .string(now.value), "provider": .string(now.provider.rawValue),
                ]
                if let old = self?.registeredToken { body["replaces"] = .string(old) }
                return .object(body)
            }
            self.currentTokenValue = token
            // A registration answered after a data reset saves nothing: the reset forgot it (RST-001).
            let resetsAtSend = self.network.resets
            self.network.send("POST", "/devices", current: body, name: "register-device") { [weak self] result in
                if case .success = result, self?.network.resets == resetsAtSend,
                    let registered = self?.currentTokenValue
                {
                    self?.host.store.set(.string(registered.value), forKey: Self.storePrefix + "token")
                    self?.host.events.emit(SDKEvent(.deviceRegistered, native: "deviceRegistered"))
                    self?.liveActivityTracking.deviceTokenRegistered()
                }
                done()
            }
        }
    }

    /// The token the SDK uses now.
    func resolveToken(_ completion: @escaping (PushToken?) -> Void) {
        if let manualToken { return completion(manualToken) }
        func next(_ remaining: ArraySlice<TokenProviderKind>) {
            guard let kind = remaining.first else { return completion(nil) }
            if kind == .apns {
                guard let apnsToken else { return next(remaining.dropFirst()) }
                return completion(PushToken(provider: .apns, value: spelled(apnsToken)))
            }
            guard let provider = providers[kind], let apnsToken else { return next(remaining.dropFirst()) }
            provider.fetchToken(apnsToken: apnsToken) { token in
                guard let token else { return next(remaining.dropFirst()) }
                completion(PushToken(provider: kind, value: token))
            }
        }
        next(priority[...])
    }

    // MARK: - Pushes

    /// A background push: the vendor's gets a delivery event (the completion once it was
    /// answered, or after 25 s), another SDK's goes to the app.
    public func didReceiveRemoteNotification(
        _ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void
    ) {
        guard vendor.claims(payload) else {
            host.pushDelegate.handle(.unknownNotificationReceived(payload))
            return completion(.noData)
        }
        let id = messageID(payload)
        host.events.emit(SDKEvent(.pushReceived, native: "received", details: ["id": .string(id)]))
        if bug == .backgroundWakeCountedAsOpen { countOpen(id) }
        var done = false
        let finish = { (result: BackgroundFetchResult) in
            guard !done else { return }
            done = true
            completion(result)
        }
        let timeout = host.scheduler.schedule(after: .seconds(25)) { finish(.failed) }
        // A report about a push is persisted until settled, so a relaunch sends it again (EXP-006).
        network.send(
            "POST", "/events", body: ["type": "delivered", "id": .string(id)], name: "event", persisted: true
        ) { [weak self] result in
            self?.host.scheduler.cancel(timeout)
            if case .success = result { finish(.newData) } else { finish(.failed) }
        }
    }

    /// Foreground presentation: the vendor's pushes as a banner; another SDK's too.
    public func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        guard vendor.claims(request.payload) else {
            return completion(bug == .foreignBannerSwallowed ? [] : Self.presentation)
        }
        host.pushDelegate.handle(.notificationReceived(received(request.payload), .standard))
        completion(Self.presentation)
    }

    /// A tap: one open per tap and the deep link for the vendor's pushes; another SDK's response
    /// (a dismiss included) to the app.
    public func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        defer {
            completion()
            if bug == .responseCompletedTwice { completion() }
        }
        let payload = response.request.payload
        guard vendor.claims(payload) else {
            if bug == .foreignTapTracked {
                network.send(
                    "POST", "/events", body: ["type": "opened", "id": .string(messageID(payload))], name: "event")
            }
            guard bug != .foreignTapSwallowed else { return }
            let forwarded = bug == .foreignPayloadRewritten ? PushPayload(["aps": .object(payload.aps.raw)]) : payload
            if response.isDefaultAction {
                host.pushDelegate.handle(.unknownNotificationOpened(forwarded))
            } else {
                host.pushDelegate.handle(
                    .unknownActionOpened(forwarded, action: response.actionIdentifier, responseText: response.userText))
            }
            return
        }
        guard !response.isDismiss else { return }
        let id = messageID(payload)
        guard bug == .openCountedPerDelivery || openedMessages.insert(id).inserted else { return }
        countOpen(id)
        let notification = received(payload)
        host.pushDelegate.handle(.notificationOpened(notification))
        if let link = notification.link, host.application.canOpenURL(link) { host.application.open(url: link) }
    }

    private func countOpen(_ id: String) {
        host.events.emit(SDKEvent(.notificationOpened, native: "opened", details: ["id": .string(id)]))
        network.send("POST", "/events", body: ["type": "opened", "id": .string(id)], name: "event", persisted: true)
    }

    func messageID(_ payload: PushPayload) -> String {
        (payload[OutsideStyleWireFormat.marker]?["id"] ?? payload.aps.raw[OutsideStyleWireFormat.marker]?["id"])?
            .stringValue ?? "unknown"
    }

    private func received(_ payload: PushPayload) -> ReceivedNotification {
        let message = vendor.wireFormat.decode(payload)
        return ReceivedNotification(
            id: message?.messageID, title: message?.title, body: message?.body, link: message?.deepLink)
    }

    /// Every facet is here.
    public var subscription: (any SubscriptionService)? { self }
    /// The token facet.
    public var tokens: (any TokenService)? { self }
    /// The live-activity facet.
    public var liveActivities: (any LiveActivityService)? { self }
    /// The automatic live-activity surface.
    public var liveActivityTracker: (any LiveActivityTracker)? { liveActivityTracking }
    /// The custom-event facet.
    public var customEvents: (any CustomEventService)? { self }
    /// The data-reset facet.
    public var dataReset: (any DataResetService)? { self }
}

/// `OutsideStyleAdapter` is not `Sendable`:
/// a test double, driven from one thread with the device it is installed on.
@available(*, unavailable)
extension OutsideStyleAdapter: Sendable {}
