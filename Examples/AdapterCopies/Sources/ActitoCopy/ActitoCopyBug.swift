public import PlantedBugs

/// The bugs that can be planted in the Actito copy: the catalogue of this copy. Each case is one
/// `if core.bugs.contains(.<case>)` branch in the copied vendor code, at the place a real SDK
/// would have the bug, and one entry in ``planted``. How to add one: the package README.
public enum ActitoCopyBug: String, Sendable, Hashable, CaseIterable {
    /// In `ActitoEvents.send`.
    case refusedEventQueued
    /// In `ActitoReceiver.receive`.
    case foreignSilentPushNotCompleted
    /// In `ActitoNotificationCenterDelegate.didReceive`.
    case dismissCountedAsOpen
    /// In `ActitoNetwork.attempt`.
    case unauthorizedRetried
    /// In `ActitoReceiver.handleNotification`.
    case backgroundLaunchCountedAsOpen
    /// In `ActitoAdapter.applicationDidFinishLaunching`.
    case launchNotificationOpenedAgain
    /// In `ActitoRegistration.updateDeviceSubscription`.
    case deviceTokenUpperCased
    /// In `ActitoLiveActivities.tokenRotated`.
    case activityRotationSkipped
    /// In `ActitoLiveActivities.registerPushToStart`.
    case pushToStartRegisteredAsActivity
    /// In `ActitoNotificationCenterDelegate.opened`.
    case tapCompletedBeforeInfluenced
    /// In `ActitoReceiver.receive`.
    case backgroundWatchdogNotCancelled
    /// In `ActitoNotificationCenterDelegate.willPresent`.
    case foreignBannerHidden
    /// In `ActitoAdapter.applicationDidBecomeActive`.
    case deliveredClearedOnForeground
    /// In `ActitoRegistration.hasPermission`.
    case permissionReadOnce
    /// In `ActitoRegistration.reloadActionCategories`.
    case ownCategoryListIncludesApps
    /// In `ActitoNetwork.attempt`.
    case transportRetriedOnceTooOften
    /// In `ActitoServiceExtension.didReceive`.
    case downloadFailureNeverDelivered

    // Red team 2.
    /// In `ActitoRegistration.updateDeviceSubscription`.
    case rt2DeviceTokenCutTo32Bytes
    /// In `ActitoReceiver.handleNotification`.
    case rt2BackgroundLaunchCountedAsOpen
    /// In `ActitoNotificationCenterDelegate.willPresent`.
    case rt2ApplicationGateBeforeOwnership
    /// In `ActitoNotificationCenterDelegate.didReceive`.
    case rt2ForeignActionTapSwallowed
    /// In `ActitoReceiver.receive`.
    case rt2SameApplicationPushTakenAsOwn
    /// In `ActitoNotificationCenterDelegate.opened` (quick responses).
    case rt2QuickResponseCompletesTwice
    /// In `ActitoReceiver.handleNotification`.
    case rt2FetchCompletedOnceDelegateTold
    /// In `ActitoServiceExtension.didReceive`.
    case rt2AttachmentCappedAt50MB
    /// In `ActitoServiceExtension.didReceive`.
    case rt2RemoteURLAttached
    /// In `ActitoLiveActivities.tokenRotated`.
    case rt2RotatedActivityTokenDeduplicated
    /// In `ActitoLiveActivities.registerPushToStart`.
    case rt2PushToStartSentAsActivityToken
    /// In `ActitoNetwork.attempt`.
    case rt2RetryLimitOffByOne
    /// In `ActitoLiveActivities.post`.
    case rt2LiveActivityWaitsForDevice

    /// In `ActitoNotificationCenterDelegate.didReceive`.
    case rt3TapOwnershipByNotificationId
    /// In `ActitoNotificationCenterDelegate.opened`.
    case rt3ActionTapCountedAsSecondOpen
    /// In `ActitoReceiver.handleNotification`.
    case rt3URLSchemeOpenedOnForegroundReceive
    /// In `ActitoLiveActivities.tokenRotated`.
    case rt3RotatedActivityTokenCached
    /// In `ActitoRegistration.update`.
    case rt3TokenChangeIgnoredSameTransport
    /// In `ActitoRegistration.updateNotificationSettings`.
    case rt3SettingsReportedStale
    /// In `ActitoServiceExtension.serviceExtensionTimeWillExpire`.
    case rt3ExpiryUsesAppleTemplate
    /// In `ActitoReceiver.receive`.
    case rt3OtherApplicationPushNotCompleted
    /// In `ActitoConfiguration.parse`.
    case rt3PreserveCategoriesOptionMisread
    /// In `ActitoReceiver.handleNotification`.
    case rt3SilentPushPostedLocally
    /// In `ActitoTimeZoneOffset.hours`.
    case rt3TimeZoneOffsetWholeHours
    /// In `ActitoWireFormat.encode`.
    case rt3CollapseIDCountedInCharacters
    /// In `ActitoAdapter.applicationDidBecomeActive`.
    case rt3StoredEventsResentEveryForeground

