public import PushContract

/// The device's virtual clock and run loop, modelled on SwiftNIO's `EmbeddedEventLoop`: time
/// starts at 0 and moves only when told; work due at the same instant runs in the order it was
/// scheduled; nothing ever sleeps.
public final class SimulatedClock: Scheduler {
    private struct Entry {
        let due: DeviceInstant
        let sequence: Int
        let origin: ExecutionOrigin
        let work: () -> Void
    }

    /// The current instant.
    public private(set) var now: DeviceInstant = .zero
    /// The origin of the work running now.
    public private(set) var currentOrigin: ExecutionOrigin = .step
    /// Called when an adapter asks for a negative delay (reported as TIME-001).
    var onNegativeDelay: ((Duration) -> Void)?

    private var queue: [Entry] = []
    private var nextSequence = 1

    /// A clock at instant zero.
    public init() {}

    /// Schedules work; a negative delay is reported and treated as zero.
    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping () -> Void) -> ScheduledWork {
        var delay = delay
        if delay < .zero {
            onNegativeDelay?(delay)
            delay = .zero
        }
        return enqueue(at: now.advanced(by: delay), origin: currentOrigin, work)
    }

    /// Cancels scheduled work.
    public func cancel(_ work: ScheduledWork) {
        queue.removeAll { $0.sequence == work.id }
    }

    /// Schedules work with an explicit origin (the simulator's own parts use this).
    @discardableResult
    func enqueue(at due: DeviceInstant, origin: ExecutionOrigin, _ work: @escaping () -> Void) -> ScheduledWork {
        let entry = Entry(due: due, sequence: nextSequence, origin: origin, work: work)
        nextSequence += 1
        // Keep the queue sorted by (due, sequence): insert after every entry due at or before.
        let index = queue.firstIndex { $0.due > due } ?? queue.count
        queue.insert(entry, at: index)
        return ScheduledWork(id: entry.sequence)
    }

    /// Runs `body` with `origin` as the current origin.
    func withOrigin<T>(_ origin: ExecutionOrigin, _ body: () throws -> T) rethrows -> T {
        let saved = currentOrigin
        currentOrigin = origin
        defer { currentOrigin = saved }
        return try body()
    }

    /// How many pieces of work may run at one instant before the clock calls it a runaway loop.
    public var workLimitPerInstant = 10_000
    /// Called once when the limit is hit, with the number of pieces dropped.
    var onRunaway: ((Int) -> Void)?

    /// Runs every piece of work due now, including work it schedules for now. Work that keeps
    /// rescheduling itself at the same instant is stopped after ``workLimitPerInstant`` pieces:
    /// what is still due now is dropped and reported, so a runaway adapter cannot hang a run.
    public func runUntilIdle() {
        var ran = 0
        while let first = queue.first, first.due <= now {
            guard ran < workLimitPerInstant else {
                let before = queue.count
                queue.removeAll { $0.due <= now }
                onRunaway?(before - queue.count)
                return
            }
            queue.removeFirst()
            ran += 1
            withOrigin(first.origin) { first.work() }
        }
    }

    /// Moves time forward to `target`, running due work in order on the way.
    public func advance(to target: DeviceInstant) {
        runUntilIdle()
        while let first = queue.first, first.due <= target {
            now = max(now, first.due)
            runUntilIdle()
        }
        if target > now { now = target }
        runUntilIdle()
    }

    /// Moves time forward by `duration`.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: max(duration, .zero)))
    }

    /// Drops the pending work of one process (it died); returns how many pieces were dropped.
    @discardableResult
    func drop(process: Int) -> Int {
        let count = queue.count
        queue.removeAll { $0.origin.process == process }
        return count - queue.count
    }

    /// Pending work: (due instant, origin), in run order.
    public var pending: [(due: DeviceInstant, origin: ExecutionOrigin)] {
        queue.map { ($0.due, $0.origin) }
    }

    /// When the next pending work is due.
    public var nextDue: DeviceInstant? { queue.first?.due }
}
