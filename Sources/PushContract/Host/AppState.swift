/// The state of the app when something happens to it.
public enum AppState: String, Sendable, Hashable, CaseIterable, Codable {
    /// The process is not running.
    case notRunning
    /// Running in the background.
    case background
    /// Foreground but not receiving events.
    case inactive
    /// In the foreground and active.
    case foreground
}
