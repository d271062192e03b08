import PushContract

/// Delivery and open push events (`push/events/PushEvent.swift`): `POST <api>/event/push/<type>`
/// with `matching_mode`, body `{time, smid: <_uid><type>}` and `Request-ID` = the same value: the
/// real SDK appends the event type to the uid (`data/Repository.swift:171`: `uid: uid + type`,
/// sent as `smid` by `factory/JsonFactory.swift:119` and as `Request-ID` by
/// `factory/RequestFactory.swift:216`)
/// (`JsonFactory.swift:114-128`, `RequestFactory.swift:203-217`, `StringBuilder.swift:40`).
/// A payload without a string `_uid` gets 451 and no request.
///
/// Each event is persisted and sent at once, on its own (`PushEvent.createPushEvent` →
/// `sendPushEvent`, `push/events/PushEvent.swift`): no queue, so one event's request never waits
/// for another's. Not retryable → the entity is deleted; a RetryEvent → `pushEventLimit` (the
/// entity's `retryCount` goes up, or the entity is deleted once it reached 15) and, unless
/// deleted, a per-event retry keyed `pushEvent-<uid>-<type>` (`retry/Retry.swift:95-122`: a
/// newer retry for the same key replaces the older one) on the shared push-event counter (none
/// until a foreground launch set it). The launch's `sendAllPushEvents` sends every persisted
/// event at once without retry: a RetryEvent leaves it persisted. (A serial queue sent them one
/// after the other, so an event the user caused after `clear()` waited for a request sent before
/// it: found by `explore`, seed 777 run 9684.)
final class AltcraftPushEvents {
    /// `Constants.PushEvents.delivery`.
    static let delivery = "delivery"
    /// `Constants.PushEvents.open`.
    static let open = "open"
    /// The store key of the persisted events (`PushEventEntity`).
    static let key = "altcraft.queue.pushEvent"

    private let core: AltcraftCore
    /// The per-event retries (`RetryManager` keys `pushEvent-<uid>-<type>`).
    private var retries: [String: AltcraftRetryFlow] = [:]

    /// Push events for one process.
    init(core: AltcraftCore) { self.core = core }

    /// The persisted events, oldest first.
    var entities: [[String: JSONValue]] {
        (core.host.store.value(forKey: Self.key)?.arrayValue ?? []).compactMap(\.objectValue)
    }

    private func save(_ entities: [[String: JSONValue]]) {
        core.host.store.set(entities.isEmpty ? nil : .array(entities.map(JSONValue.object)), forKey: Self.key)
    }

    /// `createPushEvent(userInfo:type:)`: 451 without a string `_uid`; else persist and send.
    ///
    /// `answered` (``AltcraftCopyBug/rt13MediaWaitsForDeliveryEvent`` only) runs once the event's
    /// first send was answered or failed, or at once when nothing is sent.
    func create(from payload: PushPayload, type: String, answered: (() -> Void)? = nil) {
        guard let uid = payload["_uid"]?.stringValue else {
            defer { answered?() }
            let found = payload["_uid"].map { $0.typeNameWithArticle } ?? "missing"
            core.report(
                .uidMissing, "_uid is \(found) (451): the \(type) push event cannot be sent",
                details: ["type": .string(type)])
            return
        }
        guard core.requireConfiguration(for: "event/push") != nil else {
            answered?()
            return
        }
        // The neutral open: the SDK counts this tap as an open once, when it creates the open
        // push event (`push/NotificationManager.swift:80-90` creates one per tapped notification).
        // Planted bug (rt14OpenCountedAtEachSend): the open is counted in `send`, at every send.
        if type == Self.open, !core.bugs.contains(.rt14OpenCountedAtEachSend) {
            core.host.events.emit(
                SDKEvent(SDKEventName.notificationOpened, native: type, details: ["uid": .string(uid)]))
        }
        let entity: [String: JSONValue] = [
            "uid": .string(core.makeRequestID()), "smid": .string(uid + type), "type": .string(type),
            "time": core.nowSeconds, "retryCount": 0,
        ]
        if core.bugs.contains(.rt4PushEventPersistedAfterFailure) {
            // Planted bug: "no disk write on the happy path": the event is sent at once and
            // persisted only when that send failed retryably, so one in flight at a kill is lost.
            return send(entity, shouldRetry: true, persistOnRetry: true)
        }
        if core.bugs.contains(.rt10ExtensionDeliveryNotPersisted), type == Self.delivery {
            // Planted bug: "the extension has no time for a disk write": a delivery event is sent
            // without being persisted, so one that fails is never sent again.
            return send(entity, shouldRetry: true)
        }
        save(entities + [entity])
        send(entity, shouldRetry: true, answered: answered)
    }

    /// `sendAllPushEvents` (the launch's retry operations): every persisted event at once, none
    /// retried in process.
    func sendAll() {
        for entity in entities {
            // Planted bug (rt14LaunchResendsOpensOnly): stored delivery events are left in the store.
            if core.bugs.contains(.rt14LaunchResendsOpensOnly), entity["type"]?.stringValue != Self.open { continue }
            send(entity, shouldRetry: false)
        }
    }

