import PushContract

extension RelaunchLedger {
    /// Whether a request body `later` carries the report a pending request's body `pending`
    /// holds: the same JSON, or the same object shape where every array of `pending` finds each
    /// of its elements, matched one to one, in the same array of `later` (MCE uploads every
    /// unsent event in one batch, `{"events": [...]}`, so after a failure or a relaunch the
    /// pending event goes out inside a larger batch). Another report to the same path (Actito's
    /// Influenced event after an Open event, both to `POST /event`) carries nothing of it.
    static func carries(_ later: JSONValue?, _ pending: JSONValue?) -> Bool {
        guard let later, let pending else { return later == pending }
        switch (later, pending) {
        case (.object(let laterFields), .object(let pendingFields)):
            guard Set(laterFields.keys) == Set(pendingFields.keys) else { return false }
            return pendingFields.allSatisfy { name, value in carries(laterFields[name], value) }
        case (.array(let laterItems), .array(let pendingItems)):
            var unmatched = laterItems
            for item in pendingItems {
                guard let index = unmatched.firstIndex(of: item) else { return false }
                unmatched.remove(at: index)
            }
            return true
        default:
            return later == pending
        }
    }
}
