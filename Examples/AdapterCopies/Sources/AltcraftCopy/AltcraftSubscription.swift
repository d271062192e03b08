import PushContract

/// The subscription facet, after `push/subscribe/PushSubscribe.swift` and
/// `PublicPushSubscriptionFunctions.swift`.
///
/// Subscribe, suspend and unsubscribe all go through `push/subscribe` with the requested
/// status (230 / 430 / 530 for each of them: `PairBuilder.swift`). Order of checks:
/// configuration (401), user tag (402), non-scalar `customFields` (475), then the request is
/// persisted and the queue runs; a pass needs `.authorized` permission (else RetryEvent 504)
/// and a current token (else 502 + RetryEvent 520). Altcraft does not check the current state:
/// the requested status is sent and a 2xx confirms it.
final class AltcraftSubscription: SubscriptionService {
    private let core: AltcraftCore
    private let tokens: AltcraftTokens
    /// The persisted `push/subscribe` queue.
    lazy var queue: AltcraftWorkQueue = {
        let flow = AltcraftRetryFlow(name: "subscribe", defaultCounter: 1, core: core)
        let queue = AltcraftWorkQueue(name: "subscribe", flow: flow, core: core) { [weak self] entity, completion in
            // The owner is gone (a service extension released after its content handler) while a
            // retry timer still fires: the entity stays persisted for the next launch. (Was
            // `unowned`, which trapped: found by `explore`, seed 1 run 9.)
            guard let self else { return }
            self.send(entity, completion: completion)
        }
        // `startSubscribe` asks for the permission before it looks at the queue
        // (`PushSubscribe.swift:138-146`), so a launch pass reports 504 even with nothing queued.
        queue.gate = { [unowned core, unowned queue] in
            let status = core.host.notificationCenter.authorizationStatus
            guard status != .authorized else { return nil }
            let queued = queue.entities.count
            let what =
                queued == 0 ? "no subscription is queued; later ones wait" : "\(queued) queued subscription(s) wait"
            // Planted bug (rt10PermissionCodePerStatus): a neutral code per permission state,
            // "finer than authorization.denied".
            let code: PushErrorCode? =
                core.bugs.contains(.rt10PermissionCodePerStatus)
                ? PushErrorCode(rawValue: "authorization.\(status.rawValue)") : nil
            return AltcraftEventCode.permissionDenied.error(
                "notification permission is \(status.rawValue), not authorized (504): \(what)",
                details: ["request": "push/subscribe", "queued": .number(Double(queued))], code: code)
        }
        return queue
    }()

    /// A subscription facet using `tokens` for the current token.
    init(core: AltcraftCore, tokens: AltcraftTokens) {
        self.core = core
        self.tokens = tokens
    }

    /// Subscribes (status `subscribed`).
    func subscribe(_ request: SubscriptionRequest) { enqueue(.subscribed, request) }
    /// Unsubscribes (status `unsubscribed`).
    func unsubscribe(_ request: SubscriptionRequest) { enqueue(.unsubscribed, request) }
    /// Suspends (status `suspended`).
    func suspend(_ request: SubscriptionRequest) { enqueue(.suspended, request) }

