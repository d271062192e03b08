import PushContract

/// `ActitoRequest` over `URLSession.perform` (`ActitoKit/Sources/Internals/Network/URLSession+Retry.swift`,
/// `ActitoNetworkError.swift:39-59`, `Request/ActitoRequest.swift:43-64`).
///
/// Only five transient transport errors are retried (`ActitoURLErrorCode.shouldRetry`: timed out,
/// cannot find host, cannot connect, connection lost, DNS lookup failed): `perform` sends once,
/// `retryPerform` sends again at once, then after 0.5, 1, 2 and 4 s (5 retries, 6 requests in
/// all); after that the request fails with `inaccessible`. Any other transport error (offline:
/// `notConnectedToInternet`) is thrown at once as `urlError`, also in the middle of the retries.
/// Any status outside 200…299 is a `validationError` and is **not** retried, 5xx included.
final class ActitoNetwork {
    /// `URLSession.maximumNumberOfRetries`.
    static let maximumNumberOfRetries = 5
    /// `initialDelayNanoseconds`.
    static let initialDelay: Duration = .milliseconds(500)

    private unowned let core: ActitoCore

    init(core: ActitoCore) { self.core = core }

    /// Sends a request to the Actito API (`path` starts with `/`), retrying transport errors.
    func send(
        _ method: String, _ path: String, body: JSONValue? = nil, name: String,
        completion: @escaping (Result<HTTPResponse, PushError>) -> Void
    ) {
        send(
            HTTPRequest(
                method: method, url: core.url(path), headers: body == nil ? [:] : ["Content-Type": "application/json"],
                body: body),
            name: name, completion: completion)
    }

    /// Sends an absolute request (webhooks), retrying transport errors.
    func send(_ request: HTTPRequest, name: String, completion: @escaping (Result<HTTPResponse, PushError>) -> Void) {
        attempt(request, name: name, retry: nil, completion: completion)
    }

