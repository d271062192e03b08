@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit

/// A device hosting the Actito adapter, with `configuration` over the scenario defaults.
func makeDevice(_ configuration: [String: JSONValue] = [:]) -> SimulatedDevice {
    SimulatedDevice(vendor: ActitoVendor(), configuration: configuration)
}

/// An Actito payload: own marker, the default application, ids, an alert and content-available.
func actitoPayload(
    _ extra: [String: JSONValue] = [:], alert: JSONValue = ["title": "Sale", "body": "Up to 50% off"]
) -> PushPayload {
    var root: [String: JSONValue] = [
        "aps": ["alert": alert, "category": "ActitoDefaultCategory", "content-available": 1],
        "x-sender": "notificare", "x-application": "example-app", "id": "msg-1", "notificationId": "msg-1",
        "notificationType": "re.notifica.notification.Alert",
    ]
    root.merge(extra) { _, new in new }
    return PushPayload(root)
}

/// A server answer carrying a full notification for `GET /notification/…`.
func fullNotification(
    type: String = "re.notifica.notification.Alert", content: [JSONValue] = [],
    actions: [JSONValue] = []
) -> ServerAnswer {
    ServerAnswer(
        .response(
            status: 200,
            body: [
                "notification": [
                    "_id": "msg-1", "type": .string(type), "title": "Sale", "message": "Up to 50% off",
                    "content": .array(content), "actions": .array(actions),
                ]
            ]), match: "/notification/")
}

extension SimulatedDevice {
    /// The Actito adapter of the running process.
    var actito: ActitoAdapter? { adapter as? ActitoAdapter }

    /// `type` of every `POST /event` body, in order.
    var eventTypes: [String] { requestBodies(containing: "/event").compactMap { $0["type"]?.stringValue } }
}

/// The Actito live-activity token the tests register.
let liveActivityTestToken = LiveActivityToken(kind: .activity(id: "order-42"), bytes: [0xA1, 0xB2, 0xC3])

/// Calls Actito's live-activity facet in one step, lets 30 virtual seconds pass (long enough for
/// every retry), and returns each completion's error, nil for a success.
func callLiveActivities(
    _ device: SimulatedDevice,
    _ body: (any LiveActivityService, @escaping (Result<Void, PushError>) -> Void) -> Void
) -> [PushError?] {
    var results: [PushError?] = []
    device.perform(step: "la") {
        body(device.actito!.liveActivities!) { result in
            if case .failure(let error) = result { results.append(error) } else { results.append(nil) }
        }
    }
    device.advance(by: .seconds(30))
    return results
}
