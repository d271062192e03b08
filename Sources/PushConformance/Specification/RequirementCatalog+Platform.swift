import PushContract

extension RequirementCatalog {
    /// A platform rule (R1–R21) stated as what an SDK must respect.
    private static func rule(
        _ number: Int, _ level: RequirementLevel, _ facet: RequirementFacet, _ summary: String,
        _ sentence: String, _ rationale: String, _ source: String, oracles: [Oracle] = [],
        unexercisable: String? = nil
    ) -> Requirement {
        Requirement(
            RequirementID(rawValue: "R\(number)"), level, facet, kind: .platformRule, summary: summary,
            sentence: sentence,
            rationale: rationale, sources: [source],
            oracles: oracles.isEmpty ? unexercisable.map { [.untestable($0)] } ?? [] : oracles,
            unexercisable: unexercisable)
    }

    /// A users' pain point (P1–P9) stated as what an SDK must avoid.
    private static func pain(
        _ number: Int, _ facet: RequirementFacet, _ summary: String, _ sentence: String,
        _ rationale: String, oracles: [Oracle] = [], unexercisable: String? = nil
    ) -> Requirement {
        Requirement(
            RequirementID(rawValue: "P\(number)"), .should, facet, kind: .painPoint, summary: summary,
            sentence: sentence,
            rationale: rationale, sources: painPointSources[number] ?? [],
            oracles: oracles.isEmpty ? unexercisable.map { [.untestable($0)] } ?? [] : oracles,
            unexercisable: unexercisable)
    }

    /// The issues (and changelog lines) that show each pain point, by number.
    private static let painPointSources: [Int: [String]] = [
        1: [
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1116",
            "https://github.com/firebase/firebase-ios-sdk/issues/1481",
            "https://github.com/urbanairship/react-native-airship/issues/605",
            "https://github.com/customerio/customerio-ios/pull/751",
        ],
        2: [
            "https://github.com/customerio/customerio-ios/issues/1038",
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148",
            "https://github.com/urbanairship/ios-library/issues/379",
        ],
        3: [
            "https://github.com/OneSignal/react-native-onesignal/issues/1351",
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/133",
            "https://github.com/customerio/customerio-ios/issues/979",
        ],
        4: [
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/212",
            "https://github.com/nextcloud/talk-ios/issues/1223",
            "https://github.com/customerio/customerio-ios/issues/61",
        ],
        5: [
            "https://github.com/firebase/firebase-ios-sdk/issues/10742",
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1745",
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1028",
        ],
        6: [
            "https://github.com/Iterable/iterable-swift-sdk/pull/866",
            "https://github.com/Iterable/iterable-swift-sdk/issues/1008",
            "https://github.com/firebase/firebase-ios-sdk/issues/7707",
        ],
        7: [
            "https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573",
            "https://github.com/istornz/flutter_live_activities/issues/174",
            "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:185",
        ],
        8: [
            "https://github.com/braze-inc/braze-swift-sdk/issues/132",
            "https://github.com/firebase/firebase-ios-sdk/issues/14585",
            "https://github.com/urbanairship/ios-library/issues/434",
        ],
        9: [
            "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508 (11.1.1)",
            "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:927-928 (6.6.1)",
            "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:351-352 (12.0.1)",
        ],
    ]

    /// Why no scenario exercises R14, R15 and R21: they judge the requests a sender's server
    /// sends APNs, which no device transcript holds; the live-activity request audit checks them
    /// on request files instead.
    private static let liveActivityRequestsOnly =
        "a rule for the requests a sender's server sends APNs, which no device transcript holds; the live-activity-requests audit checks it on request files instead"

