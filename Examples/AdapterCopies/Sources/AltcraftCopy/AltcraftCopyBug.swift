public import PlantedBugs

/// The bugs that can be planted in the Altcraft copy: the catalogue of this copy. Each case is
/// one `if core.bugs.contains(.<case>)` branch in the copied vendor code, at the place a real
/// SDK would have the bug, and one entry in ``planted``. How to add one: the package README.
public enum AltcraftCopyBug: String, Sendable, Hashable, CaseIterable {
    /// In `AltcraftAdapter.applicationDidFinishLaunching`.
    case openFromLaunchOptions
    /// In `AltcraftWorkQueue.process`.
    case clientErrorKeptInQueue
    /// In `AltcraftAdapter.clearLocalData`.
    case clearKeepsRetryCounters
    /// In `AltcraftAdapter.didReceiveRemoteNotification`.
    case backgroundFetchNeverCompleted
    /// `AltcraftTapHandler.clickAction`.
    case buttonTapTrackedTwice
    /// `AltcraftCustomEvents.send`.
    case mobileEventRefusalRetried
    /// `AltcraftRetryFlow.schedule`.
    case retryDelayCappedNotEnded
    /// `AltcraftTokens.fetch`.
    case apnsTokenCutTo32Bytes
    /// `AltcraftSubscription.send(_:completion:)`.
    case subscribeUsesServerKnownToken
    /// `AltcraftTapHandler.handle`.
    case foreignTapLeftUncompleted
    /// `AltcraftTokens.received(apnsToken:)`.
    case tokenPollResumedTwice
    /// `AltcraftTokens.deleteToken`.
    case providerDeleteNeverCompletes
    /// `AltcraftServiceExtension.serviceExtensionTimeWillExpire`.
    case expiryHandlerCalledDirectly
    /// `AltcraftServiceExtension.didReceive`.
    case foreignRequestGetsAltcraftCategory
    /// `AltcraftServiceExtension.didReceive`.
    case extensionOwnsPushesByUid
    /// `AltcraftSubscription.enqueue`.
    case subscriptionReportedBeforeAnswer
    /// `AltcraftTokens.resolve`.
    case tokenMirrorOutlivesClear
    /// `AltcraftTokens.clear`.
    case tokenUpdateRetriedAfterClear
    /// `AltcraftAdapter.willPresent`.
    case foregroundPresentationLoggedAsOpen
    /// `AltcraftSubscription.enqueue`.
    case subscribeQueuedOnlyAfterFailure
    /// `AltcraftServiceExtension.attachment(for:)`.
    case attachmentCappedAtVideoLimit

