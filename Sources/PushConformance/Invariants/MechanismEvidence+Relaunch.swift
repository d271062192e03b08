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

    /// Whether a process launched after `index` came to the foreground while notification
    /// permission was authorized (the last answer or change before that instant says so; none
    /// yet: authorized) and was not terminated at that same instant.
    static func authorizedForegroundLaunch(_ records: [TranscriptRecord], after index: Int) -> Bool {
        var authorized = true
        var launched = false
        var foregroundAt: DeviceInstant?
        for (position, record) in records.enumerated() {
            if record.systemName == .authorizationAnswered || record.systemName == .authorizationChanged {
                authorized = record.body["status"]?.stringValue == AuthorizationStatus.authorized.rawValue
            }
            guard position > index else { continue }
            let state = record.body["state"]?.stringValue
            if record.systemName == .processLaunched { launched = true }
            if record.systemName == .processTerminated {
                if let time = foregroundAt, time != record.time { return true }
                foregroundAt = nil
                launched = false
                continue
            }
            let toForeground =
                (record.systemName == .processLaunched || record.systemName == .appState)
                && state == AppState.foreground.rawValue
            if launched, toForeground, foregroundAt == nil, authorized { foregroundAt = record.time }
        }
        return foregroundAt != nil
    }
}
