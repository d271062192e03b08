import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by red team 14 (see `RED-TEAM-14.md`); nil for another
    /// author's bug.
    var plantedByRedTeam14: PlantedBug? {
        switch self {
        case .rt14OpenCountedAtEachSend:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The neutral open (notification.opened) is emitted where the open event is sent, not where it is created, so a tap whose first send fails is counted again by the in-process retry and by the next launch's resend.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"An SDK MUST report at most one open event, tell its push delegate at most once … for one tap\"; https://github.com/Leanplum/Leanplum-Android-SDK/pull/511",
                author: .redTeam14
            )
        case .rt14PassSnapshotOverwritesQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A pass removes each sent entity from the snapshot it took when it started and writes that snapshot back, so a subscription or mobile event queued while the pass runs is erased from the store.",
                requirement: "EXP-004",
                source:
                    "EXP-004: \"A request a facet call without completion … started and that had not succeeded or been refused when the app was terminated … MUST be sent again\"; https://github.com/PostHog/posthog-js/pull/4347",
                author: .redTeam14
            )
        case .rt14MediaTimeoutAttachesPartialFile:
            return PlantedBug(
                id: rawValue,
                summary:
                    "When the 25 s media wait ends, the download is cancelled and the file it was writing is attached anyway (\"show what we have\") as a .jpg.",
                requirement: "MED-004",
                source:
                    "MED-004: \"A service extension MUST NOT attach anything from a download that failed, was cancelled or is unfinished\"; https://developer.apple.com/documentation/usernotifications/unnotificationattachment",
                author: .redTeam14
            )
        case .rt14AppResponsePrivateKeysStripped:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With tapHandling: app, the response handed to the app is cleaned of underscore keys (Altcraft's private _uid, _media, …) for every notification, so another SDK's payload with _ keys reaches the app altered.",
                requirement: "DEL-001",
                source:
                    "DEL-001: \"A payload the vendor does not claim MUST reach the app's delegate as it arrived, and so MUST every response the user gives to it\"; https://github.com/klaviyo/klaviyo-swift-sdk/pull/604",
                author: .redTeam14
            )
        case .rt14EmptyAppAnswerTakenAsDefault:
            return PlantedBug(
                id: rawValue,
                summary:
                    "With foregroundPresentation: app, an empty answer from the app is taken for \"the app did not decide\" and replaced by the SDK's [banner, badge, sound].",
                requirement: "DEL-009",
                source:
                    "DEL-009: \"MUST call the willPresent completion with the app's answer unchanged … an app answering [] sees nothing\"; https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)",
                author: .redTeam14
            )
        case .rt14TransportTimeoutCodeSplit:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A transport failure whose message says it timed out is reported with a finer neutral code, network.timeout, which is not in the registry.",
                requirement: "ERR-001",
                source:
                    "ERR-001: \"Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry\"; https://developer.apple.com/documentation/foundation/urlerror/code/timedout",
                author: .redTeam14
            )
        case .rt14RequestTimeoutStatusRetried:
            return PlantedBug(
                id: rawValue,
                summary:
                    "HTTP 408 and 425 answers are taken for RetryEvents like a 5xx (\"the server timed out, try again\"), so a refused request is retried by the 5.5^n flow and the persisted queues.",
                requirement: "NET-001",
                source:
                    "NET-001: \"An adapter MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; https://www.rfc-editor.org/rfc/rfc9110#status.408",
                author: .redTeam14
            )
        case .rt14PayloadSizeInCharacters:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The 4096 limit is checked on the characters of the payload's JSON text, not on its UTF-8 bytes, so a non-ASCII payload over 4096 bytes is encoded.",
                requirement: "PAY-001",
                source:
                    "PAY-001: \"a wire format refuses payloads over 4096 UTF-8 bytes (R1)\"; https://github.com/super-productivity/super-productivity/pull/8368",
                author: .redTeam14
            )
        case .rt14LaunchResendsOpensOnly:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The launch's resend of stored push events sends only the open events (\"delivery was best effort in the extension\"); stored delivery events stay in the store and are never sent.",
                requirement: "EXP-006",
                source:
                    "EXP-006: \"A report the SDK sends on its own about a push … (an open, delivery or reply event) that had not succeeded or been refused when the app was terminated … MUST be sent again\"; https://github.com/pusher/push-notifications-swift/pull/25",
                author: .redTeam14
            )
        case .rt14UpdateSavesCurrentToken:
            return PlantedBug(
                id: rawValue,
                summary:
                    "On a 2xx, push/update saves the token chosen now (current) as the server's instead of the token the request carried: a token that rotated while the update was in flight is marked registered and never sent.",
                requirement: "TOK-005",
                source:
                    "TOK-005: \"When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one\"; https://github.com/hotwax/bopis/pull/879",
                author: .redTeam14
            )
        case .rt14DataPushShownLocally:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An own background push without an alert is posted as a local notification built from its custom keys (the Android data-message habit).",
                requirement: "DEL-007",
                source:
                    "DEL-007: \"An SDK MUST NOT turn a background push (content-available) that carries nothing to show into a visible notification\"; https://github.com/OpenStack-mobile/summit-app-ios/pull/99",
                author: .redTeam14
            )
        case .rt14OverlappingClearDropsCompletion:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The reset keeps its completion in one stored property; a second clear() before the first completed replaces it, so the first caller's completion is never called.",
                requirement: "CMP-001",
                source:
                    "CMP-001: \"An adapter MUST call every completion the system or the host hands it exactly once\"; https://github.com/mixpanel/mixpanel-iphone/issues/786",
                author: .redTeam14
            )
        default:
            return nil
        }
    }
}
