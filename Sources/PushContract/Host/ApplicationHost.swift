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
