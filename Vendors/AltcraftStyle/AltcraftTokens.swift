import PushContract

/// The token facet, after `push/token/TokenManager.swift` and `TokenUpdate.swift`.
///
/// A manual token wins outright. Otherwise the priority list (default APNs → FCM → HMS)
/// orders the providers and the provider list is truncated to the priority list's length;
/// each installed provider is polled up to 3 times, 1 s apart. The APNs token the app received
/// stands in for the app's `APNSInterface` provider when none is installed. A chosen token that
/// differs from the last one is reported as 201; one that differs from the token the server
/// knows is sent with `push/update` (231 / 431 / 531).
final class AltcraftTokens: TokenService {
    /// Polls per provider (`TokenManager.swift`).
    static let pollsPerProvider = 3
    /// Pause between polls.
    static let pollInterval: Duration = .seconds(1)

    private let core: AltcraftCore
    private var providers: [TokenProviderKind: any TokenProvider] = [:]
    private var priority: [String]?
    /// The APNs token from `didRegisterForRemoteNotifications`.
    private(set) var apnsToken: DeviceToken?
    /// The token chosen last (what subscribe sends).
    private(set) var current: PushToken?
    private var waitingPoll: (work: ScheduledWork, resume: () -> Void)?
    private var checking = false
    private var recheck = false
    private lazy var updateFlow = AltcraftRetryFlow(name: "update", defaultCounter: 1, core: core)

    /// A token facet using the configured priority.
    init(core: AltcraftCore) {
        self.core = core
        priority = core.configuration?.providerPriority
    }

    private var manualToken: PushToken? {
        guard let object = core.host.store.value(forKey: "altcraft.token.manual")?.objectValue,
              let provider = object["provider"]?.stringValue.flatMap(TokenProviderKind.init(rawValue:)),
              let value = object["token"]?.stringValue else { return nil }
        return PushToken(provider: provider, value: value)
    }

    private var savedToken: PushToken? {
        guard let object = core.host.store.value(forKey: "altcraft.token.saved")?.objectValue,
              let provider = object["provider"]?.stringValue.flatMap(TokenProviderKind.init(rawValue:)),
              let value = object["token"]?.stringValue else { return nil }
        return PushToken(provider: provider, value: value)
    }

    // MARK: - TokenService

    /// Installs or removes a provider (`setAPNSTokenProvider` / `setFCMTokenProvider` / `setHMSTokenProvider`).
    func setProvider(_ provider: (any TokenProvider)?, for kind: TokenProviderKind) {
        providers[kind] = provider
        checkToken()
    }

    /// `changePushProviderPriorityList`: 473 for an unknown name (the old list stays), else refresh.
    func setProviderPriority(_ names: [String]) {
        switch AltcraftConfiguration.parsePriority(.array(names.map(JSONValue.string))) {
        case .failure(let error): core.report(error)
        case .success(let list):
            priority = list
            checkToken()
        }
    }

    /// `setPushToken`: stored; it wins over every provider.
    func setManualToken(_ token: PushToken?) {
        core.host.store.set(token?.json, forKey: "altcraft.token.manual")
        checkToken()
    }

    /// `getPushToken`.
    func currentToken(completion: @escaping (PushToken?) -> Void) {
        resolve(completion)
    }

    /// `deleteDeviceToken`: asks the provider to delete its token, then completes.
    func deleteToken(provider: TokenProviderKind, completion: @escaping () -> Void) {
        guard let installed = providers[provider] else {
            core.host.scheduler.schedule(after: .zero, completion)
            return
        }
        installed.deleteToken(completion: completion)
    }

    /// `forcedTokenUpdate`: 406 for APNs (its token cannot be forced); otherwise delete, fetch, update.
    func forceRefresh(completion: @escaping () -> Void) {
        resolve { [weak self] token in
            guard let self else { return completion() }
            guard let token, token.provider != .apns else {
                self.core.report(.apnsRefreshUnsupported,
                                 "forcing a push token update is not supported for APNs (406); APNs rotates its own token",
                                 details: ["provider": .string(AltcraftProvider.apns)])
                return completion()
            }
            self.deleteToken(provider: token.provider) { [weak self] in
                self?.checkToken(then: completion)
            }
        }
    }

    // MARK: - Adapter hooks

    /// A new APNs token arrived: resume a waiting poll at once, then check.
    func received(apnsToken token: DeviceToken) {
        apnsToken = token
        if let waiting = waitingPoll {
            core.host.scheduler.cancel(waiting.work)
            waitingPoll = nil
            waiting.resume()
        } else {
            checkToken()
        }
    }

