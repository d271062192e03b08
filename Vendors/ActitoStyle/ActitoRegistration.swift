import PushContract

/// The device and its push registration: `ActitoDeviceComponent.launch` (device creation),
/// `enableRemoteNotifications` / `disableRemoteNotifications`, `updateDeviceSubscription`,
/// `updateDeviceNotificationSettings`, the coalesced APNs token request and the action
/// categories (`ActitoPush.swift:117-169,338-403,511-623`, `PushTokenRequester.swift`,
/// `ActitoKit/Sources/ActitoDeviceComponent.swift:551-650`).
final class ActitoRegistration {
    /// `ActitoTransport.apns`.
    static let apnsTransport = "APNS"
    /// `ActitoTransport.notificare` (no push provider).
    static let notificareTransport = "Notificare"
    /// The category every app gets (`loadAvailableCategories`).
    static let defaultCategory = "ActitoDefaultCategory"

    private unowned let core: ActitoCore
    private let events: ActitoEvents
    private var tokenWaiters: [(Result<DeviceToken, PushError>) -> Void] = []
    private var waitingForOS = false

    init(core: ActitoCore, events: ActitoEvents) {
        self.core = core
        self.events = events
    }

    private var store: any KeyValueStore { core.host.store }

    // MARK: - Launch

    /// `ActitoDeviceComponent.launch`: a stored device is reused; otherwise `POST /push` creates one.
    /// Then the push module's post-launch: the first launch enables remote notifications (what
    /// the app does once Actito is ready), later launches refresh the subscription if enabled.
    func launch(onReady: @escaping () -> Void) {
        if core.deviceID != nil {
            onReady()
            return postLaunch()
        }
        createDevice { [weak self] created in
            guard let self, created else { return }
            onReady()
            self.enableRemoteNotifications()
        }
    }