    /// The catalogue entry: what the bug does, the requirement the suite must name, its source
    /// and its author.
    public var planted: PlantedBug {
        switch self {
        case .openFromLaunchOptions:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A cold start from a tap sends an open push event from the launch options, and didReceive sends another for the same tap.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"at most one open event … for one tap on one notification, however many entry points (didReceive, launch options, …) deliver that tap\"; P3: https://github.com/customerio/customerio-ios/issues/979",
                author: .own,
                knownMiss:
                    "DEL-004 counts only the opens it traces to a didReceive delivery; the launch-options open has no push origin (issue 30, Why 1). lifecycle.cold-start-tap shows two open events and two open requests for one tap."
            )
        case .clientErrorKeptInQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A persisted event or subscription is deleted only after a 2xx: one the server refused (4xx) stays queued and the next pass (the next launch's retry operations) sends it again.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; Iterable/iterable-swift-sdk@25cd00e:swift-sdk/Internal/IterableAPICallTaskProcessor.swift:38-69 (a queued 4xx is dropped, not kept)",
                author: .own,
                knownMiss:
                    "NET-001 takes the refused request, sent again beside the next subscribe or tap, for one the app asked for again (issue 30, Why 1), and no scenario relaunches after a 4xx (Why 2)."
            )
        case .clearKeepsRetryCounters:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() deletes the queues and the token but leaves the retry counters (altcraft.retry.*) in the store.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST … remove every value the SDK wrote to the host's store\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:34-54 (a logout that must remove what the SDK stored)",
                author: .own,
                knownMiss:
                    "RST-001 does not read the store.after-reset record, whose kept list names the four retry keys (issue 30, Why 1)."
            )
        case .backgroundFetchNeverCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The SDK has no background-push handling, so its didReceiveRemoteNotification returns without calling the fetch completion.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once\" (https://github.com/braze-inc/braze-unity-sdk/issues/76); P2",
                author: .own)
        case .buttonTapTrackedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Pressing one of a push's buttons sends an open push event for the button press, beside the open the tap handler already sent for the same response.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"at most one open event … for one tap on one notification\"; P3; a second open path beside the automatic one: https://github.com/PostHog/posthog-ios/pull/828",
                author: .redTeam1)
        case .mobileEventRefusalRetried:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A mobile event that event/post refuses with a 4xx (a pixel not live yet) is kept as a RetryEvent and sent again by the retry flow, although the 435 it reported says not retryable.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST NOT retry an error it reported as not retryable\"; events resent for ever after a 400: https://github.com/BranchMetrics/android-branch-deep-linking-attribution/pull/905",
                author: .redTeam1)
        case .retryDelayCappedNotEnded:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The retry counter is capped at maxLocalRetryCount instead of ending the retries: past the fifth retry the flow waits 5.5^5 s (about 84 min) and retries again, for ever (push/update has no entity limit to stop it).",
                requirement: "NET-004",
                source:
                    "NET-004: \"MUST give up retrying a request that keeps failing\"; retries with no maximum: https://github.com/adjust/android_sdk/issues/356, https://github.com/Countly/countly-sdk-web/issues/2",
                author: .redTeam1)
        case .apnsTokenCutTo32Bytes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The APNs token read for the APNs provider is cut to 64 hex characters (32 bytes, the size older docs gave), so a longer token is registered truncated.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"never … cut to a fixed length\"; R11 (\"Do not hard-code their size\"); https://github.com/Iterable/objc-sdk/issues/22 (registerToken enforced 32 bytes)",
                author: .redTeam1)
        case .subscribeUsesServerKnownToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "push/subscribe sends the token the server knows (the saved one, as the status query does) instead of the current token, so after a rotation subscriptions keep naming the old token.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"MUST NOT send the old token again except beside the new one\"; P5: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1745",
                author: .redTeam1)
        case .foreignTapLeftUncompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A tap on a notification without _acc_push is left to the app: the handler returns before anything else, and the system's didReceive completion is never called.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"exactly once, including for payloads it does not own\"; R19; P2: https://github.com/customerio/customerio-ios/issues/1038, https://github.com/urbanairship/ios-library/issues/379",
                author: .redTeam1)
        case .tokenPollResumedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the APNs token arrives while a provider poll waits its 1 s pause, the poll is resumed at once but its pause timer is left running, so the poll runs a second time and the token query's completion is called twice.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"exactly once\"; P2 (\"a wrapper, a deadline fallback\"): https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148 (a completion called twice)",
                author: .redTeam1)
        case .providerDeleteNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "deleteDeviceToken for a provider that is not installed does what the real SDK does (`fcmProvider?.deleteToken(completion:)`): nothing, so its completion is never called.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"every completion handed to the adapter … exactly once\"; altcraft/ios-sdk@c9b72bf:Altcraft/push/token/PublicPushTokenFunctions.swift:111-124 (the optional provider's delete never calls back)",
                author: .redTeam1)
        case .expiryHandlerCalledDirectly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "serviceExtensionTimeWillExpire hands the best attempt straight to the content handler and leaves the media download and its 25 s wait running: whichever ends later calls the content handler a second time.",
                requirement: "NSE-001",
                source:
                    "NSE-001: \"MUST call its content handler exactly once per push\"; R7; altcraft/ios-sdk@c9b72bf:Altcraft/push/AltcraftPushReceiver.swift:35-115 (serviceExtensionTimeWillExpire calls the handler with the best attempt; loadAttachmentAsync's wait is not cancelled)",
                author: .redTeam1)
        case .foreignRequestGetsAltcraftCategory:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension prepares its best-attempt content (category Altcraft) before it checks _acc_push and hands that content back for another SDK's request: the foreign notification shows with Altcraft's category.",
                requirement: "NSE-004",
                source:
                    "NSE-004: \"MUST deliver the content of a request it does not claim unchanged\"; P1; an app has one service extension for every sender: https://github.com/expo/expo/pull/11651",
                author: .redTeam1)
        case .extensionOwnsPushesByUid:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension takes any push with a string _uid for Altcraft's (the check the tap path effectively uses), so another SDK's rich push with _uid gets a delivery push event.",
                requirement: "NET-002",
                source:
                    "NET-002: \"MUST NOT send a request … while handling a payload its vendor does not claim\"; NSE-004; altcraft/ios-sdk@c9b72bf:Altcraft/push/NotificationManager.swift:80-90 (the tap path tracks any payload with _uid)",
                author: .redTeam1)
        case .subscriptionReportedBeforeAnswer:
            return PlantedBug(
                id: rawValue,
                summary:
                    "subscribe/suspend/unsubscribe report subscriptionChanged with the requested status as soon as the call is queued, before the server answered (an optimistic settings screen).",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"only while handling the server's 2xx answer confirming it: never before the server answered\"; P9; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508 (a wrong subscription status sent at startup)",
                author: .redTeam1)
        case .tokenMirrorOutlivesClear:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every chosen token is mirrored under the 1.x key AltcraftSDK.pushToken for the extension; clear() removes only the altcraft.* keys, so the token outlives the data reset.",
                requirement: "RST-001",
                source:
                    "RST-001: \"remove every value the SDK wrote to the host's store\"; https://github.com/customerio/customerio-ios/pull/145 (the token kept after logout)",
                author: .redTeam1)
        case .tokenUpdateRetriedAfterClear:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() cancels the queues' retries but not the token update's own retry flow: a push/update waiting for its retry (or in flight) at the reset is sent again afterwards with the cleared token data.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work\"; altcraft/ios-sdk@c9b72bf:Altcraft/system/ClearCache.swift:20-41 (clearCache cancels RetryManager's tasks only)",
                author: .redTeam1)
        case .foregroundPresentationLoggedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An Altcraft push presented in the foreground is logged as opened (an open push event from willPresent), as the user is already in the app.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"a delivery or a foreground presentation is never an open\"; opens logged for foreground deliveries: https://github.com/firebase/firebase-ios-sdk/issues/7707",
                author: .redTeam1)
        case .subscribeQueuedOnlyAfterFailure:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A subscription with nothing queued before it is sent at once and persisted only when that send fails retryably: one still in flight when the app is terminated is lost.",
                requirement: "EXP-004",
                source:
                    "EXP-004 and ADP-001: \"MUST be kept in the host's KeyValueStore and carried out after the app is terminated and relaunched\"; a registration sent fire-once and lost: https://github.com/Iterable/iterable-swift-sdk/pull/1068",
                author: .redTeam1)
        case .attachmentCappedAtVideoLimit:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension checks every download against one 50 MB cap (Apple's video limit) instead of the image limit, so a 12 MB image is attached.",
                requirement: "MED-001",
                source:
                    "MED-001: \"image 10 MB, audio 5 MB, video 50 MB\"; R9; one cap for every type: OneSignal/OneSignal-iOS-SDK@05405787:iOS_SDK/OneSignalSDK/OneSignalExtension/OneSignalAttachmentHandler.m (50 MB Content-Length cancel)",
                author: .redTeam1)
        }
    }
}
