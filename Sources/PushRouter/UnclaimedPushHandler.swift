public import PushContract

/// What the app does with pushes no adapter claims (another SDK, or its own). Each method
/// calls its completion exactly once; if it does not, the router's timeout completes instead.
public protocol UnclaimedPushHandler: AnyObject {
    /// A push nobody claims arrived in the background.
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void)
    /// A notification nobody claims arrives in the foreground.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void)
    /// The user answered a notification nobody claims.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void)
}

/// The default unclaimed handler: hands the decisions to the app's ``PushDelegate`` (its
/// presentation choice and its tap handling) and reports the unknown notification to it.
public final class PushDelegateUnclaimedHandler: UnclaimedPushHandler {
    private let delegate: any PushDelegate

    /// A handler forwarding to `delegate`.
    public init(delegate: any PushDelegate) { self.delegate = delegate }

    /// Reports the unknown notification; nothing to fetch.
    public func didReceiveRemoteNotification(
        _ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void
    ) {
        delegate.handle(.unknownNotificationReceived(payload))
        completion(.noData)
    }

    /// The app decides.
    public func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        delegate.handle(.unknownNotificationReceived(request.payload))
        delegate.decidePresentation(for: request, completion: completion)
    }

    /// The app handles the tap.
    public func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        if response.isDefaultAction {
            delegate.handle(.unknownNotificationOpened(response.request.payload))
        } else if !response.isDismiss {
            delegate.handle(
                .unknownActionOpened(
                    response.request.payload, action: response.actionIdentifier,
                    responseText: response.userText))
        }
        delegate.handleResponse(response, completion: completion)
    }
}

/// `PushDelegateUnclaimedHandler` is not `Sendable`:
/// it holds adapters and closures, which run on the one thread that delivers the app's notification callbacks.
@available(*, unavailable)
extension PushDelegateUnclaimedHandler: Sendable {}