    /// `TokenUpdate.tokenUpdate()`: resolve, report a change (201), send `push/update` when the
    /// server's token differs. Coalesced: a check requested while one runs runs once after it.
    func checkToken(then completion: (() -> Void)? = nil) {
        guard !checking else {
            recheck = true
            completion?()
            return
        }
        checking = true
        resolve { [weak self] token in
            guard let self else { return }
            self.checked(token)
            self.checking = false
            completion?()
            if self.recheck {
                self.recheck = false
                self.checkToken()
            }
        }
    }

    private func checked(_ token: PushToken?) {
        guard let token else {
            core.report(AltcraftEventCode.currentTokenMissing.error(
                "no push token is available (502): register for remote notifications or install a provider",
                retryable: false))
            return
        }
        if token != current {
            current = token
            core.emit(.tokenChanged, ["provider": .string(AltcraftProvider.name(of: token.provider)), "token": .string(token.value)])
            core.host.pushDelegate.handle(.tokenChanged(token))
        }
        guard token != savedToken, core.configuration != nil else { return }
        core.host.store.set(1, forKey: "altcraft.retry.update")
        sendUpdate(token)
    }

    private func sendUpdate(_ token: PushToken) {
        guard let configuration = core.configuration, let rToken = configuration.resourceToken else { return }
        let old = savedToken
        let newProvider = AltcraftProvider.name(of: token.provider)
        let url = AltcraftURL.build(configuration.apiURL, path: "/subscription/push/update/",
                                    query: [("provider", newProvider), ("subscription_id", old?.value)])
        let body: JSONValue = [
            "old_token": old.map { .string($0.value) } ?? .null,
            "old_provider": old.map { .string(AltcraftProvider.name(of: $0.provider)) } ?? .null,
            "new_token": .string(token.value), "new_provider": .string(newProvider),
        ]
        let request = HTTPRequest(method: "POST", url: url,
                                  headers: AltcraftURL.headers(resourceToken: rToken, requestID: core.makeRequestID()), body: body)
        core.send(request, kind: .update) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success: self.core.host.store.set(token.json, forKey: "altcraft.token.saved")
            case .failure: break
            case .retry: self.updateFlow.schedule { [weak self] in self?.sendUpdate(token) }
            }
        }
    }

    // MARK: - Resolution

    /// The providers to ask, in order: the priority list (exact names) or APNs → FCM → HMS.
    var order: [TokenProviderKind] {
        guard let priority else { return [.apns, .fcm, .hms] }
        var seen: Set<TokenProviderKind> = []
        return priority.compactMap(AltcraftProvider.kind(of:)).filter { seen.insert($0).inserted }
    }

    private func resolve(_ completion: @escaping (PushToken?) -> Void) {
        if let manual = manualToken {
            core.host.scheduler.schedule(after: .zero) { completion(manual) }
            return
        }
        ask(order, completion)
    }

    private func ask(_ kinds: [TokenProviderKind], _ completion: @escaping (PushToken?) -> Void) {
        guard let kind = kinds.first else {
            core.host.scheduler.schedule(after: .zero) { completion(nil) }
            return
        }
        let rest = Array(kinds.dropFirst())
        guard kind == .apns || providers[kind] != nil else { return ask(rest, completion) }
        poll(kind, attempt: 1) { [weak self] value in
            if let value, !value.isEmpty {
                completion(PushToken(provider: kind, value: value))
            } else {
                self?.ask(rest, completion)
            }
        }
    }

    private func poll(_ kind: TokenProviderKind, attempt: Int, _ completion: @escaping (String?) -> Void) {
        fetch(kind) { [weak self] value in
            guard let self else { return }
            if let value, !value.isEmpty { return completion(value) }
            guard attempt < Self.pollsPerProvider else { return completion(nil) }
            let resume = { [weak self] in self?.poll(kind, attempt: attempt + 1, completion) ?? completion(nil) }
            let work = self.core.host.scheduler.schedule(after: Self.pollInterval) { [weak self] in
                self?.waitingPoll = nil
                resume()
            }
            self.waitingPoll = (work, resume)
        }
    }

    private func fetch(_ kind: TokenProviderKind, _ completion: @escaping (String?) -> Void) {
        if let provider = providers[kind] {
            provider.fetchToken(apnsToken: apnsToken, completion: completion)
        } else {
            let value = kind == .apns ? apnsToken?.hex : nil
            core.host.scheduler.schedule(after: .zero) { completion(value) }
        }
    }

    /// Forgets tokens and providers' state (clear()).
    func clear() {
        if let waiting = waitingPoll { core.host.scheduler.cancel(waiting.work) }
        waitingPoll = nil
        updateFlow.cancel()
        current = nil
    }
}
