import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by red team 14 (see `RED-TEAM-14.md`); nil for another
    /// author's bug.
    var plantedByRedTeam14: PlantedBug? {
        switch self {
        case .rt14PendingActivityReportedStarted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Every activity the tracker first sees is reported as live-activity.started, one ActivityKit shows pending (an iOS 26 scheduled start) included.",
                requirement: "LAK-010",
                source:
                    "LAK-010: \"An SDK MUST NOT report an activity as started (live-activity.started) while ActivityKit shows it pending\"; https://github.com/expo/expo/pull/50248",
                author: .redTeam14
            )
        case .rt14EndSkippedForUnregisteredActivity:
            return PlantedBug(
                id: rawValue,
                summary:
                    "end() sends its DELETE only for activities registered in this process (an in-memory set) and answers success otherwise, so an activity that ended while the app was not running is never released after a relaunch.",
                requirement: "LAK-003",
                source:
                    "LAK-003: \"When the app starts tracking a type at launch, the SDK MUST … release (name in a request) every registered activity of the type that has ended\"; https://github.com/home-assistant/iOS/pull/4830",
                author: .redTeam14
            )
        case .rt14RefusedResendKeptForNextLaunch:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch's resend of stored events keeps every event whose resend failed for the next launch, one the server refused (4xx, reported not retryable) included, so it is sent again at every launch.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST NOT retry an error it reported as not retryable, whatever sends it again (a timer, a queue, a relaunch)\"; https://github.com/segmentio/analytics-android/issues/24",
                author: .redTeam14
            )
        case .rt14SecondDisableNeverCompletes:
            return PlantedBug(
                id: rawValue,
                summary:
                    "disableRemoteNotifications when remote notifications are already disabled returns early (\"nothing to do\") without calling its completion.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once, including … for facet calls that could not be sent\"; https://github.com/mixpanel/mixpanel-iphone/issues/786",
                author: .redTeam14,
                knownMiss:
                    "Reach: disableRemoteNotifications is an Actito adapter method outside the contract (no PushAdapter or facet call), so no scenario step can call it, once or twice; the bug changes no transcript. As for rt7DisableCompletedTwice and rt12DisableEmptiesCentre: no contract operation is its faithful mapping (actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:142-168 switches the device to the notificare transport and unregisters from APNs; the subscription facet moves a profile's subscription status, the token facet one provider's token)."
            )
        case .rt14BackgroundEventNotStored:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An event that could not be sent while the app is not in the foreground is not written for the next launch (\"protected data may be unavailable in the background\"): it is reported and dropped.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … that had not succeeded or been refused when the app was terminated … MUST be sent again\"; https://github.com/LoopKit/Loop/pull/1186",
                author: .redTeam14
            )
        case .rt14CleartextDeliveredThenDownloaded:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The cleartext (http) attachment branch hands the original content to the content handler directly and, its return missing, goes on to the download, which delivers again.",
                requirement: "NSE-001",
                source:
                    "NSE-001: \"A service extension MUST call its content handler exactly once per push\"; https://github.com/contentful/contentful.swift/pull/323",
                author: .redTeam14
            )
        case .rt14AttachmentInsideAps:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The wire format writes the attachment object inside aps, next to mutable-content, instead of at the top level.",
                requirement: "R2",
                source:
                    "R2: \"aps is reserved; vendor keys live at the top level\"; https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
                author: .redTeam14
            )
        case .rt14ActivityWaitsForDeviceForever:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A live-activity registration made before the device exists waits until the device is created, with no limit: when device creation failed, its completion is never called.",
                requirement: "EXP-003",
                source:
                    "EXP-003: \"After the explorer's final quiet period … an adapter MUST have called every completion it was handed\"; https://github.com/kisimediaDE/capacitor-live-activity/issues/2",
                author: .redTeam14
            )
        case .rt14RateLimitRetriedEverySecond:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A 429 answer is retried after its Retry-After (1 s when the header is missing) until the server stops answering 429, with no back-off and no limit.",
                requirement: "NET-003",
                source:
                    "NET-003: \"one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included\"; https://www.rfc-editor.org/rfc/rfc6585#section-4",
                author: .redTeam14
            )
        case .rt14ActivityRegistrationRetriedForever:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A live-activity registration that got no answer is posted again every 10 s until it succeeds (\"the server must know the token\"), without end.",
                requirement: "EXP-002",
                source:
                    "EXP-002: \"An adapter MUST keep its scheduled work bounded … (retries back off and end, polls and timers stop)\"; https://github.com/istornz/flutter_live_activities/issues/174",
                author: .redTeam14
            )
        case .rt14PendingEventsCapped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The events kept for the next launch are capped at the 3 most recent (\"bound the storage\"); the oldest is dropped when a fourth is stored.",
                requirement: "ADP-001",
                source:
                    "ADP-001: \"Work an adapter has queued and not finished … MUST be kept in the host's KeyValueStore and carried out after the app is terminated and relaunched\"; https://github.com/PostHog/posthog-js/pull/4347",
                author: .redTeam14
            )
        case .rt14SettingsUpdateDebounced:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Only one notification-settings PUT at a time: a refresh asked while the previous one is in flight (a quick return to the foreground) is dropped, so a permission change made meanwhile is not reported while the app is in the foreground.",
                requirement: "DEL-005",
                source:
                    "DEL-005: \"after the user turns notifications off, its latest report MUST say so while the app is next in the foreground\"; https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getnotificationsettings(completionhandler:)",
                author: .redTeam14
            )
        default:
            return nil
        }
    }
}
