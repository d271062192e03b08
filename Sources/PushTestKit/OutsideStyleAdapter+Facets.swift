public import PushContract

extension OutsideStyleAdapter: SubscriptionService {
    /// Subscribes (`POST /v1/subscription`, status `subscribed`).
    public func subscribe(_ request: SubscriptionRequest) { change(to: .subscribed, request) }
    /// Unsubscribes.
    public func unsubscribe(_ request: SubscriptionRequest) { change(to: .unsubscribed, request) }
    /// Suspends.
    public func suspend(_ request: SubscriptionRequest) { change(to: .suspended, request) }

    private func change(to status: SubscriptionStatus, _ request: SubscriptionRequest) {
        if let field = request.customFields?.first(where: {
            $0.value.objectValue != nil || $0.value.arrayValue != nil || $0.value.isNull
        }) {
            report(
                PushError(
                    .invalidSubscriptionField, native: "nonScalarField",
                    message: "customFields.\(field.key) is not a string, number or Boolean: nothing is sent",
                    details: ["field": .string(field.key)]))
            // The bug: the refusal is reported, and the request goes out anyway.
            if bug != .invalidSubscriptionFieldSent { return }
        }
        guard bug == .illegalSubscriptionMove || subscriptionState.canMove(to: status) else {
            return report(
                PushError(
                    .illegalTransition, native: "illegalMove",
                    message:
                        "cannot move from \(subscriptionState.status?.rawValue ?? "unknown") to \(status.rawValue): nothing is sent"
                ))
        }
        if bug == .subscribedBeforeConfirmed { host.pushDelegate.handle(.subscriptionChanged(status)) }
        var body: [String: JSONValue] = ["status": .string(status.rawValue)]
        // The token current now, not the one the server last confirmed (TOK-005): a rotated token
        // whose registration has not succeeded yet is still the device's token.
        if let token = currentTokenValue?.value ?? registeredToken { body["token"] = .string(token) }
        if let fields = request.customFields { body["fields"] = .object(fields) }
        // A newer subscription change replaces one still waiting for its retry (NET-003).
        network.supersede("subscription")
        network.send("POST", "/subscription", body: .object(body), name: "subscription", persisted: true) {
            [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                if self.bug == .illegalSubscriptionMove {
                    self.subscriptionState = SubscriptionState(status: status)
                } else {
                    try? self.subscriptionState.move(to: status)
                }
                self.host.events.emit(
                    SDKEvent(
                        .subscriptionRequestSucceeded, native: "subscribed",
                        details: ["status": .string(status.rawValue)]))
                self.host.pushDelegate.handle(.subscriptionChanged(status))
            case .failure:
                if self.bug == .subscribedDespiteRefusal { self.host.pushDelegate.handle(.subscriptionChanged(status)) }
            }
        }
    }

    /// Resumes this profile's subscription (`POST /v1/subscription/unsuspend`).
    public func unsuspend(completion: @escaping (Result<SubscriptionResult, PushError>) -> Void) {
        network.send(
            "POST", "/subscription/unsuspend", body: ["token": registeredToken.map(JSONValue.string) ?? .null],
            name: "unsuspend"
        ) { result in
            completion(result.map { SubscriptionResult(httpStatus: $0.status, profile: $0.body) })
        }
    }

    /// Asks the server (`GET /v1/subscription`); an unknown provider is refused without a request.
    public func status(
        _ query: SubscriptionStatusQuery, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void
    ) {
        var path = "/subscription"
        if case .latestForProvider(let name?) = query {
            guard TokenProviderKind(rawValue: name) != nil else {
                let error = PushError(
                    .invalidProvider, native: "unknownProvider",
                    message: "provider \"\(name)\" is not apns, fcm or hms",
                    details: ["provider": .string(name)])
                report(error)
                host.scheduler.schedule(after: .zero) { completion(.failure(error)) }
                return
            }
            path += "?provider=\(name)"
        }
        network.send("GET", path, body: nil, name: "status") { result in
            completion(
                result.map {
                    SubscriptionResult(
                        status: $0.body?["status"]?.stringValue.flatMap(SubscriptionStatus.init),
                        httpStatus: $0.status, profile: $0.body)
                })
        }
    }

    func report(_ error: PushError) { host.events.emit(SDKEvent(error: error)) }
}

extension OutsideStyleAdapter: TokenService {
    /// Installs a provider; the token is resolved again.
    public func setProvider(_ provider: (any TokenProvider)?, for kind: TokenProviderKind) {
        providers[kind] = provider
        if bug == .fcmTokenBeforeAPNs, apnsToken == nil, let provider, kind != .apns {
            // The bug: fetch at once with a placeholder, as if APNs had answered.
            let placeholder = try? DeviceToken(bytes: Array(repeating: 0, count: 32))
            provider.fetchToken(apnsToken: placeholder) { [weak self] token in
                guard let self, let token else { return }
                self.network.send(
                    "POST", "/devices", body: ["token": .string(token), "provider": .string(kind.rawValue)],
                    name: "register-device")
            }
            return
        }
        refreshToken()
    }

    /// Sets the priority; a name that is not apns, fcm or hms is a configuration error.
    public func setProviderPriority(_ names: [String]) {
        var kinds: [TokenProviderKind] = []
        for name in names {
            guard let kind = TokenProviderKind(rawValue: name) else {
                report(
                    PushError(
                        .invalidProvider, native: "unknownProvider",
                        message: "provider \"\(name)\" is not apns, fcm or hms",
                        details: ["provider": .string(name)]))
                continue
            }
            kinds.append(kind)
        }
        priority = kinds
        refreshToken()
    }

