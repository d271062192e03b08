/// Downloads media for notification attachments.
///
/// # Implementation requirements
///
/// - `completion` is called exactly once, later, unless the fetch is cancelled first.
/// - A failure is a `notification.media-download-failed` error.
public protocol MediaFetcher: AnyObject {
    /// Starts a download; returns a handle that cancels it.
    @discardableResult
    func fetch(url: String, completion: @escaping (Result<MediaDownload, PushError>) -> Void) -> ScheduledWork

    /// Cancels a download; its completion is then never called.
    func cancelFetch(_ handle: ScheduledWork)
}
