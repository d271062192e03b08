import PushContract

/// Documented Actito behaviours that break contract invariants, each with its citation.
enum ActitoDeviations {
    private static let repo = "actito/actito-sdk-ios@a80159a"
    private static let session =
        "\(repo):ActitoKit/Sources/Internals/Network/Request/ActitoRequest.swift:11-16,43-46 (a default URLSession, no timeout of its own)"
    private static let extensionKit =
        "\(repo):ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift"

    private static let nseCitation =
        "\(extensionKit):49 (URLSession.shared, no timeout, no size limit); \(repo):Sample/NotificationService/NotificationService.swift:22-25 (empty serviceExtensionTimeWillExpire)"
    private static let expiryScenarios = [
        "notification-service.expire-immediately", "notification-service.media-hang-expire",
        "notification-service.media-hang-past-budget", "notification-service.rewritten-image-download-times-out",
        "notification-service.media-hang-then-quiet", "notification-service.media-finishes-after-expiry",
        "notification-service.media-past-budget-finishes-in-grace",
        "notification-service.two-downloads-finish-after-expiry",
    ]

    private static let trapSummary =
        "An attachment URI with no path (https://media.example.test) makes the extension trap after the download: url.pathComponents is empty and its last element is force-unwrapped. The content handler is never called; iOS shows the original content once the extension process is gone (here, when the budget ends)."
    private static let trapCitation =
        "\(extensionKit):44-53 (after URLSession.shared.data(from:), fileName = url.pathComponents.last!)"

    private static let backgroundFetchScenarios = [
        "lifecycle.background-fetch-server-never-answers", "lifecycle.background-fetch-notification-never-answered",
    ]
    private static let backgroundFetchSummary =
        "The background-fetch completion (.newData) is called only after the Receive event (POST /event) and then GET /notification/{id} have finished; the SDK sets no timeout of its own (it relies on URLSession's), so when the server never answers either request the completion is never called. Found by explore (seed 1 run 2; seeds 2026 and 5150)."
    private static let backgroundFetchCitation =
        "\(repo):ActitoPushKit/Sources/Internals/ApplicationDelegate/ActitoPushAppDelegateInterceptor.swift:105-158 (the Receive event, then the notification fetch, then the completion, always .newData); \(session)"

    private static let tapScenarios = [
        "lifecycle.tap-server-never-answers", "lifecycle.tap-notification-fetch-never-answered",
        "lifecycle.tap-open-event-never-answered",
    ]
    private static let tapSummary =
        "The SDK answers a tap with the async userNotificationCenter(_:didReceive:), so the system's completion runs only when that method returns, after it awaited GET /notification/{id} and then the Open (and Influenced) event; the SDK sets no request timeout of its own (it relies on URLSession's), so when the server never answers one of them the tap's completion is never called. Found by explore (seed 2026)."
    private static let tapCitation =
        "\(repo):ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13,65-85,116-121 (async didReceive: await fetchNotification, then await logNotificationOpen and logNotificationInfluenced); \(session)"

    private static let liveActivityScenarios = [
        "live-activities.register-server-never-answers", "live-activities.end-server-never-answers",
    ]
    private static let liveActivitySummary =
        "registerLiveActivity and endLiveActivity call their completion only after their request finished (a Task awaiting it); the SDK sets no request timeout of its own (it relies on URLSession's), so when the server never answers the completion is never called. Found by explore (seed 5150, live-activities facet, 60 steps)."
    private static let liveActivityCitation =
        "\(repo):ActitoPushKit/Sources/ActitoPush.swift:189-198,207-222 (register), 274-283,290-301 (end); \(session)"

    private static let liveActivitySuspendedSummary =
        "registerLiveActivity and endLiveActivity call their completion from the Task that awaits their request and its retries, with no background task of their own: when a background app is suspended while that request is retried, the completion waits for the app's next wake. Found by explore (seeds 2026, 31337, 4242 and 99991 at 20,000 runs)."
    private static let liveActivitySuspendedCitation =
        "\(repo):ActitoPushKit/Sources/ActitoPush.swift:189-198,274-283 (the completion called from a Task after the await); \(repo):ActitoKit/Sources/Internals/Network/URLSession+Retry.swift:23-65 (the retries run in that Task)"

    private static let sampleMonitoring =
        "\(repo):Sample/Sample/Live Activities/LiveActivitiesController.swift:105-115 (only Activity<T>.activityUpdates is observed; Activity<T>.activities is never read), 117-145 (token watching starts when activityStateUpdates yields .active)"
    private static let unseenSummary =
        "Actito leaves tracking to the app, and its sample observes only Activity<T>.activityUpdates, which yields activities that start from then on: an activity that started before the app process launched (one started before a relaunch, or started by a push-to-start push that then woke the app) is never watched by that process, so its current update token is not registered and its end is not released."

