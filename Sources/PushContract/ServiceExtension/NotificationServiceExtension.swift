/// The Notification Service Extension facet: rewrites a visible push before it is shown.
///
/// The system runs it only for alert pushes with `mutable-content: 1` (R3) and gives it about
/// 30 s (``APNsLimits/serviceExtensionBudget``, R7).
///
/// # Implementation requirements
///
/// - `claims` is a pure check of the payload: the same answer every time, no side effects.
/// - For a request it does not claim, the adapter delivers the content unchanged (or leaves
///   the request to the app's other handlers) and makes **no network call** (NSE-004, NET-002):
///   a foreign payload is passed through untouched.
/// - `contentHandler` is called **exactly once** (NSE-001), within the budget (NSE-002).
/// - `serviceExtensionTimeWillExpire` delivers the best content prepared so far, at once, if the
///   handler has not been called yet (NSE-005).
/// - Media downloads go through ``MediaFetcher`` and stop waiting before the budget ends.
/// - An attachment (R9) is a local file the extension wrote (never the remote URL), from a
///   download that finished with a 2xx status, whose type (``NotificationAttachment/typeHint``,
///   else the file extension) is one the system supports and matches the bytes
///   (``MediaFormat/sniff(_:)``), within that kind's limit (``AttachmentKind/maxBytes``):
///   MED-001 … MED-004. Otherwise deliver the content without it.
public protocol NotificationServiceExtension: AnyObject {
    /// Whether this adapter owns the request.
    func claims(_ request: NotificationRequest) -> Bool
    /// Handles a request; calls `contentHandler` once with the content to show.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void)
    /// The system is about to kill the extension.
    func serviceExtensionTimeWillExpire()
}
