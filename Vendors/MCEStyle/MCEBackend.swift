import PushContract

/// MCE's server as the simulated backend plays it: the one route the adapter calls, the
/// behaviour-event upload (README "Simulated backend").
///
/// The route and the body come from the 3.10.6 binary: `-[MCEEventClient sendEvents:completion:]`
/// posts `{"events": [...]}` to `<baseUrl>/3.0/apps/<appKey>/events/users/<userId>/channels/<channelId>`,
/// each event as `-[MCEEvent packageEvent]` writes it (``MCEEventPackaging``). The answer is not
/// public (A5): `200 {}` (the SDK reads nothing from it but its status).
enum MCEBackend {
    /// The 3.10.6 SDK binary, whose methods the shapes cite.
    static let binary =
        "go-acoustic/Acoustic-Mobile-Push-iOS@715308e:AcousticMobilePush.xcframework/ios-arm64/AcousticMobilePush.framework/AcousticMobilePush"
    /// `MCEEvent.h` in the same release.
    static let eventHeader =
        "go-acoustic/Acoustic-Mobile-Push-iOS@715308e:AcousticMobilePush.xcframework/ios-arm64/AcousticMobilePush.framework/Headers/MCEEvent.h"

    /// One packaged attribute: `key`, `type` (`string`, `boolean`, `number` or `date`) and the value.
    static let attribute = RequestBodyShape(
        "packaged attribute", citation: "\(binary) +[MCEApiUtil packageValue:key:]",
        fields: ["key": .required(.string), "type": .required(.string), "value": .required(.string, .number, .boolean)])

    /// One event of the upload. `attributes` is left out when one attribute cannot be packaged;
    /// `mailingId` is "either an NSNumber or an NSString that holds a number" (`MCEEvent.h:35`).
    static let event = RequestBodyShape(
        "MCEEvent",
        citation:
            "\(binary) -[MCEEvent packageEvent], -[MCEEvent toDictionary], +[MCEApiUtil packageAttributes:]; \(eventHeader):20-36",
        fields: [
            "name": .required(.string), "type": .required(.string), "timestamp": .required(.string),
            "attributes": .array(ofObjects: attribute, isRequired: false),
            "attribution": .optional(.string), "mailingId": .optional(.number, .string),
        ])

    /// The upload: the flushed queue.
    static let upload = RequestBodyShape(
        "events upload", citation: "\(binary) -[MCEEventClient sendEvents:completion:]",
        fields: ["events": .array(ofObjects: event)])

    /// Every route the adapter calls.
    static let declared = VendorBackend(routes: [
        BackendRoute(
            "POST", "3.0/apps/{appKey}/events/users/{userId}/channels/{channelId}", body: [:],
            citation:
                "\(binary) -[MCEEventClient sendEvents:completion:] (the path); the answer is README assumption A5",
            requestBodies: [upload])
    ])
}
