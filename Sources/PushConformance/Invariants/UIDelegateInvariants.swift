import PushContract
import PushSimulator

extension Invariant {
    /// UI-001: the UI-delegate events of one notification come in their documented order.
    ///
    /// Judged per notification (`details.notification.id` on each `ui.*` record): did-present,
    /// failed-to-present and finished-presenting follow a will-present not yet ended;
    /// finished-presenting follows that presentation's did-present; did-execute,
    /// did-not-execute and failed-to-execute follow a will-execute of the same notification.
    /// Whether the SDK renders a notification is not in the transcript, so the rule's second
    /// half (no events for content it does not render) stays with the goldens.
    package static let uiEventsInOrder: Invariant = Invariant(
        Requirement(
            .uiEventsInOrder, .should, .uiDelegate, kind: .invariant,
            summary: "UI-delegate events in documented order, none for content the SDK does not render",
            sentence:
                "An adapter SHOULD report UI-delegate events in the order its vendor documents (will-present before did-present, did-present before finished-presenting, will-execute before did-execute) and SHOULD report none for notifications it does not render.",
            rationale:
                "Apps pause media or log analytics around presentation; events out of order or for foreign content mislead them.",
            sources: [
                "UIDelegate: requirements on adapters calling it", "ActitoStyle README (push UI)",
                "actito/actito-sdk-ios@a80159a:ActitoPushUIKit/Sources/ActitoPushUI.swift:36-217 (presentNotification: will-present, then the type's handler's did-present and, when it closes, finished-presenting)",
            ])
    ) { records in
        var judgement = Judgement()
        // Per notification id: a presentation begun (will-present), and whether it was shown.
        var presenting: [String: Bool] = [:]
        var executing: [String: Int] = [:]
        for record in records where record.kind == .ui {
            guard let name = record.name else { continue }
            let id = record.body["details"]?["notification"]?["id"]?.stringValue ?? "?"
            switch name {
            case "ui.will-present":
                presenting[id] = false
            case "ui.did-present":
                if presenting[id] == nil {
                    judgement.found(record, "ui.did-present for notification \(id) without a ui.will-present before it")
                }
                presenting[id] = true
            case "ui.finished-presenting":
                if presenting[id] != true {
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
                }
                presenting[id] = nil
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
        return judgement
    }
}
