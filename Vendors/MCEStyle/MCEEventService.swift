import PushContract

/// `MCEEventService`, the way behaviour events reach MCE's server (SDK binary, 3.10.6):
///
/// - `addEvent:immediate:YES` stores the event (``MCEEventStore``). A *similar* event already
///   in the table makes the insert fail: `MCEEventFailure` is posted with
///   `+[NSError(MCE) duplicateEvent:]` ("Event with name: %@, type: %@ was prevented from being
///   queued multiple times.", code 123) and the event is never uploaded. Either way the queue is
///   marked dirty (`immediate:YES` only marks it; the flush is the timer's).
/// - `startQueue` (from `-[MCESdk startQueues]`, which `startServices` runs when the SDK starts
///   with an app key) marks the queue dirty and starts a repeating **1 s** timer. A tick that
///   finds the queue dirty and no upload running sends **every** unsent row in one request
///   (`sendEvents:completion:`) and clears the flag; a tick with nothing unsent only clears it.
///   So the events of one second go out together, and rows left unsent by an earlier process go
///   out one second after the launch.
/// - An upload: `POST <baseUrl>/3.0/apps/<appKey>/events/users/<userId>/channels/<channelId>`
///   (`-[MCEClient buildUrlWithBaseUrl:parts:]`, one `URLByAppendingPathComponent:` each), body
///   `{"events": [...]}` (``MCEEventPackaging``), headers `Content-Encoding: gzip` and
///   `Content-type: application/json` (`-[MCEClient sendRequest:payload:httpMethod:completion:]`;
///   the simulated transport carries the body as JSON, uncompressed).
/// - 2xx: the rows are marked sent, `MCEEventSuccess` is posted, the back-off goes back to 5 s.
///   Otherwise: logged "Couldn't send events %@, will retry in %d seconds", `MCEEventFailure`
///   posted, and after `backoff` seconds the back-off doubles (at most 3,600 s) and the queue is
///   marked dirty again, so the next tick sends the rows again (with any newer ones).
///
/// The repeating timer is modelled by scheduling its next tick only while there is something for
/// it to do (the queue dirty, no upload running); a tick that would find nothing to do changes
/// nothing an observer sees. Ticks fall on whole seconds after the start, as a repeating
/// `NSTimer` keeps its schedule; one due while the app is suspended runs when it resumes.
final class MCEEventService {
    /// The success signal (`MCEConstants.h:30-31`).
    static let successSignal = "MCEEventSuccess"
    /// The failure signal (`MCEConstants.h:33-34`).
    static let failureSignal = "MCEEventFailure"
    /// The headers of every upload (`-[MCEClient sendRequest:payload:httpMethod:completion:]`).
    static let headers = ["Content-Encoding": "gzip", "Content-type": "application/json"]
    /// The timer's interval (`startQueue`: `scheduledTimerWithTimeInterval:1.0 repeats:YES`).
    static let tickInterval: Duration = .seconds(1)
    /// The first back-off, and the one after a success, in seconds (`init`, the success branch).
    static let initialBackoff = 5
    /// The longest back-off, in seconds (`startQueue` block 3: `MIN(backoff * 2, 3600)`).
    static let maximumBackoff = 3600
    /// The code of `+[NSError(MCE) duplicateEvent:]`.
    static let duplicateErrorCode = 123

    private let host: PushHost
    private let baseURL: String
    private let registration: MCERegistrationDetails
    private let store: MCEEventStore
    /// When `startQueue` ran in this process: the timer's ticks fall on whole seconds after it.
    private var startedAt: DeviceInstant?
    private var dirty = false
    private var processing = false
    private var backoff = initialBackoff
    private var nextTick: ScheduledWork?

    /// A service uploading to `baseURL` for the app and channel of `registration`.
    init(host: PushHost, baseURL: String, registration: MCERegistrationDetails) {
        self.host = host
        self.baseURL = baseURL
        self.registration = registration
        store = MCEEventStore(store: host.store)
    }

