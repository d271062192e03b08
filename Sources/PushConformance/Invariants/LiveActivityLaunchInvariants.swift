import PushContract
import PushSimulator

extension Invariant {
    /// LAK-002: every push-to-start token of a type set up, and every update token of a tracked
    /// activity, current while the app is awake, is sent before the case ends, streams or not.
    /// A token owed by a process that ended stays owed until a request carries it; one that
    /// stops being current (rotated, activity ended) after that process ended is a finding.
    package static let liveActivityTokensReadCurrent: Invariant = Invariant(
        Requirement(
            .liveActivityTokensReadCurrent, .must, .liveActivities, kind: .invariant,
            summary: "push-to-start and update tokens are read as current values, not only from streams",
            sentence:
                "Every push-to-start token of a type the app set up, and every update token of a live activity of a tracked type, that is current while the app is awake MUST be sent, even when ActivityKit's stream yields it late, once only, or never.",
            rationale:
                "The streams are unreliable in the field; an SDK that waits for them leaves the server with no token or a stale one after a relaunch or a silent rotation.",
            sources: [
                "https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken",
                "https://github.com/kylebshr/luka-ios/issues/146 (\"pushToStartTokenUpdates never yielded once across five launches on iOS 26.6\")",
                "https://github.com/istornz/flutter_live_activities/issues/124",
                "Braze 11.6.1 reads pushToStartToken as well: braze-inc/braze-swift-sdk@f866739a:CHANGELOG.md",
                "P7", "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var process = LiveActivityProcess()
        var watch = LiveActivityLaunchWatch()
        var due = Obligations()
        var judgement = Judgement()
        // The launch ordinal of the process that first owed each token: the obligation lasts
        // until a request carries the token, across relaunches (pushTokenUpdates: send each
        // token the system gives to the server).
        var owedBy: [String: Int] = [:]
        func owe(_ token: String, _ record: TranscriptRecord, _ message: String) {
            guard due.due[token] == nil else { return }
            due.add(token, record, message)
            owedBy[token] = watch.launches - 1
        }
        // A token that stops being current (rotated, or its activity ended) is no longer owed
        // by the process running now, which the next token or the end concerns; but one a
        // process that has ended owed and never sent was lost for good: that process broke the
        // rule, whatever the token became after it.
        func stopped(where belongs: (String) -> Bool) {
            for (key, record, message) in due.findings() where belongs(key) {
                guard let by = owedBy[key], by < watch.launches - 1 || !process.running else { continue }
                judgement.found(
                    record, message + " before its process ended, and it stopped being current unsent",
                    mechanism: watch.unseen(
                        identities.updateTokenActivity[key], of: .liveActivityTokensReadCurrent, process: by))
            }
            due.removeAll(where: belongs)
        }
        func obligeStart(_ type: String, _ record: TranscriptRecord) {
            guard let token = identities.currentStartToken[type], !process.sent.contains(token) else { return }
            owe(
                token, record,
                "the push-to-start token \(token.prefix(16))… of \(type) was current while the app ran with \(type) set up, and no request carried it"
            )
        }
        func obligeActivities(_ type: String, _ record: TranscriptRecord) {
            for id in identities.activityOrder {
                guard let activity = identities.activities[id], activity.attributesType == type, activity.isLive,
                    let token = activity.tokens.last, !process.sent.contains(token)
                else { continue }
                owe(
                    token, record,
                    "the update token \(token.prefix(16))… of the activity \(id) was current while the app tracked \(type), and no request carried it"
                )
            }
        }
        for record in records {
            identities.observe(record)
            watch.observe(record, identities)
            let change = process.observe(record, identities)
            for token in process.sent { due.remove(token) }
            if let change {
                if change.hasPrefix("pushToStart:") { obligeStart(String(change.dropFirst(12)), record) }
                if change.hasPrefix("track:") { obligeActivities(String(change.dropFirst(6)), record) }
                if change == "resumed" {
                    for type in process.pushToStart.sorted() { obligeStart(type, record) }
                    for type in process.tracked.sorted() { obligeActivities(type, record) }
                }
            }
            switch record.systemName {
            case .activityPushToStartToken?:
                guard let type = record.body["attributesType"]?.stringValue else { break }
                stopped { identities.startTokenType[$0] == type }
                if process.awake, process.pushToStart.contains(type) { obligeStart(type, record) }
            case .activityPushToken?, .activityEnded?:
                guard let id = record.body["activity"]?.stringValue, let activity = identities.activities[id] else {
                    break
                }
                stopped { identities.updateTokenActivity[$0] == id }
                if process.awake, process.tracked.contains(activity.attributesType) {
                    obligeActivities(activity.attributesType, record)
                }
            default: break
            }
        }
        judgement.close(due, records: records) {
            watch.unseen(identities.updateTokenActivity[$0], of: .liveActivityTokensReadCurrent, process: owedBy[$0])
        }
        return judgement
    }

    /// LAK-003: at a cold launch the SDK registers the live activities of a tracked type whose
    /// token no request carried yet, before the process ends, and releases (names in a request)
    /// every registered activity that ended. A request carrying no activity token that names the
    /// attributes type an activity's token was registered under (its registering request named
    /// that type) releases it too: the vendor's own name for the registration.
    package static let liveActivitiesReconciled: Invariant = Invariant(
        Requirement(
            .liveActivitiesReconciled, .must, .liveActivities, kind: .invariant,
            summary: "at a cold launch, live activities are reconciled: live ones registered, ended ones released",
            sentence:
                "When the app starts tracking a type at launch, the SDK MUST register, before that process ends, every live activity of the type whose current update token was never sent, and MUST release (name in a request) every registered activity of the type that has ended.",
            rationale:
                "Activities outlive the process: one started or ended while the app was not running is seen only in Activity.activities at the next launch, never in activityUpdates.",
            sources: [
                "P7: https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573",
                "Airship restoreLiveActivityTracking: urbanairship/ios-library@0499fe01:Airship/AirshipCore/Source/LiveActivityRegistry.swift",
                "Braze 14.2.1: braze-inc/braze-swift-sdk@f866739a:CHANGELOG.md",
                "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var process = LiveActivityProcess()
        var inRun = Obligations()
        var release = Obligations()
        var registered: Set<String> = []
        // The attributes type each activity's update token was registered under, when the
        // registering request named the type (a vendor keyed by type, as Actito's sample is).
        var registeredUnderType: [String: String] = [:]
        var endedAt: [String: Int] = [:]
        var watch = LiveActivityLaunchWatch()
        var judgement = Judgement()
        func unseen(_ key: String) -> ViolationMechanism? {
            watch.unseen(identities.updateTokenActivity[key] ?? key, of: .liveActivitiesReconciled)
        }
        for (index, record) in records.enumerated() {
            identities.observe(record)
            watch.observe(record, identities)
            if record.systemName == .processTerminated {
                for (key, due, message) in inRun.findings() { judgement.found(due, message, mechanism: unseen(key)) }
                inRun = Obligations()
            }
            let change = process.observe(record, identities)
            if record.kind == .http {
                let carried = identities.read(record)
                for token in carried.updateTokens.keys { inRun.remove(token) }
                registered.formUnion(carried.updateTokens.values)
                for id in carried.updateTokens.values {
                    if let type = identities.activities[id]?.attributesType, carried.namedTypes.contains(type) {
                        registeredUnderType[id] = type
                    }
                }
                var releases = carried.namedActivities
                if !carried.carriesActivityToken {
                    // A request with no token naming the type an activity was registered under
                    // releases it under the name its registration used.
                    releases.formUnion(registeredUnderType.filter { carried.namedTypes.contains($0.value) }.keys)
                }
                for id in releases where endedAt[id].map({ $0 < index }) ?? false { release.remove(id) }
            }
            if record.systemName == .activityEnded, let id = record.body["activity"]?.stringValue {
                endedAt[id] = index
                if registered.contains(id), process.awake,
                    process.tracked.contains(identities.activities[id]?.attributesType ?? "")
                {
                    release.add(id, record, "the registered activity \(id) ended and no later request released it")
                }
            }
            guard let change, change.hasPrefix("track:") else { continue }
            let type = String(change.dropFirst(6))
            for id in identities.activityOrder {
                guard let activity = identities.activities[id], activity.attributesType == type else { continue }
                if activity.isLive, let token = activity.tokens.last, !process.sent.contains(token) {
                    inRun.add(
                        token, record,
                        "the activity \(id) was live at launch with the update token \(token.prefix(16))…, which no request carried, and this process did not register it"
                    )
                } else if !activity.isLive, registered.contains(id), endedAt[id] != nil {
                    release.add(
                        id, record,
                        "the registered activity \(id) had ended by this launch and no later request released it")
                }
            }
        }
        judgement.close(inRun, records: records, mechanism: unseen)
        judgement.close(release, records: records, mechanism: unseen)
        return judgement
    }

    /// LAK-004: the first update token of a push-started activity is sent before the app next
    /// comes to the foreground.
    package static let pushStartedActivityRegistered: Invariant = Invariant(
        Requirement(
            .pushStartedActivityRegistered, .must, .liveActivities, kind: .invariant,
            summary: "a push-started activity's update token is registered from the background wake, without UI",
            sentence:
                "When a push-to-start push starts an activity with input-push-token, the SDK MUST send its update token while the app is in the background, before the app next comes to the foreground.",
            rationale:
                "Nobody opens the app for a push-started activity; an SDK that waits for UI or a JavaScript runtime never registers the token, and the activity cannot be updated or ended.",
            sources: [
                liveActivityArticle + " (input-push-token)",
                "https://github.com/urbanairship/react-native-airship/issues/603",
                "https://github.com/kisimediaDE/capacitor-live-activity/issues/11",
                "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var watch = LiveActivityLaunchWatch()
        var due = Obligations()
        var judgement = Judgement()
        func unseen(_ token: String) -> ViolationMechanism? {
            watch.unseen(identities.updateTokenActivity[token], of: .pushStartedActivityRegistered)
        }
        for record in records {
            identities.observe(record)
            watch.observe(record, identities)
            if record.systemName == .activityPushToken, let id = record.body["activity"]?.stringValue,
                let activity = identities.activities[id], activity.startedByPush, activity.tokens.count == 1,
                let token = activity.tokens.first
            {
                due.add(
                    token, record,
                    "the push-started activity \(id) got its update token \(token.prefix(16))… in the background and no request carried it before the app came to the foreground"
                )
            }
            if record.kind == .http {
                for token in identities.read(record).updateTokens.keys { due.remove(token) }
            }
            let foreground =
                (record.systemName == .appState || record.systemName == .processLaunched)
                && record.body["state"]?.stringValue == AppState.foreground.rawValue
            if foreground {
                for (key, due, message) in due.findings() { judgement.found(due, message, mechanism: unseen(key)) }
                due = Obligations()
            }
        }
        judgement.close(due, records: records, mechanism: unseen)
        return judgement
    }

    /// LAK-007: after the device token changes, the push-to-start token of every type set up is
    /// sent again.
    package static let pushToStartResentOnIdentityChange: Invariant = Invariant(
        Requirement(
            .pushToStartResentOnIdentityChange, .must, .liveActivities, kind: .invariant,
            summary: "push-to-start tokens are sent again when the device token changes",
            sentence:
                "When the device token changes (or APNs issues the first one after a push-to-start token was sent) while the app runs with a type set up for push-to-start, the SDK MUST send that type's push-to-start token again after the change, even though the push-to-start token itself did not change.",
            rationale:
                "Servers key push-to-start tokens by device; ActivityKit does not re-emit an unchanged token, so only the SDK can re-attach it.",
            sources: [
                "Customer.io re-registers on the signature deviceToken|pushToStartToken|userId: customerio/customerio-ios@8b9ee362:Sources/LiveActivities/Registration/LiveActivityRegistrar.swift",
                "https://github.com/kylebshr/luka-ios/issues/104", "https://github.com/boardsesh/boardsesh/issues/3419",
                "LiveActivityTracker: Implementation requirements",
            ])
    ) { records in
        var identities = LiveActivityIdentities()
        var process = LiveActivityProcess()
        var due = Obligations()
        for record in records {
            let known = identities.deviceTokens
            identities.observe(record)
            _ = process.observe(record, identities)
            if record.kind == .http {
                for token in identities.read(record).startTokens.keys { due.remove(token) }
            }
            // The first device token is a change too: a push-to-start token sent before it had no device.
            guard record.systemName == .remoteRegistrationToken, let token = record.body["token"]?.stringValue,
                known.last != token, process.running
            else { continue }
            for type in process.pushToStart.sorted() {
                guard let start = identities.currentStartToken[type], process.sent.contains(start) else { continue }
                due.add(
                    start, record,
                    "the device token changed and the push-to-start token \(start.prefix(16))… of \(type) was not sent again"
                )
            }
        }
        var judgement = Judgement()
        judgement.close(due, records: records)
        return judgement
    }
}