    /// The sample's `activityUpdates`-only monitoring, per LAK rule it breaks.
    private static func unseen(_ invariant: RequirementID, _ scenarios: [String]) -> KnownDeviation {
        KnownDeviation(
            invariant: invariant, scenarios: scenarios, summary: unseenSummary, citation: sampleMonitoring,
            mechanism: .activityFromBeforeLaunchUnseen(of: invariant))
    }

    /// Every deviation, in invariant order.
    static let all: [KnownDeviation] = [
        KnownDeviation(
            invariant: .explorationPushReportSurvivesRelaunch, scenarios: [],
            summary:
                "An event (Open, Influenced, Receive, a reply) is stored for the next launch only after its request failed recoverably: one still in flight when the app is terminated is kept only in memory and lost. Listed for every scenario, naming events lost in flight (one stored after its retries were spent is resent).",
            citation:
                "\(repo):ActitoKit/Sources/ActitoEventsComponent.swift:118-200,353-362 (the event is stored only on a recoverable failure)",
            mechanism: .pushReportLostInFlight),
        KnownDeviation(
            invariant: .explorationPushReportSurvivesRelaunch, scenarios: [],
            summary:
                "An event whose request got no HTTP answer (timed out, connection lost) is retried by retryPerform in memory, at once and then after 0.5, 1, 2 and 4 s, and stored for the next launch only when those retries are spent: one waiting for such a retry when the app is terminated is lost. Listed for every scenario, naming events lost while a retry of a transport failure waits (an HTTP error is never retried). Found by explore (seed 2026 run 12763 at 20,000 runs).",
            citation:
                "\(repo):ActitoKit/Sources/Internals/Network/URLSession+Retry.swift:36-37,43-65 (the retries and their Task.sleep run inside the awaiting call); \(repo):ActitoKit/Sources/ActitoEventsComponent.swift:180-206 (database.add at 198, only in the catch, after perform threw)",
            mechanism: .pushReportLostAfterTransportFailure),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["notification-service.attachment-uri-without-path"],
            summary: trapSummary, citation: trapCitation),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: expiryScenarios,
            summary:
                "The sample NotificationService does nothing in serviceExtensionTimeWillExpire, so while the attachment download is still running the content handler is never called.",
            citation: nseCitation,
            mechanism: .completionAwaitsUnansweredRequest("nse-content", of: .completionsExactlyOnce)),
        KnownDeviation(
            invariant: .attachmentTypeMatchesBytes, scenarios: [],
            summary:
                "The attachment's type hint is the response MIME type and the bytes are never looked at: an HTML page served as image/png is attached as a PNG image.",
            citation:
                "\(extensionKit):61-73 (the type hint from the response MIME type; the bytes are never looked at)",
            mechanism: .typeHintNotTheBytes),
        KnownDeviation(
            invariant: .attachmentFromSuccessfulDownload, scenarios: [],
            summary:
                "The HTTP status of the media download is never read (URLSession fails on transport errors only): the body of an error answer served with an image type is written and attached as the media.",
            citation: "\(extensionKit):49-57 (dataTask's data is written whatever the response's status)",
            mechanism: .errorPageAttached),
        KnownDeviation(
            invariant: .noNetworkForForeignPayload,
            scenarios: [
                "notification-service.foreign-payload-with-attachment-uri",
                "notification-service.foreign-payload-with-media-keys-while-terminated",
            ],
            summary:
                "The extension kit has no ownership check: any rich push with a top-level attachment.uri is downloaded, also another SDK's.",
            citation: "\(extensionKit):24-49 (no ownership check: any top-level attachment.uri is downloaded)"),
        KnownDeviation(
            invariant: .foreignContentDeliveredUnchanged,
            scenarios: [
                "notification-service.foreign-payload-with-attachment-uri",
                "notification-service.foreign-payload-with-media-keys-while-terminated",
            ],
            summary:
                "The extension kit has no ownership check: another SDK's rich push with a top-level attachment.uri is delivered with that file attached.",
            citation:
                "\(extensionKit):24-49 (no ownership check: any top-level attachment.uri is downloaded and attached)",
            behaviour: "with its attachments changed", mechanism: .foreignContentFieldChanged("attachments")),
        KnownDeviation(
            invariant: .extensionDeliversOnce, scenarios: ["notification-service.attachment-uri-without-path"],
            summary: trapSummary, citation: trapCitation),
        KnownDeviation(
            invariant: .extensionDeliversOnce, scenarios: [],
            summary:
                "With the download still running at expiry the sample delivers nothing; the system kills the extension and shows the original content.",
            citation: nseCitation, mechanism: .expiredWhileDownloading),
        // Scoped, and naming the mechanism, so the same hang is known where `explore` writes it.
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: backgroundFetchScenarios,
            summary: backgroundFetchSummary, citation: backgroundFetchCitation,
            mechanism: .completionAwaitsUnansweredRequest("background-fetch", of: .completionsExactlyOnce)),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: tapScenarios, summary: tapSummary, citation: tapCitation,
            mechanism: .completionAwaitsUnansweredRequest("response", of: .completionsExactlyOnce)),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: liveActivityScenarios, summary: liveActivitySummary,
            citation: liveActivityCitation,
            mechanism: .completionAwaitsUnansweredRequest("live-activity", of: .completionsExactlyOnce)),
        // The same hangs wherever explore reaches them, each named by its completion's mechanism
        // (EXP-003/<kind>-completion-awaits-unanswered-request: a request never answered).
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: backgroundFetchSummary,
            citation: backgroundFetchCitation, mechanism: .completionAwaitsUnansweredRequest("background-fetch")),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: tapSummary, citation: tapCitation,
            mechanism: .completionAwaitsUnansweredRequest("response")),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: liveActivitySummary,
            citation: liveActivityCitation, mechanism: .completionAwaitsUnansweredRequest("live-activity")),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [],
            summary: liveActivitySuspendedSummary, citation: liveActivitySuspendedCitation,
            mechanism: .completionFrozenBySuspension("live-activity")),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["live-activities.register-retried-while-app-suspended"],
            summary: liveActivitySuspendedSummary, citation: liveActivitySuspendedCitation,
            mechanism: .completionFrozenBySuspension("live-activity", of: .completionsExactlyOnce)),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [],
            summary:
                "With the download still running at expiry the sample delivers nothing, so the content handler is never called.",
            citation: nseCitation, mechanism: .completionAwaitsUnansweredRequest("nse-content")),
        unseen(
            .liveActivityTokensReadCurrent,
            [
                "live-activities.push-to-start-budget", "live-activities.reconcile-at-cold-launch",
                "live-activities.update-token-stream-silent",
            ]),
        unseen(
            .liveActivitiesReconciled,
            [
                "live-activities.app-started-activity-tracked", "live-activities.reconcile-at-cold-launch",
                "live-activities.update-token-stream-silent",
            ]),
        unseen(.pushStartedActivityRegistered, ["live-activities.push-to-start-budget"]),
        KnownDeviation(
            invariant: .appCategoriesKept,
            scenarios: [
                "lifecycle.foreign-lookalike-push-dismissed-in-background",
                "lifecycle.module-categories-registered-once", "lifecycle.static-category-button-goes-to-app",
                "lifecycle.static-category-dismiss-does-nothing",
                "lifecycle.static-category-dismiss-with-link-and-buttons",
                "notification-service.app-categories-replaced",
                "notification-service.dynamic-categories-one-per-push",
                "notification-service.dynamic-category-merged-with-app-categories",
                "notification-service.foreign-payload-with-media-keys",
                "push-delegate.system-application-push-with-app-categories",
            ],
            summary:
                "Unless the app sets preserveExistingNotificationCategories, the SDK registers its default category and one per action category with setNotificationCategories, replacing the categories the app had registered.",
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:338-403 (union with the existing set only when preserveExistingNotificationCategories is on, 341-353)"
        ),
        KnownDeviation(
            invariant: .changedTokenReregistered, scenarios: [],
            summary:
                "A device token APNs delivers while no enableRemoteNotifications call waits for one is ignored (\"APNS result received but no request is in flight\"): the server keeps the old token until the app enables remote notifications again.",
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/ApplicationDelegate/PushTokenRequester.swift (a token without a waiting request is dropped); actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:520-560 (PUT /push only from updateDeviceSubscription)",
            mechanism: .changedTokenUnsentUntilNextLaunch),
        KnownDeviation(
            invariant: .changedTokenReregistered, scenarios: [],
            summary:
                "A PUT /push/{device} that timed out is retried with the URLRequest built for it, so it still carries the token it was made for; the token APNs rotates while it is in flight is dropped (no enableRemoteNotifications waits for one), so nothing sends the new one. Found by explore (seeds 777 and 31337).",
            citation:
                "\(repo):ActitoKit/Sources/Internals/Network/URLSession+Retry.swift:23-65,86-88 (retryPerform resends networkRequest.urlRequest, built once); \(repo):ActitoPushKit/Sources/ActitoPush.swift:540-548 (the body's subscriptionId is the token of the call); \(repo):ActitoPushKit/Sources/Internals/ApplicationDelegate/PushTokenRequester.swift:43-47 (a token with no request in flight is dropped)",
            mechanism: .retrySendsOldToken),
        KnownDeviation(
            invariant: .oneOpenPerTap, scenarios: [],
            summary:
                "The open flow runs for every response it is handed, with no memory of the ones it handled: one tap delivered twice (another SDK forwarding it, a replay) fetches, logs the Open event and tells the delegate twice. Found by explore (seed 1 run 23).",
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13-129 (the open flow keeps no record of handled responses)",
            mechanism: .openPerDelivery),
        KnownDeviation(
            invariant: .foreignPayloadUntouched, scenarios: ["push-delegate.unknown-notification-dismissed"],
            summary:
                "The notification-centre delegate returns at once for a dismiss response, before it checks whose notification it is: another SDK's or the app's notification dismissed under a category with customDismissAction never reaches the app's delegate (body taps and other actions do, as unknown-notification and unknown-action events).",
            citation:
                "\(repo):ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13-43 (the dismiss guard returns first, before isActitoNotification and the unknown-notification and unknown-action callbacks)"
        ),
        KnownDeviation(
            invariant: .settingsFollowSystem, scenarios: [],
            summary:
                "The settings are re-read when the app becomes active only while Actito is ready, with one PUT whose failure is swallowed (try?) and never retried: after a failed device creation, or when that PUT fails, turning notifications off in Settings is not reported, and the last settings reported still say allowed. Found by explore (seed 1 runs 16 and 31); push-delegate.settings-off-while-server-down.",
            citation:
                "\(repo):ActitoPushKit/Sources/ActitoPush.swift:443-451 (onApplicationForeground returns unless Actito.shared.isReady); \(repo):ActitoPushKit/Sources/Internals/LaunchComponent.swift:39-45 (the didBecomeActive observer)",
            mechanism: .settingsReportWaitsForFailedRequest),
        KnownDeviation(
            invariant: .settingsFollowSystem, scenarios: [],
            summary:
                "The settings PUT sent when the app becomes active is awaited before the delegate is told: when the app leaves the foreground before the server answers, the report of allowedUI false comes only with the answer, after that foreground period. Found by explore (seeds 2026, 4242 and 99991 at 20,000 runs).",
            citation:
                "\(repo):ActitoPushKit/Sources/ActitoPush.swift:443-451 (onApplicationForeground starts updateDeviceNotificationSettings in a Task), 562-588 (the PUT is awaited, then notifyAllowedUIUpdated)",
            mechanism: .settingsReportWaitsForRequestInFlight),
        KnownDeviation(
            invariant: .settingsFollowSystem, scenarios: [],
            summary:
                "A subscription update reads the permission before its PUT and tells the delegate that value when the PUT returns: notifications turned off while it is in flight are reported as allowed afterwards. A foreground meanwhile re-reads the permission against the stored state, which that PUT has not written yet (no transport, allowedUI false), so it sends and reports nothing. Found by explore (seeds 777, 31337, 4242 and 99991 at 20,000 runs).",
            citation:
                "\(repo):ActitoPushKit/Sources/ActitoPush.swift:520-557 (allowedUI read at 537, the PUT awaited at 546-548, notifyAllowedUIUpdated(allowedUI) at 557), 562-578 (the foreground update compares with the stored allowedUI and needs the stored transport)",
            mechanism: .staleReportOfRequestSentBeforeChange),
        KnownDeviation(
            invariant: .updatesAfterEndRefused, scenarios: ["live-activities.update-after-end-refused"],
            summary:
                "The SDK keeps no per-activity state: after endLiveActivity a token rotation for the same activity is one more registerLiveActivity call, sent and accepted like the first, where the contract refuses it with live-activity.ended.",
            citation:
                "actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:207-222 (registerLiveActivity posts whatever activity it is given) and 290-301 (endLiveActivity deletes the registration and keeps nothing)"
        ),
        KnownDeviation(
            invariant: .extensionOwnBound, scenarios: ["notification-service.media-hang-past-budget"],
            summary:
                "The attachment download has no timeout of its own: the extension is still waiting when the 30 s budget runs out.",
            citation: nseCitation),
    ]
}
