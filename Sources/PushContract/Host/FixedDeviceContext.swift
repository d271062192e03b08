/// A context signal that never changes: for hosts without one (it answers ``MomentQuality/unknown``
/// unless told otherwise).
public final class FixedDeviceContext: DeviceContextHost {
    /// The quality it always answers.
    public let momentQuality: MomentQuality

    /// A context answering `quality`.
    public init(_ quality: MomentQuality = .unknown) { momentQuality = quality }
}

/// `FixedDeviceContext` is not `Sendable`:
/// it holds the host's parts, which an adapter uses only on the thread its host runs it on.
@available(*, unavailable)
extension FixedDeviceContext: Sendable {}
