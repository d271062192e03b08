import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by red teams 1 to 3; nil for another author's bug.
    var plantedByRedTeams1to3: PlantedBug? {
        switch self {
        case .backgroundLaunchCountedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push received while the app is not in the foreground is taken for one the user opened (the old `applicationState != .active` test): a background wake logs the Open event and counts an open.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"a background wake … is never an open\"; R4; https://github.com/Iterable/iterable-swift-sdk/pull/866 (a content-available launch counted as an open), https://github.com/segmentio/analytics-ios/issues/745",
                author: .redTeam1)
        case .launchNotificationOpenedAgain:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Once Actito is ready after a cold start from a tap, the notification in the launch options is logged as opened; the same tap then reaches didReceive and is opened again.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"however many entry points (didReceive, launch options, …) deliver that tap\"; P3; https://github.com/Appboy/appboy-ios-sdk/issues/170 (launch options and didReceive both handle one cold-start tap)",
                author: .redTeam1)
        case .deviceTokenUpperCased:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The APNs token is registered as upper-case hex (the description-based formatting with uppercaseString) in PUT /push/{device}.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"only as the lower-case hex of all its bytes … never upper-case\"; https://github.com/Azure/azure-notificationhubs-ios/pull/31, https://github.com/invertase/react-native-firebase/issues/8022",
                author: .redTeam1)
        case .activityRotationSkipped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Registrations are de-duplicated by activity id: a rotated token for an activity already registered is answered with success and never sent.",
                requirement: "LA-003",
                source:
                    "LA-003: \"A rotated live-activity token MUST be registered again\"; R17; Apple's pushTokenUpdates (\"send an updated push token to your server\") as quoted in https://github.com/istornz/flutter_live_activities/issues/28",
                author: .redTeam1)
        case .pushToStartRegisteredAsActivity:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Lacking a push-to-start API, the push-to-start token is registered through POST /live-activity as the token of an activity named push-to-start, where the server takes it for an update token.",
                requirement: "R17",
                source:
                    "R17: \"MUST keep device, push-to-start and per-activity tokens apart\"; token kinds confused: https://github.com/braze-inc/braze-swift-sdk/issues/91",
                author: .redTeam1)
        case .tapCompletedBeforeInfluenced:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A default tap calls the system's didReceive completion before logging the Influenced event, so the system is not kept waiting on the network, and the flow's own completion runs again when the event is logged.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"exactly once\"; R19; P2: https://github.com/customerio/customerio-ios/issues/1038 (the SDK and a wrapped delegate both call the completion)",
                author: .redTeam1)
        case .backgroundWatchdogNotCancelled:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A background push arms a 25 s fallback that completes the fetch with .newData so iOS never waits on the network; the fallback is not cancelled when the flow completes first, so the completion is called twice.",
                requirement: "CMP-001",
                source:
                    "CMP-001 and R20: \"the background-fetch completion exactly once\" (https://github.com/braze-inc/braze-unity-sdk/issues/76); P2: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148",
                author: .redTeam1)
        case .foreignBannerHidden:
            return PlantedBug(
                id: rawValue,
                summary:
                    "willPresent answers [] for a notification Actito does not own (the presentation options are Actito's to apply): another SDK's foreground banner is swallowed.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"the app's answer … passed to the system unchanged; an SDK MUST NOT swallow another SDK's banner\"; P1; https://github.com/OneSignal/react-native-onesignal/issues/1667 (an SDK's willPresent deciding other providers' pushes)",
                author: .redTeam1)
        case .deliveredClearedOnForeground:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every return to the foreground clears the notification centre (removeAllNotifications, with the badge), removing the notifications other SDKs and the app had shown.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"a shown notification is removed only when the user answers it or the app asks\" (the author named DEL-001, \"an SDK MUST NOT swallow another SDK's banner or tap\", before DEL-008 was written; moved to the rule that states the bug); P1; clear-all on becoming active: https://github.com/invertase/react-native-firebase/issues/3563",
                author: .redTeam1)
        case .permissionReadOnce:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The notification permission is read once per process and cached: allowedUI and the settings reported to the delegate never follow a change made in Settings.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"MUST report them again when they changed in the system\"; P9; a cached permission flag: https://github.com/thudugala/Plugin.LocalNotification/issues/112",
                author: .redTeam1)
        case .ownCategoryListIncludesApps:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With preserveExistingNotificationCategories, the categories registered last time are taken for Actito's own and dropped before the merge, but the list saved was the merged one: the next reload removes the app's categories.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"MUST keep every category the app registered itself\"; R10; pruning an SDK's own categories: https://github.com/klaviyo/klaviyo-swift-sdk/pull/511",
                author: .redTeam1)
        case .transportRetriedOnceTooOften:
            return PlantedBug(
                id: rawValue,
                summary:
                    "retryPerform compares the retry number with <= maximumNumberOfRetries: a timed-out request is sent 7 times within about 16 s.",
                requirement: "NET-003",
                source:
                    "NET-003: \"one failed request MUST NOT be sent more than 6 times within any 60 seconds\"; actito/actito-sdk-ios@a80159a:ActitoKit/Sources/Internals/Network/URLSession+Retry.swift (maximumNumberOfRetries 5)",
                author: .redTeam1)
        case .downloadFailureNeverDelivered:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the attachment download fails the extension logs the error and returns without handing the original content to the content handler; serviceExtensionTimeWillExpire does nothing, so the system falls back.",
                requirement: "NSE-001",
                source:
                    "NSE-001: \"exactly once per push, so the system never has to fall back to the original content\"; R7: https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications",
                author: .redTeam1)
        case .rt2DeviceTokenCutTo32Bytes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The device token sent in PUT /push/{device} is cut to 64 hex digits (a 32-byte token assumed), so a longer APNs token is registered truncated.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"An APNs device token MUST leave the device only as the lower-case hex of all its bytes, whatever its length\"; https://github.com/Iterable/objc-sdk/issues/22 (registerToken enforces 32 bytes); https://github.com/OneSignal/OneSignal-iOS-SDK/pull/509 (variable-length APNs tokens)",
                author: .redTeam2)
        case .rt2BackgroundLaunchCountedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push received while the app is not in the foreground (a content-available wake) is taken for a tap that launched the app: the SDK logs an Open event and counts the notification as opened.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"a background wake, a delivery or a foreground presentation is never an open\" (R4); https://github.com/Iterable/iterable-swift-sdk/pull/866 (a content-available launch counted as an open)",
                author: .redTeam2)
        case .rt2ApplicationGateBeforeOwnership:
            return PlantedBug(
                id: rawValue,
                summary:
                    "willPresent checks x-application before x-sender, so another SDK's push (which has no Actito application id) is answered with [] and its banner is swallowed.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"the app's answer (presentation options …) MUST be passed to the system unchanged; an SDK MUST NOT swallow another SDK's banner\"; https://github.com/invertase/react-native-firebase/issues/8786 (the SDK consumed the willPresent completion with its own empty options before the app's handler)",
                author: .redTeam2)
        case .rt2ForeignActionTapSwallowed:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A tap on an action button of another SDK's notification is dropped: only body taps of unknown notifications are handed to the app (unknownActionOpened is never sent).",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived … an SDK MUST NOT swallow another SDK's banner or tap\"; https://github.com/firebase/firebase-ios-sdk/issues/1481 (didReceive kept pointing at the SDK, the app lost responses); https://github.com/customerio/customerio-ios/pull/751",
                author: .redTeam2)
        case .rt2SameApplicationPushTakenAsOwn:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The background path takes any push carrying this application's x-application id for Actito's own, whatever its x-sender, so another platform's push for the same app logs a Receive event and fetches a notification.",
                requirement: "NET-002",
                source:
                    "NET-002: \"An adapter … MUST NOT send a request … while handling a payload its vendor does not claim\"; P1: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1116; actito/actito-sdk-ios@a80159a1d579f74724e657c8c8d41464bd89a098:ActitoPushKit/Sources/ActitoPush.swift:177-179 (ownership is x-sender only)",
                author: .redTeam2)
        case .rt2QuickResponseCompletesTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A quick response (Callback action) calls the system completion at once, so iOS is not kept waiting, and again when the reply request has finished.",
                requirement: "CMP-001",
                source:
                    "R19: \"An SDK MUST call the willPresent and didReceive completions exactly once\" (CMP-001); https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148 (completionHandler called twice after an action button tap); https://github.com/customerio/customerio-ios/issues/1038",
                author: .redTeam2)
        case .rt2FetchCompletedOnceDelegateTold:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A background push whose notification was fetched completes the background fetch as soon as the delegate is told, to give the time back early, and the receive path completes it again.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once\" (CMP-001); https://github.com/Appboy/appboy-ios-sdk/issues/69 (this request has been neutered: a background push completed twice)",
                author: .redTeam2)
        case .rt2AttachmentCappedAt50MB:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension checks every attachment against one 50 MB cap instead of the system's limit for its kind, so an 11 MB image or a 6 MB audio file is attached and then refused by the system.",
                requirement: "MED-001",
                source:
                    "MED-001: \"A service extension MUST NOT attach a file over the system's limit for its kind: image 10 MB, audio 5 MB, video 50 MB\"; OneSignal/OneSignal-iOS-SDK@fff5498cf40fc01586c6c750f01ad2c267c6d86b:iOS_SDK/OneSignalSDK/OneSignalCore/Source/OneSignalCommonDefines.h (MAX_NOTIFICATION_MEDIA_SIZE_BYTES: one 50 MB cap for every kind); https://github.com/customerio/customerio-ios/issues/61",
                author: .redTeam2)
        case .rt2RemoteURLAttached:
            return PlantedBug(
                id: rawValue,
                summary:
                    "After the download, the attachment is created from the payload's attachment.uri (the remote URL) instead of the downloaded file.",
                requirement: "MED-003",
                source:
                    "MED-003: \"A service extension MUST attach a local file it wrote, never the remote URL the media came from\"; https://github.com/invertase/react-native-notifee/issues/118 (remote URLs handed to iOS attachments, which only take local files)",
                author: .redTeam2)
        case .rt2RotatedActivityTokenDeduplicated:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Live-activity registrations are deduplicated by activity id, so a rotated token for an activity already registered is taken for a duplicate: nothing is sent and the completion says success.",
                requirement: "LA-003",
                source:
                    "LA-003: \"A rotated live-activity token MUST be registered again, and the old token MUST NOT be used afterwards\"; P7: https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573; urbanairship/ios-library@0499fe01:Airship/AirshipCore/Source/LiveActivityRegistry.swift (a token is sent again when it changed: the key is the token, not the activity)",
                author: .redTeam2)
        case .rt2PushToStartSentAsActivityToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push-to-start token is registered through POST /live-activity as the token of an activity named push-to-start, instead of being refused as unsupported.",
                requirement: "R17",
                source:
                    "R17: \"An SDK MUST keep device, push-to-start and per-activity tokens apart\"; https://github.com/braze-inc/braze-swift-sdk/issues/91 (an update token passed where another kind was expected)",
                author: .redTeam2)
        case .rt2RetryLimitOffByOne:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The retry loop compares with <= maximumNumberOfRetries, so a transient transport failure is sent 7 times (at once, then 0.5, 1, 2, 4 and 8 s) instead of 6.",
                requirement: "NET-003",
                source:
                    "NET-003: \"one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; actito/actito-sdk-ios@a80159a1d579f74724e657c8c8d41464bd89a098:ActitoKit/Sources/Internals/Network/URLSession+Retry.swift:9-11,23-65 (6 sends)",
                author: .redTeam2)
        case .rt2LiveActivityWaitsForDevice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Registering a live activity before the device exists waits for the device (checked every 5 s for 30 s): the registration is sent once a device exists, or fails 30 s late, instead of failing at once with deviceUnavailable.",
                requirement: "LA-002",
                source:
                    "LA-002: \"Registering a live activity before the device is registered MUST fail with live-activity.device-unavailable, without a request\"; OneSignal/OneSignal-iOS-SDK@05b71c46:iOS_SDK/OneSignalSDK/OneSignalLiveActivities/Source/Executors/OSLiveActivitiesExecutor.swift (requests cached and re-run 30 s after start)",
                author: .redTeam2)
        case .rt3TapOwnershipByNotificationId:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A tapped push is taken for Actito's when it carries notificationId (the 2.x check), so another SDK's push with that key is fetched and logged as an Actito open.",
                requirement: "NET-002",
                source:
                    "NET-002: \"An adapter … MUST NOT send a request … while handling a payload its vendor does not claim.\"; https://github.com/customerio/customerio-ios/pull/497 (non-CIO push clicked handled by the SDK); https://github.com/Appboy/appboy-ios-sdk/issues/92 (\"Check that the push is from Appboy\")",
                author: .redTeam3)
        case .rt3ActionTapCountedAsSecondOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An action tap reports the open a second time (\"the action opened it\") after the Open event already counted it.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event … for one tap on one notification\"; https://github.com/OneSignal/react-native-onesignal/issues/505 (opened event twice); https://github.com/wordpress-mobile/WordPress-iOS/issues/22935",
                author: .redTeam3)
        case .rt3URLSchemeOpenedOnForegroundReceive:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A URL-scheme notification received while the app is in the foreground is presented at once, which opens its link.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"receiving a push, presenting it in the foreground, a background wake or a launch never opens one\"; https://github.com/urbanairship/ios-library/issues/146 (auto deep link without click in the foreground); https://github.com/exponea/exponea-react-native-sdk/issues/123",
                author: .redTeam3)
        case .rt3RotatedActivityTokenCached:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The first token registered for an activity is cached and re-sent on rotation instead of the new one.",
                requirement: "LA-003",
                source:
                    "LA-003: \"A rotated live-activity token MUST be registered again, and the old token MUST NOT be used afterwards.\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573; https://github.com/kylebshr/luka-ios/pull/109",
                author: .redTeam3)
        case .rt3TokenChangeIgnoredSameTransport:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only the transport is compared with the stored one, so a new APNs token on the same APNS transport is never sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/Nickersoft/push-fcm-plugin/issues/12; https://github.com/phonegap/phonegap-plugin-push/issues/2415 (check whether the value differs)",
                author: .redTeam3)
        case .rt3SettingsReportedStale:
            return PlantedBug(
                id: rawValue,
                summary:
                    "After the settings update succeeds, the push delegate is told the previous allowedUI, not the new one.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"after the user turns notifications off, its latest report MUST say so while the app is next in the foreground\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md (11.0.0 authorization-status reporting fix)",
                author: .redTeam3)
        case .rt3ExpiryUsesAppleTemplate:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Expiry is Apple's template (contentHandler(bestAttempt)), outside the once-guard, while the download goes on and delivers again.",
                requirement: "NSE-001",
                source:
                    "NSE-001: \"A service extension MUST call its content handler exactly once per push\"; https://github.com/expo/expo/pull/11651 (the template's expiry in Expo's extension); https://github.com/uzairansaruzi/hermex/pull/583 (\"Completion can run twice\")",
                author: .redTeam3)
        case .rt3OtherApplicationPushNotCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push for another Actito application is dropped with an early return and its fetch completion is never called.",
                requirement: "CMP-001",
                source:
                    "CMP-001 / R20: \"An SDK MUST call the background-fetch completion exactly once.\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/650 (\"Dismiss skips completion handler\")",
                author: .redTeam3)
        case .rt3PreserveCategoriesOptionMisread:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The option is read under its 3.x name preserveExistingCategories, so preserveExistingNotificationCategories: true is ignored and the app's categories are replaced.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"An SDK registering notification categories MUST keep every category the app registered itself\"; https://github.com/holmesal/react-native-ios-notification-actions/issues/16; https://github.com/g123k/flutter_app_badger/pull/52",
                author: .redTeam3)
        case .rt3SilentPushPostedLocally:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A background push of Actito's own without an alert is posted as a local notification from the fetched message, \"so the user sees it\".",
                requirement: "DEL-007",
                source:
                    "DEL-007: \"An SDK MUST NOT turn a background push (content-available) that carries nothing to show into a visible notification\"; https://github.com/microsoft/appcenter-sdk-dotnet/issues/831 (silent push still shows UI); https://github.com/OpenStack-mobile/summit-app-ios/pull/99 (silent push re-posted locally)",
                author: .redTeam3)
        case .rt3TimeZoneOffsetWholeHours:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The offset is computed with integer division (secondsFromGMT / 3600), so +0530 is sent as 5 and -0330 as -3.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, …) as the device's own value\"; https://github.com/radarlabs/radar-sdk-android/pull/429 (half-hour offsets); https://github.com/poblabs/weewx-belchertown/issues/7",
                author: .redTeam3)
        case .rt3CollapseIDCountedInCharacters:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The collapse id is checked against 64 *characters*, so a non-ASCII id over 64 bytes is encoded.",
                requirement: "PAY-005",
                source:
                    "PAY-005: \"A wire format MUST refuse a collapse id longer than 64 bytes with payload.collapse-id-too-long.\"; https://github.com/valentinfrlch/ha-llmvision/issues/545 (apns-collapse-id over 64 bytes); https://github.com/logicalparadox/apnagent/pull/9 (Unicode counted in characters)",
                author: .redTeam3)
        case .rt3StoredEventsResentEveryForeground:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The stored (failed) events are resent on every foreground, not once per launch, so one event keeps being sent while the server is down.",
                requirement: "NET-004",
                source:
                    "NET-004: \"An SDK MUST give up retrying a request that keeps failing: one request MUST NOT be sent more than 16 times in one chain of retries, nor retried more than 24 hours after its first send.\"; https://github.com/element-hq/riot-android/issues/929 (retry schedule too aggressive); https://github.com/Countly/countly-server/pull/6467 (SDK back-off)",
                author: .redTeam3)
        default:
            return nil
        }
    }
}
