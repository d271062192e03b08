/// A point in a device's virtual time: the duration since the device started.
///
/// Time is an input: adapters read it from ``Scheduler/now`` and never from a wall clock.
public struct DeviceInstant: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Time since the device started.
    public var sinceStart: Duration

    /// Creates an instant.
    public init(sinceStart: Duration) { self.sinceStart = sinceStart }

    /// The device's start.
    public static let zero = DeviceInstant(sinceStart: .zero)

    /// Whole milliseconds since the start (rounded toward zero).
    public var milliseconds: Int64 {
        let (seconds, attoseconds) = sinceStart.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// Whole seconds since the start.
    public var wholeSeconds: Int64 { sinceStart.components.seconds }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> DeviceInstant { DeviceInstant(sinceStart: sinceStart + duration) }

    /// Orders instants.
    public static func < (lhs: DeviceInstant, rhs: DeviceInstant) -> Bool { lhs.sinceStart < rhs.sinceStart }

    /// Seconds with up to three decimals and no trailing zeros: `0s`, `5.5s`, `30.25s`.
    public var description: String { Self.format(milliseconds: milliseconds) }

    /// Formats milliseconds the transcript way.
    public static func format(milliseconds: Int64) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let seconds = magnitude / 1000
        var fraction = String(magnitude % 1000)
        if magnitude % 1000 == 0 { return "\(sign)\(seconds)s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(seconds).\(fraction)s"
    }
}

extension Duration {
    /// Formats a duration like a ``DeviceInstant``: `5.5s`.
    public var transcriptText: String { DeviceInstant(sinceStart: self).description }
}
