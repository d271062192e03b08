import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by red teams 10 and 11; nil for another author's bug.
    var plantedByRedTeams10to11: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
