import PushContract

/// Documented Actito behaviours that break contract invariants, each with its citation.
enum ActitoDeviations {
    private static let nseCitation = "VENDOR-FACTS §1 item 15; actito/actito-sdk-ios@a80159a ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift (URLSession.shared, no timeout, no size limit) and Sample/NotificationService/NotificationService.swift (empty serviceExtensionTimeWillExpire)"
    private static let expiryScenarios = [
        "notification-service.expire-immediately", "notification-service.media-hang-expire",
        "notification-service.media-hang-past-budget",
    ]

    private static let backgroundFetchSummary = "The background-fetch completion (.newData) is called only after the Receive event (POST /event) and then GET /notification/{id} have finished; the SDK sets no timeout of its own (it relies on URLSession's), so when the server never answers the completion is never called. Found by explore (seed 1 run 2)."
    private static let backgroundFetchCitation = "VENDOR-FACTS §1 item 5 (fetch the notification, then the completion, always .newData); actito/actito-sdk-ios ActitoPushAppDelegateInterceptor.swift:105-158"

    private static let tapHangSummary = "The open flow calls the tap's completion only after GET /notification/{id} and the Open event have finished; with no timeout of its own (URLSession's only), a server that never answers leaves the completion uncalled. Found by explore (seed 1 run 21)."
    private static let tapHangCitation = "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13-129 (the completion after the fetch and the Open event)"

    /// Every deviation, in invariant order.
    static let all: [KnownDeviation] = [
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: expiryScenarios,
            summary: "The sample NotificationService does nothing in serviceExtensionTimeWillExpire, so while the attachment download is still running the content handler is never called.",
            citation: nseCitation),
        KnownDeviation(
            invariant: .attachmentTypeMatchesBytes, scenarios: ["notification-service.media-html-served-as-png"],
            summary: "The attachment's type hint is the response MIME type and the bytes are never looked at: an HTML page served as image/png is attached as a PNG image.",
            citation: "VENDOR-FACTS §1 item 15 (\"type hint from the response MIME type\"); actito/actito-sdk-ios@a80159a ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift"),
        KnownDeviation(
            invariant: .noNetworkForForeignPayload, scenarios: ["notification-service.foreign-payload-with-attachment-uri"],
            summary: "The extension kit has no ownership check: any rich push with a top-level attachment.uri is downloaded, also another SDK's.",
            citation: "VENDOR-FACTS §1 item 15 (\"no ownership check\"); actito/actito-sdk-ios@a80159a ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift"),
        KnownDeviation(
            invariant: .extensionDeliversOnce, scenarios: [],
            summary: "With the download still running at expiry the sample delivers nothing; the system kills the extension and shows the original content.",
            citation: nseCitation, behaviour: "the extension never called its content handler"),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["lifecycle.background-fetch-server-never-answers"],
            summary: backgroundFetchSummary, citation: backgroundFetchCitation),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["lifecycle.tap-server-never-answers"],
            summary: tapHangSummary, citation: tapHangCitation),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [],
            summary: "The SDK sets no request timeout of its own (it relies on URLSession's): a completion that waits for a request (the background fetch's Receive event and notification fetch, the tap's open flow, a live-activity call) is never called when the server never answers. Found by explore (seed 1 runs 2, 21, 28).",
            citation: "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/ApplicationDelegate/ActitoPushAppDelegateInterceptor.swift:105-158; actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13-129; actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:207-222,290-301 (each completion waits for its request)",
            behaviour: "completion was still not called after"),
        KnownDeviation(
            invariant: .appCategoriesKept,
            scenarios: ["lifecycle.module-categories-registered-once", "lifecycle.static-category-button-goes-to-app",
                        "lifecycle.static-category-dismiss-does-nothing", "notification-service.app-categories-replaced",
                        "notification-service.dynamic-categories-one-per-push",
                        "notification-service.dynamic-category-merged-with-app-categories"],
            summary: "Unless the app sets preserveExistingNotificationCategories, the SDK registers its default category and one per action category with setNotificationCategories, replacing the categories the app had registered.",
            citation: "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:338-403 (union with the existing set only when preserveExistingNotificationCategories is on, 341-353)"),
        KnownDeviation(
            invariant: .changedTokenReregistered, scenarios: [],
            summary: "A device token APNs delivers while no enableRemoteNotifications call waits for one is ignored (\"APNS result received but no request is in flight\"): the server keeps the old token until the app enables remote notifications again.",
            citation: "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/ApplicationDelegate/PushTokenRequester.swift (a token without a waiting request is dropped); actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:520-560 (PUT /push only from updateDeviceSubscription)",
            behaviour: "but the new token was never sent where the old one had been"),
        KnownDeviation(
            invariant: .oneOpenPerTap, scenarios: [],
            summary: "The open flow runs for every response it is handed, with no memory of the ones it handled: one tap delivered twice (another SDK forwarding it, a replay) fetches, logs the Open event and tells the delegate twice. Found by explore (seed 1 run 23).",
            citation: "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13-129 (the open flow keeps no record of handled responses)",
            behaviour: " times for 1 tap"),
        KnownDeviation(
            invariant: .updatesAfterEndRefused, scenarios: ["live-activities.update-after-end-refused"],
            summary: "The SDK keeps no per-activity state: after endLiveActivity a token rotation for the same activity is one more registerLiveActivity call, sent and accepted like the first, where the contract refuses it with live-activity.ended.",
            citation: "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:207-222 (registerLiveActivity posts whatever activity it is given) and 290-301 (endLiveActivity deletes the registration and keeps nothing)"),
        KnownDeviation(
            invariant: .extensionOwnBound, scenarios: ["notification-service.media-hang-past-budget"],
            summary: "The attachment download has no timeout of its own: the extension is still waiting when the 30 s budget runs out.",
            citation: nseCitation),
    ]
}
