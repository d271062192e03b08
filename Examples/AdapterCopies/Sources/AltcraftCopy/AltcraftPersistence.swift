import PushContract

/// A persisted queue of Altcraft entities (Core Data `SubscribeEntity`, `PushEventEntity`,
/// `MobileEventEntity`) kept in the host store under `altcraft.queue.<name>`, and the pass that
/// sends them (`PushSubscribe.signAll`, `PushEvent`, `MobileEvent`).
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
        save(entities + [entity])
    }

    /// Starts a pass, or queues one after the running pass (`enqueueStart`).
    func start(enableRetry: Bool = true) {
        guard !running else {
            passRequested = true
            return
        }
        running = true
        if let gate, let problem = gate() {
            core.report(problem)
            finish(retry: enableRetry)
            return
        }
        process(entities.compactMap { $0["uid"]?.stringValue }, enableRetry: enableRetry)
    }

    private func process(_ uids: [String], enableRetry: Bool) {
        guard let uid = uids.first else { return finish(retry: false) }
        guard let entity = entities.first(where: { $0["uid"]?.stringValue == uid }) else {
            return process(Array(uids.dropFirst()), enableRetry: enableRetry)
        }
        // The request in flight keeps the queue alive (a Core Data context outlives the caller):
        // the service extension's facets are released once the content is delivered, and a
        // weak capture here left a delivered event persisted, to be sent again by the app.
        sender(entity) { [self] outcome in
            switch outcome {
            case .failure where self.core.bugs.contains(.clientErrorKeptInQueue):
                // Planted bug: only a 2xx deletes the entity; a refused one stays for the next pass.
                self.process(Array(uids.dropFirst()), enableRetry: enableRetry)
            case .success, .failure:
                self.remove(uid)
                self.process(Array(uids.dropFirst()), enableRetry: enableRetry)
            case .retry:
                if self.countRetry(uid) {
                    self.process(Array(uids.dropFirst()), enableRetry: enableRetry)
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
        if count >= Self.maxRetryCount {
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

    private func finish(retry: Bool) {
        running = false
        if retry {
            passRequested = false
            flow.schedule { [weak self] in self?.start() }
            return
        }
        if passRequested {
            passRequested = false
            start()
        }
    }

    /// Forgets everything (clear()).
    func clear() {
        flow.cancel()
        save([])
        passRequested = false
    }
}
