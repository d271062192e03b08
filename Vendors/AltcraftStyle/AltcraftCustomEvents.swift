import PushContract

/// Mobile events (`mob_events/MobileEvent.swift`, `PublicMobileEventFunctions.swift`).
///
/// `CustomEvent.attributes` carries the Altcraft-only parameters: `sid` (required),
/// `sendMessageId`, `matching`, `matchingType`, `profileFields`, `utm`. A payload value that is
/// not a scalar (objects, arrays, `null` — Altcraft counts `NSNull` as non-scalar) is 475,
/// checked before anything is stored. Events are persisted and sent to
/// `<api>/event/post?i=<sid>&tr=px&t=open&v=2` (`RequestFactory.swift` `buildMobileEventURL`);
/// 235 / 435 / 535.
final class AltcraftCustomEvents: CustomEventService {
    private let core: AltcraftCore
    /// The persisted mobile-event queue.
    lazy var queue = AltcraftWorkQueue(
        name: "mobileEvent",
        flow: AltcraftRetryFlow(name: "mobileEvent", defaultCounter: nil, core: core),
        core: core
    ) { [weak self] entity, completion in
        // The owner is gone (a service extension released after its content handler) while a
        // retry timer still fires: the entity stays persisted for the next launch. (Was
        // `unowned`, which trapped: found by `explore`, seed 1 run 9.)
        guard let self else { return }
        self.send(entity, completion: completion)
    }

    /// Mobile events for the app process.
    init(core: AltcraftCore) {
        self.core = core
        queue.configurationGone = { [weak core] in
            // `processEvents` → `getUserTag` → `getConfig` (`mob_events/MobileEvent.swift:160-169`,
            // `auth/AuthManager.swift:15-21`): nothing is sent, nothing retried.
            core?.report(
                AltcraftEventCode.configurationMissing.error(
                    "config data is nil (501): clear() deleted the configuration", retryable: false))
            core?.report(
                AltcraftEventCode.userTagNil.error(
                    "userTag is null (503): no mobile event is sent; the stored ones wait for the next launch",
                    retryable: false))
        }
    }

    /// `mobileEvent(sid:eventName:…)`.
    func track(_ event: CustomEvent) {
        guard core.requireConfiguration(for: "event/post") != nil else { return }
        guard core.configuration?.resourceToken != nil else {
            return core.report(.userTagMissing, "no resource token and no JWT: the user cannot be identified (402)")
        }
        if let (key, value) = event.payload.sorted(by: { $0.key < $1.key }).first(where: { !$0.value.isScalar }) {
            return core.report(
                AltcraftEventCode.nonScalarValues.error(
                    "payload.\(key) is \(value.typeNameWithArticle) (475): mobile event payload values must be strings, numbers or Booleans",
                    details: ["field": .string(key), "type": .string(value.typeName)], code: .invalidEventField))
        }
        guard let sid = event.attributes["sid"]?.stringValue, !sid.isEmpty else {
            return core.report(
                PushError(
                    .invalidEventField,
                    message: "attributes.sid (the pixel id) is required for an Altcraft mobile event",
                    details: ["field": "sid"]))
        }
        var entity: [String: JSONValue] = [
            "uid": .string(core.makeRequestID()), "sid": .string(sid),
            "name": .string(event.name), "payload": .object(event.payload), "time": core.nowSeconds,
        ]
        for key in ["sendMessageId", "matching", "matchingType", "profileFields", "utm"] {
            if let value = event.attributes[key] { entity[key] = value }
        }
        queue.append(entity)
        queue.start()
    }

    private func send(_ entity: [String: JSONValue], completion: @escaping (AltcraftOutcome) -> Void) {
        guard let configuration = core.configuration, let rToken = configuration.resourceToken,
            let sid = entity["sid"]?.stringValue, let name = entity["name"]?.stringValue
        else {
            return completion(
                .failure(AltcraftEventCode.configurationNotSet.error("the configuration is not set (401)")))
        }
        let url = AltcraftURL.build(
            configuration.apiURL, path: "/event/post",
            query: [("i", sid), ("tr", "px"), ("t", "open"), ("v", "2")])
        // The real body is multipart/form-data; its parts are shown here as one JSON object.
        var body: [String: JSONValue] = [
            "name": .string(name), "time": entity["time"] ?? 0,
            "payload": entity["payload"] ?? [:],
        ]
        let renames = [
            "sendMessageId": "smid", "matching": "matching", "matchingType": "matching_type",
            "profileFields": "profile_fields", "utm": "utm",
        ]
        for (key, wire) in renames { if let value = entity[key] { body[wire] = value } }
        // `buildMultipartRequest` sets only the multipart Content-Type and Authorization (and the
        // length): no Request-ID (altcraft/ios-sdk@c9b72bf:Altcraft/factory/RequestFactory.swift:48-67,362-378).
        let headers = [
            "Content-Type": "multipart/form-data", "Authorization": "Bearer rtoken@\(rToken)",
        ]
        core.send(
            HTTPRequest(method: "POST", url: url, headers: headers, body: .object(body)), kind: .mobileEvent(name),
            completion: completion)
    }
}
