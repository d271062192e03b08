import PushContract

/// The outside-style SDK's requests to `https://api.outside.example/v1`, with its retry policy:
/// a transport failure, 5xx or 429 is retried after 1, 2, 4, 8 and 16 s (6 sends), then
/// reported final; any other status is final at once. Every failure is reported with its
/// neutral code, and whether it will be retried. A request without an answer times out after 60 s
/// (a transport failure). ``cancelAll()`` drops every pending retry (its caller's completion gets
/// the last failure, final), and a request in flight at that moment is not retried when it fails
/// afterwards (a data reset ends the work before it).
final class OutsideStyleNetwork {
    static let base = "https://api.outside.example/v1"
    static let timeout: Duration = .seconds(60)
    private let host: PushHost
    private let bug: OutsideStyleBug?
    /// Retries waiting for their delay, and how each ends its caller's wait when cancelled.
    private var pending: [Int: (work: ScheduledWork, cancelled: () -> Void)] = [:]
    private var nextRetry = 0
    /// How many times ``cancelAll()`` ran: an attempt started before the latest one is never retried.
    private(set) var resets = 0
    /// How many times ``supersede(_:)`` ran for each request name: an attempt started before the
    /// latest one is never retried.
    private var supersessions: [String: Int] = [:]
    /// The name of each pending retry's request.
    private var pendingNames: [Int: String] = [:]
    /// The queue keys of the persisted requests this process sent itself: ``resumePersisted()``
    /// leaves them to their own attempt (a report still in flight while the app was suspended is
    /// not sent a second time at the foreground).
    private var sentByThisProcess: Set<String> = []

    init(host: PushHost, bug: OutsideStyleBug?) {
        self.host = host
        self.bug = bug
    }

    /// The store key of the requests the app asked for, and of the reports about a push, that are
    /// not settled yet (ADP-001).
    static let queueKey = OutsideStyleAdapter.storePrefix + "queue"

    /// Sends a request; `completion` runs once with the 2xx answer or the final failure. A
    /// `persisted` request (one the app asked for: subscription, custom events; a report about a
    /// push: delivered, opened) stays in the
    /// store until settled, so a relaunched process sends it again (``resumePersisted()``).
    func send(
        _ method: String, _ path: String, body: JSONValue?, name: String, persisted: Bool = false,
        completion: @escaping (Result<HTTPResponse, PushError>) -> Void = { _ in }
    ) {
        send(method, path, current: { body }, name: name, persisted: persisted, completion: completion)
    }

    /// ``send(_:_:body:name:persisted:completion:)`` whose body `current` builds again for each
    /// retry (a registration carries the token current at that moment, never one that changed since).
    func send(
        _ method: String, _ path: String, current body: @escaping () -> JSONValue?, name: String,
        persisted: Bool = false,
        completion: @escaping (Result<HTTPResponse, PushError>) -> Void = { _ in }
    ) {
        guard persisted else { return attempt(method, path, body: body, name: name, number: 0, completion: completion) }
        var queue = host.store.value(forKey: Self.queueKey)?.arrayValue ?? []
        let key = host.application.makeIdentifier(prefix: "outside-queued")
        queue.append([
            "key": .string(key), "method": .string(method), "path": .string(path), "body": body() ?? .null,
            "name": .string(name),
        ])
        host.store.set(.array(queue), forKey: Self.queueKey)
        sentByThisProcess.insert(key)
        attempt(method, path, body: body, name: name, number: 0) { [weak self] result in
            self?.settle(key)
            completion(result)
        }
    }

    /// Sends again every persisted request an earlier process left unsettled.
    func resumePersisted() {
        let queue = host.store.value(forKey: Self.queueKey)?.arrayValue ?? []
        for item in queue {
            guard let key = item["key"]?.stringValue, !sentByThisProcess.contains(key),
                let method = item["method"]?.stringValue,
                let path = item["path"]?.stringValue,
                let name = item["name"]?.stringValue
            else { continue }
            let body = item["body"].flatMap { $0.isNull ? nil : $0 }
            attempt(method, path, body: { body }, name: name, number: 0) { [weak self] _ in self?.settle(key) }
        }
    }

    private func settle(_ key: String) {
        let queue = (host.store.value(forKey: Self.queueKey)?.arrayValue ?? []).filter { $0["key"]?.stringValue != key }
        host.store.set(queue.isEmpty ? nil : .array(queue), forKey: Self.queueKey)
    }

    /// Cancels every retry still waiting, and every retry of a request in flight now (a data reset).
    func cancelAll() {
        let cancelled = pending.sorted { $0.key < $1.key }.map(\.value)
        pending = [:]
        pendingNames = [:]
        resets += 1
        for retry in cancelled {
            host.scheduler.cancel(retry.work)
            // CMP-001: the call waiting for this request still completes, with its last failure.
            retry.cancelled()
        }
    }

