import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by red teams 12 and 13; nil for another author's bug.
    var plantedByRedTeams12to13: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
