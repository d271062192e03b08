import PushContract

/// `ActitoEventsComponent`: `POST /event` with `{type, timestamp, deviceID, notification}`
/// (`ActitoKit/Sources/ActitoEventsComponent.swift:118-200`).
///
/// Without a device the log throws `deviceUnavailable`. A failure that is *recoverable*
/// (`ActitoNetworkError.recoverable`: `inaccessible` after the retries, or a `urlError` such as
/// offline, `ActitoEventsComponent.swift:353-362`) is stored and resent at the next launch, and
/// the caller sees success; any other failure (an HTTP status outside 2xx) is thrown to the caller.
final class ActitoEvents {
    /// `re.notifica.event.notification.Receive`.
    static let receive = "re.notifica.event.notification.Receive"
    /// `re.notifica.event.notification.Open`.
    static let open = "re.notifica.event.notification.Open"
    /// `re.notifica.event.notification.Influenced`.
    static let influenced = "re.notifica.event.notification.Influenced"
    /// `re.notifica.event.push.Registration`.
    static let pushRegistration = "re.notifica.event.push.Registration"

    private unowned let core: ActitoCore

    init(core: ActitoCore) { self.core = core }

    /// Logs an internal event; `completion` gets nil on success (or when queued), else the error.
    func log(_ type: String, notification: String? = nil, completion: @escaping (PushError?) -> Void) {
        guard core.isConfigured else {
            return completion(
                PushError(
                    .notConfigured, native: "notConfigured", message: "Actito is not configured: \(type) not logged"))
        }
        guard let deviceID = core.deviceID else {
            return completion(
                PushError(
                    .deviceUnavailable, native: "deviceUnavailable",
                    message: "no device is registered yet: \(type) not logged"))
        }
        var body: [String: JSONValue] = [
            "type": .string(type), "timestamp": .number(Double(core.host.scheduler.now.milliseconds)),
            "deviceID": .string(deviceID),
        ]
        if let notification { body["notification"] = .string(notification) }
        send(.object(body), completion: completion)
    }

