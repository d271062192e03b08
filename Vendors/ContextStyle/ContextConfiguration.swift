import PushContract

/// The adapter's switches, from the vendor configuration (every key optional).
///
/// - `calibration` (Boolean, default false): show every push at once (Context Push: "During calibration
///   phase, your notifications will always be delivered the moment it's received",
///   https://docs.push.contextsdk.com/).
/// - `showInForeground` (Boolean, default false): a context push arriving while the app is in the foreground
///   is shown at once instead of not scheduled (Customer IO guide “`didReceiveRemoteNotification`” leaves it
///   to the app).
/// - `userID` (string): the `userId` of Customer.io's `identify` (Customer IO guide
///   “`didFinishLaunchingWithOptions`”, `email`).
struct ContextConfiguration: Sendable, Hashable {
    var calibration = false
    var showInForeground = false
    var userID: String?

    /// Parses the switches; a value of the wrong type keeps the default and is reported once,
    /// at launch, as `configuration.invalid-value`.
    static func parse(_ raw: [String: JSONValue]) -> (ContextConfiguration, [PushError]) {
        var configuration = ContextConfiguration()
        var problems: [PushError] = []
        func flag(_ key: String) -> Bool? {
            guard let value = raw[key] else { return nil }
            if let flag = value.boolValue { return flag }
            problems.append(invalid(key, "a Boolean", value))
            return nil
        }
        if let value = flag("calibration") { configuration.calibration = value }
        if let value = flag("showInForeground") { configuration.showInForeground = value }
        if let value = raw["userID"] {
            if let text = value.stringValue, !text.isEmpty {
                configuration.userID = text
            } else {
                problems.append(invalid("userID", "a non-empty string", value))
            }
        }
        return (configuration, problems)
    }

    private static func invalid(_ key: String, _ expected: String, _ value: JSONValue) -> PushError {
        PushError(
            .invalidConfiguration,
            message: "configuration \(key) must be \(expected), found \(value.typeName); the default is used",
            details: ["key": .string(key)])
    }
}
