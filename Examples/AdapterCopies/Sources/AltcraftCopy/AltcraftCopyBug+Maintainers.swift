import PlantedBugs

extension AltcraftCopyBug {
    /// The catalogue entry of a bug written by the catalogue's maintainers; nil for another author's bug.
    var plantedByMaintainers: PlantedBug? {
        switch self {
        case .openFromLaunchOptions:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A cold start from a tap sends an open push event from the launch options, and didReceive sends another for the same tap.",
                requirement: "DEL-004",
                source:
                    "DEL-004: \"at most one open event … for one tap on one notification, however many entry points (didReceive, launch options, …) deliver that tap\"; P3: https://github.com/customerio/customerio-ios/issues/979",
                author: .own)
        case .clientErrorKeptInQueue:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A persisted event or subscription is deleted only after a 2xx: one the server refused (4xx) stays queued and the next pass (the next launch's retry operations) sends it again.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; Iterable/iterable-swift-sdk@25cd00e:swift-sdk/Internal/IterableAPICallTaskProcessor.swift:38-69 (a queued 4xx is dropped, not kept)",
                author: .own)
        case .clearKeepsRetryCounters:
            return PlantedBug(
                id: rawValue,
                summary:
                    "clear() deletes the queues and the token but leaves the retry counters (altcraft.retry.*) in the store.",
                requirement: "RST-001",
                source:
                    "RST-001: \"A data reset MUST … remove every value the SDK wrote to the host's store\"; braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:34-54 (a logout that must remove what the SDK stored)",
                author: .own)
        case .backgroundFetchNeverCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "The SDK has no background-push handling, so its didReceiveRemoteNotification returns without calling the fetch completion.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once\" (https://github.com/braze-inc/braze-unity-sdk/issues/76); P2",
                author: .own)
        default:
            return nil
        }
    }
}
