package import PushContract

/// One rule of the live-activity request audit (``LiveActivityRequestAudit``): what an APNs
/// live-activity push or channel-management request must look like, with the platform rule it
/// states (R14 payload, R15 request, R21 attributes), its level and Apple's page that says so.
///
/// Ids are stable: corpus files name them in `expect`, and a renamed id is a breaking change.
package struct LiveActivityRule: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The stable id (`header.topic`, `aps.timestamp-older`).
    package var id: String
    /// The platform rule it belongs to.
    package var requirement: RequirementID
    /// MUST (a broken rule fails the request) or SHOULD (reported, fails nothing).
    package var level: RequirementLevel
    /// What the rule asks, one sentence.
    package var sentence: String
    /// Where Apple (or Apple's forum) states it.
    package var source: String

    /// `header.topic (R15, MUST)`.
    package var description: String { "\(id) (\(requirement), \(level.rawValue))" }
}

extension LiveActivityRule {
    /// Apple, Starting and updating Live Activities with ActivityKit push notifications.
    static let activityKitPushes =
        "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"
    /// Apple, Sending broadcast push notification requests to APNs.
    static let broadcastRequests =
        "https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns"
    /// Apple, Sending channel management requests to APNs.
    static let channelManagement =
        "https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns"
    /// Apple's developer forum answer on timestamps (older, past and far-future updates are dropped).
    static let timestampForum = "https://developer.apple.com/forums/thread/776165"
    /// Apple, Generating a remote notification (4 KB payloads).
    static let payloadSize =
        "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"
    /// Apple, ActivityAuthorizationError (`attributesTooLarge`: "exceeded the maximum size of 4KB").
    static let authorizationError = "https://developer.apple.com/documentation/activitykit/activityauthorizationerror"

    private static func rule(
        _ id: String, _ requirement: String, _ sentence: String, _ source: String, level: RequirementLevel = .must
    ) -> LiveActivityRule {
        LiveActivityRule(
            id: id, requirement: RequirementID(rawValue: requirement), level: level, sentence: sentence, source: source)
    }

    // MARK: The request (R15)

    /// The method and path name a live-activity endpoint.
    package static let endpoint = rule(
        "request.endpoint", "R15",
        "The request is POST /3/device/<hex token>, POST /4/broadcasts/apps/<bundle-id>, POST, GET or DELETE /1/apps/<bundle-id>/channels, or GET /1/apps/<bundle-id>/all-channels.",
        activityKitPushes + "; " + broadcastRequests + "; " + channelManagement)
    /// `apns-push-type: liveactivity`.
    package static let pushType = rule(
        "header.push-type", "R15",
        "A live-activity push carries apns-push-type liveactivity (Liveactivity, as Apple's broadcast page spells it, is accepted too).",
        activityKitPushes + "; " + broadcastRequests)
    /// `apns-topic: <bundle-id>.push-type.liveactivity` on a push to a token.
    package static let topic = rule(
        "header.topic", "R15",
        "A push to a token carries apns-topic <bundle-id>.push-type.liveactivity (the context's bundleID when it names one).",
        activityKitPushes)
    /// `apns-priority` 5 or 10 (1 too on a channel).
    package static let priority = rule(
        "header.priority", "R15",
        "apns-priority is 5 or 10 on a push to a token (absent means 10); a broadcast requires it, as 1, 5 or 10.",
        activityKitPushes + "; " + broadcastRequests)
    /// `apns-channel-id` on a broadcast and on reading or deleting a channel.
    package static let channelID = rule(
        "header.channel-id", "R15",
        "A broadcast, and a request reading or deleting a channel, carries apns-channel-id, a base64 string (its size is not assumed).",
        broadcastRequests + "; " + channelManagement)
    /// `apns-expiration` on a broadcast.
    package static let expiration = rule(
        "header.expiration", "R15",
        "A broadcast carries apns-expiration, a UNIX time in seconds or 0.", broadcastRequests)
    /// No stored message on a No Message Stored channel.
    package static let expirationOnNoStorage = rule(
        "header.expiration-no-storage", "R15",
        "A broadcast on a No Message Stored channel (message-storage-policy 0) has apns-expiration 0: APNs rejects a non-zero one.",
        broadcastRequests)
    /// A channel is created with `message-storage-policy` 0 or 1.
    package static let storagePolicy = rule(
        "channel.storage-policy", "R15",
        "A channel-creation body carries message-storage-policy 0 (No Message Stored) or 1 (Most Recent Message Stored).",
        channelManagement)
    /// A channel is created with `push-type: LiveActivity`.
    package static let channelPushType = rule(
        "channel.push-type", "R15", "A channel-creation body carries push-type LiveActivity.", channelManagement)

    // MARK: The payload (R14, R21)

