/// The Notification Service Extension facet: rewrites a visible push before it is shown.
///
/// The system runs the app's one service extension for **every** alert push with
/// `mutable-content: 1` (R3), whoever sent it, and gives it about 30 s
/// (``APNsLimits/serviceExtensionBudget``, R7). iOS asks the extension nothing first: which
/// requests are its vendor's is the extension's own business, decided in
/// ``didReceive(_:contentHandler:)``.
///
/// # Implementation requirements
///
/// - For a request whose payload ``PushVendor/claims(_:)`` is false for, the extension delivers the
///   content unchanged and makes **no network call and no download** (NSE-004, NET-002): a
///   foreign payload is passed through untouched.
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
    /// Handles a request (the vendor's own or any other app push with `mutable-content: 1`); calls `contentHandler` once with the content to show.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void)
    /// The system is about to kill the extension.
    func serviceExtensionTimeWillExpire()
}
