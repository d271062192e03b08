import PushContract
import PushSimulator

extension Invariant {
    /// DEL-003 and DEL-004: opens follow taps.
    static let openInvariants: [Invariant] = [openNeedsTap, oneOpenPerTap]

    /// DEL-003: a push is counted as opened only after the user tapped it; a background wake
    /// (R4), a delivery or a foreground presentation is never an open.
    ///
    /// An open is the SDK's ``SDKEventName/notificationOpened`` event, or a `notification.opened`
    /// or `action.opened` push-delegate event, while the SDK handles a push (the record's origin
    /// names it). Opens the SDK reports without a push at hand (a persisted queue after a
    /// relaunch) cannot be attributed and are not counted.
    package static let openNeedsTap: Invariant = Invariant(
        Requirement(
            .openNeedsTap, .must, .pushDelegate, kind: .invariant,
            summary: "a push is counted as opened only after the user tapped it",
            sentence:
                "An SDK MUST count a push as opened (its open event, or the push delegate's notification.opened or action.opened) only after the user tapped that push's notification; a background wake, a delivery or a foreground presentation is never an open.",
            rationale:
                "Background pushes wake the app without the user seeing anything; counting them as opens inflates engagement and triggers open-only campaign steps.",
            sources: [
                "R4", "P6",
                "https://github.com/Iterable/iterable-swift-sdk/pull/866 (a content-available launch counted as an open)",
            ])
    ) { records in
        var tapped: Set<String> = []
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if let id = record.tappedNotification { tapped.insert(id) }
            guard record.isOpen, let push = record.origin.push, !tapped.contains("push-\(push.push)") else { continue }
            found.append(
                (
                    record,
                    "push \(push.push) was reported opened (\(record.openLabel)) although the user never tapped its notification"
                ))
        }
        return found
    }

    /// DEL-004: one tap is one open, whichever entry points (didReceive, launch options, a peer
    /// SDK forwarding it, a replayed response) deliver it.
    package static let oneOpenPerTap: Invariant = Invariant(
        Requirement(
            .oneOpenPerTap, .must, .pushDelegate, kind: .invariant,
            summary: "one tap is one open, whichever entry points deliver it",
            sentence:
                "An SDK MUST report at most one open event, and tell its push delegate at most once, for one tap on one notification, however many entry points (didReceive, launch options, a forwarding peer, a replay) deliver that tap.",
            rationale:
                "The same push arriving through several entry points is the most reported duplicate: it double-counts opens and dispatches a deep link twice.",
            sources: [
                "P3", "https://github.com/customerio/customerio-ios/issues/979 (open URL called twice after one click)",
                "firebase/firebase-ios-sdk@eed63a3:FirebaseMessaging/Sources/FIRMessaging.m:124,149,367-369 (message ids kept so one message is logged once)",
            ])
    ) { records in
        var taps: [String: Int] = [:]
        var opens: [String: [String: Int]] = [:]
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if let id = record.tappedNotification, record.systemName == .notificationResponse {
                taps[id, default: 0] += 1
            }
            guard record.isOpen, let push = record.origin.push else { continue }
            let id = "push-\(push.push)"
            let count = (opens[id]?[record.openLabel] ?? 0) + 1
            opens[id, default: [:]][record.openLabel] = count
            let allowed = taps[id] ?? 0
            if count > allowed, allowed > 0 {
                found.append(
                    (
                        record,
                        "push \(push.push) was reported opened (\(record.openLabel)) \(count) times for \(allowed) tap\(allowed == 1 ? "" : "s")"
                    ))
            }
        }
        return found
    }
}

extension TranscriptRecord {
    /// Whether the record reports an open: the SDK's open event, or the push delegate told.
    var isOpen: Bool {
        if eventName == SDKEventName.notificationOpened { return true }
        return kind == .delegate && (name == "notification.opened" || name == "action.opened")
    }

    /// What kind of open it is: `open event`, or `delegate <name>`.
    var openLabel: String { kind == .event ? "open event" : "delegate \(name ?? "?")" }

    /// The notification a non-dismiss response (or its redelivery) was for, if this is one.
    var tappedNotification: String? {
        guard systemName == .notificationResponse || systemName == .responseRedelivered,
            body["action"]?.stringValue != NotificationResponse.dismissActionIdentifier
        else { return nil }
        return body["id"]?.stringValue
    }
}
