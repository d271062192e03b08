/// The data-reset facet: erases what the SDK keeps on the device (an app's "log out and forget
/// me", or a GDPR erase).
///
/// # Implementation requirements
///
/// - `clearLocalData` cancels the SDK's queued and scheduled work, removes every value it wrote
///   to the host's ``KeyValueStore``, and reports ``SDKEventName/dataCleared`` (RST-001).
/// - Its completion is called exactly once (CMP-001), later, on the host's ``Scheduler``: with
///   `.success` once the data is gone, or with `.failure` and the reason when it could not be
///   erased.
/// - A vendor that has this facet lists ``Capability/dataReset``.
public protocol DataResetService: AnyObject {
    /// Erases local data and cancels queued work.
    func clearLocalData(completion: @escaping (Result<Void, PushError>) -> Void)
}