    /// `retry` is nil for the first request, then the retry number (0 for the immediate one).
    private func attempt(
        _ request: HTTPRequest, name: String, retry: Int?,
        completion: @escaping (Result<HTTPResponse, PushError>) -> Void
    ) {
        let sentAt = core.host.scheduler.now
        core.host.http.send(request) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response) where response.isSuccess:
                completion(.success(response))
            case .success(let response)
            where (response.status == 401 || response.status == 403) && retry == nil
                && self.core.bugs.contains(.unauthorizedRetried):
                // Planted bug: an expired session is assumed; the request is sent again after 1 s.
                self.core.host.scheduler.schedule(after: .seconds(1)) { [weak self] in
                    self?.attempt(request, name: name, retry: 0, completion: completion)
                }
            case .success(let response)
            where response.status == 429 && self.core.bugs.contains(.rt14RateLimitRetriedEverySecond):
                // Planted bug: a 429 is retried after the usual 1 s Retry-After until it stops, with
                // no back-off and no limit.
                self.core.emit(
                    SDKEventName.retryScheduled, native: "validationError",
                    ["request": .string(name), "httpStatus": 429, "delay": .string(Duration.seconds(1).transcriptText)])
                self.core.host.scheduler.schedule(after: .seconds(1)) { [weak self] in
                    self?.attempt(request, name: name, retry: retry, completion: completion)
                }
            case .success(let response)
            where self.core.bugs.contains(.rt6HTTPErrorsRetriedLikeTransport)
                && (retry ?? -1) + 1 < Self.maximumNumberOfRetries:
                // Planted bug: "the backend answers errors while it deploys": an HTTP error status
                // goes through the transport errors' retry loop (4xx included).
                let next = (retry ?? -1) + 1
                let delay = Self.delay(beforeRetry: next)
                self.core.emit(
                    SDKEventName.retryScheduled, native: "validationError",
                    [
                        "request": .string(name), "retry": .number(Double(next + 1)),
                        "delay": .string(delay.transcriptText), "httpStatus": .number(Double(response.status)),
                    ])
                self.core.host.scheduler.schedule(after: delay) { [weak self] in
                    self?.attempt(request, name: name, retry: next, completion: completion)
                }
            case .success(let response):
                var code: PushErrorCode = response.isServerError ? .serverError : .clientError
                // Planted bug (rt8HTTPStatusAsNeutralCode): "finer than server/client error".
                if self.core.bugs.contains(.rt8HTTPStatusAsNeutralCode) {
                    code = PushErrorCode(rawValue: "http.\(response.status)")
                }
                completion(
                    .failure(
                        PushError(
                            code, native: "validationError", retryable: false,
                            message:
                                "\(request.method) \(request.path) answered \(response.status): Actito does not retry HTTP errors",
                            details: ["request": .string(name), "httpStatus": .number(Double(response.status))])))
            case .failure(let error):
                let urlError = ActitoURLErrorCode(error)
                guard urlError.shouldRetry else {
                    // `perform` / `retryPerform` rethrow a non-retryable error as it is: `.urlError(code)`.
                    return completion(
                        .failure(
                            PushError(
                                // Planted bug (rt13OfflineCodeUnregistered): a new neutral code that
                                // is not in the registry.
                                self.core.bugs.contains(.rt13OfflineCodeUnregistered)
                                    ? PushErrorCode(rawValue: "network.offline") : .transportFailure,
                                native: "urlError", retryable: false,
                                message:
                                    "\(request.method) \(request.path) got no answer (\(urlError.rawValue)): Actito retries only timeouts, "
                                    + "unreachable hosts, lost connections and DNS failures",
                                details: ["request": .string(name), "urlError": .string(urlError.rawValue)])))
                }
                let next = (retry ?? -1) + 1
                // Planted bug: `<=` instead of `<`: one retry more than maximumNumberOfRetries allows.
                let offByOne =
                    self.core.bugs.contains(.transportRetriedOnceTooOften)
                    || self.core.bugs.contains(.rt2RetryLimitOffByOne)
                let limit = Self.maximumNumberOfRetries + (offByOne ? 1 : 0)
                guard next < limit || retry == nil else {
                    // Planted bug (rt8GivingUpCompletesNothing): "nothing more to do" once the retries are spent.
                    if self.core.bugs.contains(.rt8GivingUpCompletesNothing) { return }
                    return completion(
                        .failure(
                            PushError(
                                .transportFailure, native: "inaccessible", retryable: true,
                                message:
                                    "\(request.method) \(request.path) got no answer after \(Self.maximumNumberOfRetries) retries (inaccessible)",
                                details: ["request": .string(name)])))
                }
                var delay = Self.delay(beforeRetry: next)
                if self.core.bugs.contains(.rt7RetryScheduledAgainstFirstSend) {
                    // Planted bug: "retries keep their schedule": the retry is due the back-off
                    // after the send it retries, so a late timeout answer gives a negative delay.
                    delay = sentAt.sinceStart + delay - self.core.host.scheduler.now.sinceStart
                }
                self.core.emit(
                    SDKEventName.retryScheduled, native: "urlError",
                    [
                        "request": .string(name), "retry": .number(Double(next + 1)),
                        "delay": .string(delay.transcriptText),
                        "reason": .string(error.message), "urlError": .string(urlError.rawValue),
                    ])
                // Planted bug (rt9RetryNumberNeverPassed): the retry is handed the current number,
                // not `next`, so every retry is again the immediate first one.
                let passed = self.core.bugs.contains(.rt9RetryNumberNeverPassed) ? retry : next
                self.core.host.scheduler.schedule(after: delay) { [weak self] in
                    self?.attempt(request, name: name, retry: passed, completion: completion)
                }
            }
        }
    }

    /// 0 before the first retry, then 0.5 s doubling (`retryPerform`).
    static func delay(beforeRetry retry: Int) -> Duration {
        guard retry > 0 else { return .zero }
        var delay = initialDelay
        for _ in 1..<retry { delay = delay * 2 }
        return delay
    }
}
