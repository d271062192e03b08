/// The subscription facet.
///
/// # Implementation requirements
///
/// - Subscribe, unsubscribe and suspend report their outcome through ``SDKEvent``s and
///   ``PushDelegateEvent/subscriptionChanged(_:)``; a confirmed status change must be a legal
///   move of ``SubscriptionState`` (SUB-001) or be listed as a known deviation.
/// - Invalid fields are refused before anything is stored or sent, with a
///   `subscription.invalid-field` error (SUB-002).
/// - Failures are `PushError`s carrying the transport status and the vendor's code; only
///   retryable ones (transport failures, 5xx) may be retried (NET-001).
/// - `unsuspend` and `status` call their completion exactly once (CMP-001), later, on the host's
///   ``Scheduler``: `.success` with the backend's answer, or `.failure` with the error, also when
///   the call could not even be sent (no configuration, no token, an unknown provider).
public protocol SubscriptionService: AnyObject {
    /// Subscribes (status `subscribed`).
    func subscribe(_ request: SubscriptionRequest)
    /// Unsubscribes (status `unsubscribed`).
    func unsubscribe(_ request: SubscriptionRequest)
    /// Suspends (status `suspended`).
    func suspend(_ request: SubscriptionRequest)
    /// The log-in / log-out move: suspends other profiles' subscriptions for this token and resumes
    /// the current profile's.
    func unsuspend(completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
    /// Asks the backend for a subscription's status.
    func status(_ query: SubscriptionStatusQuery, completion: @escaping (Result<SubscriptionResult, PushError>) -> Void)
}
