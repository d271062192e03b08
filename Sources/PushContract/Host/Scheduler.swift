/// The device's clock and run loop, as an adapter sees it.
///
/// # Implementation requirements
///
/// - `now` never goes back; it moves only when the host advances time.
/// - Work scheduled for the same instant runs in the order it was scheduled.
/// - A negative delay is a programming error the host reports (invariant TIME-001); it never
///   runs work in the past.
/// - Cancelled work never runs.
///
/// Adapters must use this for every delay, timeout and retry backoff: never sleep, never read
/// a wall clock.
///
/// # Concurrency
///
/// The scheduler is the host's one thread of control, as an `EventLoop` is a channel's. Every
/// call the host makes to an adapter, every completion a host part calls and every piece of
/// scheduled `work` runs on it, one at a time, never concurrently. `schedule` and `cancel` are
/// called only from that thread of control (an adapter call, a completion, scheduled work), so
/// `work` is not `@Sendable`. Like swift-nio's `EmbeddedEventLoop`, the simulator's
/// scheduler runs nothing on its own: work runs when the host advances virtual time, in due
/// order, and whatever is still scheduled at the end of a scenario is reported as a leftover.
public protocol Scheduler: AnyObject {
    /// The current instant.
    var now: DeviceInstant { get }

    /// Runs `work` after `delay` (zero: later in the current instant, after work already due).
    @discardableResult
    func schedule(after delay: Duration, _ work: @escaping () -> Void) -> ScheduledWork

    /// Cancels scheduled work; cancelling work that already ran does nothing.
    func cancel(_ work: ScheduledWork)
}
