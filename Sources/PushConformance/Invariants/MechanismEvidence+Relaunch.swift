import PushContract
import PushSimulator

extension MechanismEvidence {
    /// EXP-004: the mechanism of facet work `key` (`POST /path`) pending at the termination at
    /// `terminatedAt` and never sent again: its failure handed to a completion
    /// (``ViolationMechanism/failureHandedToCompletion``), else no later process came to the
    /// foreground with permission authorized and lived on
    /// (``ViolationMechanism/waitsForAuthorizedForegroundLaunch``); else none.
    static func lostFacetWork(
        _ records: [TranscriptRecord], key: String, terminatedAt: Int
    ) -> ViolationMechanism? {
        if failureHandedToCompletion(records, key: key, before: terminatedAt) { return .failureHandedToCompletion }
        if !authorizedForegroundLaunch(records, after: terminatedAt) { return .waitsForAuthorizedForegroundLaunch }
        return nil
    }

    /// Whether the last send of `key` before `end` was answered with a failure, and a completion
    /// was called with an error while that answer was handled (`during.answer`).
    static func failureHandedToCompletion(_ records: [TranscriptRecord], key: String, before end: Int) -> Bool {
        guard
            let last = records[..<end].last(where: { $0.kind == .http && RelaunchLedger.key($0.body) == key }),
            let seq = last.body["seq"]?.integerValue,
            let answer = records[..<end].first(where: { $0.kind == .answer && $0.body["seq"]?.integerValue == seq }),
            isFailure(answer)
        else { return false }
        return records[..<end].contains { record in
            record.kind == .completion && record.during.answer == seq && record.body["value"]?["error"] != nil
        }
    }

    /// Whether a process launched after `index` came to the foreground for the first time since
    /// its launch while notification permission was authorized (the last answer or change before
    /// that instant says so; none yet: authorized) and was not terminated at that same instant.
    /// A later move to the foreground of a process whose first one was unauthorized does not
    /// count (the launch's pass runs at the first only: found by `explore`, seed 4242 run 343),
    /// nor a process with no push token by then: no token given to it by APNs or a provider by
    /// the end of that instant, and no manual token set before (the pass has nothing to send:
    /// seed 4242 run 9465).
    static func authorizedForegroundLaunch(_ records: [TranscriptRecord], after index: Int) -> Bool {
        var authorized = true
        var launched = false
        // Whether the process running had come to the foreground since its launch.
        var wasForeground = false
        // Whether the process running had a push token: given by APNs or a provider since its
        // launch, or a manual token the app set at any time before.
        var tokenGiven = false
        var manualToken = false
        // A first foreground, authorized, before the process had a token: it qualifies if a token
        // comes at that same instant.
        var tokenlessForegroundAt: DeviceInstant?
        var foregroundAt: DeviceInstant?
        for (position, record) in records.enumerated() {
            if record.systemName == .authorizationAnswered || record.systemName == .authorizationChanged {
                authorized = record.body["status"]?.stringValue == AuthorizationStatus.authorized.rawValue
            }
            if record.systemName == .appCalled, record.body["call"]?.stringValue == "tokens.setManualToken" {
                manualToken = true
            }
            if record.systemName == .processLaunched {
                tokenGiven = false
                tokenlessForegroundAt = nil
            }
            if record.systemName == .remoteRegistrationToken
                || (record.systemName == .tokenProviderFetch && record.body["token"]?.stringValue?.isEmpty == false)
            {
                tokenGiven = true
                // The token the launch's registration hands at the instant of its first foreground.
                if let time = tokenlessForegroundAt, time == record.time, foregroundAt == nil { foregroundAt = time }
                tokenlessForegroundAt = nil
            }
            guard position > index else { continue }
            let state = record.body["state"]?.stringValue
            if record.systemName == .processLaunched {
                launched = true
                wasForeground = false
            }
            if record.systemName == .processTerminated {
                if let time = foregroundAt, time != record.time { return true }
                foregroundAt = nil
                launched = false
                continue
            }
            let toForeground =
                (record.systemName == .processLaunched || record.systemName == .appState)
                && state == AppState.foreground.rawValue
            if launched, toForeground, !wasForeground, foregroundAt == nil, authorized {
                if tokenGiven || manualToken {
                    foregroundAt = record.time
                } else {
                    tokenlessForegroundAt = record.time
                }
            }
            if toForeground { wasForeground = true }
        }
        return foregroundAt != nil
    }
}
