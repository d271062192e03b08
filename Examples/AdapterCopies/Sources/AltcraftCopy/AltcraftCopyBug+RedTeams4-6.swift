import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by red teams 4 to 6; nil for another author's bug.
    var plantedByRedTeams4to6: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
