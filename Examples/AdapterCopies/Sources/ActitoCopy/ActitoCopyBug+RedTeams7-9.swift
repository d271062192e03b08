import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by red teams 7 to 9; nil for another author's bug.
    var plantedByRedTeams7to9: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
