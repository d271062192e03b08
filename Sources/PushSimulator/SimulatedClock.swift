public import PushContract

/// The device's virtual clock and run loop, modelled on SwiftNIO's `EmbeddedEventLoop`: time
/// starts at 0 and moves only when told; work due at the same instant runs in the order it was
/// scheduled; nothing ever sleeps.
///
/// Time arithmetic saturates at ``horizon`` and never traps: work scheduled further ahead is due
/// at the horizon (it shows as a pending timer there), and time never moves past it.
public final class SimulatedClock: Scheduler {
    /// The latest instant the clock knows: 10^12 s (about 31,700 years). Every instant up to it
    /// has an exact whole number of milliseconds below 2^53, so transcripts stay exact; no
    /// bounded scenario comes near it (10,000 steps of at most 30 days each is about 820 years).
    public static let horizon = DeviceInstant(sinceStart: .seconds(1_000_000_000_000))

    /// The current instant.
    public private(set) var now: DeviceInstant = .zero
    /// The origin of the work running now.
    public private(set) var currentOrigin: ExecutionOrigin = .step
    /// Called when an adapter asks for a negative delay (reported as TIME-001).
    var onNegativeDelay: ((Duration) -> Void)?

    private var queue = PendingWork()
    private var nextSequence = 1
    /// Work of suspended processes (``hold(process:)``), in scheduling order: it runs only once
    /// its process is released.
    private var held: [PendingWork.Entry] = []
    /// Processes whose newly scheduled work is held at once (``holdNewWork(of:)``).
    private var holdingNew: Set<Int> = []

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
        return enqueue(at: instant(after: delay), origin: currentOrigin, work)
    }

    /// The instant `delay` after now, saturating at ``horizon`` (a negative delay counts as zero).
    /// Compared before adding, so even `Duration.seconds(Int64.max)` cannot overflow.
    public func instant(after delay: Duration) -> DeviceInstant {
        guard delay > .zero else { return now }
        let room = Self.horizon.sinceStart - now.sinceStart
        return delay >= room ? Self.horizon : now.advanced(by: delay)
    }

    /// Transcript text for any duration (`5.5s`, `-1s`), clamped to ±``horizon`` so a duration
    /// an adapter made up (`.seconds(Int64.min)`) is shown instead of trapping.
    public static func transcriptText(_ duration: Duration) -> String {
        let limit = horizon.sinceStart
        return min(max(duration, .zero - limit), limit).transcriptText
    }

    /// Cancels scheduled work.
    public func cancel(_ work: ScheduledWork) {
        queue.removeAll { $0.sequence == work.id }
        held.removeAll { $0.sequence == work.id }
    }

    /// Schedules work with an explicit origin (the simulator's own parts use this).
    @discardableResult
    func enqueue(at due: DeviceInstant, origin: ExecutionOrigin, _ work: @escaping () -> Void) -> ScheduledWork {
        let entry = PendingWork.Entry(due: due, sequence: nextSequence, origin: origin, work: work)
        nextSequence += 1
        if holdingNew.contains(origin.process) {
            held.append(entry)
        } else {
            queue.insert(entry)
        }
        return ScheduledWork(id: entry.sequence)
    }

    // MARK: - Suspension

    /// From now on, work `process` schedules waits until ``release(process:)``; what it scheduled
    /// before still runs (an app that called its last completion: SimulatedDevice+Suspension).
    func holdNewWork(of process: Int) { holdingNew.insert(process) }

    /// Suspends `process`: none of its work runs until ``release(process:)``, neither pending
    /// nor new. Returns how many pieces are waiting.
    @discardableResult
    func hold(process: Int) -> Int {
        holdingNew.insert(process)
        held += queue.extract { $0.origin.process == process }
        held.sort { $0.sequence < $1.sequence }
        return held.count(where: { $0.origin.process == process })
    }

    /// Resumes `process`: its waiting work is due again, in the order it was scheduled; work whose
    /// instant has passed runs now. Returns how many pieces were waiting.
    @discardableResult
    func release(process: Int) -> Int {
        holdingNew.remove(process)
        let waiting = held.filter { $0.origin.process == process }
        held.removeAll { $0.origin.process == process }
        for entry in waiting {
            queue.insert(
                PendingWork.Entry(
                    due: max(entry.due, now), sequence: entry.sequence, origin: entry.origin, work: entry.work))
        }
        return waiting.count
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
    /// How many pieces of work may run in the whole life of the clock (nil: no limit, the
    /// default). The explorer sets one so an adapter that keeps retrying every few milliseconds
    /// through a long `advance` cannot stall it: past the budget every pending piece is dropped
    /// and reported once, and nothing more runs.
    public var totalWorkLimit: Int?
    /// Called once when ``totalWorkLimit`` is used up, with the number of pieces dropped.
    var onWorkBudgetExhausted: ((Int) -> Void)?
    private var totalRan = 0
    private var budgetExhausted = false

    /// Runs every piece of work due now, including work it schedules for now. Work that keeps
    /// rescheduling itself at the same instant is stopped after ``workLimitPerInstant`` pieces:
    /// what is still due now is dropped and reported, so a runaway adapter cannot hang a run.
    public func runUntilIdle() {
        var ran = 0
        while let first = queue.first, first.due <= now {
            guard ran < workLimitPerInstant else {
                onRunaway?(queue.removeAll { $0.due <= now })
                return
            }
            if let limit = totalWorkLimit, totalRan >= limit {
                let dropped = queue.removeAll { _ in true }
                if !budgetExhausted { onWorkBudgetExhausted?(dropped) }
                budgetExhausted = true
                return
            }
            _ = queue.removeFirst()
            ran += 1
            totalRan += 1
            withOrigin(first.origin) { first.work() }
        }
    }

    /// Moves time forward to `target` (at most ``horizon``), running due work in order on the way.
    public func advance(to target: DeviceInstant) {
        let target = min(target, Self.horizon)
        runUntilIdle()
        while let first = queue.first, first.due <= target {
            now = max(now, first.due)
            runUntilIdle()
        }
        if target > now { now = target }
        runUntilIdle()
    }

    /// Moves time forward by `duration` (saturating at ``horizon``).
    public func advance(by duration: Duration) {
        advance(to: instant(after: duration))
    }

    /// Lets the pending work run on with no step for `period` (nothing is held back but the work
    /// of suspended processes), at most `budget` pieces of it. Returns how many pieces ran when
    /// the budget was used up with work still due within the period (the work never comes to
    /// rest: EXP-002), nil when it came to rest or only work due later is left. The end of a case
    /// runs it with the recorder muted (``SimulatedDevice/finish()``).
    func settle(for period: Duration, budget: Int) -> Int? {
        let end = instant(after: period)
        var ran = 0
        while let first = queue.first, first.due <= end {
            guard ran < budget else { return ran }
            _ = queue.removeFirst()
            now = max(now, first.due)
            ran += 1
            withOrigin(first.origin) { first.work() }
        }
        return nil
    }

    /// Drops the pending work of one process (it died), waiting work too; returns how many
    /// pieces were dropped. Its new work is no longer held.
    @discardableResult
    func drop(process: Int) -> Int {
        holdingNew.remove(process)
        let waiting = held.count(where: { $0.origin.process == process })
        held.removeAll { $0.origin.process == process }
        return waiting + queue.removeAll { $0.origin.process == process }
    }

    /// Forgets every pending piece of work and both report hooks without running them. The
    /// device that owns the clock calls it when it goes away: pending closures hold adapters,
    /// completions and the device's parts, which hold this clock, so keeping them would keep
    /// the whole finished case alive.
    func discardAll() {
        queue.removeAll { _ in true }
        held.removeAll()
        onNegativeDelay = nil
        onRunaway = nil
    }

    /// Pending work: (due instant, origin), in run order, then the work of suspended processes
    /// (waiting for their next wake) in the order it was scheduled.
    public var pending: [(due: DeviceInstant, origin: ExecutionOrigin)] {
        queue.all.map { ($0.due, $0.origin) } + held.map { ($0.due, $0.origin) }
    }

    /// When the next pending work is due.
    public var nextDue: DeviceInstant? { queue.first?.due }
}

/// `SimulatedClock` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedClock: Sendable {}
