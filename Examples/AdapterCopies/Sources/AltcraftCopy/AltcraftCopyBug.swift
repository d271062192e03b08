public import PlantedBugs

/// The bugs that can be planted in the Altcraft copy: the catalogue of this copy. Each case is
/// one `if core.bugs.contains(.<case>)` branch in the copied vendor code, at the place a real
/// SDK would have the bug, and one entry in ``planted``. How to add one: the package README.
public enum AltcraftCopyBug: String, Sendable, Hashable, CaseIterable {
    /// In `AltcraftAdapter.applicationDidFinishLaunching`.
    case openFromLaunchOptions
    /// In `AltcraftWorkQueue.process` and, for push events, `AltcraftPushEvents.send`.
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
    /// `AltcraftTokens.clear` (and the clear check of `AltcraftTokens.startUpdate`).
    case tokenUpdateRetriedAfterClear
    /// `AltcraftAdapter.willPresent`.
    case foregroundPresentationLoggedAsOpen
    /// `AltcraftSubscription.enqueue`.
    case subscribeQueuedOnlyAfterFailure
    /// `AltcraftServiceExtension.attachment(for:)`.
    case attachmentCappedAtVideoLimit

    // Red team 2.
    /// In `AltcraftTokens.fetch` (the APNs source).
    case rt2ApnsTokenUppercased
    /// In `AltcraftRetryFlow.schedule`.
    case rt2RetryCounterNeverAdvances
    /// In `AltcraftCore.classify`.
    case rt2ClientErrorTakenForRetryEvent
    /// In `AltcraftAdapter.willPresent`.
    case rt2OpenTrackedOnForegroundPresentation
    /// In `AltcraftServiceExtension.didReceive` (`prefetchMedia`).
    case rt2MediaPrefetchedBeforeOwnershipCheck
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire`.
    case rt2ExpiryBypassesOnceGuard
    /// In `AltcraftServiceExtension.attachment(for:)`.
    case rt2UnknownImageSavedAsJpg
    /// In `AltcraftSubscription.enqueue`.
    case rt2SubscriptionReportedOnEnqueue
    /// In `AltcraftTokens.received(apnsToken:)`.
    case rt2PollTimerLeftRunningOnToken
    /// In `AltcraftTokens.startUpdate` (the clear check of a retry).
    case rt2UpdateRetriedAcrossClear
    /// In `AltcraftConfiguration.parsePriority`.
    case rt2UnknownProviderSkipped
    /// In `AltcraftTokens.resolve`.
    case rt2ManualTokenAfterProviders
    /// In `AltcraftCustomEvents.track`.
    case rt2EventArrayValuesAccepted
    /// In `AltcraftSubscription.enqueue` (`AltcraftCustomFields.flattened`).
    case rt2CustomFieldsFlattened
    /// In `AltcraftTapHandler.clickAction`.
    case rt2ButtonTapTrackedAsSecondOpen

    /// In `AltcraftTapHandler.clickAction`.
    case rt3DismissOpensClickURL
    /// In `AltcraftAdapter.willPresent`.
    case rt3AppPresentationMergedWithDefaults
    /// In `AltcraftTapHandler.handle`.
    case rt3TapCompletedEarlyAndLate
    /// In `AltcraftServiceExtension.attachment(for:)`.
    case rt3AttachmentTypeFromURLExtension
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire`.
    case rt3ExpiryDoesNothing
    /// In `AltcraftTokens.resolve`.
    case rt3ChosenTokenSavedAsServerToken
    /// In `AltcraftTokens.fetch`.
    case rt3ApnsTokenFromDataDescription
    /// In `AltcraftTokens.resolve`.
    case rt3ManualTokenShadowedByCache
    /// In `AltcraftSubscription.enqueue`.
    case rt3InvalidFieldsQueuedBeforeCheck
    /// In `AltcraftSubscription.send`.
    case rt3StatusReportedOnRefusal
    /// In `AltcraftRetryFlow.delay(forCounter:)`.
    case rt3BackoffInMilliseconds
    /// In `AltcraftAdapter.clearLocalData`.
    case rt3ClearForgetsPushEventQueue
    /// In `AltcraftAdapter.didReceiveRemoteNotification`.
    case rt3SilentPushCompletedTwice
    /// In `AltcraftAdapter.didReceiveRemoteNotification`.
    case rt3BackgroundWakeTrackedAsOpen
    /// In `AltcraftTapHandler.handle`.
    case rt3TapClearsNotificationCentre
    /// In `AltcraftCustomEvents.track`.
    case rt3NullEventValueAccepted
    /// In `AltcraftDeviceFields.fields`.
    case rt3DeviceNameSentAsModel
    /// In `AltcraftAdapter.performRetryOperations`.
    case rt3LaunchRetrySkipsMobileEvents

