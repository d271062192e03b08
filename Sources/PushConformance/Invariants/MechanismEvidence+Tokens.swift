import PushContract
import PushSimulator

/// One change of a provider's token, as TOK-005 reads it from the transcript.
struct TokenChange {
    /// The position of the record that issued the new token.
    var index: Int
    /// `apns`, `fcm`, `hms`.
    var provider: String
    /// The token before.
    var old: String
    /// The token after.
    var new: String
}

extension MechanismEvidence {
    /// TOK-005: the mechanism of the request at `index`, which still carries `change.old` and
    /// not `change.new`: a retry (``ViolationMechanism/retrySendsOldToken``), else the new token
    /// still waiting for a launch (``ViolationMechanism/changedTokenUnsentUntilNextLaunch``),
    /// else the replacement not yet accepted (``ViolationMechanism/oldTokenUntilReplacementAccepted``),
    /// else the SDK moved to another provider's token, which the request carries
    /// (``ViolationMechanism/switchedToAnotherProvider``); else none.
    static func oldTokenSent(
        _ records: [TranscriptRecord], at index: Int, after change: TokenChange
    ) -> ViolationMechanism? {
        if isRetry(records, at: index, of: change.index) { return .retrySendsOldToken }
        if awaitsLaunch(records, change, until: index) { return .changedTokenUnsentUntilNextLaunch }
        if replacementUnconfirmed(records, change, before: index) { return .oldTokenUntilReplacementAccepted }
        let strings = records[index].requestStrings
        if tokensOfOtherProviders(records, change, from: 0, before: index).contains(where: { token in
            strings.contains { $0.contains(token) }
        }) {
            return .switchedToAnotherProvider
        }
        return nil
    }

    /// TOK-005: the mechanism of `change.new`, sent but never accepted, last sent at position
    /// `lastAttempt`, where `handed` are the new token and the tokens that replaced it: the SDK's
    /// token is another provider's (``ViolationMechanism/switchedToAnotherProvider``) when a
    /// request carrying the old token beside a token of another provider it told its delegate
    /// about after the change was answered finally: a 2xx (the server accepted that token in the
    /// old one's place; explore seed 777 run 7334 on altcraft, a manual HMS token) or a refusal
    /// (the SDK sent another provider's token as the replacement and the server refused it for
    /// good: resending it would retry a refused request; explore seed 777 run 16646 on altcraft,
    /// a manual FCM token at 20,000 runs), or that token alone
    /// once a data reset made the SDK forget the old one; else the token waits
    /// for a launch (``ViolationMechanism/changedTokenUnsentUntilNextLaunch``) when no process
    /// launched after `lastAttempt` had its chance with a token handed by a registration other
    /// than one the app made alone (explore seeds 31337 run 5510, 4242 run 13771, 99991 run
    /// 12731 on actito: the relaunches' registrations failed, and APNs handed the token only to
    /// the app's own registration later); else none.
    static func newTokenUnaccepted(
        _ records: [TranscriptRecord], after change: TokenChange, lastAttempt: Int, handed: Set<String>
    ) -> ViolationMechanism? {
        let others = tokensOfOtherProviders(records, change, from: change.index + 1, before: records.count)
        var replacements: Set<Int> = []
        // Whether a data reset (`store.after-reset`) came after the latest request carrying the
        // old token: the SDK forgot the token the server knows, so a request can no longer name
        // it beside the one it registers now (explore seed 777 run 408 on altcraft: the data
        // cleared, APNs rotated, then a manual token won and was registered alone).
        var oldForgotten = false
        for (position, record) in records.enumerated() {
            if record.systemName == .storeAfterReset { oldForgotten = true }
            if record.kind == .http, record.requestStrings.contains(where: { $0.contains(change.old) }) {
                oldForgotten = false
            }
            guard position > change.index else { continue }
            if record.kind == .http, let seq = record.body["seq"]?.integerValue {
                let strings = record.requestStrings
                if oldForgotten || strings.contains(where: { $0.contains(change.old) }),
                    others.contains(where: { token in strings.contains { $0.contains(token) } })
                {
                    replacements.insert(seq)
                }
            } else if record.answerOutcome == .success || record.answerOutcome == .finalFailure,
                let seq = record.body["seq"]?.integerValue, replacements.contains(seq)
            {
                return .switchedToAnotherProvider
            }
        }
        let appOnly = Invariant.tokensAnsweringAppRegistrationOnly(records)
        if !appOnly.isEmpty,
            Invariant.laterProcessRan(records, after: lastAttempt, handed: handed, ignoring: appOnly) == nil
        {
            return .changedTokenUnsentUntilNextLaunch
        }
        return nil
    }

