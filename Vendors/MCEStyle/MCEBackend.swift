import PushContract

/// MCE's server as the simulated backend plays it: the one route the adapter calls, the
/// behaviour-event upload (README "Simulated backend").
///
/// The upload's path and answer are not public (A5): the route is `events` below the configured
/// `apiURL`, answered `200 {}` (the SDK reads nothing from the answer but its status). The body's
/// types come from `MCEEvent.h` (`name`, `type`, `attributes`, `attribution` strings and
/// dictionaries; `mailingId` "either an NSNumber or an NSString that holds a number"); its
/// wrapper and timestamp form are ours (A5).
enum MCEBackend {
    /// `MCEEvent.h` in the current release.
    static let eventHeader = "go-acoustic/Acoustic-Mobile-Push-iOS@715308e:AcousticMobilePush.xcframework/ios-arm64/AcousticMobilePush.framework/Headers/MCEEvent.h"

    /// One event of the upload.
    static let event = RequestBodyShape("MCEEvent", citation: "\(eventHeader):20-36", fields: [
        "name": .required(.string), "type": .required(.string), "timestamp": .required(.string),
        "attributes": .required(.object), "attribution": .optional(.string), "mailingId": .optional(.number, .string),
    ])

    /// The upload: the flushed queue.
    static let upload = RequestBodyShape(
        "events upload", citation: "\(eventHeader):20-36; the wrapper is README assumption A5",
        fields: ["events": .array(ofObjects: event)])

    /// Every route the adapter calls.
    static let declared = VendorBackend(routes: [
        BackendRoute("POST", "events", body: [:],
                     citation: "README assumption A5 (the upload's path and answer are not public)",
                     requestBodies: [upload]),
    ])
}