    // Red team 4.
    /// In `AltcraftTapHandler.clickAction`.
    case rt4ButtonTapAlsoOpensClickURL
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire`.
    case rt4ExpiryWaitsForCancelledDownload
    /// In `AltcraftServiceExtension.attachment(for:)`.
    case rt4ImageSizeUnchecked
    /// In `AltcraftTokens.received(apnsToken:)`.
    case rt4RotatedApnsTokenIgnored
    /// In `AltcraftRetryFlow.schedule` (the delay it computes).
    case rt4LinearBackoffFromZero
    /// In `AltcraftWorkQueue.countRetry` and, for push events, `AltcraftPushEvents.countRetry`.
    case rt4RetryCountKeyMisspelt
    /// In `AltcraftAdapter.clearLocalData`.
    case rt4ClearSkipsSubscriptionQueue
    /// In `AltcraftSubscription.enqueue`.
    case rt4CustomFieldCheckObjectsOnly
    /// In `AltcraftCustomEvents.send`.
    case rt4EventValuesStringified
    /// In `AltcraftPushEvents.create` (and `send`, which saves the event on a retryable answer).
    case rt4PushEventPersistedAfterFailure
    /// In `AltcraftWireFormat.encode`.
    case rt4CollapseIDUnchecked
    /// In `AltcraftSubscription.unsuspend(token:completion:)` (written after the catalogue was read).
    case rt4UnsuspendFailureCompletedTwice
    /// In `AltcraftAdapter.applicationDidFinishLaunching` (red team 5).
    case rt5BackgroundLaunchSkipsRetryOperations
    /// In `AltcraftAdapter.willPresent` (red team 5).
    case rt5PresentationDeadlineCompletesAgain
    /// In `AltcraftTokens.checked` (red team 5).
    case rt5UpdateSavedBeforeAnswer
    /// In `AltcraftDeviceFields.fields` (red team 5).
    case rt5TimeZoneSignInverted
    /// In `AltcraftAdapter.applicationDidBecomeActive` (red team 5).
    case rt5RetryOperationsEveryForeground
    /// In `AltcraftAdapter.willPresent` (red team 5).
    case rt5ForegroundPushOpensClickURL
    /// In `AltcraftAdapter.clearLocalData` (red team 5).
    case rt5EmptyClearNeverCompletes
    /// In `AltcraftSubscription.unsuspend` (red team 5).
    case rt5UnsuspendReportsSubscribedBlindly
    /// In `AltcraftSubscription.status` (red team 5).
    case rt5StatusRefusalNeverCompletes
    /// In `AltcraftTokens.forceRefresh` (red team 5).
    case rt5ForcedUpdateSendsDeletedToken
    /// In `AltcraftTokens.deleteToken` (red team 5).
    case rt5ProviderDeleteCompletedTwice
    /// In `AltcraftTokens.fetch` (red team 5).
    case rt5CachedProviderTokenBeforeAPNs
    // Red team 6 (RED-TEAM-6.md, written blind).
    /// In `AltcraftTokens.checked`.
    case rt6UpdateSkippedAgainstChosenToken
    /// In `AltcraftDeviceFields.fields` (applied where `AltcraftSubscription.send` builds the fields).
    case rt6OsVersionMajorOnly
    /// In `AltcraftSubscription.send(_:token:completion:)`.
    case rt6SubscriptionReportedAsSent
    /// In `AltcraftAdapter.clearLocalData`.
    case rt6ClearKeepsTokens
    /// In `AltcraftTokens.deleteToken` (the APNs branch).
    case rt6ApnsDeleteCompletedTwice
    /// In `AltcraftTokens.forceRefresh`.
    case rt6ForceRefreshWithoutTokenNeverCompletes
    /// In `AltcraftSubscription.unsuspend(token:completion:)`.
    case rt6UnsuspendFailureReportsSubscribed
    /// In `AltcraftWorkQueue.countRetry`.
    case rt6QueueRetriedOncePastLimit
    /// In `AltcraftServiceExtension.didReceive`.
    case rt6ExtensionSendsOpenEvent
    /// In `AltcraftServiceExtension.attachment(for:)`.
    case rt6AttachmentNamedByRemoteURL
    /// In `AltcraftServiceExtension.loadAttachment` (the media wait).
    case rt6MediaWaitPastBudget
    /// In `AltcraftWireFormat.encode`.
    case rt6CollapseIDCountedInCharacters
    // Red team 7 (RED-TEAM-7.md; the first five Altcraft and eight Actito written blind).
    /// In `AltcraftAdapter.applicationDidFinishLaunching` (red team 7).
    case rt7RegistrationSkippedOnceTokenSaved
    /// In `AltcraftAdapter.performRetryOperations` (red team 7).
    case rt7PushEventsResentOnlyWithToken
    /// In `AltcraftWorkQueue.process` (red team 7).
    case rt7QueueDequeuedBeforeSend
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire (and the media wait in loadAttachment)` (red team 7).
    case rt7ExpiryTrustsCancelledDownload
    /// In `AltcraftCustomEvents.track` (red team 7).
    case rt7EventValuesStringifiedNotRefused
    /// In `AltcraftTokens.fetch` (red team 7).
    case rt7ProviderTokenCachedPerProcess
    /// In `AltcraftSubscription.status` (red team 7).
    case rt7StatusProviderNotChecked
    /// In `AltcraftCustomEvents.track (and send)` (red team 7).
    case rt7EventPixelIdCheckedAtSend
    /// In `AltcraftAdapter.performRetryOperations` (red team 7).
    case rt7RetryCountsResetAtLaunch
    /// In `AltcraftRetryFlow.schedule` (red team 7).
    case rt7RetryDueTimePersisted
    /// In `AltcraftWireFormat.encode` (red team 7).
    case rt7MediaURLInsideAps
    /// In `AltcraftConfiguration.parse` (red team 7).
    case rt7EmptyResourceTokenTakenAsAbsent
    // Red team 8 (RED-TEAM-8.md; every one written blind).
    /// In `AltcraftTokens.poll` (red team 8).
    case rt8PollAttemptNeverCounted
    /// In `AltcraftAdapter.willPresent` (red team 8).
    case rt8AppDecidesOnlyOwnPresentation
    /// In `AltcraftSubscription.send` (red team 8).
    case rt8RequestedStatusOverAnswer
    /// In `AltcraftSubscription.enqueue` (red team 8).
    case rt8BooleanFieldsRefused
    /// In `AltcraftCustomEvents.track` (red team 8).
    case rt8EventCheckReadsAttributes
    /// In `AltcraftAdapter.clearLocalData` (red team 8).
    case rt8ClearNotCounted
    /// In `AltcraftAdapter.applicationDidBecomeActive` (red team 8).
    case rt8ForegroundEmptiesCentre
    /// In `AltcraftTapHandler.handle` (red team 8).
    case rt8AppTapsOnlyOwnPushes
    /// In `AltcraftTokens.checked` (red team 8).
    case rt8UnchangedTokenCheckNeverEnds
    /// In `AltcraftAdapter.willPresent` (red team 8).
    case rt8PresentationFallbackAtOnce
    /// In `AltcraftDeviceFields.fields` (applied where `AltcraftSubscription.send` builds the fields` (red team 8).
    case rt8OsVersionWithSystemName
    /// In `AltcraftDeviceFields.fields` (applied where `AltcraftSubscription.send` builds the fields` (red team 8).
    case rt8TimeZonePlusDropped
    // Red team 9 (RED-TEAM-9.md; every one written blind).
    /// In `AltcraftTokens.fetch` (the APNs source) (red team 9).
    case rt9ApnsTokenAsBase64
    /// In `AltcraftTokens.init` and `AltcraftTokens.received(apnsToken:)` (red team 9).
    case rt9ApnsTokenRestoredAtLaunch
    /// In `AltcraftTokens.setManualToken` (red team 9).
    case rt9ManualTokenNeverUnset
    /// In `AltcraftPushEvents.send` (the launch pass, `shouldRetry` false) (red team 9).
    case rt9LaunchResendDropsFailedEvent
    /// In `AltcraftRetryFlow.schedule` (red team 9).
    case rt9PendingRetryNotReplaced
    /// In `AltcraftCore.classify` (red team 9).
    case rt9SuccessReadFromEnvelope
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire` (red team 9).
    case rt9ExpiryDeliversEmptyContent
    /// In `AltcraftSubscription.send` (where the device fields are built) (red team 9).
    case rt9TimeZoneWithColon
    /// In `AltcraftTokens.sendUpdate` (red team 9).
    case rt9OldTokenOnlyOnProviderSwitch
    /// In `AltcraftServiceExtension.didReceive` (red team 9).
    case rt9ExtensionClearsOlderPushes
    /// In `AltcraftConfiguration.parse` (red team 9).
    case rt9MissingAPIURLDefaulted
    /// In `AltcraftAdapter.clearLocalData` (red team 9).
    case rt9EmptyClearNotReported
    /// In `AltcraftSubscription.send` (where the device fields are built` (red team 10).
    case rt10OsVersionModelSwapped
    /// In `AltcraftPushEvents.send` (red team 10).
    case rt10DeliveredEventRemovedByWrongKey
    /// In `AltcraftWorkQueue.append` (red team 10).
    case rt10QueuedDuringPassKeptInMemory
    /// In `AltcraftPushEvents.create` (red team 10).
    case rt10ExtensionDeliveryNotPersisted
    /// In `AltcraftSubscription.send` (red team 10).
    case rt10CustomFieldsSentAsStrings
    /// In `AltcraftCustomEvents.track` (red team 10).
    case rt10EventNumbersTruncated
    /// In `AltcraftAdapter.willPresent` (red team 10).
    case rt10AppPresentationCutToSDKOptions
    /// In `AltcraftAdapter.clearLocalData` (red team 10).
    case rt10ClearEmptiesNotificationCentre
    /// In `AltcraftServiceExtension.attachment` (red team 10).
    case rt10WebPByRIFFOnly
    /// In `AltcraftTokens.forceRefresh` (red team 10).
    case rt10ForceRefreshAPNsFallsThrough
    /// In `AltcraftSubscription.queue` (the permission gate` (red team 10).
    case rt10PermissionCodePerStatus
    /// In `AltcraftWireFormat.encode` (red team 10).
    case rt10SizeCheckedBeforeAps
    /// In `AltcraftCore.report` (red team 11).
    case rt11ButtonsErrorCodeMisnamed
    /// In `AltcraftSubscription.unsuspend` (red team 11).
    case rt11UnsuspendRefusalResent
    /// In `AltcraftTokens.poll` (red team 11).
    case rt11PollPauseShrinks
    /// In `AltcraftSubscription.enqueue` (red team 11).
    case rt11CustomFieldTextTrimmed
    /// In `AltcraftSubscription.send (the device fields)` (red team 11).
    case rt11ModelFamilyOnly
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire` (red team 11).
    case rt11ExpiryGraceSecond
    /// In `AltcraftWireFormat.encode` (red team 11).
    case rt11SilentPayloadUnmarked
    /// In `AltcraftSubscription.status and AltcraftTokens.whenTokenChosen` (red team 11).
    case rt11StatusWaitsForToken
    /// In `AltcraftSwitches.init` (red team 11).
    case rt11SwitchValueLenient
    /// In `AltcraftServiceExtension.didReceive` (red team 11).
    case rt11ForeignRequestRegistersCategory
    /// In `AltcraftTapHandler.handle (tapHandling: app)` (red team 11).
    case rt11AppResponseTextDropped
    /// In `AltcraftAdapter (facet getters)` (red team 11).
    case rt11FacetsHiddenWhenUnconfigured
    /// In `AltcraftButtons.actions` (red team 12).
    case rt12ButtonIdentifierOffByOne
    /// In `AltcraftAdapter.applicationDidFinishLaunching` (red team 12).
    case rt12LaunchResetsCategories
    /// In `AltcraftAdapter.clearLocalData` (red team 12).
    case rt12ClearWaitsForInFlight
    /// In `AltcraftCopyVendor.makeServiceExtension` (red team 12).
    case rt12ExtensionReused
    /// In `AltcraftWireFormat.decode` (red team 12).
    case rt12DecodeDropsClickURL
    /// In `AltcraftPushEvents.retry` (red team 12).
    case rt12PushEventRetryFromCreation
    /// In `AltcraftAdapter.performRetryOperations` (red team 12).
    case rt12LaunchCheckSkippedWithSavedToken
    /// In `AltcraftSubscription.status` (red team 12).
    case rt12StatusReadReportedAsChange
    /// In `AltcraftServiceExtension.serviceExtensionTimeWillExpire` (red team 12).
    case rt12ExpiryAttachesPendingMedia
    /// In `AltcraftSubscription.send` (red team 12).
    case rt12SubscribeDroppedWithoutToken
    /// In `AltcraftTokens.resolve` (red team 12).
    case rt12ProviderAskedBeforeAPNs
    /// In `AltcraftServiceExtension.sniffExtension` (red team 12).
    case rt12HeicSniffedAsImage
    /// In `AltcraftWorkQueue.process` (red team 13).
    case rt13LaunchPassRestartsOnRetryEvent
    /// In `AltcraftSubscription.send` (red team 13).
    case rt13SubscribeSuccessResetsBadge
    /// In `AltcraftServiceExtension.loadAttachment` (red team 13).
    case rt13MediaFailureCodeUnregistered
    /// In `AltcraftCustomEvents.track` (red team 13).
    case rt13MobileEventsBatchedUntilLaunch
    /// In `AltcraftTokens.startUpdate` (red team 13).
    case rt13UpdateIgnoresManualToken
    /// In `AltcraftWorkQueue.start` (red team 13).
    case rt13PermissionWaitNeverCounted
    /// In `AltcraftServiceExtension.attachment(for:)` (red team 13).
    case rt13UnknownBytesTypedByContentType
    /// In `AltcraftServiceExtension.didReceive` (red team 13).
    case rt13MediaWaitsForDeliveryEvent
    /// In `AltcraftAdapter.willPresent` (red team 13).
    case rt13AppRequestValuesStringified
    /// In `AltcraftSubscription.status` (red team 13).
    case rt13StatusNotFoundRetried
    /// In `AltcraftWireFormat.decode` (red team 13).
    case rt13DecodeButtonsDroppedWithoutLink
    /// In `AltcraftAdapter.clearLocalData` (red team 13).
    case rt13ClearSkipsTokenState
    /// In `AltcraftPushEvents.send` (red team 14).
    case rt14OpenCountedAtEachSend
    /// In `AltcraftWorkQueue.process` (red team 14).
    case rt14PassSnapshotOverwritesQueue
    /// In `AltcraftServiceExtension.loadAttachment` (red team 14).
    case rt14MediaTimeoutAttachesPartialFile
    /// In `AltcraftTapHandler.handle` (red team 14).
    case rt14AppResponsePrivateKeysStripped
    /// In `AltcraftAdapter.willPresent` (red team 14).
    case rt14EmptyAppAnswerTakenAsDefault
    /// In `AltcraftCore.classify` (red team 14).
    case rt14TransportTimeoutCodeSplit
    /// In `AltcraftCore.classify` (red team 14).
    case rt14RequestTimeoutStatusRetried
    /// In `AltcraftWireFormat.encode` (red team 14).
    case rt14PayloadSizeInCharacters
    /// In `AltcraftPushEvents.sendAll` (red team 14).
    case rt14LaunchResendsOpensOnly
    /// In `AltcraftTokens.startUpdate` (red team 14).
    case rt14UpdateSavesCurrentToken
    /// In `AltcraftAdapter.didReceiveRemoteNotification` (red team 14).
    case rt14DataPushShownLocally
    /// In `AltcraftAdapter.clearLocalData` (red team 14).
    case rt14OverlappingClearDropsCompletion
    /// The catalogue entry: what the bug does, the requirement the suite must name, its source
    /// and its author. The entries live in one file per group of authors
    /// (`AltcraftCopyBug+RedTeams12-13.swift`, …); a case with none names no requirement, and
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
