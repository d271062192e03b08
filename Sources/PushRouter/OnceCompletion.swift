import PushContract

/// Wraps a system completion so it runs exactly once: the first call (from the adapter, or
/// the deadline's fallback) passes; later ones are swallowed and reported.
final class OnceCompletion<Value> {
    private var completion: ((Value) -> Void)?
    private var deadline: ScheduledWork?
    private let scheduler: any Scheduler
    private let onExtra: () -> Void

    init(scheduler: any Scheduler, completion: @escaping (Value) -> Void, onExtra: @escaping () -> Void) {
        self.scheduler = scheduler
        self.completion = completion
        self.onExtra = onExtra
    }

    /// Completes with `fallback` after `timeout` unless completed before; `onTimeout` runs first.
    func arm(timeout: Duration, fallback: Value, onTimeout: @escaping () -> Void) {
        // Held strongly by the scheduled work: an adapter that drops its completion must not
        // take the deadline with it. Released when the deadline fires or is cancelled.
        deadline = scheduler.schedule(after: timeout) { [self] in
            guard completion != nil else { return }
            deadline = nil
            onTimeout()
            call(fallback)
        }
    }

    /// Calls the wrapped completion the first time; reports every later call.
    func call(_ value: Value) {
        guard let completion else {
            onExtra()
            return
        }
        self.completion = nil
        if let deadline { scheduler.cancel(deadline) }
        deadline = nil
        completion(value)
    }
}
