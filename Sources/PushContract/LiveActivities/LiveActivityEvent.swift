/// A live-activity push event (R14).
public enum LiveActivityEvent: String, Sendable, Hashable, CaseIterable, Codable {
    /// Starts an activity (push-to-start).
    case start
    /// Updates the content state.
    case update
    /// Ends the activity.
    case end
}
