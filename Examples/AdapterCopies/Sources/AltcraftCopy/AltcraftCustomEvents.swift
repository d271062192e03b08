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
        // Planted bug (when switched on): arrays pass as multi-value attributes, whatever their elements.
        let multiValue = { (value: JSONValue) in
            self.core.bugs.contains(.rt2EventArrayValuesAccepted) && value.arrayValue != nil
        }
        var event = event
        if core.bugs.contains(.rt7EventValuesStringifiedNotRefused) {
            // Planted bug: a non-scalar value is sent as its JSON text instead of being refused.
            event.payload = event.payload.mapValues { $0.isScalar ? $0 : .string($0.canonicalText) }
        }
        // Planted bug (rt8EventCheckReadsAttributes): the scalar check runs over the attributes.
        let checked = core.bugs.contains(.rt8EventCheckReadsAttributes) ? event.attributes : event.payload
        if let (key, value) = checked.sorted(by: { $0.key < $1.key }).first(where: {
            !$0.value.isScalar && !multiValue($0.value)
                // Planted bug: NSNull is taken for "no value", not for a non-scalar.
                && !(self.core.bugs.contains(.rt3NullEventValueAccepted) && $0.value == .null)
        }) {
            return core.report(
                AltcraftEventCode.nonScalarValues.error(
                    "payload.\(key) is \(value.typeNameWithArticle) (475): mobile event payload values must be strings, numbers or Booleans",
                    details: ["field": .string(key), "type": .string(value.typeName)], code: .invalidEventField))
        }
        // Planted bug (rt7EventPixelIdCheckedAtSend): the pixel id is checked when the event is
        // sent, after it was stored.
        let sidCheckedAtSend = core.bugs.contains(.rt7EventPixelIdCheckedAtSend)
        guard let sid = event.attributes["sid"]?.stringValue ?? (sidCheckedAtSend ? "" : nil),
            !sid.isEmpty || sidCheckedAtSend
        else {
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
        if core.bugs.contains(.rt10EventNumbersTruncated) {
            // Planted bug: payload numbers normalised like `time` (Int64), so 4.95 goes out as 4.
            entity["payload"] = .object(
                event.payload.mapValues { value in
                    if case .number(let number) = value, number.isFinite { return .number(number.rounded(.towardZero)) }
                    return value
                })
        }
        for key in ["sendMessageId", "matching", "matchingType", "profileFields", "utm"] {
            if let value = event.attributes[key] { entity[key] = value }
        }
        queue.append(entity)
        // Planted bug (rt13MobileEventsBatchedUntilLaunch): events are batched; the queue starts once
        // three wait, and a lone event waits for the next launch's retry pass.
        guard !core.bugs.contains(.rt13MobileEventsBatchedUntilLaunch) || queue.entities.count >= 3 else { return }
        queue.start()
    }

    private func send(_ entity: [String: JSONValue], completion: @escaping (AltcraftOutcome) -> Void) {
        guard let configuration = core.configuration, let rToken = configuration.resourceToken,
            let sid = entity["sid"]?.stringValue, let name = entity["name"]?.stringValue
        else {
            return completion(
                .failure(AltcraftEventCode.configurationNotSet.error("the configuration is not set (401)")))
        }
        if core.bugs.contains(.rt7EventPixelIdCheckedAtSend), sid.isEmpty {
            let error = PushError(
                .invalidEventField, message: "attributes.sid (the pixel id) is required for an Altcraft mobile event",
                details: ["field": "sid"])
            core.report(error)
            return completion(.failure(error))
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
        if core.bugs.contains(.rt4EventValuesStringified), let payload = entity["payload"]?.objectValue {
            // Planted bug: form-data parts are text, so every payload value is sent as a string.
            body["payload"] = .object(payload.mapValues { .string($0.stringValue ?? $0.canonicalText) })
        }
        // `buildMultipartRequest` sets only the multipart Content-Type and Authorization (and the
        // length): no Request-ID (altcraft/ios-sdk@c9b72bf:Altcraft/factory/RequestFactory.swift:48-67,362-378).
        let headers = [
            "Content-Type": "multipart/form-data", "Authorization": "Bearer rtoken@\(rToken)",
        ]
        core.send(
            HTTPRequest(method: "POST", url: url, headers: headers, body: .object(body)), kind: .mobileEvent(name)
        ) { [weak self] outcome in
            // Planted bug: event/post refusing an event (a pixel not live yet) is kept as a RetryEvent.
            if let self, self.core.bugs.contains(.mobileEventRefusalRetried), case .failure(let error) = outcome,
                error.code == .clientError
            {
                return completion(.retry(error))
            }
            completion(outcome)
        }
    }
}
