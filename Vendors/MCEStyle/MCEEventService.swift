import PushContract

/// `MCEEventService addEvent:immediate:YES`, the way behaviour events reach MCE's server: the
/// event joins the queue and the queue is flushed at once, "sending all events queued"
/// (`MCEEventService.h:30-35`), as one `POST <apiURL>/events` through the host (A5).
///
/// - 2xx: every event sent is done; `push-event.delivered`, native `MCEEventSuccess` (`MCEConstants.h:30-31`).
/// - Otherwise: `event.delivery-failed`, native `MCEEventFailure`, retryable (`MCEConstants.h:33-34`:
///   "the system will automatically retry with back-off"); the events stay queued and go with the
///   next flush. The back-off schedule is not public and not modelled, nor is the queue's database
///   (it lives as long as the adapter, A5).
final class MCEEventService {
    /// The success signal (`MCEConstants.h:30-31`).
    static let successSignal = "MCEEventSuccess"
    /// The failure signal (`MCEConstants.h:33-34`).
    static let failureSignal = "MCEEventFailure"
    /// The route the queue is flushed to, below `apiURL` (A5).
    static let path = "/events"

    private let host: PushHost
    private let apiURL: String?
    /// Events not yet accepted by the server, oldest first, each with its queue number.
    private var queued: [(number: Int, event: MCEBehaviourEvent)] = []
    private var inFlight: Set<Int> = []
    private var nextNumber = 0

    /// A service uploading to `apiURL` (nil: not configured, nothing can be sent).
    init(host: PushHost, apiURL: String?) {
        self.host = host
        self.apiURL = apiURL
    }

    /// `addEvent:event immediate:YES`.
    func addImmediately(_ event: MCEBehaviourEvent) {
        queued.append((nextNumber, event))
        nextNumber += 1
        flush()
    }

    /// Sends every queued event that is not already on its way, in one request.
    private func flush() {
        let batch = queued.filter { !inFlight.contains($0.number) }
        guard !batch.isEmpty else { return }
        guard let apiURL else {
            return report("no apiURL is configured: \(batch.count) behaviour event(s) stay queued", details: [:])
        }
        let numbers = Set(batch.map(\.number))
        inFlight.formUnion(numbers)
        let body: JSONValue = ["events": .array(batch.map(\.event.json))]
        let request = HTTPRequest(method: "POST", url: Self.url(apiURL), headers: ["Content-Type": "application/json"], body: body)
        host.http.send(request) { [weak self] result in
            guard let self else { return }
            self.inFlight.subtract(numbers)
            switch result {
            case .success(let response) where response.isSuccess:
                self.queued.removeAll { numbers.contains($0.number) }
                self.host.events.emit(SDKEvent(SDKEventName.pushEventDelivered, native: Self.successSignal, details: [
                    "events": .array(batch.map { .string($0.event.name) }), "httpStatus": .number(Double(response.status)),
                ]))
            case .success(let response):
                self.report("the server answered \(response.status); the events stay queued for the next flush",
                            details: ["httpStatus": .number(Double(response.status))])
            case .failure(let error):
                self.report("\(error.message); the events stay queued for the next flush", details: error.details)
            }
        }
    }

    private func report(_ message: String, details: [String: JSONValue]) {
        host.events.emit(SDKEvent(error: PushError(.eventDeliveryFailed, native: Self.failureSignal, retryable: true,
                                                   message: message, details: details)))
    }

    /// `apiURL` with the events path, without a doubled `/`.
    static func url(_ apiURL: String) -> String {
        (apiURL.hasSuffix("/") ? String(apiURL.dropLast()) : apiURL) + path
    }
}
