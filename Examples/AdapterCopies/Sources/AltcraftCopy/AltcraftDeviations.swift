import PushContract

/// Documented Altcraft behaviours that break contract invariants, each scoped to the scenarios that show it
/// and cited to the real SDK (`altcraft/ios-sdk@c9b72bf`) or the vendor's seed.
enum AltcraftDeviations {
    private static let repo = "altcraft/ios-sdk@c9b72bf"

    /// Each hanging completion's kind and the scenario that shows it.
    private static let hangScenarios = [
        ("status", "subscription.status-server-never-answers"),
        ("unsuspend", "subscription.unsuspend-server-never-answers"),
        ("force-refresh", "token-providers.force-refresh-server-never-answers"),
    ]
    private static let hangSummary =
        "A status, unsuspend or forced token refresh completion is called only once its request is answered; the SDK sets no request timeout of its own (it relies on URLSession's), so when the server never answers the completion is never called. Found by explore (seed 1 run 927; seeds 777 and 31337)."
    private static let hangCitation =
        "\(repo):Altcraft/network/RequestManager.swift:19-22,46-60 (a default URLSession; the completion only from an answer or a transport error); \(repo):Altcraft/push/subscribe/PublicPushSubscriptionFunctions.swift:194-199,225-229 (unsuspend and status complete in that callback); \(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:145-151 and Altcraft/push/token/TokenUpdate.swift:65-80 (forcedTokenUpdate completes after the update's answer)"

    private static let getTokenSummary =
        "getPushToken completes only from its token providers' callbacks, with no timeout and no background task of its own: when the app is suspended while a provider's token fetch is pending, the completion waits for the app's next wake, and never comes if nothing wakes it. Found by explore (seeds 2026 and 31337)."
    private static let getTokenCitation =
        "\(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:45-49 (the completion from getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:104-141,185-236 (each provider's fetch callback, polls 1 s apart, no timeout); \(repo):Altcraft/push/subscribe/PushSubscribe.swift:61 and Altcraft/push/token/TokenUpdate.swift:46 (the only background-task requests)"

    private static let frozenSummary =
        "A status query, an unsuspend and a forced token refresh first resolve the current token (getCommonData, or getCurrentToken for the forced refresh), which completes only from the token providers' callbacks, with no timeout and no background task: when the app is suspended while a provider's fetch is pending, the completion waits for the app's next wake, and never comes if nothing wakes it. Found by explore (seeds 777, 31337, 2026 and 4242)."
    private static let frozenCitation =
        "\(repo):Altcraft/factory/RequestFactory.swift:322-330 (statusRequest builds from getProfileRequestData); \(repo):Altcraft/data/Repository.swift:228-229,262-264 (unsuspend and profile data from getCommonData), 21-26 (getCommonData waits for getCurrentToken); \(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:129-130 (forcedTokenUpdate starts with getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:104-141,185-236 (each provider's fetch callback, polls 1 s apart, no timeout)"

    private static let updateChecksSummary =
        "push/update is sent by every token check that finds the saved token differs from the current one: the first foreground of each launch (the initialisation's retry operations), a provider priority change and a forced refresh. A refused update (a 4xx: an ErrorEvent, not retried) saves nothing, so the next such check, in this process or a later one, sends the same request again. Only these checks: a refused push event, subscription or mobile event is deleted, never sent again. Found by explore (seeds 777, 31337, 2026 and 4242)."
    private static let updateChecksCitation =
        "\(repo):Altcraft/push/Core.swift:32-59 (the launch's first foreground runs tokenUpdate); \(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:90-103,129-153 (changePushProviderPriorityList and forcedTokenUpdate run tokenUpdate); \(repo):Altcraft/push/token/TokenUpdate.swift:31-60 (saved != current sends the update), 65-80 (an ErrorEvent saves nothing and schedules nothing); \(repo):Altcraft/push/events/PushEvent.swift:127-129, Altcraft/push/subscribe/PushSubscribe.swift:202-213 and Altcraft/mob_events/MobileEvent.swift:232-242 (any other non-retry answer deletes the stored entity)"

    private static let chainsSummary =
        "Each token update run (a launch's, a provider priority change's, a forced refresh's) and each subscription queue run is its own chain: a retry scheduled after one run's 5xx or missing answer still runs when another run of the same request was refused meanwhile, and sends what the server refused. Found by explore (seeds 777, 31337, 2026 and 4242)."
    private static let chainsCitation =
        "\(repo):Altcraft/push/token/TokenUpdate.swift:31-71 (each tokenUpdate resolves and sends on its own; a RetryEvent schedules the retry); \(repo):Altcraft/retry/Retry.swift:48-88 (the scheduled work item runs startSubscribe or startUpdate again, whatever happened meanwhile)"

