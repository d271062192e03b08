/// How a notification reached the app.
public enum DeliveryMechanism: String, Sendable, Hashable, Codable {
    /// A visible notification (`aps.alert` shown by the system).
    case standard
    /// A silent, background push.
    case silent
}
