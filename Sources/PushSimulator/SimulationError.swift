/// A scenario asked the device for something impossible (tap with no notification shown…).
/// The runner reports it as "errored" with the step id; it never traps.
public struct SimulationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
