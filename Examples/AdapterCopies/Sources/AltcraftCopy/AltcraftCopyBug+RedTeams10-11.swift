import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by red teams 10 and 11; nil for another author's bug.
    var plantedByRedTeams10to11: PlantedBug? {
        switch self {
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
        default:
            return nil
        }
    }
}
