import PushContract
import PushSimulator

extension Invariant {
    /// NSE-005: at expiry the extension delivers the best content prepared so far, never less
    /// than the system handed it.
    ///
    /// Judged on what the transcript writes: `nse.time-will-expire` carries the request's
    /// `content` as the system handed it over, and the first `nse-content` completion of that run
    /// after it (paired by `during.push`, else while a single run expires) is the content
    /// delivered. A text field (title, subtitle, body), the category or the userInfo the push
    /// carried and the delivered content has emptied is a finding: the user sees a blank
    /// notification, worse than the original the system would have shown (red team 9's
    /// `rt9ExpiryDeliversEmptyContent`, issue 30). Delivering at once is judged by NSE-001 (the
    /// system ends a run that delivers nothing at that instant).
    package static let expiryContentKept: Invariant = Invariant(
        Requirement(
            .expiryDeliversBestAttempt, .must, .serviceExtension, kind: .invariant,
            summary: "at expiry the best content so far is delivered at once",
            sentence:
                "When serviceExtensionTimeWillExpire is called before the content handler, the extension MUST deliver the best content prepared so far at once.",
            rationale:
                "Expiry is the system's last call; content delivered after it is thrown away and the original shown. The best content so far is never less than the original: a title, body, category or userInfo emptied at expiry shows a blank notification that opens nothing.",
            sources: [
                "Apple, serviceExtensionTimeWillExpire(): https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire() (R7)",
                "NotificationServiceExtension: Implementation requirements",
            ],
            oracles: [.invariant(.extensionDeliversOnce)])
    ) { records in
        var judgement = Judgement()
        var handedOver: [String: JSONValue] = [:]
        for record in records {
            if record.systemName == .serviceExtensionTimeWillExpire, let id = record.body["id"]?.stringValue {
                if let content = record.body["content"] {
                    handedOver[id] = content
                } else {
                    judgement.lacks("content on nse.time-will-expire (the request the system handed over)")
                }
            }
            if record.systemName == .serviceExtensionKilled, let id = record.body["id"]?.stringValue {
                handedOver[id] = nil
            }
            guard let id = deliveringRun(of: record, waiting: handedOver, judgement: &judgement) else { continue }
            guard let original = handedOver.removeValue(forKey: id)?.objectValue,
                let delivered = record.body["value"]?.objectValue
            else { continue }
            for field in expiryKeptFields where !isEmpty(original[field]) && isEmpty(delivered[field]) {
                judgement.found(
                    record,
                    "at expiry the extension delivered \(id) with its \(field) emptied (the push carried \(original[field]?.description ?? "it")): not the best content prepared so far"
                )
            }
        }
        return judgement
    }

    /// The content fields NSE-005 holds at expiry, in the transcript's spelling.
    static let expiryKeptFields = ["title", "subtitle", "body", "category", "userInfoKeys"]

    /// Whether a content field is absent, an empty string or an empty list.
    private static func isEmpty(_ value: JSONValue?) -> Bool {
        switch value {
        case .none, .null: true
        case .string(let text): text.isEmpty
        case .array(let items): items.isEmpty
        default: false
        }
    }
}
