import PushContract

/// A persisted queue of Altcraft entities (Core Data `SubscribeEntity`, `MobileEventEntity`) kept
/// in the host store under `altcraft.queue.<name>`, and the pass that sends them
/// (`PushSubscribe.signAll`, `MobileEvent.signAll`). Push events are sent on their own
/// (``AltcraftPushEvents``).
///
/// A pass sends the entities in order. Success and non-retryable failures delete the entity
/// and go on; a retryable failure increments the entity's `retryCount`, or deletes it once the
/// count reached `maxRetryCount = 15` (`SubscribeDbQueries.swift:128-152`), and then ends the
/// pass and asks the flow for an in-process retry. Entities survive a relaunch and are resent by
/// the launch-time retry operations, so nothing queued is lost.
final class AltcraftWorkQueue {
    /// `maxRetryCount` of persisted entities.
    static let maxRetryCount = 15

    /// Sends one entity; `completion` gets the outcome once.
    typealias Sender = (_ entity: [String: JSONValue], _ completion: @escaping (AltcraftOutcome) -> Void) -> Void

    /// The queue name.
    let name: String
    /// The in-process retry flow.
    let flow: AltcraftRetryFlow
    private let core: AltcraftCore
    private let sender: Sender
    /// Checked before a pass; an error ends the pass as a RetryEvent (`startSubscribe` 504).
    var gate: (() -> PushError?)?
    private var running = false
    private var passRequested = false
    /// The number of clears when the running pass, or the chain of retries it belongs to, started.
    private var generation = 0
    /// Reports what a pass or retry run started before the latest `clear()` finds instead of a
    /// configuration (set by the queues whose entities survive the clear); nil: nothing to report.
    var configurationGone: (() -> Void)?

    /// A queue sending its entities with `sender`.
    init(name: String, flow: AltcraftRetryFlow, core: AltcraftCore, sender: @escaping Sender) {
        self.name = name
        self.flow = flow
        self.core = core
        self.sender = sender
    }

    private var key: String { "altcraft.queue.\(name)" }

    /// The persisted entities, oldest first.
    var entities: [[String: JSONValue]] {
        (core.host.store.value(forKey: key)?.arrayValue ?? []).compactMap(\.objectValue)
    }

    private func save(_ entities: [[String: JSONValue]]) {
        core.host.store.set(entities.isEmpty ? nil : .array(entities.map(JSONValue.object)), forKey: key)
    }

    /// Persists an entity (it gets `retryCount: 0`).
    func append(_ entity: [String: JSONValue]) {
        var entity = entity
        entity["retryCount"] = 0
        if core.bugs.contains(.rt10QueuedDuringPassKeptInMemory), running {
            // Planted bug: "don't rewrite the store while a pass iterates it": the entity waits in
            // memory until the pass ends, and is lost if the app is terminated meanwhile.
            unsaved.append(entity)
            return
        }
        save(entities + [entity])
    }

    /// The entities kept in memory while a pass runs (planted bug ``AltcraftCopyBug/rt10QueuedDuringPassKeptInMemory``).
    private var unsaved: [[String: JSONValue]] = []

    /// Writes the entities kept in memory during a pass (planted bug).
    private func flushUnsaved() {
        guard !unsaved.isEmpty else { return }
        save(entities + unsaved)
        unsaved = []
    }

    /// Starts a pass, or queues one after the running pass (`enqueueStart`).
    func start(enableRetry: Bool = true) {
        start(enableRetry: enableRetry, generation: core.clears)
    }

    private func start(enableRetry: Bool, generation: Int) {
        guard !running else {
            passRequested = true
            return
        }
        running = true
        self.generation = generation
        guard generation == core.clears else { return endAfterClear() }
        if let gate, let problem = gate() {
            core.report(problem)
            // Planted bug (rt13PermissionWaitNeverCounted): a missing permission is not a network
            // failure, so it does not consume the retry budget: the counter goes back to 0.
            if enableRetry, core.bugs.contains(.rt13PermissionWaitNeverCounted) { flow.reset() }
            finish(retry: enableRetry)
            return
        }
        // Planted bug (rt14PassSnapshotOverwritesQueue): the pass works on a copy of the queue.
        if core.bugs.contains(.rt14PassSnapshotOverwritesQueue) { passSnapshot = entities }
        process(entities.compactMap { $0["uid"]?.stringValue }, enableRetry: enableRetry)
    }

    /// The queue as the running pass read it (planted bug ``AltcraftCopyBug/rt14PassSnapshotOverwritesQueue``).
    private var passSnapshot: [[String: JSONValue]] = []

