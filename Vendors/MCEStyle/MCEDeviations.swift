import PushContract

/// What the real MCE SDK does that breaks a contract invariant, each with its citation, kept in
/// the adapter so reports show it (README "Known deviations").
enum MCEDeviations {
    /// The SDK binary of the current release (3.10.6), which holds the media download.
    static let sdkBinary =
        "go-acoustic/Acoustic-Mobile-Push-iOS@715308e:AcousticMobilePush.xcframework/ios-arm64/AcousticMobilePush.framework/AcousticMobilePush"
    /// The extension binary, which holds `MCENotificationService`.
    static let extensionBinary =
        "go-acoustic/Acoustic-Mobile-Push-iOS@715308e:AcousticMobilePushNotification.xcframework/ios-arm64/AcousticMobilePushNotification.framework/AcousticMobilePushNotification"
    private static let download = "\(sdkBinary) -[MCENotificationPayload downloadMediaAttachmentWithCompletionHandler:]"

    /// Every deviation, in invariant order.
    static let all: [KnownDeviation] = [
        KnownDeviation(
            invariant: .extensionOwnBound, scenarios: ["notification-service.media-hang-past-budget"],
            summary:
                "The media download uses the default session configuration with no timeout of its own: the extension is still waiting when the 30 s budget runs out, and the system's expiry call delivers the copy without the media.",
            citation:
                "\(download) (default NSURLSessionConfiguration); \(extensionBinary) -[MCENotificationService serviceExtensionTimeWillExpire]"
        ),
        KnownDeviation(
            invariant: .linkNeedsUserAction, scenarios: [],
            summary:
                "Every response the delegate is handed runs its action: a url button's link opens for each delivery of the response, so one tap delivered twice (another SDK forwarding it) opens the link twice; the behaviour event of the second is refused as a duplicate. Listed for every scenario, naming links opened more often than taps but not than deliveries (never a link opened with no tap).",
            citation:
                "\(sdkBinary) -[MCENotificationDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:] (every response to performAction, no memory of earlier ones); \(sdkBinary) processAction:forPayload:source:attributes:userText:retry: (url opens URLWithString(value))",
            mechanism: .linkPerDelivery),
        KnownDeviation(
            invariant: .retryOnlyRetryable, scenarios: [],
            summary:
                "A failed behaviour-event upload is sent again after the back-off whatever the failure: the client turns every status outside 200-299 into an error (a 404 also forces a new registration, not modelled), and the event service marks the queue dirty again after the back-off for every error, so a 4xx answer is retried too. Listed for every scenario, naming a refused request sent again after a back-off: explore finds it with two refused uploads in a row (seeds 777, 31337, 2026, 4242 and 99991 at 20,000 runs).",
            citation:
                "\(sdkBinary) -[MCEClient sendRequest:payload:httpMethod:completion:] (status 200-299 succeeds, any other is an error; 404 calls forcePhoneHome); \(sdkBinary) -[MCEEventService startQueue] (on any error: MCEEventFailure, then the queue is marked dirty after backoff seconds)",
            mechanism: .refusedRequestRetriedAfterBackoff),
        KnownDeviation(
            invariant: .retryOnlyRetryable, scenarios: [],
            summary:
                "Every failed upload schedules its own back-off, which marks the queue dirty when it runs out, and every upload carries all unsent events: when a batch is refused while an earlier upload's back-off after a transport failure or a 5xx still runs, that back-off sends the refused batch again. Listed for every scenario, naming a refused request sent again by the retry of an earlier retryable failure: explore finds it with a failure, a tap, then a refusal (seeds 777, 31337, 2026, 4242 and 99991 at 20,000 runs).",
            citation:
                "\(sdkBinary) -[MCEEventService startQueue] (each error schedules, after backoff seconds, a block that doubles the back-off and marks the queue dirty; a tick sends +[MCEEvent unsentEventsInDatabase:] in one request); \(sdkBinary) -[MCEEventService addEvent:immediate:] (an event added during an upload marks the queue dirty)",
            mechanism: .retryableFailureRetried),
        KnownDeviation(
            invariant: .retryOnlyRetryable, scenarios: [],
            summary:
                "Behaviour events are rows of the SDK's event table until an upload succeeds: a refused upload leaves them unsent, and the next app process's 1 s queue timer sends every unsent row again, whatever the earlier answer was. Listed for every scenario, naming a refused request sent again by a later process: explore finds it with a relaunch after a refused upload (seeds 777, 31337, 2026, 4242 and 99991 at 20,000 runs).",
            citation:
                "\(sdkBinary) -[MCEEventService startQueue] and init (a repeating 1 s timer sends all unsent events, +[MCEEvent unsentEventsInDatabase:]; on an error the rows stay unsent); \(sdkBinary) -[MCEClient sendRequest:payload:httpMethod:completion:] (any status outside 200-299 is an error)",
            mechanism: .refusedRequestResentByNextLaunch),
        KnownDeviation(
            invariant: .retriesBackOff, scenarios: [],
            summary:
                "The upload back-off lives in the event service (5 s at first, doubled after each failure): a new app process starts it afresh, and its 1 s queue timer sends the unsent events at once, so an upload failing across several relaunches in a minute is sent more than 6 times in 60 s, although no one process sends it more often than its back-off allows. Found by explore (seed 31337 at 20,000 runs).",
            citation:
                "\(sdkBinary) -[MCEEventService init] (backoff starts at 5 and the repeating 1 s timer is created); \(sdkBinary) -[MCEEventService startQueue] (all unsent events in one request; on an error the queue is marked dirty after backoff seconds, then backoff doubles up to 3,600)",
            mechanism: .backOffRestartedByRelaunch),
        KnownDeviation(
            invariant: .noNetworkForForeignPayload,
            scenarios: [
                "notification-service.foreign-payload-with-media-attachment",
                "notification-service.foreign-payload-with-media-keys",
                "notification-service.foreign-payload-with-media-keys-while-terminated",
                "lifecycle.foreign-lookalike-push-dismissed-in-background",
                "lifecycle.foreign-lookalike-push-tapped-in-foreground",
                "lifecycle.foreign-lookalike-push-tapped-while-terminated",
                "notification-service.foreign-lookalike-push-in-background",
            ],
            summary:
                "The service extension has no ownership check: any rich push with a top-level media-attachment is downloaded and attached, also another SDK's.",
            citation:
                "\(extensionBinary) -[MCENotificationService didReceiveNotificationRequest:withContentHandler:] (no ownership check); \(download)"
        ),
        KnownDeviation(
            invariant: .foreignContentDeliveredUnchanged,
            scenarios: [
                "lifecycle.tap-foreign-delivery-push", "notification-service.foreign-payload",
                "notification-service.foreign-payload-with-uid",
                "notification-service.foreign-payload-with-attachment-uri",
                "notification-service.foreign-payload-with-cleartext-media-keys",
                "notification-service.foreign-payload-with-cleartext-media-keys-in-foreground",
                "notification-service.foreign-payload-with-cleartext-media-keys-while-terminated",
                "notification-service.foreign-payload-with-media-attachment",
                "notification-service.foreign-payload-with-media-keys",
                "notification-service.foreign-payload-with-media-keys-while-terminated",
            ],
            summary:
                "The service extension has no ownership check and sets the category of every request it is given to category-name, else a fresh random name: another SDK's notification shows under MCE's category.",
            citation:
                "\(extensionBinary) -[MCENotificationService didReceiveNotificationRequest:withContentHandler:] (no ownership check); \(sdkBinary) -[MCENotificationPayload categoryName] (a new NSUUID string without category-name)",
            behaviour: "with its category changed", mechanism: .foreignContentFieldChanged("category")),
        KnownDeviation(
            invariant: .foreignContentDeliveredUnchanged,
            scenarios: [
                "notification-service.foreign-payload-with-media-attachment",
                "notification-service.foreign-payload-with-media-keys",
                "notification-service.foreign-payload-with-media-keys-while-terminated",
            ],
            summary:
                "The service extension has no ownership check: another SDK's rich push with a top-level media-attachment is delivered with that file attached.",
            citation:
                "\(extensionBinary) -[MCENotificationService didReceiveNotificationRequest:withContentHandler:] (no ownership check); \(download)",
            behaviour: "with its attachments changed", mechanism: .foreignContentFieldChanged("attachments")),
        KnownDeviation(
            invariant: .attachmentTypeMatchesBytes, scenarios: [],
            summary:
                "The downloaded file is attached under the URL's last path component without looking at the response's type or the bytes: an HTML page fetched from a .png URL is attached as a PNG. Listed for every scenario (explore finds it with any media; issue 22).",
            citation: "\(download) (no type check)",
            mechanism: .fileNameTypeNotTheBytes),
        KnownDeviation(
            invariant: .attachmentFromSuccessfulDownload, scenarios: [],
            summary:
                "The HTTP status of the media download is not checked: the body of a 404 answer is attached as the media. Listed for every scenario (explore finds it with any media; issue 26).",
            citation: "\(download) (no status check)",
            mechanism: .errorPageAttached),
    ]
}
