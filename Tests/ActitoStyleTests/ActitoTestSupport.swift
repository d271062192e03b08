@testable import ActitoStyle
import PushContract
import PushSimulator

/// The runner's default APNs token (`00112233…eeff` twice).
let defaultTokenHex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

/// A device hosting the Actito adapter with the runner's defaults: permission granted, an APNs
/// token, every request answered 200 `{}`.
func makeDevice(_ overrides: [String: JSONValue] = [:]) throws -> SimulatedDevice {
    var configuration: [String: JSONValue] = ["apiURL": "https://push.example.test/api/v1", "applicationID": "example-app"]
    configuration.merge(overrides) { _, new in new }
    let device = SimulatedDevice(vendor: ActitoVendor(), configuration: configuration)
    device.notificationCenter.promptAnswer = .authorized
    device.application.registration = .token(try DeviceToken(hex: defaultTokenHex))
    device.transport.defaultAnswer = ServerAnswer(.response(status: 200, body: [:]))
    return device
}

/// An Actito payload: own marker, the default application, ids, an alert and content-available.
func actitoPayload(_ extra: [String: JSONValue] = [:], alert: JSONValue = ["title": "Sale", "body": "Up to 50% off"]) -> PushPayload {
    var root: [String: JSONValue] = [
        "aps": ["alert": alert, "category": "ActitoDefaultCategory", "content-available": 1],
        "x-sender": "notificare", "x-application": "example-app", "id": "msg-1", "notificationId": "msg-1",
        "notificationType": "re.notifica.notification.Alert",
    ]
    root.merge(extra) { _, new in new }
    return PushPayload(root)
}

/// A server answer carrying a full notification for `GET /notification/…`.
func fullNotification(type: String = "re.notifica.notification.Alert", content: [JSONValue] = [],
                      actions: [JSONValue] = []) -> ServerAnswer {
    ServerAnswer(.response(status: 200, body: ["notification": [
        "_id": "msg-1", "type": .string(type), "title": "Sale", "message": "Up to 50% off",
        "content": .array(content), "actions": .array(actions),
    ]]), match: "/notification/")
}

extension SimulatedDevice {
    /// Launches in `state` and settles.
    func start(state: AppState = .foreground) { perform(step: "launch") { launch(state: state) } }

    /// A push in its own step.
    func push(_ payload: PushPayload) { perform(step: "push") { receivePush(payload) } }

    /// A tap (or action) on push-1 in its own step.
    func tap(_ action: String = "default", text: String? = nil) throws {
        try perform(step: "tap") { try respond(to: "push-1", action: action, text: text) }
    }

    /// The Actito adapter of the running process.
    var actito: ActitoAdapter? { adapter as? ActitoAdapter }

    /// Names of push-delegate events, in order.
    var delegateNames: [String] { records.filter { $0.kind == .delegate }.compactMap { $0.body["name"]?.stringValue } }

    /// Names of UI-delegate events, in order.
    var uiNames: [String] { records.filter { $0.kind == .ui }.compactMap { $0.body["name"]?.stringValue } }

    /// `METHOD path` of every request, in order.
    var requestLines: [String] {
        records.filter { $0.kind == .http }.compactMap { record in
            guard let method = record.body["method"]?.stringValue, let url = record.body["url"]?.stringValue else { return nil }
            return "\(method) \(HTTPRequest(method: method, url: url).path)"
        }
    }

    /// Bodies of requests whose URL contains `fragment`.
    func requestBodies(containing fragment: String) -> [JSONValue] {
        records.filter { $0.kind == .http && ($0.body["url"]?.stringValue?.contains(fragment) ?? false) }.map { $0.body["body"] ?? .null }
    }

    /// Neutral codes of error records, in order.
    var errorCodes: [String] { records.filter { $0.kind == .error }.compactMap { $0.body["code"]?.stringValue } }

    /// Values passed to completions of one kind.
    func completions(_ kind: String) -> [JSONValue] {
        records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }.map { $0.body["value"] ?? .null }
    }

    /// System records named `name`.
    func system(_ name: String) -> [JSONValue] {
        records.filter { $0.kind == .system && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// `type` of every `POST /event` body, in order.
    var eventTypes: [String] { requestBodies(containing: "/event").compactMap { $0["type"]?.stringValue } }
}

/// The Actito live-activity token the tests register.
let liveActivityTestToken = LiveActivityToken(kind: .activity(id: "order-42"), bytes: [0xA1, 0xB2, 0xC3])

/// Calls Actito's live-activity facet in one step, lets 30 virtual seconds pass (long enough for
/// every retry), and returns each completion's error, nil for a success.
func callLiveActivities(_ device: SimulatedDevice,
                        _ body: (any LiveActivityService, @escaping (Result<Void, PushError>) -> Void) -> Void) -> [PushError?] {
    var results: [PushError?] = []
    device.perform(step: "la") {
        body(device.actito!.liveActivities!) { result in
            if case .failure(let error) = result { results.append(error) } else { results.append(nil) }
        }
    }
    device.advance(by: .seconds(30))
    return results
}
