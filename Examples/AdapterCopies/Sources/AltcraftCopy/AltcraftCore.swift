import PushContract

/// The state one Altcraft process shares between its facets: the host, the parsed
/// configuration, event reporting and the HTTP client (`RequestManager.swift`).
///
/// The app and the service extension each build their own core on the same host (the App
/// Group store is shared, as Altcraft's Core Data container is).
final class AltcraftCore {
    /// Everything the adapter may touch.
    let host: PushHost
    /// The validated configuration, nil when the builder refused it (then nothing is sent).
    let configuration: AltcraftConfiguration?
    /// Why the configuration was refused.
    let configurationError: PushError?
    /// The NotificationManager switches.
    let switches: AltcraftSwitches
    /// The planted bugs switched on (``AltcraftCopyBug``).
    let bugs: Set<AltcraftCopyBug>
    /// How many times `clear()` ran in this process: work started before the latest clear runs
    /// as the real SDK's does once `clearCache` deleted the configuration.
    private(set) var clears = 0

    /// Parses the configuration; reports nothing yet (launch does).
    init(host: PushHost, raw: [String: JSONValue], bugs: Set<AltcraftCopyBug>) {
        self.host = host
        self.bugs = bugs
        switch AltcraftConfiguration.parse(raw, bugs: bugs) {
        case .success(let configuration):
            self.configuration = configuration
            configurationError = nil
        case .failure(let error):
            configuration = nil
            configurationError = error
        }
        switches = AltcraftSwitches(raw, bugs: bugs)
    }

    // MARK: - Events

    /// Reports an informational Altcraft event.
    func emit(_ code: AltcraftEventCode, _ details: [String: JSONValue] = [:]) {
        host.events.emit(SDKEvent(code.eventName ?? "sdk.event", native: code.native, details: details))
    }

    /// Reports an error event.
    func report(_ error: PushError) {
        var error = error
        // Planted bug (rt11ButtonsErrorCodeMisnamed): 454 gets a renamed neutral code.
        if bugs.contains(.rt11ButtonsErrorCodeMisnamed), error.native == AltcraftEventCode.buttonsKeyInvalid.native {
            error.code = "notification.buttons-invalid"
        }
        host.events.emit(SDKEvent(error: error))
    }

    /// Reports an error built from an Altcraft code.
    func report(_ code: AltcraftEventCode, _ message: String, details: [String: JSONValue] = [:]) {
        report(code.error(message, details: details))
    }

    /// Reports an error built from an Altcraft code and returns it, for a facet call that fails with it.
    func reported(_ code: AltcraftEventCode, _ message: String, details: [String: JSONValue] = [:]) -> PushError {
        let error = code.error(message, details: details)
        report(error)
        return error
    }

    /// The configuration, or 401 reported and returned as the failure (`configIsNotSet`).
    func configuration(for operation: String) -> Result<AltcraftConfiguration, PushError> {
        if let configuration { return .success(configuration) }
        return .failure(
            reported(
                .configurationNotSet,
                "\(operation) needs a valid configuration (401): fix \(configurationError?.native ?? "the configuration") first",
                details: ["operation": .string(operation)]))
    }

    /// The configuration, or 401 reported and nil (`configIsNotSet`).
    func requireConfiguration(for operation: String) -> AltcraftConfiguration? {
        try? configuration(for: operation).get()
    }

    /// `clear()` ran.
    func noteClear() { clears += 1 }

    // MARK: - Time and ids

    /// Virtual seconds, the stand-in for Altcraft's `time` (epoch ms / 1000).
    var nowSeconds: JSONValue { .number(Double(host.scheduler.now.wholeSeconds)) }

    /// A deterministic request id (Altcraft uses a UUID).
    func makeRequestID() -> String { host.application.makeIdentifier(prefix: "altcraft-request") }

    // MARK: - HTTP

