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
                author: .own)
        case .clientErrorKeptInQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A persisted event or subscription is deleted only after a 2xx: one the server refused (4xx) stays queued and the next pass (the next launch's retry operations) sends it again.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; Iterable/iterable-swift-sdk@25cd00e:swift-sdk/Internal/IterableAPICallTaskProcessor.swift:38-69 (a queued 4xx is dropped, not kept)",
                author: .own)
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
                    "Known deviation (copies synced with the vendors of c43b045): the built-in Altcraft now keeps every altcraft.retry.* key through clear(), writing 0 to three of them as clearCache does, and lists each kept key as the RST-001 mechanism kept-store-key:<key>; the bug leaves the same keys with their old values, so its 7 changed transcripts (lifecycle.clear-data-cancels-queued-work and 6 more) are excused by that deviation. Caught before the sync, when the copy's clear() removed every key."
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
        case .rt4ButtonTapAlsoOpensClickURL:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A button tap falls through to the default action: the button's link is opened, then _click-url as well.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"An SDK MUST open a link … only in answer to the user tapping a notification or one of its buttons, and at most one link per such tap\"; https://github.com/customerio/customerio-ios/issues/979 (open URL called twice after a push click)",
                author: .redTeam4)
        case .rt4ExpiryWaitsForCancelledDownload:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Expiry cancels the media download and leaves the delivery to the cancelled download's callback, which never comes: nothing is delivered when the budget ends during a download.",
                requirement: "NSE-005",
                source:
                    "NSE-005: \"When serviceExtensionTimeWillExpire is called before the content handler, the extension MUST deliver the best content prepared so far at once.\"; https://github.com/Dimillian/IceCubesApp/issues/2447",
                author: .redTeam4)
        case .rt4ImageSizeUnchecked:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The attachment size check is dropped (\"the system refuses big files anyway\"): an image over 10 MB is attached.",
                requirement: "MED-001",
                source:
                    "MED-001: \"A service extension MUST NOT attach a file over the system's limit for its kind: image 10 MB …\"; https://github.com/customerio/customerio-ios/issues/61 (no image size cap in rich push)",
                author: .redTeam4)
        case .rt4RotatedApnsTokenIgnored:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Once an APNs token is known, a new one is ignored (apnsToken = apnsToken ?? token, \"the token is stable\"): a rotated device token is never registered and the old one keeps being sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1745; https://github.com/firebase/firebase-ios-sdk/issues/13267",
                author: .redTeam4)
        case .rt4LinearBackoffFromZero:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The back-off is written initialDelay × counter instead of 5.5^counter: counter 0 waits nothing and counter 1 only 5.5 s, so the first retries go out almost at once.",
                requirement: "NET-003",
                source:
                    "NET-003: \"An SDK MUST back off when it retries: one failed request MUST NOT be sent more than 6 times within any 60 seconds\"; https://github.com/OneSignal/OneSignal-Android-SDK/pull/2017 (retries without delay); braze-inc/braze-swift-sdk@f866739:CHANGELOG.md (5.11.1: a retry delay shorter than intended)",
                author: .redTeam4,
                knownMiss:
                    "Below the rule's threshold (day one, red team 4): with delays of 5.5 × counter the sends of one request in any 60 s are at most 6 (a chain started after a launch set the counter to 0 sends at 0, 0, 5.5, 16.5, 33 and 55 s; one starting at counter 1 sends fewer), so NET-003's 6-a-minute bound holds; 21 transcripts changed, none over the bound."
            )
        case .rt4RetryCountKeyMisspelt:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The persisted entity's retry count is read from a misspelt key (retrycount), so it is always 0: a request that keeps failing is never dropped and every pass sends it again.",
                requirement: "NET-004",
                source:
                    "NET-004: \"An SDK MUST give up retrying a request that keeps failing: one request MUST NOT be sent more than 16 times in one chain of retries, nor retried more than 24 hours after its first send.\"; https://github.com/Countly/countly-sdk-web/issues/2 (failed query loops forever)",
                author: .redTeam4)
        case .rt4ClearSkipsSubscriptionQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() forgets the subscription queue: its scheduled retry and pending pass survive the reset and run afterwards.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store\"; https://github.com/segmentio/analytics-ios/issues/681; https://github.com/toggl/mobile/pull/1415 (clean the update queue after logout)",
                author: .redTeam4
            )
        case .rt4CustomFieldCheckObjectsOnly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The customFields check refuses only objects, so arrays and null pass, are stored and sent.",
                requirement: "SUB-002",
                source:
                    "SUB-002: \"a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md (custom attribute arrays)",
                author: .redTeam4
            )
        case .rt4EventValuesStringified:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The multipart body \"wants strings\": every mobile-event payload value is sent as text (3 as \"3\", true as \"true\").",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"… and MUST send every value it accepts unchanged.\"; https://github.com/segmentio/analytics-ios/issues/681 (class: event properties changed on the way)",
                author: .redTeam4)
        case .rt4PushEventPersistedAfterFailure:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push event is written to the store only after its first send failed (\"no disk write on the happy path\"): one in flight when the app is terminated is lost.",
                requirement: "ADP-001",
                source:
                    "ADP-001: \"Work an adapter has queued and not finished (a request waiting for its retry, an event not yet sent) MUST be kept in the host's KeyValueStore and carried out after the app is terminated and relaunched.\"; customerio/customerio-ios@8b9ee36 (pending delivery metric written first, removed on success); https://github.com/Iterable/iterable-swift-sdk/issues/1008",
                author: .redTeam4
            )
        case .rt4CollapseIDUnchecked:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The wire format no longer checks the collapse id (\"the header is the server's business\"): one over 64 bytes is encoded.",
                requirement: "PAY-005",
                source:
                    "PAY-005: \"A wire format MUST refuse a collapse id longer than 64 bytes with payload.collapse-id-too-long.\"; https://github.com/sideshow/apns2/pull/185 (APNs limits validated client-side)",
                author: .redTeam4)
        case .rt4UnsuspendFailureCompletedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A failed unsuspend hands its error to the completion through fail(…) and, a return missing, the result to the completion again.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148 (a completion called twice); https://github.com/customerio/customerio-ios/issues/1038",
                author: .redTeam4)
        case .rt5BackgroundLaunchSkipsRetryOperations:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A launch in the background (a push or a button woke the terminated app) never marks the retry operations pending, so that process's first foreground resends nothing the previous process persisted.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"A request a facet call without completion … started and that had not succeeded or been refused when the app was terminated … MUST be sent again once the relaunched app has been in the foreground.\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/145 (pending requests ignored when relaunched from terminated)",
                author: .redTeam5
            )
        case .rt5PresentationDeadlineCompletesAgain:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, a 3 s safety deadline completes willPresent with the default options; it is never cancelled nor guarded, so the app's answer and the deadline both complete.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/customerio/customerio-ios/pull/1040 (a workaround calling the willPresent completion a second time)",
                author: .redTeam5)
        case .rt5UpdateSavedBeforeAnswer:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A changed token is marked as known to the server before push/update is answered (so the update also names it as old_token); when the update fails, the next launch sees saved == current and never sends it again.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/divinevideo/divine-mobile/issues/8036 (a failed token registration never retried)",
                author: .redTeam5)
        case .rt5TimeZoneSignInverted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_os_tz is written with its sign inverted (minutes west of UTC, the getTimezoneOffset convention): +0530 is sent as -0530.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value\"; https://github.com/espruino/BangleApps/pull/440 (getTimezoneOffset() must be inverted)",
                author: .redTeam5)
        case .rt5RetryOperationsEveryForeground:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The retry operations run on every return to the foreground, not only the first: persisted push events and subscriptions still in flight are sent again.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure … whatever sends it again (a timer, a queue, a relaunch)\"; https://github.com/amplitude/Amplitude-iOS/pull/494 (a foreground hook also firing at launch doubles the work)",
                author: .redTeam5,
                knownMiss:
                    "The resends on every foreground are of requests that failed retryably or were still in flight, so the run failed on NET-004 (push-delegate.stored-event-while-backend-down-many-foregrounds: 20 sends in one chain) and stale RST-001/TOK-005 deviations; NET-001 judges re-sends after a non-retryable error or after a 2xx answer (issue 30), and no changed scenario had such a request pending at a foreground."
            )
        case .rt5ForegroundPushOpensClickURL:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push arriving while the app is in the foreground opens its _click-url at once, since the user is already in the app.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"An SDK MUST open a link … only in answer to the user tapping a notification or one of its buttons … receiving a push, presenting it in the foreground … never opens one\"; https://github.com/urbanairship/ios-library/issues/146 (auto deep link without a click in the foreground)",
                author: .redTeam5)
        case .rt5EmptyClearNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A reset with nothing stored under altcraft.* returns early without calling its completion.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion … exactly once, including … for facet calls that could not be sent\"; RST-001; https://github.com/customerio/customerio-ios/pull/601 (handlers that forget to call the completion)",
                author: .redTeam5)
        case .rt5UnsuspendReportsSubscribedBlindly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Any 2xx of push/unsuspend is reported to the push delegate as subscriptionChanged(subscribed), also when the answer names no status.",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"An SDK MUST report a subscription status change to its push delegate only while handling the server's 2xx answer confirming it\"; https://github.com/xmtplabs/convos-ios/pull/1244 (a subscription shown that the backend never confirmed)",
                author: .redTeam5
            )
        case .rt5StatusRefusalNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A status query for an unknown provider reports 473 and returns without calling its completion.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion … exactly once, including … for facet calls that could not be sent\"; https://github.com/customerio/customerio-ios/pull/601 (a completion forgotten on one path)",
                author: .redTeam5)
        case .rt5ForcedUpdateSendsDeletedToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A forced refresh deletes the provider's token, then sends push/update with the token resolved before the delete, so the server gets the deleted token as new_token.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"… MUST NOT send the old token again except beside the new one, naming what it replaces\"; https://github.com/capacitor-community/fcm/pull/165 (a cached token not reset when deleted)",
                author: .redTeam5
            )
        case .rt5ProviderDeleteCompletedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Deleting a provider token is treated as fire-and-forget: the completion runs at once and again when the provider finishes.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion … exactly once\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148 (a completion called twice)",
                author: .redTeam5)
        case .rt5CachedProviderTokenBeforeAPNs:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An FCM/HMS token is remembered in the store, and a query made before APNs issued the device token (a cold start) answers the remembered one.",
                requirement: "TOK-003",
                source:
                    "TOK-003: \"An SDK MUST NOT obtain or use an FCM or HMS token before APNs issued the device token\"; https://github.com/firebase/firebase-ios-sdk/issues/10742 (an FCM token fetched before any APNs token exists)",
                author: .redTeam5
            )
        case .rt6UpdateSkippedAgainstChosenToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The token check compares the resolved token with the token chosen last (which resolve has just set to it) instead of the one the server knows, so push/update is never sent: a rotated APNs token is never registered.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1745 (the push subscription never re-created on the server)",
                author: .redTeam6)
        case .rt6OsVersionMajorOnly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_os_ver is sent as the major version only (17 for 17.4), the granularity the marketing segments filter on.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value\"; https://github.com/Supinic/supibot-package-manager/pull/59 (a device fact sent in another unit than the receiver expects)",
                author: .redTeam6)
        case .rt6SubscriptionReportedAsSent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "push/subscribe reports the requested status to the push delegate as the request goes out (an optimistic update), not when the 2xx answer confirms it.",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"MUST report a subscription status change … only while handling the server's 2xx answer confirming it: never before the server answered\"; https://github.com/ringcentral/ringcentral-python/issues/98 (subscription changes reported before the server confirmed)",
                author: .redTeam6)
        case .rt6ClearKeepsTokens:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() removes only the altcraft.queue.* and altcraft.retry.* keys (\"clear the caches\"): the saved and manual tokens outlive the reset.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST … remove every value the SDK wrote to the host's store\"; https://github.com/mixpanel/mixpanel-iphone/issues/240 (a reset expected to clear push registrations from persistent storage)",
                author: .redTeam6)
        case .rt6ApnsDeleteCompletedTwice:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Deleting the APNs token reports 406 and schedules the completion, but a missing return falls through to the no-provider branch, which completes again.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/customerio/customerio-ios/issues/1038 (a completion called twice, a crash)",
                author: .redTeam6)
        case .rt6ForceRefreshWithoutTokenNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A forced token refresh with no token available reports 502 and returns without calling its completion.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion … exactly once, including … for facet calls that could not be sent\"; https://github.com/OneSignal/OneSignal-iOS-SDK/issues/148 (a completion not called exactly once)",
                author: .redTeam6)
        case .rt6UnsuspendFailureReportsSubscribed:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push/unsuspend that fails (refused or unanswered) still tells the push delegate subscriptionChanged(subscribed): \"unsuspend means subscribed\".",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"… never after a refusal or a failure\"; https://github.com/OneSignal/OneSignal-Flutter-SDK/issues/1043 (the opted-in state not following the server)",
                author: .redTeam6)
        case .rt6QueueRetriedOncePastLimit:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The persisted queue drops an entity when its retry count is > 15 instead of >= 15, so a request that keeps failing is sent once more than the limit.",
                requirement: "NET-004",
                source:
                    "NET-004: \"one request MUST NOT be sent more than 16 times in one chain of retries\"; https://github.com/amplitude/Amplitude-Node/pull/120 (a last-retry test off by one, events retried more than necessary)",
                author: .redTeam6)
        case .rt6ExtensionSendsOpenEvent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A copy-paste from the tap handler makes the service extension send an open push event for every push it handles, instead of a delivery event.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"An SDK MUST count a push as opened … only after the user tapped that push's notification; … a delivery … is never an open\"; https://github.com/Iterable/iterable-swift-sdk/pull/866 (a launch without a tap counted as an open)",
                author: .redTeam6)
        case .rt6AttachmentNamedByRemoteURL:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The attachment's file is named by the URL the media came from instead of the local attachment-<id>.<ext> file the extension wrote.",
                requirement: "MED-003",
                source:
                    "MED-003: \"A service extension MUST attach a local file it wrote, never the remote URL the media came from\"; https://github.com/celestiamobile/MobileCelestia/pull/68 (an extension attaching what the payload URL names without checks)",
                author: .redTeam6)
        case .rt6MediaWaitPastBudget:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The media wait is raised from 25 s to 35 s for slow CDNs, so a slow download is cut by the system's expiry instead of by the extension.",
                requirement: "NSE-003",
                source:
                    "NSE-003: \"A service extension SHOULD bound its own work (media downloads, requests) and deliver before the system has to call serviceExtensionTimeWillExpire\"; https://github.com/nextcloud/talk-ios/issues/1223 (an extension running out of its budget)",
                author: .redTeam6,
                knownMiss:
                    "NSE-003 is a SHOULD: the download cut by the system's expiry instead of the extension's own 25 s bound is a warning, which does not fail the run, so day one counts it missed (4 transcripts changed, notification-service.media-hang-past-budget and 3 more). No source makes it a MUST: Apple documents serviceExtensionTimeWillExpire as the extension's last chance to deliver, the original content shown if it does not (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/servicextensiontimewillexpire()); delivering at expiry is NSE-005's MUST, which this bug keeps."
            )
        case .rt6CollapseIDCountedInCharacters:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The wire format checks the collapse id against 64 characters, not 64 UTF-8 bytes, so a non-ASCII id over 64 bytes is encoded.",
                requirement: "PAY-005",
                source:
                    "PAY-005: \"A wire format MUST refuse a collapse id longer than 64 bytes with payload.collapse-id-too-long\"; https://github.com/sideshow/apns2/pull/185 (APNs header and key limits validated client-side)",
                author: .redTeam6)
        case .rt7RegistrationSkippedOnceTokenSaved:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Once a token is saved the launch no longer registers for remote notifications (\"skip the round trip\"), so a device token that changed while the app was not running is never handed to the SDK nor registered.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"An SDK that registers for remote notifications MUST register again in every later launch of the app, since the system hands a changed device token only to a registration\"; https://github.com/jlaws/JLPermissions/pull/24 (a cached device token stopped the registration at every launch)",
                author: .redTeam7)
        case .rt7PushEventsResentOnlyWithToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch pass resends the stored push events only when a token is already resolved; at a relaunch the token is resolved later, so stored open and delivery events are never resent.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … that had not succeeded or been refused when the app was terminated … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/145 (open events queued before initialisation dropped after a relaunch)",
                author: .redTeam7)
        case .rt7QueueDequeuedBeforeSend:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A queued subscription or mobile event is removed from the store before it is sent and stored again only when the answer is retryable, so one in flight when the app is terminated is lost.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"A request a facet call without completion … started and that had not succeeded or been refused when the app was terminated (in flight, or waiting for its retry) MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/keenlabs/KeenClient-iOS/issues/17 (events must be staged as in flight, since iOS can kill the upload)",
                author: .redTeam7)
        case .rt7ExpiryTrustsCancelledDownload:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The media wait is raised to 35 s and expiry only cancels the download, trusting its cancellation error to deliver; that callback never comes, so nothing is delivered at expiry.",
                requirement: "NSE-005",
                source:
                    "NSE-005: \"When serviceExtensionTimeWillExpire is called before the content handler, the extension MUST deliver the best content prepared so far at once\"; https://github.com/Dimillian/IceCubesApp/issues/2447 (an extension that does not deliver at expiry shows the placeholder)",
                author: .redTeam7)
        case .rt7EventValuesStringifiedNotRefused:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A non-scalar mobile-event payload value is converted to its JSON text and the event is stored and sent, instead of being refused with 475.",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so, and MUST send every value it accepts unchanged\"; https://github.com/launchdarkly/node-server-sdk/pull/148 (attribute values silently converted to strings)",
                author: .redTeam7)
        case .rt7ProviderTokenCachedPerProcess:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An installed provider's token is polled once per process and then answered from memory, so after the app deletes it the deleted token is still chosen and sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"… a token the app had deleted is an old token, whether or not a new one was issued yet\"; https://github.com/customerio/customerio-android/pull/781 (a token delete that left the registration cache in place)",
                author: .redTeam7)
        case .rt7StatusProviderNotChecked:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A status query for a provider name the SDK does not support is sent to the server as it is instead of being refused with 473.",
                requirement: "TOK-004",
                source:
                    "TOK-004: \"A provider name the vendor does not support MUST be reported as configuration.invalid-provider\"; https://github.com/decidim/decidim/pull/16714 (push providers accepted without validation)",
                author: .redTeam7)
        case .rt7EventPixelIdCheckedAtSend:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A mobile event without its pixel id (attributes.sid) is stored and refused only when it is sent, instead of before anything is stored.",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"A custom-event facet MUST refuse invalid values with event.invalid-field before anything is stored or sent\"; https://github.com/newrelic/docs-website/pull/12037 (custom-event attributes rejected only later, in the log)",
                author: .redTeam7
            )
        case .rt7RetryCountsResetAtLaunch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch pass sets every stored entity's retry count back to 0 (\"a fresh start per launch\"), so a request that keeps failing is never dropped across launches.",
                requirement: "NET-004",
                source:
                    "NET-004: \"An SDK MUST give up retrying a request that keeps failing: one request MUST NOT be sent more than 16 times in one chain of retries, nor retried more than 24 hours after its first send\"; https://github.com/librato/librato-metrics/pull/20 (retries reset during the retry: an infinite loop)",
                author: .redTeam7)
        case .rt7RetryDueTimePersisted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A retry's due time is kept in the store so a relaunch keeps the schedule; a due time that passed while the app was not running is scheduled with a negative delay.",
                requirement: "TIME-001",
                source:
                    "TIME-001: \"An adapter MUST NOT schedule work with a negative delay or reschedule work forever at one instant\"; https://github.com/mholzi/beatify/pull/367 (a deadline already passed gave a negative timer delay)",
                author: .redTeam7
            )
        case .rt7MediaURLInsideAps:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The wire format writes the media URL inside aps, next to mutable-content, instead of as the top-level _media key.",
                requirement: "R2",
                source:
                    "R2: \"Vendor data, the ownership marker included, MUST live in top-level keys outside aps\"; https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (aps is Apple's; custom keys go beside it)",
                author: .redTeam7
            )
        case .rt7EmptyResourceTokenTakenAsAbsent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An empty resourceToken is taken for a token left out (\"not set\") instead of being refused with 472 at launch.",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error\"; https://github.com/PostHog/posthog-android/pull/503 (setup went on with an API key that was empty)",
                author: .redTeam7
            )
        case .rt8PollAttemptNeverCounted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A provider poll resumes with the same attempt number (attempt instead of attempt + 1), so a provider without a token is polled every second for ever and the query waiting on it never completes.",
                requirement: "EXP-002",
                source:
                    "EXP-002: \"An adapter MUST keep its scheduled work bounded: a generated sequence never runs more than Exploration.workBudget pieces of scheduled work (retries back off, timers stop).\"; https://github.com/firebase/firebase-ios-sdk/issues/14246 (no FCM token until APNs answers, the state a poll waits in)",
                author: .redTeam8
            )
        case .rt8AppDecidesOnlyOwnPresentation:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, the app is asked only about Altcraft's own pushes; another sender's push in the foreground gets Altcraft's [banner, badge, sound] without the app's answer.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"the app's answer (presentation options, fetch result) MUST be passed to the system unchanged; an SDK MUST NOT swallow another SDK's banner or tap\"; https://github.com/customerio/customerio-ios/pull/584 (foreground pushes of other senders not forwarded to the app's handlers)",
                author: .redTeam8
            )
        case .rt8RequestedStatusOverAnswer:
            return PlantedBug(
                id: rawValue,
                summary:
                    "On a 2xx, the status the request asked for is reported before the status the answer names (the two operands of ?? swapped), so a subscribe the server answers with another status reports the requested one.",
                requirement: "SUB-003",
                source:
                    "SUB-003: \"and only the status that answer confirms (the status the answer names, or, when it names none, the status the request it answers asked for)\"; https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1451 (client state taken from what the client did, not from the server)",
                author: .redTeam8
            )
        case .rt8BooleanFieldsRefused:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The customFields check takes Booleans for non-scalar values (the NSNumber-as-Bool confusion), so a subscription with a Boolean field is refused with 475 and nothing is sent.",
                requirement: "SUB-002",
                source:
                    "SUB-002: \"a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so, and MUST send every value it accepts unchanged\"; https://github.com/optimizely/swift-sdk/pull/87 (NSNumber(Bool) mistaken for a number)",
                author: .redTeam8
            )
        case .rt8EventCheckReadsAttributes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The mobile event's scalar check runs over its attributes instead of its payload, so a payload with an object or null is stored and sent (and an object attribute such as profileFields is refused).",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"A custom-event facet MUST refuse invalid values with event.invalid-field before anything is stored or sent\"; https://github.com/mParticle/mparticle-apple-sdk/pull/869 (attribute values checked in the wrong projection)",
                author: .redTeam8
            )
        case .rt8ClearNotCounted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() does not count the reset (noteClear left out), so a token update or subscribe pass in flight carries on after it with the kept configuration, and its retries keep sending.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store, report data.cleared and complete exactly once\"; https://github.com/OneSignal/OneSignal-DotNet-SDK/issues/133 (a clear call that leaves work behind)",
                author: .redTeam8
            )
        case .rt8ForegroundEmptiesCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every return to the foreground removes every delivered notification (\"old pushes are stale once the app is open\"), the app's and other SDKs' included.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre (one by one or all at once, also as a side effect such as clearing the badge) unless the app asked for it\"; https://github.com/OneSignal/OneSignal-Cordova-SDK/issues/118, https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1451",
                author: .redTeam8
            )
        case .rt8AppTapsOnlyOwnPushes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With tapHandling: app, only taps on Altcraft's own pushes go to the app; a tap on another sender's notification runs Altcraft's open event and click action and never reaches the app.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived, and so MUST every response the user gives to it\"; https://github.com/customerio/customerio-ios/pull/584",
                author: .redTeam8
            )
        case .rt8UnchangedTokenCheckNeverEnds:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A token check whose token the server already knows returns without calling its completion, so a forced refresh that gets the same token back never completes.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/havesource/cordova-plugin-push/issues/252 (a completion not called in one branch)",
                author: .redTeam8
            )
        case .rt8PresentationFallbackAtOnce:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, a deadline for the app's answer is scheduled with no delay and completes with the default options, so an app that answers after a hop loses its answer.",
                requirement: "DEL-009",
                source:
                    "DEL-009: \"MUST call the willPresent completion with the app's answer unchanged, for its own pushes too: it MUST NOT add an option the app did not give (an app answering [] sees nothing shown) nor drop one it gave\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/665 (a proxy that consumes the completion before the host answers)",
                author: .redTeam8
            )
        case .rt8OsVersionWithSystemName:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_os_ver is sent with the system name in front (\"iOS 17.4\", systemName + systemVersion) instead of the version alone.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value, in the unit and spelling its backend declares\"; https://developer.apple.com/documentation/uikit/uidevice/systemversion",
                author: .redTeam8
            )
        case .rt8TimeZonePlusDropped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_os_tz is sent without its plus sign (\"a + turns into a space in form bodies\"): +0530 goes out as 0530.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact … in the unit and spelling its backend declares\"; https://github.com/binwiederhier/ntfy/issues/306 (a value changed by the encoding of the body it travels in)",
                author: .redTeam8
            )
        case .rt9ApnsTokenAsBase64:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The APNs token is handed out as base64 (deviceToken.base64EncodedString(), \"shorter, and the backend decodes it\") instead of lower-case hex, so subscriptions and token updates name a string APNs does not know.",
                requirement: "TOK-001",
                source:
                    "TOK-001: \"An APNs device token MUST leave the device only as the lower-case hex of all its bytes, whatever its length: never upper-case, with separators, base64, …\"; https://github.com/parse-community/node-apn/issues/145 (an iOS app sending deviceToken.base64EncodedString())",
                author: .redTeam9
            )
        case .rt9ApnsTokenRestoredAtLaunch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every APNs token is kept in the store and restored when the SDK starts (\"so a cold start has a token before APNs answers\"): a cold start polls FCM/HMS with last launch's APNs token, and the APNs source answers the old token, before this process got its own.",
                requirement: "TOK-003",
                source:
                    "TOK-003: \"An SDK MUST NOT obtain or use an FCM or HMS token before APNs issued the device token in the same app process\"; https://github.com/wireapp/wire-ios/pull/5121 (don't cache APNs push tokens, as Apple says)",
                author: .redTeam9
            )
        case .rt9ManualTokenNeverUnset:
            return PlantedBug(
                id: rawValue,
                summary:
                    "setManualToken(nil) is taken for \"nothing to change\", so a token the app set by hand and then removed keeps winning over every provider and keeps being sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"… a token the app had deleted is an old token, whether or not a new one was issued yet\"; https://github.com/mixpanel/mixpanel-iphone/pull/419 (an SDK without a way to unset a push token)",
                author: .redTeam9
            )
        case .rt9LaunchResendDropsFailedEvent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch pass resends each stored open/delivery event once and deletes it whatever the outcome (\"its last chance\"): an event whose resend gets no answer is lost, and the next relaunch has nothing to resend.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … that had not succeeded or been refused when the app was terminated … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/exceptionless/Exceptionless.Net/issues/53 (queued events deleted after a fixed number of attempts)",
                author: .redTeam9
            )
        case .rt9PendingRetryNotReplaced:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A retry flow no longer cancels its pending retry when it schedules a new one: a pass that fails while the previous pass's retry waits leaves both to fire, and each failing pass adds one more chain.",
                requirement: "NET-003",
                source:
                    "NET-003: \"one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; https://github.com/hookdeck/outpost/issues/64 (a scheduler that schedules duplicate retries)",
                author: .redTeam9
            )
        case .rt9SuccessReadFromEnvelope:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Success is read from the answer's envelope (error: 0) instead of the status: a 2xx without a numeric error of 0 (an empty 200, a 204) is taken for a RetryEvent and retried.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status), never after a 2xx answer\"; https://github.com/strelov1/freehire/pull/2638 (retry a 2xx whose body is empty, like a 5xx)",
                author: .redTeam9
            )
        case .rt9ExpiryDeliversEmptyContent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Expiry during the media download cancels it and hands the system fresh empty content (\"nothing was finished\") instead of the best attempt: the user sees a blank notification.",
                requirement: "NSE-005",
                source:
                    "NSE-005: \"When serviceExtensionTimeWillExpire is called before the content handler, the extension MUST deliver the best content prepared so far at once\"; https://github.com/manaflow-ai/cmux/pull/12384 (review: expiry delivers UNNotificationContent(), a blank notification)",
                author: .redTeam9
            )
        case .rt9TimeZoneWithColon:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_os_tz is formatted the ISO 8601 extended way (DateFormatter ZZZZZ): +0530 goes out as +05:30.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact … as the device's own value, in the unit and spelling its backend declares\"; https://github.com/yiisoft/yii/issues/1635 (ZZZZZ is +06:00, Z is +0600)",
                author: .redTeam9
            )
        case .rt9OldTokenOnlyOnProviderSwitch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "push/update names the old token (old_token, old_provider, subscription_id) only when the provider changed: an APNs rotation is sent with old_token null, so the server never learns which subscription the new token replaces.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"the SDK MUST register the new token wherever it had sent the old one, and MUST NOT send the old token again except beside the new one, naming what it replaces\"; https://github.com/hotwax/bopis/pull/875 (a rotated token posted without replacing the stored one)",
                author: .redTeam9
            )
        case .rt9ExtensionClearsOlderPushes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "To keep one Altcraft push on screen, the service extension removes every delivered Altcraft notification before it shows the new one, ones the user has not answered included.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre … unless the app asked for it\"; https://github.com/MicrosoftDocs/xamarin-docs/issues/3087 (an extension clearing earlier delivered notifications)",
                author: .redTeam9
            )
        case .rt9MissingAPIURLDefaulted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A missing or empty apiURL falls back to a built-in host instead of being refused with 471: the SDK starts, sends to a server the app never chose, and reports no configuration error.",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error\"; https://github.com/mozilla-services/heka/issues/124 (bad settings silently replaced by defaults)",
                author: .redTeam9
            )
        case .rt9EmptyClearNotReported:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() reports data.cleared only when it found altcraft.* keys to remove (\"nothing happened otherwise\"): a reset on a fresh install completes without the event.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store, report data.cleared and complete exactly once\"; https://github.com/lambiengcode/flutter-ios-communication-notifications-plugin/pull/6 (a removal whose outcome depends on whether anything existed)",
                author: .redTeam9
            )
        case .rt10OsVersionModelSwapped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A copy-paste slip in the device fields puts the model in _os_ver and the OS version in _device_model.",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value, in the unit and spelling its backend declares\"; https://github.com/segmentio/analytics-react-native/issues/720 (wrong device version reported), https://github.com/rudderlabs/rudder-sdk-ios/pull/419 (in-correct values for device models)",
                author: .redTeam10
            )
        case .rt10DeliveredEventRemovedByWrongKey:
            return PlantedBug(
                id: rawValue,
                summary:
                    "After a 2xx the push event is removed by its smid, a key its request id never equals, so nothing is removed: the delivered open or delivery stays stored and every later launch posts it again.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event, and tell its push delegate at most once, for one tap on one notification, however many entry points (didReceive, launch options, a forwarding peer, a replay) deliver that tap\"; https://github.com/PostHog/posthog-ios/pull/828 (capture each push open once), https://github.com/OneSignal/react-native-onesignal/issues/505 (opened event twice)",
                author: .redTeam10
            )
        case .rt10QueuedDuringPassKeptInMemory:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A subscription or mobile event queued while a pass is running is kept in memory (\"don't rewrite the store while a pass iterates it\") and written only when the pass ends: if the app is terminated meanwhile, it is lost.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"A request a facet call without completion (subscribe, unsubscribe, suspend, a custom event) started and that had not succeeded or been refused when the app was terminated … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/openfoodfacts/smooth-app/issues/7689 (events held only in memory lost when the app is killed), https://github.com/segmentio/analytics-react-native/issues/833",
                author: .redTeam10
            )
        case .rt10ExtensionDeliveryNotPersisted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension's delivery event is sent without being persisted (\"no time for a disk write in the extension\"): a delivery that fails is never sent again, while a failed open is.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … (… an open, delivery or reply event) that had not succeeded or been refused when the app was terminated (in flight, or failed and waiting for its retry) MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/customerio/customerio-flutter/issues/71 (Delivered metrics not coming through on iOS)",
                author: .redTeam10
            )
        case .rt10CustomFieldsSentAsStrings:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Subscription custom fields go through a [String: String] (\"Core Data stores strings\"): numbers and Booleans are sent as text (42 as \"42\", true as \"true\").",
                requirement: "SUB-002",
                source:
                    "SUB-002: \"… a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so, and MUST send every value it accepts unchanged\"; https://github.com/Appboy/appboy-segment-ios/issues/1 (integer attribute types mishandled), https://github.com/optimizely/swift-sdk/pull/87 (NSNumber(false) converted to Int)",
                author: .redTeam10
            )
        case .rt10EventNumbersTruncated:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Mobile-event payload numbers are normalised like the time field (Int64): a fractional value such as 4.95 is sent as 4.",
                requirement: "EVT-001",
                source:
                    "EVT-001: \"… a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so, and MUST send every value it accepts unchanged\"; https://github.com/DevCycleHQ/ios-client-sdk/pull/125 (event value Int instead of Double)",
                author: .redTeam10
            )
        case .rt10AppPresentationCutToSDKOptions:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, the app's answer is intersected with the SDK's own options (\"pass only what the SDK supports\"): .list and .alert the app gave are dropped.",
                requirement: "DEL-009",
                source:
                    "DEL-009: \"An adapter that hands the foreground presentation decision to the app (DEL-002) MUST call the willPresent completion with the app's answer unchanged … nor drop one it gave\"; https://github.com/Unity-Technologies/com.unity.mobile.notifications/issues/45 (presentation options rewritten by the plugin), https://github.com/invertase/notifee/issues/489",
                author: .redTeam10
            )
        case .rt10ClearEmptiesNotificationCentre:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A data reset (\"log-out\") also empties the notification centre: every delivered notification, the app's and other SDKs' included, is removed.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre (one by one or all at once, also as a side effect such as clearing the badge) unless the app asked for it\"; https://github.com/WildAid/o-fish-ios/pull/142 (logout removes every delivered notification)",
                author: .redTeam10
            )
        case .rt10WebPByRIFFOnly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The media sniffer takes any file starting with RIFF for WebP, without checking WEBP at bytes 8-11: a WAV or AVI download is attached as an image.",
                requirement: "MED-002",
                source:
                    "MED-002: \"A service extension MUST attach only a file whose type … is one UNNotificationAttachment supports and whose bytes are that kind of media\"; https://github.com/discord/lilliput/pull/161 (WAV misidentified as WebP by the RIFF prefix)",
                author: .redTeam10
            )
        case .rt10ForceRefreshAPNsFallsThrough:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A forced refresh of an APNs token reports 406 and completes, but a missing return lets it fall through to the delete and the token check, which complete it again.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/OneSignal/react-native-onesignal/issues/505 (a callback fired twice)",
                author: .redTeam10
            )
        case .rt10PermissionCodePerStatus:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The 504 permission error gets a neutral code built from the permission state (authorization.notDetermined, authorization.provisional, …), \"finer than authorization.denied\", outside the registry.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry, with the vendor's own code beside it when it has one\"; no public issue found (ad-hoc error codes per state)",
                author: .redTeam10
            )
        case .rt10SizeCheckedBeforeAps:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The 4096-byte check runs on the vendor keys before aps is added (\"the part we control\"); aps is added unchecked, so a long alert makes an oversized payload that is encoded.",
                requirement: "PAY-001",
                source:
                    "PAY-001: \"A wire format MUST refuse to encode a payload larger than 4096 UTF-8 bytes, vendor keys included, with payload.too-large\"; no public issue found (payload builders that check the size of the custom part only)",
                author: .redTeam10
            )
        case .rt11ButtonsErrorCodeMisnamed:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The 454 error (_buttons missing or not a string) is reported with the neutral code notification.buttons-invalid (a rename, \"the buttons are not actions\"), a code outside PushErrorCode.registry.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry, with the vendor's own code beside it when it has one\"; https://github.com/microsoft/appcenter-sdk-apple/pull/1445 (error code names refactored)",
                author: .redTeam11
            )
        case .rt11UnsuspendRefusalResent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "push/unsuspend answered 4xx (432, reported not retryable) is sent once more after 1 s (\"a log-in must reach the server\"); the second answer goes to the completion.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure … and MUST NOT retry an error it reported as not retryable\"; https://github.com/googleapis/retry-request/issues/12, https://github.com/ToothlessGear/node-gcm/issues/145",
                author: .redTeam11
            )
        case .rt11PollPauseShrinks:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The pause between token polls is written 1 s - attempt s (meant as 1/attempt), so the first pause is 0 s and the second is scheduled with a negative delay.",
                requirement: "TIME-001",
                source:
                    "TIME-001: \"An adapter MUST NOT schedule work with a negative delay or reschedule work forever at one instant\"; https://github.com/RevenueCat/purchases-ios/pull/4096 (a negative backoff had to be clamped)",
                author: .redTeam11
            )
        case .rt11CustomFieldTextTrimmed:
            return PlantedBug(
                id: rawValue,
                summary:
                    "String custom fields are trimmed of leading and trailing blanks before they are stored and sent (\"Core Data normalises text\"): \" Gold \" goes out as \"Gold\".",
                requirement: "SUB-002",
                source:
                    "SUB-002: \"… MUST send every value it accepts unchanged\"; https://github.com/cure53/DOMPurify/issues/853 (attribute values silently trimmed)",
                author: .redTeam11
            )
        case .rt11ModelFamilyOnly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "_device_model is the model identifier cut before its first digit (iPhone15,2 becomes iPhone, \"the segments group by family\").",
                requirement: "ADP-006",
                source:
                    "ADP-006: \"An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value\"; https://github.com/KaringX/karing/issues/1641 (x-device-model always \"iPhone\")",
                author: .redTeam11
            )
        case .rt11ExpiryGraceSecond:
            return PlantedBug(
                id: rawValue,
                summary:
                    "At expiry the download is cancelled and the best attempt is delivered one second later (\"let the cancellation settle\"), not at once.",
                requirement: "NSE-005",
                source:
                    "NSE-005: \"When serviceExtensionTimeWillExpire is called before the content handler, the extension MUST deliver the best content prepared so far at once\"; https://github.com/Dimillian/IceCubesApp/issues/2447",
                author: .redTeam11
            )
        case .rt11SilentPayloadUnmarked:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The ownership marker is written only on alert pushes (\"a silent push has nothing to display\"), so a silent Altcraft message is encoded unclaimed.",
                requirement: "PAY-004",
                source:
                    "PAY-004: \"A payload a vendor's wire format encodes MUST be claimed by that vendor's own ownership test\"; https://github.com/braze-inc/braze-swift-sdk/issues/100 (the SDK's key missing from a background push)",
                author: .redTeam11
            )
        case .rt11StatusWaitsForToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A status query made while no token can be resolved waits until a token is chosen (\"the status needs a subscription id\"); when none comes, its completion is never called.",
                requirement: "EXP-003",
                source:
                    "EXP-003: \"After the explorer's final quiet period … an adapter MUST have called every completion it was handed, whatever the network answered (hangs included)\"; https://github.com/firebase/firebase-ios-sdk/issues/10700 (token() hangs indefinitely)",
                author: .redTeam11
            )
        case .rt11SwitchValueLenient:
            return PlantedBug(
                id: rawValue,
                summary:
                    "foregroundPresentation and tapHandling are read case-insensitively and any value other than app silently means sdk: no configuration error at launch.",
                requirement: "ADP-004",
                source:
                    "ADP-004: \"A missing or invalid configuration value MUST be reported at launch as a configuration.* error\"; https://github.com/hassio-addons/app-wireguard/issues/275 (unknown options not reported)",
                author: .redTeam11
            )
        case .rt11ForeignRequestRegistersCategory:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The extension registers the Altcraft category before its ownership check (\"the category must exist before any push shows\"), so another SDK's rich push replaces the app's categories too.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"An SDK registering notification categories MUST keep every category the app registered itself, since setNotificationCategories replaces the whole set\"; https://github.com/marmos91/cubbit-ds3-drive/issues/38",
                author: .redTeam11
            )
        case .rt11AppResponseTextDropped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With tapHandling: app, the response handed to the app is rebuilt from the request and action identifier (\"Altcraft buttons have no text field\"): the text typed in another SDK's reply action is lost.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"… and so MUST every response the user gives to it (… a typed reply …), with the action and text the user chose\"; https://github.com/RocketChat/Rocket.Chat.iOS/pull/1028 (reply text had to be passed on)",
                author: .redTeam11
            )
        case .rt11FacetsHiddenWhenUnconfigured:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the configuration was refused, the subscription, tokens, custom-event and data-reset facets answer nil (\"an unconfigured SDK has nothing to offer\") although the descriptor lists them.",
                requirement: "ADP-002",
                source:
                    "ADP-002: \"An adapter MUST return a facet … exactly when its descriptor lists the matching Capability, and nil otherwise\"; https://github.com/firebase/firebase-ios-sdk/issues/10700 (calls on an unconfigured SDK)",
                author: .redTeam11
            )
        case .rt12ButtonIdentifierOffByOne:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The Altcraft category's action identifiers are numbered from 1 (button1, button2…) while the tap handler maps button0…button2 to indexes 0…2: the first button opens the second button's link and the last one gets 455.",
                requirement: "DEL-006",
                source:
                    "DEL-006: \"An SDK MUST open a link … only in answer to the user tapping a notification or one of its buttons, and at most one link per such tap\"; https://github.com/GNOME/libnotify/pull/4 (action index documented from 1, really from 0)",
                author: .redTeam12
            )
        case .rt12LaunchResetsCategories:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch calls setCategories([]) to drop a stale Altcraft category (\"the extension registers a fresh one per push\"), wiping the categories the app registered itself.",
                requirement: "CAT-001",
                source:
                    "CAT-001: \"An SDK registering notification categories MUST keep every category the app registered itself, since setNotificationCategories replaces the whole set\"; https://github.com/marmos91/cubbit-ds3-drive/issues/38",
                author: .redTeam12
            )
        case .rt12ClearWaitsForInFlight:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() drains first: while a request is in flight its completion is kept until every in-flight request is answered, so a request that never gets an answer leaves the reset's completion uncalled.",
                requirement: "EXP-003",
                source:
                    "EXP-003: \"… an adapter MUST have called every completion it was handed, whatever the network answered (hangs included)\"; https://github.com/element-hq/element-x-ios/issues/340 (log-out blocking on its request)",
                author: .redTeam12,
                knownMiss:
                    "EXP-003 is judged only after the explorer's final quiet period (Exploration.quietPeriod); on bundled scenarios the uncalled clear-data completion is CMP-001's (every completion called exactly once), which fails the run with RST-001 on 6 scenarios: the neighbouring id is the right one here."
            )
        case .rt12ExtensionReused:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The factory keeps the last service extension it built and hands it out again for the same host (\"keep the warmed-up extension\"): a second push reuses an extension whose once-guard already fired.",
                requirement: "ADP-005",
                source:
                    "ADP-005: \"A vendor's factories MUST return a fresh adapter or extension on every call, touching nothing but the PushHost they are given\"; https://github.com/Adamant-im/adamant-iOS/pull/515 (services shared between the app and its extensions)",
                author: .redTeam12
            )
        case .rt12DecodeDropsClickURL:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The deep link is decoded from _click_url (the Android spelling) while encode writes _click-url, so a decoded message loses its deep link.",
                requirement: "PAY-006",
                source:
                    "PAY-006: \"Decoding a payload the wire format encoded SHOULD give back every field of the neutral message the format can carry\"; https://github.com/node-apn/node-apn/issues/691 (one key spelt two ways)",
                author: .redTeam12
            )
        case .rt12PushEventRetryFromCreation:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A push event's retry waits 5.5^counter s minus the time since the event was created (\"keep the cadence from creation\"), so an old event is rescheduled with a negative delay.",
                requirement: "TIME-001",
                source:
                    "TIME-001: \"An adapter MUST NOT schedule work with a negative delay or reschedule work forever at one instant\"; https://github.com/matrix-org/matrix-js-sdk/pull/1591 (negative retry delays)",
                author: .redTeam12
            )
        case .rt12LaunchCheckSkippedWithSavedToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch-time token check is skipped once a token is saved as known to the server (\"the server has it\"): a token update that failed or was in flight at termination is not sent again after the relaunch.",
                requirement: "EXP-005",
                source:
                    "EXP-005: \"A request the SDK started on its own …, such as a token update, and that had not succeeded or been refused when the app was terminated SHOULD be sent again once the relaunched app has been in the foreground\"; https://github.com/kickstarter/ios-oss/pull/480",
                author: .redTeam12,
                knownMiss:
                    "EXP-005 is a SHOULD: its findings are warnings, which never fail a run, so day-one cannot count it on the 21 transcripts the bug changes; TOK-005 (MUST: a changed token is registered again) fails the run for the same effect, a token update that no relaunch resends."
            )
        case .rt12StatusReadReportedAsChange:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A status query's 2xx answer naming a status is also reported to the push delegate as subscriptionChanged (\"keep the UI in sync\"), a change nobody asked for.",
                requirement: "SUB-001",
                source:
                    "SUB-001: \"A confirmed subscription change MUST be a legal move of SubscriptionState\"; SUB-003: \"only while handling the server's 2xx answer confirming it\"; https://github.com/OneSignal/OneSignal-Website-SDK/issues/159",
                author: .redTeam12,
                knownMiss:
                    "Reached by subscription.status-read-names-suspended and caught under SUB-003 (which the bug's source cites): a read is not a change. SUB-001 judges only the order of moves, and suspended after subscribed is a legal move, so SUB-001 is not the requirement this effect breaks."
            )
        case .rt12ExpiryAttachesPendingMedia:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When expiry comes during the media download, the best attempt is delivered with an attachment for the file still being downloaded (\"the system shows it once it is there\").",
                requirement: "MED-004",
                source:
                    "MED-004: \"A service extension MUST NOT attach anything from a download that failed, was cancelled or is unfinished\"; https://github.com/OneSignal/OneSignal-Flutter-SDK/issues/777",
                author: .redTeam12
            )
        case .rt12SubscribeDroppedWithoutToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A subscription sent while no push token exists is classified as refused (\"nothing to send without a token\") and deleted, so a subscribe made before APNs answered is never sent.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"A request a facet call without completion (subscribe, …) started and that had not succeeded or been refused … MUST be sent again once the relaunched app has been in the foreground\"; https://github.com/chemerisuk/cordova-plugin-firebase-messaging/issues/247",
                author: .redTeam12,
                knownMiss:
                    "Reached by subscription.subscribe-before-any-token (the subscription is never sent), but EXP-004's accepted-never-sent clause takes any later request with a new body as the call's when no subscribe sent its request in its own step: here the token update at the relaunch. Needs a vendor-neutral way to tell a subscribe's request from a token update."
            )
        case .rt12ProviderAskedBeforeAPNs:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The FCM and HMS providers are asked for their token without waiting for the APNs token (\"Firebase swizzles APNs itself\"), so a cold start uses an FCM token obtained before APNs issued the device token.",
                requirement: "TOK-003",
                source:
                    "TOK-003: \"An SDK MUST NOT obtain or use an FCM or HMS token before APNs issued the device token in the same app process\"; https://github.com/firebase/firebase-ios-sdk/issues/12445",
                author: .redTeam12
            )
        case .rt12HeicSniffedAsImage:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Bytes with an ISO-BMFF ftyp box are taken for a HEIC photo and attached as .heic, so an MP4 or MOV _media file is attached as an image of a type the system does not take.",
                requirement: "MED-002",
                source:
                    "MED-002: \"A service extension MUST attach only a file whose type … is one UNNotificationAttachment supports and whose bytes are that kind of media\"; https://github.com/GetStream/stream-chat-swift/pull/3257",
                author: .redTeam12
            )
        case .rt13LaunchPassRestartsOnRetryEvent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch-time retry pass starts again at once from the entity that got a RetryEvent (\"drain the queue while the app is up\"): with the network down at a relaunch, a queued subscription or mobile event is sent again and again within the same instant until its retry count reaches 15.",
                requirement: "NET-003",
                source:
                    "NET-003: \"An SDK MUST back off when it retries: one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included.\"; https://github.com/beamer-bridge/beamer/issues/236",
                author: .redTeam13
            )
        case .rt13SubscribeSuccessResetsBadge:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A subscription the server confirms (2xx) resets the badge the old way, which removes every delivered notification of the app, ones the user never answered and other SDKs' included.",
                requirement: "DEL-008",
                source:
                    "DEL-008: \"An SDK MUST NOT remove a notification the user has not answered from the notification centre (one by one or all at once, also as a side effect such as clearing the badge) unless the app asked for it\"; https://github.com/react-native-push-notification/ios/issues/174",
                author: .redTeam13
            )
        case .rt13MediaFailureCodeUnregistered:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A failed _media download (the bridged 400) is reported with a new neutral code, notification.media-unavailable, that was never added to the registry.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry\"; https://github.com/AzureAD/microsoft-authentication-library-for-objc/pull/434",
                author: .redTeam13
            )
        case .rt13MobileEventsBatchedUntilLaunch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Mobile events are batched: the queue starts only once three events wait, so a lone custom event is persisted and sent only by the next launch's retry pass.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"such a call the SDK accepted without reporting an error MUST have its request sent by the end of the run once the app has been in the foreground for 5 s after it\"; https://github.com/Countly/countly-sdk-ios/pull/58",
                author: .redTeam13
            )
        case .rt13UpdateIgnoresManualToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "push/update resolves its token through a second path that asks the providers only: after setManualToken the next token check sends the APNs or provider token as new_token, then saves the manual one as known to the server.",
                requirement: "TOK-002",
                source:
                    "TOK-002: \"A token the app sets manually MUST be used in preference to every installed provider and to the priority list.\"; https://github.com/urbanairship/ios-library/issues/193",
                author: .redTeam13
            )
        case .rt13PermissionWaitNeverCounted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A subscription pass stopped by the permission gate (504) sets the retry counter back to 0 (\"a missing permission is not a network failure\"), so while notifications stay denied the pass is retried every second for ever.",
                requirement: "EXP-002",
                source:
                    "EXP-002: \"An adapter MUST keep its scheduled work bounded … retries back off and end, polls and timers stop\"; https://github.com/OneSignal/OneSignal-Android-SDK/pull/2112",
                author: .redTeam13
            )
        case .rt13UnknownBytesTypedByContentType:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Bytes of no known image format fall back to the response's Content-Type (image/png, image/jpeg, image/gif) instead of being refused, so an HTML error page served as image/png is attached as a PNG.",
                requirement: "MED-002",
                source:
                    "MED-002: \"an HTML page served as image/png is not an image\"; https://github.com/RoverPlatform/rover-ios/issues/347",
                author: .redTeam13
            )
        case .rt13MediaWaitsForDeliveryEvent:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The _media download starts only once the delivery push event was answered, so under a slow or failing network the extension waits for that request, then up to 25 s for the media, and the system's expiry comes first.",
                requirement: "NSE-003",
                source:
                    "NSE-003: \"A service extension SHOULD bound its own work (media downloads, requests) and deliver before the system has to call serviceExtensionTimeWillExpire.\"; https://github.com/openhab/openhab-ios/pull/1067",
                author: .redTeam13,
                knownMiss:
                    "NSE-003 is a SHOULD: the extension still working when the system calls serviceExtensionTimeWillExpire is a warning, which never fails a run, so day one counts it missed (21 transcripts changed: the extension waits for the delivery event's answer, then for the media, and the expiry comes first). No MUST rule is broken: the content is delivered at the expiry call (NSE-005) and within the budget (NSE-001)."
            )
        case .rt13AppRequestValuesStringified:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, the request handed to the app has its top-level numbers and Booleans outside aps turned into strings, another SDK's payload included.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived\"; https://github.com/Unity-Technologies/com.unity.mobile.notifications/pull/135",
                author: .redTeam13,
                knownMiss:
                    "Not visible: the transcript records what the app is asked (app.asked-presentation: the notification's id and the app's answer) and the keys of a shown or told payload (userInfoKeys, details.keys), never the values the app's decidePresentation receives, so a value turned into a string keeps every key. Catching it needs the simulator to record a digest of the userInfo the app is handed beside the one that arrived, a transcript format change left for a later round."
            )
        case .rt13StatusNotFoundRetried:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A status query answered 4xx (other than 429) is sent once more after 1 s (\"the profile may not be replicated yet\"), though the error was reported not retryable (433).",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST NOT retry an error it reported as not retryable\"; https://github.com/matrix-org/matrix-js-sdk/pull/4601",
                author: .redTeam13
            )
        case .rt13DecodeButtonsDroppedWithoutLink:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Decoding keeps a button only when it has a label and a link, so decode(encode(m)) loses every action without a link.",
                requirement: "PAY-006",
                source:
                    "PAY-006: \"Decoding a payload the wire format encoded SHOULD give back every field of the neutral message the format can carry.\"; https://github.com/klaviyo/klaviyo-android-sdk/pull/528",
                author: .redTeam13
            )
        case .rt13ClearSkipsTokenState:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() leaves the token facet out: a push/update retry stays scheduled and runs after the reset, and an update in flight answered 2xx after it writes altcraft.token.saved back into the store.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store\"; https://github.com/zulip/zulip-mobile/issues/3695",
                author: .redTeam13
            )
        }
    }
}
