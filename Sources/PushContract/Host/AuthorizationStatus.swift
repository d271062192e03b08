/// The user's answer to the notification permission prompt.
public enum AuthorizationStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not asked yet.
    case notDetermined
    /// Refused.
    case denied
    /// Allowed.
    case authorized
    /// Allowed quietly.
    case provisional
    /// Allowed for an App Clip.
    case ephemeral

    /// Whether notifications may be shown.
    public var allowsNotifications: Bool {
        switch self {
        case .authorized, .provisional, .ephemeral: return true
        case .notDetermined, .denied: return false
        }
    }
}
