import PushContract

extension LiveActivityRequestAudit {
    /// The events of a live-activity push.
    package enum Event: String, Sendable, Hashable, CaseIterable {
        /// Starts an activity (push-to-start; never on a channel).
        case start
        /// Updates a running activity.
        case update
        /// Ends an activity.
        case end
    }

    /// Size, then the payload's `aps` fields.
    static func checkPushBody(
        _ body: LiveActivityRequest.Body, endpoint: LiveActivityEndpoint, context: LiveActivityAuditContext,
        into record: inout LiveActivityAuditRecord
    ) {
        let limit = endpoint.isBroadcast ? broadcastPayloadLimit : tokenPayloadLimit
        let size: Int?
        switch body {
        case .none: size = nil
        case .json(let value): size = value.canonicalByteCount
        case .text(let text): size = text.utf8.count
        }
        if let size {
            record.applied(.bodySize)
            if size > limit {
                record.broke(
                    .bodySize, at: "request.body",
                    "\(size) bytes; APNs accepts at most \(limit) \(endpoint.isBroadcast ? "on a channel" : "to a token")"
                )
            }
        }
        guard let root = parsedBody(body, into: &record) else { return }
        record.applied(.aps)
        guard let aps = root["aps"]?.objectValue else {
            let found = root["aps"].map { "a \($0.typeName), not an object" } ?? "missing"
            record.broke(.aps, at: "request.body.aps", "\(found); the live-activity fields belong in aps")
            return
        }
        let event = checkEvent(aps, endpoint: endpoint, into: &record)
        checkTimestamp(aps, event: event, context: context, into: &record)
        checkContentState(aps, event: event, endpoint: endpoint, context: context, into: &record)
        checkFieldTypes(aps, into: &record)
    }

    private static func path(_ key: String) -> String { "request.body.aps.\(key)" }

    /// The event, its restrictions and a start's fields; nil when the event is unknown.
    private static func checkEvent(
        _ aps: [String: JSONValue], endpoint: LiveActivityEndpoint, into record: inout LiveActivityAuditRecord
    ) -> Event? {
        record.applied(.event)
        guard let raw = aps["event"] else {
            record.broke(.event, at: path("event"), "missing; give start, update or end")
            return nil
        }
        guard let event = raw.stringValue.flatMap(Event.init) else {
            record.broke(.event, at: path("event"), "\(ContentStateType.preview(raw)) is not start, update or end")
            return nil
        }
        if endpoint.isBroadcast {
            record.applied(.broadcastStart)
            if event == .start {
                record.broke(
                    .broadcastStart, at: path("event"),
                    "start on a channel; a broadcast can update or end an activity, never start one")
            }
        }
        record.applied(.dismissalDateOnEnd)
        if aps["dismissal-date"] != nil, event != .end {
            record.broke(.dismissalDateOnEnd, at: path("dismissal-date"), "on \(event.rawValue); only an end takes it")
        }
        record.applied(.inputPushOnStart)
        for key in ["input-push-token", "input-push-channel"] where aps[key] != nil && event != .start {
            record.broke(.inputPushOnStart, at: path(key), "on \(event.rawValue); only a start takes it")
        }
        guard event == .start, !endpoint.isBroadcast else { return event }
        record.applied(.startAlert)
        if aps["alert"] == nil || aps["alert"] == .null {
            record.broke(.startAlert, at: path("alert"), "missing; a start must alert the person")
        }
        record.applied(.startAttributesType)
        if aps["attributes-type"] == nil || aps["attributes-type"] == .string("") {
            record.broke(
                .startAttributesType, at: path("attributes-type"),
                "\(aps["attributes-type"] == nil ? "missing" : "empty"); name the app's ActivityAttributes type")
        }
        record.applied(.startAttributes)
        guard let attributes = aps["attributes"] else {
            record.broke(.startAttributes, at: path("attributes"), "missing; a start needs the activity's attributes")
            return event
        }
        guard attributes.objectValue != nil else {
            record.broke(
                .startAttributes, at: path("attributes"),
                "a \(attributes.typeName), not an object of the attributes' properties")
            return event
        }
        record.applied(.attributesSize)
        let size = attributes.canonicalByteCount
        if size > attributesLimit {
            record.broke(
                .attributesSize, at: path("attributes"),
                "\(size) bytes of JSON; ActivityKit refuses attributes over 4 KB (\(attributesLimit) bytes) with attributesTooLarge"
            )
        }
        return event
    }

