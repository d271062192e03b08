import PushContract
package import PushSimulator

extension Invariant {
    /// The launch of the first app process launched after position `index` that was handed one
    /// of `handed` (the system's `remote-registration.token`, a provider's `token-provider.fetch`),
    /// came to the foreground and kept running there for ``RelaunchLedger/grace`` after both
    /// (until its termination, or the transcript's last record), as EXP-004..006 give a
    /// relaunched process its chance. A process the token was never handed to (its registration
    /// failed, no provider gave it) had nothing to register: the token is the system's to hand
    /// again (found by `explore`, seed 777 run 565 on altcraft: APNs registration failed at the
    /// relaunch). A handing at a position in `ignoring` does not count.
    static func laterProcessRan(
        _ records: [TranscriptRecord], after index: Int, handed: Set<String>, ignoring: Set<Int> = []
    )
        -> TranscriptRecord?
    {
        var launch: TranscriptRecord?
        var foregroundSince: DeviceInstant?
        var handedSince: DeviceInstant?
        func ran(until end: DeviceInstant) -> Bool {
            guard launch != nil, let foreground = foregroundSince, let given = handedSince else { return false }
            return end.sinceStart - max(foreground.sinceStart, given.sinceStart) >= RelaunchLedger.grace
        }
        for position in records.indices.dropFirst(index + 1) {
            let record = records[position]
            if record.systemName == .processTerminated {
                if ran(until: record.time), let launch { return launch }
                launch = nil
                foregroundSince = nil
                handedSince = nil
            } else if record.systemName == .processLaunched {
                launch = record
                foregroundSince = record.body["state"]?.stringValue == AppState.foreground.rawValue ? record.time : nil
                handedSince = nil
            } else if launch != nil, foregroundSince == nil, record.systemName == .appState,
                record.body["state"]?.stringValue == AppState.foreground.rawValue
            {
                foregroundSince = record.time
            } else if launch != nil, handedSince == nil, !ignoring.contains(position),
                record.systemName == .remoteRegistrationToken || record.systemName == .tokenProviderFetch,
                let token = record.body["token"]?.stringValue, handed.contains(token)
            {
                handedSince = record.time
            }
        }
        if let last = records.last, ran(until: last.time), let launch { return launch }
        return nil
    }

    /// The positions of the device tokens (`remote-registration.token`) that answered only a
    /// registration the app made in a step of its own, while no registration of the SDK's
    /// waited for an answer. A `remote-registration.requested` is the SDK's when it is written in
    /// the step that launched its process (the SDK's launch handling, as
    /// ``unregisteredLaunches(_:)`` reads it), while an answer or a push was handled (`during`),
    /// or after the app called the SDK in its step (`app.called`); any other is the app's own (a
    /// scenario's registration step). The system answers registrations in the order they were
    /// made (`remote-registration.token` or `.failed`, one each), within one app process; a
    /// token with no registration waiting for it is no one's and is not listed.
    package static func tokensAnsweringAppRegistrationOnly(_ records: [TranscriptRecord]) -> Set<Int> {
        // The registrations of the current process still waiting for an answer, oldest first:
        // `true` for the SDK's.
        var waiting: [Bool] = []
        var launchStep: String?
        var calledInStep: String?
        var found: Set<Int> = []
        for (position, record) in records.enumerated() {
            switch record.systemName {
            case .processLaunched?:
                waiting = []
                launchStep = record.step
                calledInStep = nil
            case .processTerminated?:
                waiting = []
                launchStep = nil
                calledInStep = nil
            case .appCalled?:
                calledInStep = record.step
            case .remoteRegistrationRequested?:
                waiting.append(record.step == launchStep || !record.during.isEmpty || record.step == calledInStep)
            case .remoteRegistrationToken?:
                if !waiting.isEmpty, !waiting.contains(true) { found.insert(position) }
                if !waiting.isEmpty { waiting.removeFirst() }
            case .remoteRegistrationFailed?:
                if !waiting.isEmpty { waiting.removeFirst() }
            default:
                continue
            }
        }
        return found
    }
}