    private func enqueue(_ status: SubscriptionStatus, _ request: SubscriptionRequest) {
        var request = request
        if core.bugs.contains(.rt2CustomFieldsFlattened), let fields = request.customFields {
            // Planted bug: nested objects are flattened into dotted keys instead of being refused (475).
            request.customFields = AltcraftCustomFields.flattened(fields)
        }
        guard core.requireConfiguration(for: "push/subscribe") != nil else { return }
        guard core.configuration?.resourceToken != nil else {
            core.report(
                .userTagMissing,
                "no resource token and no JWT: the user cannot be identified (402); set resourceToken or applicationID")
            return
        }
        let refusal = request.customFields.flatMap { fields -> PushError? in
            // Planted bug: only nested objects are taken for non-scalar values; arrays and null pass.
            let refused: (JSONValue) -> Bool =
                core.bugs.contains(.rt4CustomFieldCheckObjectsOnly)
                ? { $0.objectValue != nil }
                // Planted bug (rt8BooleanFieldsRefused): a Boolean is taken for "not really scalar".
                : core.bugs.contains(.rt8BooleanFieldsRefused)
                    ? { !$0.isScalar || $0.boolValue != nil } : { !$0.isScalar }
            guard let (key, value) = fields.sorted(by: { $0.key < $1.key }).first(where: { refused($0.value) })
            else { return nil }
            return AltcraftEventCode.nonScalarValues.error(
                "customFields.\(key) holds a non-scalar value (\(value.typeName), 475): subscription fields accept strings, numbers and Booleans only",
                details: ["field": .string(key), "type": .string(value.typeName)])
        }
        // Planted bug (rt3InvalidFieldsQueuedBeforeCheck): the check runs after the entity was persisted.
        let persistFirst = core.bugs.contains(.rt3InvalidFieldsQueuedBeforeCheck)
        if let refusal, !persistFirst {
            core.report(refusal)
            return
        }
        if core.bugs.contains(.rt11CustomFieldTextTrimmed), let fields = request.customFields {
            // Planted bug: string fields are trimmed of leading and trailing blanks ("Core Data normalises text").
            request.customFields = fields.mapValues { value in
                guard let text = value.stringValue else { return value }
                let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
                return .string(String(trimmed))
            }
        }
        var entity: [String: JSONValue] = [
            "uid": .string(core.makeRequestID()), "status": .string(status.rawValue), "sync": .bool(request.sync),
            "time": core.nowSeconds,
        ]
        if let profileFields = request.profileFields { entity["profileFields"] = .object(profileFields) }
        if let customFields = request.customFields { entity["customFields"] = .object(customFields) }
        if let categories = request.categories {
            entity["cats"] = .array(
                categories.map { category in
                    var object: [String: JSONValue] = ["name": .string(category.name)]
                    if let active = category.active { object["active"] = .bool(active) }
                    if let title = category.title { object["title"] = .string(title) }
                    if let steady = category.steady { object["steady"] = .bool(steady) }
                    return .object(object)
                })
        }
        if let replace = request.replace { entity["replace"] = .bool(replace) }
        if let skipTriggers = request.skipTriggers { entity["skipTriggers"] = .bool(skipTriggers) }
        if let refusal {
            // Planted bug: the entity is already in the persisted queue when the 475 is reported, and
            // nothing takes it out again; the next pass sends it.
            queue.append(entity)
            core.report(refusal)
            return
        }
        // Planted bug: the requested status is reported at once, before the server answered.
        if core.bugs.contains(.subscriptionReportedBeforeAnswer) {
            core.host.pushDelegate.handle(.subscriptionChanged(status))
        }
        if core.bugs.contains(.subscribeQueuedOnlyAfterFailure), queue.entities.isEmpty, queue.gate?() == nil {
            // Planted bug: sent at once and persisted only when the send fails retryably.
            send(entity) { [weak self] outcome in
                guard let self, case .retry = outcome else { return }
                self.queue.append(entity)
                self.queue.flow.schedule { [weak self] in self?.queue.start() }
            }
            return
        }
        queue.append(entity)
        if core.bugs.contains(.rt2SubscriptionReportedOnEnqueue) {
            // Planted bug: an optimistic status update, before the server answered.
            core.host.pushDelegate.handle(.subscriptionChanged(status))
        }
        queue.start()
    }

