/// The app's side of the push facet: receives ``PushDelegateEvent``s and, when an adapter hands
/// the decision over, chooses foreground presentation and handles taps itself.
///
/// Implementation requirements (for the app or test double implementing it):
/// - `decidePresentation` and `handleResponse` call their completion exactly once.
///
/// Requirements on adapters calling it:
/// - Call `handle` for every event the vendor documents, in the vendor's order.
/// - Ask `decidePresentation` / `handleResponse` only when configured to delegate them to the
///   app (DEL-002); then pass the app's answer through unchanged and call the system completion
///   once.
/// - Hand a payload the vendor does not claim to the app as it arrived (DEL-001).
public protocol PushDelegate: AnyObject {
    /// Receives one event.
    func handle(_ event: PushDelegateEvent)
    /// Lets the app choose foreground presentation for a notification.
    func decidePresentation(for request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void)
    /// Lets the app handle a tap or action itself.
    func handleResponse(_ response: NotificationResponse, completion: @escaping () -> Void)
}
