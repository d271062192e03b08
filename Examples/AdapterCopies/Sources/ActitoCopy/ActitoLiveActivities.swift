import PushContract

/// `registerLiveActivity` / `endLiveActivity` (`ActitoPush.swift:188-301`): `POST /live-activity`
/// with `{activity, token, deviceID, topics}` (token hex), `DELETE /live-activity/{activity}/{deviceId}`
/// with both parts percent-encoded for a path; `deviceUnavailable` without a device.
///
/// The SDK keeps no activity state: a rotated token is registered again with the same call (the
/// seed's "re-register the activity"), and nothing refuses a registration after `end`. There is
/// no push-to-start API.
final class ActitoLiveActivities: LiveActivityService {
    private unowned let core: ActitoCore
    /// Activities registered so far (used only by the planted bugs
    /// ``ActitoCopyBug/activityRotationSkipped`` and ``ActitoCopyBug/rt2RotatedActivityTokenDeduplicated``).
    private var registeredActivities: Set<String> = []
    /// The first token registered per activity (used only by the planted bug
    /// ``ActitoCopyBug/rt3RotatedActivityTokenCached``).
    private var firstTokens: [String: LiveActivityToken] = [:]
    /// The token registered last per activity (used only by the planted bug
    /// ``ActitoCopyBug/rt4RotationResendsOldToken``).
    private var lastTokens: [String: LiveActivityToken] = [:]

    /// How often and how long the planted bug ``ActitoCopyBug/rt2LiveActivityWaitsForDevice`` looks for a device.
    static let deviceWaitInterval: Duration = .seconds(5)
    /// See ``deviceWaitInterval``.
    static let deviceWaitChecks = 6

    init(core: ActitoCore) { self.core = core }

    /// `registerLiveActivity(_:token:topics:)`.
    func register(
        activityID: String, token: LiveActivityToken, topics: [String],
        completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        if core.bugs.contains(.rt13ActivityRegisterCompletedOptimistically) {
            // Planted bug (rt13ActivityRegisterCompletedOptimistically): success at once, so the
            // app is not held by the network, and again with the request's result.
            core.async { completion(.success(())) }
        }
        if core.bugs.contains(.rt14ActivityWaitsForDeviceForever), core.deviceID == nil {
            // Planted bug: the registration waits for the device, without limit; if the device is
            // never created, its completion is never called.
            core.deviceWaiters.append { [weak self] in
                self?.post(activityID: activityID, token: token, topics: topics, completion: completion)
            }
            return
        }
        post(activityID: activityID, token: token, topics: topics, completion: completion)
    }

    /// The app re-registers the activity with its new token (seed: "re-register the activity when
    /// needed"); Actito has no separate rotation call, so the topics are the ones the app passes
    /// again, here none (the `topics` default `[]`).
    func tokenRotated(
        activityID: String, token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        if core.bugs.contains(.activityRotationSkipped) || core.bugs.contains(.rt2RotatedActivityTokenDeduplicated),
            registeredActivities.contains(activityID)
        {
            // Planted bug: registrations are de-duplicated by activity id, so the new token is taken
            // for a repeat of the registration already made and never sent.
            return core.async { completion(.success(())) }
        }
        // Planted bug: the token registered first for the activity is the one re-registered.
        let sent = core.bugs.contains(.rt3RotatedActivityTokenCached) ? firstTokens[activityID] ?? token : token
        if core.bugs.contains(.rt4RotationResendsOldToken), let old = lastTokens[activityID], old != token {
            // Planted bug: the previous registration is sent again first ("so the server replaces
            // it"), then the new token.
            return post(activityID: activityID, token: old, topics: []) { [weak self] _ in
                guard let self else { return completion(.success(())) }
                self.post(activityID: activityID, token: sent, topics: [], completion: completion)
            }
        }
        post(activityID: activityID, token: sent, topics: [], completion: completion)
    }

    /// Actito has no push-to-start registration.
    func registerPushToStart(token: LiveActivityToken, completion: @escaping (Result<Void, PushError>) -> Void) {
        if core.bugs.contains(.pushToStartRegisteredAsActivity)
            || core.bugs.contains(.rt2PushToStartSentAsActivityToken)
        {
            // Planted bug: the push-to-start token goes through the one (activity) registration call there is.
            return post(activityID: "push-to-start", token: token, topics: [], completion: completion)
        }
        // Planted bug (rt12UnsupportedCodeRenamed): the code renamed "live-activity.not-supported".
        let error = PushError(
            core.bugs.contains(.rt12UnsupportedCodeRenamed) ? "live-activity.not-supported" : .liveActivityUnsupported,
            native: "unsupported",
            message: "Actito has no push-to-start token API; the token is not sent")
        core.report(error)
        // Planted bug: the refusal is reported and the completion forgotten.
        if core.bugs.contains(.rt10PushToStartRefusalNeverCompletes) { return }
        core.async { completion(.failure(error)) }
    }