    /// `sendSubscribeRequest`: `getSubscribeRequestData` reads the configuration and resolves the
    /// token, then the request goes out. When `clear()` ran while the token was being resolved,
    /// the configuration is gone: the real `getCommonData` reports 501, `getSubscribeRequestData`
    /// 529, and `sendSubscribeRequest` ends with RetryEvent 520 before any request
    /// (`data/Repository.swift:21-31,59-74`, `push/subscribe/PushSubscribe.swift:244-257`); the
    /// entity is gone with the clear. (It was sent after the reset: found by `explore`, seed 777
    /// run 17323, `lifecycle.clear-data-while-subscribe-retry-resolves-token`.)
    private func send(_ entity: [String: JSONValue], completion: @escaping (AltcraftOutcome) -> Void) {
        let clears = core.clears
        tokens.currentToken { [weak self] token in
            guard let self else { return }
            guard self.core.clears == clears else { return completion(.retry(self.reportConfigurationGone())) }
            // Planted bug: the token the server knows is preferred, as the status query does.
            let chosen =
                self.core.bugs.contains(.subscribeUsesServerKnownToken) ? self.tokens.savedToken ?? token : token
            self.send(entity, token: chosen, completion: completion)
        }
    }

    private func reportConfigurationGone() -> PushError {
        core.report(
            AltcraftEventCode.configurationMissing.error(
                "config data is nil (501): clear() deleted the configuration while the subscription's token was resolved",
                retryable: false))
        core.report(AltcraftEventCode.commonDataMissing.error("common data is nil (529)", retryable: false))
        let error = AltcraftEventCode.subscribeDataMissing.error(
            "subscribe request data is nil (520): nothing is sent; clear() deleted the subscription",
            details: ["request": "push/subscribe"])
        core.report(error)
        return error
    }

