public import PlantedBugs

/// The bugs that can be planted in the Altcraft copy: the catalogue of this copy. Each case is
/// one `if core.bugs.contains(.<case>)` branch in the copied vendor code, at the place a real
/// SDK would have the bug, and one entry in ``planted``. How to add one: the package README.
public enum AltcraftCopyBug: String, Sendable, Hashable, CaseIterable {
    /// In `AltcraftAdapter.applicationDidFinishLaunching`.
    case openFromLaunchOptions
    /// In `AltcraftWorkQueue.process`.
    case clientErrorKeptInQueue
    /// In `AltcraftAdapter.clearLocalData`.
    case clearKeepsRetryCounters
    /// In `AltcraftAdapter.didReceiveRemoteNotification`.
    case backgroundFetchNeverCompleted

    /// The catalogue entry: what the bug does, the requirement the suite must name, its source
    /// and its author.
    public var planted: PlantedBug {
        switch self {
        case .openFromLaunchOptions:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A cold start from a tap sends an open push event from the launch options, and didReceive sends another for the same tap.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"at most one open event … for one tap on one notification, however many entry points (didReceive, launch options, …) deliver that tap\"; P3: https://github.com/customerio/customerio-ios/issues/979",
                author: .own,
                knownMiss:
                    "DEL-004 counts only the opens it traces to a didReceive delivery; the launch-options open has no push origin (issue 30, Why 1). lifecycle.cold-start-tap shows two open events and two open requests for one tap."
            )
        case .clientErrorKeptInQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A persisted event or subscription is deleted only after a 2xx: one the server refused (4xx) stays queued and the next pass (the next launch's retry operations) sends it again.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; Iterable/iterable-swift-sdk@25cd00e:swift-sdk/Internal/IterableAPICallTaskProcessor.swift:38-69 (a queued 4xx is dropped, not kept)",
                author: .own,
                knownMiss:
                    "NET-001 takes the refused request, sent again beside the next subscribe or tap, for one the app asked for again (issue 30, Why 1), and no scenario relaunches after a 4xx (Why 2)."
            )
        case .clearKeepsRetryCounters:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() deletes the queues and the token but leaves the retry counters (altcraft.retry.*) in the store.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST … remove every value the SDK wrote to the host's store\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:34-54 (a logout that must remove what the SDK stored)",
                author: .own,
                knownMiss:
                    "RST-001 does not read the store.after-reset record, whose kept list names the four retry keys (issue 30, Why 1)."
            )
        case .backgroundFetchNeverCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The SDK has no background-push handling, so its didReceiveRemoteNotification returns without calling the fetch completion.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once\" (https://github.com/braze-inc/braze-unity-sdk/issues/76); P2",
                author: .own)
        }
    }
}
