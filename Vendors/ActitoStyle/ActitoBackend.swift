import PushContract

/// The Actito REST API's ordinary success answers, as the simulated backend plays them
/// (README "Simulated backend"; VENDOR-FACTS §1 items 5, 12, 13; seed `actito-ios-advanced`).
enum ActitoBackend {
    /// Every route the adapter calls, first fit wins.
    static let declared = VendorBackend(routes: [
        // createDevice answers with the device it created; the SDK stores `device.deviceID`.
        BackendRoute("POST", "push", body: ["device": ["deviceID": "actito-device-1"]],
                     citation: "VENDOR-FACTS Actito 12 (createDevice, device.deviceID); README assumption A3"),
        BackendRoute("PUT", "push/{device}", body: [:],
                     citation: "VENDOR-FACTS Actito 12 (PUT /push/{deviceId}: the SDK reads no body)"),
        BackendRoute("POST", "event", body: [:],
                     citation: "VENDOR-FACTS Actito 5 (events are logged, errors ignored: no body read)"),
        // fetchNotification: `{ notification: { _id, type, title, message, content, actions } }`.
        BackendRoute("GET", "notification/{id}",
                     body: ["notification": ["_id": "{id}", "type": "re.notifica.notification.Alert",
                                             "title": "Notification {id}", "message": "Message of notification {id}",
                                             "content": [], "actions": []]],
                     citation: "VENDOR-FACTS Actito 5 (GET /notification/{id} returns the full notification); README assumption A18"),
        BackendRoute("POST", "live-activity", body: ["message": "live activity successfully registered"],
                     citation: "VENDOR-FACTS Actito 13 (SDK API spec response message)"),
        BackendRoute("DELETE", "live-activity/{activity}/{device}", body: ["message": "live activity successfully unregistered"],
                     citation: "VENDOR-FACTS Actito 13 (SDK API spec response message)"),
        BackendRoute("POST", "reply", body: [:],
                     citation: "seed actito-ios-advanced (quick response reply: the SDK reads no body)"),
    ])
}