    private func send(_ entity: [String: JSONValue], token: PushToken?, completion: @escaping (AltcraftOutcome) -> Void)
    {
        guard let configuration = core.configuration, let rToken = configuration.resourceToken else {
            return completion(
                .failure(AltcraftEventCode.configurationNotSet.error("the configuration is not set (401)")))
        }
        guard let token else {
            core.report(
                AltcraftEventCode.currentTokenMissing.error(
                    "no push token yet (502): the subscription stays queued until APNs or a provider issues one",
                    retryable: false))
            let error = AltcraftEventCode.subscribeDataMissing.error(
                "subscribe request data is nil (520); retried later",
                details: ["request": "push/subscribe"])
            core.report(error)
            // Planted bug (rt12SubscribeDroppedWithoutToken): "nothing to send without a token".
            if core.bugs.contains(.rt12SubscribeDroppedWithoutToken) { return completion(.failure(error)) }
            return completion(.retry(error))
        }
        let status = entity["status"]?.stringValue ?? SubscriptionStatus.subscribed.rawValue
        let provider = AltcraftProvider.name(of: token.provider)
        let sync = entity["sync"]?.boolValue ?? true
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/subscription/push/subscribe/",
            query: [("provider", provider), ("matching_mode", rToken), ("sync", sync ? "1" : "0")])
        var fields = AltcraftDeviceFields.fields(
            core.host.application.deviceInfo, invertedTimeZone: core.bugs.contains(.rt5TimeZoneSignInverted))
        if core.bugs.contains(.rt3DeviceNameSentAsModel) {
            // Planted bug: `UIDevice.current.name` where `model` was meant.
            fields["_device_model"] = .string(core.host.application.deviceInfo.name)
        }
        if core.bugs.contains(.rt8OsVersionWithSystemName) {
            // Planted bug: `systemName + " " + systemVersion`.
            fields["_os_ver"] = .string("iOS " + core.host.application.deviceInfo.osVersion)
        }
        if core.bugs.contains(.rt9TimeZoneWithColon), let zone = fields["_os_tz"]?.stringValue, zone.count == 5 {
            // Planted bug: the offset formatted with `ZZZZZ` (ISO 8601 extended): +0530 becomes +05:30.
            fields["_os_tz"] = .string(String(zone.prefix(3)) + ":" + String(zone.suffix(2)))
        }
        if core.bugs.contains(.rt8TimeZonePlusDropped), let zone = fields["_os_tz"]?.stringValue {
            // Planted bug: the plus sign is removed ("a + turns into a space in form bodies").
            fields["_os_tz"] = .string(zone.filter { $0 != "+" })
        }
        if core.bugs.contains(.rt6OsVersionMajorOnly) {
            // Planted bug: `_os_ver` cut to the major version, which the segments filter on.
            let version = core.host.application.deviceInfo.osVersion
            fields["_os_ver"] = .string(version.split(separator: ".").first.map(String.init) ?? version)
        }
        if core.bugs.contains(.rt10OsVersionModelSwapped) {
            // Planted bug: a copy-paste slip puts the model and the OS version in each other's key.
            let info = core.host.application.deviceInfo
            fields["_device_model"] = .string(info.osVersion)
            fields["_os_ver"] = .string(info.model)
        }
        if core.bugs.contains(.rt11ModelFamilyOnly) {
            // Planted bug: the model cut before its first digit ("iPhone15,2" -> "iPhone"), the family.
            let model = core.host.application.deviceInfo.model
            fields["_device_model"] = .string(String(model.prefix { !$0.isNumber }))
        }
        var customFields = entity["customFields"]?.objectValue ?? [:]
        if core.bugs.contains(.rt10CustomFieldsSentAsStrings) {
            // Planted bug: the custom fields go through a [String: String] ("Core Data stores
            // strings"), so 42 goes out as "42" and true as "true".
            customFields = customFields.mapValues { $0.stringValue.map(JSONValue.string) ?? .string($0.canonicalText) }
        }
        fields.merge(customFields) { _, custom in custom }
        var body: [String: JSONValue] = [
            "time": entity["time"] ?? 0, "subscription_id": .string(token.value),
            "subscription": [
                "subscription_id": .string(token.value), "provider": .string(provider), "status": .string(status),
                "fields": .object(fields), "cats": entity["cats"] ?? [],
            ],
            "replace": entity["replace"] ?? false, "skip_triggers": entity["skipTriggers"] ?? false,
        ]
        if let profileFields = entity["profileFields"] { body["profile_fields"] = profileFields }
        let request = HTTPRequest(
            method: "POST", url: url,
            headers: AltcraftURL.headers(resourceToken: rToken, requestID: entity["uid"]?.stringValue ?? ""),
            body: .object(body))
        let reportedEarly = core.bugs.contains(.rt6SubscriptionReportedAsSent)
        if reportedEarly, let requested = SubscriptionStatus(rawValue: status) {
            // Planted bug: an optimistic update: the requested status is reported as the request
            // goes out, not when the 2xx answer confirms it.
            core.host.pushDelegate.handle(.subscriptionChanged(requested))
        }
        core.send(request, kind: .subscribe) { [weak self] outcome in
            if case .success(let response) = outcome, !reportedEarly {
                // Planted bug (rt8RequestedStatusOverAnswer): the operands swapped, the request's status first.
                let confirmed =
                    self?.core.bugs.contains(.rt8RequestedStatusOverAnswer) == true
                    ? SubscriptionStatus(rawValue: status) ?? Self.confirmedStatus(response.body)
                    : Self.confirmedStatus(response.body) ?? SubscriptionStatus(rawValue: status)
                if let confirmed { self?.core.host.pushDelegate.handle(.subscriptionChanged(confirmed)) }
            }
            if case .success = outcome, let core = self?.core, core.bugs.contains(.rt13SubscribeSuccessResetsBadge) {
                // Planted bug (rt13SubscribeSuccessResetsBadge): the badge is reset the old way once
                // the subscription is confirmed, which empties the app's notification centre.
                core.host.notificationCenter.removeAllNotifications()
            }
            if case .failure = outcome, let self, self.core.bugs.contains(.rt3StatusReportedOnRefusal),
                let requested = SubscriptionStatus(rawValue: status)
            {
                // Planted bug: the server answered, so the requested status is taken as the new one.
                self.core.host.pushDelegate.handle(.subscriptionChanged(requested))
            }
            completion(outcome)
        }
    }

    /// `response.profile.subscription.status`, when the backend sent one.
    static func confirmedStatus(_ body: JSONValue?) -> SubscriptionStatus? {
        body?["profile"]?["subscription"]?["status"]?.stringValue.flatMap(SubscriptionStatus.init(rawValue:))
    }

    // MARK: - unSuspend and status

    /// `unSuspendPushSubscription`: one request, never persisted, never retried (232 / 432).
    func unsuspend(completion: @escaping (Result<SubscriptionResult, PushError>) -> Void) {
        tokens.currentToken { [weak self] token in self?.unsuspend(token: token, completion: completion) }
    }

    private func unsuspend(token: PushToken?, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void) {
        let configuration: AltcraftConfiguration
        switch core.configuration(for: "push/unsuspend") {
        case .failure(let error): return fail(error, completion)
        case .success(let value): configuration = value
        }
        guard let rToken = configuration.resourceToken, let token else {
            if token == nil {
                // `getUnSuspendRequestData` reports the missing token first (`Repository.swift:236-238`).
                core.report(
                    AltcraftEventCode.currentTokenMissing.error(
                        "no push token yet (502): unsuspend needs the current token", retryable: false))
            }
            return fail(
                core.reported(
                    .unsuspendDataMissing, "unsuspend request data is nil (422): no push token or no resource token yet"
                ),
                completion)
        }
        let provider = AltcraftProvider.name(of: token.provider)
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/subscription/push/unsuspend/",
            query: [("provider", provider), ("matching_mode", rToken), ("subscription_id", token.value)])
        let body: JSONValue = [
            "subscription": ["subscription_id": .string(token.value), "provider": .string(provider)],
            "replace": true,
        ]
        let request = HTTPRequest(
            method: "POST", url: url,
            headers: AltcraftURL.headers(resourceToken: rToken, requestID: core.makeRequestID()), body: body)
        let handle: (AltcraftOutcome) -> Void = { [weak self] outcome in
            let result = Self.result(outcome)
            if case .success(let answer) = result, let status = answer.status {
                self?.core.host.pushDelegate.handle(.subscriptionChanged(status))
            } else if case .success = result, let self, self.core.bugs.contains(.rt5UnsuspendReportsSubscribedBlindly) {
                // Planted bug: any 2xx of push/unsuspend is reported as subscribed, status or not.
                self.core.host.pushDelegate.handle(.subscriptionChanged(.subscribed))
            } else if case .failure = result, let self, self.core.bugs.contains(.rt6UnsuspendFailureReportsSubscribed) {
                // Planted bug: "unsuspend means subscribed", whatever the outcome.
                self.core.host.pushDelegate.handle(.subscriptionChanged(.subscribed))
            }
            if let self, self.core.bugs.contains(.rt4UnsuspendFailureCompletedTwice), case .failure(let error) = result
            {
                // Planted bug: the failure is handed over through fail(…) and, a return missing,
                // to the completion again below.
                self.fail(error, completion)
            }
            completion(result)
        }
        guard core.bugs.contains(.rt11UnsuspendRefusalResent) else {
            return core.send(request, kind: .unsuspend, completion: handle)
        }
        // Planted bug: a refused unsuspend (4xx, not retryable) is sent once more after 1 s.
        core.send(request, kind: .unsuspend) { [weak self] outcome in
            guard case .failure = outcome, let self else { return handle(outcome) }
            self.core.host.scheduler.schedule(after: .seconds(1)) { [weak self] in
                guard let self else { return handle(outcome) }
                self.core.send(request, kind: .unsuspend, completion: handle)
            }
        }
    }

    /// `getStatusOfLatestSubscription` / `…ForProvider` / `getStatusForCurrentSubscription` (233 / 433).
    /// A provider name is checked first, exactly (`PublicPushSubscriptionFunctions.swift:289-293`);
    /// the token is the one the server knows, else the current one (`Repository.swift:262-297`,
    /// rToken branch) and may be missing: the query then goes without it.
    func status(_ query: SubscriptionStatusQuery, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
    {
        // Planted bug (rt7StatusProviderNotChecked): the provider name goes to the server unchecked.
        if case .latestForProvider(let name?) = query, !core.bugs.contains(.rt7StatusProviderNotChecked) {
            let native = AltcraftProvider.native(name)
            guard AltcraftProvider.kind(of: native) != nil else {
                if core.bugs.contains(.rt5StatusRefusalNeverCompletes) {
                    // Planted bug: the 473 is reported and the call returns without its completion.
                    core.report(
                        .invalidProvider,
                        "invalid provider \"\(name)\" (473). Available: ios-apns, ios-firebase, ios-huawei",
                        details: ["provider": .string(name)])
                    return
                }
                return fail(
                    core.reported(
                        .invalidProvider,
                        "invalid provider \"\(name)\" (473). Available: ios-apns, ios-firebase, ios-huawei",
                        details: ["provider": .string(name)]), completion)
            }
        }
        tokens.currentToken { [weak self] token in
            guard let self else {
                return completion(
                    .failure(PushError(.notConfigured, message: "the SDK was released before the status query ran")))
            }
            if self.core.bugs.contains(.rt11StatusWaitsForToken), (self.tokens.savedToken ?? token) == nil {
                // Planted bug: without a token the query waits for one ("the status needs a subscription id").
                return self.tokens.whenTokenChosen { [weak self] token in
                    self?.status(query, token: token, completion: completion)
                }
            }
            self.status(query, token: self.tokens.savedToken ?? token, completion: completion)
        }
    }

    private func status(
        _ query: SubscriptionStatusQuery, token: PushToken?,
        completion: @escaping (Result<SubscriptionResult, PushError>) -> Void
    ) {
        let configuration: AltcraftConfiguration
        switch core.configuration(for: "push/status") {
        case .failure(let error): return fail(error, completion)
        case .success(let value): configuration = value
        }
        guard let rToken = configuration.resourceToken else {
            return fail(
                core.reported(.profileDataMissing, "profile request data is nil (423): no resource token and no JWT"),
                completion)
        }
        var provider: String? = token.map { AltcraftProvider.name(of: $0.provider) }
        var subscriptionID: String? = token?.value
        switch query {
        case .current: break
        case .latest:
            provider = nil
            subscriptionID = nil
        case .latestForProvider(let name):
            if let name { provider = AltcraftProvider.native(name) }
            subscriptionID = nil
        }
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/subscription/push/status/",
            query: [("provider", provider), ("matching_mode", rToken), ("subscription_id", subscriptionID)])
        let request = HTTPRequest(
            method: "GET", url: url,
            headers: AltcraftURL.headers(resourceToken: rToken, requestID: core.makeRequestID()))
        sendStatus(request, retried: false, completion: completion)
    }

    private func sendStatus(
        _ request: HTTPRequest, retried: Bool, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void
    ) {
        core.send(request, kind: .status) { [weak self] outcome in
            // Planted bug (rt13StatusNotFoundRetried): a 4xx ("the profile may not be replicated
            // yet") is sent once more after 1 s, though it was reported not retryable.
            if let self, !retried, self.core.bugs.contains(.rt13StatusNotFoundRetried),
                case .failure(let error) = outcome, let status = error.details["httpStatus"]?.integerValue,
                (400..<500).contains(status), status != 429
            {
                self.core.host.scheduler.schedule(after: .seconds(1)) { [weak self] in
                    self?.sendStatus(request, retried: true, completion: completion)
                }
                return
            }
            let result = Self.result(outcome)
            // Planted bug (rt12StatusReadReportedAsChange): a status read is reported as a change.
            if let self, self.core.bugs.contains(.rt12StatusReadReportedAsChange), case .success(let answer) = result,
                let status = answer.status
            {
                self.core.host.pushDelegate.handle(.subscriptionChanged(status))
            }
            completion(result)
        }
    }

    /// A call that could not be sent: the real SDK completes with nil (after reporting the
    /// error), later; here the reported error is the failure.
    private func fail(_ error: PushError, _ completion: @escaping (Result<SubscriptionResult, PushError>) -> Void) {
        core.host.scheduler.schedule(after: .zero) { completion(.failure(error)) }
    }

    /// The backend's answer, or the request's error (its details carry the HTTP status).
    private static func result(_ outcome: AltcraftOutcome) -> Result<SubscriptionResult, PushError> {
        switch outcome {
        case .success(let response):
            let profile = response.body?["profile"]
            return .success(
                SubscriptionResult(
                    status: confirmedStatus(response.body), httpStatus: response.status, profile: profile))
        case .retry(let error), .failure(let error):
            return .failure(error)
        }
    }
}

