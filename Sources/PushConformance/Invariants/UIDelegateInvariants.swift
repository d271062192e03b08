import PushContract
import PushSimulator

extension Invariant {
    /// UI-002: the UI-delegate events of one notification never contradict what each event means.
    ///
    /// Judged per notification (`details.notification.id` on each `ui.*` record): did-present,
    /// failed-to-present and finished-presenting follow a will-present not yet ended, and a
    /// presentation reported on screen (did-present) does not then fail;
    /// finished-presenting follows that presentation's did-present; a will-present is followed by
    /// did-present or failed-to-present before the next will-present and before the case ends (a process terminated first ends its
    /// presentations unjudged); url-clicked comes while that UI is on screen (after its
    /// did-present, before it finished); did-execute, did-not-execute, failed-to-execute and
    /// custom-action-url follow a will-execute of the same notification not yet ended. Whether the SDK renders a notification at all is
    /// UI-001's half, which the goldens show.
    package static let uiEventsInOrder: Invariant = Invariant(
        Requirement(
            .uiEventsInOrder, .must, .uiDelegate, kind: .invariant,
            summary: "a notification's UI-delegate events never contradict what each event means",
            sentence:
                "An adapter MUST NOT report a UI-delegate event that contradicts the events it reported before for the same notification: did-present and failed-to-present only after a will-present not yet ended and never both for one presentation, finished-presenting only after that presentation's did-present, every will-present followed by its did-present or failed-to-present while the process runs, url-clicked only while that UI is on screen, and an action's custom-action-url, did-execute, did-not-execute or failed-to-execute only after its will-execute.",
            rationale:
                "The contract defines the events by one another (will-present: about to be shown; did-present: on screen; finished-presenting: closed), so an event out of that order reports something that did not happen: a UI closed before it was shown, or announced and then neither shown nor failed. Apps pause media or log analytics around presentation and wait for the end of one they were told began.",
            sources: [
                "UIDelegateEvent: order requirements", "UIDelegate: requirements on adapters calling it",
                "actito/actito-sdk-ios@a80159a:ActitoPushUIKit/Sources/Action Handlers/ActitoCustomActionHandler.swift:9-14 (the custom action's URL, then did-execute, inside the action's execution)",
                "actito/actito-sdk-ios@a80159a:ActitoPushUIKit/Sources/ActitoPushUI.swift:36-217 (presentNotification: will-present, then the type's handler's did-present and, when it closes, finished-presenting)",
            ])
    ) { records in
        var judgement = Judgement()
        // Per notification id: the will-present of a presentation begun, and whether it was shown.
        var presenting: [String: (announced: TranscriptRecord, shown: Bool)] = [:]
        var executing: [String: Int] = [:]
        for record in records {
            if record.systemName == .processTerminated || record.systemName == .processLaunched {
                // A presentation the process did not live to end is not the adapter's to report.
                presenting = [:]
                executing = [:]
                continue
            }
            guard record.kind == .ui, let name = record.name else { continue }
            let id = record.body["details"]?["notification"]?["id"]?.stringValue ?? "?"
            switch name {
            case "ui.will-present":
                if let earlier = presenting[id], !earlier.shown {
                    judgement.found(earlier.announced, Invariant.neverShown(id))
                }
                presenting[id] = (record, false)
            case "ui.did-present":
                if presenting[id] == nil {
                    judgement.found(record, "ui.did-present for notification \(id) without a ui.will-present before it")
                    presenting[id] = (record, true)
                } else {
                    presenting[id]?.shown = true
                }
            case "ui.finished-presenting":
                if presenting[id]?.shown != true {
                    judgement.found(
                        record,
                        "ui.finished-presenting for notification \(id) before its ui.did-present: the presentation ended before it was shown"
                    )
                }
                presenting[id] = nil
            case "ui.failed-to-present":
                if presenting[id] == nil {
                    judgement.found(
                        record, "ui.failed-to-present for notification \(id) without a ui.will-present before it")
                } else if presenting[id]?.shown == true {
                    judgement.found(
                        record,
                        "ui.failed-to-present for notification \(id) after its ui.did-present: a presentation reported on screen cannot then fail"
                    )
                }
                presenting[id] = nil
            case "ui.url-clicked":
                if presenting[id]?.shown != true {
                    judgement.found(
                        record,
                        "ui.url-clicked for notification \(id) while its UI was not on screen (no ui.did-present not yet finished)"
                    )
                }
            case "ui.custom-action-url":
                if (executing[id] ?? 0) == 0 {
                    judgement.found(
                        record,
                        "ui.custom-action-url for notification \(id) without a ui.will-execute-action not yet ended before it"
                    )
                }
            case "ui.will-execute-action":
                executing[id, default: 0] += 1
            case "ui.did-execute-action", "ui.did-not-execute-action", "ui.failed-to-execute-action":
                if (executing[id] ?? 0) == 0 {
                    judgement.found(record, "\(name) for notification \(id) without a ui.will-execute-action before it")
                } else {
                    executing[id, default: 0] -= 1
                }
            default:
                continue
            }
        }
        let unended = presenting.filter { !$0.value.shown }.sorted { $0.key < $1.key }
        guard !unended.isEmpty else { return judgement }
        // A presentation still open is only a finding once the case has run to its end.
        guard records.contains(where: { $0.kind == .leftovers }) else {
            judgement.lacks("leftovers (the end of the case, before which a will-present must be ended)")
            return judgement
        }
        for (id, presentation) in unended {
            judgement.found(presentation.announced, Invariant.neverShown(id))
        }
        return judgement
    }

    /// UI-002's message for a will-present that neither showed nor failed.
    private static func neverShown(_ id: String) -> String {
        "ui.will-present for notification \(id) was followed by neither ui.did-present nor ui.failed-to-present: a presentation was announced that never showed"
    }
}
