import PushContract
import PushSimulator

extension Invariant {
    /// DEL-003 and DEL-004: opens follow taps.
    static let openInvariants: [Invariant] = [openNeedsTap, oneOpenPerTap]

    /// DEL-003: a push is counted as opened only after the user tapped it; a background wake
    /// (R4), a delivery or a foreground presentation is never an open.
    ///
    /// An open is the SDK's ``SDKEventName/notificationOpened`` event, or a `notification.opened`
    /// or `action.opened` push-delegate event, from any entry point. One made while handling a
    /// push (`during.push`) needs a tap on that push's notification before it; one made outside
    /// any push's handling (at a launch from launch options, from a queue after a relaunch)
    /// needs a tap on some notification before it (DEL-004 then counts it against the taps).
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
        var judgement = Judgement()
        let attributable = records.recordsPushContexts
        for record in records {
            if let id = record.tappedNotification { tapped.insert(id) }
            guard record.isOpen else { continue }
            if let push = record.during.push {
                guard !tapped.contains(push) else { continue }
                judgement.found(
                    record,
                    "\(Self.pushLabel(push)) was reported opened (\(record.openLabel)) although the user never tapped its notification"
                )
            } else if tapped.isEmpty {
                judgement.found(
                    record,
                    "an open was reported (\(record.openLabel)) although the user had tapped no notification")
            } else if !attributable {
                judgement.lacks("during.push on open records (which push an open was reported for)")
            }
        }
        return judgement
    }

    /// DEL-004: one tap is one open, whichever entry points (didReceive, launch options, a peer
    /// SDK forwarding it, a replayed response, a timer, a queue after a relaunch) deliver it.
    ///
    /// Counted per kind of open (``TranscriptRecord/openLabel``) two ways: the opens made while
    /// handling one push (`during.push`) against the taps on its notification, and every open
    /// against every tap (`notification.response`, a redelivery is not a tap), so an open from
    /// launch options or a relaunched queue, which no push's handling made, still counts. Opens
    /// DEL-003 reports (no tap before them) are left to it. The backend's count is read from the
    /// network (``OpenRequestLedger``): a tap's report sent again after a 2xx answer, with no new
    /// tap, reports the tap twice whichever entry point or resend sent it.
    package static let oneOpenPerTap: Invariant = Invariant(
        Requirement(
            .oneOpenPerTap, .must, .pushDelegate, kind: .invariant,
            summary: "one tap is one open, whichever entry points deliver it",
            sentence:
                "An SDK MUST report at most one open event, tell its push delegate at most once, and get each report it sends its backend about the tap (a request made for the push while handling the tap: an open event, an influenced event) answered at most once, for one tap on one notification, however many entry points (didReceive, launch options, a forwarding peer, a replay, a resend at a later launch) deliver or send it.",
            rationale:
                "The same push arriving through several entry points is the most reported duplicate: it double-counts opens and dispatches a deep link twice. DEL-004 counts both what the app sees (notification.opened, the delegate) and what the backend sees: a request the SDK made for the push while handling the tap is that tap's report, whatever it is called, and one sent again after a 2xx answer with no new tap counts the tap twice on the server (a resend pass at the next launch that never forgot a delivered open). A send after a failure, or of a request unanswered at a termination, is a retry of the one report, judged by NET-001 and EXP-006.",
            sources: [
                "P3", "https://github.com/customerio/customerio-ios/issues/979 (open URL called twice after one click)",
                "firebase/firebase-ios-sdk@eed63a3:FirebaseMessaging/Sources/FIRMessaging.m:124,149,367-369 (message ids kept so one message is logged once)",
            ])
    ) { records in
        var taps: [String: Int] = [:]
        var allTaps = 0
        // Each time the system handed a tap's response to the app (a redelivery included).
        var deliveries: [String: Int] = [:]
        var allDeliveries = 0
        var opens: [String: [String: Int]] = [:]
        var allOpens: [String: Int] = [:]
        var judgement = Judgement()
        var network = OpenRequestLedger(attributes: records.recordsPushContexts)
        for record in records {
            if let repeated = network.read(record) {
                judgement.found(record, repeated.message, mechanism: repeated.mechanism)
            }
            if let id = record.tappedNotification {
                deliveries[id, default: 0] += 1
                allDeliveries += 1
                if record.systemName == .notificationResponse {
                    taps[id, default: 0] += 1
                    allTaps += 1
                }
            }
            guard record.isOpen else { continue }
            let label = record.openLabel
            if let push = record.during.push {
                let allowed = taps[push] ?? 0
                guard allowed > 0 else { continue }
                let count = (opens[push]?[label] ?? 0) + 1
                opens[push, default: [:]][label] = count
                if count > allowed {
                    judgement.found(
                        record,
                        "\(Self.pushLabel(push)) was reported opened (\(label)) \(count) times for \(allowed) tap\(allowed == 1 ? "" : "s")",
                        mechanism: count <= deliveries[push, default: 0] ? .openPerDelivery : nil)
                    continue
                }
            } else if allTaps == 0 {
                continue
            }
            // An open reported as a violation is not counted again against every tap.
            let count = (allOpens[label] ?? 0) + 1
            if count > allTaps {
                judgement.found(
                    record,
                    "opens were reported (\(label)) \(count) times for \(allTaps) tap\(allTaps == 1 ? "" : "s") on notifications",
                    mechanism: count <= allDeliveries ? .openPerDelivery : nil)
                continue
            }
            allOpens[label] = count
        }
        return judgement
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
