import PushContract

/// The Altcraft mobile API's ordinary success answers, as the simulated backend plays them (README "Simulated
/// backend"; Altcraft "SDK Functionality", “Data structures”,
/// https://guides.altcraft.com/en/developer-guide/sdk/mobile/ios/functionality;
/// altcraft/ios-sdk@c9b72bf:Altcraft/network/RequestManager.swift:86-93). Every answer is the `{error: 0,
/// errorText: ""}` envelope; the `profile` a synchronous request would also get is omitted (assumption A18).
enum AltcraftBackend {
    /// `{ "error": 0, "errorText": "" }`: success with no error (Altcraft "SDK Functionality", “Data
    /// structures”).
    static let envelope: JSONValue = ["error": 0, "errorText": ""]

    /// Every route the adapter calls.
    static let declared = VendorBackend(routes: [
        BackendRoute(
            "POST", "subscription/push/{route}", body: envelope,
            citation:
                "Altcraft \"SDK Functionality\", “Changing subscription status” (Response {error: 0, errorText: \"\"}; subscribe/update/unsuspend)",
            requestBodies: [
                AltcraftRequestBodies.subscribe, AltcraftRequestBodies.update, AltcraftRequestBodies.unSuspend,
            ]),
        BackendRoute(
            "GET", "subscription/push/status", body: envelope,
            citation:
                "Altcraft \"SDK Functionality\", “Data from status-retrieval functions” (Response envelope); profile omitted (README A18)"
        ),
        BackendRoute(
            "POST", "event/push/{type}", body: envelope,
            citation:
                "altcraft/ios-sdk@c9b72bf:Altcraft/network/RequestManager.swift:86-88 (push event request: 2xx is success, the outcome does not depend on the body); altcraft/ios-sdk@c9b72bf:Altcraft/factory/RequestFactory.swift:203-217",
            requestBodies: [AltcraftRequestBodies.pushEvent]),
        BackendRoute(
            "POST", "event/post", body: envelope,
            citation:
                "altcraft/ios-sdk@c9b72bf:Altcraft/network/RequestManager.swift:86-88 (mobile event: 2xx is success, the outcome does not depend on the body)"
        ),
    ])
}

/// The JSON types of the bodies the Altcraft SDK sends, from the dictionaries its `JsonFactory` builds out of
/// the request structs (`Int64` times are integers; `JSONSerialization` writes a nil `String?` of a `[String:
/// String?]` as `null`).
///
/// The mobile event (`event/post`) declares none: the SDK sends it as `multipart/form-data` parts (`tz`, `t`,
/// `aci`, `wn`, then JSON parts `wd`, `mi`, `ma`, `sn`, `pf`;
/// `altcraft/ios-sdk@c9b72bf:Altcraft/mob_events/PartsFactory.swift:89-132`), not as a JSON body.
enum AltcraftRequestBodies {
    private static let factory = "altcraft/ios-sdk@c9b72bf:Altcraft/factory/JsonFactory.swift"
    private static let structures = "altcraft/ios-sdk@c9b72bf:Altcraft/data/Structures.swift"

    /// `POST …/subscription/push/subscribe/` (`SubscribeRequestData`, `CategoryData`).
    static let subscribe = RequestBodyShape(
        "subscribe", citation: "\(factory):17-56; \(structures):85-129,335-351",
        fields: [
            "time": .required(.integer), "subscription_id": .required(.string),
            "subscription": .object(
                RequestBodyShape(
                    "subscription", citation: "\(factory):29-35",
                    fields: [
                        "subscription_id": .required(.string), "provider": .required(.string),
                        "status": .required(.string),
                        "fields": .object(deviceFields),
                        "cats": .array(
                            ofObjects: RequestBodyShape(
                                "cats", citation: "\(factory):20-27",
                                fields: [
                                    "name": .optional(.string), "title": .optional(.string),
                                    "steady": .optional(.boolean),
                                    "active": .optional(.boolean),
                                ])),
                    ])),
            "replace": .required(.boolean), "skip_triggers": .required(.boolean), "profile_fields": .optional(.object),
        ])

    /// The subscription's `fields`: the app's custom fields and the device fields, among them `_os_tz`
    /// as `+hhmm` text (`getTimeZoneOffset`), `_os_ver` and `_device_model` as the device writes them
    /// (ADP-006); any other member is the app's.
    private static let deviceFields = RequestBodyShape(
        "fields", citation: "altcraft/ios-sdk@c9b72bf:Altcraft/device/DeviceInfo.swift:35-56,92-100",
        fields: [
            "_os_tz": .optional(.string).fact(.timeZoneOffset(.text)), "_os_ver": .optional(.string).fact(.osVersion),
            "_device_model": .optional(.string).fact(.model),
        ],
        otherMembers: Set(JSONKind.allCases))

    /// `POST …/subscription/push/update/` (`UpdateRequestData`).
    static let update = RequestBodyShape(
        "update", citation: "\(factory):64-80; \(structures):149-157",
        fields: [
            "old_token": .required(.string, .null), "old_provider": .required(.string, .null),
            "new_token": .required(.string), "new_provider": .required(.string),
        ])

    /// `POST …/subscription/push/unsuspend/` (`UnSuspendRequestData`).
    static let unSuspend = RequestBodyShape(
        "unSuspend", citation: "\(factory):86-103; \(structures):187-194",
        fields: [
            "subscription": .object(
                RequestBodyShape(
                    "subscription", citation: "\(factory):90-93",
                    fields: [
                        "subscription_id": .required(.string), "provider": .required(.string),
                    ])),
            "replace": .required(.boolean),
        ])

    /// `POST …/event/push/{type}` (`PushEventRequestData`).
    static let pushEvent = RequestBodyShape(
        "push event", citation: "\(factory):114-128; \(structures):163-169",
        fields: ["time": .required(.integer), "smid": .required(.string)])
}
