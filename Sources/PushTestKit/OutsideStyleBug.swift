public import PushContract

/// One realistic SDK bug the ``OutsideStyleVendor`` can carry: the day-one catalogue. Each is
/// drawn from a pain point (P1–P9), a platform rule (R1–R21) or a peer SDK's issue tracker, and
/// names the requirement the suite must say is broken, and the bundled scenarios that show it.
///
/// An SDK team adopting the suite records its goldens with whatever bugs its adapter has; the
/// catalogue's test records each bug's goldens *with the bug present*, runs again, and expects
/// the run to fail naming ``requirement``: an oracle that does not come from the goldens.
public enum OutsideStyleBug: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The device token is sent as upper-case hex (`String(format: "%02X")`).
    case tokenUpperCaseHex
    /// Only the first 32 bytes of the device token are sent (the old fixed-length assumption).
    case tokenCutTo32Bytes
    /// After APNs rotates the token, registrations keep carrying the first token ever seen.
    case oldTokenAfterRotation
    /// A rotated token is reported to the app but never registered with the server.
    case rotatedTokenNotRegistered
    /// The FCM token is fetched at start-up with a placeholder APNs token.
    case fcmTokenBeforeAPNs
    /// A failed request is retried every 200 ms, 100 times.
    case retryStorm
    /// A failed request is retried every 10 minutes, forever.
    case endlessRetry
    /// A 4xx answer is retried like a 5xx.
    case retriesClientErrors
    /// A tap on another SDK's notification sends an open event.
    case foreignTapTracked
    /// The service extension downloads media for every push, another SDK's included.
    case extensionDownloadsForeignMedia
    /// Another SDK's push arriving in the foreground is answered with no presentation options.
    case foreignBannerSwallowed
    /// A tap on another SDK's notification is not handed to the app.
    case foreignTapSwallowed
    /// Another SDK's payload reaches the app with its non-`aps` keys stripped.
    case foreignPayloadRewritten
    /// A background (content-available) push is counted as an open.
    case backgroundWakeCountedAsOpen
    /// Every delivery of a tap counts an open: a forwarded or replayed tap counts twice.
    case openCountedPerDelivery
    /// Notification permission is read at launch and never again.
    case permissionReadOnce
    /// The SDK's category registration replaces the app's categories.
    case appCategoriesReplaced
    /// `subscribed` is reported as soon as the app calls subscribe, before the server answered.
    case subscribedBeforeConfirmed
    /// `subscribed` is reported even when the server refused the subscribe.
    case subscribedDespiteRefusal
    /// Unsubscribe is sent and confirmed while the subscription is suspended.
    case illegalSubscriptionMove
    /// A subscription field holding an object is reported as refused, and sent anyway.
    case invalidSubscriptionFieldSent
    /// A custom event whose payload holds an array is reported as refused, and sent anyway.
    case invalidEventFieldSent
    /// A data reset leaves a failed request's retry scheduled.
    case resetKeepsQueuedWork
    /// An activity's token rotation is sent after the activity ended.
    case activityUpdatedAfterEnd
    /// A live activity is registered although no device is registered.
    case activityWithoutDevice
    /// A rotated activity token is never registered.
    case rotatedActivityTokenNotRegistered
    /// An activity is registered with the device token instead of its own token.
    case activityRegisteredWithDeviceToken
    /// The tap completion is called twice (once by the SDK, once by its wrapper).
    case responseCompletedTwice
    /// HTTP failures are reported with the vendor's own code instead of a neutral one.
    case vendorErrorCode
    /// The wire format writes a collapse id of any length.
    case collapseIDNotChecked
    /// The ownership test de-duplicates: it remembers message ids and refuses one it saw before.
    case impureOwnershipTest
    /// The ownership marker is written inside `aps`.
    case markerInsideAPS
    /// The wire format writes the campaign's priority (0…100) as the relevance score.
    case relevanceScoreOutOfRange
    /// The factory hands out one shared adapter.
    case sharedAdapter
    /// Request ids come from a process-wide counter.
    case processWideRequestCounter
    /// C1: the push-to-start registration sends a running activity's update token (LAK-001).
    case updateTokenSentAsPushToStart
    /// C1: a push-started activity is registered with its type's push-to-start token (LAK-001).
    case pushToStartSentForActivity
    /// C1: a channel id is sent base64url-encoded, not as ActivityKit gave it (LAK-009).
    case channelIDReencoded
    /// C2: push-to-start tokens are read from the stream only (LAK-002).
    case pushToStartStreamOnly
    /// C2: update tokens are read from the stream only (LAK-002).
    case updateTokenStreamOnly
    /// C3: a push-started activity's token waits for the app to come to the foreground (LAK-004).
    case pushStartedWaitsForForeground
    /// C3: only `activityUpdates` is observed, no reconciling at launch (LAK-003).
    case activityUpdatesOnly
    /// C4: an update token is registered from the current value and again from the stream (LAK-006).
    case registrationNotDeduplicated
    /// C4: reconciling at launch registers ended activities too (LAK-005).
    case endedActivityRegistered
    /// C4: an ended activity is never released (LAK-003).
    case endedActivityNeverReleased
    /// C5: a new device token does not re-send the push-to-start tokens (LAK-007).
    case pushToStartNotResentForNewDevice
    /// C5: the push-to-start token is sent before the device token exists, and never again (LAK-007).
    case pushToStartSentBeforeDevice
    /// A scheduled (pending) activity is reported started at once (LAK-010).
    case pendingActivityReportedStarted
    /// ActivityKit's refusal is reported as live-activity.unsupported (LAK-010).
    case activityRefusalUnmapped

    /// The requirement the suite must name for this bug.
    public var requirement: RequirementID {
        switch self {
        case .tokenUpperCaseHex, .tokenCutTo32Bytes: return .tokenSentAsLowercaseHex
        case .oldTokenAfterRotation, .rotatedTokenNotRegistered: return .changedTokenReregistered
        case .fcmTokenBeforeAPNs: return .relayedTokensFollowAPNs
        case .retryStorm: return .retriesBackOff
        case .endlessRetry: return .retriesEnd
        case .retriesClientErrors: return .retryOnlyRetryable
        case .foreignTapTracked, .extensionDownloadsForeignMedia: return .noNetworkForForeignPayload
        case .foreignBannerSwallowed, .foreignTapSwallowed, .foreignPayloadRewritten: return .foreignPayloadUntouched
        case .backgroundWakeCountedAsOpen: return .openNeedsTap
        case .openCountedPerDelivery: return .oneOpenPerTap
        case .permissionReadOnce: return .settingsFollowSystem
        case .appCategoriesReplaced: return .appCategoriesKept
        case .subscribedBeforeConfirmed, .subscribedDespiteRefusal: return .subscriptionFollowsServer
        case .illegalSubscriptionMove: return .legalSubscriptionMoves
        case .invalidSubscriptionFieldSent: return .invalidSubscriptionFieldsRefused
        case .invalidEventFieldSent: return .invalidEventFieldsRefused
        case .resetKeepsQueuedWork: return .dataResetErasesEverything
        case .activityUpdatedAfterEnd: return .updatesAfterEndRefused
        case .activityWithoutDevice: return .activityNeedsDevice
        case .rotatedActivityTokenNotRegistered: return .rotatedActivityTokenReregistered
        case .activityRegisteredWithDeviceToken: return RequirementID(rawValue: "R17")
        case .responseCompletedTwice: return .completionsExactlyOnce
        case .vendorErrorCode: return .errorsCarryNeutralCodes
        case .collapseIDNotChecked: return .longCollapseIDRefused
        case .impureOwnershipTest: return .claimsIsPure
        case .markerInsideAPS: return RequirementID(rawValue: "R2")
        case .relevanceScoreOutOfRange: return RequirementID(rawValue: "R5")
        case .sharedAdapter, .processWideRequestCounter: return .freshAdapterPerHost
        case .updateTokenSentAsPushToStart, .pushToStartSentForActivity: return .liveActivityIdentitiesApart
        case .channelIDReencoded: return .channelActivityKeepsChannel
        case .pushToStartStreamOnly, .updateTokenStreamOnly: return .liveActivityTokensReadCurrent
        case .pushStartedWaitsForForeground: return .pushStartedActivityRegistered
        case .activityUpdatesOnly, .endedActivityNeverReleased: return .liveActivitiesReconciled
        case .registrationNotDeduplicated: return .activityTokenRegisteredOnce
        case .endedActivityRegistered: return .endedActivityNotRegistered
        case .pushToStartNotResentForNewDevice, .pushToStartSentBeforeDevice: return .pushToStartResentOnIdentityChange
        case .pendingActivityReportedStarted, .activityRefusalUnmapped: return .pendingAndRefusedStartsReported
        }
    }

    /// The bundled scenarios (ids or globs) that show it; the wire-format and factory audits,
    /// which run once per vendor, show the last five whatever scenarios run.
    public var scenarios: [String] {
        switch self {
        case .tokenUpperCaseHex, .oldTokenAfterRotation, .rotatedTokenNotRegistered:
            return ["push-delegate.token-changed"]
        case .tokenCutTo32Bytes: return ["push-delegate.long-device-token"]
        case .fcmTokenBeforeAPNs: return ["token-providers.fcm-before-apns-token"]
        case .retryStorm, .endlessRetry: return ["lifecycle.server-down-for-a-day"]
        case .retriesClientErrors, .subscribedDespiteRefusal, .vendorErrorCode:
            return ["subscription.subscribe-4xx-not-retried"]
        case .foreignTapTracked, .foreignTapSwallowed, .foreignPayloadRewritten:
            return ["push-delegate.unknown-notification-opened"]
        case .extensionDownloadsForeignMedia: return ["notification-service.foreign-payload-with-attachment-uri"]
        case .foreignBannerSwallowed: return ["lifecycle.foreground-foreign-payload"]
        case .backgroundWakeCountedAsOpen: return ["lifecycle.silent-push-not-an-open"]
        case .openCountedPerDelivery: return ["lifecycle.redelivered-tap-after-refused-open"]
        case .permissionReadOnce: return ["push-delegate.settings-changed"]
        case .appCategoriesReplaced: return ["lifecycle.app-categories-preserved-when-configured"]
        case .subscribedBeforeConfirmed: return ["subscription.subscribe-4xx-not-retried"]
        case .illegalSubscriptionMove: return ["subscription.unsubscribe-while-suspended"]
        case .invalidSubscriptionFieldSent: return ["subscription.subscribe-custom-fields-non-scalar"]
        case .invalidEventFieldSent: return ["payload.custom-event-non-scalar"]
        case .resetKeepsQueuedWork: return ["lifecycle.clear-data-while-retry-pending"]
        case .activityUpdatedAfterEnd: return ["live-activities.update-after-end-refused"]
        case .activityWithoutDevice: return ["live-activities.register-while-server-down"]
        case .rotatedActivityTokenNotRegistered, .activityRegisteredWithDeviceToken:
            return ["live-activities.token-rotation"]
        case .responseCompletedTwice: return ["lifecycle.cold-start-tap"]
        case .collapseIDNotChecked: return ["payload.collapse-id-too-long"]
        case .impureOwnershipTest, .markerInsideAPS, .relevanceScoreOutOfRange, .sharedAdapter,
            .processWideRequestCounter:
            return ["lifecycle.cold-start-tap"]
        case .updateTokenSentAsPushToStart: return ["live-activities.push-to-start-with-running-activity"]
        case .pushToStartSentForActivity, .pushStartedWaitsForForeground:
            return ["live-activities.push-started-in-background"]
        case .channelIDReencoded: return ["live-activities.channel-activity"]
        case .pushToStartStreamOnly: return ["live-activities.push-to-start-lost-at-relaunch"]
        case .updateTokenStreamOnly: return ["live-activities.update-token-stream-silent"]
        case .activityUpdatesOnly, .endedActivityRegistered: return ["live-activities.reconcile-at-cold-launch"]
        case .registrationNotDeduplicated: return ["live-activities.app-started-activity-tracked"]
        case .endedActivityNeverReleased: return ["live-activities.app-started-activity-tracked"]
        case .pushToStartNotResentForNewDevice: return ["live-activities.push-to-start-after-device-token-change"]
        case .pushToStartSentBeforeDevice: return ["live-activities.push-to-start-before-device-token"]
        case .pendingActivityReportedStarted: return ["live-activities.scheduled-start-pending"]
        case .activityRefusalUnmapped: return ["live-activities.start-over-maximum"]
        }
    }

    /// Where the bug comes from: the rule, pain point or peer issue it reproduces.
    public var source: String {
        switch self {
        case .tokenUpperCaseHex, .tokenCutTo32Bytes:
            return
                "R11: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:) (\"Do not hard-code their size\")"
        case .oldTokenAfterRotation, .rotatedTokenNotRegistered:
            return "P5: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1745"
        case .fcmTokenBeforeAPNs: return "P5, R12: https://github.com/firebase/firebase-ios-sdk/issues/10742"
        case .retryStorm:
            return "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:1084 (5.11.1: a retry delay shorter than intended)"
        case .endlessRetry:
            return
                "Iterable/iterable-swift-sdk@25cd00e:CHANGELOG.md:41-50 (6.7.0: permanent failures no longer retried)"
        case .retriesClientErrors:
            return
                "Iterable/iterable-swift-sdk@25cd00e:swift-sdk/Internal/IterableAPICallTaskProcessor.swift:38-69 (4xx other than 429 dropped)"
        case .foreignTapTracked, .foreignTapSwallowed, .foreignBannerSwallowed, .foreignPayloadRewritten:
            return "P1: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1116"
        case .extensionDownloadsForeignMedia:
            return
                "P1, R3: actito/actito-sdk-ios@a80159a:ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift:24-83 (no ownership check)"
        case .backgroundWakeCountedAsOpen: return "R4, P6: https://github.com/Iterable/iterable-swift-sdk/pull/866"
        case .openCountedPerDelivery: return "P3: https://github.com/customerio/customerio-ios/issues/979"
        case .permissionReadOnce:
            return
                "P9: braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:547 (11.0.0: authorization status reporting fixed)"
        case .appCategoriesReplaced:
            return "R10: https://developer.apple.com/documentation/usernotifications/unnotificationcategory"
        case .subscribedBeforeConfirmed, .subscribedDespiteRefusal:
            return "P9: braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508 (11.1.1: wrong subscription status)"
        case .illegalSubscriptionMove: return "SubscriptionState: the legal moves"
        case .invalidSubscriptionFieldSent, .invalidEventFieldSent:
            return
                "altcraft/ios-sdk@c9b72bf:Altcraft/push/subscribe/PushSubscribe.swift:52-158 (475 before anything is sent)"
        case .resetKeepsQueuedWork:
            return
                "DataResetService: Implementation requirements; Braze 18.0.0 logout removes tokens (braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:34-54)"
        case .activityUpdatedAfterEnd, .activityWithoutDevice, .rotatedActivityTokenNotRegistered:
            return "P7: https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573"
        case .activityRegisteredWithDeviceToken:
            return "R17: https://developer.apple.com/documentation/activitykit/activity/pushtoken"
        case .responseCompletedTwice: return "P2, R19: https://github.com/customerio/customerio-ios/issues/1038"
        case .vendorErrorCode: return "ERR-001: PushErrorCode.registry"
        case .collapseIDNotChecked:
            return
                "R6: https://docs.aws.amazon.com/sdk-for-kotlin/api/latest/pinpoint/aws.sdk.kotlin.services.pinpoint.model/-apns-message/collapse-id.html"
        case .impureOwnershipTest: return "PushVendor: Implementation requirements (claims is pure)"
        case .markerInsideAPS:
            return "R2: https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"
        case .relevanceScoreOutOfRange:
            return "R5: https://learn.microsoft.com/en-us/javascript/api/@azure/notification-hubs/appleapsnativemessage"
        case .sharedAdapter, .processWideRequestCounter:
            return "PushVendor: Implementation requirements (fresh objects, no global state)"
        case .updateTokenSentAsPushToStart, .pushToStartSentForActivity:
            return "C1 token kinds confused: https://github.com/braze-inc/braze-swift-sdk/issues/91"
        case .channelIDReencoded:
            return
                "L8: https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns (\"don't make assumptions on the channel ID size\")"
        case .pushToStartStreamOnly:
            return
                "C2 token lost across relaunch: https://github.com/kylebshr/luka-ios/issues/146, https://github.com/istornz/flutter_live_activities/issues/124 (OneSignal's setup observes only pushToStartTokenUpdates: OneSignal/OneSignal-iOS-SDK@028fde06:iOS_SDK/OneSignalSDK/OneSignalLiveActivities/Source/OneSignalLiveActivitiesManagerImpl.swift)"
        case .updateTokenStreamOnly:
            return
                "C2: P7, https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573 (read activity.pushToken before the streams)"
        case .pushStartedWaitsForForeground:
            return
                "C3 push-started activity untracked: https://github.com/urbanairship/react-native-airship/issues/603, https://github.com/kisimediaDE/capacitor-live-activity/issues/11"
        case .activityUpdatesOnly:
            return
                "C3: the Actito sample observes only activityUpdates (actito/actito-sdk-ios@a80159a1:Sample/Sample/Live Activities/LiveActivitiesController.swift:105-145); P7"
        case .registrationNotDeduplicated:
            return
                "C4 duplicate registrations: https://github.com/OneBusAway/onebusaway-ios/issues/1189; Braze 5.11.1 de-duping (braze-inc/braze-swift-sdk@f866739a:CHANGELOG.md)"
        case .endedActivityRegistered, .endedActivityNeverReleased:
            return
                "C4: https://github.com/kylebshr/luka-ios/issues/146, https://github.com/loopandlearn/LoopFollow/issues/625"
        case .pushToStartNotResentForNewDevice:
            return
                "C5 ordering races: https://github.com/kylebshr/luka-ios/issues/104; customerio/customerio-ios@8b9ee362:Sources/LiveActivities/Registration/LiveActivityRegistrar.swift (signature deviceToken|pushToStartToken|userId)"
        case .pushToStartSentBeforeDevice:
            return
                "C5: https://github.com/boardsesh/boardsesh/issues/3419 (a null token shipped, no later call re-sends it)"
        case .pendingActivityReportedStarted, .activityRefusalUnmapped:
            return
                "L9: https://developer.apple.com/documentation/activitykit/activitystate, https://developer.apple.com/documentation/activitykit/activityauthorizationerror"
        }
    }

    /// The case name.
    public var description: String { rawValue }
}