    private func createDevice(completion: @escaping (Bool) -> Void) {
        let info = core.host.application.deviceInfo
        let locale = ActitoDeviceLocale(preferredLanguage: info.language)
        let body: JSONValue = [
            "language": .string(locale.language), "region": .string(locale.region),
            "platform": "iOS", "osVersion": .string(info.osVersion),
            "sdkVersion": .string(ActitoVendor.sdkVersion), "appVersion": .string(info.appVersion),
            "deviceString": .string(info.model),
            "timeZoneOffset": .number(ActitoTimeZoneOffset.hours(info.timeZone)),
            "backgroundAppRefresh": .bool(core.host.application.backgroundRefreshAllowed),
        ]
        core.network.send("POST", "/push", body: body, name: "push/create-device") { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response):
                // The answer's `device.deviceID`; the suite's generic `{}` answer gets a local id (assumption A3).
                let id =
                    response.body?["device"]?["deviceID"]?.stringValue
                    ?? self.core.host.application.makeIdentifier(prefix: "actito-device")
                self.store.set(.string(id), forKey: ActitoCore.Key.deviceID)
                self.core.emit(SDKEventName.deviceRegistered, native: "createDevice", ["deviceID": .string(id)])
                completion(true)
            case .failure(let error):
                var failure = error
                failure.message = "device creation failed, Actito is not ready: " + error.message
                self.core.report(failure)
                completion(false)
            }
        }
    }

    private func postLaunch() {
        guard store.value(forKey: ActitoCore.Key.remoteNotificationsEnabled)?.boolValue == true else { return }
        updateDeviceSubscription { [weak self] error in
            guard let self, error == nil, self.hasPermission else { return }
            self.reloadActionCategories()
        }
    }

    // MARK: - Enable / disable

    /// `enableRemoteNotifications`: ask with `authorizationOptions`, update the subscription,
    /// then reload the categories if permission was granted.
    func enableRemoteNotifications() {
        guard let configuration = core.configuration else { return }
        store.set(true, forKey: ActitoCore.Key.remoteNotificationsEnabled)
        core.host.notificationCenter.requestAuthorization(options: configuration.authorizationOptions) {
            [weak self] status in
            guard let self else { return }
            self.updateDeviceSubscription { [weak self] error in
                guard let self, error == nil, status == .authorized || status == .provisional else { return }
                self.reloadActionCategories()
            }
        }
    }

    /// `disableRemoteNotifications`: the Notificare transport with no token, then APNs unregistration.
    func disableRemoteNotifications(completion: @escaping (PushError?) -> Void) {
        store.set(false, forKey: ActitoCore.Key.remoteNotificationsEnabled)
        update(transport: Self.notificareTransport, token: nil, completion: completion)
    }

    // MARK: - Token

    /// `PushTokenRequester.requestToken`: one `registerForRemoteNotifications` for every waiter.
    private func requestToken(_ completion: @escaping (Result<DeviceToken, PushError>) -> Void) {
        tokenWaiters.append(completion)
        guard !waitingForOS else { return }
        waitingForOS = true
        core.host.application.registerForRemoteNotifications()
    }

    /// APNs answered with a token: resumes the waiters, or is ignored when none waits.
    func received(token: DeviceToken) { resume(.success(token)) }

    /// APNs registration failed: resumes the waiters with the error.
    func failed(_ error: PushError) { resume(.failure(error)) }

    private func resume(_ result: Result<DeviceToken, PushError>) {
        // "APNS result received but no request is in flight." — ignored.
        guard waitingForOS else { return }
        waitingForOS = false
        let waiters = tokenWaiters
        tokenWaiters = []
        waiters.forEach { $0(result) }
    }

    // MARK: - Subscription

    /// `updateDeviceSubscription()`: the APNs token, then the APNS transport with it.
    private func updateDeviceSubscription(completion: @escaping (PushError?) -> Void) {
        requestToken { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let token):
                self.update(transport: Self.apnsTransport, token: token.hex, completion: completion)
            case .failure(let error):
                self.core.report(error.withNative("didFailToRegisterForRemoteNotifications"))
                completion(error)
            }
        }
    }

    /// `updateDeviceSubscription(transport:token:)`: `PUT /push/{deviceId}` only when the transport
    /// or the token changed; otherwise the notification settings only.
    private func update(transport: String, token: String?, completion: @escaping (PushError?) -> Void) {
        guard let deviceID = core.deviceID else {
            let error = PushError(
                .deviceUnavailable, native: "deviceUnavailable",
                message: "no device: the push subscription cannot be updated")
            core.report(error)
            return completion(error)
        }
        let previousTransport = store.value(forKey: ActitoCore.Key.transport)?.stringValue
        let previousToken = store.value(forKey: ActitoCore.Key.token)?.stringValue
        if previousTransport == transport, previousToken == token {
            return updateNotificationSettings(completion: completion)
        }
        let allowedUI = transport != Self.notificareTransport && hasPermission
        var body: [String: JSONValue] = ["transport": .string(transport), "allowedUI": .bool(allowedUI)]
        if let token { body["subscriptionId"] = .string(token) }
        core.network.send("PUT", "/push/\(deviceID)", body: .object(body), name: "push/update-subscription") {
            [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.store.set(.string(transport), forKey: ActitoCore.Key.transport)
                self.store.set(token.map { .string($0) }, forKey: ActitoCore.Key.token)
                self.store.set(.bool(allowedUI), forKey: ActitoCore.Key.allowedUI)
                self.core.emit(
                    SDKEventName.tokenUpdateSucceeded, native: "updateDeviceSubscription",
                    ["transport": .string(transport), "allowedUI": .bool(allowedUI)])
                let delegate = self.core.host.pushDelegate
                self.core.async {
                    delegate.handle(.tokenChanged(token.map { PushToken(provider: .apns, value: $0) }))
                    delegate.handle(.notificationSettingsChanged(allowedUI: allowedUI))
                }
                self.ensureLoggedPushRegistration { completion(nil) }
            case .failure(let error):
                self.core.report(error)
                completion(error)
            }
        }
    }

    /// `updateDeviceNotificationSettings`: `PUT /push/{deviceId}` with `allowedUI` only when it changed.
    func updateNotificationSettings(completion: @escaping (PushError?) -> Void) {
        guard let deviceID = core.deviceID else { return completion(nil) }
        let transport = store.value(forKey: ActitoCore.Key.transport)?.stringValue
        let allowedUI = transport != nil && transport != Self.notificareTransport && hasPermission
        let previous = store.value(forKey: ActitoCore.Key.allowedUI)?.boolValue ?? false
        guard previous != allowedUI else { return ensureLoggedPushRegistration { completion(nil) } }
        core.network.send(
            "PUT", "/push/\(deviceID)", body: ["allowedUI": .bool(allowedUI)], name: "push/update-settings"
        ) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.store.set(.bool(allowedUI), forKey: ActitoCore.Key.allowedUI)
                self.core.emit(
                    SDKEventName.tokenUpdateSucceeded, native: "updateDeviceNotificationSettings",
                    ["allowedUI": .bool(allowedUI)])
                let delegate = self.core.host.pushDelegate
                self.core.async { delegate.handle(.notificationSettingsChanged(allowedUI: allowedUI)) }
                self.ensureLoggedPushRegistration { completion(nil) }
            case .failure(let error):
                self.core.report(error)
                completion(error)
            }
        }
    }

    /// `hasNotificationPermission`: authorized or provisional.
    var hasPermission: Bool {
        let status = core.host.notificationCenter.authorizationStatus
        return status == .authorized || status == .provisional
    }

    /// `ensureLoggedPushRegistration`: `re.notifica.event.push.Registration` once, the first time
    /// `allowedUI` is true.
    private func ensureLoggedPushRegistration(then done: @escaping () -> Void) {
        guard store.value(forKey: ActitoCore.Key.allowedUI)?.boolValue == true,
            store.value(forKey: ActitoCore.Key.firstRegistration)?.boolValue ?? true
        else { return done() }
        store.set(false, forKey: ActitoCore.Key.firstRegistration)
        events.log(ActitoEvents.pushRegistration) { [weak self] error in
            if error != nil { self?.store.set(true, forKey: ActitoCore.Key.firstRegistration) }
            done()
        }
    }

    // MARK: - Categories

    /// `reloadActionCategories`: `ActitoDefaultCategory` plus one category per application action
    /// category, all with `categoryOptions`; they replace the app's categories unless
    /// `preserveExistingNotificationCategories` (then the union, existing ones first).
    func reloadActionCategories() {
        guard let configuration = core.configuration else { return }
        var categories = [
            NotificationCategory(identifier: Self.defaultCategory, actions: [], options: configuration.categoryOptions)
        ]
        for category in configuration.actionCategories {
            categories.append(
                NotificationCategory(
                    identifier: category.name, actions: category.actions.map(\.systemAction),
                    options: configuration.categoryOptions))
        }
        if configuration.preserveExistingCategories {
            let existing = core.host.notificationCenter.categories
            categories = existing + categories.filter { new in !existing.contains(new) }
        }
        core.host.notificationCenter.setCategories(categories)
        core.emit(
            SDKEventName.categoriesRegistered, native: "reloadActionCategories",
            ["categories": .array(categories.map { .string($0.identifier) })])
    }
}
