/// Stable facts about the device, for request bodies (never the real machine's).
public struct DeviceInfo: Sendable, Hashable {
    /// Model identifier, e.g. `iPhone14,7`.
    public var model: String
    /// Device name.
    public var name: String
    /// OS version, e.g. `18.6.2`.
    public var osVersion: String
    /// Language code.
    public var language: String
    /// Time-zone offset, e.g. `+0300`.
    public var timeZone: String
    /// Bundle identifier of the app.
    public var bundleIdentifier: String
    /// App version.
    public var appVersion: String

    /// Creates device facts.
    public init(
        model: String, name: String, osVersion: String, language: String, timeZone: String,
        bundleIdentifier: String, appVersion: String
    ) {
        self.model = model
        self.name = name
        self.osVersion = osVersion
        self.language = language
        self.timeZone = timeZone
        self.bundleIdentifier = bundleIdentifier
        self.appVersion = appVersion
    }
}