    /// ``ViolationMechanism/tokenResolvedBeforeDeletion``: the request at `index` carries `token`,
    /// deleted by `deletion`, at the deletion's instant with no app call since it, the deleting
    /// provider had handed `token` before the deletion, and a later request carries a token that
    /// provider issued after it (the SDK took up the replacement); else none.
    static func deletedTokenSent(
        _ records: [TranscriptRecord], at index: Int, token: String, deletion: TranscriptRecord
    ) -> ViolationMechanism? {
        guard records[index].time == deletion.time,
            let deletedAt = records[..<index].lastIndex(where: { $0 == deletion }),
            !records[deletedAt..<index].contains(where: { $0.systemName == .appCalled })
        else { return nil }
        let provider = deletion.body["provider"]?.stringValue
        let handed = records[..<deletedAt].contains {
            $0.systemName == .tokenProviderFetch && $0.body["provider"]?.stringValue == provider
                && $0.body["token"]?.stringValue == token
        }
        // The SDK then took up the provider's next token: a later request carries a token the
        // provider issued after the deletion. An SDK that goes on with the deleted token and
        // never sends another (red team 5's rt5ForcedUpdateSendsDeletedToken) shows no such
        // request and names no mechanism.
        var reissued: Set<String> = []
        var registered = false
        for record in records[(deletedAt + 1)...] {
            if record.systemName == .tokenProviderFetch, record.body["provider"]?.stringValue == provider,
                let issued = record.body["token"]?.stringValue, !issued.isEmpty, issued != token
            {
                reissued.insert(issued)
            } else if record.kind == .http, !reissued.isEmpty {
                let strings = record.requestStrings
                if reissued.contains(where: { issued in strings.contains { $0.contains(issued) } }) {
                    registered = true
                    break
                }
            }
        }
        return handed && registered ? .tokenResolvedBeforeDeletion : nil
    }

    /// TOK-005: the mechanism of `change.new`, never sent: waiting for a launch, else the SDK's
    /// token is another provider's (it told its delegate so after the change, and a request
    /// carries that token); else none.
    static func newTokenUnsent(_ records: [TranscriptRecord], after change: TokenChange) -> ViolationMechanism? {
        if awaitsLaunch(records, change, until: records.count) { return .changedTokenUnsentUntilNextLaunch }
        let others = tokensOfOtherProviders(records, change, from: change.index + 1, before: records.count)
        let sent = records.contains { record in
            record.kind == .http && others.contains { token in record.requestStrings.contains { $0.contains(token) } }
        }
        return sent ? .switchedToAnotherProvider : nil
    }

    /// ``ViolationMechanism/retrySendsOldToken``: the request at `index` repeats an identical one
    /// first sent before `changedAt`, the last identical one before it was answered with a
    /// failure, or not at all, by then, and no app call came in between.
    static func isRetry(_ records: [TranscriptRecord], at index: Int, of changedAt: Int) -> Bool {
        guard let identity = RequestIdentity(records[index]) else { return false }
        let earlier = records[..<index].indices.filter { RequestIdentity(records[$0]) == identity }
        guard let first = earlier.first, first < changedAt, let last = earlier.last,
            let seq = records[last].body["seq"]?.integerValue
        else { return false }
        // A send a new app call asked for (an `app.called` line since the last send) is not a retry.
        if records[last..<index].contains(where: { $0.systemName == .appCalled }) { return false }
        let answer = records[last..<index].first { $0.kind == .answer && $0.body["seq"]?.integerValue == seq }
        return answer.map(isFailure) ?? true
    }