    /// `startQueue`, when the SDK starts its services: only with an app key (`startServices`
    /// returns at once without one, so nothing is ever uploaded then).
    func start() {
        guard registration.appKey != nil, startedAt == nil else { return }
        startedAt = host.scheduler.now
        store.open(at: host.scheduler.now)
        dirty = true
        scheduleTick()
    }

    /// `addEvent:event immediate:YES`.
    func addImmediately(_ event: MCEBehaviourEvent) {
        if !store.insert(event) {
            host.events.emit(
                SDKEvent(
                    error: PushError(
                        .eventDeliveryFailed, native: Self.failureSignal, retryable: false,
                        message:
                            "Event with name: \(event.name), type: \(event.type) was prevented from being queued multiple times: a similar event (same name, type, attributes, attribution and mailing id, less than 1 s apart) is already stored, so this one is never uploaded",
                        details: [
                            "reason": "duplicate", "event": .string(event.name),
                            "errorCode": .number(Double(Self.duplicateErrorCode)),
                        ])))
        }
        dirty = true
        scheduleTick()
    }

    /// Schedules the timer's next tick when it would have something to do.
    private func scheduleTick() {
        guard let startedAt, dirty, !processing, nextTick == nil else { return }
        let now = host.scheduler.now
        let elapsed = now.milliseconds - startedAt.milliseconds
        let interval = Self.tickInterval.components.seconds * 1000
        let due = startedAt.advanced(by: .milliseconds((elapsed / interval + 1) * interval))
        nextTick = host.scheduler.schedule(after: due.sinceStart - now.sinceStart) { [weak self] in
            guard let self else { return }
            self.nextTick = nil
            self.tick()
        }
    }

    /// One tick of the timer.
    private func tick() {
        guard !processing, dirty else { return }
        let batch = store.unsent
        dirty = false
        guard !batch.isEmpty, let appKey = registration.appKey else { return }
        processing = true
        let rowIDs = Set(batch.map(\.rowID))
        let names = JSONValue.array(batch.map { .string($0.event.name) })
        let body: JSONValue = ["events": .array(batch.map(\.event.json))]
        let url = Self.url(baseURL, appKey: appKey, userID: registration.userID, channelID: registration.channelID)
        host.http.send(HTTPRequest(method: "POST", url: url, headers: Self.headers, body: body)) {
            [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response) where response.isSuccess:
                self.store.markSent(rowIDs, at: self.host.scheduler.now)
                self.host.events.emit(
                    SDKEvent(
                        SDKEventName.pushEventDelivered, native: Self.successSignal,
                        details: ["events": names, "httpStatus": .number(Double(response.status))]))
                self.backoff = Self.initialBackoff
            case .success(let response):
                self.failed(
                    "the server answered \(response.status)",
                    details: ["events": names, "httpStatus": .number(Double(response.status))])
            case .failure(let error):
                var details = error.details
                details["events"] = names
                self.failed(error.message, details: details)
            }
            self.processing = false
            self.scheduleTick()
        }
    }

    /// A failed upload: `MCEEventFailure`, then the queue is marked dirty again after the back-off.
    private func failed(_ cause: String, details: [String: JSONValue]) {
        let wait = backoff
        var details = details
        details["retryIn"] = .string("\(wait)s")
        host.events.emit(
            SDKEvent(
                error: PushError(
                    .eventDeliveryFailed, native: Self.failureSignal, retryable: true,
                    message:
                        "Couldn't send events (\(cause)), will retry in \(wait) seconds: the events stay stored and go with the first upload after that",
                    details: details)))
        host.scheduler.schedule(after: .seconds(wait)) { [weak self] in
            guard let self else { return }
            self.backoff = min(self.backoff * 2, Self.maximumBackoff)
            self.dirty = true
            self.scheduleTick()
        }
    }

    /// The upload's URL: `baseURL` with the parts
    /// `["3.0", "apps", appKey, "events", "users", userID, "channels", channelID]`.
    static func url(_ baseURL: String, appKey: String, userID: String, channelID: String) -> String {
        MCEURL.appendingPathComponents(
            ["3.0", "apps", appKey, "events", "users", userID, "channels", channelID], to: baseURL)
    }
}
