import PushContract

/// Documented Altcraft behaviours that break contract invariants, each scoped to the scenarios
/// that show it and cited to the real SDK (`altcraft/ios-sdk@c9b72bf`) or the vendor's seed.
enum AltcraftDeviations {
    private static let repo = "altcraft/ios-sdk@c9b72bf"

    private static let hangScenarios = [
        "subscription.status-server-never-answers", "subscription.unsuspend-server-never-answers",
        "token-providers.force-refresh-server-never-answers",
    ]
    private static let hangSummary = "A status, unsuspend or forced token refresh completion is called only once its request is answered; the SDK sets no request timeout of its own (it relies on URLSession's), so when the server never answers the completion is never called. Found by explore (seed 1 run 927; seeds 777 and 31337)."
    private static let hangCitation = "\(repo):Altcraft/network/RequestManager.swift:19-22,46-60 (a default URLSession; the completion only from an answer or a transport error); \(repo):Altcraft/push/subscribe/PublicPushSubscriptionFunctions.swift:194-199,225-229 (unsuspend and status complete in that callback); \(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:145-151 and Altcraft/push/token/TokenUpdate.swift:65-80 (forcedTokenUpdate completes after the update's answer)"

    /// Every deviation, in invariant order.
    static let all: [KnownDeviation] = [
        KnownDeviation(
            invariant: .noNetworkForForeignPayload, scenarios: ["lifecycle.tap-foreign-payload-with-uid"],
            summary: "The tap handler does not check _ac_push: a foreign payload carrying _uid gets an open push event request.",
            citation: "\(repo):Altcraft/push/NotificationManager.swift:80-90"),
        KnownDeviation(
            invariant: .legalSubscriptionMoves,
            scenarios: ["subscription.unsubscribe-while-suspended", "subscription.suspend-after-unsubscribe"],
            summary: "Subscribe/suspend/unsubscribe send the requested status whatever the current state; the server confirms it.",
            citation: "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:52-158"),
        KnownDeviation(invariant: .completionsExactlyOnce, scenarios: hangScenarios, summary: hangSummary, citation: hangCitation),
        KnownDeviation(invariant: .explorationSettlesWhenQuiet, scenarios: hangScenarios, summary: hangSummary, citation: hangCitation),
        KnownDeviation(
            invariant: .explorationFacetWorkSurvivesRelaunch,
            scenarios: ["subscription.subscribe-waits-for-launch-after-permission-returns",
                        "subscription.subscribe-retry-waits-for-launch-after-permission-returns"],
            summary: "Queued subscriptions are resent by the retry operations of SDK initialisation only (a cold launch), and that pass needs authorized permission and never schedules a retry: when permission is off at that pass and comes back later, the subscription waits for the next cold launch (or the next subscribe call). Found by explore (seed 777 run 3933, seed 1 run 2739).",
            citation: "\(repo):Altcraft/system/Init.swift:49 (the only caller of performRetryOperations); \(repo):Altcraft/push/Core.swift:50-54 (startSubscribe with enableRetry: false); \(repo):Altcraft/push/subscribe/PushSubscribe.swift:138-146 (not authorized: RetryEvent 504, a retry only when enableRetry)"),
        KnownDeviation(
            invariant: .completionsExactlyOnce, scenarios: ["lifecycle.foreground-presentation-app-never-answers"],
            summary: "With customPushProcessing on, the SDK hands the foreground decision to the app and has no fallback: if the app never calls complete(...), the system's will-present completion is never called.",
            citation: "seed altcraft-ios-sdk-functionality.txt line 877 (\"If customPushProcessing = true, the app must call complete(...); otherwise, the notification may not be shown in the foreground.\")"),
    ]
}
