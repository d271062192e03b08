/// The interruption level of a notification (R5).
public enum InterruptionLevel: String, Sendable, Hashable, CaseIterable, Codable {
    /// Added silently to the notification list.
    case passive
    /// The default: presented at once.
    case active
    /// Breaks through Focus.
    case timeSensitive = "time-sensitive"
    /// Breaks through mute; needs an entitlement.
    case critical
}
