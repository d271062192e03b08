import PushContract
import PushSimulator

/// The app process as the LAK rules follow it through a transcript: whether it runs and is
/// awake, and which attributes types the app set up in this process (`app.called` records with
/// `liveActivities.setUpPushToStart` and `liveActivities.trackActivities`).
struct LiveActivityProcess {
    /// Whether the process runs.
    var running = false
    /// Whether it is suspended.
    var suspended = false
    /// Types set up for push-to-start in this process.
    var pushToStart: Set<String> = []
    /// Types tracked in this process.
    var tracked: Set<String> = []
    /// Every token some request carried so far.
    var sent: Set<String> = []

    /// Whether the app can act now.
    var awake: Bool { running && !suspended }

    /// What the record changes; returns the type the record set up (`pushToStart:` or `track:`).
    mutating func observe(_ record: TranscriptRecord, _ identities: LiveActivityIdentities) -> String? {
        switch record.systemName {
        case .processLaunched?:
            self = LiveActivityProcess(running: true, sent: sent)
        case .processTerminated?:
            self = LiveActivityProcess(sent: sent)
        case .appSuspended?:
            suspended = true
        case .appResumed?:
            suspended = false
            return "resumed"
        case .appCalled?:
            guard let type = record.body["attributesType"]?.stringValue else { return nil }
            switch record.body["call"]?.stringValue {
            case "liveActivities.setUpPushToStart":
                pushToStart.insert(type)
                return "pushToStart:" + type
            case "liveActivities.trackActivities":
                tracked.insert(type)
                return "track:" + type
            default: return nil
            }
        default:
            break
        }
        if record.kind == .http {
            let carried = identities.read(record)
            sent.formUnion(carried.startTokens.keys)
            sent.formUnion(carried.updateTokens.keys)
        }
        return nil
    }
}

/// Tokens (or activities) something must be sent for, each with the record that made it due.
struct Obligations {
    private(set) var due: [String: (record: TranscriptRecord, message: String)] = [:]

    mutating func add(_ key: String, _ record: TranscriptRecord, _ message: String) {
        if due[key] == nil { due[key] = (record, message) }
    }

    mutating func remove(_ key: String) { due[key] = nil }

    mutating func removeAll(where predicate: (String) -> Bool) {
        for key in due.keys where predicate(key) { due[key] = nil }
    }

    /// The open ones as findings, with their keys, in transcript order of the records that made
    /// them due.
    func findings() -> [(key: String, record: TranscriptRecord, message: String)] {
        due.sorted { ($0.value.record.time, $0.value.message) < ($1.value.record.time, $1.value.message) }.map {
            ($0.key, $0.value.record, $0.value.message)
        }
    }
}

/// Which activities each app process could have seen only in `Activity<T>.activities`: those
/// that started before it launched, and which of them a request of that process named (its id,
/// or an update token of it). It names the LAK mechanism
/// ``ViolationMechanism/activityFromBeforeLaunchUnseen(of:)``, judging only the transcript.
struct LiveActivityLaunchWatch {
    private var index = 0
    /// Where each process launched, in order, and what its requests named.
    private var processes: [(launchedAt: Int, named: Set<String>)] = []
    private var startedAt: [String: Int] = [:]

    /// The number of processes launched so far (the running or last one is `count - 1`).
    var launches: Int { processes.count }

    /// Reads one record, after `identities` read it.
    mutating func observe(_ record: TranscriptRecord, _ identities: LiveActivityIdentities) {
        defer { index += 1 }
        switch record.systemName {
        case .processLaunched?:
            processes.append((index, []))
        case .activityStarted?:
            if let id = record.body["activity"]?.stringValue { startedAt[id] = index }
        default:
            guard record.kind == .http, !processes.isEmpty else { return }
            let carried = identities.read(record)
            processes[processes.count - 1].named.formUnion(carried.namedActivities)
            processes[processes.count - 1].named.formUnion(carried.updateTokens.values)
        }
    }

    /// The mechanism when `activity` started before the process `process` (a launch ordinal;
    /// nil: the last one launched) launched and no request of that process named it; nil
    /// otherwise.
    func unseen(_ activity: String?, of invariant: RequirementID, process: Int? = nil) -> ViolationMechanism? {
        guard let activity, let ordinal = process ?? (processes.isEmpty ? nil : processes.count - 1),
            processes.indices.contains(ordinal), let started = startedAt[activity],
            started < processes[ordinal].launchedAt, !processes[ordinal].named.contains(activity)
        else { return nil }
        return .activityFromBeforeLaunchUnseen(of: invariant)
    }
}

extension Judgement {
    /// The open obligations as findings (each with the mechanism `mechanism` names for its key),
    /// or "not checkable" when the transcript has no end.
    mutating func close(
        _ obligations: Obligations, records: [TranscriptRecord],
        mechanism: (String) -> ViolationMechanism? = { _ in nil }
    ) {
        guard !obligations.due.isEmpty else { return }
        guard records.contains(where: { $0.kind == .leftovers }) else {
            lacks("leftovers (the end of the case, before which the token is due)")
            return
        }
        for (key, record, message) in obligations.findings() {
            found(record, message, mechanism: mechanism(key))
        }
    }
}
