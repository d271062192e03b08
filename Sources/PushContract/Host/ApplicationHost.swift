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
    public init(model: String, name: String, osVersion: String, language: String, timeZone: String,
                bundleIdentifier: String, appVersion: String) {
        self.model = model
        self.name = name
        self.osVersion = osVersion
        self.language = language
        self.timeZone = timeZone
        self.bundleIdentifier = bundleIdentifier
        self.appVersion = appVersion
    }
}

/// The running app, as an adapter sees it.
///
/// Implementation requirements: `registerForRemoteNotifications` answers later through
/// ``PushAdapter/didRegisterForRemoteNotifications(deviceToken:)`` or
/// ``PushAdapter/didFailToRegisterForRemoteNotifications(error:)``.
public protocol ApplicationHost: AnyObject {
    /// The app's state now.
    var state: AppState { get }
    /// Whether background refresh is allowed for the app.
    var backgroundRefreshAllowed: Bool { get }
    /// Facts about the device.
    var deviceInfo: DeviceInfo { get }
    /// Asks the system for an APNs device token.
    func registerForRemoteNotifications()
    /// Whether a URL could be opened.
    func canOpenURL(_ url: String) -> Bool
    /// Opens a URL (deep link or web).
    func open(url: String)
    /// A fresh identifier, deterministic per device: `prefix-1`, `prefix-2`…
    func makeIdentifier(prefix: String) -> String
}
