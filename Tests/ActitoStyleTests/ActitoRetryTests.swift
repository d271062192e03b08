@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// `URLSession+Retry.swift` and `ActitoNetworkError.shouldRetry`
/// (actito/actito-sdk-ios@a80159a:ActitoKit/Sources/Internals/Network/URLSession+Retry.swift:9-11,23-65):
/// driven through `registerLiveActivity`, whose request has no other side effects.
@Suite("Actito retry policy")
struct ActitoRetryTests {
    let token = liveActivityTestToken

    /// Each completion's error, nil for a success.
    func call(
        _ device: SimulatedDevice,
        _ body: (any LiveActivityService, @escaping (Result<Void, PushError>) -> Void) -> Void
    )
        -> [PushError?]
    { callLiveActivities(device, body) }

    @Test("Timed-out requests are retried at 0, 0.5, 1, 2, 4 s (6 requests), then inaccessible; 5xx is never retried")
    func retryPolicy() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue(Array(repeating: ServerAnswer(.transportFailure(reason: "timed-out")), count: 6))
        let results = call(device) { $0.register(activityID: "a", token: token, topics: [], completion: $1) }
        #expect(results.map { $0?.native } == ["inaccessible"])
        #expect(registerTimes(device) == ["0s", "0s", "0.5s", "1.5s", "3.5s", "7.5s"])
        #expect(ActitoNetwork.delay(beforeRetry: 4) == .seconds(4))

        device.transport.enqueue([ServerAnswer(.response(status: 503, body: nil))])
        let before = device.requestLines.count
        let server = call(device) { $0.register(activityID: "b", token: token, topics: [], completion: $1) }
        #expect(server.map { $0?.code } == [.serverError])
        #expect(device.requestLines.count == before + 1)
    }

    @Test("Offline (not connected) is not retried: one request, urlError notConnectedToInternet, not retryable")
    func offlineNotRetried() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([ServerAnswer(.transportFailure(reason: "offline"))])
        let results = call(device) { $0.register(activityID: "a", token: token, topics: [], completion: $1) }
        #expect(results.map { $0?.code } == [.transportFailure])
        #expect(results.map { $0?.native } == ["urlError"])
        #expect(results.first??.retryable == false)
        #expect(results.first??.details["urlError"] == "notConnectedToInternet")
        #expect(registerTimes(device) == ["0s"])
        #expect(
            !device.records.contains {
                $0.kind == .event && $0.body["name"]?.stringValue == SDKEventName.retryScheduled.rawValue
            })
    }

    @Test(
        "An offline answer in the middle of the retries ends them at once with urlError",
        arguments: ["offline", "unheard-of"])
    func offlineDuringRetries(reason: String) throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([
            ServerAnswer(.transportFailure(reason: "connection-lost")), ServerAnswer(.transportFailure(reason: reason)),
        ])
        let results = call(device) { $0.register(activityID: "a", token: token, topics: [], completion: $1) }
        #expect(results.map { $0?.native } == ["urlError"])
        #expect(registerTimes(device) == ["0s", "0s"])
    }

    @Test("Exactly the five transient URL errors are retried (ActitoNetworkError.shouldRetry)")
    func retriedCodes() {
        let retried = ["timed-out", "cannot-find-host", "cannot-connect", "connection-lost", "dns-lookup-failed"]
        for reason in retried { #expect(ActitoURLErrorCode(reason: reason).shouldRetry, "\(reason)") }
        for reason in ["offline", "reset", "timeout", "", "Timed-Out"] as [String?] + [nil] {
            #expect(!ActitoURLErrorCode(reason: reason).shouldRetry, "\(reason ?? "nil")")
        }
        #expect(ActitoURLErrorCode(reason: "offline") == .notConnectedToInternet)
        #expect(Set(retried.map { ActitoURLErrorCode(reason: $0) }).count == 5)
    }

    /// Virtual times of every `POST …/live-activity`.
    private func registerTimes(_ device: SimulatedDevice) -> [String] {
        device.records.filter {
            $0.kind == .http && ($0.body["url"]?.stringValue?.hasSuffix("/live-activity") ?? false)
        }
        .map(\.time.description)
    }

    @Test("An event that fails offline is queued (urlError is recoverable), not retried, and resent at the next launch")
    func offlineEventQueued() throws {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.transportFailure(reason: "offline"), match: "/event")])
        device.start()
        #expect(device.eventTypes == ["re.notifica.event.push.Registration"])
        #expect(device.errorCodes == ["event.delivery-failed"])
        // The caller saw success: the categories were still registered.
        #expect(device.notificationCenter.categories.map(\.identifier) == ["ActitoDefaultCategory"])
        device.perform(step: "relaunch") { device.relaunch() }
        #expect(device.eventTypes == ["re.notifica.event.push.Registration", "re.notifica.event.push.Registration"])
    }
}
