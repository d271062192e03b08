import PushContract

/// `MCEEventService addEvent:immediate:YES`, the way behaviour events reach MCE's server: the
/// event joins the queue and the queue is flushed at once, "sending all events queued"
/// (`MCEEventService.h:30-35`), as one request through the host
/// (`-[MCEEventClient sendEvents:completion:]`):
///
/// - `POST <baseUrl>/3.0/apps/<appKey>/events/users/<userId>/channels/<channelId>`, the parts
///   joined by `-[MCEClient buildUrlWithBaseUrl:parts:]` (one `URLByAppendingPathComponent:` each);
/// - body `{"events": [...]}`, each event as `-[MCEEvent packageEvent]` writes it
///   (``MCEEventPackaging``);
/// - headers `Content-Encoding: gzip` and `Content-type: application/json`
///   (`-[MCEClient sendRequest:payload:httpMethod:completion:]` gzips every non-empty body). The
///   simulated transport carries the body as JSON, uncompressed (README "Simulated backend").
///
/// Results:
/// - 2xx: every event sent is done; `push-event.delivered`, native `MCEEventSuccess` (`MCEConstants.h:30-31`).
/// - Otherwise: `event.delivery-failed`, native `MCEEventFailure`, retryable (`MCEConstants.h:33-34`:
///   "the system will automatically retry with back-off"); the events stay queued and go with the
///   next flush. The back-off schedule is not modelled, nor is the queue's database (it lives as
///   long as the adapter, A5).
/// - No app key: the SDK never registers, and `sendEvents:completion:` sends nothing until it
///   has (`mceRegistrationIncomplete`): `event.delivery-failed`, the events stay queued.
final class MCEEventService {
    /// The success signal (`MCEConstants.h:30-31`).
    static let successSignal = "MCEEventSuccess"
    /// The failure signal (`MCEConstants.h:33-34`).
    static let failureSignal = "MCEEventFailure"
    /// The headers of every upload (`-[MCEClient sendRequest:payload:httpMethod:completion:]`).
    static let headers = ["Content-Encoding": "gzip", "Content-type": "application/json"]

    private let host: PushHost
    private let baseURL: String
    private let registration: MCERegistrationDetails
    /// Events not yet accepted by the server, oldest first, each with its queue number.
    private var queued: [(number: Int, event: MCEBehaviourEvent)] = []
    private var inFlight: Set<Int> = []
    private var nextNumber = 0

    /// A service uploading to `baseURL` for the app and channel of `registration`.
    init(host: PushHost, baseURL: String, registration: MCERegistrationDetails) {
        self.host = host
        self.baseURL = baseURL
        self.registration = registration
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
        guard let appKey = registration.appKey else {
            return report(
                "no app key is configured, so the SDK never registers: \(batch.count) behaviour event(s) stay queued",
                details: [:])
        }
        let numbers = Set(batch.map(\.number))
        inFlight.formUnion(numbers)
        let body: JSONValue = ["events": .array(batch.map(\.event.json))]
        let url = Self.url(baseURL, appKey: appKey, userID: registration.userID, channelID: registration.channelID)
        let request = HTTPRequest(method: "POST", url: url, headers: Self.headers, body: body)
        host.http.send(request) { [weak self] result in
            guard let self else { return }
            self.inFlight.subtract(numbers)
            switch result {
            case .success(let response) where response.isSuccess:
                self.queued.removeAll { numbers.contains($0.number) }
                self.host.events.emit(
                    SDKEvent(
                        SDKEventName.pushEventDelivered, native: Self.successSignal,
                        details: [
                            "events": .array(batch.map { .string($0.event.name) }),
                            "httpStatus": .number(Double(response.status)),
                        ]))
            case .success(let response):
                self.report(
                    "the server answered \(response.status); the events stay queued for the next flush",
                    details: ["httpStatus": .number(Double(response.status))])
            case .failure(let error):
                self.report("\(error.message); the events stay queued for the next flush", details: error.details)
            }
        }
    }

    private func report(_ message: String, details: [String: JSONValue]) {
        host.events.emit(
            SDKEvent(
                error: PushError(
                    .eventDeliveryFailed, native: Self.failureSignal, retryable: true,
                    message: message, details: details)))
    }

    /// The upload's URL: `baseURL` with the parts
    /// `["3.0", "apps", appKey, "events", "users", userID, "channels", channelID]`.
    static func url(_ baseURL: String, appKey: String, userID: String, channelID: String) -> String {
        MCEURL.appendingPathComponents(
            ["3.0", "apps", appKey, "events", "users", userID, "channels", channelID], to: baseURL)
    }
}
