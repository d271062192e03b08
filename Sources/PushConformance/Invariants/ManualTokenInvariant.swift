import PushContract
import PushSimulator

extension Invariant {
    /// TOK-002 on every transcript: while a token the app set by hand (`app.called`
    /// `tokens.setManualToken` with its `token`) is the SDK's token, the token the SDK hands on
    /// is that one, whichever path resolved it:
    /// - a request that carries a token APNs or a provider issued (`remote-registration.token`,
    ///   `token-provider.fetch`) other than the manual one, and not the manual one beside it, sends
    ///   the provider's token where the manual one wins;
    /// - once a request carrying the manual token was accepted (2xx), a later request whose body
    ///   carries another issued token registers that one over it, whatever else it carries (an
    ///   update naming the manual token as the old one and the provider's as the new). A token the
    ///   body names as the one it replaces (under a key starting with `old` or `prev`) is not
    ///   registered by it, nor is the URL's: an update replacing the provider's token the server
    ///   knew with the manual one is the manual token winning (explore seed 1 runs 24, 127 and
    ///   162 on Altcraft: `push/update` with `old_token` the APNs token, `new_token` the manual
    ///   one, and the old one in the URL's `subscription_id`);
    /// - a `get-token` completion that answers another token.
    ///
    /// A provider's token sent by a token query that was waiting for that provider when the app set
    /// its token names ``ViolationMechanism/providerAnswerAfterManualToken`` (explore seed 1 run
    /// 123 on Altcraft).
    ///
    /// The manual token is the SDK's token from the call until the app sets another or removes it
    /// (`token` null), a data reset call (`dataReset.*`), or the end of the process: the rule does
    /// not say a manual token outlives its process. In a later process it is the SDK's token again
    /// once the SDK says so: a `token.changed` delegate record or a `get-token` completion naming it.
    /// A `tokens.setManualToken` record without `token` leaves the rule not checkable.
    package static let manualTokenWins: Invariant = Invariant(
        Requirement(
            .manualTokenWins, .must, .tokenProviders, kind: .invariant,
            summary: "a manually set token wins over every provider",
            sentence:
                "A token the app sets manually MUST be used in preference to every installed provider and to the priority list.",
            rationale:
                "Apps that fetch tokens themselves must be able to override the SDK's choice; an SDK that registers a provider's token on one of its paths (a token update, a refresh, a relaunch) sends pushes where the app did not ask.",
            sources: [
                "TokenService: Implementation requirements", "AltcraftStyle README (token providers)",
                "https://github.com/urbanairship/ios-library/issues/193 (a manual token update that sends another token)",
            ])
    ) { records in
        var judgement = Judgement()
        var mentions = TokenMentionIndex()
        var issued: Set<String> = []
        // The manual token the app set last (nil: none, or removed or reset), whether it is the
        // SDK's token now, and whether a request carrying it was accepted since it was set.
        var manual: String?
        var holding = false
        var accepted = false
        var carriedBy: [Int: Set<String>] = [:]
        // Provider answers asked for in this process and not yet carried by a request (by token),
        // and those asked for before the manual token was set, each of which may still answer
        // one query begun before it (``ViolationMechanism/providerAnswerAfterManualToken``).
        var unusedFetches: [String: Int] = [:]
        var staleAnswers: [String: Int] = [:]
        func named(_ value: JSONValue?) -> String? { value?["token"]?.stringValue }
        for record in records {
            switch record.kind {
            case .system:
                switch record.systemName {
                case .appCalled?:
                    let call = record.body["call"]?.stringValue ?? ""
                    if call == "tokens.setManualToken" {
                        guard let token = record.body["token"] else {
                            judgement.lacks("token in app.called tokens.setManualToken (the token the app set)")
                            manual = nil
                            holding = false
                            continue
                        }
                        manual = named(token)
                        holding = manual != nil
                        accepted = false
                        staleAnswers = manual == nil ? [:] : unusedFetches
                        if let manual { mentions.add(manual) }
                    } else if call.hasPrefix("dataReset.") {
                        manual = nil
                        holding = false
                        accepted = false
                        staleAnswers = [:]
                    }
                case .processTerminated?:
                    holding = false
                    unusedFetches = [:]
                    staleAnswers = [:]
                case .remoteRegistrationToken?:
                    if let token = record.body["token"]?.stringValue {
                        issued.insert(token)
                        mentions.add(token)
                    }
                case .tokenProviderFetch?:
                    if let token = record.body["token"]?.stringValue {
                        issued.insert(token)
                        mentions.add(token)
                        unusedFetches[token, default: 0] += 1
                    }
                default: continue
                }
            case .delegate:
                if record.name == "token.changed", let manual, named(record.body["details"]?["token"]) == manual {
                    holding = true
                }
            case .completion:
                guard record.body["kind"] == "get-token", let manual, let token = named(record.body["value"]) else {
                    continue
                }
                if token == manual {
                    holding = true
                } else if holding {
                    judgement.found(
                        record,
                        "the app asked for the token and got \(token.prefix(16))…, not the token it set by hand (\(manual.prefix(16))…)"
                    )
                }
            case .answer:
                guard let seq = record.body["seq"]?.integerValue, let status = record.body["status"]?.integerValue,
                    (200..<300).contains(status), let manual, carriedBy[seq]?.contains(manual) == true
                else { continue }
                accepted = true
            case .http:
                let carried = mentions.carried(in: record.requestStrings)
                let seq = record.body["seq"]?.integerValue ?? 0
                carriedBy[seq] = carried
                for token in carried { unusedFetches[token] = nil }
                guard holding, let manual else { continue }
                // Over an accepted manual token, what the body registers: not a token it names
                // as replaced, nor the URL's (the registration it changes).
                let registered =
                    carried.contains(manual) && accepted
                    ? mentions.carried(in: Invariant.registeredStrings(record.body["body"])) : carried
                let others = registered.intersection(issued).subtracting([manual]).sorted()
                guard let other = others.first, !carried.contains(manual) || accepted else { continue }
                let stale = !carried.contains(manual) && (staleAnswers[other] ?? 0) > 0
                if stale { staleAnswers[other, default: 0] -= 1 }
                judgement.found(
                    record,
                    carried.contains(manual)
                        ? "request \(seq) sends the provider's token \(other.prefix(16))… after the token the app set by hand (\(manual.prefix(16))…) was accepted: it registers the provider's token over the manual one"
                        : "request \(seq) sends the provider's token \(other.prefix(16))…, not the token the app set by hand (\(manual.prefix(16))…)"
                            + (stale ? " (the provider was asked before the app set it)" : ""),
                    mechanism: stale ? .providerAnswerAfterManualToken : nil
                )
            default:
                continue
            }
        }
        return judgement
    }

    /// The strings a request body registers: every string in it except those under a key that
    /// names what the request replaces: one that starts with `old` or `prev` (`old_token`, `oldToken`,
    /// `previousToken`).
    static func registeredStrings(_ body: JSONValue?) -> [String] {
        TranscriptRecord.strings(in: body) { key in
            let name = key.lowercased()
            return name.hasPrefix("old") || name.hasPrefix("prev")
        }
    }
}
