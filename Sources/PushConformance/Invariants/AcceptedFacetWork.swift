import PushContract
import PushSimulator

/// EXP-004's accepted-never-sent clause: a facet call without completion (``Invariant/facetWorkCalls``)
/// that the SDK accepted silently (its step sent no request and reported no error) is work the SDK
/// now owes; it must reach the network by the end of the run once the app has had a fair chance
/// (``RelaunchLedger/grace`` in the foreground after the call, notification permission authorized
/// and a push token at the end, no data reset since). The transcript names no request for such a
/// call, so the clause judges what an observer sees: some request the app process sends after the
/// call, other than a GET, made while handling no push, whose body the network had not seen
/// before the call (a resend of earlier work is not this call's work). Where calls of the same
/// kind sent their request in their own step, that request must go to one of those method and
/// path keys. A request found this way may stand for several calls (a batch).
enum AcceptedFacetWork {
    /// A call accepted silently and never followed by a request of its own.
    struct Lost {
        /// The `app.called` record of the call.
        var call: TranscriptRecord
        /// The call's name (`customEvents.track`).
        var name: String
        /// How it was lost, when the transcript shows one of the known ways (``mechanism(_:call:keys:)``).
        var mechanism: ViolationMechanism?
    }

    /// The calls accepted silently and never sent, in transcript order.
    static func lost(_ records: [TranscriptRecord]) -> [Lost] {
        let calls = records.indices.filter { index in
            records[index].systemName == .appCalled
                && Invariant.facetWorkCalls.contains(records[index].body["call"]?.stringValue ?? "")
        }
        guard !calls.isEmpty else { return [] }
        // The method and path keys each call's own step sent (learned from calls that sent at once).
        var keysOfCall: [String: Set<String>] = [:]
        var silent: [(index: Int, name: String)] = []
        for index in calls {
            let call = records[index]
            let name = call.body["call"]?.stringValue ?? "?"
            let ownStep = records[(index + 1)...].prefix { $0.step == call.step }
            let sent = ownStep.filter(isAppWork)
            if !sent.isEmpty {
                for send in sent { keysOfCall[name, default: []].insert(RelaunchLedger.key(send.body)) }
                continue
            }
            // An error reported during the call (refused, or queued with a reason) told the app.
            if ownStep.contains(where: { $0.kind == .error }) { continue }
            silent.append((index, name))
        }
        return silent.compactMap { index, name in
            let later = records[(index + 1)...]
            if later.contains(where: { $0.eventName == SDKEventName.dataCleared }) { return nil }
            guard hadChance(records, after: index) else { return nil }
            let keys = keysOfCall[name] ?? []
            let seen = Set(records[..<index].filter(isAppWork).map { bodyKey($0.body) })
            let sentLater = later.indices.contains { position in
                let record = records[position]
                guard isAppWork(record), keys.isEmpty || keys.contains(RelaunchLedger.key(record.body)) else {
                    return false
                }
                let body = bodyKey(record.body)
                return !seen.contains(body) || !resendsPending(records, body: body, before: position)
            }
            return sentLater
                ? nil : Lost(call: records[index], name: name, mechanism: mechanism(records, call: index, keys: keys))
        }
    }

    /// The mechanism of the call at `call`, accepted and never sent, where `keys` are the method
    /// and path keys its kind sends: queued behind a request the app process made before it to
    /// one of those keys and never got answered, in a process never terminated since
    /// (``ViolationMechanism/queuedBehindUnansweredRequest``); else waiting for a token provider
    /// asked in the call's step or after it while the app stayed suspended to the end
    /// (``ViolationMechanism/facetWorkFrozenBySuspension``); else none.
    static func mechanism(_ records: [TranscriptRecord], call: Int, keys: Set<String>) -> ViolationMechanism? {
        var unanswered: Set<Int> = []
        for record in records[..<call] where isAppWork(record) && keys.contains(RelaunchLedger.key(record.body)) {
            if let sequence = record.body["seq"]?.integerValue { unanswered.insert(sequence) }
        }
        for record in records {
            if record.kind == .answer, let sequence = record.body["seq"]?.integerValue { unanswered.remove(sequence) }
            if record.systemName == .processTerminated { unanswered = [] }
        }
        if !unanswered.isEmpty { return .queuedBehindUnansweredRequest }
        let fetched = records[call...].contains { $0.systemName == .tokenProviderFetch }
        let lastState = records.last { record in
            [.appSuspended, .appResumed, .processLaunched, .processTerminated, .appState].contains(record.systemName)
        }
        return fetched && lastState?.systemName == .appSuspended ? .facetWorkFrozenBySuspension : nil
    }