/// The system subscription fields the SDK collects, as its code writes them
/// (`altcraft/ios-sdk@c9b72bf30ea45d0b8b5b364ef06241e59beb4180:Altcraft/device/DeviceInfo.swift:35-56`,
/// `getDeviceFields()`; merged into every subscription's `fields` by `getFields`,
/// `Altcraft/data/Repository.swift:306-318`). The seed's profile listing shows the server's view of
/// these fields (`_device_type: "mob"`, `_os_ver: {"raw", "ver"}`); the SDK sends `"Mobile"`, the
/// `systemVersion` string and `Locale.current.languageCode` (the language part of the preferred
/// language: `pt` for `pt-BR`).
enum AltcraftDeviceFields {
    /// `_os`, `_os_tz`, `_os_language`, `_device_type`, `_device_model`, `_device_name`, `_os_ver`, `_ad_track`.
    static func fields(_ info: DeviceInfo, invertedTimeZone: Bool = false) -> [String: JSONValue] {
        // Planted bug (rt5TimeZoneSignInverted): the offset written minutes west of UTC, sign inverted.
        let timeZone = invertedTimeZone ? invertedSign(info.timeZone) : info.timeZone
        return [
            "_os": "IOS", "_os_tz": .string(timeZone), "_os_language": .string(languageCode(info.language)),
            "_device_type": "Mobile", "_device_model": .string(info.model), "_device_name": .string(info.name),
            "_os_ver": .string(info.osVersion), "_ad_track": false,
        ]
    }

    /// `±hhmm` with its sign inverted (`getTimezoneOffset` style), for the planted bug.
    static func invertedSign(_ offset: String) -> String {
        if offset.hasPrefix("+") { return "-" + offset.dropFirst() }
        if offset.hasPrefix("-") { return "+" + offset.dropFirst() }
        return offset
    }

    /// `Locale.current.languageCode ?? "unknown"`: the language part of a preferred-language tag.
    static func languageCode(_ tag: String) -> String {
        let language = tag.split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
        return language.isEmpty ? "unknown" : language
    }
}

/// Subscription custom fields as the planted bug ``AltcraftCopyBug/rt2CustomFieldsFlattened`` sends
/// them: nested objects spread into dotted keys.
enum AltcraftCustomFields {
    /// `{"address": {"city": "Berlin"}}` becomes `{"address.city": "Berlin"}`; arrays and scalars stay.
    static func flattened(_ fields: [String: JSONValue], prefix: String = "") -> [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for (key, value) in fields {
            let name = prefix.isEmpty ? key : prefix + "." + key
            if let object = value.objectValue {
                out.merge(flattened(object, prefix: name)) { first, _ in first }
            } else {
                out[name] = value
            }
        }
        return out
    }
}