    private func send(_ body: JSONValue, completion: @escaping (PushError?) -> Void) {
        let type = body["type"]?.stringValue ?? ""
        core.network.send("POST", "/event", body: body, name: "event") { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response):
                self.core.emit(
                    SDKEventName.pushEventDelivered, native: type, ["httpStatus": .number(Double(response.status))])
                if self.core.bugs.contains(.rt6SentEventAlsoStored) {
                    // Planted bug: a copy-paste of the recoverable branch stores a delivered event
                    // for the next launch too.
                    var pending = self.core.host.store.value(forKey: ActitoCore.Key.pendingEvents)?.arrayValue ?? []
                    pending.append(body)
                    self.core.host.store.set(.array(pending), forKey: ActitoCore.Key.pendingEvents)
                }
                completion(nil)
            case .failure(let error)
            where error.native == "inaccessible"
                // Planted bug (rt9OfflineEventDropped): an immediate urlError (offline) is not recoverable.
                || (error.native == "urlError" && !self.core.bugs.contains(.rt9OfflineEventDropped))
                // Planted bug: every failure counts as recoverable, a refused (4xx) event included.
                || self.core.bugs.contains(.refusedEventQueued):
                if self.core.bugs.contains(.rt7UnreachableEventSentAgainAtOnce), error.native == "inaccessible" {
                    // Planted bug: "never lose an event": sent again at once instead of kept for the next launch.
                    return self.send(body, completion: completion)
                }
                if self.core.bugs.contains(.rt7OnlyOpenEventsKeptOffline), type != ActitoEvents.open {
                    // Planted bug: "only opens matter for the stats": other events are dropped.
                    self.core.report(error)
                    return completion(nil)
                }
                if self.core.bugs.contains(.rt14BackgroundEventNotStored),
                    self.core.host.application.state != .foreground
                {
                    // Planted bug: "protected data may be unavailable in the background": not stored.
                    self.core.report(error)
                    return completion(nil)
                }
                var pending = self.core.host.store.value(forKey: ActitoCore.Key.pendingEvents)?.arrayValue ?? []
                // Planted bug (rt9PendingEventsOverwritten): `set([body])`: only the last event is kept.
                if self.core.bugs.contains(.rt9PendingEventsOverwritten) { pending = [] }
                pending.append(body)
                // Planted bug (rt14PendingEventsCapped): only the 3 most recent events are kept.
                if self.core.bugs.contains(.rt14PendingEventsCapped), pending.count > 3 {
                    pending.removeFirst(pending.count - 3)
                }
                self.core.host.store.set(.array(pending), forKey: ActitoCore.Key.pendingEvents)
                self.core.report(
                    PushError(
                        .eventDeliveryFailed, native: error.native, retryable: true,
                        message: "\(type) could not be sent; it is queued for the next launch",
                        details: ["type": .string(type)]))
                completion(nil)
            case .failure(let error):
                var failure = error
                failure.details["type"] = .string(type)
                if self.core.bugs.contains(.rt13ServerErrorEventStoredForLaunch), error.code == .serverError {
                    // Planted bug (rt13ServerErrorEventStoredForLaunch): a 5xx is "a bad moment of the
                    // server": the event is also kept for the next launch, the error still reported as
                    // the not-retryable validationError.
                    var pending = self.core.host.store.value(forKey: ActitoCore.Key.pendingEvents)?.arrayValue ?? []
                    pending.append(body)
                    self.core.host.store.set(.array(pending), forKey: ActitoCore.Key.pendingEvents)
                }
                self.core.report(failure)
                completion(failure)
            }
        }
    }

    /// `processStoredEvents`: resends the queued events once, in order.
    func sendPending() {
        let pending = core.host.store.value(forKey: ActitoCore.Key.pendingEvents)?.arrayValue ?? []
        guard !pending.isEmpty else { return }
        // Planted bug: the queue is never cleared after the resend, so every launch sends it all again.
        if core.bugs.contains(.rt5PendingEventsNeverCleared) { return pending.forEach { send($0) { _ in } } }
        if core.bugs.contains(.rt5PendingEventsWipedAfterResend) {
            // Planted bug: the queue is cleared once the last resend finished, which also wipes the
            // events a failed resend has just queued again.
            var remaining = pending.count
            for body in pending {
                send(body) { [weak self] _ in
                    remaining -= 1
                    if remaining == 0 { self?.core.host.store.set(nil, forKey: ActitoCore.Key.pendingEvents) }
                }
            }
            return
        }
        if core.bugs.contains(.rt12PendingBatchClearedOnlyWhenAllSent) {
            // Planted bug: "atomic batch": the stored events are cleared only when every resend
            // succeeded; a failed resend queues itself again beside them.
            var remaining = pending.count
            var allSent = true
            for body in pending {
                send(body) { [weak self] error in
                    remaining -= 1
                    if error != nil { allSent = false }
                    if remaining == 0, allSent { self?.core.host.store.set(nil, forKey: ActitoCore.Key.pendingEvents) }
                }
            }
            return
        }
        core.host.store.set(nil, forKey: ActitoCore.Key.pendingEvents)
        if core.bugs.contains(.rt14RefusedResendKeptForNextLaunch) {
            // Planted bug: whatever makes a resend fail, the event is kept for the next launch.
            for body in pending {
                send(body) { [weak self] error in
                    guard let self, let error, error.code != .transportFailure else { return }
                    var kept = self.core.host.store.value(forKey: ActitoCore.Key.pendingEvents)?.arrayValue ?? []
                    kept.append(body)
                    self.core.host.store.set(.array(kept), forKey: ActitoCore.Key.pendingEvents)
                }
            }
            return
        }
        for body in pending { send(body) { _ in } }
    }
}
