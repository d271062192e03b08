import PushContract

/// Delivery and open push events (`push/events/PushEvent.swift`): `POST <api>/event/push/<type>`
/// with `matching_mode`, body `{time, smid: <_uid><type>}` and `Request-ID` = the same value: the
/// real SDK appends the event type to the uid (`data/Repository.swift:171`: `uid: uid + type`,
/// sent as `smid` by `factory/JsonFactory.swift:119` and as `Request-ID` by
/// `factory/RequestFactory.swift:216`)
/// (`JsonFactory.swift:114-128`, `RequestFactory.swift:203-217`, `StringBuilder.swift:40`).
/// A payload without a string `_uid` gets 451 and no request. Events are persisted and sent by a
/// queue with the push-event retry flow (no in-process retry until a foreground launch reset
/// its counter).
final class AltcraftPushEvents {
    /// `Constants.PushEvents.delivery`.
    static let delivery = "delivery"
    /// `Constants.PushEvents.open`.
    static let open = "open"

    private let core: AltcraftCore
    /// The persisted push-event queue.
    lazy var queue = AltcraftWorkQueue(
        name: "pushEvent",
        flow: AltcraftRetryFlow(name: "pushEvent", defaultCounter: nil, core: core),
        core: core
    ) { [weak self] entity, completion in
        // The owner is gone (a service extension released after its content handler) while a
        // retry timer still fires: the entity stays persisted for the next launch. (Was
        // `unowned`, which trapped: found by `explore`, seed 1 run 9.)
        guard let self else { return }
        self.send(entity, completion: completion)
    }

    /// Push events for one process.
    init(core: AltcraftCore) { self.core = core }

    /// `createPushEvent(userInfo:type:)`: 451 without a string `_uid`; else persist and send.
    func create(from payload: PushPayload, type: String) {
        guard let uid = payload["_uid"]?.stringValue else {
            let found = payload["_uid"].map { $0.typeNameWithArticle } ?? "missing"
            core.report(
                .uidMissing, "_uid is \(found) (451): the \(type) push event cannot be sent",
                details: ["type": .string(type)])
            return
        }
        guard core.requireConfiguration(for: "event/push") != nil else { return }
        // The neutral open: the SDK counts this tap as an open once, when it creates the open
        // push event (`push/NotificationManager.swift:80-90` creates one per tapped notification).
        if type == Self.open {
            core.host.events.emit(
                SDKEvent(SDKEventName.notificationOpened, native: type, details: ["uid": .string(uid)]))
        }
        let entity: [String: JSONValue] = [
            "uid": .string(core.makeRequestID()), "smid": .string(uid + type), "type": .string(type),
            "time": core.nowSeconds,
        ]
        if core.bugs.contains(.rt4PushEventPersistedAfterFailure) {
            // Planted bug: "no disk write on the happy path": the event is sent at once and
            // persisted only when that send failed retryably, so one in flight at a kill is lost.
            send(entity) { [self] outcome in
                if case .retry = outcome { queue.append(entity) }
            }
            return
        }
        queue.append(entity)
        queue.start()
    }

    private func send(_ entity: [String: JSONValue], completion: @escaping (AltcraftOutcome) -> Void) {
        guard let configuration = core.configuration, let rToken = configuration.resourceToken,
            let smid = entity["smid"]?.stringValue, let type = entity["type"]?.stringValue
        else {
            let error = AltcraftEventCode.pushEventDataMissing.error("push event request data is nil (524)")
            core.report(error)
            return completion(.failure(error))
        }
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/event/push/\(type)", query: [("matching_mode", rToken)])
        let request = HTTPRequest(
            method: "POST", url: url, headers: AltcraftURL.headers(resourceToken: rToken, requestID: smid),
            body: ["time": entity["time"] ?? 0, "smid": .string(smid)])
        core.send(request, kind: .pushEvent(type), completion: completion)
    }
}