    /// The retry counters clear() leaves holding 0: the three it writes as 0 instead of removing
    /// them, and the mobile events' own, which it never deletes (the empty-value mechanism only,
    /// so a reset leaving a counter's count still fails).
    private static let countersKeptEmptyByClear = [
        "altcraft.retry.mobileEvent", "altcraft.retry.pushEvent", "altcraft.retry.subscribe",
        "altcraft.retry.update",
    ]

    private static let keptCitation =
        "\(repo):Altcraft/system/ClearCache.swift:20-41 (the counters set to 0, the mobile events not deleted); \(repo):Altcraft/dataBase/ClearingDb.swift:70-89"

    /// Every deviation, in invariant order (the reset's kept keys last, one per key and mechanism).
    static let all: [KnownDeviation] =
        listed
        + [
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "clear() never deletes the stored mobile events: the queue keeps the events it held. Listed for every scenario, naming altcraft.queue.mobileEvent only.",
                citation: keptCitation, mechanism: .resetKeptStoreKey("altcraft.queue.mobileEvent"))
        ]
        + countersKeptEmptyByClear.map { key in
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "clear() writes the subscribe, update and push-event retry counters as 0 instead of removing them, and leaves the mobile events' counter: a counter that was 0 before the clear is left holding 0, the value it had. Listed for every scenario, naming each counter kept empty (a counter left with its count is not this).",
                citation: keptCitation, mechanism: .resetKeptEmptyStoreKey(key))
        }

    private static let listed: [KnownDeviation] =
        [
            KnownDeviation(
                invariant: .attachmentFromSuccessfulDownload, scenarios: [],
                summary:
                    "The HTTP status of the media download is never read (a download error is the URLSession error only): the body of an error answer whose bytes are an image the SDK recognises is attached as the media.",
                citation:
                    "\(repo):Altcraft/push/AltcraftPushReceiver.swift:35-115 (the downloaded file is sniffed and attached; the response's status is not read)",
                mechanism: .errorPageAttached),
            KnownDeviation(
                invariant: .noNetworkForForeignPayload,
                scenarios: [
                    "lifecycle.tap-foreign-payload-with-uid",
                    "lifecycle.foreign-lookalike-push-dismissed-in-background",
                    "lifecycle.foreign-lookalike-push-tapped-in-foreground",
                    "lifecycle.foreign-lookalike-push-tapped-while-terminated",
                    "notification-service.foreign-lookalike-push-in-background",
                    "push-delegate.foreign-lookalike-push-tapped-app-told",
                ],
                summary:
                    "The tap handler does not check _acc_push: a foreign payload carrying _uid gets an open push event request.",
                citation: "\(repo):Altcraft/push/NotificationManager.swift:80-90"),
            KnownDeviation(
                invariant: .legalSubscriptionMoves, scenarios: [],
                summary:
                    "Subscribe/suspend/unsubscribe send the requested status whatever the current state; the server confirms it. Listed for every scenario: explore reaches it from any state (issue 26).",
                citation: "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:52-158",
                mechanism: .serverConfirmedIllegalMove),
        ]
        // One per hanging completion, naming its mechanism, so the same hang is known in the
        // scenarios `explore` writes too (CMP-001 beside their EXP-003).
        + hangScenarios.map { kind, scenario in
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: [scenario], summary: hangSummary,
                citation: hangCitation, mechanism: .completionAwaitsUnansweredRequest(kind, of: .completionsExactlyOnce)
            )
        } + [
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: ["token-providers.get-token-while-app-suspended"],
                summary: getTokenSummary, citation: getTokenCitation,
                mechanism: .completionFrozenBySuspension("get-token", of: .completionsExactlyOnce)),
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
            // CMP-001 and EXP-003 wherever they show (token-providers.token-queries-while-app-suspended
            // shows all three).
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: [], summary: frozenSummary,
                citation: frozenCitation,
                mechanism: .completionFrozenBySuspension("status", of: .completionsExactlyOnce)),
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: [], summary: frozenSummary,
                citation: frozenCitation,
                mechanism: .completionFrozenBySuspension("unsuspend", of: .completionsExactlyOnce)),
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: [], summary: frozenSummary,
                citation: frozenCitation,
                mechanism: .completionFrozenBySuspension("force-refresh", of: .completionsExactlyOnce)),
            KnownDeviation(
                invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: frozenSummary,
                citation: frozenCitation, mechanism: .completionFrozenBySuspension("status")),
            KnownDeviation(
                invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: frozenSummary,
                citation: frozenCitation, mechanism: .completionFrozenBySuspension("unsuspend")),
            KnownDeviation(
                invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: frozenSummary,
                citation: frozenCitation, mechanism: .completionFrozenBySuspension("force-refresh")),
            KnownDeviation(
                invariant: .retryOnlyRetryable, scenarios: [], summary: updateChecksSummary,
                citation: updateChecksCitation, mechanism: .resentAtLaterCall),
            KnownDeviation(
                invariant: .retryOnlyRetryable, scenarios: [], summary: chainsSummary, citation: chainsCitation,
                mechanism: .retryableFailureRetried),
            KnownDeviation(
                invariant: .retryOnlyRetryable, scenarios: [],
                summary:
                    "Subscribe, suspend and unsubscribe each persist one entity, and the queue sends the stored entities one by one, each request built when it is sent, with the token current then: when the server refuses one (any non-5xx error deletes it), the next, the same request of a later identical call, is sent at once from that answer. After an APNs rotation, an earlier call's retry carries the new token, so its request is identical to a later call's that follows its refusal. Listed for every scenario, naming that mechanism. Found by explore (issue 26; seed 777 runs 4871 and 14889 at 20,000 runs), kept as subscription.subscribe-retry-refused-after-rotation-then-queued-subscribe.",
                citation:
                    "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:52-107 (an entity per call), 169-189 (signAll sends the next entity), 197-214 (a non-retry event deletes the entity and continues), 244-257 (the request built from the token current when it is sent); \(repo):IOSAPNsExample/IOSAPNsExampleApp.swift:74-81 (a rotated token is stored for the APNs provider)",
                mechanism: .queuedCallSentAfterRefusal),
            KnownDeviation(
                invariant: .retryOnlyRetryable, scenarios: [],
                summary:
                    "A status query sends one request per call, never retried, once the current token resolves, with no timeout and no background task: the requests of calls made while the providers answer late, or while the app is suspended, go out later, in a wait or in the step of another call that resumed the app, and a later call's identical request follows the first's refusal. Listed for every scenario, naming that mechanism. Found by explore (seeds 777, 31337, 2026 and 4242; seed 777 run 18135 at 20,000 runs), kept as subscription.status-queries-sent-when-resumed-first-refused.",
                citation:
                    "\(repo):Altcraft/push/subscribe/PublicPushSubscriptionFunctions.swift:219-308 (one sendRequest per call, the answer to the completion); \(repo):Altcraft/data/Repository.swift:21-26,262-283 (the request waits for getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:214-236 (the providers polled 1 s apart)",
                mechanism: .oneShotSentLateForWaitingCall),
            KnownDeviation(
                invariant: .explorationFacetWorkSurvivesRelaunch, scenarios: [],
                summary:
                    "Subscription calls (subscribe, suspend, unsubscribe) are sent one at a time: each call stores its entity and submits a run to a serial queue that is released only once the run's request is answered, and the SDK sets no request timeout of its own (it relies on URLSession's). When the server never answers an earlier subscription request, a later call waits behind it and is never sent. Listed for every scenario, naming that mechanism. Found by explore (seed 777 run 30), kept as subscription.second-suspend-behind-unanswered-suspend.",
                citation:
                    "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:62-106 (each call stores its entity, then enqueueStart), 113-119 (the serial start queue, released after the whole flow), 197-214 (each subscription's run waits for its request's answer); \(repo):Altcraft/network/RequestManager.swift:19-22,46-60 (a default URLSession; the completion only from an answer or a transport error)",
                mechanism: .queuedBehindUnansweredRequest),
            KnownDeviation(
                invariant: .explorationFacetWorkSurvivesRelaunch, scenarios: [],
                summary:
                    "A subscription request is built once the current token resolves (getCurrentToken), which completes only from the token providers' callbacks, with no timeout, and the call's background task ends after at most 29 s: when the app is suspended while a provider's fetch is pending, the request waits for the app's next wake, and is never sent if nothing wakes it. Listed for every scenario, naming that mechanism. Found by explore (seed 777 runs 227 and 578), kept as subscription.subscribe-while-token-provider-slow-then-background.",
                citation:
                    "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:61 (the call's background task; Altcraft/background/AccessToBackground.swift:26-36 ends it after 29 s), 244-257 (the request from getSubscribeRequestData); \(repo):Altcraft/data/Repository.swift:21-26,59-62 (the request data waits for getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:104-141,185-236 (each provider's fetch callback, polls 1 s apart, no timeout)",
                mechanism: .facetWorkFrozenBySuspension),
            KnownDeviation(
                invariant: .explorationFacetWorkSurvivesRelaunch, scenarios: [],
                summary:
                    "Queued subscriptions (subscribe, suspend, unsubscribe) are resent by the retry operations of SDK initialisation only (a cold launch). That pass starts asynchronously once the app is first in the foreground after the launch, needs authorized permission and a push token, and never schedules a retry: when permission is off or no token is available at that pass (and comes later in the same process), or the app is terminated at the instant it comes to the foreground, the subscription stays persisted and waits for the next cold launch (or the next subscribe call). Listed for every scenario, naming push/subscribe: explore reaches it from many sequences (seed 777 runs 2559, 3933 and 7644, seed 1 run 2739, seed 4242 runs 343 and 9465).",
                citation:
                    "\(repo):Altcraft/system/Init.swift:49 (the only caller of performRetryOperations); \(repo):Altcraft/push/Core.swift:32-59 (NetworkMonitor.performActionWhenConnected, ForegroundCheck.isForeground, getContext, then startSubscribe with enableRetry: false); \(repo):Altcraft/push/subscribe/PushSubscribe.swift:138-146 (not authorized: RetryEvent 504, a retry only when enableRetry), 148-151 and 244-249 (no request data, as with no token: a RetryEvent, a retry only when enableRetry); \(repo):Altcraft/additional/ForegroundCheck.swift:23-58 (the pass waits for the first didBecomeActive)",
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
                    "push-delegate.unknown-notification-opened", "push-delegate.foreign-lookalike-push-tapped-app-told",
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
                invariant: .openNeedsTap,
                scenarios: [
                    "lifecycle.static-category-dismiss-while-terminated",
                    "lifecycle.foreign-lookalike-push-dismissed-in-background",
                ],
                summary:
                    "didReceive creates an open push event for every response, the system's dismiss action included: when the app's own category asks for customDismissAction and the push carries _uid, a dismiss is counted, and sent, as an open.",
                citation:
                    "\(repo):Altcraft/push/NotificationManager.swift:80-90 (createPushEvent(type: open) before pushClickAction, whatever response.actionIdentifier is)"
            ),
            KnownDeviation(
                invariant: .appCategoriesKept,
                scenarios: [
                    "notification-service.app-categories-replaced",
                    "notification-service.dynamic-categories-one-per-push",
                    "notification-service.dynamic-category-kept-with-app-categories-when-preserving",
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
                citation:
                    "\(repo):Altcraft/push/NotificationManager.swift:80-90 (pushClickAction for every didReceive)",
                mechanism: .linkPerDelivery),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "A mobile event that was in flight or waiting for its retry at clear() stays stored, and the retry operations of the next initialisation send it again. Listed for every scenario, naming event/post.",
                citation:
                    "\(repo):Altcraft/system/ClearCache.swift:20-41 (mobile events are not deleted); \(repo):Altcraft/mob_events/MobileEvent.swift:160-169; \(repo):Altcraft/push/Core.swift:32-45 (the launch's retry operations)",
                mechanism: .resentByNextLaunch),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "A push/update in flight at clear() is left alone; when it fails, its retry chain runs on with the configuration deleted, sends nothing (501, 529, RetryEvent 521) and writes the update retry counter after the reset while the counter allows. Listed for every scenario, naming altcraft.retry.update only.",
                citation:
                    "\(repo):Altcraft/network/RequestManager.swift:19-61 (no handle on a request in flight); \(repo):Altcraft/data/Repository.swift:21-31,112-118 (no configuration: 501, 529, then 521); \(repo):Altcraft/push/token/TokenUpdate.swift:91-96 (a RetryEvent schedules the update again while its counter allows)",
                mechanism: .resetWorkWroteStoreKey("altcraft.retry.update")),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "A mobile event in flight at clear() stays stored (clear() never deletes mobile events), and when its answer fails after the reset the SDK writes the event back with its retry count raised, and its retry counter: the process that reset ends with altcraft.queue.mobileEvent and altcraft.retry.mobileEvent written after the reset. Listed for every scenario, naming those two keys only.",
                citation:
                    "\(repo):Altcraft/system/ClearCache.swift:20-41 (mobile events are not deleted); \(repo):Altcraft/mob_events/MobileEvent.swift:226-238 (a RetryEvent answer raises the stored event's retry count, mobileEventLimit), MobileEvent.swift:25-28 (retry() schedules the retry and writes its counter)",
                mechanism: .resetWorkWroteStoreKey("altcraft.queue.mobileEvent")),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "The retry counter of a mobile event in flight at clear() is written again when the event's answer fails after the reset (see the stored event above). Listed for every scenario, naming altcraft.retry.mobileEvent only.",
                citation:
                    "\(repo):Altcraft/system/ClearCache.swift:20-41 (the mobile events and their retry counter are kept); \(repo):Altcraft/mob_events/MobileEvent.swift:25-28 (retry() schedules the retry and writes its counter)",
                mechanism: .resetWorkWroteStoreKey("altcraft.retry.mobileEvent")),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "A push event the service extension sent and saw fail with a 5xx or no answer is retried by a timer in the extension's process: the app's clear() cancels only its own process's retries, so the extension's retry runs after the reset and writes the push-event retry counter (in the real SDK the extension's own UserDefaults.standard, which the app's clear never reaches). Listed for every scenario, naming altcraft.retry.pushEvent only. Found by explore (every seed at 20,000 runs; kept as lifecycle.clear-data-while-extension-event-retry-pending).",
                citation:
                    "\(repo):Altcraft/system/ClearCache.swift:25 (RetryManager.shared.cancelAll(), this process's work items); \(repo):Altcraft/retry/Retry.swift:95-121 (the push-event retry: a work item on this process's queue that sends the event and writes the counter); \(repo):Altcraft/data/StoredVariablesManager.swift:175-177 (the counter in UserDefaults.standard)",
                mechanism: .resetWorkWroteStoreKey("altcraft.retry.pushEvent")),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "clear() removes the saved token, so the next token check, run by the first foreground of the launch, a provider priority change or a forced refresh, finds saved != current and sends push/update afresh: the same request as an update that was in flight or refused when the data was reset. Found by explore (seeds 777, 31337, 2026 and 4242).",
                citation:
                    "\(repo):Altcraft/system/ClearCache.swift:20-41 (the saved and manual tokens removed); \(repo):Altcraft/push/Core.swift:32-59 and Altcraft/push/token/PublicPushTokenFunctions.swift:90-103,129-153 (the checks that run tokenUpdate); \(repo):Altcraft/push/token/TokenUpdate.swift:31-60 (saved != current sends the update)",
                mechanism: .resentAtCallAfterReset),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "A subscribe, status query or unsuspend the app makes after clear() builds its request once the current token resolves (the providers are polled 1 s apart, or wait for their own latency): the request goes out later, in a wait, and is the same request as one that was in flight or unanswered when the data was reset. Found by explore (seeds 31337 and 4242).",
                citation:
                    "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:52-107,244-257 (a new entity, its request data from getSubscribeRequestData); \(repo):Altcraft/data/Repository.swift:21-26,59-62,228-229 (each request waits for getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:214-236 (polls 1 s apart)",
                mechanism: .sentLateForCallAfterReset),
            KnownDeviation(
                invariant: .dataResetErasesEverything, scenarios: [],
                summary:
                    "A status query or unsuspend the app made before clear() that still waits for the current token reads the configuration first and the token after: clear() does not stop it, so once the token resolves (the providers are polled 1 s apart, or wait for their own latency) its request, built with the configuration read before the reset, goes out after it, in a wait, the same request as one in flight when the data was reset. Found by explore (seeds 2026 run 6793, 4242 run 5428; kept as lifecycle.clear-data-while-status-query-waits-for-token).",
                citation:
                    "\(repo):Altcraft/data/Repository.swift:21-49 (getCommonData reads getConfig, then waits for getCurrentToken, and builds from the configuration it read), 228-254 and 262-283 (unsuspend and status request data from getCommonData); \(repo):Altcraft/system/ClearCache.swift:20-41 (cancels retry work items and deletes the entities, nothing waiting for a token); \(repo):Altcraft/push/token/TokenManager.swift:214-236 (polls 1 s apart)",
                mechanism: .sentLateForCallBeforeReset),
            KnownDeviation(
                invariant: .manualTokenWins, scenarios: [],
                summary:
                    "getCurrentToken looks for the manual token only when it starts: a token query already waiting for a provider (the APNs provider's fetch, or its polls 1 s apart) when the app calls setPushToken completes with that provider's token, and the subscribe, status query or update that asked for it sends that token once, even after a later query (a forced refresh) registered the manual token; every query started after the call returns the manual token. Found by explore (seed 1 run 123, kept as token-providers.manual-token-while-subscribe-waits-for-provider).",
                citation:
                    "\(repo):Altcraft/push/token/TokenManager.swift:104-112 (the manual token read once, at the start), 114-139 and 214-236 (the providers' fetch and polls complete the query whatever was set meanwhile); \(repo):Altcraft/data/Repository.swift:21-26 (getCommonData waits for getCurrentToken)",
                mechanism: .providerAnswerAfterManualToken),
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
                    "Two requests carry the token the server knows (the saved one) after the device's token changed, until a push/update succeeds: a status query sends the saved token, else the current one; and push/update names the saved token as old_token beside the token the SDK now chooses, which is not the rotated token when a manual token or another provider wins (when APNs rotated twice, the saved token beside the latest one names what it replaces, which the rule allows). A retried push/update resolves the token again and sends the new one. Found by explore (seed 777; seed 1 run 39, kept as token-providers.manual-hms-token-after-rotation-then-tap). Named by the push/update that carries the saved token beside another provider's; a status query meanwhile is the rotated token's wait for the next launch (the entry above).",
                citation:
                    "\(repo):Altcraft/data/Repository.swift:262-297 (status: the saved token, else the current one); \(repo):Altcraft/data/Repository.swift:112-139 (push/update: oldToken = the saved token, newToken = getCurrentToken); \(repo):Altcraft/push/token/TokenManager.swift:104-141 (a manual token wins; the priority list orders the providers)",
                mechanism: .switchedToAnotherProvider),
            KnownDeviation(
                invariant: .changedTokenReregistered, scenarios: [],
                summary:
                    "A status query sends the saved token (the one the server knows) as subscription_id, and the saved token changes only when a push/update succeeds: after the launch's token check sent the new token beside the old one and that update failed or is still unanswered (its retry pending), a status query still carries the old token. Found by explore (seeds 777, 31337, 2026 and 4242).",
                citation:
                    "\(repo):Altcraft/data/Repository.swift:262-297 (status: the saved token, else the current one); \(repo):Altcraft/push/token/TokenUpdate.swift:65-80 (the token is saved only after the update's success)",
                mechanism: .oldTokenUntilReplacementAccepted),
            // Named by its mechanism, in every scenario: the request goes out at the deletion's
            // instant and the SDK registers the provider's next token later, which a forced
            // refresh's own update sending the token it deletes (red team 5's
            // rt5ForcedUpdateSendsDeletedToken, which never asks the provider again) does not show.
            KnownDeviation(
                invariant: .changedTokenReregistered, scenarios: [],
                summary:
                    "Every request resolves the current token with getCurrentToken, which completes with the value the provider's fetch handed, and nothing checks it again before the request is built: when a forced token refresh deletes the FCM or HMS token while a subscription (or status query, or unsuspend) is resolving the same token, that request goes out with the deleted token at the instant of the deletion; the forced refresh's own update then registers the provider's new token. Listed for every scenario, naming that mechanism. Found by explore (seed 777 run 4224, seed 31337 run 1465), kept as token-providers.subscribe-while-force-refresh-deletes-token.",
                citation:
                    "\(repo):Altcraft/push/token/PublicPushTokenFunctions.swift:129-153 (forcedTokenUpdate: getCurrentToken, then deleteDeviceToken, then tokenUpdate); \(repo):Altcraft/data/Repository.swift:21-48 (getCommonData builds a request from the token getCurrentToken completes with); \(repo):Altcraft/push/token/TokenManager.swift:104-141 (the token the fetch handed is the completion's, unchecked)",
                mechanism: .tokenResolvedBeforeDeletion),
            KnownDeviation(
                invariant: .changedTokenReregistered, scenarios: [],
                summary:
                    "A queued subscription is resent by the retry operations with the token it resolves then, the APNs token the SDK stored; a token APNs rotates afterwards is only stored by the sample app, so the retry still carries the old token. Found by explore (seed 1 run 82), kept as subscription.subscribe-retry-after-token-rotation.",
                citation:
                    "\(repo):Altcraft/push/subscribe/PushSubscribe.swift:52-158 (the subscription request resolves the current token when it is sent); \(repo):IOSAPNsExample/IOSAPNsExampleApp.swift:74-81 (a rotated token is stored, then getPushToken)",
                mechanism: .retrySendsOldToken),
        ]
}
