import PushContract

/// Documented Altcraft behaviours that break contract invariants, each scoped to the scenarios that show it
/// and cited to the real SDK (`altcraft/ios-sdk@c9b72bf`) or the vendor's seed.
enum AltcraftDeviations {
    private static let repo = "altcraft/ios-sdk@c9b72bf"

    private static let hangScenarios = [
        "subscription.status-server-never-answers", "subscription.unsuspend-server-never-answers",
        "token-providers.force-refresh-server-never-answers",
    ]
    private static let hangSummary =
        "A status, unsuspend or forced token refresh completion is called only once its request is answered; the SDK sets no request timeout of its own (it relies on URLSession's), so when the server never answers the completion is never called. Found by explore (seed 1 run 927; seeds 777 and 31337)."
    private static let hangCitation =
        "\(repo):Altcraft/network/RequestManager.swift:19-22,46-60 (a default URLSession; the completion only from an answer or a transport error); \(repo):Altcraft/push/subscribe/PublicPushSubscriptionFunctions.swift:194-199,225-229 (unsuspend and status complete in that callback); \(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:145-151 and Altcraft/push/token/TokenUpdate.swift:65-80 (forcedTokenUpdate completes after the update's answer)"

    private static let getTokenSummary =
        "getPushToken completes only from its token providers' callbacks, with no timeout and no background task of its own: when the app is suspended while a provider's token fetch is pending, the completion waits for the app's next wake, and never comes if nothing wakes it. Found by explore (seeds 2026 and 31337)."
    private static let getTokenCitation =
        "\(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:45-49 (the completion from getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:104-141,185-236 (each provider's fetch callback, polls 1 s apart, no timeout); \(repo):Altcraft/push/subscribe/PushSubscribe.swift:61 and Altcraft/push/token/TokenUpdate.swift:46 (the only background-task requests)"

