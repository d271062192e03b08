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
