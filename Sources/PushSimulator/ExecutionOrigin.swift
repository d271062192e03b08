import PushContract

/// A push being handled, and whether the adapter under test owns it.
public struct PushMark: Sendable, Hashable {
    /// The simulator's sequence number for the push.
    public var push: Int
    /// `PushVendor.claims(payload)` for that push.
    public var claimed: Bool

    /// Creates a mark.
    public init(push: Int, claimed: Bool) {
        self.push = push
        self.claimed = claimed
    }
}

/// Why a piece of work runs: the scenario step that started it, the push it handles, and the
/// chain of HTTP requests whose answers led to it. Scheduled work inherits its scheduler's
/// origin. The device uses it to run, suspend and end each process's work; the transcript
/// writes what an instrumented device would see of it (``RecordContext``, the line's `during`),
/// and nothing else of it reaches an invariant.
public struct ExecutionOrigin: Sendable, Hashable {
    /// The push being handled, if any.
    public var push: PushMark?
    /// Request sequence numbers, outermost first; the last is the answer being handled.
    public var lineage: [Int]
    /// The process doing the work: 0 is the app, n > 0 the service extension run for push n.
    public var process: Int

    /// Creates an origin.
    public init(push: PushMark? = nil, lineage: [Int] = [], process: Int = 0) {
        self.push = push
        self.lineage = lineage
        self.process = process
    }

    /// The app process.
    public static let appProcess = 0

    /// The origin of work started directly by a scenario step.
    public static let step = ExecutionOrigin()
}