    /// Every deviation, in invariant order.
    static let all: [KnownDeviation] = [
        KnownDeviation(
            invariant: .noNetworkForForeignPayload, scenarios: ["lifecycle.tap-foreign-payload-with-uid"],
            summary:
                "The tap handler does not check _acc_push: a foreign payload carrying _uid gets an open push event request.",
            citation: "\(repo):Altcraft/push/NotificationManager.swift:80-90"),
        KnownDeviation(
            invariant: .legalSubscriptionMoves, scenarios: [],
            summary:
                "Subscribe/suspend/unsubscribe send the requested status whatever the current state; the server confirms it. Listed for every scenario: explore reaches it from any state (issue 26).",
            citation: "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:52-158",
            mechanism: .serverConfirmedIllegalMove),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: hangScenarios, summary: hangSummary, citation: hangCitation),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["token-providers.get-token-while-app-suspended"],
            summary: getTokenSummary, citation: getTokenCitation),
        // The same hangs wherever explore reaches them, each named by its completion (EXP-003's
        // message names the kind: "the status completion (step s15) was still not called").
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: hangSummary, citation: hangCitation,
            mechanism: .completionAwaitsUnansweredRequest("status")),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: hangSummary, citation: hangCitation,
            mechanism: .completionAwaitsUnansweredRequest("unsuspend")),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: hangSummary, citation: hangCitation,
            mechanism: .completionAwaitsUnansweredRequest("force-refresh")),
        KnownDeviation(
            invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: getTokenSummary,
            citation: getTokenCitation,
            mechanism: .completionFrozenBySuspension("get-token")),
        KnownDeviation(
            invariant: .explorationFacetWorkSurvivesRelaunch, scenarios: [],
            summary:
                "Queued subscriptions (subscribe, suspend, unsubscribe) are resent by the retry operations of SDK initialisation only (a cold launch). That pass starts asynchronously once the app is in the foreground, needs authorized permission and never schedules a retry: when permission is off at that pass and comes back later, or the app is terminated at the instant it comes to the foreground, the subscription stays persisted and waits for the next cold launch (or the next subscribe call). Listed for every scenario, naming push/subscribe: explore reaches it from many sequences (seed 777 runs 2559, 3933 and 7644, seed 1 run 2739).",
            citation:
                "\(repo):Altcraft/system/Init.swift:49 (the only caller of performRetryOperations); \(repo):Altcraft/push/Core.swift:32-59 (NetworkMonitor.performActionWhenConnected, ForegroundCheck.isForeground, getContext, then startSubscribe with enableRetry: false); \(repo):Altcraft/push/subscribe/PushSubscribe.swift:138-146 (not authorized: RetryEvent 504, a retry only when enableRetry)",
            mechanism: .waitsForAuthorizedForegroundLaunch),
        KnownDeviation(
            invariant: .explorationFacetWorkSurvivesRelaunch, scenarios: [],
            summary:
                "A status query is one-shot: a failed one (Altcraft's RetryEvent for a transport error or 5xx) goes to the app's completion and nothing sends it again, in this process or after a relaunch. Listed for every scenario, naming push/status: explore counts a status query sent while another facet call runs as that call's work (seed 2026 run 9139).",
            citation:
                "\(repo):Altcraft/push/subscribe/PublicPushSubscriptionFunctions.swift:219-308 (the status functions hand the request's event to the completion; no retry, nothing persisted)",
            mechanism: .failureHandedToCompletion),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["lifecycle.foreground-presentation-app-never-answers"],
            summary:
                "With customPushProcessing on, the SDK hands the foreground decision to the app and has no fallback: if the app never calls complete(...), the system's will-present completion is never called.",
            citation:
                "Altcraft \"SDK Functionality\", “Receiving Foreground Notifications in the App (Optional)”, https://guides.altcraft.com/en/developer-guide/sdk/mobile/ios/functionality (\"If customPushProcessing = true, the app must call complete(...); otherwise, the notification may not be shown in the foreground.\")"
        ),
        KnownDeviation(
            invariant: .foreignPayloadUntouched,
            scenarios: [
                "push-delegate.unknown-action-opened", "push-delegate.unknown-notification-dismissed",
                "push-delegate.unknown-notification-opened",
            ],
            summary:
                "The SDK's notification-centre delegate handles every tapped notification itself (open event, click action) and has no callback for one it does not own: a tap on another SDK's notification never reaches the app's delegate.",
            citation:
                "\(repo):Altcraft/push/NotificationManager.swift:80-90 (didReceive runs pushClickAction for every response, no _acc_push check, no forwarding)"
        ),
        KnownDeviation(
            invariant: .oneOpenPerTap, scenarios: [],
            summary:
                "The tap handler creates a persisted open push event for every response it is handed, with no memory of the responses it already handled: one tap delivered twice (another SDK forwarding it) is counted, and sent, as two opens.",
            citation:
                "\(repo):Altcraft/push/NotificationManager.swift:80-90 (an open push event per didReceive); \(repo):Altcraft/push/events/PushEvent.swift:122-134 (each event persisted and sent on its own)",
            mechanism: .openPerDelivery),
        KnownDeviation(
            invariant: .openNeedsTap, scenarios: ["lifecycle.static-category-dismiss-while-terminated"],
            summary:
                "didReceive creates an open push event for every response, the system's dismiss action included: when the app's own category asks for customDismissAction and the push carries _uid, a dismiss is counted, and sent, as an open.",
            citation:
                "\(repo):Altcraft/push/NotificationManager.swift:80-90 (createPushEvent(type: open) before pushClickAction, whatever response.actionIdentifier is)"
        ),
        KnownDeviation(
            invariant: .appCategoriesKept,
            scenarios: [
                "notification-service.app-categories-replaced", "notification-service.dynamic-categories-one-per-push",
                "notification-service.dynamic-category-merged-with-app-categories",
            ],
            summary:
                "The service extension registers the single category Altcraft with setNotificationCategories([Altcraft]) for every push with buttons, replacing every category the app had registered.",
            citation:
                "\(repo):Altcraft/push/AltcraftPushReceiver.swift:35-115,188-214 (setNotificationCategories([Altcraft]))"
        ),
        KnownDeviation(
            invariant: .linkNeedsUserAction, scenarios: [],
            summary:
                "The tap handler runs the click action of every response it is handed, with no memory of the responses it already handled: one tap delivered twice (another SDK forwarding it) opens the button's link twice. Listed for every scenario, naming links opened more often than taps (never a link opened with no tap).",
            citation: "\(repo):Altcraft/push/NotificationManager.swift:80-90 (pushClickAction for every didReceive)",
            mechanism: .linkPerDelivery),
        KnownDeviation(
            invariant: .changedTokenReregistered, scenarios: [],
            summary:
                "A device token APNs rotates while the app runs is reported (201) but not sent: the vendor's sample app only stores it for its APNs provider and calls getPushToken(); push/update, which replaces the old token on the server, runs at the next launch's token update.",
            citation:
                "\(repo):IOSAPNsExample/IOSAPNsExampleApp.swift:74-81 (the new token is stored, then getPushToken); \(repo):Altcraft/push/token/TokenUpdate.swift:31-81 (push/update only from tokenUpdate)",
            mechanism: .changedTokenUnsentUntilNextLaunch),
        KnownDeviation(
            invariant: .changedTokenReregistered, scenarios: [],
            summary:
                "A push/update that failed retryably is retried with the token it was made for: when APNs rotates the token before the retry, the retry still registers the old one. Found by explore (seed 1 run 83).",
            citation: "\(repo):Altcraft/push/token/TokenUpdate.swift:91-102 (a RetryEvent retries the same update)",
            mechanism: .retrySendsOldToken),
        KnownDeviation(
            invariant: .changedTokenReregistered, scenarios: [],
            summary:
                "The token the SDK registers is the manual token if the app set one, else the first provider of its priority list with a token: once a manual FCM or HMS token is set, push/update replaces the saved APNs token (sent as old_token) with it, and an APNs token that rotated meanwhile is never registered. Found by explore (seed 1 runs 39 and 137).",
            citation:
                "\(repo):Altcraft/push/token/TokenManager.swift:104-236 (a manual token wins, else the priority list); \(repo):Altcraft/push/token/TokenUpdate.swift:31-81 (push/update replaces the saved token, named old_token, with the chosen one)",
            mechanism: .switchedToAnotherProvider),
    ]
}
