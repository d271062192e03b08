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
    /// Provider tokens remembered in memory (bug ``AltcraftCopyBug/rt7ProviderTokenCachedPerProcess``).
    private var providerTokens: [TokenProviderKind: String] = [:]
    private var priority: [String]?
    /// The APNs token from `didRegisterForRemoteNotifications`.
    private(set) var apnsToken: DeviceToken?
    /// The token chosen last (what subscribe sends).
    private(set) var current: PushToken?
    /// Polls waiting their 1 s pause (a check and a query may poll at the same time).
    private var waitingPolls: [(work: ScheduledWork, resume: () -> Void)] = []
    /// Planted bug (rt11StatusWaitsForToken): queries parked until a token is chosen.
    private var chosenWaiters: [(PushToken) -> Void] = []

    /// Planted bug (rt11StatusWaitsForToken): runs `waiter` once a token is chosen.
    func whenTokenChosen(_ waiter: @escaping (PushToken) -> Void) { chosenWaiters.append(waiter) }
    private lazy var updateFlow = AltcraftRetryFlow(name: "update", defaultCounter: 1, core: core)
    /// `TokenUpdate.currentToken`: the token the latest check resolved, which a successful
    /// update saves; `clear()` sets it to nil.
    private var updateToken: PushToken?

    /// A token facet using the configured priority.
    init(core: AltcraftCore) {
        self.core = core
        priority = core.configuration?.providerPriority
        if core.bugs.contains(.rt9ApnsTokenRestoredAtLaunch),
            let hex = core.host.store.value(forKey: "altcraft.token.apns")?.stringValue
        {
            // Planted bug: last launch's APNs token is restored "so a cold start has a token before
            // APNs answers".
            apnsToken = try? DeviceToken(hex: hex)
        }
    }

    private var manualToken: PushToken? {
        guard let object = core.host.store.value(forKey: "altcraft.token.manual")?.objectValue,
            let provider = object["provider"]?.stringValue.flatMap(TokenProviderKind.init(rawValue:)),
            let value = object["token"]?.stringValue
        else { return nil }
        return PushToken(provider: provider, value: value)
    }

    /// The token the server knows (`getSavedToken`).
    var savedToken: PushToken? {
        guard let object = core.host.store.value(forKey: "altcraft.token.saved")?.objectValue,
            let provider = object["provider"]?.stringValue.flatMap(TokenProviderKind.init(rawValue:)),
            let value = object["token"]?.stringValue
        else { return nil }
        return PushToken(provider: provider, value: value)
    }

    // MARK: - TokenService

    /// Installs or removes a provider (`setAPNSTokenProvider` / `setFCMTokenProvider` /
    /// `setHMSTokenProvider`): a plain assignment, no token check (`PublicPushTokenFunctions.swift:24-40`).
    func setProvider(_ provider: (any TokenProvider)?, for kind: TokenProviderKind) {
        providers[kind] = provider
    }

    /// `changePushProviderPriorityList`: 473 for an unknown name (the old list stays), else refresh.
    func setProviderPriority(_ names: [String]) {
        switch AltcraftConfiguration.parsePriority(.array(names.map(JSONValue.string)), bugs: core.bugs) {
        case .failure(let error): core.report(error)
        case .success(let list):
            priority = list
            checkToken()
        }
    }

    /// `setPushToken`: stored; it wins over every provider from the next token query on. Nothing
    /// is checked or sent now (`PublicPushTokenFunctions.swift:70-85`).
    func setManualToken(_ token: PushToken?) {
        // Planted bug: nil is taken for "nothing to change", so a manual token cannot be removed.
        if core.bugs.contains(.rt9ManualTokenNeverUnset), token == nil { return }
        core.host.store.set(token?.json, forKey: "altcraft.token.manual")
    }

    /// `getPushToken`.
    func currentToken(completion: @escaping (PushToken?) -> Void) {
        resolve(completion)
    }

    /// `deleteDeviceToken`: asks the provider to delete its token, then completes; APNs → 406
    /// (`PublicPushTokenFunctions.swift:111-124`). Without an installed provider the real
    /// `fcmProvider?.deleteToken` never calls back; we complete (CMP-001).
    ///
    /// Altcraft's completion is `() -> Void`: it says the call finished, never how (the 406 is
    /// an SDK event only). The adapter keeps that: it always completes with `.success`.
    func deleteToken(provider: TokenProviderKind, completion: @escaping (Result<Void, PushError>) -> Void) {
        if provider == .apns {
            core.report(
                .apnsRefreshUnsupported, "an APNs token cannot be deleted or forced (406); APNs rotates its own token",
                details: ["provider": .string(AltcraftProvider.apns)])
            core.host.scheduler.schedule(after: .zero) { completion(.success(())) }
            // Planted bug: the APNs branch lacks its `return` and falls through to the
            // no-provider branch, which completes again.
            if !core.bugs.contains(.rt6ApnsDeleteCompletedTwice) { return }
        }
        guard let installed = providers[provider] else {
            // Planted bug: `fcmProvider?.deleteToken(completion:)`: no provider, no callback.
            if core.bugs.contains(.providerDeleteNeverCompletes) { return }
            core.host.scheduler.schedule(after: .zero) { completion(.success(())) }
            return
        }
        if core.bugs.contains(.rt5ProviderDeleteCompletedTwice) {
            // Planted bug: "deletion is fire-and-forget": completed at once, and again when the provider finishes.
            core.host.scheduler.schedule(after: .zero) { completion(.success(())) }
        }
        installed.deleteToken { completion(.success(())) }
    }

    /// `forcedTokenUpdate` (`PublicPushTokenFunctions.swift:129-153`): no token → 502; APNs → 406
    /// (its token cannot be forced); otherwise delete, then the token update, and the completion
    /// once the update finished. Like `deleteDeviceToken`, the native completion carries no
    /// outcome, so this one always succeeds; the errors are SDK events.
    ///
    /// The update is the forced call's own: `TokenUpdate.tokenUpdate` does not wait for an update
    /// already running (`TokenUpdate.swift:31-60` only hops onto its queue, then resolves and
    /// sends), so the completion never waits on another caller's request. (It joined a coalesced
    /// check, and a launch's update the server never answered left the forced completion
    /// uncalled: found by `explore`, seed 31337 run 478.)
    func forceRefresh(completion: @escaping (Result<Void, PushError>) -> Void) {
        let finished = { completion(.success(())) }
        resolve { [weak self] token in
            guard let self else { return finished() }
            guard let token else {
                self.core.report(
                    AltcraftEventCode.currentTokenMissing.error(
                        "no push token is available (502): nothing to force", retryable: false))
                // Planted bug: the no-token branch returns without calling the completion.
                if self.core.bugs.contains(.rt6ForceRefreshWithoutTokenNeverCompletes) { return }
                return finished()
            }
            if token.provider == .apns {
                self.core.report(
                    .apnsRefreshUnsupported,
                    "forcing a push token update is not supported for APNs (406); APNs rotates its own token",
                    details: ["provider": .string(AltcraftProvider.apns)])
                finished()
                // Planted bug (rt10ForceRefreshAPNsFallsThrough): the return is missing, so the
                // delete and the token check run and complete again.
                if !self.core.bugs.contains(.rt10ForceRefreshAPNsFallsThrough) { return }
            }
            self.deleteToken(provider: token.provider) { [weak self] _ in
                guard let self else { return finished() }
                if self.core.bugs.contains(.rt5ForcedUpdateSendsDeletedToken),
                    let configuration = self.core.configuration, let rToken = configuration.resourceToken
                {
                    // Planted bug: the update goes out with the token resolved before the delete.
                    return self.sendUpdate(token, configuration: configuration, rToken: rToken) { _ in finished() }
                }
                self.checkToken(then: finished)
            }
        }
    }

    // MARK: - Adapter hooks

    /// A new APNs token arrived. Polls waiting for it resume at once; otherwise the app does what
    /// the vendor's sample app does (`IOSAPNsExample/IOSAPNsExampleApp.swift:74-81`): store the
    /// token for its `APNSProvider` and call `getPushToken()`, which reports 201 when the chosen
    /// token changed but sends no `push/update` (that waits for the next launch's token update).
    func received(apnsToken token: DeviceToken) {
        // Planted bug (rt12ProviderAskedBeforeAPNs): the last APNs token is kept for the providers.
        if core.bugs.contains(.rt12ProviderAskedBeforeAPNs) {
            core.host.store.set(.string(token.hex), forKey: "altcraft.token.lastAPNs")
        }
        // Planted bug: "the APNs token is stable": once one is known, a new one is ignored.
        apnsToken = core.bugs.contains(.rt4RotatedApnsTokenIgnored) ? (apnsToken ?? token) : token
        // Planted bug (rt9ApnsTokenRestoredAtLaunch): every APNs token is kept for the next launch.
        if core.bugs.contains(.rt9ApnsTokenRestoredAtLaunch) {
            core.host.store.set(.string(token.hex), forKey: "altcraft.token.apns")
        }
        guard waitingPolls.isEmpty else {
            let waiting = waitingPolls
            waitingPolls = []
            for poll in waiting {
                // Planted bug: the poll is resumed at once but its 1 s pause is left to fire as well.
                if !core.bugs.contains(.tokenPollResumedTwice) && !core.bugs.contains(.rt2PollTimerLeftRunningOnToken) {
                    core.host.scheduler.cancel(poll.work)
                }
                poll.resume()
            }
            return
        }
        resolve { _ in }
    }

    /// `TokenUpdate.tokenUpdate()`: resolve, report a change (201), and when the token differs
    /// from the one the server knows, set the update counter to 1 and start the update
    /// (``startUpdate(generation:then:)``). The completion runs once the update request (if any)
    /// was answered (`TokenUpdate.swift:31-60`). The token resolved here is `TokenUpdate.currentToken`,
    /// the one a success saves. Never coalesced: each call resolves and sends on its own, as the
    /// real one only hops onto its serial queue and never waits for an update already running
    /// (`TokenUpdate.swift:31-60`). (A check asked for while one ran used to run once after it,
    /// after its answer: explore read the resent update after a refused one as a retry, seed 1
    /// run 2757 with 40 steps.)
    ///
    /// A check that started before a `clear()` and resolves its token after it builds its request
    /// after the reset: `getCommonData` then finds the configuration gone and the update sends
    /// nothing (``startUpdate(generation:then:)``), as a retry chain from before the reset does.
    /// (It sent with the kept configuration and saved the token after the reset: explore seed 777
    /// run 14106, a background launch's first foreground polling when the app cleared its data.)
    func checkToken(then completion: (() -> Void)? = nil) {
        let generation = core.clears
        resolve { [weak self] token in
            guard let self else { return }
            self.checked(token, generation: generation) { completion?() }
        }
    }

    private func checked(_ token: PushToken?, generation: Int, then done: @escaping () -> Void) {
        guard let token else {
            core.report(
                AltcraftEventCode.currentTokenMissing.error(
                    "no push token is available (502): register for remote notifications or install a provider",
                    retryable: false))
            return done()
        }
        updateToken = token
        // Planted bug: "skip the update when the token did not change", compared with the token
        // chosen last (which `resolve` has just set to this one) instead of the server's.
        let known = core.bugs.contains(.rt6UpdateSkippedAgainstChosenToken) ? current?.value : savedToken?.value
        guard token.value != known, core.configuration != nil else {
            // Planted bug (rt8UnchangedTokenCheckNeverEnds): nothing to send, and the caller is not told.
            if core.bugs.contains(.rt8UnchangedTokenCheckNeverEnds) { return }
            return done()
        }
        core.host.store.set(1, forKey: "altcraft.retry.update")
        if core.bugs.contains(.rt5UpdateSavedBeforeAnswer) {
            // Planted bug: the token is marked as known to the server before push/update is answered.
            core.host.store.set(token.json, forKey: "altcraft.token.saved")
        }
        startUpdate(generation: generation, then: done)
    }

    /// `TokenUpdate.startUpdate()`, the first attempt and every retry: `sendUpdateRequest` builds
    /// the request from `getCommonData`, which reads the configuration and resolves the current
    /// token **again** (`data/Repository.swift:21-50,112-139`), so a retry after an APNs rotation
    /// sends the new token, beside the saved one as `old_token`. A RetryEvent schedules the retry
    /// (`Retry.swift:71-88`); a success saves `TokenUpdate.currentToken`, the token the check
    /// resolved, not the one sent (`TokenUpdate.swift:73-78`), so after a rotation the next
    /// launch sees saved ≠ current and sends `push/update` once more; nothing is saved when
    /// `clear()` reset it to nil (`setCurrentToken` ignores a nil token,
    /// `StoredVariablesManager.swift:102-108`).
    ///
    /// `generation` is the number of clears when the chain started. A chain started before the
    /// latest `clear()` runs as the real one does once `clearCache` deleted the configuration
    /// entity: each run resolves the token, then reports 501 (`configIsNil`), 529
    /// (`commonDataIsNil`) and RetryEvent 521 (`updateRequestDataIsNil`), sends nothing and is
    /// scheduled again while the counter allows (`Repository.swift:21-31,112-118`,
    /// `TokenUpdate.swift:91-96`). Calls made after the clear use the configuration the adapter
    /// keeps (A19).
    private func startUpdate(generation: Int, then done: @escaping () -> Void = {}) {
        resolveForUpdate { [weak self] token in
            guard let self else { return done() }
            let retry = { [weak self] in
                guard let self else { return }
                self.updateFlow.schedule { [weak self] in self?.startUpdate(generation: generation) }
            }
            // Planted bug (rt2UpdateRetriedAcrossClear, tokenUpdateRetriedAfterClear): the retry reads
            // the configuration cached in memory, which clear() does not drop, so an update sent
            // before a reset is retried after it.
            let survivesClear =
                self.core.bugs.contains(.rt2UpdateRetriedAcrossClear)
                || self.core.bugs.contains(.tokenUpdateRetriedAfterClear)
            guard generation == self.core.clears || survivesClear, let configuration = self.core.configuration,
                let rToken = configuration.resourceToken
            else {
                self.reportConfigurationGone()
                retry()
                return done()
            }
            guard let token else {
                self.core.report(
                    AltcraftEventCode.currentTokenMissing.error(
                        "no push token is available (502): the token update has no token to send", retryable: false))
                self.core.report(
                    AltcraftEventCode.updateRequestDataMissing.error(
                        "update request data is nil (521): the update is retried while its counter allows"))
                retry()
                return done()
            }
            self.sendUpdate(token, configuration: configuration, rToken: rToken) { [weak self] outcome in
                guard let self else { return done() }
                switch outcome {
                case .success:
                    if self.core.bugs.contains(.rt14UpdateSavesCurrentToken), let chosen = self.current {
                        // Planted bug: the token chosen now is saved as the server's, not the one sent.
                        self.core.host.store.set(chosen.json, forKey: "altcraft.token.saved")
                    } else if let saved = self.updateToken {
                        self.core.host.store.set(saved.json, forKey: "altcraft.token.saved")
                    }
                case .failure: break
                case .retry: retry()
                }
                done()
            }
        }
    }

    /// What a retry run reports once `clearCache` deleted the configuration (nothing is sent).
    private func reportConfigurationGone() {
        core.report(
            AltcraftEventCode.configurationMissing.error(
                "config data is nil (501): clear() deleted the configuration, so the token update sends nothing",
                retryable: false))
        core.report(AltcraftEventCode.commonDataMissing.error("common data is nil (529)", retryable: false))
        core.report(
            AltcraftEventCode.updateRequestDataMissing.error(
                "update request data is nil (521): retried while the update counter allows, sending nothing while no configuration exists"
            ))
    }

    private func sendUpdate(
        _ token: PushToken, configuration: AltcraftConfiguration, rToken: String,
        completion: @escaping (AltcraftOutcome) -> Void
    ) {
        var old = savedToken
        // Planted bug: old_token is read as "the provider being replaced" and sent only when the
        // provider changes, so a rotation within one provider names no old token.
        if core.bugs.contains(.rt9OldTokenOnlyOnProviderSwitch), old?.provider == token.provider { old = nil }
        let newProvider = AltcraftProvider.name(of: token.provider)
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/subscription/push/update/",
            query: [("provider", newProvider), ("subscription_id", old?.value)])
        let body: JSONValue = [
            "old_token": old.map { .string($0.value) } ?? .null,
            "old_provider": old.map { .string(AltcraftProvider.name(of: $0.provider)) } ?? .null,
            "new_token": .string(token.value), "new_provider": .string(newProvider),
        ]
        let request = HTTPRequest(
            method: "POST", url: url,
            headers: AltcraftURL.headers(resourceToken: rToken, requestID: core.makeRequestID()), body: body)
        core.send(request, kind: .update, completion: completion)
    }

    // MARK: - Resolution

    /// The providers to ask, in order: the priority list (exact names) or APNs → FCM → HMS.
    var order: [TokenProviderKind] {
        guard let priority else { return [.apns, .fcm, .hms] }
        var seen: Set<TokenProviderKind> = []
        return priority.compactMap(AltcraftProvider.kind(of:)).filter { seen.insert($0).inserted }
    }

    /// `TokenManager.getCurrentToken`: every query (token update, subscribe, status, unsuspend,
    /// `getPushToken`) reports **201** when the chosen token differs from the last one chosen
    /// (`TokenManager.swift:104-141`).
    private func resolve(_ completion: @escaping (PushToken?) -> Void) {
        let chosen: (PushToken?) -> Void = { [weak self] token in
            if let self, let token, token != self.current {
                if self.core.bugs.contains(.rt3ChosenTokenSavedAsServerToken), self.current != nil {
                    // Planted bug: a changed token is remembered under the server-known key, so the
                    // token update finds nothing to send.
                    self.core.host.store.set(token.json, forKey: "altcraft.token.saved")
                }
                self.current = token
                // Planted bug: the token is mirrored for the extension under the 1.x key, outside altcraft.*.
                if self.core.bugs.contains(.tokenMirrorOutlivesClear) {
                    self.core.host.store.set(token.json, forKey: "AltcraftSDK.pushToken")
                }
                self.core.emit(
                    .tokenChanged,
                    [
                        "provider": .string(AltcraftProvider.name(of: token.provider)),
                        "token": .string(token.value),
                    ])
                self.core.host.pushDelegate.handle(.tokenChanged(token))
            }
            if let self, let token, !self.chosenWaiters.isEmpty {
                let waiters = self.chosenWaiters
                self.chosenWaiters = []
                waiters.forEach { $0(token) }
            }
            completion(token)
        }
        if let manual = manualToken {
            if core.bugs.contains(.rt3ManualTokenShadowedByCache), let cached = current {
                // Planted bug: a token chosen earlier in this process wins over the manual one.
                core.host.scheduler.schedule(after: .zero) { chosen(cached) }
                return
            }
            if core.bugs.contains(.rt2ManualTokenAfterProviders) {
                // Planted bug: the manual token is only the fallback when no provider gives a token.
                ask(order) { token in chosen(token ?? manual) }
                return
            }
            core.host.scheduler.schedule(after: .zero) { chosen(manual) }
            return
        }
        ask(order, chosen)
    }

    /// The token `push/update` sends: ``resolve(_:)``.
    private func resolveForUpdate(_ completion: @escaping (PushToken?) -> Void) {
        // Planted bug (rt13UpdateIgnoresManualToken): a second resolution path for the update that
        // asks the providers only, so the manual token never reaches push/update.
        guard core.bugs.contains(.rt13UpdateIgnoresManualToken) else { return resolve(completion) }
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
            // Planted bug (rt8PollAttemptNeverCounted): the next poll keeps the same attempt number.
            let next = core.bugs.contains(.rt8PollAttemptNeverCounted) ? attempt : attempt + 1
            let resume = { [weak self] in self?.poll(kind, attempt: next, completion) ?? completion(nil) }
            var work: ScheduledWork?
            // Planted bug (rt11PollPauseShrinks): the pause is 1 s - attempt s (meant as 1/attempt).
            let pause =
                self.core.bugs.contains(.rt11PollPauseShrinks) ? .seconds(1) - .seconds(attempt) : Self.pollInterval
            work = self.core.host.scheduler.schedule(after: pause) { [weak self] in
                if let self, let work { self.waitingPolls.removeAll { $0.work == work } }
                resume()
            }
            if let work { self.waitingPolls.append((work, resume)) }
        }
    }

    private func fetch(_ kind: TokenProviderKind, _ completion: @escaping (String?) -> Void) {
        if core.bugs.contains(.rt5CachedProviderTokenBeforeAPNs), kind != .apns, let provider = providers[kind] {
            // Planted bug: a provider token is remembered in the store and, before APNs answered,
            // the remembered one is used "to save a poll".
            let key = "altcraft.token.lastProvider.\(kind.rawValue)"
            if apnsToken == nil, let remembered = core.host.store.value(forKey: key)?.stringValue {
                core.host.scheduler.schedule(after: .zero) { completion(remembered) }
                return
            }
            provider.fetchToken(apnsToken: apnsToken) { [weak self] value in
                if let value, !value.isEmpty { self?.core.host.store.set(.string(value), forKey: key) }
                completion(value)
            }
            return
        }
        if core.bugs.contains(.rt7ProviderTokenCachedPerProcess), let provider = providers[kind] {
            // Planted bug: a provider's token is polled once per process and then answered from
            // memory, also after the app deleted it.
            if let cached = providerTokens[kind] {
                core.host.scheduler.schedule(after: .zero) { completion(cached) }
                return
            }
            provider.fetchToken(apnsToken: apnsToken) { [weak self] value in
                if let value, !value.isEmpty { self?.providerTokens[kind] = value }
                completion(value)
            }
            return
        }
        if let provider = providers[kind] {
            // Planted bug (rt12ProviderAskedBeforeAPNs): before APNs answered, the provider is asked
            // with the APNs token of an earlier process ("Firebase swizzles APNs itself").
            var apns = apnsToken
            if core.bugs.contains(.rt12ProviderAskedBeforeAPNs), apns == nil,
                let hex = core.host.store.value(forKey: "altcraft.token.lastAPNs")?.stringValue
            {
                apns = try? DeviceToken(hex: hex)
            }
            provider.fetchToken(apnsToken: apns, completion: completion)
        } else {
            var value = kind == .apns ? apnsToken?.hex : nil
            // Planted bug: an APNs token is taken to be 32 bytes (64 hex characters).
            if core.bugs.contains(.apnsTokenCutTo32Bytes), let hex = value { value = String(hex.prefix(64)) }
            if core.bugs.contains(.rt3ApnsTokenFromDataDescription), let hex = value {
                // Planted bug: the token text is built the pre-iOS 13 way, from `Data.description`.
                value = Self.descriptionStyle(hex)
            }
            if core.bugs.contains(.rt9ApnsTokenAsBase64), kind == .apns, let token = apnsToken {
                // Planted bug: `deviceToken.base64EncodedString()`, "shorter, and the backend decodes it".
                value = Self.base64(token.bytes)
            }
            if core.bugs.contains(.rt2ApnsTokenUppercased), kind == .apns {
                // Planted bug: the stand-in APNs provider formats the token bytes as upper-case hex ("%02X").
                value = value?.uppercased()
            }
            core.host.scheduler.schedule(after: .zero) { [value] in completion(value) }
        }
    }

    /// Standard base64 with padding, as `Data.base64EncodedString()` writes it (the planted bug
    /// ``AltcraftCopyBug/rt9ApnsTokenAsBase64``).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 0x3F] : "=")
            }
            index += 3
        }
        return out
    }

    /// `<0123abcd 4567ef01 …>`: hex in groups of four bytes, as `NSData.description` printed a
    /// token before iOS 13 (the planted bug ``AltcraftCopyBug/rt3ApnsTokenFromDataDescription``).
    static func descriptionStyle(_ hex: String) -> String {
        var groups: [String] = []
        var rest = Substring(hex)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(8)))
            rest = rest.dropFirst(8)
        }
        return "<" + groups.joined(separator: " ") + ">"
    }

    /// `clearCache` (`system/ClearCache.swift:20-41`): cancels the update retry (`RetryManager`
    /// tasks), sets `TokenUpdate.currentToken` to nil and forgets the tokens chosen so far
    /// (`TokenManager.tokens`). The adapter's `clear()` calls it after ``AltcraftCore/noteClear()``.
    /// Polls still waiting their 1 s pause go on: the real ones are
    /// `DispatchQueue.global().asyncAfter` calls (`TokenManager.swift:214-236`) that `clearCache`
    /// does not cancel, so a token query running across a `clear()` still completes. (They were
    /// cancelled here, and a forced refresh polling when the app cleared its data never called
    /// its completion: found by `explore`, seed 777 run 8545 at 60 steps.)
    ///
    /// The request in flight is left alone: answered 2xx it saves nothing (`currentToken` is
    /// nil), so the next launch sends `push/update` again; answered retryably, its retries find no
    /// configuration and send nothing (``startUpdate(generation:then:)``). (It was retried after
    /// the reset with the old data: found by `explore`, seeds 777, 31337 and 2026,
    /// `token-providers.update-in-flight-then-clear-data`.)
    func clear() {
        // Planted bug: the token update's own retry (and its request in flight) survive the reset.
        if !core.bugs.contains(.tokenUpdateRetriedAfterClear) {
            updateFlow.cancel()
            updateToken = nil
        }
        current = nil
    }
}