    /// ``ViolationMechanism/oldTokenUntilReplacementAccepted``: before `end`, a request carried
    /// the new token beside the old one (a replacement), and no such request was answered 2xx.
    /// Another request carrying the new token alone (a subscription naming the device by it)
    /// accepted is not the replacement accepted (explore seed 777 run 1618 on altcraft).
    /// A token of another provider the SDK switched to (it told its delegate so after the
    /// change) replaces the old one as well (explore seed 31337 run 2459 on altcraft: a manual
    /// FCM token beside the old APNs token, refused).
    static func replacementUnconfirmed(_ records: [TranscriptRecord], _ change: TokenChange, before end: Int) -> Bool {
        var replacements: Set<Int> = []
        let replacing = [change.new] + tokensOfOtherProviders(records, change, from: change.index + 1, before: end)
        for record in records[min(change.index + 1, end)..<end] {
            if record.kind == .http, let seq = record.body["seq"]?.integerValue {
                let strings = record.requestStrings
                if replacing.contains(where: { token in strings.contains { $0.contains(token) } }),
                    strings.contains(where: { $0.contains(change.old) })
                {
                    replacements.insert(seq)
                }
            } else if record.kind == .answer, let seq = record.body["seq"]?.integerValue, replacements.contains(seq),
                let status = record.body["status"]?.integerValue, (200..<300).contains(status)
            {
                return false
            }
        }
        return !replacements.isEmpty
    }

    /// ``ViolationMechanism/changedTokenUnsentUntilNextLaunch``: before `end`, and while the new
    /// token was still the provider's current one (a newer token may have replaced it first),
    /// no process launched after the change both came to the foreground and was given the new
    /// token again (by APNs or the provider), and was not terminated at that instant (its
    /// launch's token check had no time to run: found by `explore`, seed 777 run 6096), nor had
    /// the app clear the SDK's data at that instant (``preemptedByReset(_:)``).
    static func awaitsLaunch(_ records: [TranscriptRecord], _ change: TokenChange, until end: Int) -> Bool {
        var limit = min(end, records.count)
        if let newer = records.indices.dropFirst(change.index + 1).first(where: { index in
            issuedToken(records[index], provider: change.provider).map { $0 != change.new } ?? false
        }) {
            limit = min(limit, newer)
        }
        var relaunched = false
        var foreground = false
        var given = false
        // When such a process was first seen: it counts unless it is terminated at that instant.
        var candidate: DeviceInstant?
        for record in records[min(change.index + 1, limit)..<limit] {
            if let since = candidate {
                if record.time > since { return false }
                if record.systemName == .processTerminated { candidate = nil }
                if preemptedByReset(record) {
                    candidate = nil
                    relaunched = false
                }
            }
            let state = record.body["state"]?.stringValue
            // A terminated process is over: the records after it (the run's `finish`) are no
            // process's (explore seed 777 run 11483: foreground and terminated at one instant).
            if record.systemName == .processTerminated {
                relaunched = false
                foreground = false
                given = false
            } else if record.systemName == .processLaunched {
                relaunched = true
                foreground = state == AppState.foreground.rawValue
                given = false
            } else if record.systemName == .appState, state == AppState.foreground.rawValue {
                foreground = true
            } else if issuedToken(record, provider: change.provider) == change.new {
                given = true
            }
            if relaunched, foreground, given, candidate == nil, record.systemName != .processTerminated {
                candidate = record.time
            }
        }
        return candidate == nil
    }

    /// A data reset (`sdk.data-cleared`) at the instant a relaunched process was first in the
    /// foreground with the new token: the reset deletes the configuration before the launch's
    /// token check runs, so that process has no chance to send the token until the app
    /// configures the SDK again in a later launch (explore seed 31337 run 571 on altcraft; the
    /// check then reports 501, altcraft/ios-sdk@c9b72bf:Altcraft/data/Repository.swift:21-31).
    private static func preemptedByReset(_ record: TranscriptRecord) -> Bool {
        record.eventName == SDKEventName.dataCleared
    }

    /// The tokens of providers other than `change.provider` the SDK told its push delegate
    /// about (`token.changed`) in `start..<end`.
    static func tokensOfOtherProviders(
        _ records: [TranscriptRecord], _ change: TokenChange, from start: Int, before end: Int
    ) -> [String] {
        records[min(start, end)..<end].compactMap { record in
            guard record.kind == .delegate, record.name == "token.changed",
                let token = record.body["details"]?["token"],
                let provider = token["provider"]?.stringValue, provider != change.provider
            else { return nil }
            return token["token"]?.stringValue
        }
    }

    /// The token a record issues for `provider` (an APNs registration, a provider's fetch), if any.
    private static func issuedToken(_ record: TranscriptRecord, provider: String) -> String? {
        if provider == TokenProviderKind.apns.rawValue {
            return record.systemName == .remoteRegistrationToken ? record.body["token"]?.stringValue : nil
        }
        guard record.systemName == .tokenProviderFetch, record.body["provider"]?.stringValue == provider else {
            return nil
        }
        return record.body["token"]?.stringValue
    }
}