    /// The body is a JSON object.
    package static let bodyJSON = rule(
        "body.json", "R14", "A push's body, and a channel-creation body, is a JSON object.",
        activityKitPushes + "; " + channelManagement)
    /// The payload size limits.
    package static let bodySize = rule(
        "body.size", "R14",
        "A push's payload is at most 4,096 bytes to a token and at most 5,120 bytes on a channel.",
        payloadSize + "; " + broadcastRequests)
    /// The payload has an `aps` object.
    package static let aps = rule(
        "aps.object", "R14", "A live-activity payload keeps its fields in an aps object.", activityKitPushes)
    /// `aps.event` is start, update or end.
    package static let event = rule(
        "aps.event", "R14", "aps.event is start, update or end.", activityKitPushes)
    /// No `start` on a channel.
    package static let broadcastStart = rule(
        "aps.broadcast-start", "R14", "A broadcast never starts a live activity (event start).",
        activityKitPushes)
    /// A `start` carries an alert.
    package static let startAlert = rule(
        "aps.start-alert", "R14", "A start carries an alert.", activityKitPushes)
    /// A `start` carries `attributes-type`.
    package static let startAttributesType = rule(
        "aps.start-attributes-type", "R14",
        "A start carries attributes-type, the name of the app's ActivityAttributes type.",
        activityKitPushes)
    /// A `start` carries `attributes`.
    package static let startAttributes = rule(
        "aps.start-attributes", "R14", "A start carries attributes, an object.", activityKitPushes)
    /// `dismissal-date` only on `end`.
    package static let dismissalDateOnEnd = rule(
        "aps.dismissal-date-end-only", "R14", "dismissal-date appears on an end only.", activityKitPushes)
    /// `input-push-token` and `input-push-channel` only on `start`.
    package static let inputPushOnStart = rule(
        "aps.input-push-start-only", "R14",
        "input-push-token and input-push-channel appear on a start only.", activityKitPushes)
    /// `timestamp` is present.
    package static let timestamp = rule(
        "aps.timestamp", "R14", "aps.timestamp is present: a non-negative number of seconds since 1970.",
        activityKitPushes + "; " + timestampForum)
    /// `timestamp` counts seconds.
    package static let timestampSeconds = rule(
        "aps.timestamp-seconds", "R14",
        "aps.timestamp counts seconds, not milliseconds (a value of 10^11 or more is read as milliseconds).",
        activityKitPushes)
    /// An update is not older than the previous one.
    package static let timestampOlder = rule(
        "aps.timestamp-older", "R14",
        "An update's timestamp is not older than the previous request's (the context's previousTimestamp): the system drops it.",
        timestampForum)
    /// An update is not in the past.
    package static let timestampPast = rule(
        "aps.timestamp-past", "R14",
        "An update's timestamp is not before the moment it is sent (the context's now): the system drops it.",
        timestampForum)
    /// Not more than 8 hours ahead.
    package static let timestampFuture = rule(
        "aps.timestamp-future", "R14",
        "A start's or update's timestamp is at most 8 hours after the context's now: the system drops one further ahead.",
        timestampForum)
    /// `content-state` on start and update.
    package static let contentState = rule(
        "aps.content-state", "R14", "A start and an update carry content-state, an object.", activityKitPushes)
    /// The final `content-state` on end.
    package static let endContentState = rule(
        "aps.end-content-state", "R14",
        "An end carries the final content-state, so the ended activity shows the latest data.", activityKitPushes,
        level: .should)
    /// `content-state` decodes with default JSON decoding.
    package static let contentStateDecodes = rule(
        "aps.content-state-decodes", "R14",
        "content-state decodes into the app's ContentState (the context's contentState) with default JSON decoding: every declared property present with its type, a Date a number, never a string a custom strategy would need.",
        activityKitPushes)
    /// `relevance-score` is a relative, non-negative number.
    package static let relevanceScore = rule(
        "aps.relevance-score", "R14",
        "relevance-score is a non-negative number; its values are relative (100 is fine), unlike an alert push's 0…1 (R5).",
        activityKitPushes)
    /// The documented types of the other fields.
    package static let fieldType = rule(
        "aps.field-type", "R14",
        "stale-date and dismissal-date are numbers of seconds, alert an object or a string, attributes-type a string, input-push-token 1 and input-push-channel a non-empty string.",
        activityKitPushes)
    /// `attributes` at most 4 KB.
    package static let attributesSize = rule(
        "aps.attributes-size", "R21",
        "A start's attributes are at most 4 KB (4,096 bytes of JSON): ActivityKit refuses larger ones (attributesTooLarge).",
        authorizationError)

    /// Every rule, in the order the audit applies them.
    package static let all: [LiveActivityRule] = [
        endpoint, pushType, topic, priority, channelID, expiration, expirationOnNoStorage, storagePolicy,
        channelPushType, bodyJSON, bodySize, aps, event, broadcastStart, startAlert, startAttributesType,
        startAttributes, dismissalDateOnEnd, inputPushOnStart, timestamp, timestampSeconds, timestampOlder,
        timestampPast, timestampFuture, contentState, endContentState, contentStateDecodes, relevanceScore,
        fieldType, attributesSize,
    ]

    /// The rule with this id.
    package static func rule(id: String) -> LiveActivityRule? { all.first { $0.id == id } }
}
