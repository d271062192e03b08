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
        }
    }

    /// The case name.
    public var description: String { rawValue }
}
