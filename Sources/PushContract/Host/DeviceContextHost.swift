/// How good the present moment is for showing a notification, as the device's context signal
/// (motion, activity, time of day… whatever a context-aware SDK samples) judges it.
public enum MomentQuality: String, Sendable, Hashable, CaseIterable, Codable {
    /// A good moment: the user is likely to welcome a notification now.
    case good
    /// A bad moment: better not to interrupt now.
    case bad
    /// No signal: the device cannot tell.
    case unknown
}

/// The device's real-world context, as an adapter sees it.
///
/// Implementation requirements: reading the quality has no side effect and never blocks; the
/// value may change whenever virtual time moves (the host scripts it), so an adapter that
/// samples "for a while" reads it again after its own ``Scheduler`` delay.
public protocol DeviceContextHost: AnyObject {
    /// The moment quality now.
    var momentQuality: MomentQuality { get }
}

/// A context signal that never changes: for hosts without one (it answers ``MomentQuality/unknown``
/// unless told otherwise).
public final class FixedDeviceContext: DeviceContextHost {
    /// The quality it always answers.
    public let momentQuality: MomentQuality

    /// A context answering `quality`.
    public init(_ quality: MomentQuality = .unknown) { momentQuality = quality }
}