    /// Ends every earlier request named `name` (a newer call replaces it, NET-003): its pending
    /// retry is cancelled (its caller's completion gets the last failure, final), and one in
    /// flight now is not retried when it fails.
    func supersede(_ name: String) {
        supersessions[name, default: 0] += 1
        let keys = pendingNames.filter { $0.value == name }.map(\.key).sorted()
        for key in keys {
            pendingNames[key] = nil
            guard let retry = pending.removeValue(forKey: key) else { continue }
            host.scheduler.cancel(retry.work)
            retry.cancelled()
        }
    }

    private func attempt(
        _ method: String, _ path: String, body: @escaping () -> JSONValue?, name: String, number: Int,
        completion: @escaping (Result<HTTPResponse, PushError>) -> Void
    ) {
        var headers = ["Content-Type": "application/json"]
        if bug == .processWideRequestCounter {
            OutsideStyleVendor.shared.requests += 1
            headers["Request-ID"] = "outside-\(OutsideStyleVendor.shared.requests)"
        }
        let request = HTTPRequest(method: method, url: Self.base + path, headers: headers, body: body())
        let resetsAtSend = resets
        let supersessionsAtSend = supersessions[name, default: 0]
        // A request that gets no answer times out after 60 s, as URLSession's default does.
        var settled = false
        let timeout = host.scheduler.schedule(after: Self.timeout) { [weak self] in
            guard let self, !settled else { return }
            settled = true
            let error = PushError(
                .transportFailure, native: "timedOut", retryable: true,
                message: "\(method) \(path) got no answer within \(Self.timeout)", details: ["request": .string(name)])
            self.failed(
                error, method, path, body: body, name: name, number: number, resetsAtSend: resetsAtSend,
                superseded: supersessionsAtSend != self.supersessions[name, default: 0], completion: completion)
        }
        host.http.send(request) { [weak self] result in
            guard let self, !settled else { return }
            settled = true
            self.host.scheduler.cancel(timeout)
            switch result {
            case .success(let response) where response.isSuccess:
                completion(.success(response))
            case .success(let response):
                let retryable = response.isServerError || response.status == 429 || self.bug == .retriesClientErrors
                let code: PushErrorCode =
                    self.bug == .vendorErrorCode
                    ? PushErrorCode(rawValue: "outside.http-\(response.status)")
                    : response.isServerError ? .serverError : .clientError
                let error = PushError(
                    code, native: "\(response.status)", retryable: retryable,
                    message: "\(method) \(path) answered HTTP \(response.status)",
                    details: ["httpStatus": .number(Double(response.status)), "request": .string(name)])
                self.failed(
                    error, method, path, body: body, name: name, number: number, resetsAtSend: resetsAtSend,
                    superseded: supersessionsAtSend != self.supersessions[name, default: 0], completion: completion)
            case .failure(let error):
                var failure = error
                failure.retryable = true
                failure.details["request"] = .string(name)
                self.failed(
                    failure, method, path, body: body, name: name, number: number, resetsAtSend: resetsAtSend,
                    superseded: supersessionsAtSend != self.supersessions[name, default: 0], completion: completion)
            }
        }
    }

    /// Reports a failed attempt and schedules its retry, unless it is final: not retryable, out of
    /// retries, sent before a data reset (`resetsAtSend` below ``resets``), or `superseded` by a
    /// newer request of its name.
    private func failed(
        _ error: PushError, _ method: String, _ path: String, body: @escaping () -> JSONValue?, name: String,
        number: Int,
        resetsAtSend: Int, superseded: Bool = false, completion: @escaping (Result<HTTPResponse, PushError>) -> Void
    ) {
        guard resetsAtSend == resets, !superseded, let delay = error.retryable ? delay(after: number) : nil else {
            var final = error
            final.retryable = false
            host.events.emit(SDKEvent(error: final))
            return completion(.failure(final))
        }
        host.events.emit(SDKEvent(error: error))
        host.events.emit(
            SDKEvent(
                .retryScheduled,
                details: [
                    "request": .string(name), "attempt": .number(Double(number + 1)),
                    "delay": .string(delay.description),
                ]))
        nextRetry += 1
        let key = nextRetry
        pendingNames[key] = name
        let work = host.scheduler.schedule(after: delay) { [weak self] in
            self?.pending[key] = nil
            self?.pendingNames[key] = nil
            self?.attempt(method, path, body: body, name: name, number: number + 1, completion: completion)
        }
        var final = error
        final.retryable = false
        pending[key] = (work, { completion(.failure(final)) })
    }

    /// The wait before retry `number + 1`, nil when the request gives up.
    private func delay(after number: Int) -> Duration? {
        switch bug {
        case .retryStorm: return number < 100 ? .milliseconds(200) : nil
        case .endlessRetry: return .seconds(600)
        default: return number < 5 ? .seconds(1 << number) : nil
        }
    }
}