    /// Sends a request and classifies the answer as `RequestManager.responseProcessing` does:
    /// 2xx → success event, 5xx → RetryEvent, other status → ErrorEvent, no answer →
    /// RetryEvent 500. Reports the event, then calls `completion` once.
    ///
    /// The request in flight outlives a `clear()` (the SDK keeps no handle on it); a retryable
    /// answer to one sent before the latest clear says what follows then
    /// (``AltcraftRequestKind/afterClear``).
    func send(_ request: HTTPRequest, kind: AltcraftRequestKind, completion: @escaping (AltcraftOutcome) -> Void) {
        let sentAt = clears
        inFlight += 1
        host.http.send(request) { [self] result in
            inFlight -= 1
            defer { if inFlight == 0 { drained() } }
            let outcome = classify(result, kind: kind, cleared: clears != sentAt)
            switch outcome {
            case .success(let response):
                var details = kind.extraDetails
                details["request"] = .string(kind.name)
                details["httpStatus"] = .number(Double(response.status))
                emit(kind.successCode, details)
            case .retry(let error), .failure(let error):
                report(error)
            }
            completion(outcome)
        }
    }

    /// Requests sent and not answered yet (rt12ClearWaitsForInFlight).
    private(set) var inFlight = 0
    /// Work waiting for every request in flight to be answered (rt12ClearWaitsForInFlight).
    var drainWaiters: [() -> Void] = []

    private func drained() {
        let waiters = drainWaiters
        drainWaiters = []
        waiters.forEach { $0() }
    }

    private func classify(
        _ result: Result<HTTPResponse, PushError>, kind: AltcraftRequestKind, cleared: Bool
    ) -> AltcraftOutcome {
        var details = kind.extraDetails
        details["request"] = .string(kind.name)
        switch result {
        case .success(let response)
        where response.isSuccess
            && (!bugs.contains(.rt9SuccessReadFromEnvelope) || response.body?["error"]?.numberValue == 0):
            return .success(response)
        case .success(let response) where response.isSuccess:
            // Planted bug (rt9SuccessReadFromEnvelope): success is read from the envelope's
            // `error: 0`; a 2xx without it is taken for a RetryEvent.
            details["httpStatus"] = .number(Double(response.status))
            let code = kind.failureCode(status: 500)
            return .retry(
                code.error(
                    "\(kind.name) answered HTTP \(response.status) without error: 0 (\(code.native)); retried as a RetryEvent",
                    details: details, code: .serverError, retryable: true))
        case .success(let response):
            details["httpStatus"] = .number(Double(response.status))
            if let body = response.body?.objectValue {
                if let code = body["error"], code.isScalar { details["error"] = code }
                if let text = body["errorText"]?.stringValue { details["errorText"] = .string(text) }
            }
            let code = kind.failureCode(status: response.status)
            // Planted bug: any status outside 2xx is taken for a RetryEvent, a refused 4xx included.
            // Planted bug (rt14RequestTimeoutStatusRetried): 408 and 425 are taken for timeouts to retry.
            let timeoutStatus = bugs.contains(.rt14RequestTimeoutStatusRetried) && [408, 425].contains(response.status)
            if response.isServerError || bugs.contains(.rt2ClientErrorTakenForRetryEvent) || timeoutStatus {
                let retried =
                    !kind.isRetried
                    ? "a RetryEvent in Altcraft, but \(kind.name) is one-shot and never retried"
                    : cleared ? "a RetryEvent in Altcraft, but \(kind.afterClear)" : "Altcraft retries 5xx"
                let error = code.error(
                    "\(kind.name) answered HTTP \(response.status) (\(code.native)); \(retried)",
                    details: details, code: response.isServerError ? .serverError : .clientError, retryable: true)
                return .retry(error)
            }
            let error = code.error(
                "\(kind.name) answered HTTP \(response.status) (\(code.native)); not retried: fix the request data",
                details: details, code: .clientError, retryable: false)
            return .failure(error)
        case .failure(let failure):
            details.merge(failure.details) { mine, _ in mine }
            var error = AltcraftEventCode.transportFailure.error(
                "\(kind.name) got no HTTP answer (500): \(failure.message); "
                    + (!kind.isRetried
                        ? "\(kind.name) is one-shot and never retried"
                        : cleared ? kind.afterClear : "retried when the network is back"),
                details: details)
            if bugs.contains(.rt14TransportTimeoutCodeSplit), failure.details["reason"]?.stringValue == "timed-out" {
                // Planted bug: a finer code for timeouts, never added to the registry.
                error.code = PushErrorCode(rawValue: "network.timeout")
            }
            return .retry(error)
        }
    }
}
