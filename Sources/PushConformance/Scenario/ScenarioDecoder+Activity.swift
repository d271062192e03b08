import PushContract
import PushSimulator

extension ScenarioDecoder {
    /// An `activity` step: exactly one of `pushToStartToken`, `pushToken`, `start`, `pushToStart`,
    /// `stale`, `end`.
    func decodeActivity(_ cursor: JSONCursor) throws(ScenarioError) -> ActivityOperation {
        let kinds = ["pushToStartToken", "pushToken", "start", "pushToStart", "stale", "end"]
        let members = try cursor.members(allowed: Set(kinds))
        guard members.count == 1, let (key, body) = members.first else {
            throw cursor.error("expected exactly one of \(kinds.joined(separator: ", "))")
        }
        let fields = try body.members(allowed: [
            "attributesType", "activity", "token", "channel", "at", "by", "dismissed",
        ])
        func required(_ name: String) throws(ScenarioError) -> String {
            guard let field = fields[name] else { throw body.error("missing \"\(name)\"") }
            let text = try field.string()
            guard !text.isEmpty else { throw field.error("expected a non-empty string") }
            return text
        }
        func only(_ allowed: Set<String>) throws(ScenarioError) {
            if let extra = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw body.child(extra).error("\"\(extra)\" is not a field of \(key)")
            }
        }
        func token() throws(ScenarioError) -> String? {
            guard let field = fields["token"] else { return nil }
            let hex = try field.string()
            guard (try? DeviceToken(hex: hex)) != nil else { throw field.error("expected a token in hex") }
            return hex
        }
        switch key {
        case "pushToStartToken":
            try only(["attributesType", "token"])
            guard fields["token"] != nil else { throw body.error("missing \"token\"") }
            return .pushToStartToken(attributesType: try required("attributesType"), tokenHex: try token() ?? "")
        case "pushToken":
            try only(["activity", "token"])
            return .pushToken(activity: try required("activity"), tokenHex: try token())
        case "start":
            try only(["attributesType", "activity", "token", "channel", "at"])
            if fields["token"] != nil, let channel = fields["channel"] {
                throw channel.error("a channel activity has no update token: give \"token\" or \"channel\"")
            }
            return .start(
                attributesType: try required("attributesType"), activity: try required("activity"),
                tokenHex: try token(), channel: try fields["channel"]?.string(), at: try fields["at"]?.duration())
        case "pushToStart":
            try only(["attributesType", "activity", "token", "channel"])
            if fields["token"] != nil, let channel = fields["channel"] {
                throw channel.error("input-push-channel gives no update token: give \"token\" or \"channel\"")
            }
            return .pushToStart(
                attributesType: try required("attributesType"), activity: try required("activity"),
                tokenHex: try token(), channel: try fields["channel"]?.string())
        case "stale":
            try only(["activity"])
            return .stale(activity: try required("activity"))
        default:
            try only(["activity", "by", "dismissed"])
            let by = try fields["by"]?.string() ?? "user"
            guard ["user", "push", "app"].contains(by) else {
                throw body.child("by").error("\"\(by)\" is not one of user, push, app")
            }
            return .end(activity: try required("activity"), by: by, dismissed: try fields["dismissed"]?.bool() ?? false)
        }
    }

    /// `given.activityKit`: the types the app sets up at every launch, stream behaviours, caps.
    func decodeActivityKit(_ cursor: JSONCursor) throws(ScenarioError) -> ActivityKitSetup {
        let members = try cursor.members(allowed: [
            "pushToStart", "track", "pushToStartStreams", "pushTokenStreams", "maximumActivities",
            "pushToStartBudget", "updateTokenDelay",
        ])
        var setup = ActivityKitSetup()
        setup.pushToStartTypes = try members["pushToStart"]?.strings() ?? []
        setup.trackedTypes = try members["track"]?.strings() ?? []
        if let streams = members["pushToStartStreams"] { setup.pushToStartStreams = try decodeStreams(streams) }
        if let streams = members["pushTokenStreams"] { setup.pushTokenStreams = try decodeStreams(streams) }
        setup.maximumActivities = try members["maximumActivities"]?.int(in: 0...1_000)
        setup.pushToStartBudget = try members["pushToStartBudget"]?.int(in: 0...1_000)
        if let delay = members["updateTokenDelay"] { setup.updateTokenDelay = try delay.duration() }
        return setup
    }

    /// `{"Type": "yields" | "once" | "never" | {"late": "5s"}}`.
    private func decodeStreams(_ cursor: JSONCursor) throws(ScenarioError) -> [String: ActivityStreamBehaviour] {
        var streams: [String: ActivityStreamBehaviour] = [:]
        for type in try cursor.object().keys.sorted() {
            let value = cursor.child(type)
            if value.value.stringValue == nil {
                let members = try value.members(allowed: ["late"])
                guard let late = members["late"] else {
                    throw value.error("expected yields, once, never or {\"late\": …}")
                }
                streams[type] = .late(try late.duration())
                continue
            }
            switch try value.string() {
            case "yields": streams[type] = .yields
            case "once": streams[type] = .once
            case "never": streams[type] = .never
            case let other: throw value.error("\"\(other)\" is not one of yields, once, never, {\"late\": …}")
            }
        }
        return streams
    }
}
