/// The system notification centre, as an adapter sees it.
///
/// # Implementation requirements
///
/// - `requestAuthorization` asks the user once; later calls answer with the stored status.
///   Its completion is called exactly once, later.
/// - `setCategories` replaces the whole set (R10).
public protocol NotificationCenterHost: AnyObject {
    /// The current authorization status.
    var authorizationStatus: AuthorizationStatus { get }
    /// Asks for permission.
    func requestAuthorization(options: Set<AuthorizationOption>, completion: @escaping (AuthorizationStatus) -> Void)
    /// The registered categories.
    var categories: [NotificationCategory] { get }
    /// Replaces the registered categories.
    func setCategories(_ categories: [NotificationCategory])
    /// Posts a local notification now.
    func add(_ request: NotificationRequest)
    /// Notifications currently shown.
    var deliveredNotifications: [NotificationRequest] { get }
    /// Removes shown notifications by identifier.
    func removeDeliveredNotifications(identifiers: [String])
    /// Removes every shown and pending notification.
    func removeAllNotifications()
}
