/// The network, as an adapter sees it.
///
/// # Implementation requirements
///
/// - `completion` is called exactly once, later (never re-entrantly from `send`), with a response
///   or a `network.transport-failure` error.
/// - A request that is never answered stays pending; the host reports it as a leftover.
public protocol HTTPTransport: AnyObject {
    /// Sends a request.
    func send(_ request: HTTPRequest, completion: @escaping (Result<HTTPResponse, PushError>) -> Void)
}