    /// A manual token wins over every provider.
    public func setManualToken(_ token: PushToken?) {
        manualToken = token
        refreshToken()
    }

    /// The token in use.
    public func currentToken(completion: @escaping (PushToken?) -> Void) {
        resolveToken { token in completion(token) }
    }

    /// Deletes a provider's token, then registers the next one.
    public func deleteToken(provider kind: TokenProviderKind, completion: @escaping (Result<Void, PushError>) -> Void) {
        guard let provider = providers[kind] else {
            let error = PushError(
                .tokenUnavailable, native: "noProvider", message: "no \(kind.rawValue) provider is installed")
            host.scheduler.schedule(after: .zero) { completion(.failure(error)) }
            return
        }
        provider.deleteToken { [weak self] in
            self?.refreshToken { completion(.success(())) }
        }
    }

    /// APNs tokens cannot be forced; another provider's is deleted and fetched again.
    public func forceRefresh(completion: @escaping (Result<Void, PushError>) -> Void) {
        resolveToken { [weak self] token in
            guard let self else { return }
            guard let token, token.provider != .apns else {
                let error = PushError(
                    .tokenRefreshUnsupported, native: "apnsNotForceable", message: "APNs rotates its own token")
                self.report(error)
                return completion(.failure(error))
            }
            self.deleteToken(provider: token.provider, completion: completion)
        }
    }
}

extension OutsideStyleAdapter: CustomEventService {
    /// Sends an event (`POST /v1/events`); non-scalar payload values are refused first.
    public func track(_ event: CustomEvent) {
        if let field = event.payload.first(where: {
            $0.value.objectValue != nil || $0.value.arrayValue != nil || $0.value.isNull
        }) {
            report(
                PushError(
                    .invalidEventField, native: "nonScalarField",
                    message: "payload.\(field.key) is not a string, number or Boolean: nothing is sent",
                    details: ["field": .string(field.key)]))
            // The bug: the refusal is reported, and the event goes out anyway.
            if bug != .invalidEventFieldSent { return }
        }
        network.send(
            "POST", "/events",
            body: ["type": "custom", "name": .string(event.name), "payload": .object(event.payload)],
            name: "event", persisted: true)
    }
}

extension OutsideStyleAdapter: DataResetService {
    /// Cancels every retry, removes every key it wrote, reports `sdk.data-cleared`.
    public func clearLocalData(completion: @escaping (Result<Void, PushError>) -> Void) {
        if bug != .resetKeepsQueuedWork { network.cancelAll() }
        for key in host.store.keys where key.hasPrefix(Self.storePrefix) { host.store.set(nil, forKey: key) }
        subscriptionState = SubscriptionState()
        endedActivities = []
        host.events.emit(SDKEvent(.dataCleared, native: "cleared"))
        host.scheduler.schedule(after: .zero) { completion(.success(())) }
    }
}

extension OutsideStyleAdapter: LiveActivityService {
    /// Registers an activity's own token for a registered device.
    public func register(
        activityID: String, token: LiveActivityToken, topics: [String],
        completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        sendActivity(activityID, token: token, topics: topics, completion: completion)
    }

    /// Registers the rotated token, unless the activity ended.
    public func tokenRotated(
        activityID: String, token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        guard bug != .rotatedActivityTokenNotRegistered else {
            host.scheduler.schedule(after: .zero) { completion(.success(())) }
            return
        }
        sendActivity(activityID, token: token, topics: [], completion: completion)
    }

    /// Registers a push-to-start token for its attributes type.
    public func registerPushToStart(token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void) {
        guard case .pushToStart(let type) = token.kind else {
            return fail(PushError(.invalidToken, native: "wrongKind", message: "not a push-to-start token"), completion)
        }
        network.send(
            "POST", "/live-activities/push-to-start", body: ["type": .string(type), "token": .string(token.hex)],
            name: "push-to-start"
        ) { result in completion(result.map { _ in () }) }
    }

    /// Ends an activity: later calls for it are refused.
    public func end(activityID: String, completion: @escaping (Result<Void, PushError>) -> Void) {
        endedActivities.insert(activityID)
        network.send("DELETE", "/live-activities/\(activityID)", body: nil, name: "end-activity") { result in
            completion(result.map { _ in () })
        }
    }

    private func sendActivity(
        _ activityID: String, token: LiveActivityToken, topics: [String],
        completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        if endedActivities.contains(activityID), bug != .activityUpdatedAfterEnd {
            return fail(
                PushError(
                    .activityEnded, native: "activityEnded", message: "activity \(activityID) ended: nothing is sent"),
                completion)
        }
        guard registeredToken != nil || bug == .activityWithoutDevice else {
            return fail(
                PushError(
                    .deviceUnavailable, native: "noDevice", message: "no device is registered yet: nothing is sent"),
                completion)
        }
        let hex = bug == .activityRegisteredWithDeviceToken ? (registeredToken ?? token.hex) : token.hex
        network.send(
            "POST", "/live-activities",
            body: [
                "activity": .string(activityID), "token": .string(hex),
                "topics": .array(topics.map(JSONValue.string)),
            ],
            name: "register-activity"
        ) { result in completion(result.map { _ in () }) }
    }

    private func fail(_ error: PushError, _ completion: @escaping (Result<Void, PushError>) -> Void) {
        report(error)
        host.scheduler.schedule(after: .zero) { completion(.failure(error)) }
    }
}