    /// `endLiveActivity(_:)`.
    func end(activityID: String, completion: @escaping (Result<Void, PushError>) -> Void) {
        if core.bugs.contains(.rt14EndSkippedForUnregisteredActivity), !registeredActivities.contains(activityID) {
            // Planted bug: "nothing to release": only activities registered in this process are deleted.
            return core.async { completion(.success(())) }
        }
        guard let deviceID = requireDevice(completion) else { return }
        core.network.send(
            "DELETE", "/live-activity/\(ActitoPath.escape(activityID))/\(ActitoPath.escape(deviceID))",
            name: "live-activity/end"
        ) { [weak self] result in
            if let self, self.core.bugs.contains(.rt4EndFailureNeverCompleted), case .failure(let error) = result {
                // Planted bug: the failure is reported and the completion forgotten.
                return self.core.report(error)
            }
            self?.finish(
                result, event: SDKEventName.liveActivityEnded, native: "endLiveActivity", activityID: activityID,
                completion)
        }
    }

    private func post(
        activityID: String, token: LiveActivityToken, topics: [String],
        completion: @escaping (Result<Void, PushError>) -> Void, checksLeft: Int = deviceWaitChecks
    ) {
        if core.bugs.contains(.rt2LiveActivityWaitsForDevice), core.deviceID == nil, checksLeft > 0 {
            // Planted bug: instead of failing at once, the registration waits for the device.
            core.host.scheduler.schedule(after: Self.deviceWaitInterval) { [weak self] in
                self?.post(
                    activityID: activityID, token: token, topics: topics, completion: completion,
                    checksLeft: checksLeft - 1)
            }
            return
        }
        // Planted bug: without a device the registration goes out with an empty device id.
        let noDeviceSent = core.bugs.contains(.rt4ActivityRegisteredWithoutDevice) && core.deviceID == nil
        guard let deviceID = noDeviceSent ? "" : requireDevice(completion) else { return }
        // Planted bug: the token sent is the device's APNs token, "the token Actito pushes to".
        let tokenText =
            core.bugs.contains(.rt4ActivityRegisteredWithDeviceToken)
            ? core.host.store.value(forKey: ActitoCore.Key.token)?.stringValue ?? token.hex : token.hex
        let body: JSONValue = [
            "activity": .string(activityID), "token": .string(tokenText), "deviceID": .string(deviceID),
            "topics": .array(topics.map { .string($0) }),
        ]
        core.network.send("POST", "/live-activity", body: body, name: "live-activity/register") { [weak self] result in
            if let self, self.core.bugs.contains(.rt14ActivityRegistrationRetriedForever),
                case .failure(let error) = result,
                error.code == .transportFailure
            {
                // Planted bug: "the server must know the token": posted again every 10 s until it succeeds.
                self.core.report(error)
                self.core.host.scheduler.schedule(after: .seconds(10)) { [weak self] in
                    self?.post(activityID: activityID, token: token, topics: topics, completion: completion)
                }
                return
            }
            if case .success = result {
                self?.lastTokens[activityID] = token
                self?.registeredActivities.insert(activityID)
                if self?.firstTokens[activityID] == nil { self?.firstTokens[activityID] = token }
            }
            self?.finish(
                result, event: SDKEventName.liveActivityRegistered, native: "registerLiveActivity",
                activityID: activityID, completion)
        }
    }

    private func requireDevice(_ completion: @escaping (Result<Void, PushError>) -> Void) -> String? {
        if let deviceID = core.deviceID { return deviceID }
        let error = PushError(
            .deviceUnavailable, native: "deviceUnavailable",
            message: "no device is registered with Actito yet: the live activity call is refused")
        core.report(error)
        core.async { completion(.failure(error)) }
        return nil
    }

    private func finish(
        _ result: Result<HTTPResponse, PushError>, event: SDKEventName, native: String, activityID: String,
        _ completion: @escaping (Result<Void, PushError>) -> Void
    ) {
        switch result {
        case .success:
            core.emit(event, native: native, ["activity": .string(activityID)])
            completion(.success(()))
        case .failure(let error):
            core.report(error)
            completion(.failure(error))
        }
    }
}
