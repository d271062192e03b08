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
    /// The "update in progress" flag of ``ActitoCopyBug/rt13StaleUpdateFlagPersisted``.
    static let updatingKey = "actito.push.updating"
    /// The category every app gets (`loadAvailableCategories`).
    static let defaultCategory = "ActitoDefaultCategory"

    private unowned let core: ActitoCore
    private let events: ActitoEvents
    private var tokenWaiters: [(Result<DeviceToken, PushError>) -> Void] = []
    private var waitingForOS = false
    /// The categories read at the first reload (bug ``ActitoCopyBug/rt7AppCategoriesSnapshotCached``).
    private var categoriesSnapshot: [NotificationCategory]?
    /// A settings update is in flight (planted bug ``ActitoCopyBug/rt14SettingsUpdateDebounced``).
    private var settingsUpdateInFlight = false

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
            // Planted bug: with a device already stored, the post-launch refresh runs but
            // `onReady` is forgotten, so Actito never becomes ready in that process.
            if !core.bugs.contains(.rt6KnownDeviceNeverReady) { onReady() }
            return postLaunch()
        }
        createDevice { [weak self] created in
            guard let self, created else { return }
            onReady()
            self.enableRemoteNotifications()
        }
    }

    private func createDevice(completion: @escaping (Bool) -> Void) {
        var localID: String?
        if core.bugs.contains(.rt9DeviceIDStoredBeforeCreation) {
            // Planted bug: the device id is generated and stored before POST /push ("so later calls
            // never wait on the network"); a failed creation leaves it behind.
            let id = core.host.application.makeIdentifier(prefix: "actito-device")
            store.set(.string(id), forKey: ActitoCore.Key.deviceID)
            localID = id
        }
        let info = core.host.application.deviceInfo
        let locale = ActitoDeviceLocale(preferredLanguage: info.language)
        var offset = ActitoTimeZoneOffset.hours(
            info.timeZone, wholeHoursOnly: core.bugs.contains(.rt3TimeZoneOffsetWholeHours),
            minutesUnsigned: core.bugs.contains(.rt7HalfHourOffsetSignLost))
        // Planted bug: the offset is sent as `secondsFromGMT() / 60`, in minutes.
        if core.bugs.contains(.rt4TimeZoneOffsetInMinutes) { offset = (offset * 60).rounded() }
        let body: JSONValue = [
            "language": .string(locale.language), "region": .string(locale.region),
            "platform": "iOS",
            // Planted bug (rt9OSVersionFromProcessInfo): `ProcessInfo.operatingSystemVersionString`.
            "osVersion": .string(
                core.bugs.contains(.rt9OSVersionFromProcessInfo)
                    ? "Version \(info.osVersion) (Build 21E258)"
                    // Planted bug (rt11OsVersionPaddedToSemver): "17.4" becomes "17.4.0".
                    : core.bugs.contains(.rt11OsVersionPaddedToSemver)
                        ? (info.osVersion.split(separator: ".").map(String.init)
                            + Array(repeating: "0", count: max(0, 3 - info.osVersion.split(separator: ".").count)))
                            .joined(separator: ".")
                        : info.osVersion),
            "sdkVersion": .string(ActitoCopyVendor.sdkVersion),
            "appVersion":
                // Planted bug (rt8SDKVersionAsAppVersion): a copy of the line before.
                .string(core.bugs.contains(.rt8SDKVersionAsAppVersion) ? ActitoCopyVendor.sdkVersion : info.appVersion),
            // Planted bug (rt6DeviceStringIsDeviceName): `UIDevice.name` where the model was meant.
            "deviceString": .string(core.bugs.contains(.rt6DeviceStringIsDeviceName) ? info.name : info.model),
            // Planted bug (rt10TimeZoneOffsetAsText): the ±HHMM text itself ("the backend parses it").
            "timeZoneOffset": core.bugs.contains(.rt10TimeZoneOffsetAsText) ? .string(info.timeZone) : .number(offset),
            "backgroundAppRefresh": .bool(core.host.application.backgroundRefreshAllowed),
        ]
        core.network.send("POST", "/push", body: body, name: "push/create-device") { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response):
                // The answer's `device.deviceID`; the suite's generic `{}` answer gets a local id (assumption A3).
                let id =
                    response.body?["device"]?["deviceID"]?.stringValue ?? localID
                    ?? self.core.host.application.makeIdentifier(prefix: "actito-device")
                self.store.set(.string(id), forKey: ActitoCore.Key.deviceID)
                self.core.emit(SDKEventName.deviceRegistered, native: "createDevice", ["deviceID": .string(id)])
                if self.core.bugs.contains(.rt14ActivityWaitsForDeviceForever) {
                    // Planted bug: the registrations waiting for the device go on now.
                    let waiters = self.core.deviceWaiters
                    self.core.deviceWaiters = []
                    waiters.forEach { $0() }
                }
                if self.core.bugs.contains(.rt13DeviceCreationClearsCentre) {
                    // Planted bug (rt13DeviceCreationClearsCentre): a new device drops the
                    // notifications "addressed to a previous installation".
                    self.core.host.notificationCenter.removeAllNotifications()
                }
                completion(true)
            case .failure(let error):
                var failure = error
                failure.message = "device creation failed, Actito is not ready: " + error.message
                self.core.report(failure)
                if self.core.bugs.contains(.rt5DeviceCreationRetriedForever) {
                    // Planted bug: device creation is tried again every 30 s until it succeeds, 4xx included.
                    self.core.host.scheduler.schedule(after: .seconds(30)) { [weak self] in
                        self?.createDevice(completion: completion)
                    }
                    return
                }
                completion(false)
            }
        }
    }

    private func postLaunch() {
        guard store.value(forKey: ActitoCore.Key.remoteNotificationsEnabled)?.boolValue == true else { return }
        // Planted bug (rt8NoReregistrationWithoutPermission): "don't bother the server when notifications are off".
        if core.bugs.contains(.rt8NoReregistrationWithoutPermission), !hasPermission { return }
        // Planted bug (rt13StaleUpdateFlagPersisted): an update "still in progress" is not started
        // again; the flag of one the process never saw answered stays set for ever.
        if core.bugs.contains(.rt13StaleUpdateFlagPersisted), store.value(forKey: Self.updatingKey)?.boolValue == true {
            return
        }
        if core.bugs.contains(.rt5RelaunchNeverAsksForToken) {
            // Planted bug: "the token is already registered": later launches refresh the settings only.
            return updateNotificationSettings { _ in }
        }
        updateDeviceSubscription { [weak self] error in
            guard let self, error == nil, self.hasPermission else { return }
            // Planted bug (rt9RelaunchReloadReplacesAppCategories): the later-launch path reloads
            // through a helper that does not honour preserveExistingNotificationCategories.
            self.reloadActionCategories(
                preservingExisting: self.core.bugs.contains(.rt9RelaunchReloadReplacesAppCategories) ? false : nil)
        }
    }

    // MARK: - Enable / disable

    /// `enableRemoteNotifications`: ask with `authorizationOptions`, update the subscription,
    /// then reload the categories if permission was granted.
    func enableRemoteNotifications() {
        guard let configuration = core.configuration else { return }
        // Planted bug (rt12EnabledFlagAfterAnswer): the flag is stored only once the update succeeded.
        let flagLate = core.bugs.contains(.rt12EnabledFlagAfterAnswer)
        if !flagLate { store.set(true, forKey: ActitoCore.Key.remoteNotificationsEnabled) }
        core.host.notificationCenter.requestAuthorization(options: configuration.authorizationOptions) {
            [weak self] status in
            guard let self else { return }
            self.updateDeviceSubscription { [weak self] error in
                if flagLate, error == nil { self?.store.set(true, forKey: ActitoCore.Key.remoteNotificationsEnabled) }
                guard let self, error == nil, status == .authorized || status == .provisional else { return }
                self.reloadActionCategories()
            }
        }
    }

    /// `disableRemoteNotifications`: the Notificare transport with no token, then APNs unregistration.
    func disableRemoteNotifications(completion: @escaping (PushError?) -> Void) {
        // Planted bug (rt14SecondDisableNeverCompletes): "already disabled, nothing to do".
        if core.bugs.contains(.rt14SecondDisableNeverCompletes),
            store.value(forKey: ActitoCore.Key.remoteNotificationsEnabled)?.boolValue == false
        {
            return
        }
        store.set(false, forKey: ActitoCore.Key.remoteNotificationsEnabled)
        // Planted bug (rt12DisableEmptiesCentre): "the user opted out": the centre is emptied too.
        if core.bugs.contains(.rt12DisableEmptiesCentre) { core.host.notificationCenter.removeAllNotifications() }
        if core.bugs.contains(.rt7DisableCompletedTwice) {
            // Planted bug: "return fast": completed at once, and again when the update answered.
            completion(nil)
        }
        update(transport: Self.notificareTransport, token: nil, completion: completion)
    }

    // MARK: - Token

    /// `PushTokenRequester.requestToken`: one `registerForRemoteNotifications` for every waiter.
    private func requestToken(_ completion: @escaping (Result<DeviceToken, PushError>) -> Void) {
        tokenWaiters.append(completion)
        guard !waitingForOS else { return }
        waitingForOS = true
        core.host.application.registerForRemoteNotifications()
        if core.bugs.contains(.rt11TokenRequestWatchdogNeverStops) { registrationWatchdog() }
    }

    /// Planted bug (rt11TokenRequestWatchdogNeverStops): while APNs has not answered, register
    /// again every 10 s ("iOS sometimes drops the first registration"), without end.
    private func registrationWatchdog() {
        core.host.scheduler.schedule(after: .seconds(10)) { [weak self] in
            guard let self, self.waitingForOS else { return }
            self.core.host.application.registerForRemoteNotifications()
            self.registrationWatchdog()
        }
    }

    /// APNs answered with a token: resumes the waiters, or is ignored when none waits.
    func received(token: DeviceToken) {
        if core.bugs.contains(.rt6ArrivingTokenCachedAsSent) {
            // Planted bug: "keep the latest token": the token is stored as it arrives, so the
            // subscription update that follows sees no change and sends nothing.
            store.set(.string(token.hex), forKey: ActitoCore.Key.token)
        }
        resume(.success(token))
    }

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
                var hex = token.hex
                // Planted bug: the token's text is upper-case hex.
                if self.core.bugs.contains(.deviceTokenUpperCased) { hex = hex.uppercased() }
                if self.core.bugs.contains(.rt2DeviceTokenCutTo32Bytes) {
                    // Planted bug: the token is assumed to be 32 bytes (64 hex digits).
                    hex = String(hex.prefix(64))
                }
                if self.core.bugs.contains(.rt9TokenHexNotZeroPadded) {
                    // Planted bug: each byte formatted with `String(format: "%x")`: no leading zero.
                    hex = token.bytes.map { String($0, radix: 16) }.joined()
                }
                if self.core.bugs.contains(.rt5TokenSentAsDescription) {
                    // Planted bug: the token's text is `Data.description` as iOS 13 prints it.
                    hex = "{length = \(hex.count / 2), bytes = 0x\(hex.prefix(8)) ... \(hex.suffix(8)) }"
                }
                self.update(transport: Self.apnsTransport, token: hex, completion: completion)
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
        // Planted bug: only the transport is compared, so a new token on the same transport is not sent.
        let sameToken = previousToken == token || core.bugs.contains(.rt3TokenChangeIgnoredSameTransport)
        if previousTransport == transport, sameToken {
            return updateNotificationSettings(completion: completion)
        }
        // Planted bug (rt8AllowedUIIgnoresTransport): allowedUI follows the permission alone.
        let allowedUI =
            (core.bugs.contains(.rt8AllowedUIIgnoresTransport) || transport != Self.notificareTransport)
            && hasPermission
        var body: [String: JSONValue] = ["transport": .string(transport), "allowedUI": .bool(allowedUI)]
        if let token {
            // Planted bug (rt13UpdateSendsStoredToken): on an unchanged transport the stored token is
            // sent (the wrong variable) instead of the new one.
            let sent =
                core.bugs.contains(.rt13UpdateSendsStoredToken) && previousTransport == transport
                ? previousToken ?? token : token
            body["subscriptionId"] = .string(sent)
        }
        let flagsUpdate = core.bugs.contains(.rt13StaleUpdateFlagPersisted)
        if flagsUpdate { store.set(true, forKey: Self.updatingKey) }
        if core.bugs.contains(.rt6TokenStoredBeforeUpdate) {
            // Planted bug: "dedupe concurrent updates": the new transport and token are stored
            // before the PUT, so one that fails still looks sent to the next launch.
            store.set(.string(transport), forKey: ActitoCore.Key.transport)
            store.set(token.map { .string($0) }, forKey: ActitoCore.Key.token)
            store.set(.bool(allowedUI), forKey: ActitoCore.Key.allowedUI)
        }
        core.network.send("PUT", "/push/\(deviceID)", body: .object(body), name: "push/update-subscription") {
            [weak self] result in
            guard let self else { return }
            if flagsUpdate { self.store.set(nil, forKey: Self.updatingKey) }
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
        // Planted bug: only upgrades are sent ("the backend only cares when UI becomes allowed").
        if core.bugs.contains(.rt4SettingsDowngradeNotReported), !allowedUI {
            return ensureLoggedPushRegistration { completion(nil) }
        }
        // Planted bug: the new value is stored before the PUT is answered ("avoid two PUTs from two
        // foregrounds"), so a PUT that fails is never sent again.
        if core.bugs.contains(.rt10SettingsStoredBeforeAnswer) {
            store.set(.bool(allowedUI), forKey: ActitoCore.Key.allowedUI)
        }
        if core.bugs.contains(.rt14SettingsUpdateDebounced) {
            // Planted bug: "one settings PUT at a time": a refresh asked while one is in flight is dropped.
            guard !settingsUpdateInFlight else { return completion(nil) }
            settingsUpdateInFlight = true
        }
        core.network.send(
            "PUT", "/push/\(deviceID)", body: ["allowedUI": .bool(allowedUI)], name: "push/update-settings"
        ) { [weak self] result in
            guard let self else { return }
            if self.core.bugs.contains(.rt14SettingsUpdateDebounced) { self.settingsUpdateInFlight = false }
            switch result {
            case .success:
                self.store.set(.bool(allowedUI), forKey: ActitoCore.Key.allowedUI)
                self.core.emit(
                    SDKEventName.tokenUpdateSucceeded, native: "updateDeviceNotificationSettings",
                    ["allowedUI": .bool(allowedUI)])
                let delegate = self.core.host.pushDelegate
                // Planted bug: the value read before the update is the one reported.
                let reported = self.core.bugs.contains(.rt3SettingsReportedStale) ? previous : allowedUI
                self.core.async { delegate.handle(.notificationSettingsChanged(allowedUI: reported)) }
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
        let current = status == .authorized || status == .provisional
        guard core.bugs.contains(.permissionReadOnce) else { return current }
        // Planted bug: read once per process, then cached.
        if let permissionRead { return permissionRead }
        permissionRead = current
        return current
    }

    /// The permission as first read (``ActitoCopyBug/permissionReadOnce`` only).
    private var permissionRead: Bool?

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
    /// `preservingExisting` overrides `preserveExistingNotificationCategories` (only the planted bug
    /// ``ActitoCopyBug/rt4SystemReloadDropsAppCategories`` passes it).
    func reloadActionCategories(preservingExisting: Bool? = nil) {
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
        let pruneOwn = core.bugs.contains(.ownCategoryListIncludesApps)
        if preservingExisting ?? configuration.preserveExistingCategories {
            var existing = core.host.notificationCenter.categories
            if core.bugs.contains(.rt7AppCategoriesSnapshotCached) {
                // Planted bug: the system's categories are read once per process and cached.
                existing = categoriesSnapshot ?? existing
                categoriesSnapshot = existing
            }
            if pruneOwn {
                // Planted bug: what was registered last time is taken for Actito's own and dropped.
                let previous = Set(
                    store.value(forKey: "actito.push.registeredCategories")?.arrayValue?.compactMap(\.stringValue) ?? []
                )
                existing = existing.filter { !previous.contains($0.identifier) }
            }
            categories = existing + categories.filter { new in !existing.contains(new) }
            if pruneOwn {
                // Planted bug: the merged list is saved as Actito's, the app's categories included.
                store.set(
                    .array(categories.map { .string($0.identifier) }), forKey: "actito.push.registeredCategories")
            }
        }
        core.host.notificationCenter.setCategories(categories)
        core.emit(
            SDKEventName.categoriesRegistered, native: "reloadActionCategories",
            ["categories": .array(categories.map { .string($0.identifier) })])
    }
}
