import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by red teams 12 and 13; nil for another author's bug.
    var plantedByRedTeams12to13: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
