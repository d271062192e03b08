@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Actito live activities")
struct ActitoLiveActivityTests {
    let token = liveActivityTestToken

    /// Each completion's error, nil for a success.
    func call(
        _ device: SimulatedDevice,
        _ body: (any LiveActivityService, @escaping (Result<Void, PushError>) -> Void) -> Void
    )
        -> [PushError?]
    { callLiveActivities(device, body) }

    @Test("Register posts activity, hex token, device id and topics; end deletes with an escaped path")
    func registerAndEnd() throws {
        let device = makeDevice()
        device.start()
        #expect(
            call(device) { $0.register(activityID: "order 42", token: token, topics: ["a"], completion: $1) } == [nil])
        #expect(
            device.requestBodies(containing: "/live-activity").last == [
                "activity": "order 42", "token": "a1b2c3", "deviceID": "actito-device-1", "topics": ["a"],
            ])
        #expect(call(device) { $0.end(activityID: "order 42/é", completion: $1) } == [nil])
        #expect(device.requestLines.last == "DELETE /api/v1/live-activity/order%2042/%C3%A9/actito-device-1")
    }

    @Test("Before the device exists every call fails with device-unavailable, without a request")
    func noDevice() throws {
        let device = makeDevice()
        device.answerUnscriptedRequests(with: ServerAnswer(.response(status: 503, body: nil)))
        device.start()
        let before = device.requestLines.count
        let results = call(device) { $0.register(activityID: "a", token: token, topics: [], completion: $1) }
        #expect(results.map { $0?.code } == [.deviceUnavailable])
        #expect(device.requestLines.count == before)
    }

    @Test("Push-to-start is unsupported: one completion with live-activity.unsupported, nothing sent")
    func pushToStart() throws {
        let device = makeDevice()
        device.start()
        let before = device.requestLines.count
        let pts = LiveActivityToken(kind: .pushToStart(attributesType: "T"), bytes: [1])
        #expect(
            call(device) { $0.registerPushToStart(token: pts, completion: $1) }.map { $0?.code } == [
                .liveActivityUnsupported
            ])
        #expect(device.requestLines.count == before)
    }
}
