import PushContract

/// One in-process retry flow of `retry/Retry.swift`: a counter persisted like Altcraft's
/// `UserDefaults` keys, a delay of 5.5^counter seconds (`initialDelay 2.5 + 3`), and no retry
/// once the counter is past `maxLocalRetryCount = 5` (`Constants.swift:389-403`).
///
/// The counter is never reset by a success; only the launch-time retry operations set it to
/// 0 (`push/Core.swift:32-40`). Its default when never written is 1 for subscribe and token
/// update, and nil (no in-process retry) for push and mobile events
/// (`StoredVariablesManager.swift:154-198`).
final class AltcraftRetryFlow {
    /// Base of the exponential backoff: `initialDelay + 3`.
    static let base = 5.5
    /// `Constants.Retry.maxLocalRetryCount`.
    static let maxLocalRetryCount = 5

    /// The flow name (`subscribe`, `update`, `pushEvent`, `mobileEvent`).
    let name: String
    private let defaultCounter: Int?
    private let core: AltcraftCore
    private var pending: ScheduledWork?

    /// A flow with its store key `altcraft.retry.<name>`.
    init(name: String, defaultCounter: Int?, core: AltcraftCore) {
        self.name = name
        self.defaultCounter = defaultCounter
        self.core = core
    }

    private var key: String { "altcraft.retry.\(name)" }

    /// The stored counter.
    var counter: Int? { core.host.store.value(forKey: key)?.integerValue ?? defaultCounter }

    /// Sets the counter to 0 (`performRetryOperations`).
    func reset() { core.host.store.set(0, forKey: key) }

    /// The delay for a counter value: 5.5^n seconds (`delay(retryCount:)`).
    static func delay(forCounter counter: Int) -> Duration {
        var seconds = 1.0
        for _ in 0..<max(counter, 0) { seconds *= base }
        return .seconds(seconds)
    }

    /// Schedules `work` after 5.5^counter s when the counter allows it; the counter goes up by
    /// one when the work runs. Returns whether a retry was scheduled.
    @discardableResult
    func schedule(minus: Duration = .zero, _ work: @escaping () -> Void) -> Bool {
        guard let stored = counter else { return false }
        let counter: Int
        if core.bugs.contains(.retryDelayCappedNotEnded) {
            // Planted bug: the counter is capped instead of ending the retries (5.5^5 s, for ever).
            counter = min(stored, Self.maxLocalRetryCount)
        } else {
            guard stored <= Self.maxLocalRetryCount else { return false }
            counter = stored
        }
        // Planted bug (rt9PendingRetryNotReplaced): the pending retry is left to fire as well.
        if let pending, !core.bugs.contains(.rt9PendingRetryNotReplaced) { core.host.scheduler.cancel(pending) }
        var delay = Self.delay(forCounter: counter)
        if core.bugs.contains(.rt3BackoffInMilliseconds) {
            // Planted bug: the 5.5^n back-off is handed to the timer as milliseconds.
            delay = .milliseconds(Int(Self.delay(forCounter: counter).components.seconds))
        }
        if core.bugs.contains(.rt4LinearBackoffFromZero) {
            // Planted bug: the back-off is written `(initialDelay + 3) * counter`, linear and 0 at
            // counter 0, instead of `pow(initialDelay + 3, counter)`.
            delay = .seconds(Self.base * Double(counter))
        }
        delay -= minus
        if core.bugs.contains(.rt7RetryDueTimePersisted) {
            // Planted bug: the retry's due time is kept in the store "so a relaunch keeps the
            // schedule"; a due time that passed while the app was not running gives a negative delay.
            let dueKey = "\(key).due"
            let now = core.host.scheduler.now.milliseconds
            if let due = core.host.store.value(forKey: dueKey)?.integerValue {
                delay = .milliseconds(Int64(due) - now)
            } else {
                let due =
                    now + Int64(Double(delay.components.seconds) * 1000 + Double(delay.components.attoseconds) / 1e15)
                core.host.store.set(.number(Double(due)), forKey: dueKey)
            }
        }
        core.host.events.emit(
            SDKEvent(
                SDKEventName.retryScheduled,
                details: [
                    "request": .string(name), "counter": .number(Double(counter)),
                    "delay": .string(delay.transcriptText),
                ]))
        pending = core.host.scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.pending = nil
            if self.core.bugs.contains(.rt7RetryDueTimePersisted) {
                self.core.host.store.set(nil, forKey: "\(self.key).due")
            }
            // Planted bug: the bumped counter is a copy that is never written back, so the next
            // retry reads the same counter (same delay, and the limit of 5 is never reached).
            if !self.core.bugs.contains(.rt2RetryCounterNeverAdvances) {
                self.core.host.store.set(.number(Double(counter + 1)), forKey: self.key)
            }
            work()
        }
        return true
    }

    /// Cancels a scheduled retry.
    func cancel() {
        if let pending { core.host.scheduler.cancel(pending) }
        pending = nil
    }
}