    /// Whether some earlier send with this method, path and body had no final answer before
    /// `position` (no HTTP answer below 500 other than 429, no failure called final while
    /// handling its answer): a request with that body at `position` is its resend, not new work.
    /// A body whose earlier sends were all answered finally is the app's again (the same
    /// subscribe made twice).
    static func resendsPending(_ records: [TranscriptRecord], body: String, before position: Int) -> Bool {
        var open: Set<Int> = []
        for record in records[..<position] {
            if isAppWork(record), bodyKey(record.body) == body, let sequence = record.body["seq"]?.integerValue {
                open.insert(sequence)
            } else if record.kind == .answer, let sequence = record.body["seq"]?.integerValue,
                let status = record.body["status"]?.integerValue, status < 500, status != 429
            {
                open.remove(sequence)
            } else if record.kind == .error, record.body["retryable"] == false, let cause = record.during.answer {
                open.remove(cause)
            }
        }
        return !open.isEmpty
    }

    /// A request of the app process, other than a GET, made while handling no push (work a facet
    /// call may have asked for).
    static func isAppWork(_ record: TranscriptRecord) -> Bool {
        record.kind == .http && !record.during.serviceExtension && record.during.push == nil
            && record.body["method"]?.stringValue != "GET"
    }

    /// A request's method, path and body, as one comparable value.
    static func bodyKey(_ body: JSONValue) -> String {
        RelaunchLedger.key(body) + " " + String(describing: body["body"] ?? .null)
    }

    /// Whether, after the call at `index`, the app stayed in the foreground for ``RelaunchLedger/grace``
    /// in one process (the call's own or a later one), and ended the run with notification
    /// permission authorized and a push token (work may wait for either).
    /// With `laterProcess`, only a process launched after the record at `index` counts.
    static func hadChance(_ records: [TranscriptRecord], after index: Int, laterProcess: Bool = false) -> Bool {
        var authorized = true
        var hasToken = true
        var foregroundSince: DeviceInstant?
        var chance = false
        var relaunched = !laterProcess
        func close(at time: DeviceInstant) {
            if relaunched, let since = foregroundSince, time.sinceStart - since.sinceStart >= RelaunchLedger.grace {
                chance = true
            }
            foregroundSince = nil
        }
        for (position, record) in records.enumerated() {
            switch record.systemName {
            case .authorizationAnswered, .authorizationChanged:
                authorized = record.body["status"]?.stringValue == AuthorizationStatus.authorized.rawValue
            case .remoteRegistrationFailed: hasToken = false
            case .remoteRegistrationToken: hasToken = true
            case .processTerminated: if position > index { close(at: record.time) } else { foregroundSince = nil }
            case .processLaunched, .appState:
                if record.systemName == .processLaunched, position > index { relaunched = true }
                let foreground = record.body["state"]?.stringValue == AppState.foreground.rawValue
                if foreground {
                    if foregroundSince == nil { foregroundSince = record.time }
                } else if position > index {
                    close(at: record.time)
                } else {
                    foregroundSince = nil
                }
            default: break
            }
            if position == index, let since = foregroundSince, since < record.time { foregroundSince = record.time }
        }
        if let last = records.last { close(at: last.time) }
        return chance && authorized && hasToken
    }
}
