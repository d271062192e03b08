import PushContract
import PushSimulator

extension Invariant {
    /// LAK-001…LAK-010, in id order: the live-activity token rules, judged on what the
    /// transcript shows ActivityKit issue (`activity.*`, `remote-registration.token`) and what the
    /// requests carry.
    static let liveActivityInvariants: [Invariant] = [
        liveActivityIdentitiesApart, liveActivityTokensReadCurrent, liveActivitiesReconciled,
        pushStartedActivityRegistered, endedActivityNotRegistered, activityTokenRegisteredOnce,
        pushToStartResentOnIdentityChange, activityTokenReportsOrdered, channelActivityKeepsChannel,
        pendingAndRefusedStartsReported,
    ]

    /// The sources every LAK rule shares.
    static let liveActivityArticle =
        "Apple, Starting and updating Live Activities with ActivityKit push notifications: https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"

    /// LAK-001: a push-to-start token travels with its type and no activity, an update token with
    /// its activity, and an activity is never registered with the device token alone.
    package static let liveActivityIdentitiesApart: Invariant = Invariant(
        Requirement(
            .liveActivityIdentitiesApart, .must, .liveActivities, kind: .invariant,
            summary: "device, push-to-start and update tokens are never mixed",
            sentence:
                "A request carrying a push-to-start token MUST name its attributes type and no activity; a request carrying an activity's update token MUST name that activity; a request naming a live token activity MUST NOT carry the device token in place of its update token.",
            rationale:
                "Each token addresses something else: an update token registered as a push-to-start token starts nothing, a push-to-start token registered for an activity updates nothing, and the server cannot tell them apart once mixed.",
            sources: [
                "R17", "https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken",
                "https://github.com/braze-inc/braze-swift-sdk/issues/91 (the update token passed as the tag)",
                "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var judgement = Judgement()
        for record in records {
            identities.observe(record)
            guard record.kind == .http, !identities.isEmpty else { continue }
            let carried = identities.read(record)
            let seq = record.body["seq"]?.integerValue ?? 0
            for (token, type) in carried.startTokens.sorted(by: { $0.key < $1.key }) {
                if !carried.namedTypes.contains(type) {
                    judgement.found(
                        record,
                        "request \(seq) sends the push-to-start token \(token.prefix(16))… of \(type) without naming \(type): the server cannot tell it from an update or device token"
                    )
                }
                if let activity = carried.namedActivities.sorted().first(where: {
                    !(identities.activities[$0]?.tokens.contains { carried.updateTokens[$0] != nil } ?? false)
                }) {
                    judgement.found(
                        record,
                        "request \(seq) registers the push-to-start token \(token.prefix(16))… of \(type) for the activity \(activity)"
                    )
                }
            }
            for (token, activity) in carried.updateTokens.sorted(by: { $0.key < $1.key })
            where !carried.namedActivities.contains(activity) {
                judgement.found(
                    record,
                    "request \(seq) sends the update token \(token.prefix(16))… of the activity \(activity) without naming \(activity)\(carried.namedTypes.isEmpty ? "" : ", beside the type \(carried.namedTypes.sorted().joined(separator: ", ")): registered as a push-to-start token")"
                )
            }
            if !carried.deviceTokens.isEmpty, !carried.carriesActivityToken {
                for id in carried.namedActivities.sorted() {
                    guard let activity = identities.activities[id], activity.isLive, activity.channel == nil,
                        !activity.tokens.isEmpty
                    else { continue }
                    judgement.found(
                        record,
                        "request \(seq) registers the activity \(id) with the device token, not its update token")
                }
            }
        }
        return judgement
    }

    /// LAK-005: no request carries an activity's update token after the activity ended.
    package static let endedActivityNotRegistered: Invariant = Invariant(
        Requirement(
            .endedActivityNotRegistered, .must, .liveActivities, kind: .invariant,
            summary: "no registration for an ended or dismissed activity",
            sentence:
                "After ActivityKit shows an activity ended or dismissed, an SDK MUST NOT send any of its update tokens again; it may only release the activity (name it without a token).",
            rationale:
                "A registration racing the end re-creates server state for an activity nobody sees, and in one app deleted the token of the activity that replaced it.",
            sources: [
                "https://github.com/kylebshr/luka-ios/issues/146",
                "https://github.com/loopandlearn/LoopFollow/issues/625",
                "R16", "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var ended: Set<String> = []
        var judgement = Judgement()
        for record in records {
            identities.observe(record)
            if record.systemName == .activityEnded, let id = record.body["activity"]?.stringValue { ended.insert(id) }
            guard record.kind == .http, !ended.isEmpty else { continue }
            let carried = identities.read(record)
            for (token, activity) in carried.updateTokens.sorted(by: { $0.key < $1.key }) where ended.contains(activity)
            {
                judgement.found(
                    record,
                    "request \(record.body["seq"]?.integerValue ?? 0) carries the update token \(token.prefix(16))… of the activity \(activity), which had ended"
                )
            }
        }
        return judgement
    }

    /// LAK-006: the same update token of an activity is registered successfully once, unless the
    /// device token changed in between.
    package static let activityTokenRegisteredOnce: Invariant = Invariant(
        Requirement(
            .activityTokenRegisteredOnce, .must, .liveActivities, kind: .invariant,
            summary: "one registration per activity and token",
            sentence:
                "An SDK MUST register each (activity, update token) once: no second request carrying the same update token may succeed (2xx) unless the device token changed in between.",
            rationale:
                "Duplicate registrations race each other on the server; one app's duplicate deleted the new activity's token, and SDKs added de-duplication for it.",
            sources: [
                "https://github.com/OneBusAway/onebusaway-ios/issues/1189",
                "Braze 5.11.1 \"de-duping push token tag requests\": braze-inc/braze-swift-sdk@f866739a:CHANGELOG.md",
                "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var succeeded: Set<Int> = []
        var answered: Set<Int> = []
        for record in records where record.kind == .answer {
            guard let seq = record.body["seq"]?.integerValue else { continue }
            answered.insert(seq)
            if record.answerOutcome == .success { succeeded.insert(seq) }
        }
        var registered: [String: Int] = [:]
        var deviceTokenCount = 0
        var judgement = Judgement()
        for record in records {
            identities.observe(record)
            if identities.deviceTokens.count != deviceTokenCount {
                if Set(identities.deviceTokens).count > Set(identities.deviceTokens.dropLast()).count {
                    registered = [:]
                }
                deviceTokenCount = identities.deviceTokens.count
            }
            guard record.kind == .http, let seq = record.body["seq"]?.integerValue else { continue }
            guard succeeded.contains(seq) else {
                // Without its answer a request's success is unknown: a repeat may or may not be one.
                if !answered.contains(seq), !identities.read(record).updateTokens.isEmpty {
                    judgement.lacks("answer records for the requests carrying update tokens")
                }
                continue
            }
            for (token, activity) in identities.read(record).updateTokens.sorted(by: { $0.key < $1.key }) {
                if let first = registered[token] {
                    judgement.found(
                        record,
                        "request \(seq) registers the update token \(token.prefix(16))… of the activity \(activity) again; request \(first) had registered it"
                    )
                } else {
                    registered[token] = seq
                }
            }
        }
        return judgement
    }

    /// LAK-008: every report of a live-activity token carries a number that never decreases from
    /// one report to the next (a time or a sequence), the same member in each.
    package static let activityTokenReportsOrdered: Invariant = Invariant(
        Requirement(
            .activityTokenReportsOrdered, .should, .liveActivities, kind: .invariant,
            summary: "token reports carry an order a server can use",
            sentence:
                "Every request carrying a push-to-start or update token SHOULD carry, in the same body member each time, a number (a time or a sequence) that never decreases from one such request to the next.",
            rationale:
                "Reports race (a start and an end, a token and its rotation); without an order the server keeps whichever arrives last and may drop the newer token.",
            sources: [
                "Airship sends actionTimeMS with every update: urbanairship/ios-library@0499fe01:Airship/AirshipCore/Source/LiveActivityRegistry.swift",
                "https://github.com/pingdotgg/t3code/pull/3685", "https://github.com/boardsesh/boardsesh/issues/3419",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var reports: [(record: TranscriptRecord, numbers: [String: Double])] = []
        for record in records {
            identities.observe(record)
            guard record.kind == .http, identities.read(record).carriesActivityToken else { continue }
            reports.append((record, Self.numbers(in: record.body["body"], path: "")))
        }
        guard let first = reports.first else { return Judgement() }
        var candidates = Set(first.numbers.keys)
        var judgement = Judgement()
        for (index, report) in reports.enumerated() {
            candidates = candidates.intersection(report.numbers.keys)
            if index > 0 {
                let previous = reports[index - 1].numbers
                candidates = candidates.filter { (previous[$0] ?? 0) <= (report.numbers[$0] ?? 0) }
            }
            if candidates.isEmpty {
                judgement.found(
                    report.record,
                    "request \(report.record.body["seq"]?.integerValue ?? 0) reports a live-activity token with no number that orders it after the earlier reports (a time or a sequence)"
                )
                return judgement
            }
        }
        return judgement
    }

    /// Every number in a JSON body, by its path (`.a.b`, `[0]`).
    static func numbers(in value: JSONValue?, path: String) -> [String: Double] {
        guard let value else { return [:] }
        if case .number(let number) = value { return [path: number] }
        var out: [String: Double] = [:]
        if let object = value.objectValue {
            for (key, member) in object { out.merge(numbers(in: member, path: path + "." + key)) { old, _ in old } }
        } else if let array = value.arrayValue {
            for (index, member) in array.enumerated() {
                out.merge(numbers(in: member, path: path + "[\(index)]")) { old, _ in old }
            }
        }
        return out
    }

    /// LAK-009: a request naming a channel activity carries its channel id unchanged and no token.
    package static let channelActivityKeepsChannel: Invariant = Invariant(
        Requirement(
            .channelActivityKeepsChannel, .must, .liveActivities, kind: .invariant,
            summary: "a channel activity is never registered with a token; its channel id passes unchanged",
            sentence:
                "A request naming an activity that receives its pushes on a broadcast channel MUST carry the channel id exactly as ActivityKit gave it (percent-encoded only in a URL path or query) and no device, push-to-start or update token.",
            rationale:
                "A channel activity has no update token; one registered with another token receives nothing, and a channel id decoded, cut or re-encoded names no channel.",
            sources: [
                "Apple, Sending channel management requests to APNs: https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns (\"don't make assumptions on the channel ID size\")",
                "https://developer.apple.com/documentation/activitykit/pushtype/channel(_:)",
                "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var judgement = Judgement()
        for record in records {
            identities.observe(record)
            guard record.kind == .http else { continue }
            let carried = identities.read(record)
            let seq = record.body["seq"]?.integerValue ?? 0
            for id in carried.namedActivities.sorted() {
                guard let channel = identities.activities[id]?.channel else { continue }
                let strings = record.requestStrings
                let encoded = LiveActivityIdentities.percentEncoded(channel)
                if !strings.contains(where: { $0.contains(channel) || $0.contains(encoded) }) {
                    judgement.found(
                        record,
                        "request \(seq) names the channel activity \(id) without its channel id \(channel) as given")
                }
                if !carried.deviceTokens.isEmpty || carried.carriesActivityToken {
                    judgement.found(record, "request \(seq) registers the channel activity \(id) with a token")
                }
            }
        }
        return judgement
    }

    /// LAK-010: no `live-activity.started` event for an activity ActivityKit shows pending, and a
    /// refused start asked through the SDK is reported with the refusal's neutral code.
    package static let pendingAndRefusedStartsReported: Invariant = Invariant(
        Requirement(
            .pendingAndRefusedStartsReported, .must, .liveActivities, kind: .invariant,
            summary: "a pending activity is not reported as started; limit errors map to neutral codes",
            sentence:
                "An SDK MUST NOT report an activity as started (live-activity.started) while ActivityKit shows it pending, and when ActivityKit refuses a start the app asked of the SDK, the SDK MUST report it in that step with the refusal's neutral code (live-activity.limit-exceeded, live-activity.not-visible or live-activity.refused).",
            rationale:
                "A scheduled activity is not visible; an app told it started shows state that is not there, and a refusal reported as success hides the cap users hit.",
            sources: [
                "https://developer.apple.com/documentation/activitykit/activitystate (pending)",
                "https://developer.apple.com/documentation/activitykit/activityauthorizationerror",
                "R18", "ActivityRequestRefusal",
            ])
    ) { records in
        var pending: Set<String> = []
        var judgement = Judgement()
        var lastCall: (step: String, call: String)?
        var refused: [(record: TranscriptRecord, code: String, reported: Bool)] = []
        for record in records {
            if record.systemName == .appCalled, let call = record.body["call"]?.stringValue {
                lastCall = (record.step, call)
            }
            if record.systemName == .activityStarted, let id = record.body["activity"]?.stringValue,
                record.body["state"]?.stringValue == LiveActivityState.pending.rawValue
            {
                pending.insert(id)
            }
            if record.systemName == .activityState || record.systemName == .activityEnded,
                let id = record.body["activity"]?.stringValue
            {
                pending.remove(id)
            }
            if record.eventName == .liveActivityStarted, let id = record.body["details"]?["activity"]?.stringValue,
                pending.contains(id)
            {
                judgement.found(
                    record, "the SDK reported the activity \(id) started while ActivityKit shows it pending")
            }
            if record.systemName == .activityStartRefused, record.body["by"]?.stringValue == "app",
                let lastCall, lastCall.step == record.step, lastCall.call == "liveActivities.startActivity",
                let reason = record.body["reason"]?.stringValue
            {
                refused.append((record, ActivityRequestRefusal(rawValue: reason).neutralCode.rawValue, false))
            }
            if record.kind == .error, let code = record.body["code"]?.stringValue,
                let index = refused.lastIndex(where: {
                    $0.record.step == record.step && !$0.reported && $0.code == code
                })
            {
                refused[index].reported = true
            }
        }
        for refusal in refused where !refusal.reported {
            judgement.found(
                refusal.record,
                "ActivityKit refused the start (\(refusal.record.body["reason"]?.stringValue ?? "?")) and the SDK reported no \(refusal.code) error in that step"
            )
        }
        return judgement
    }
}