    private func process(_ uids: [String], enableRetry: Bool) {
        guard let uid = uids.first else { return finish(retry: false) }
        guard generation == core.clears else { return endAfterClear() }
        guard let entity = entities.first(where: { $0["uid"]?.stringValue == uid }) else {
            return process(Array(uids.dropFirst()), enableRetry: enableRetry)
        }
        // The request in flight keeps the queue alive (a Core Data context outlives the caller):
        // the service extension's facets are released once the content is delivered, and a
        // weak capture here left a delivered event persisted, to be sent again by the app.
        // Planted bug (rt7QueueDequeuedBeforeSend): the entity leaves the store before its send and
        // is stored again only when the answer is retryable.
        let dequeued = core.bugs.contains(.rt7QueueDequeuedBeforeSend)
        if dequeued { remove(uid) }
        sender(entity) { [self] outcome in
            if dequeued, case .retry = outcome { self.save(self.entities + [entity]) }
            switch outcome {
            case .failure where self.core.bugs.contains(.clientErrorKeptInQueue):
                // Planted bug: only a 2xx deletes the entity; a refused one stays for the next pass.
                self.process(Array(uids.dropFirst()), enableRetry: enableRetry)
            case .success, .failure:
                if self.core.bugs.contains(.rt14PassSnapshotOverwritesQueue) {
                    // Planted bug: the pass's copy, minus the entity, is written back over the store,
                    // erasing what was queued since the pass started.
                    self.passSnapshot.removeAll { $0["uid"]?.stringValue == uid }
                    self.save(self.passSnapshot)
                } else {
                    self.remove(uid)
                }
                self.process(Array(uids.dropFirst()), enableRetry: enableRetry)
            case .retry:
                if self.countRetry(uid) {
                    self.process(Array(uids.dropFirst()), enableRetry: enableRetry)
                } else if !enableRetry, self.core.bugs.contains(.rt13LaunchPassRestartsOnRetryEvent) {
                    // Planted bug (rt13LaunchPassRestartsOnRetryEvent): the launch pass drains the
                    // queue while the app is up, starting again at once from the entity that failed.
                    self.process(uids, enableRetry: enableRetry)
                } else {
                    self.finish(retry: enableRetry)
                }
            }
        }
    }

    /// Increments the entity's count; at the limit deletes it and returns true.
    private func countRetry(_ uid: String) -> Bool {
        var all = entities
        guard let index = all.firstIndex(where: { $0["uid"]?.stringValue == uid }) else { return true }
        // Planted bug: the count is read under a misspelt key, so it is always 0 (it is written
        // under the right one) and the entity is never dropped.
        let countKey = core.bugs.contains(.rt4RetryCountKeyMisspelt) ? "retrycount" : "retryCount"
        let count = all[index][countKey]?.integerValue ?? 0
        // Planted bug: the limit test is `>` instead of `>=`: one send more before the entity is dropped.
        let limitReached =
            core.bugs.contains(.rt6QueueRetriedOncePastLimit) ? count > Self.maxRetryCount : count >= Self.maxRetryCount
        if limitReached {
            all.remove(at: index)
            save(all)
            core.host.events.emit(
                SDKEvent(
                    SDKEventName.requestDropped,
                    details: [
                        "request": .string(name), "uid": .string(uid),
                        "retryCount": .number(Double(count)),
                    ]))
            return true
        }
        all[index]["retryCount"] = .number(Double(count + 1))
        save(all)
        return false
    }

    private func remove(_ uid: String) {
        save(entities.filter { $0["uid"]?.stringValue != uid })
    }

    /// A pass, or a retry run, of work started before the latest `clear()`: `clearCache` deleted
    /// the configuration, so the real one finds none and sends nothing (`data/Repository.swift:21-31`,
    /// `auth/AuthManager.swift:15-26`); what survived the clear waits for the next launch.
    /// A pass the app asked for after the clear (the clear dropped the earlier requests) runs then.
    private func endAfterClear() {
        configurationGone?()
        running = false
        flushUnsaved()
        if passRequested {
            passRequested = false
            start()
        }
    }

    private func finish(retry: Bool) {
        running = false
        flushUnsaved()
        if retry {
            passRequested = false
            let generation = generation
            flow.schedule { [weak self] in self?.start(enableRetry: true, generation: generation) }
            return
        }
        if passRequested {
            passRequested = false
            start()
        }
    }

    /// `clear()` for a queue `clearCache` deletes (`dataBase/ClearingDb.swift:70-89`): the retry
    /// is cancelled and the entities are gone. A request in flight is left alone.
    func clear() {
        flow.cancel()
        unsaved = []
        save([])
        passRequested = false
    }

    /// `clear()` for the mobile events, which `clearCache` keeps (`data/Constants.swift:358-371`
    /// lists the entities it deletes): only the stored retry is cancelled
    /// (`retry/RetryManager.swift:35-50`); the entities wait for the next launch.
    func cancelRetry() {
        flow.cancel()
        passRequested = false
    }
}
