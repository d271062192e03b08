import PushContract

/// What ActivityKit, the system or the user does with live activities in a step (the `activity`
/// action): not the app calling its SDK, but the world the SDK observes.
public enum ActivityOperation: Sendable, Hashable {
    /// The system issues or rotates a type's push-to-start token (`pushToStartToken`).
    case pushToStartToken(attributesType: String, tokenHex: String)
    /// The system issues or rotates an activity's update token (`pushToken`; nil: derived).
    case pushToken(activity: String, tokenHex: String?)
    /// The app's own code starts an activity with ActivityKit (`start`): on a channel when
    /// `channel` is given, with the update token `tokenHex` (nil: derived), scheduled `at` later.
    case start(attributesType: String, activity: String, tokenHex: String?, channel: String?, at: Duration?)
    /// A push-to-start push arrives (`pushToStart`): with `input-push-token` (its update token
    /// `tokenHex`, nil: derived) unless `channel` is given (`input-push-channel`).
    case pushToStart(attributesType: String, activity: String, tokenHex: String?, channel: String?)
    /// The activity's stale date passes (`stale`): an active activity becomes `.stale`.
    case stale(activity: String)
    /// The activity ends (`end`): `by` the user, a push or the app; `dismissed` removes it.
    case end(activity: String, by: String, dismissed: Bool)

    /// The operation as a step's `activity` value.
    var json: JSONValue {
        func object(_ pairs: [String: String?]) -> JSONValue {
            .object(pairs.compactMapValues { $0.map(JSONValue.string) })
        }
        switch self {
        case .pushToStartToken(let type, let token):
            return ["pushToStartToken": object(["attributesType": type, "token": token])]
        case .pushToken(let activity, let token):
            return ["pushToken": object(["activity": activity, "token": token])]
        case .start(let type, let activity, let token, let channel, let at):
            return [
                "start": object([
                    "attributesType": type, "activity": activity, "token": token, "channel": channel,
                    "at": at.map(ScenarioEncoder.duration),
                ])
            ]
        case .pushToStart(let type, let activity, let token, let channel):
            return [
                "pushToStart": object([
                    "attributesType": type, "activity": activity, "token": token, "channel": channel,
                ])
            ]
        case .stale(let activity):
            return ["stale": ["activity": .string(activity)]]
        case .end(let activity, let by, let dismissed):
            return ["end": ["activity": .string(activity), "by": .string(by), "dismissed": .bool(dismissed)]]
        }
    }
}