    private static func checkTimestamp(
        _ aps: [String: JSONValue], event: Event?, context: LiveActivityAuditContext,
        into record: inout LiveActivityAuditRecord
    ) {
        record.applied(.timestamp)
        guard let raw = aps["timestamp"] else {
            record.broke(.timestamp, at: path("timestamp"), "missing; give the time in seconds since 1970")
            return
        }
        guard let timestamp = raw.numberValue, timestamp >= 0 else {
            record.broke(
                .timestamp, at: path("timestamp"),
                "\(ContentStateType.preview(raw)) is not a non-negative number of seconds since 1970")
            return
        }
        record.applied(.timestampSeconds)
        guard timestamp < millisecondTimestamps else {
            record.broke(
                .timestampSeconds, at: path("timestamp"),
                "\(JSONValue.format(number: timestamp)) reads as milliseconds; give seconds since 1970")
            return
        }
        let stamp = JSONValue.format(number: timestamp)
        if event == .update, let previous = context.previousTimestamp {
            record.applied(.timestampOlder)
            if timestamp < previous {
                record.broke(
                    .timestampOlder, at: path("timestamp"),
                    "\(stamp) is older than the previous request's \(JSONValue.format(number: previous)); the system drops the update"
                )
            }
        }
        guard let now = context.now else { return }
        if event == .update {
            record.applied(.timestampPast)
            if timestamp < now {
                record.broke(
                    .timestampPast, at: path("timestamp"),
                    "\(stamp) is \(JSONValue.format(number: now - timestamp)) s before now (\(JSONValue.format(number: now))); the system drops the update"
                )
            }
        }
        if event == .start || event == .update {
            record.applied(.timestampFuture)
            if timestamp > now + maxFutureSeconds {
                record.broke(
                    .timestampFuture, at: path("timestamp"),
                    "\(stamp) is \(JSONValue.format(number: timestamp - now)) s after now (\(JSONValue.format(number: now))), more than 8 h; the system drops it"
                )
            }
        }
    }

    private static func checkContentState(
        _ aps: [String: JSONValue], event: Event?, endpoint: LiveActivityEndpoint, context: LiveActivityAuditContext,
        into record: inout LiveActivityAuditRecord
    ) {
        let state = aps["content-state"].flatMap { $0.isNull ? JSONValue?.none : $0 }
        switch event {
        case .start where !endpoint.isBroadcast, .update:
            record.applied(.contentState)
            if state == nil {
                record.broke(
                    .contentState, at: path("content-state"),
                    "missing on \(event?.rawValue ?? ""); give the activity's ContentState")
            }
        case .end:
            record.applied(.endContentState)
            if state == nil {
                record.broke(
                    .endContentState, at: path("content-state"),
                    "missing on end; the ended activity keeps showing its last update")
            }
        default: break
        }
        guard let state else { return }
        record.applied(.contentStateDecodes)
        guard state.objectValue != nil else {
            record.broke(
                .contentStateDecodes, at: path("content-state"),
                "a \(state.typeName); a ContentState struct decodes from an object")
            return
        }
        guard let declared = context.contentState else { return }
        for problem in declared.problems(state, at: path("content-state")) {
            record.broke(.contentStateDecodes, at: problem.path, problem.message)
        }
    }

    private static func checkFieldTypes(_ aps: [String: JSONValue], into record: inout LiveActivityAuditRecord) {
        if let score = aps["relevance-score"] {
            record.applied(.relevanceScore)
            if !(score.numberValue.map { $0 >= 0 } ?? false) {
                record.broke(
                    .relevanceScore, at: path("relevance-score"),
                    "\(ContentStateType.preview(score)) is not a non-negative number")
            }
        }
        record.applied(.fieldType)
        let checks: [(key: String, expected: String, holds: (JSONValue) -> Bool)] = [
            ("stale-date", "a number of seconds since 1970", { ($0.numberValue ?? -1) >= 0 }),
            ("dismissal-date", "a number of seconds since 1970", { ($0.numberValue ?? -1) >= 0 }),
            ("alert", "an object or a string", { $0.objectValue != nil || $0.stringValue != nil }),
            ("attributes-type", "a string", { $0.stringValue != nil }),
            ("input-push-token", "1", { $0 == .number(1) }),
            ("input-push-channel", "a non-empty string", { !($0.stringValue ?? "").isEmpty }),
        ]
        for check in checks {
            guard let value = aps[check.key], !check.holds(value) else { continue }
            record.broke(
                .fieldType, at: path(check.key), "\(ContentStateType.preview(value)) is not \(check.expected)")
        }
    }
}
