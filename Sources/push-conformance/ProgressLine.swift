import PushContract
import PushConformanceReports
import PushConformance
import Synchronization

/// The `[412/809] cases run` line a long run keeps redrawing on standard error, so a person at
/// a terminal sees it move. Nothing is drawn when standard error is not a terminal (CI logs,
/// pipes), nor during the first ``delay`` of a run, so a short run prints no progress at all.
/// The line is erased when the run ends; standard output never sees it.
///
/// The clock is injected: tests drive it by hand.
final class ProgressLine: Sendable {
    /// How long a run goes before the line appears.
    static let delay: Duration = .milliseconds(500)
    /// The least time between two redraws.
    static let interval: Duration = .milliseconds(100)

    private struct State {
        var lastDrawn: Duration?
        var shown = false
    }

    private let console: Console
    private let clock: @Sendable () -> Duration
    private let start: Duration
    private let state = Mutex(State())

    /// A progress line for a run starting now (by `clock`).
    init(console: Console, clock: @escaping @Sendable () -> Duration) {
        self.console = console
        self.clock = clock
        self.start = clock()
    }

    /// Reports that `finished` of `total` cases are done; redraws when due.
    func update(finished: Int, total: Int) {
        guard console.errorIsTerminal else { return }
        let now = clock()
        let draw = state.withLock { state -> Bool in
            guard now - start >= Self.delay else { return false }
            if let last = state.lastDrawn, now - last < Self.interval, finished < total { return false }
            state.lastDrawn = now
            state.shown = true
            return true
        }
        if draw { console.write("\r\u{1B}[K[\(finished)/\(total)] cases run", .error) }
    }

    /// Erases the line if it was drawn.
    func finish() {
        let shown = state.withLock { state -> Bool in
            defer { state.shown = false }
            return state.shown
        }
        if shown { console.write("\r\u{1B}[K", .error) }
    }
}
