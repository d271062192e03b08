import PushContract

/// The Actito REST API's ordinary success answers, as the simulated backend plays them
/// (README "Simulated backend"; seed `actito-ios-advanced`; the SDK's source at
/// `actito/actito-sdk-ios@a80159a`),
/// and the bodies the SDK sends to each route, typed as its payload structs declare them.
enum ActitoBackend {
    /// Every route the adapter calls, first fit wins.
    static let declared = VendorBackend(routes: [
        // createDevice answers with the device it created; the SDK stores `device.deviceID`.
        BackendRoute(
            "POST", "push", body: ["device": ["deviceID": "actito-device-1"]],
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoKit/Sources/ActitoDeviceComponent.swift:551-650 (createDevice stores device.deviceID); README assumption A3",
            requestBodies: [ActitoRequestBodies.createDevice]),
        BackendRoute(
            "PUT", "push/{device}", body: [:],
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:511-623 (PUT /push/{deviceId}: the SDK reads no body)",
            requestBodies: [
                ActitoRequestBodies.updateDeviceSubscription, ActitoRequestBodies.updateDeviceNotificationSettings,
                ActitoRequestBodies.updateDevice,
            ]),
        BackendRoute(
            "POST", "event", body: [:],
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoKit/Sources/ActitoEventsComponent.swift:118-200 (events are logged: no body read)",
            requestBodies: [ActitoRequestBodies.createEvent]),
        // fetchNotification: `{ notification: { _id, type, title, message, content, actions } }`.
        BackendRoute(
            "GET", "notification/{id}",
            body: [
                "notification": [
                    "_id": "{id}", "type": "re.notifica.notification.Alert",
                    "title": "Notification {id}", "message": "Message of notification {id}",
                    "content": [], "actions": [],
                ]
            ],
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/ApplicationDelegate/ActitoPushAppDelegateInterceptor.swift:105-158 (GET /notification/{id} returns the full notification); README assumption A18"
        ),
        BackendRoute(
            "POST", "live-activity", body: ["message": "live activity successfully registered"],
            citation:
                "Notificare/notificare-api-docs@5e40de1:src/specs/notificare-sdk-api-oas3.yaml:794-853,2331-2353 (response message)",
            requestBodies: [ActitoRequestBodies.registerLiveActivity]),
        BackendRoute(
            "DELETE", "live-activity/{activity}/{device}", body: ["message": "live activity successfully unregistered"],
            citation:
                "Notificare/notificare-api-docs@5e40de1:src/specs/notificare-sdk-api-oas3.yaml:794-853,2331-2353 (response message)"
        ),
        BackendRoute(
            "POST", "reply", body: [:],
            citation: "seed actito-ios-advanced (quick response reply: the SDK reads no body)",
            requestBodies: [ActitoRequestBodies.createNotificationReply]),
    ])
}

/// The JSON types of the bodies the Actito SDK sends, from its `Encodable` payload structs
/// (a Swift optional is left out when nil, as synthesized `Encodable` does; `Float` is a number,
/// `Int64` an integer).
enum ActitoRequestBodies {
    private static let kit =
        "actito/actito-sdk-ios@a80159a:ActitoKit/Sources/Internals/Network/Push API/PushAPI+Payloads.swift"
    private static let pushKit =
        "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/Network/Push API/PushAPI+Payloads.swift"

    /// The device fields `CreateDevice` and `UpdateDevice` share. `timeZoneOffset` is hours east of
    /// UTC (`Float(secondsFromGMT()) / 3600`, `ActitoUtilitiesKit/Sources/Device/Timezone+Offset.swift:8-9`),
    /// `deviceString` the model identifier, `osVersion` and `appVersion` as the device writes them (ADP-006).
    private static let deviceFields: [String: RequestBodyShape.Field] = [
        "language": .required(.string), "region": .required(.string), "platform": .required(.string),
        "osVersion": .required(.string).fact(.osVersion), "sdkVersion": .required(.string),
        "appVersion": .required(.string).fact(.appVersion), "deviceString": .required(.string).fact(.model),
        "timeZoneOffset": .required(.number).fact(.timeZoneOffset(.hours)),
        "backgroundAppRefresh": .required(.boolean),
    ]

    /// `POST /push`.
    static let createDevice = RequestBodyShape("CreateDevice", citation: "\(kit):9-19", fields: deviceFields)
    /// `PUT /push/{deviceId}` when the device's facts change.
    static let updateDevice = RequestBodyShape("UpdateDevice", citation: "\(kit):21-31", fields: deviceFields)
    /// `PUT /push/{deviceId}` with the transport (`ActitoTransport` is a string raw value).
    static let updateDeviceSubscription = RequestBodyShape(
        "UpdateDeviceSubscription", citation: "\(pushKit):8-12",
        fields: [
            "transport": .required(.string), "subscriptionId": .optional(.string), "allowedUI": .required(.boolean),
        ])
    /// `PUT /push/{deviceId}` with the notification settings only.
    static let updateDeviceNotificationSettings = RequestBodyShape(
        "UpdateDeviceNotificationSettings", citation: "\(pushKit):14-16", fields: ["allowedUI": .required(.boolean)])
    /// `POST /event` (coding keys `deviceID`, `sessionID`, `notification`, `userID`).
    static let createEvent = RequestBodyShape(
        "CreateEventPayload", citation: "\(kit):103-120",
        fields: [
            "type": .required(.string), "timestamp": .required(.integer), "deviceID": .required(.string),
            "sessionID": .optional(.string), "notification": .optional(.string), "userID": .optional(.string),
            "data": .optional(.object),
        ])
    /// `POST /reply`.
    static let createNotificationReply = RequestBodyShape(
        "CreateNotificationReply", citation: "\(kit):84-97",
        fields: [
            "notification": .required(.string), "deviceID": .required(.string), "userID": .optional(.string),
            "label": .required(.string),
            "data": .object(
                RequestBodyShape(
                    "ReplyData", citation: "\(kit):91-96",
                    fields: [
                        "target": .optional(.string), "message": .optional(.string), "media": .optional(.string),
                        "mimeType": .optional(.string),
                    ])),
        ])
    /// `POST /live-activity`.
    static let registerLiveActivity = RequestBodyShape(
        "RegisterLiveActivity", citation: "\(pushKit):18-23",
        fields: [
            "activity": .required(.string), "token": .required(.string), "deviceID": .required(.string),
            "topics": .array(of: .string, isRequired: false),
        ])
}
