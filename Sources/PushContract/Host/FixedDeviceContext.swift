/// A context signal that never changes: for hosts without one (it answers ``MomentQuality/unknown``
/// unless told otherwise).
public final class FixedDeviceContext: DeviceContextHost {
    /// The quality it always answers.
    public let momentQuality: MomentQuality

    /// A context answering `quality`.
    public init(_ quality: MomentQuality = .unknown) { momentQuality = quality }
}
