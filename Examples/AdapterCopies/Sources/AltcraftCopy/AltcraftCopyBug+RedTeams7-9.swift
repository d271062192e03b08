import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by red teams 7 to 9; nil for another author's bug.
    var plantedByRedTeams7to9: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
