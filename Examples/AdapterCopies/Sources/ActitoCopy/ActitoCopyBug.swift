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
    /// In `ActitoLiveActivityTracking.monitor` (red team 14).
    case rt14PendingActivityReportedStarted
    /// In `ActitoLiveActivities.end` (red team 14).
    case rt14EndSkippedForUnregisteredActivity
    /// In `ActitoEvents.sendPending` (red team 14).
    case rt14RefusedResendKeptForNextLaunch
    /// In `ActitoRegistration.disableRemoteNotifications` (red team 14).
    case rt14SecondDisableNeverCompletes
    /// In `ActitoEvents.send` (red team 14).
    case rt14BackgroundEventNotStored
    /// In `ActitoServiceExtension.didReceive` (red team 14).
    case rt14CleartextDeliveredThenDownloaded
    /// In `ActitoWireFormat.encode` (red team 14).
    case rt14AttachmentInsideAps
    /// In `ActitoLiveActivities.register` (red team 14).
    case rt14ActivityWaitsForDeviceForever
    /// In `ActitoNetwork.attempt` (red team 14).
    case rt14RateLimitRetriedEverySecond
    /// In `ActitoLiveActivities.post` (red team 14).
    case rt14ActivityRegistrationRetriedForever
    /// In `ActitoEvents.send` (red team 14).
    case rt14PendingEventsCapped
    /// In `ActitoRegistration.updateNotificationSettings` (red team 14).
    case rt14SettingsUpdateDebounced
    /// The catalogue entry: what the bug does, the requirement the suite must name, its source
    /// and its author. The entries live in one file per group of authors
    /// (`ActitoCopyBug+RedTeams12-13.swift`, …); a case with none names no requirement, and
    /// `day-one` refuses the catalogue before anything runs.
    public var planted: PlantedBug {
        plantedByMaintainers
            ?? plantedByRedTeams1to3
            ?? plantedByRedTeams4to6
            ?? plantedByRedTeams7to9
            ?? plantedByRedTeams10to11
            ?? plantedByRedTeams12to13
            ?? plantedByRedTeam14
            ?? .unlisted(rawValue, catalogue: "\(Self.self)")
    }
}
