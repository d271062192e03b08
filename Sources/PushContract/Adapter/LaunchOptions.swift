/// What iOS hands `application(_:didFinishLaunchingWithOptions:)` about pushes: the push that
/// launched the app, and whether the user launched it by acting on a notification.
///
/// - A cold start from a tap (or a foreground action button) carries that notification's payload
///   in ``remoteNotification`` (`UIApplication.LaunchOptionsKey.remoteNotification`,
///   https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification)
///   with ``notificationTap`` set; the same response then reaches the notification centre's
///   delegate after launch (`didReceive`), so an SDK that counts an open from both paths counts
///   two (P3).
/// - A background launch for a `content-available` push carries the payload too, without
///   ``notificationTap``: the push then arrives through `didReceiveRemoteNotification` as well,
///   and it is not an open (R4).
/// - Any other launch carries nothing (``none``).
///
/// A value, so a field can be added without breaking an adapter.
public struct LaunchOptions: Sendable, Hashable {
    /// The payload of the push that launched the app, if one did.
    public var remoteNotification: PushPayload?
    /// Whether the user launched the app by tapping a notification (or pressing one of its
    /// foreground buttons).
    public var notificationTap: Bool

    /// Launch options.
    public init(remoteNotification: PushPayload? = nil, notificationTap: Bool = false) {
        self.remoteNotification = remoteNotification
        self.notificationTap = notificationTap
    }

    /// A launch no push caused.
    public static let none = LaunchOptions()
}
