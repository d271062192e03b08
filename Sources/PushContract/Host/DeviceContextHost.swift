/// The device's real-world context, as an adapter sees it.
///
/// Implementation requirements: reading the quality has no side effect and never blocks; the
/// value may change whenever virtual time moves (the host scripts it), so an adapter that
/// samples "for a while" reads it again after its own ``Scheduler`` delay.
public protocol DeviceContextHost: AnyObject {
    /// The moment quality now.
    var momentQuality: MomentQuality { get }
}
