import PushContract
import PushSimulator

extension Invariant {
    /// NSE-004: a request the vendor does not claim is delivered as the system handed it over.
    ///
    /// Judged on what the transcript writes: `push.arrived` says whether the vendor claims the
    /// push, `nse.started` carries the request's `content` for a push it does not claim, and the
    /// first `nse-content` completion of that run (paired by `during.push`, else while a single
    /// run waits) is the content delivered. Every field the content's transcript form writes
    /// (title, subtitle, body, category, the userInfo keys, badge, sound, thread, attachments)
    /// must be unchanged. A run the system ended (`nse.killed`) shows the original: NSE-001
    /// reports it. The network half of the rule is NET-002's.
    package static let foreignContentUnchanged: Invariant = Invariant(
        Requirement(
            .foreignContentDeliveredUnchanged, .must, .serviceExtension, kind: .invariant,
            summary: "a foreign request is delivered unchanged, with no network call",
            sentence:
                "A service extension MUST deliver the content of a request it does not claim unchanged (or leave it to the app's other handlers) and MUST NOT touch the network for it.",
            rationale:
                "One extension process serves every SDK of the app; rewriting another SDK's content breaks its media and tracking.",
            sources: ["NotificationServiceExtension: Implementation requirements", "R3", "P1"],
            oracles: [.invariant(.noNetworkForForeignPayload)])
    ) { records in
        var judgement = Judgement()
        var foreignPushes: Set<String> = []
        var handedOver: [String: JSONValue] = [:]
        for record in records {
            if record.systemName == .pushArrived, record.body["claimed"] == false {
                if let id = record.during.push ?? record.body["push"]?.integerValue.map({ "push-\($0)" }) {
                    foreignPushes.insert(id)
                }
            }
            if record.systemName == .serviceExtensionStarted, let id = record.body["id"]?.stringValue,
                foreignPushes.contains(id)
            {
                if let content = record.body["content"] {
                    handedOver[id] = content
                } else {
                    judgement.lacks("content on nse.started for a push the vendor does not claim")
                }
            }
            if record.systemName == .serviceExtensionKilled, let id = record.body["id"]?.stringValue {
                handedOver[id] = nil
            }
            guard let id = deliveringRun(of: record, waiting: handedOver, judgement: &judgement) else { continue }
            guard let original = handedOver.removeValue(forKey: id), let delivered = record.body["value"] else {
                continue
            }
            // One finding per field, so a known deviation can name one mechanism (`its category`).
            for change in contentChanges(from: original, to: delivered) {
                judgement.found(
                    record,
                    "the extension delivered \(id), a push its vendor does not claim, with its \(change.field) changed: \(change.before) → \(change.after)",
                    mechanism: .foreignContentFieldChanged(change.field))
            }
        }
        return judgement
    }

    /// The fields that differ between two contents in transcript form, in key order; a field
    /// missing on one side shows as `absent`.
    static func contentChanges(
        from original: JSONValue, to delivered: JSONValue
    ) -> [(field: String, before: String, after: String)] {
        guard let before = original.objectValue, let after = delivered.objectValue else {
            return original == delivered ? [] : [("content", original.description, delivered.description)]
        }
        return Set(before.keys).union(after.keys).sorted().compactMap { key in
            let old = before[key]
            let new = after[key]
            guard old != new else { return nil }
            return (key, old.map(\.description) ?? "absent", new.map(\.description) ?? "absent")
        }
    }
}