    /// `sendPushEvent(context:entity:shouldRetry:)`.
    private func send(
        _ entity: [String: JSONValue], shouldRetry: Bool, persistOnRetry: Bool = false, answered: (() -> Void)? = nil
    ) {
        guard let id = entity["uid"]?.stringValue else {
            answered?()
            return
        }
        guard let configuration = core.configuration, let rToken = configuration.resourceToken,
            let smid = entity["smid"]?.stringValue, let type = entity["type"]?.stringValue
        else {
            defer { answered?() }
            core.report(AltcraftEventCode.pushEventDataMissing.error("push event request data is nil (524)"))
            return remove(id)
        }
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/event/push/\(type)", query: [("matching_mode", rToken)])
        let request = HTTPRequest(
            method: "POST", url: url, headers: AltcraftURL.headers(resourceToken: rToken, requestID: smid),
            body: ["time": entity["time"] ?? 0, "smid": .string(smid)])
        let clears = core.clears
        if core.bugs.contains(.rt14OpenCountedAtEachSend), type == Self.open {
            // Planted bug: the open is counted when its event is sent, so every resend counts it again.
            core.host.events.emit(
                SDKEvent(
                    SDKEventName.notificationOpened, native: type,
                    details: ["uid": .string(String(smid.dropLast(type.count)))]))
        }
        // The request in flight keeps this object alive (a Core Data context outlives the caller):
        // the service extension's facets are released once the content is delivered, and a weak
        // capture here left a delivered event persisted, to be sent again by the app.
        core.send(request, kind: .pushEvent(type)) { [self] outcome in
            defer { answered?() }
            // `clear()` deleted the entity this request was made for: nothing more happens to it.
            guard self.core.clears == clears else { return }
            switch outcome {
            case .failure where self.core.bugs.contains(.clientErrorKeptInQueue):
                // Planted bug: only a 2xx deletes the entity; a refused one stays for the next launch.
                break
            case .success where self.core.bugs.contains(.rt10DeliveredEventRemovedByWrongKey):
                // Planted bug: the entity is looked up by its smid, a key its uid never equals, so
                // nothing is removed and the next launch sends the event again.
                self.remove(smid)
            case .success, .failure: self.remove(id)
            case .retry:
                // Planted bug (rt4PushEventPersistedAfterFailure): written only now, for the next launch.
                if persistOnRetry { return self.save(self.entities + [entity]) }
                // Planted bug: the launch pass is taken for the event's last chance; a failed resend
                // is deleted instead of kept for the next launch.
                if self.core.bugs.contains(.rt9LaunchResendDropsFailedEvent), !shouldRetry { return self.remove(id) }
                guard shouldRetry, !self.countRetry(id) else { return }
                self.retry(id, key: "pushEvent-\(smid)")
            }
        }
    }

    /// `localPushEventRetry`: after 5.5^counter s (while the counter allows), the event is sent again.
    private func retry(_ id: String, key: String) {
        let flow = retries[key] ?? AltcraftRetryFlow(name: "pushEvent", defaultCounter: nil, core: core)
        retries[key] = flow
        // Planted bug (rt12PushEventRetryFromCreation): the wait is shortened by the event's age.
        var minus: Duration = .zero
        if core.bugs.contains(.rt12PushEventRetryFromCreation),
            let created = entities.first(where: { $0["uid"]?.stringValue == id })?["time"]?.integerValue
        {
            minus = .seconds(Int(core.host.scheduler.now.wholeSeconds) - created)
        }
        flow.schedule(minus: minus) { [weak self] in
            // The owner is gone (a service extension released after its content handler) while a
            // retry timer still fires: the entity stays persisted for the next launch. (Was
            // `unowned`, which trapped: found by `explore`, seed 1 run 9.)
            guard let self, let entity = self.entities.first(where: { $0["uid"]?.stringValue == id }) else { return }
            self.send(entity, shouldRetry: true)
        }
    }

    /// `pushEventLimit`: increments the entity's count; at 15 deletes it and returns true.
    private func countRetry(_ id: String) -> Bool {
        var all = entities
        guard let index = all.firstIndex(where: { $0["uid"]?.stringValue == id }) else { return true }
        // Planted bug: the count is read under a misspelt key, so it is always 0 (it is written
        // under the right one) and the entity is never dropped.
        let countKey = core.bugs.contains(.rt4RetryCountKeyMisspelt) ? "retrycount" : "retryCount"
        let count = all[index][countKey]?.integerValue ?? 0
        if count >= AltcraftWorkQueue.maxRetryCount {
            all.remove(at: index)
            save(all)
            core.host.events.emit(
                SDKEvent(
                    SDKEventName.requestDropped,
                    details: [
                        "request": "pushEvent", "uid": .string(id), "retryCount": .number(Double(count)),
                    ]))
            return true
        }
        all[index]["retryCount"] = .number(Double(count + 1))
        save(all)
        return false
    }

    private func remove(_ id: String) {
        save(entities.filter { $0["uid"]?.stringValue != id })
    }

    /// Sets the shared push-event retry counter to 0 (`performRetryOperations`).
    func resetCounter() { AltcraftRetryFlow(name: "pushEvent", defaultCounter: nil, core: core).reset() }

    /// `clear()`: the stored retries are cancelled and the events deleted; a request in flight is
    /// left alone.
    func clear() {
        for flow in retries.values { flow.cancel() }
        retries = [:]
        save([])
    }
}
