/// A handle to work scheduled on a ``Scheduler``, used to cancel it.
public struct ScheduledWork: Sendable, Hashable {
    /// The scheduler's sequence number for this work.
    public let id: Int

    /// Wraps a sequence number.
    public init(id: Int) { self.id = id }
}