    // Red team 4.
    /// In `ActitoNotificationCenterDelegate.didReceive` (another SDK's response).
    case rt4ForeignActionReportedAsBodyTap
    /// In `ActitoReceiver.handleSystem` (its `reloadActionCategories` call).
    case rt4SystemReloadDropsAppCategories
    /// In `ActitoRegistration.updateNotificationSettings`.
    case rt4SettingsDowngradeNotReported
    /// In `ActitoRegistration.createDevice`.
    case rt4TimeZoneOffsetInMinutes
    /// In `ActitoLiveActivities.post`.
    case rt4ActivityRegisteredWithDeviceToken
    /// In `ActitoLiveActivities.post`.
    case rt4ActivityRegisteredWithoutDevice
    /// In `ActitoQuickResponse.handle`.
    case rt4QuickReplyClearsAllNotifications
    /// In `ActitoServiceExtension.didReceive`.
    case rt4CleartextCheckedAfterDownload
    /// In `ActitoWireFormat.encode`.
    case rt4MarkerOverriddenByCustomData
    /// In `ActitoLiveActivities.tokenRotated`.
    case rt4RotationResendsOldToken
    /// In `ActitoPushUI.presentURLScheme`.
    case rt4URLSchemeOpenedTwice
    /// In `ActitoLiveActivities.end` (written after the catalogue was read).
    case rt4EndFailureNeverCompleted
    /// In `ActitoEvents.sendPending` (red team 5).
    case rt5PendingEventsWipedAfterResend
    /// In `ActitoRegistration.postLaunch` (red team 5).
    case rt5RelaunchNeverAsksForToken
    /// In `ActitoRegistration.updateDeviceSubscription` (red team 5).
    case rt5TokenSentAsDescription
    /// In `ActitoLiveActivityTracking.monitor` (red team 5).
    case rt5ActivityWatchedTwice
    /// In `ActitoEvents.sendPending` (red team 5).
    case rt5PendingEventsNeverCleared
    /// In `ActitoRegistration.createDevice` (red team 5).
    case rt5DeviceCreationRetriedForever
    /// In `ActitoReceiver.receive` (red team 5).
    case rt5SystemPushCompletedTwice
    /// In `ActitoNotificationCenterDelegate.didReceive` (red team 5).
    case rt5TapCompletedAtStartAndEnd
    /// In `ActitoNotificationCenterDelegate.opened` (red team 5).
    case rt5DefaultTapOpensContentURL
    /// In `ActitoNotificationCenterDelegate.openSettings` (red team 5).
    case rt5SettingsFetchedForForeignPush
    /// In `ActitoNotificationCenterDelegate.didReceive` (red team 5).
    case rt5RefusedOpenNeverCompletes
    /// In `ActitoPushUI.presentURLScheme` (red team 5).
    case rt5URLSchemeFinishedBeforePresented
    // Red team 6 (RED-TEAM-6.md, written blind).
    /// In `ActitoRegistration.update(transport:token:completion:)`.
    case rt6TokenStoredBeforeUpdate
    /// In `ActitoNetwork.attempt`.
    case rt6HTTPErrorsRetriedLikeTransport
    /// In `ActitoLiveActivityTracking.stateYielded`.
    case rt6StaleActivityWatchedAgain
    /// In `ActitoAdapter.applicationDidBecomeActive`.
    case rt6SettingsRefreshedOncePerProcess
    /// In `ActitoNotificationCenterDelegate.willPresent`.
    case rt6URLSchemeOpenedInWillPresent
    /// In `ActitoReceiver.receive` (the foreign branch).
    case rt6ForeignReceiveLoggedByNotificationId
    /// In `ActitoServiceExtension.didReceive` (the attachment it builds).
    case rt6AttachmentTypeHintDropped
    /// In `ActitoLiveActivityTracking.monitor`.
    case rt6CurrentActivityStateIgnored
    /// In `ActitoRegistration.createDevice`.
    case rt6DeviceStringIsDeviceName
    /// In `ActitoRegistration.received(token:)`.
    case rt6ArrivingTokenCachedAsSent
    /// In `ActitoEvents.send`.
    case rt6SentEventAlsoStored
    /// In `ActitoRegistration.launch`.
    case rt6KnownDeviceNeverReady
    // Red team 7 (RED-TEAM-7.md; the first five Altcraft and eight Actito written blind).
    /// In `ActitoLiveActivityTracking.stateYielded` (red team 7).
    case rt7EndedActivityTokenPostedAgain
    /// In `ActitoLiveActivityTracking.monitor` (red team 7).
    case rt7InactiveActivityNotMonitored
    /// In `ActitoRegistration.reloadActionCategories` (red team 7).
    case rt7AppCategoriesSnapshotCached
    /// In `ActitoNetwork.attempt` (red team 7).
    case rt7RetryScheduledAgainstFirstSend
    /// In `ActitoEvents.send` (red team 7).
    case rt7UnreachableEventSentAgainAtOnce
    /// In `ActitoWireFormat.encode` (red team 7).
    case rt7PayloadValidationSkipped
    /// In `ActitoWireFormat.encode` (red team 7).
    case rt7InterruptionLevelCamelCase
    /// In `ActitoEvents.send` (red team 7).
    case rt7OnlyOpenEventsKeptOffline
    /// In `ActitoLiveActivityTracking.stateYielded` (red team 7).
    case rt7ActivityTokenOnlyInForeground
    /// In `ActitoNotificationCenterDelegate.didReceive` (red team 7).
    case rt7ForeignReplyTextDropped
    /// In `ActitoTimeZoneOffset.hours` (red team 7).
    case rt7HalfHourOffsetSignLost
    /// In `ActitoRegistration.disableRemoteNotifications` (red team 7).
    case rt7DisableCompletedTwice
    // Red team 8 (RED-TEAM-8.md; all written blind but rt8AlertPresentedBeforeWillPresent).
    /// In `ActitoNetwork.attempt` (red team 8).
    case rt8HTTPStatusAsNeutralCode
    /// In `ActitoRegistration.createDevice` (red team 8).
    case rt8SDKVersionAsAppVersion
    /// In `ActitoConfiguration.parse` (red team 8).
    case rt8BadActionCategoriesIgnored
    /// In `ActitoNetwork.attempt` (red team 8).
    case rt8GivingUpCompletesNothing
    /// In `ActitoNotificationCenterDelegate.didReceive` (red team 8).
    case rt8MissingIDTapNeverCompletes
    /// In `ActitoReceiver.handleSystem` (red team 8).
    case rt8InboxPushEmptiesCentre
    /// In `ActitoPushUI.presentNotification` (red team 8).
    case rt8NoneTypeWillPresent
    /// In `ActitoOwnership.isActito` (red team 8).
    case rt8AnySenderClaims
    /// In `ActitoRegistration.postLaunch` (red team 8).
    case rt8NoReregistrationWithoutPermission
    /// In `ActitoWireFormat.decode` (red team 8).
    case rt8MediaDecodedFromURLKey
    /// In `ActitoRegistration.update` (red team 8).
    case rt8AllowedUIIgnoresTransport
    /// In `ActitoPushUI.presentNotification` (red team 8, written after the draft).
    case rt8AlertPresentedBeforeWillPresent
    // Red team 9 (RED-TEAM-9.md; every one written blind).
    /// In `ActitoRegistration.createDevice` (red team 9).
    case rt9DeviceIDStoredBeforeCreation
    /// In `ActitoEvents.send` (red team 9).
    case rt9PendingEventsOverwritten
    /// In `ActitoEvents.send` (red team 9).
    case rt9OfflineEventDropped
    /// In `ActitoNetwork.attempt` (red team 9).
    case rt9RetryNumberNeverPassed
    /// In `ActitoRegistration.createDevice` (red team 9).
    case rt9OSVersionFromProcessInfo
    /// In `ActitoConfiguration.options` (red team 9).
    case rt9UnknownOptionSkipped
    /// In `ActitoRegistration.postLaunch` (red team 9).
    case rt9RelaunchReloadReplacesAppCategories
    /// In `ActitoNotificationCenterDelegate.opened` (red team 9).
    case rt9ActionTapPresentsNotification
    /// In `ActitoLiveActivityTracking.current` (red team 9).
    case rt9FirstActivityAnswersForAll
    /// In `ActitoServiceExtension.didReceive` (red team 9).
    case rt9MissingMimeTypeTakenForJPEG
    /// In `ActitoNotificationCenterDelegate.didReceive` (red team 9).
    case rt9OpenFlowRetriedAfterRefusal
    /// In `ActitoRegistration.updateDeviceSubscription` (red team 9).
    case rt9TokenHexNotZeroPadded
    /// In `ActitoRegistration.createDevice` (red team 10).
    case rt10TimeZoneOffsetAsText
    /// In `ActitoCore.forwarded` (used by `ActitoReceiver.receive` and `ActitoNotificationCenterDelegate.didReceive` (red team 10).
    case rt10ForeignPayloadXKeysStripped
    /// In `ActitoNotificationCenterDelegate.openSettings` (red team 10).
    case rt10SettingsCountedAsOpen
    /// In `ActitoNotificationCenterDelegate.opened` (red team 10).
    case rt10InfluencedLoggedAsOpen
    /// In `ActitoNotificationCenterDelegate.opened` (red team 10).
    case rt10TapClearsNotificationCentre
    /// In `ActitoLiveActivities.registerPushToStart` (red team 10).
    case rt10PushToStartRefusalNeverCompletes
    /// In `ActitoFetch.notification` (red team 10).
    case rt10UndecodableAnswerFetchedAgain
    /// In `ActitoWireFormat.encode` (red team 10).
    case rt10RelevanceScoreAsPercent
    /// In `ActitoPushUI.presentAction` (red team 10).
    case rt10DidExecuteBeforeWillExecute
    /// In `ActitoLiveActivityTracking.stateYielded` (red team 10).
    case rt10EndedActivityReleasedByActivityID
    /// In `ActitoRegistration.updateNotificationSettings` (red team 10).
    case rt10SettingsStoredBeforeAnswer
    /// In `ActitoConfiguration.parse` (red team 10).
    case rt10PreserveFlagParsedLeniently
    /// In `ActitoPushUI.presentURLScheme` (red team 11).
    case rt11DidPresentBeforeURLCheck
    /// In `ActitoLiveActivityTracking.stateYielded` (red team 11).
    case rt11FirstActivityTokenSkipped
    /// In `ActitoReceiver.handleSystem (Inbox)` (red team 11).
    case rt11InboxPushPostsReminder
    /// In `ActitoReply.send` (red team 11).
    case rt11ReplyServerErrorRetried
    /// In `ActitoFetch.notification` (red team 11).
    case rt11FetchRetriedOverTransportRetries
    /// In `ActitoRegistration.createDevice` (red team 11).
    case rt11OsVersionPaddedToSemver
    /// In `ActitoServiceExtension.didReceive (the size check)` (red team 11).
    case rt11AttachmentSizeInWholeMegabytes
    /// In `ActitoServiceExtension.didReceive (the non-http(s) branch)` (red team 11).
    case rt11UnsupportedSchemeNotDelivered
    /// In `ActitoRegistration.requestToken` (red team 11).
    case rt11TokenRequestWatchdogNeverStops
    /// In `ActitoWireFormat.encode` (red team 11).
    case rt11MarkerOnlyWithMessageID
    /// In `ActitoNotificationCenterDelegate.willPresent` (red team 11).
    case rt11InAppPresentationCountedAsOpen
    /// In `ActitoReceiver.receive` (red team 11).
    case rt11ForeignPushDroppedBeforeReady
    /// In `ActitoPushUI.presentURLScheme` (red team 12).
    case rt12FailedURLSchemeFinishes
    /// In `ActitoPushUI.presentNotification` (red team 12).
    case rt12WebViewDidPresentAwaitsLoad
    /// In `ActitoLiveActivityTracking.stateYielded` (red team 12).
    case rt12StreamStateOverCurrent
    /// In `ActitoEvents.sendPending` (red team 12).
    case rt12PendingBatchClearedOnlyWhenAllSent
    /// In `ActitoWireFormat.decode` (red team 12).
    case rt12DecodeContentAvailableAsSilent
    /// In `ActitoAdapter.liveActivities` (red team 12).
    case rt12LiveActivityFacetHiddenWithoutDevice
    /// In `ActitoServiceExtension.didReceive` (red team 12).
    case rt12TypeHintFromPayload
    /// In `ActitoRegistration.disableRemoteNotifications` (red team 12).
    case rt12DisableEmptiesCentre
    /// In `ActitoLiveActivities.registerPushToStart` and `ActitoLiveActivityTracking.startActivity` (red team 12).
    case rt12UnsupportedCodeRenamed
    /// In `ActitoRegistration.enableRemoteNotifications` (red team 12).
    case rt12EnabledFlagAfterAnswer
    /// In `ActitoLiveActivityTracking.trackActivities` (red team 12).
    case rt12TrackingSkipsExistingActivities
    /// In `ActitoLiveActivityTracking.stateYielded` (red team 12).
    case rt12ActivityTokenRegisteredTwice
    /// In `ActitoLiveActivities.register` (red team 13).
    case rt13ActivityRegisterCompletedOptimistically
    /// In `ActitoAdapter.applicationDidFinishLaunching` (red team 13).
    case rt13PendingEventsOnlyAtForegroundLaunch
    /// In `ActitoPushUI.presentNotification` (red team 13).
    case rt13PartialNotificationPresentationAbandoned
    /// In `ActitoFetch.notification` (red team 13).
    case rt13NotificationNotFoundRefetched
    /// In `ActitoNetwork.attempt` (red team 13).
    case rt13OfflineCodeUnregistered
    /// In `ActitoRegistration.createDevice` (red team 13).
    case rt13DeviceCreationClearsCentre
    /// In `ActitoAdapter.applicationDidBecomeActive` (red team 13).
    case rt13ActivitiesResyncedOnForeground
    /// In `ActitoConfiguration.parse` (red team 13).
    case rt13EmptyApplicationIDAccepted
    /// In `ActitoEvents.send` (red team 13).
    case rt13ServerErrorEventStoredForLaunch
    /// In `ActitoRegistration.update` (red team 13).
    case rt13StaleUpdateFlagPersisted
    /// In `ActitoRegistration.update` (red team 13).
    case rt13UpdateSendsStoredToken
    /// In `ActitoNotificationCenterDelegate.opened` (red team 13).
    case rt13ActionReplySentTwice
    /// The catalogue entry: what the bug does, the requirement the suite must name, its source
    /// and its author.
    public var planted: PlantedBug {
        switch self {
        case .refusedEventQueued:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An event the server refused (4xx) is stored as if the network had failed, and sent again at the next launch.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; actito/actito-sdk-ios@a80159a:ActitoKit/Sources/ActitoEventsComponent.swift:353-362 (only recoverable network errors are stored)",
                author: .own)
        case .foreignSilentPushNotCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Another SDK's background push is handed to the app's delegate and the fetch completion is never called.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once\" (https://github.com/braze-inc/braze-unity-sdk/issues/76); P1: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1116",
                author: .own)
        case .dismissCountedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A dismissed notification runs the open flow: the notification is fetched, an Open event logged and the delegate told it was opened.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"count a push as opened … only after the user tapped that push's notification\"; https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier",
                author: .own)
        case .unauthorizedRetried:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A 401 or 403 answer is taken for an expired session and the request is sent again after 1 s.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; a 401 or 403 is the server refusing the request's credentials: https://www.rfc-editor.org/rfc/rfc9110#section-15.5.2",
                author: .own)
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
        case .rt4ForeignActionReportedAsBodyTap:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every response to another SDK's notification is handed to the app as a body tap (unknownNotificationOpened): the action button and the typed text the user chose are dropped.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived, and so MUST every response the user gives to it (a body tap, an action button, a typed reply …), with the action and text the user chose\"; https://github.com/customerio/customerio-ios/pull/751 (third-party handlers)",
                author: .redTeam4)
        case .rt4SystemReloadDropsAppCategories:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The system Application push reloads the categories through a second call site that does not pass preserveExistingNotificationCategories: the app's categories are replaced.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"An SDK registering notification categories MUST keep every category the app registered itself, since setNotificationCategories replaces the whole set.\"; https://github.com/g123k/flutter_app_badger/pull/52 (categories unintentionally overwritten)",
                author: .redTeam4
            )
        case .rt4SettingsDowngradeNotReported:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only upgrades of allowedUI are sent and reported (\"the backend only cares when UI becomes allowed\"): when the user turns notifications off, nothing is sent and the delegate is not told.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"after the user turns notifications off, its latest report MUST say so while the app is next in the foreground\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md (6.6.1 and 11.1.1: status drifting from the OS)",
                author: .redTeam4)
        case .rt4TimeZoneOffsetInMinutes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "timeZoneOffset is sent in minutes (secondsFromGMT / 60) instead of hours: +0530 is sent as 330.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset …) as the device's own value, in the unit and spelling its backend declares\"; https://github.com/adobe/aepsdk-core-ios/pull/790 (class: device data format changed between SDK versions)",
                author: .redTeam4)
        case .rt4ActivityRegisteredWithDeviceToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "POST /live-activity carries the device's APNs token (the one Actito pushes to) as the token, not the activity's update token.",
                requirement: "LAK-001",
                source:
                    "LAK-001: \"a request naming a live token activity MUST NOT carry the device token in place of its update token\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1377; https://github.com/istornz/flutter_live_activities/issues/174",
                author: .redTeam4)
        case .rt4ActivityRegisteredWithoutDevice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Without a device yet, the live-activity registration is sent with an empty deviceID instead of failing with deviceUnavailable.",
                requirement: "LA-002",
                source:
                    "LA-002: \"Registering a live activity before the device is registered MUST fail with live-activity.device-unavailable, without a request.\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1028 (requests made with a nil player id)",
                author: .redTeam4)
        case .rt4QuickReplyClearsAllNotifications:
            return PlantedBug(
                id: rawValue,
                summary:
                    "After a quick response the SDK clears every delivered notification instead of removing the answered one.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre (one by one or all at once …) unless the app asked for it\"; https://github.com/react-native-push-notification/ios/issues/174 (all notifications removed)",
                author: .redTeam4
            )
        case .rt4CleartextCheckedAfterDownload:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension starts the download before its App Transport Security check, so a cleartext attachment.uri (another SDK's push included) is fetched, then refused.",
                requirement: "NSE-004",
                source:
                    "NSE-004: \"A service extension MUST deliver the content of a request it does not claim unchanged … and MUST NOT touch the network for it.\"; NET-002; Iterable/iterable-swift-sdk@25cd00e:notification-extension/ITBNotificationServiceExtension.swift (download started before the checks)",
                author: .redTeam4
            )
        case .rt4MarkerOverriddenByCustomData:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The message's custom data is merged after Actito's keys (\"the caller knows best\"), so custom data carrying x-sender overrides the marker and the payload is no longer claimed.",
                requirement: "PAY-004",
                source:
                    "PAY-004: \"A payload a vendor's wire format encodes MUST be claimed by that vendor's own ownership test.\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/133 (class: payload keys colliding with the SDK's)",
                author: .redTeam4
            )
        case .rt4RotationResendsOldToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A rotated activity token is registered after the previous registration is sent again (\"replace it on the server\"): the old token is posted first, then the new one.",
                requirement: "LA-003",
                source:
                    "LA-003: \"A rotated live-activity token MUST be registered again, and the old token MUST NOT be used afterwards.\"; https://github.com/kylebshr/luka-ios/pull/146 (stale token persisted)",
                author: .redTeam4)
        case .rt4URLSchemeOpenedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Push UI opens a URL-scheme notification's link, then opens it again when presentation finishes.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"… and at most one link per such tap\"; https://github.com/customerio/customerio-ios/issues/979 (open URL called twice after a push click)",
                author: .redTeam4)
        case .rt4EndFailureNeverCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A live-activity end that fails is reported, but its completion is never called (the failure branch has no completion).",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once, including … for facet calls that could not be sent.\"; https://github.com/flutter/flutter/issues/35534 (a completion never called)",
                author: .redTeam4
            )
        case .rt5PendingEventsWipedAfterResend:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The queue of events kept for the next launch is cleared when the last resend finished instead of before the resends, which wipes an event whose resend failed offline and was queued again.",
                requirement: "ADP-001",
                source:
                    "ADP-001: \"Work an adapter has queued and not finished (a request waiting for its retry, an event not yet sent) MUST be kept in the host's KeyValueStore and carried out after the app is terminated and relaunched.\"; https://github.com/segmentio/analytics-react-native/issues/833 (events fired before the app is killed never sent)",
                author: .redTeam5
            )
        case .rt5RelaunchNeverAsksForToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Later launches refresh only the notification settings and never ask APNs for the token, so a device token that changed while the app was not running is never sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/kickstarter/ios-oss/pull/480 (register at every launch to keep the token current)",
                author: .redTeam5
            )
        case .rt5TokenSentAsDescription:
            return PlantedBug(
                id: rawValue,
                summary:
                    "subscriptionId is the token's Data.description as iOS 13 prints it ({length = 32, bytes = 0x… … }) instead of its hex.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"An APNs device token MUST leave the device only as the lower-case hex of all its bytes\"; https://github.com/Appboy/appboy-ios-sdk/issues/195 (token registration broken by NSData.description on iOS 13)",
                author: .redTeam5
            )
        case .rt5ActivityWatchedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The monitor handles the snapshot's state as well as the current one, so an active activity starts two pushTokenUpdates watchers and each update token is registered twice.",
                requirement: "LAK-006",
                source:
                    "LAK-006: \"An SDK MUST register each (activity, update token) once: no second request carrying the same update token may succeed (2xx) unless the device token changed in between.\"; https://github.com/OneBusAway/onebusaway-ios/issues/1189 (tracking the same item twice)",
                author: .redTeam5)
        case .rt5PendingEventsNeverCleared:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The queue of events kept for the next launch is never cleared after the resend, so every launch sends every event ever queued again, delivered ones included.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure … whatever sends it again (a timer, a queue, a relaunch)\"; https://github.com/keenlabs/KeenClient-iOS/issues/17 (events that may already have been sent are sent again)",
                author: .redTeam5)
        case .rt5DeviceCreationRetriedForever:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A failed device creation is sent again every 30 s until it succeeds, HTTP 4xx answers (reported not retryable) included, and without end.",
                requirement: "NET-001",
                source:
                    "NET-001: \"… MUST NOT retry an error it reported as not retryable\"; NET-004; https://github.com/btubbs/sseclient/issues/65 (a 4xx retried in an endless loop)",
                author: .redTeam5)
        case .rt5SystemPushCompletedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A system push schedules its fetch completion and, a return missing, falls through to the regular path, which completes it again.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once.\"; CMP-001; https://github.com/braze-inc/braze-unity-sdk/issues/76 (a crash from the fetch completion called more than once)",
                author: .redTeam5)
        case .rt5TapCompletedAtStartAndEnd:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The tap's completion is called at once to free the system, and again when the open flow ends.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/customerio/customerio-ios/issues/1038 (didReceive completion called twice)",
                author: .redTeam5)
        case .rt5DefaultTapOpensContentURL:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A body tap opens the notification's first content URL itself, then Push UI presents the URL scheme and opens it again: two links for one tap.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"… and at most one link per such tap\"; https://github.com/customerio/customerio-ios/issues/979 (open URL called twice after a push click)",
                author: .redTeam5)
        case .rt5SettingsFetchedForForeignPush:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Settings opened from any notification with an id fetch GET /notification/{id}, another SDK's notification included (the ownership test is skipped).",
                requirement: "NET-002",
                source:
                    "NET-002: \"An adapter and its service extension MUST NOT send a request or download media while handling a payload its vendor does not claim.\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/41 (SDK handlers fired for payloads that are not its own)",
                author: .redTeam5)
        case .rt5RefusedOpenNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the server refuses the Open event (an HTTP error), the open flow returns without calling the tap's completion.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion … exactly once\"; https://github.com/customerio/customerio-ios/pull/601 (handlers that forget to call the completion)",
                author: .redTeam5)
        case .rt5URLSchemeFinishedBeforePresented:
            return PlantedBug(
                id: rawValue,
                summary:
                    "For a URL-scheme notification the URL opens and finished-presenting is reported before did-present.",
                requirement: "UI-001",
                source:
                    "UI-001: \"An adapter SHOULD report UI-delegate events in the order its vendor documents (will-present before did-present, will-execute before did-execute)\"; https://github.com/braze-inc/braze-docs/issues/11629 (did-present reported out of step with the presentation)",
                author: .redTeam5
            )
        case .rt6TokenStoredBeforeUpdate:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The transport, token and allowedUI are stored before PUT /push/{device} (\"dedupe concurrent updates\"), so a token whose PUT failed looks sent to the next launch, which never sends it.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/Iterable/iterable-swift-sdk/pull/1068 (a token registration that failed offline never sent again)",
                author: .redTeam6
            )
        case .rt6HTTPErrorsRetriedLikeTransport:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An HTTP error status (4xx included) goes through the transport errors' retry loop (\"the backend answers errors while it deploys\"): a refused request is sent six times.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; https://github.com/rudderlabs/rudder-sdk-ios/issues/374 (BAD_REQUEST retried on every loop)",
                author: .redTeam6)
        case .rt6StaleActivityWatchedAgain:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The monitor treats .stale like .active, so every stale or active state starts one more pushTokenUpdates watcher and each watcher registers the same token again.",
                requirement: "LAK-006",
                source:
                    "LAK-006: \"An SDK MUST register each (activity, update token) once\"; https://github.com/kylebshr/luka-ios/pull/146 (the same activity registered again milliseconds apart)",
                author: .redTeam6)
        case .rt6SettingsRefreshedOncePerProcess:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The notification settings are refreshed at the process's first foreground only (\"avoid a PUT on every foreground\"): notifications turned off in Settings while the app is in the background are not reported in that process.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"after the user turns notifications off, its latest report MUST say so while the app is next in the foreground\"; https://github.com/cds-snc/covid-alert-app/issues/489 (\"notifications are off\" not updated after a change in Settings)",
                author: .redTeam6)
        case .rt6URLSchemeOpenedInWillPresent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An own URL-scheme push shown in the foreground is fetched and presented from willPresent (\"the user is in the app, take them there\"), which opens its link without a tap.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"receiving a push, presenting it in the foreground, a background wake or a launch never opens one\"; https://github.com/urbanairship/ios-library/issues/146 (a deep link followed in the foreground without a tap)",
                author: .redTeam6)
        case .rt6ForeignReceiveLoggedByNotificationId:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A background push Actito does not own but that carries notificationId gets the Receive event (\"count every delivery\").",
                requirement: "NET-002",
                source:
                    "NET-002: \"An adapter and its service extension MUST NOT send a request … while handling a payload its vendor does not claim\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1117 (an SDK handling a push another service sent)",
                author: .redTeam6)
        case .rt6AttachmentTypeHintDropped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The attachment is built without the response's MIME type (\"the file extension is enough\"), so an HTML page served at a .png URL is attached as a PNG.",
                requirement: "MED-002",
                source:
                    "MED-002: \"… whose bytes are that kind of media: an HTML page served as image/png is not an image\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/212 (attachments handled without looking at what was received)",
                author: .redTeam6)
        case .rt6CurrentActivityStateIgnored:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The monitor relies on the state stream to yield the current state first and does not handle the activity's current state: an activity already active is never watched and its update token never registered.",
                requirement: "LAK-002",
                source:
                    "LAK-002: \"every update token of a live activity of a tracked type, that is current while the app is awake MUST be sent, even when ActivityKit's stream yields it late, once only, or never\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573 (read existing tokens before listening)",
                author: .redTeam6)
        case .rt6DeviceStringIsDeviceName:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The device is created with the user's device name (UIDevice.name, \"Ana's iPhone\") as deviceString instead of the model.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value\"; https://github.com/Supinic/supibot-package-manager/pull/59 (a device fact sent as another value than the receiver expects)",
                author: .redTeam6)
        case .rt6ArrivingTokenCachedAsSent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An APNs token is stored as the registered token as soon as it arrives (\"keep the latest token\"), so the subscription update that follows sees no change: a rotated token is never sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token … changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/kickstarter/ios-oss/pull/480 (push tokens on the server not kept up to date)",
                author: .redTeam6)
        case .rt6SentEventAlsoStored:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A copy-paste of the recoverable-failure branch stores every delivered event for the next launch too, which sends it again (an open included).",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event … for one tap on one notification, however many entry points (… a replay) deliver that tap\"; https://github.com/mixpanel/mixpanel-swift/pull/264 (events sent more than once)",
                author: .redTeam6
            )
        case .rt6KnownDeviceNeverReady:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With a device already stored, launch runs the post-launch refresh but forgets onReady: Actito never becomes ready in later processes, so stored events are never resent and settings never refreshed.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … (in flight, or failed and waiting for its retry) MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/mixpanel/mixpanel-iphone/issues/1032 (stored events not sent until a later launch)",
                author: .redTeam6)
        case .rt7EndedActivityTokenPostedAgain:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When an activity ends or is dismissed, its last update token is posted again (\"the server needs it for the end push\") before the activity is released.",
                requirement: "LAK-005",
                source:
                    "LAK-005: \"After ActivityKit shows an activity ended or dismissed, an SDK MUST NOT send any of its update tokens again; it may only release the activity\"; https://github.com/kylebshr/luka-ios/pull/146 (never re-register ended activities)",
                author: .redTeam7
            )
        case .rt7InactiveActivityNotMonitored:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An activity that is not active when it is first seen is not monitored (\"nothing to do for a dead activity\"), so at a cold launch an activity that ended meanwhile is never released.",
                requirement: "LAK-003",
                source:
                    "LAK-003: \"When the app starts tracking a type at launch, the SDK MUST … release (name in a request) every registered activity of the type that has ended\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573 (read existing activities at launch)",
                author: .redTeam7,
                knownMiss:
                    "Requirement: live-activities.tracked-activity-scheduled-start now hands monitor an activity that is not active (pending, scheduled by the app's own code, which activityUpdates yields at its start), and the run names LAK-002 (its update token is never sent once it is active); LAK-003 is about activities already running when tracking starts at a launch, which the simulated activityUpdates never yields (Apple documents it as a sequence to 'observe changes to ongoing Live Activities and to asynchronously access a Live Activity when you start it', https://developer.apple.com/documentation/activitykit/activity/activityupdates-swift.type.property) and Actito never reads otherwise (its listed LAK-003 deviation). LAK-002 is what this bug breaks in a reachable state."
            )
        case .rt7AppCategoriesSnapshotCached:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With preserveExistingNotificationCategories, the system's categories are read once and cached; a later reload merges with that snapshot and drops every category the app registered since.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"An SDK registering notification categories MUST keep every category the app registered itself, since setNotificationCategories replaces the whole set\"; https://github.com/wix/react-native-notifications/pull/1027 (categories replaced instead of merged with the current ones)",
                author: .redTeam7
            )
        case .rt7RetryScheduledAgainstFirstSend:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A retry's delay is computed against a deadline counted from the first send ((first send + backoff) - now), which is negative once a timeout answer came late.",
                requirement: "TIME-001",
                source:
                    "TIME-001: \"An adapter MUST NOT schedule work with a negative delay or reschedule work forever at one instant\"; https://github.com/restatedev/restate/pull/3057 (a deadline already passed when the timer was scheduled)",
                author: .redTeam7)
        case .rt7UnreachableEventSentAgainAtOnce:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An event that got no answer after the network layer's retries is sent again at once (\"never lose an event\") instead of being kept for the next launch.",
                requirement: "NET-003",
                source:
                    "NET-003: \"An SDK MUST back off when it retries: one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; https://github.com/oracle/oci-ruby-sdk/issues/47 (a failing request retried in a loop)",
                author: .redTeam7
            )
        case .rt7PayloadValidationSkipped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The wire format returns the payload without refusingInvalid (\"the backend checks sizes\"), so a payload over 4096 bytes is encoded.",
                requirement: "PAY-001",
                source:
                    "PAY-001: \"A wire format MUST refuse to encode a payload larger than 4096 UTF-8 bytes, vendor keys included, with payload.too-large\"; https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (4 KB payload limit)",
                author: .redTeam7)
        case .rt7InterruptionLevelCamelCase:
            return PlantedBug(
                id: rawValue,
                summary:
                    "aps.interruption-level is written from the Swift case name (timeSensitive) instead of Apple's spelling (time-sensitive).",
                requirement: "R5",
                source:
                    "R5: \"interruption-level MUST be one of passive, active, time-sensitive or critical\"; https://github.com/sideshow/apns2/pull/185 (interruption-level values validated client-side)",
                author: .redTeam7
            )
        case .rt7OnlyOpenEventsKeptOffline:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only Open events that could not be sent are kept for the next launch (\"only opens matter\"); an unreachable Receive or Influenced event is dropped.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … (an open, delivery or reply event) that had not succeeded or been refused when the app was terminated … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/segmentio/analytics-react-native/issues/833 (events fired before a kill never sent)",
                author: .redTeam7
            )
        case .rt7ActivityTokenOnlyInForeground:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An activity's update tokens are registered only while the app is in the foreground (\"no network in the background\"): a token yielded in the background, a push-started activity's included, is dropped.",
                requirement: "LAK-004",
                source:
                    "LAK-004: \"When a push-to-start push starts an activity with input-push-token, the SDK MUST send its update token while the app is in the background, before the app next comes to the foreground\"; https://github.com/kisimediaDE/capacitor-live-activity/issues/13 (a push-to-start activity's update token not delivered while the app is in the background)",
                author: .redTeam7,
                knownMiss:
                    "Requirement: live-activities.tracked-activity-token-rotates-in-background and tracked-activity-first-token-late-in-background now yield a tracked activity's update token in the background, and the run names LAK-002 and LA-003 (the token is never sent); LAK-004 is about an activity a push-to-start push started, which Actito cannot have (no push-to-start API). LAK-002 is what this bug breaks in a reachable state."
            )
        case .rt7ForeignReplyTextDropped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An action on another SDK's notification is handed to the app without the text the user typed (responseText nil).",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived, and so MUST every response the user gives to it … with the action and text the user chose\"; https://github.com/rafaelsetragni/awesome_notifications/pull/274 (responses to other notifications absorbed by an SDK)",
                author: .redTeam7)
        case .rt7HalfHourOffsetSignLost:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The offset is computed as signed hours plus unsigned minutes/60, so -0330 is sent as -2.5 and -0030 as 0.5.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value, in the unit and spelling its backend declares\"; https://github.com/rock3r/CameraSync/pull/7 (a time-zone encoding that loses the sign of sub-hour offsets)",
                author: .redTeam7
            )
        case .rt7DisableCompletedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "disableRemoteNotifications completes at once (\"return fast\") and again when PUT /push/{device} has answered.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/customerio/customerio-ios/issues/1038 (a completion called twice crashed the app)",
                author: .redTeam7,
                knownMiss:
                    "Reach: disableRemoteNotifications is an Actito adapter method outside the contract (no PushAdapter or facet call), so no scenario step can call it; the bug changes no transcript. Checked in issue 30: no contract operation is its faithful mapping: the real disableRemoteNotifications (actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:142-168) stores remote notifications as off, switches the device to the notificare transport with no token (PUT /push/{device}) and unregisters from APNs, while the subscription facet moves a profile's subscription status (subscribe, unsubscribe or suspend with a SubscriptionRequest of profile fields, unsuspend, status; reported as subscription.changed), which Actito's device registration has no counterpart for, and the token facet deletes or refreshes one provider's token among several, which Actito, registering the APNs token only, does not have."
            )
        case .rt8HTTPStatusAsNeutralCode:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An HTTP error's neutral code is built from its status (http.404, \"finer than server/client error\"), a code outside PushErrorCode.registry.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry, with the vendor's own code beside it when it has one\"; https://github.com/linagora/tmail-backend/pull/954 (error reasons invented per status)",
                author: .redTeam8
            )
        case .rt8SDKVersionAsAppVersion:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The device is created with the SDK's version as its appVersion (a copy of the sdkVersion line above it).",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value\"; https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring",
                author: .redTeam8
            )
        case .rt8BadActionCategoriesIgnored:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A malformed actionCategories value is dropped silently: no categories, and no configuration error reported at launch.",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error; the adapter MUST NOT trap on it\"; https://github.com/CleverTap/clevertap-react-native/pull/522 (configuration values of the wrong type accepted without an error)",
                author: .redTeam8
            )
        case .rt8GivingUpCompletesNothing:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Once the transport retries are spent, the request returns without calling its completion (\"nothing more to do\"), so a registration or event on a dead network never completes.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/react-native-push-notification/ios/issues/327 (a completion handler that is never called)",
                author: .redTeam8
            )
        case .rt8MissingIDTapNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A tap on an Actito push without an id is warned about and dropped, and the system's didReceive completion is never called.",
                requirement: "R19",
                source:
                    "R19: \"An SDK MUST call the willPresent and didReceive completions exactly once\"; https://github.com/havesource/cordova-plugin-push/issues/252 (didReceive's completion not called in one branch)",
                author: .redTeam8
            )
        case .rt8InboxPushEmptiesCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An inbox system push also removes every delivered notification (\"the inbox changed, so delivered items are stale\"), the app's and other SDKs' included.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre … unless the app asked for it\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1451, https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removealldeliverednotifications()",
                author: .redTeam8
            )
        case .rt8NoneTypeWillPresent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An opened notification of type None, which Push UI does not render, is reported as will-present (\"every opened notification gets its will-present\").",
                requirement: "UI-001",
                source:
                    "UI-001: \"An adapter SHOULD report UI-delegate events in the order its vendor documents … and SHOULD report none for notifications it does not render\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/665 (callbacks for content the SDK does not show)",
                author: .redTeam8
            )
        case .rt8AnySenderClaims:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Any payload with an x-sender key is taken for Actito's (\"the sender header is ours\"), whatever it names, so another SDK's push carrying x-sender is claimed.",
                requirement: "PAY-002",
                source:
                    "PAY-002: \"A vendor's ownership test MUST NOT claim a payload another vendor claims; a payload belongs to at most one SDK\"; https://github.com/expo/expo/pull/11651 (scoping which notifications an SDK handles)",
                author: .redTeam8
            )
        case .rt8NoReregistrationWithoutPermission:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Later launches skip the subscription refresh while notification permission is off (\"don't bother the server\"), so they never register for remote notifications and a changed device token is never handed over.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"An SDK that registers for remote notifications MUST register again in every later launch of the app, since the system hands a changed device token only to a registration\"; https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()",
                author: .redTeam8
            )
        case .rt8MediaDecodedFromURLKey:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The wire format decodes the media URL from attachment.url (the key most SDKs use) instead of attachment.uri, so the media URL never comes back.",
                requirement: "PAY-006",
                source:
                    "PAY-006: \"Decoding a payload the wire format encoded SHOULD give back every field of the neutral message the format can carry\"; https://github.com/invertase/notifee/issues/968",
                author: .redTeam8
            )
        case .rt8AllowedUIIgnoresTransport:
            return PlantedBug(
                id: rawValue,
                summary:
                    "allowedUI follows the permission alone, without the transport check, so disabling remote notifications reports the settings as allowed.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"after the user turns notifications off, its latest report MUST say so while the app is next in the foreground\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1451",
                author: .redTeam8,
                knownMiss:
                    "Reach: disableRemoteNotifications is outside the contract, so no scenario step can call it; the bug changes no transcript. Checked in issue 30: no contract operation is its faithful mapping: the real disableRemoteNotifications (actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:142-168) stores remote notifications as off, switches the device to the notificare transport with no token (PUT /push/{device}) and unregisters from APNs, while the subscription facet moves a profile's subscription status (subscribe, unsubscribe or suspend with a SubscriptionRequest of profile fields, unsuspend, status; reported as subscription.changed), which Actito's device registration has no counterpart for, and the token facet deletes or refreshes one provider's token among several, which Actito, registering the APNs token only, does not have."
            )
        case .rt8AlertPresentedBeforeWillPresent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An Alert notification is reported as presented before it is reported as about to be presented (did-present, then will-present).",
                requirement: "UI-001",
                source:
                    "UI-001: \"An adapter SHOULD report UI-delegate events in the order its vendor documents (will-present before did-present, …)\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/665 (callbacks out of the order the host expects)",
                author: .redTeam8
            )
        case .rt9DeviceIDStoredBeforeCreation:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The device id is generated and stored before POST /push is answered (\"so later calls never wait on the network\"): a failed creation leaves a phantom device, a live activity is then registered with it, and later launches never create the device.",
                requirement: "LA-002",
                source:
                    "LA-002: \"Registering a live activity before the device is registered MUST fail with live-activity.device-unavailable, without a request.\"; https://github.com/balena-io/balena-cli/issues/349 (devices registered up front, left behind when a later step fails)",
                author: .redTeam9
            )
        case .rt9PendingEventsOverwritten:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An event kept for the next launch is stored with set([body]) instead of being appended: when two events fail offline before the app is terminated (a Receive, then an Open), only the last is resent.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … that had not succeeded or been refused when the app was terminated … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/LogentriesCommunity/le_android/issues/17 (an offline queue that drops items)",
                author: .redTeam9
            )
        case .rt9OfflineEventDropped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only inaccessible (the transport retries ran out) counts as recoverable: an event that fails at once with urlError (offline) is reported to the caller and dropped instead of kept for the next launch.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"… that had not succeeded or been refused when the app was terminated (in flight, or failed and waiting for its retry) MUST be sent again once the relaunched app has been in the foreground\"; actito/actito-sdk-ios ActitoEventsComponent.swift:353-362 (the recoverable set such an edit narrows); https://github.com/matomo-org/matomo-sdk-ios/issues/200 (events lost offline)",
                author: .redTeam9
            )
        case .rt9RetryNumberNeverPassed:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The scheduled retry is handed the current retry number instead of the next one: the first request has none, so every retry is again the immediate one and a timed-out request is sent again at the same instant for ever.",
                requirement: "NET-003",
                source:
                    "NET-003: \"An SDK MUST back off when it retries: one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included.\"; https://github.com/librato/librato-metrics/pull/20 (retries reset during the retry, an endless loop)",
                author: .redTeam9
            )
        case .rt9OSVersionFromProcessInfo:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The device is created with ProcessInfo.operatingSystemVersionString (\"Version 17.4 (Build 21E258)\") as its osVersion instead of the version itself.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value, in the unit and spelling its backend declares\"; https://github.com/vadymmarkov/Malibu/pull/43 (operatingSystemVersionString is \"Version 9.1 (Build 13B143)\", not for parsing)",
                author: .redTeam9
            )
        case .rt9UnknownOptionSkipped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An unknown name in authorizationOptions, presentationOptions or categoryOptions is dropped silently (compactMap): [\"alert\", \"banr\"] is accepted as [alert] and no configuration error is reported at launch.",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error\"; https://github.com/mozilla-services/heka/issues/124 (unknown settings silently ignored)",
                author: .redTeam9
            )
        case .rt9RelaunchReloadReplacesAppCategories:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Later launches (a device already stored) reload the categories through a helper that does not honour preserveExistingNotificationCategories: the first launch keeps the app's categories, every later one replaces them.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"An SDK registering notification categories MUST keep every category the app registered itself, since setNotificationCategories replaces the whole set.\"; https://github.com/marmos91/cubbit-ds3-drive/issues/38 (setNotificationCategories replacing every category)",
                author: .redTeam9
            )
        case .rt9ActionTapPresentsNotification:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An action tap presents the notification as a body tap does (\"the user opened it too\") before running the action: a URL-scheme notification whose Browser action is tapped opens two links.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"An SDK MUST open a link … only in answer to the user tapping a notification or one of its buttons, and at most one link per such tap\"; https://github.com/Leanplum/Leanplum-Android-SDK/pull/511 (an open URL handled one way, then opened again another way)",
                author: .redTeam9
            )
        case .rt9FirstActivityAnswersForAll:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The current-state lookup drops the id filter (activities(ofType:).first): with two activities of one type, each is judged by the first one's state, so one that ended while the other is active is never released.",
                requirement: "LAK-003",
                source:
                    "LAK-003: \"… MUST release (name in a request) every registered activity of the type that has ended.\"; https://github.com/istornz/flutter_live_activities/pull/130 (activities matched by the wrong id fail to end)",
                author: .redTeam9
            )
        case .rt9MissingMimeTypeTakenForJPEG:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A download without a Content-Type gets the type hint image/jpeg (\"most attachments are photos\"), so a file with no type and no known extension (an HTML page) is attached as a JPEG.",
                requirement: "MED-002",
                source:
                    "MED-002: \"A service extension MUST attach only a file whose type (type hint, else file extension) is one UNNotificationAttachment supports and whose bytes are that kind of media\"; https://github.com/GetStream/stream-chat-react-native/pull/3491 (attachments whose MIME type cannot be resolved)",
                author: .redTeam9
            )
        case .rt9OpenFlowRetriedAfterRefusal:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the server refuses the Open event (an HTTP error), the open flow runs once more (\"the open must be counted\"): the notification is fetched again, the open counted a second time and the refused event sent again.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event, and tell its push delegate at most once, for one tap on one notification\"; https://github.com/OneSignal/react-native-onesignal/issues/505 (an opened event fired twice for one tap)",
                author: .redTeam9
            )
        case .rt9TokenHexNotZeroPadded:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Each token byte is formatted with String(format: \"%x\"): bytes below 0x10 lose their leading zero, so the subscriptionId is shorter than the token and names another device.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"An APNs device token MUST leave the device only as the lower-case hex of all its bytes, whatever its length\"; https://github.com/reachlocal/liger-ios/pull/100 (device token bytes below 0x10 rendered without their zero)",
                author: .redTeam9
            )
        case .rt10TimeZoneOffsetAsText:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The device is created with timeZoneOffset as the raw ±HHMM text (\"+0530\", \"the backend parses it\") instead of the number of hours (5.5).",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value, in the unit and spelling its backend declares\"; https://github.com/Pushwoosh/pushwoosh-phonegap-plugin/issues/86 (time-zone offset formats at device registration)",
                author: .redTeam10
            )
        case .rt10ForeignPayloadXKeysStripped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Another SDK's payload is \"normalised\" like a partial notification before it reaches the app: every top-level x- key is removed from unknownNotificationReceived, unknownNotificationOpened and unknownActionOpened.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived, and so MUST every response the user gives to it\"; https://github.com/defold/extension-push/pull/44 (the payload handed to the app rebuilt instead of as received)",
                author: .redTeam10
            )
        case .rt10SettingsCountedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Opening the notification settings from an Actito notification counts as opening it: an Open event is logged and the open reported, without any tap.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"An SDK MUST count a push as opened (its open event, or the push delegate's notification.opened or action.opened) only after the user tapped that push's notification\"; https://github.com/wordpress-mobile/WordPress-iOS/issues/22935 (a push counted as tapped on another interaction)",
                author: .redTeam10
            )
        case .rt10InfluencedLoggedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A copy-paste in the body-tap branch logs the Open event where the Influenced event was meant: one tap sends two Open events.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event, and tell its push delegate at most once, for one tap on one notification\"; https://github.com/jpush/jpush-react-native/issues/114 (open notification event fired twice on iOS)",
                author: .redTeam10
            )
        case .rt10TapClearsNotificationCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "After a body tap the open flow removes every delivered notification (\"the list must match the inbox\"), other SDKs' and the app's included.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre … unless the app asked for it; the notification the user answered may be removed\"; https://github.com/WildAid/o-fish-ios/pull/142 (every delivered notification removed at once)",
                author: .redTeam10
            )
        case .rt10PushToStartRefusalNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The unsupported push-to-start registration reports its error and returns without calling the completion.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once, including … for facet calls that could not be sent\"; https://github.com/kisimediaDE/capacitor-live-activity/issues/13 (push-to-start token never reaching the caller)",
                author: .redTeam10
            )
        case .rt10UndecodableAnswerFetchedAgain:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A 2xx answer to GET /notification/{id} that does not decode is taken for a transient error and the request is sent once more before the partial fallback.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status), never after a 2xx answer\"; https://github.com/singer-io/tap-intercom/pull/66 (retry on a JSON decode error after a 200), fixed the other way in https://github.com/decocms/studio/pull/6308",
                author: .redTeam10
            )
        case .rt10RelevanceScoreAsPercent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "aps.relevance-score is written as the dashboard's percentage (relevance × 100): 0.8 is encoded as 80.",
                requirement: "R5",
                source:
                    "R5: \"interruption-level MUST be one of passive, active, time-sensitive or critical, and an alert push's relevance-score MUST lie in 0…1\"; https://github.com/braze-inc/braze-docs/pull/2690 (relevance-score is 0.0–1.0), https://github.com/CleverTap/apns-http2/pull/99 (range check added)",
                author: .redTeam10
            )
        case .rt10DidExecuteBeforeWillExecute:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A Browser action reports will-execute after the URL opened, behind did-execute.",
                requirement: "UI-001",
                source:
                    "UI-001: \"An adapter SHOULD report UI-delegate events in the order its vendor documents (… will-execute before did-execute)\"; no public issue found",
                author: .redTeam10
            )
        case .rt10EndedActivityReleasedByActivityID:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An ended or dismissed activity is released under its activity id while its registration used the attributes type's identifier: the registered activity is never released.",
                requirement: "LAK-003",
                source:
                    "LAK-003: \"When the app starts tracking a type at launch, the SDK MUST register … and MUST release (name in a request) every registered activity of the type that has ended\"; https://github.com/kylebshr/luka-ios/pull/146 (ended activities and their registrations out of step)",
                author: .redTeam10,
                knownMiss:
                    "Reached, not judged: the bug changes 3 transcripts (live-activities.tracked-activity-ended-by-user, live-activities.tracked-activity-ended-by-app-in-background, live-activities.second-tracked-activity-of-type-ended-by-user), where the release is DELETE /live-activity/<activity id>/<device> instead of /live-activity/DeliveryAttributes/<device>. Nothing fails: the DELETE names the ended activity's own id (also the registration's topic), which reads as a release; the registration was keyed by the type name. The activities end while the app runs, not across a cold launch. Not judgeable from a transcript alone: the registration names both the type (body activity) and the activity id (topics), and which of them keys the registration is the vendor's API, not something an observer sees; a vendor keyed by activity id would release by it correctly."
            )
        case .rt10SettingsStoredBeforeAnswer:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The new allowedUI is stored before PUT /push/{device} is answered (\"avoid two PUTs from two foregrounds\"): when that PUT fails, later foregrounds see no change, so the settings change is never sent nor reported.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"An SDK that reports the notification settings to its push delegate MUST report them again when they changed in the system: after the user turns notifications off, its latest report MUST say so while the app is next in the foreground\"; no public issue found (the stored-before-answer class of the token path, on the settings path)",
                author: .redTeam10
            )
        case .rt10PreserveFlagParsedLeniently:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A string preserveExistingNotificationCategories is read leniently (\"true\", \"yes\", \"1\" are true) and any other string silently false: no configuration error is reported.",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error; the adapter MUST NOT trap on it\"; no public issue found (lenient Boolean parsing of SDK options)",
                author: .redTeam10
            )
        case .rt11DidPresentBeforeURLCheck:
            return PlantedBug(
                id: rawValue,
                summary:
                    "did-present is reported before the URL checks (\"the controller is shown first\"), so a URL-scheme notification whose link is missing or unsupported reports failed-to-present after its did-present.",
                requirement: "UI-002",
                source:
                    "UI-002: \"An adapter MUST NOT report a UI-delegate event that contradicts the events it reported before for the same notification: did-present and failed-to-present only after a will-present not yet ended\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/665 (presentation answered before the host decided)",
                author: .redTeam11
            )
        case .rt11FirstActivityTokenSkipped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The first token pushTokenUpdates yields for an activity is skipped (\"the token the app registered at start\"), so an activity whose token never rotates is never registered.",
                requirement: "LAK-002",
                source:
                    "LAK-002: \"Every … update token of a live activity of a tracked type, that is current while the app is awake MUST be sent, even when ActivityKit's stream yields it late, once only, or never\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1573 (tokens emitted before the listener were missed)",
                author: .redTeam11
            )
        case .rt11InboxPushPostsReminder:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An Inbox system push, a background push with nothing to show, posts a local notification \"You have new messages\".",
                requirement: "DEL-007",
                source:
                    "DEL-007: \"An SDK MUST NOT turn a background push (content-available) that carries nothing to show into a visible notification\"; https://github.com/OpenStack-mobile/summit-app-ios/pull/99 (a silent push turned into a local notification)",
                author: .redTeam11,
                knownMiss:
                    "Reached, not judged: the bug changes 2 transcripts, push-delegate.system-and-silent-pushes-with-notifications-shown and push-delegate.system-notification-internal-inbox-silent (the Inbox system push now adds a local notification); DEL-007 is checked by scenario expectations only (SPEC.md: expectations (8)) and neither scenario's expectations name it, so the run passes."
            )
        case .rt11ReplyServerErrorRetried:
            return PlantedBug(
                id: rawValue,
                summary:
                    "POST /reply answered 5xx (validationError, reported not retryable) is sent again after 2 s, up to two more times (\"a reply must not be lost\").",
                requirement: "NET-001",
                source:
                    "NET-001: \"… MUST NOT retry an error it reported as not retryable, whatever sends it again (a timer, a queue, a relaunch)\"; https://github.com/openfga/go-sdk/pull/319 (retry policy out of step with the error's class)",
                author: .redTeam11
            )
        case .rt11FetchRetriedOverTransportRetries:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When GET /notification/{id} ends inaccessible (its six transport sends spent), the fetch starts once more (\"the open must not fall back to a partial\"): twelve sends of one request within about 16 s.",
                requirement: "NET-003",
                source:
                    "NET-003: \"An SDK MUST back off when it retries: one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; https://github.com/infobip/mobile-messaging-sdk-ios/issues/9 (a retry timer layered over the SDK's own)",
                author: .redTeam11
            )
        case .rt11OsVersionPaddedToSemver:
            return PlantedBug(
                id: rawValue,
                summary:
                    "osVersion is normalised to three components (17.4 becomes 17.4.0, \"semver for the backend's filters\").",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value\"; https://github.com/HedvigInsurance/ugglan/pull/2392 (osVersion normalised to 3 components)",
                author: .redTeam11
            )
        case .rt11AttachmentSizeInWholeMegabytes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The attachment size is compared in whole decimal megabytes (byteCount / 1_000_000 <= limit / 1_048_576), so a 10.9 MB image is attached.",
                requirement: "MED-001",
                source:
                    "MED-001: \"A service extension MUST NOT attach a file over the system's limit for its kind: image 10 MB, audio 5 MB, video 50 MB, measured on the bytes downloaded\"; https://github.com/verbb/formie/issues/2697 (size / 1000000 compared with a limit)",
                author: .redTeam11
            )
        case .rt11UnsupportedSchemeNotDelivered:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An attachment URI with a scheme URLSession cannot download is reported and the branch returns without delivering: the content handler is never called.",
                requirement: "NSE-001",
                source:
                    "NSE-001: \"A service extension MUST call its content handler exactly once per push, so the system never has to fall back to the original content on its behalf\"; https://github.com/ku-ring/ios-app/pull/290 (review of a branch that skips the content handler)",
                author: .redTeam11
            )
        case .rt11TokenRequestWatchdogNeverStops:
            return PlantedBug(
                id: rawValue,
                summary:
                    "While APNs has not answered, registerForRemoteNotifications is called again every 10 s (\"iOS sometimes drops the first registration\"), without end.",
                requirement: "EXP-002",
                source:
                    "EXP-002: \"An adapter MUST keep its scheduled work bounded: left alone … for SimulatedDevice.settlingPeriod (6 h of virtual time, no step), the work it left scheduled runs at most SimulatedDevice.settlingBudget (1,000) pieces\"; https://github.com/infobip/mobile-messaging-sdk-ios/issues/9 (registration retried by a timer)",
                author: .redTeam11
            )
        case .rt11MarkerOnlyWithMessageID:
            return PlantedBug(
                id: rawValue,
                summary:
                    "x-sender and x-application are written only when the message has an id (\"a push without an id cannot be tracked\"), so a message without messageID is encoded unclaimed.",
                requirement: "PAY-004",
                source:
                    "PAY-004: \"A payload a vendor's wire format encodes MUST be claimed by that vendor's own ownership test\"; https://github.com/Iterable/iterable-swift-sdk/issues/1008 (an SDK ignoring its push when an id is missing)",
                author: .redTeam11
            )
        case .rt11InAppPresentationCountedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An own push with presentation: true shown in the foreground is counted as opened (\"an in-app presentation is an open\"): the open is reported and the Open event logged without a tap.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"An SDK MUST count a push as opened … only after the user tapped that push's notification; a background wake, a delivery or a foreground presentation is never an open\"; https://github.com/mixpanel/mixpanel-swift/issues/119 (opens tracked from willPresent)",
                author: .redTeam11
            )
        case .rt11ForeignPushDroppedBeforeReady:
            return PlantedBug(
                id: rawValue,
                summary:
                    "While no device exists yet, another SDK's background push is completed without reaching the app's delegate (\"nothing is delivered before Actito is ready\").",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived\"; https://github.com/klaviyo/klaviyo-react-native-sdk/pull/345 (a push handled before the SDK is initialised is dropped)",
                author: .redTeam11,
                knownMiss:
                    "Reached, not judged: the bug changes 1 transcript, push-delegate.settings-off-while-prompt-on-screen (a foreign background push arriving before the device exists is no longer handed to the app); the run still passes and no oracle names DEL-001 there."
            )
        case .rt12FailedURLSchemeFinishes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When a URL-scheme notification's URL cannot be opened, failed-to-present is reported and then finished-presenting too (\"the controller always closes\").",
                requirement: "UI-002",
                source:
                    "UI-002: \"… finished-presenting only after that presentation's did-present …\"; https://github.com/ShareKit/ShareKit/pull/817 (a controller dismissed during a failed presentation)",
                author: .redTeam12
            )
        case .rt12WebViewDidPresentAwaitsLoad:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An opened URL-resolver notification with a web URL reports will-present and leaves did-present to a page-loaded callback that is never wired up.",
                requirement: "UI-002",
                source:
                    "UI-002: \"… every will-present followed by its did-present or failed-to-present while the process runs …\"; https://github.com/CleverTap/clevertap-ios-sdk/pull/553",
                author: .redTeam12
            )
        case .rt12StreamStateOverCurrent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The state the stream yields is trusted over ActivityKit's current state (\"the stream is the source of truth\"), so a late active yielded after the end registers the activity's token again.",
                requirement: "LAK-005",
                source:
                    "LAK-005: \"After ActivityKit shows an activity ended or dismissed, an SDK MUST NOT send any of its update tokens again\"; https://github.com/kylebshr/luka-ios/pull/146",
                author: .redTeam12,
                knownMiss:
                    "Not reached: no scenario step makes ActivityKit's state stream yield a late .active after the activity ended (the simulator has no such operation), so no transcript shows the bug."
            )
        case .rt12PendingBatchClearedOnlyWhenAllSent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Events kept for the next launch stay stored until every resend succeeded (\"atomic batch\"): when one fails, the ones the server already answered 2xx are sent again at the next launch.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event … and get each report it sends its backend about the tap … answered at most once\"; https://github.com/mixpanel/mixpanel-react-native/issues/443",
                author: .redTeam12,
                knownMiss:
                    "DEL-004's ledger counts a tap's report again only when it is sent after a 2xx; here the failed resend queues a second copy beside the stored one, and the next launch sends both side by side, each answered with a 2xx, which the ledger takes for one report and its retry. EXP-006 and NET-001 fail the run on 4 scenarios. Counting a second 2xx to copies sent side by side was tried in session 11 and withdrawn: Altcraft's first foreground resends an open still in flight (Core.swift:32-59), which explore then found, so it needs a mechanism-named Altcraft deviation first."
            )
        case .rt12DecodeContentAvailableAsSilent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A message is decoded as silent whenever aps.content-available is 1, which the format writes on every push: every decoded alert comes back silent.",
                requirement: "PAY-006",
                source:
                    "PAY-006: \"Decoding a payload the wire format encoded SHOULD give back every field of the neutral message the format can carry\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/194",
                author: .redTeam12
            )
        case .rt12LiveActivityFacetHiddenWithoutDevice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The live-activity facet answers nil until a device is stored (\"no device, no live activities\"), although the descriptor lists the capability.",
                requirement: "ADP-002",
                source:
                    "ADP-002: \"An adapter MUST return a facet … exactly when its descriptor lists the matching Capability, and nil otherwise\"; https://github.com/customerio/customerio-ios/pull/1178",
                author: .redTeam12
            )
        case .rt12TypeHintFromPayload:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The attachment's type hint is the payload's attachment.mimeType (declared from the URL's extension) instead of the response's MIME type, so an HTML page served for …/x.png is attached as image/png.",
                requirement: "MED-002",
                source:
                    "MED-002: \"… an HTML page served as image/png is not an image\"; https://github.com/home-assistant/iOS/issues/1068",
                author: .redTeam12
            )
        case .rt12DisableEmptiesCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Disabling remote notifications also removes every delivered notification (\"the user opted out\"), the app's and other SDKs' included.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre … unless the app asked for it\"; https://github.com/lambiengcode/flutter-ios-communication-notifications-plugin/pull/6",
                author: .redTeam12,
                knownMiss:
                    "Outside the contract: the removal follows the app's own call to disable remote notifications, and DEL-008 forbids only removals the app did not ask for; no bundled scenario disables them with notifications on screen, so no transcript changes (found at the a9c31446 measurement)."
            )
        case .rt12UnsupportedCodeRenamed:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The live-activity refusals Actito has no API for (push-to-start, start) carry the neutral code live-activity.not-supported (\"reads better\") instead of the registry's live-activity.unsupported.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry, with the vendor's own code beside it when it has one\"; https://github.com/braze-inc/braze-swift-sdk/issues/91 (live-activity registration errors)",
                author: .redTeam12
            )
        case .rt12EnabledFlagAfterAnswer:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The remote-notifications-enabled flag is stored only after PUT /push/{device} succeeded, so a launch after a kill with that PUT unanswered never sends the token.",
                requirement: "EXP-005",
                source:
                    "EXP-005: \"… such as a token update, and that had not succeeded or been refused when the app was terminated SHOULD be sent again once the relaunched app has been in the foreground\"; https://github.com/OneSignal/OneSignal-Android-SDK/issues/36",
                author: .redTeam12,
                knownMiss:
                    "EXP-005 is a SHOULD: its findings are warnings, which never fail a run, so day-one cannot count it on the 11 transcripts the bug changes; TOK-005 (MUST: a changed token is registered again) fails the run for the same effect, a device PUT in flight at a kill never sent again."
            )
        case .rt12TrackingSkipsExistingActivities:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only activities that appear after tracking starts are monitored: those ActivityKit already shows when the app starts tracking are neither registered nor released.",
                requirement: "LAK-003",
                source:
                    "LAK-003: \"When the app starts tracking a type at launch, the SDK MUST register … every live activity of the type whose current update token was never sent, and MUST release … every registered activity of the type that has ended\"; https://github.com/expo/expo/issues/46557",
                author: .redTeam12,
                knownMiss:
                    "The author's drafting error (found at the a9c31446 measurement): activities already shown when tracking starts are what LAK-003 is about, which the simulated activityUpdates never yields at a launch (see rt7's LAK-003 note), so no transcript changes."
            )
        case .rt12ActivityTokenRegisteredTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Each token the stream yields is registered and then reported again as a rotation (\"make sure the server has it\"): two POST /live-activity requests carry the same update token.",
                requirement: "LAK-006",
                source:
                    "LAK-006: \"An SDK MUST register each (activity, update token) once: no second request carrying the same update token may succeed (2xx)\"; https://github.com/istornz/flutter_live_activities/issues/174",
                author: .redTeam12
            )
        case .rt13ActivityRegisterCompletedOptimistically:
            return PlantedBug(
                id: rawValue,
                summary:
                    "registerLiveActivity completes with success at once (\"the app is not held by the network\") and again with the result of POST /live-activity: the app's completion runs twice.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/EmergeTools/ETDistribution/pull/20",
                author: .redTeam13
            )
        case .rt13PendingEventsOnlyAtForegroundLaunch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Events kept for the next launch are resent at ready only when the process was launched in the foreground; a background launch keeps them stored and nothing resends them when that process comes to the foreground.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/microsoft/appcenter/issues/1859",
                author: .redTeam13
            )
        case .rt13PartialNotificationPresentationAbandoned:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A partial notification (the fetch failed) is reported as will-present, then presentation stops: neither did-present nor failed-to-present ever follows.",
                requirement: "UI-002",
                source:
                    "UI-002: \"every will-present followed by its did-present or failed-to-present while the process runs\"; https://github.com/Iterable/iterable-swift-sdk/pull/1047",
                author: .redTeam13
            )
        case .rt13NotificationNotFoundRefetched:
            return PlantedBug(
                id: rawValue,
                summary:
                    "GET /notification/{id} answered 4xx (other than 429) is sent once more after 1 s (\"the notification may not be published yet\"), though the validationError was reported not retryable.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST NOT retry an error it reported as not retryable\"; https://github.com/aws/aws-sdk-php/issues/2650",
                author: .redTeam13
            )
        case .rt13OfflineCodeUnregistered:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A transport error Actito does not retry (urlError, such as offline) carries a new neutral code, network.offline, that is not in the registry.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry\"; https://github.com/AzureAD/azure-activedirectory-library-for-objc/pull/1377",
                author: .redTeam13
            )
        case .rt13DeviceCreationClearsCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Once a device is created, every delivered notification is removed (\"addressed to a previous installation\"), so notifications delivered before the device existed disappear unanswered.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre … unless the app asked for it\"; https://github.com/chemerisuk/cordova-plugin-firebase-messaging/pull/161",
                author: .redTeam13
            )
        case .rt13ActivitiesResyncedOnForeground:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every return to the foreground re-registers each active activity of a tracked type that has an update token, registered already or not: a second successful POST /live-activity for the same token.",
                requirement: "LAK-006",
                source:
                    "LAK-006: \"An SDK MUST register each (activity, update token) once\"; https://github.com/klaviyo/klaviyo-android-sdk/pull/525",
                author: .redTeam13
            )
        case .rt13EmptyApplicationIDAccepted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only a missing applicationID is a configuration problem: an empty string is accepted without error and the SDK launches with application id \"\".",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error\"; https://github.com/honeybadger-io/honeybadger-php/pull/80",
                author: .redTeam13
            )
        case .rt13ServerErrorEventStoredForLaunch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An event answered 5xx is kept for the next launch too, while the error is reported as the not-retryable validationError: the next launch sends it again.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST NOT retry an error it reported as not retryable, whatever sends it again (a timer, a queue, a relaunch)\"; https://github.com/ToothlessGear/node-gcm/pull/196",
                author: .redTeam13
            )
        case .rt13StaleUpdateFlagPersisted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An \"update in progress\" flag is stored before PUT /push/{device} and cleared on its answer; a launch that finds it set skips the subscription refresh, so a PUT unanswered when the app was killed is never sent again.",
                requirement: "EXP-005",
                source:
                    "EXP-005: \"A request the SDK started on its own … such as a token update, and that had not succeeded or been refused when the app was terminated SHOULD be sent again once the relaunched app has been in the foreground.\"; https://github.com/RestComm/restcomm-android-sdk/issues/818",
                author: .redTeam13,
                knownMiss:
                    "EXP-005 is a SHOULD: its findings are warnings, which never fail a run, so day one cannot count the PUT /push/{device} that a relaunch never sends again (1 transcript changed, lifecycle.link-push-dismissed-while-terminated); no MUST rule fails on that transcript (the measured run passed, naming nothing)."
            )
        case .rt13UpdateSendsStoredToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When only the token changed, PUT /push/{device} carries the stored (old) token as subscriptionId and the new one is then stored as sent: a rotated APNs token is never registered.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/ForgeRock/forgerock-ios-sdk/pull/338",
                author: .redTeam13
            )
        case .rt13ActionReplySentTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An action tap (not a quick response) sends POST /reply for the analytics before the Influenced event, and Push UI's Browser and Custom handlers send it again: two replies answered for one tap.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"get each report it sends its backend about the tap … answered at most once, for one tap on one notification\"; https://github.com/reportportal/service-ui/pull/3460",
                author: .redTeam13
            )
        }
    }
}
