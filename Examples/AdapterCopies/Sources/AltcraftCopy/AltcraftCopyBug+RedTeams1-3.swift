import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by red teams 1 to 3; nil for another author's bug.
    var plantedByRedTeams1to3: PlantedBug? {
        switch self {
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
        case .rt2ApnsTokenUppercased:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The APNs token the app received is turned into upper-case hex before it is used, so subscriptions and token updates register the device under a spelling APNs does not know.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"An APNs device token MUST leave the device only as the lower-case hex of all its bytes\"; https://github.com/invertase/react-native-firebase/issues/8022 (getAPNSToken upper-cases the token); https://github.com/adobe/aepsdk-core-ios/pull/790 (push identifiers upper-case in one SDK, lower-case in the other)",
                author: .redTeam2)
        case .rt2RetryCounterNeverAdvances:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The retry closure bumps a copy of the retry counter and never writes it back, so every retry waits the first delay again and the in-process limit (counter 5) is never reached.",
                requirement: "NET-003",
                source:
                    "NET-003: \"one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/172 (the backoff was never set, so retries fired every 10 s); https://github.com/OneSignal/OneSignal-Android-SDK/pull/2017 (retries without backoff)",
                author: .redTeam2)
        case .rt2ClientErrorTakenForRetryEvent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every non-2xx answer is classified as a RetryEvent, so a subscription or event the server refused (4xx) is retried with the 5.5^n back-off like a 5xx.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; https://github.com/DevCycleHQ/ios-client-sdk/pull/76 (failed events re-queued whatever the status until only >= 500 was retried); https://github.com/ToothlessGear/node-gcm/pull/196 (4xx retried)",
                author: .redTeam2)
        case .rt2OpenTrackedOnForegroundPresentation:
            return PlantedBug(
                id: rawValue,
                summary:
                    "willPresent creates an open push event (and the SDK's open) for every Altcraft push shown while the app is in the foreground, before the user touched it.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"An SDK MUST count a push as opened … only after the user tapped that push's notification; … a foreground presentation is never an open\"; https://github.com/mixpanel/mixpanel-swift/issues/119 (opens tracked from willPresent); https://github.com/OneSignal/OneSignal-iOS-SDK/pull/357 (opened requests sent when notifications were received)",
                author: .redTeam2)
        case .rt2MediaPrefetchedBeforeOwnershipCheck:
            return PlantedBug(
                id: rawValue,
                summary:
                    "To win time, the service extension starts downloading a _media URL before it checks _acc_push, so another SDK's rich push carrying _media gets its image fetched (then thrown away).",
                requirement: "NET-002",
                source:
                    "NSE-004: \"A service extension MUST deliver the content of a request it does not claim unchanged … and MUST NOT touch the network for it\" (NET-002); actito/actito-sdk-ios@a80159a1d579f74724e657c8c8d41464bd89a098:ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift:24-42 (a real extension kit that downloads media for any sender's push)",
                author: .redTeam2)
        case .rt2ExpiryBypassesOnceGuard:
            return PlantedBug(
                id: rawValue,
                summary:
                    "serviceExtensionTimeWillExpire hands the best attempt straight to the content handler, outside the once-guard, and leaves the media download running; a download that finishes after the expiry calls the handler a second time.",
                requirement: "NSE-001",
                source:
                    "NSE-001: \"A service extension MUST call its content handler exactly once per push\"; Iterable/iterable-swift-sdk@25cd00e:notification-extension/ITBNotificationServiceExtension.swift (the download callback and serviceExtensionTimeWillExpire both call the handler, nothing stops both); https://github.com/uzairansaruzi/hermex/pull/583 (review: completion can run twice)",
                author: .redTeam2)
        case .rt2UnknownImageSavedAsJpg:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A download whose first bytes are no known image format is saved with the .jpg extension instead of being refused, so an HTML error page or an unknown file is attached as a JPEG.",
                requirement: "MED-002",
                source:
                    "MED-002: \"A service extension MUST attach only a file whose type … is one UNNotificationAttachment supports and whose bytes are that kind of media\"; https://github.com/GetStream/stream-chat-swift/pull/3257 (fallback to a jpeg extension for downloads without one)",
                author: .redTeam2)
        case .rt2SubscriptionReportedOnEnqueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "subscribe/suspend/unsubscribe tell the push delegate the new status as soon as the request is queued (an optimistic update), before the server answered; a refused or failed request leaves the status reported.",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"An SDK MUST report a subscription status change to its push delegate only while handling the server's 2xx answer confirming it: never before the server answered\"; https://github.com/OneSignal/react-onesignal/issues/175 (optedIn changes at once, before it is synced with the server); braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508 (a wrong subscription status)",
                author: .redTeam2)
        case .rt2PollTimerLeftRunningOnToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the APNs token arrives while token polls wait their 1 s pause, the polls are resumed at once but their pause timers are not cancelled, so each poll runs again when its timer fires and the token query completes twice (a getToken completion twice; the launch's token check sends push/update twice).",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; P2: https://github.com/customerio/customerio-ios/issues/726 (a continuation resumed more than once)",
                author: .redTeam2)
        case .rt2UpdateRetriedAcrossClear:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push/update in flight when the app clears the SDK's data is still retried after the reset when it fails retryably: the retry reads the configuration cached in memory, which clear() does not drop, and sends the old token update again.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work\"; https://github.com/intercom/intercom-ios/issues/68 (a request in flight at reset logs the previous user in again after the reset)",
                author: .redTeam2)
        case .rt2UnknownProviderSkipped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A provider name the SDK does not know in the configured or changed priority list is skipped silently instead of being reported (473), and the rest of the list is used.",
                requirement: "TOK-004",
                source:
                    "TOK-004: \"A provider name the vendor does not support MUST be reported as configuration.invalid-provider\"; altcraft/ios-sdk@c9b72bf30ea45d0b8b5b364ef06241e59beb4180:Altcraft/push/token/TokenManager.swift:104-236 (the real SDK reports 473)",
                author: .redTeam2)
        case .rt2ManualTokenAfterProviders:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A token the app set manually is used only when no installed provider (or APNs) gives one, instead of winning over them.",
                requirement: "TOK-002",
                source:
                    "TOK-002: \"A token the app sets manually MUST be used in preference to every installed provider and to the priority list\"; Altcraft SDK Functionality guide, Provider push token management: https://guides.altcraft.com/en/developer-guide/sdk/mobile/ios/functionality",
                author: .redTeam2)
        case .rt2EventArrayValuesAccepted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Array values in a mobile event's payload pass validation as multi-value attributes, whatever their elements, so an array of objects is queued and sent instead of being refused with 475.",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"A custom-event facet MUST refuse invalid values with event.invalid-field before anything is stored or sent\"; https://github.com/Automattic/Automattic-Tracks-iOS/pull/307 (event property types not validated before sending)",
                author: .redTeam2)
        case .rt2CustomFieldsFlattened:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A nested object in subscription customFields is flattened into dotted keys (address.city) and sent, instead of being refused with 475 before anything is stored.",
                requirement: "SUB-002",
                source:
                    "SUB-002: \"A subscription call with a field the vendor does not accept MUST fail with subscription.invalid-field before anything is stored or sent\"; altcraft/ios-sdk@c9b72bf30ea45d0b8b5b364ef06241e59beb4180:Altcraft/additional/Extension.swift:76-103 (the real SDK refuses non-scalar values)",
                author: .redTeam2)
        case .rt2ButtonTapTrackedAsSecondOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A tap on an action button sends a second open push event to attribute the button, besides the open the tap already sent.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event … for one tap on one notification\"; https://github.com/customerio/customerio-ios/issues/979 (one click handled twice); urbanairship/ios-library CHANGELOG 14.1.3 (direct opens with action buttons fixed)",
                author: .redTeam2)
        case .rt3DismissOpensClickURL:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The dismiss identifier is handled like the default action, so swiping the notification away opens _click-url.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"An SDK MUST open a link … only in answer to the user tapping a notification or one of its buttons\"; https://github.com/home-assistant/iOS/pull/798 (\"Fix treating 'dismiss' the same as activating a notification\")",
                author: .redTeam3)
        case .rt3AppPresentationMergedWithDefaults:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, the app's answer is unioned with the SDK's [banner, badge, sound], so an app that declines a banner still gets one.",
                requirement: "DEL-009",
                source:
                    "DEL-009 (drafted as DEL-001, whose app-answer rule covers only payloads the vendor does not claim): \"MUST call the willPresent completion with the app's answer unchanged, for its own pushes too\"; DEL-001: \"the app's answer (presentation options, fetch result) MUST be passed to the system unchanged\"; https://github.com/OneSignal/react-native-onesignal/issues/1351 (foreground duplicates); https://github.com/MetaMask/metamask-mobile/pull/32100 (two SDKs presenting)",
                author: .redTeam3)
        case .rt3TapCompletedEarlyAndLate:
            return PlantedBug(
                id: rawValue,
                summary:
                    "To return control to iOS quickly, the completion is called before the click action when a link is to be opened, and again at the end.",
                requirement: "CMP-001",
                source:
                    "CMP-001 / R19: \"An SDK MUST call the willPresent and didReceive completions exactly once.\"; https://github.com/customerio/customerio-ios/issues/1038 (completion called by the SDK and again by a wrapper)",
                author: .redTeam3)
        case .rt3AttachmentTypeFromURLExtension:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The file's extension is taken from the URL path (then the MIME type) instead of the sniffed bytes, so an HTML error page at …/banner.png is attached as a PNG.",
                requirement: "MED-002",
                source:
                    "MED-002: \"A service extension MUST attach only a file whose type … is one UNNotificationAttachment supports and whose bytes are that kind of media\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/134 (type from the URL's extension); https://github.com/firebase/firebase-ios-sdk/issues/6590 (FCM names the file from suggestedFilename); https://github.com/RoverPlatform/rover-ios/issues/347",
                author: .redTeam3)
        case .rt3ExpiryDoesNothing:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Expiry is left empty (\"the 25 s bound always fires first\"), so when the budget ends first nothing is delivered by the extension.",
                requirement: "NSE-005",
                source:
                    "NSE-005: \"When serviceExtensionTimeWillExpire is called before the content handler, the extension MUST deliver the best content prepared so far at once.\"; https://github.com/Dimillian/IceCubesApp/issues/2447 (NotificationService does not implement serviceExtensionTimeWillExpire)",
                author: .redTeam3)
        case .rt3ChosenTokenSavedAsServerToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The token chosen by a query is cached under the \"saved\" (server-known) key, so a rotated token looks already registered and push/update is never sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1745 (subscription never re-created); https://github.com/Nickersoft/push-fcm-plugin/issues/12 (old token sent after renewal)",
                author: .redTeam3)
        case .rt3ApnsTokenFromDataDescription:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The stand-in APNs provider formats the token the pre-iOS 13 way, <xxxxxxxx xxxxxxxx …> with spaces and angle brackets.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"An APNs device token MUST leave the device only as the lower-case hex of all its bytes … never … with separators\"; https://github.com/mParticle/mparticle-apple-sdk/issues/110; https://github.com/Appboy/appboy-ios-sdk/issues/195",
                author: .redTeam3)
        case .rt3ManualTokenShadowedByCache:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Once a token was chosen, later queries answer the cached choice, so a token the app sets by hand afterwards is ignored until the next launch.",
                requirement: "TOK-002",
                source:
                    "TOK-002: \"A token the app sets manually MUST be used in preference to every installed provider and to the priority list.\"; https://github.com/ForgeRock/forgerock-ios-sdk/pull/338 (manual token update sent the previous, stored token)",
                author: .redTeam3)
        case .rt3InvalidFieldsQueuedBeforeCheck:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The subscription entity is persisted before the non-scalar customFields check; the check reports 475 but leaves the entity queued, and the next pass sends it.",
                requirement: "SUB-002",
                source:
                    "SUB-002: \"A subscription call with a field the vendor does not accept MUST fail with subscription.invalid-field before anything is stored or sent.\"; https://github.com/segmentio/analytics-ios/issues/518 (invalid values persisted in the queue first)",
                author: .redTeam3)
        case .rt3StatusReportedOnRefusal:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Any HTTP answer (\"the server answered\") reports the requested status to the push delegate, a refused 4xx included.",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"An SDK MUST report a subscription status change … only while handling the server's 2xx answer confirming it … never after a refusal\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md (11.1.1 wrong subscription status); https://github.com/OneSignal/OneSignal-Android-SDK/pull/1957",
                author: .redTeam3)
        case .rt3BackoffInMilliseconds:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The 5.5^n back-off is built with .milliseconds, so the in-process retries of one request fire within a second.",
                requirement: "NET-003",
                source:
                    "NET-003: \"one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md (5.11.1 retry delay fix); https://github.com/klaviyo/klaviyo-swift-sdk/pull/626",
                author: .redTeam3)
        case .rt3ClearForgetsPushEventQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() removes an explicit list of keys that predates the push-event queue: the queued delivery/open events and their retry counter survive the reset and are sent later.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store\"; https://github.com/segmentio/analytics-android/issues/650 (\"Events queued on disk are not cleared, and will be uploaded at a later time\")",
                author: .redTeam3)
        case .rt3SilentPushCompletedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An own background push completes with .newData and, a return missing, with .noData as well.",
                requirement: "CMP-001",
                source:
                    "CMP-001 / R20: \"An SDK MUST call the background-fetch completion exactly once.\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148 (fetchCompletionHandler called twice)",
                author: .redTeam3)
        case .rt3BackgroundWakeTrackedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An own push that reaches the app while it is not in the foreground is tracked as an open push event (\"the user must have tapped it\").",
                requirement: "DEL-003",
                source:
                    "DEL-003 / R4: \"a background wake, a delivery or a foreground presentation is never an open\"; https://github.com/Iterable/iterable-swift-sdk/pull/866 (content-available launch counted as an open)",
                author: .redTeam3)
        case .rt3TapClearsNotificationCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "After an open the SDK resets the badge the old way, which removes every delivered notification of the app.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre … also as a side effect such as clearing the badge\"; https://github.com/OneSignal/OneSignal-Cordova-SDK/issues/118 (all notifications cleared after selecting one)",
                author: .redTeam3)
        case .rt3NullEventValueAccepted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "null payload values pass the scalar check (NSNull taken for \"no value\"), so the event is stored and sent.",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"A custom-event facet MUST refuse invalid values with event.invalid-field before anything is stored or sent.\"; https://github.com/mParticle/mparticle-apple-sdk/pull/163; https://github.com/urbanairship/airship-flutter/issues/162",
                author: .redTeam3)
        case .rt3DeviceNameSentAsModel:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_device_model is filled from the user's device name (UIDevice.name) instead of the model.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (… model …) as the device's own value, in the unit and spelling its backend declares\"; https://github.com/MicrosoftDocs/xamarin-docs/pull/2439 (Device.Model vs Device.Name); https://github.com/snowplow/snowplow-ios-tracker/issues/313",
                author: .redTeam3)
        case .rt3LaunchRetrySkipsMobileEvents:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch-time retry pass restarts the subscription and push-event queues but not the mobile-event queue, so events queued before a kill wait for the next track call.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"A request a facet call without completion (… a custom event) started … MUST be sent again once the relaunched app has been in the foreground.\"; https://github.com/segmentio/analytics-react-native/issues/833 (events fired before the app is killed never send)",
                author: .redTeam3)
        default:
            return nil
        }
    }
}