    /// The platform rules R1–R21.
    static let platformRuleRequirements: [Requirement] = [
        rule(
            1, .must, .payload, "APNs payload at most 4096 UTF-8 bytes",
            "A payload MUST NOT exceed 4096 UTF-8 bytes of serialized JSON, vendor keys included.",
            "APNs refuses larger payloads.",
            "Apple, Generating a remote notification: https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            oracles: [.invariant(.oversizedPayloadsRefused)]),
        rule(
            2, .must, .payload, "aps is reserved; vendor keys live at the top level",
            "Vendor data, the ownership marker included, MUST live in top-level keys outside aps.",
            "aps belongs to Apple; keys inside it may be dropped or collide.",
            "Apple, Generating a remote notification: https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification; Apple, Payload Key Reference (archive): https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/PayloadKeyReference.html",
            oracles: [.wireFormatAudit]),
        rule(
            3, .must, .serviceExtension, "the service extension runs only for alert pushes with mutable-content",
            "An SDK MUST NOT rely on its service extension for pushes without an alert and mutable-content: 1.",
            "The system starts the extension only for those; silent, sound-only and badge-only pushes skip it.",
            "Apple, Modifying content in newly delivered notifications: https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications",
            oracles: [
                .untestable(
                    "the simulated device, like iOS, starts the service extension only for alert pushes with mutable-content: 1, so no adapter can break the rule in a transcript; what an SDK misses by relying on its extension for other pushes (a delivery it never counts) looks like a deliberate choice to any rule over transcripts"
                )
            ]),
        rule(
            4, .must, .pushDelegate, "background pushes are throttled and are never opens",
            "A background (content-available) push MUST NOT be counted as an open, and an SDK MUST NOT depend on every one being delivered.",
            "The system throttles background pushes and wakes the app without the user seeing anything.",
            "Apple, Pushing background updates to your App: https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app"
        ),
        rule(
            5, .must, .payload, "interruption-level values and an alert push's relevance-score 0…1",
            "interruption-level MUST be one of passive, active, time-sensitive or critical, and an alert push's relevance-score MUST lie in 0…1 (a live-activity push's relevance-score is a relative value, R14).",
            "Other values are dropped by the system or rejected. The range is the alert push's: Apple's own live-activity example sends relevance-score 100.",
            "Apple, Generating a remote notification (payload keys): https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification; Azure AppleApsNativeMessage: https://learn.microsoft.com/en-us/javascript/api/@azure/notification-hubs/appleapsnativemessage",
            oracles: [.wireFormatAudit]),
        rule(
            6, .must, .payload, "apns-collapse-id at most 64 bytes",
            "A collapse id MUST NOT exceed 64 bytes.", "APNs rejects a longer apns-collapse-id header.",
            "Apple, Sending notification requests to APNs: https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns; AWS Pinpoint collapseId: https://docs.aws.amazon.com/sdk-for-kotlin/api/latest/pinpoint/aws.sdk.kotlin.services.pinpoint.model/-apns-message/collapse-id.html",
            oracles: [.wireFormatAudit]),
        rule(
            7, .must, .serviceExtension, "the service extension has about 30 s; the content handler exactly once",
            "A service extension MUST call its content handler exactly once within about 30 seconds.",
            "After the budget the system shows the original content.",
            "Apple, serviceExtensionTimeWillExpire(): https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire()",
            // NSE-001 fires in a run (an extension the system ended at the budget, a second call);
            // NSE-002 (late delivery) cannot, since the simulated device ends the extension at 30 s.
            oracles: [.invariant(.extensionDeliversOnce)]),
        rule(
            8, .should, .serviceExtension, "service extension memory about 24 MB",
            "A service extension SHOULD stay well below about 24 MB of memory, for example by streaming media instead of holding it.",
            "The extension is killed at the ceiling (observed, not documented).",
            "observed jetsam limits: https://github.com/nextcloud/talk-ios/issues/1223, https://github.com/element-hq/element-ios/issues/3868",
            oracles: [
                .untestable(
                    "memory is not measured: a download reaches the extension as its size and first bytes only (MediaDownload), so an adapter cannot hold a file in memory here"
                )
            ]),
        rule(
            9, .must, .serviceExtension, "attachment size and type limits",
            "An attachment MUST respect the system's size limits per type (image 10 MB, audio 5 MB, video 50 MB) and be a local file of a known type.",
            "The system refuses other attachments and the push shows without media.",
            "Apple, UNNotificationAttachment: https://developer.apple.com/documentation/usernotifications/unnotificationattachment",
            oracles: [
                .invariant(.attachmentWithinSizeLimit), .invariant(.attachmentTypeMatchesBytes),
                .invariant(.attachmentIsLocalFile),
                .invariant(.attachmentFromSuccessfulDownload),
            ]),
        rule(
            10, .must, .adapter, "setNotificationCategories replaces the whole set; two actions on a banner",
            "An SDK registering categories MUST merge with the categories already registered, because setNotificationCategories replaces the whole set; it SHOULD put the important actions first, as a banner shows two.",
            "Replacing the set removes the app's own and other SDKs' buttons.",
            "Apple, UNNotificationCategory.actions: https://developer.apple.com/documentation/usernotifications/unnotificationcategory/actions",
            oracles: [.invariant(.appCategoriesKept)]),
        rule(
            11, .must, .tokenProviders, "the APNs token is opaque bytes of variable length, sent as hex",
            "An SDK MUST treat the APNs token as opaque bytes of any length.",
            "Apple's older documentation said 32 bytes; tokens are now longer.",
            "Apple, application(_:didRegisterForRemoteNotificationsWithDeviceToken:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)",
            oracles: [.invariant(.tokenSentAsLowercaseHex)]),
        rule(
            12, .must, .tokenProviders, "an FCM token is an opaque string that needs the APNs token first",
            "An SDK MUST treat an FCM token as an opaque string that can rotate and exists only after the APNs token.",
            "FCM delivers through APNs on iOS.",
            "Firebase, Best practices for FCM registration token management: https://firebase.google.com/docs/cloud-messaging/manage-tokens; firebase/firebase-ios-sdk@eed63a3:FirebaseMessaging/CHANGELOG.md:68-69",
            oracles: [.invariant(.relayedTokensFollowAPNs), .invariant(.changedTokenReregistered)]),
        rule(
            13, .must, .tokenProviders, "an HMS token on iOS is relayed through APNs",
            "An SDK MUST treat an HMS token on iOS as relayed through APNs, available only after the APNs token.",
            "Huawei's iOS push agent relays through APNs.",
            "Huawei, Push Kit for iOS: https://developer.huawei.com/consumer/en/doc/HMS-Guides/push-iOS",
            oracles: [.invariant(.relayedTokensFollowAPNs)]),
        rule(
            14, .must, .liveActivities, "live-activity payload rules (event, timestamp, content-state, size)",
            "A live-activity push MUST carry aps.event (start, update or end, never start on a channel), a timestamp in seconds since 1970 and, on start and update, a content-state that decodes into the app's ContentState with default JSON decoding; a start MUST also carry alert, attributes-type and attributes; dismissal-date MUST appear on end only; an update MUST NOT be older than the previous one, in the past, or more than 8 hours ahead; relevance-score is a relative, non-negative number; the payload MUST stay within 4,096 bytes to a token and 5,120 bytes on a channel.",
            "The system drops malformed, out-of-order and far-future updates without telling anyone; a date needing a custom decoding strategy fails the update.",
            "Apple, Starting and updating Live Activities with ActivityKit push notifications: https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications; Apple, Sending broadcast push notification requests to APNs: https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns; Apple developer forum answer: https://developer.apple.com/forums/thread/776165",
            oracles: [.liveActivityRequestAudit],
            unexercisable: liveActivityRequestsOnly),
        rule(
            15, .must, .liveActivities, "live-activity request headers and channel management",
            "A live-activity push MUST be sent with apns-push-type liveactivity; to a token with the topic <bundle-id>.push-type.liveactivity and priority 5 or 10; on a channel (POST /4/broadcasts/apps/<bundle-id>) with apns-channel-id, apns-expiration (0 on a No Message Stored channel) and priority 1, 5 or 10. A channel-management request MUST name the channel it reads or deletes (apns-channel-id) and create one with message-storage-policy 0 or 1 and push-type LiveActivity.",
            "APNs refuses the request otherwise.",
            "Apple, Starting and updating Live Activities with ActivityKit push notifications: https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications; Apple, Sending broadcast push notification requests to APNs: https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns; Apple, Sending channel management requests to APNs: https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns",
            oracles: [.liveActivityRequestAudit],
            unexercisable: liveActivityRequestsOnly),
        rule(
            16, .must, .liveActivities, "live activities last up to 8 h and stay 4 h after ending",
            "An SDK MUST NOT assume an activity lives longer than 8 hours or stays visible more than 4 hours after it ends.",
            "The system ends and removes activities on that schedule.",
            "Apple, ActivityUIDismissalPolicy.default: https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/default; Airship maxActiveTime: urbanairship/ios-library@0499fe01:Airship/AirshipCore/Source/LiveActivityRegistry.swift",
            oracles: [
                .untestable(
                    "the simulated ActivityKit ends an activity only when a step says so: it does not model the 8-hour lifetime or the 4-hour dismissal, whose exact behaviour (stale date, system end) needs a device, so no transcript shows what an SDK assumes about them"
                )
            ]),
        rule(
            17, .must, .liveActivities, "device, push-to-start and per-activity tokens are distinct",
            "An SDK MUST keep device, push-to-start and per-activity tokens apart and register each changed one again.",
            "Each addresses something different; mixing them sends updates nowhere.",
            "Apple, Activity.pushToStartToken: https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken",
            oracles: [
                .invariant(.liveActivityIdentitiesApart), .invariant(.liveActivityTokensReadCurrent),
                .invariant(.channelActivityKeepsChannel),
            ]),
        rule(
            18, .should, .liveActivities, "about 5 concurrent live activities",
            "An SDK SHOULD surface a failure to start an activity rather than assume success, as the system caps concurrent activities at about five.",
            "The cap is reported by a secondary source only.",
            "Adobe Journey Optimizer, Live Activity FAQ: https://experienceleague.adobe.com/en/docs/journey-optimizer/using/channels/live-activity/mobile-live-faq; Apple, ActivityAuthorizationError (targetMaximumExceeded): https://developer.apple.com/documentation/activitykit/activityauthorizationerror",
            oracles: [.invariant(.pendingAndRefusedStartsReported)]),
        rule(
            19, .must, .adapter, "willPresent and didReceive completions exactly once",
            "An SDK MUST call the willPresent and didReceive completions exactly once.",
            "iOS warns when one is never called and crashes on a second call.",
            "https://github.com/flutter/flutter/issues/35534", oracles: [.invariant(.completionsExactlyOnce)]),
        rule(
            20, .must, .adapter, "the background-fetch completion exactly once",
            "An SDK MUST call the background-fetch completion exactly once.",
            "A second call crashes on iOS 14 and later.",
            "https://github.com/braze-inc/braze-unity-sdk/issues/76", oracles: [.invariant(.completionsExactlyOnce)]),
        rule(
            21, .must, .liveActivities, "live-activity attributes at most 4 KB",
            "The attributes of a live activity started by push MUST NOT exceed 4 KB (4,096 bytes of JSON).",
            "ActivityKit refuses larger attributes with ActivityAuthorizationError.attributesTooLarge: \"The provided Live Activity attributes exceeded the maximum size of 4KB.\"",
            "Apple, ActivityAuthorizationError.attributesTooLarge: https://developer.apple.com/documentation/activitykit/activityauthorizationerror (Averyy/apple-dev-docs@18463ea5:documentation/ActivityKit/activityauthorizationerror.md)",
            oracles: [.liveActivityRequestAudit],
            unexercisable: liveActivityRequestsOnly),
    ]

    /// The pain points P1–P9.
    static let painPointRequirements: [Requirement] = [
        pain(
            1, .coexistence, "fights over the notification-centre delegate",
            "An SDK SHOULD coexist with the app and other SDKs at the notification-centre entry points: forward what it does not own and never take the delegate over silently.",
            "Apps lose taps and presentations when SDKs replace each other's delegate.",
            oracles: [.invariant(.noNetworkForForeignPayload), .invariant(.foreignPayloadUntouched)]),
        pain(
            2, .adapter, "completion handlers called twice or never",
            "An SDK SHOULD make every completion path exactly-once by construction (a wrapper, a deadline fallback).",
            "Double and missing completions are the most reported push SDK crashes.",
            oracles: [.invariant(.completionsExactlyOnce)]),
        pain(
            3, .pushDelegate, "duplicate notifications and duplicate open events",
            "An SDK SHOULD show each push once and count one open per tap, whichever entry points it arrives through.",
            "Duplicates inflate metrics and annoy users.", oracles: [.invariant(.oneOpenPerTap)]),
        pain(
            4, .serviceExtension, "service extension timeouts and the memory ceiling",
            "An SDK SHOULD keep its extension inside the time and memory budgets with margins of its own.",
            "Timed-out extensions show pushes without media.",
            oracles: [.invariant(.extensionOwnBound), .invariant(.attachmentFromSuccessfulDownload)]),
        pain(
            5, .tokenProviders, "lost, late or stale tokens",
            "An SDK SHOULD register every changed token promptly and keep unsent registrations across relaunches.",
            "A stale token silently stops delivery.", oracles: [.invariant(.changedTokenReregistered)]),
        pain(
            6, .pushDelegate, "opens not tracked on cold start",
            "An SDK SHOULD track the open of a push that launched the app from not running.",
            "Cold-start opens are the ones campaigns care most about.", oracles: [.invariant(.openNeedsTap)]),
        pain(
            7, .liveActivities, "live-activity token rotation and push-to-start",
            "An SDK SHOULD follow live-activity token rotation and push-to-start tokens without app code.",
            "Missed rotations leave activities that never update.",
            oracles: [
                .invariant(.liveActivityTokensReadCurrent), .invariant(.pushStartedActivityRegistered),
                .invariant(.liveActivitiesReconciled),
            ]),
        pain(
            8, .adapter, "Swift 6 concurrency warnings and crashes",
            "An SDK SHOULD build without concurrency warnings in Swift 6 mode and confine its work to one scheduler.",
            "Data races in callbacks crash apps under strict concurrency.",
            unexercisable:
                "a compile-time property: the package builds in Swift 6 mode with warnings as errors, which checks it for every adapter at build time"
        ),
        pain(
            9, .subscription, "subscription and permission status drifting from the OS",
            "An SDK SHOULD keep its reported subscription and permission status in line with the system's.",
            "Apps show wrong settings when the two drift.",
            oracles: [.invariant(.settingsFollowSystem), .invariant(.subscriptionFollowsServer)]),
    ]
}
