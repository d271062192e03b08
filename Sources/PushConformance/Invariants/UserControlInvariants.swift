import PushContract
import PushSimulator

extension Invariant {
    /// DEL-006 and DEL-008: what the user sees changes only when the user acts.
    static let userControlInvariants: [Invariant] = [linkNeedsUserAction, shownNotificationsKept]

    /// DEL-006: every link the app opens (`url.opened`) answers a user's action on a notification:
    /// up to each point of the transcript, the links opened never outnumber the notifications the
    /// user answered with a tap or a button (`notification.response`, not a dismissal; a response
    /// delivered again is the same action, not a new one).
    ///
    /// Judged on the written records alone: a link opened while a push arrives, in the
    /// background, at a launch or from a timer before any tap, or a second link for one tap, is a
    /// violation whatever code path opened it.
    package static let linkNeedsUserAction: Invariant = Invariant(
        naming: Requirement(
            .linkNeedsUserAction, .must, .pushDelegate, kind: .invariant,
            summary: "a push's link is opened only in answer to the user's tap, once per tap",
            sentence:
                "An SDK MUST open a link (a deep link, a web page, a phone number) only in answer to the user tapping a notification or one of its buttons, and at most one link per such tap; receiving a push, presenting it in the foreground, a background wake or a launch never opens one.",
            rationale:
                "Opening a link takes the user out of what they were doing; done on receipt it hijacks the app or throws the user into Safari without consent, and done twice it stacks two screens for one tap. Checking canOpenURL before opening is not a rule here: Apple deprecates canOpenURL(_:) (\"Attempt to open the URL and handle any failure instead of validating it first\"), it answers false for every scheme the app did not list in LSApplicationQueriesSchemes, and a link no app handles simply fails to open.",
            sources: [
                "https://github.com/invertase/react-native-firebase/issues/5459 (Safari opens as soon as a push with a deep link arrives, without a tap)",
                "https://github.com/react-navigation/react-navigation/issues/5504 (a OneSignal push's deep link navigates on receipt, without a tap)",
                "https://github.com/customerio/customerio-ios/issues/979 (open URL called twice after one push click)",
                "Apple, canOpenURL(_:) (deprecated: attempt the open and handle its failure), https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)",
                "P3",
            ])
    ) { records in
        var taps = 0
        // Each time the system handed a tap's response to the app (a redelivery included).
        var deliveries = 0
        var opened = 0
        var found: [Finding] = []
        for record in records {
            if record.tappedNotification != nil {
                deliveries += 1
                if record.systemName == .notificationResponse { taps += 1 }
            }
            guard record.systemName == .urlOpened else { continue }
            opened += 1
            if opened > taps {
                let url = record.body["url"]?.stringValue ?? "?"
                found.append(
                    Finding(
                        record,
                        taps == 0
                            ? "the link \(url) was opened although the user never acted on a notification"
                            : "the link \(url) is link \(opened) opened for \(taps) tap\(taps == 1 ? "" : "s") on a notification",
                        mechanism: taps > 0 && opened <= deliveries ? .linkPerDelivery : nil))
            }
        }
        return found
    }

    /// DEL-008: a notification on screen disappears only when the user answers it (tap, button or
    /// dismissal; the system removes it then), or when the app asks for it. No bundled scenario
    /// has the app ask, so every other removal of a shown notification is a violation:
    /// `notifications.removed` naming a notification shown and not answered by then, or
    /// `notifications.removed-all` while one is.
    package static let shownNotificationsKept: Invariant = Invariant(
        Requirement(
            .shownNotificationsKept, .must, .pushDelegate, kind: .invariant,
            summary: "a shown notification is removed only when the user answers it or the app asks",
            sentence:
                "An SDK MUST NOT remove a notification the user has not answered from the notification centre (one by one or all at once, also as a side effect such as clearing the badge) unless the app asked for it; the notification the user answered may be removed.",
            rationale:
                "The notification centre is the user's list of what they have not dealt with; an SDK that clears it on launch or on one tap erases every other SDK's and the app's notifications too.",
            sources: [
                "https://github.com/OneSignal/OneSignal-Cordova-SDK/issues/118 (every notification of the app cleared after one is selected)",
                "https://github.com/OneSignal/react-native-onesignal/issues/363 (unanswered notifications disappear when the SDK clears the badge)",
                "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/155 (a content-available push triggers the SDK's badge clearing)",
            ])
    ) { records in
        // The system removes the notification the user answers just before the response record,
        // at the same instant: a removal counts as answered when the answer comes no later.
        var answeredAt: [String: DeviceInstant] = [:]
        for record in records
        where record.systemName == .notificationResponse || record.systemName == .dismissNotReported {
            if let id = record.body["id"]?.stringValue, answeredAt[id] == nil { answeredAt[id] = record.time }
        }
        func answered(_ id: String, by time: DeviceInstant) -> Bool { answeredAt[id].map { $0 <= time } ?? false }
        var shown: [String] = []
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            switch record.systemName {
            case .notificationShown?:
                if let id = record.body["id"]?.stringValue, !shown.contains(id) { shown.append(id) }
            case .notificationsRemoved?:
                let ids = record.body["ids"]?.arrayValue?.compactMap(\.stringValue) ?? []
                let lost = ids.filter { shown.contains($0) && !answered($0, by: record.time) }
                if !lost.isEmpty {
                    found.append(
                        (
                            record,
                            "notification\(lost.count == 1 ? "" : "s") \(lost.joined(separator: ", ")) removed although the user never answered \(lost.count == 1 ? "it" : "them") and the app did not ask"
                        ))
                }
                shown.removeAll { ids.contains($0) }
            case .notificationsRemovedAll?:
                let lost = shown.filter { !answered($0, by: record.time) }
                if !lost.isEmpty {
                    found.append(
                        (
                            record,
                            "every notification was removed, \(lost.joined(separator: ", ")) among them, although the user never answered \(lost.count == 1 ? "it" : "them") and the app did not ask"
                        ))
                }
                shown.removeAll()
            default:
                continue
            }
        }
        return found
    }
}
