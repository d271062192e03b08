import PushContract
import PushSimulator

extension RelaunchLedger {
    /// Whether a request body `later` carries the report a pending request's body `pending`
    /// holds: the same JSON, or the same object shape where every array of `pending` finds each
    /// of its elements, matched one to one, in the same array of `later` (MCE uploads every
    /// unsent event in one batch, `{"events": [...]}`, so after a failure or a relaunch the
    /// pending event goes out inside a larger batch). Another report to the same path (Actito's
    /// Influenced event after an Open event, both to `POST /event`) carries nothing of it.
    /// A token the transcript shows replaced (`replaced`: each token and the token that
    /// replaced it, as the system or a provider handed them) may stand in its successor's place:
    /// the pending request sent again with the current token (Altcraft's queued subscription
    /// resolves the token when it is sent; explore seed 777 run 12832).
    static func carries(_ later: JSONValue?, _ pending: JSONValue?, replaced: [String: String] = [:]) -> Bool {
        guard let later, let pending else { return later == pending }
        switch (later, pending) {
        case (.object(let laterFields), .object(let pendingFields)):
            guard Set(laterFields.keys) == Set(pendingFields.keys) else { return false }
            return pendingFields.allSatisfy { name, value in carries(laterFields[name], value, replaced: replaced) }
        case (.array(let laterItems), .array(let pendingItems)):
            var unmatched = laterItems
            for item in pendingItems {
                guard let index = unmatched.firstIndex(of: item) else { return false }
                unmatched.remove(at: index)
            }
            return true
        case (.string(let laterText), .string(let pendingText)):
            return laterText == pendingText || successors(of: pendingText, replaced).contains(laterText)
        default:
            return later == pending
        }
    }

    /// The provider and token a record hands the SDK: the system's `remote-registration.token`
    /// (APNs) or a provider's `token-provider.fetch`.
    static func handedToken(_ record: TranscriptRecord) -> (provider: String, token: String)? {
        switch record.systemName {
        case .remoteRegistrationToken?:
            return record.body["token"]?.stringValue.map { (TokenProviderKind.apns.rawValue, $0) }
        case .tokenProviderFetch?:
            guard let provider = record.body["provider"]?.stringValue, let token = record.body["token"]?.stringValue
            else { return nil }
            return (provider, token)
        default:
            return nil
        }
    }

    /// The tokens that replaced `token`, one after another (`replaced` maps each to the next).
    private static func successors(of token: String, _ replaced: [String: String]) -> Set<String> {
        var found: Set<String> = []
        var next = replaced[token]
        while let current = next, !found.contains(current), current != token {
            found.insert(current)
            next = replaced[current]
        }
        return found
    }
}
