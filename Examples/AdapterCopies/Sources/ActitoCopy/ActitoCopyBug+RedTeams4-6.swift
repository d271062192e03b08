import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by red teams 4 to 6; nil for another author's bug.
    var plantedByRedTeams4to6: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
