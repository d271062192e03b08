import PlantedBugs

extension ActitoCopyBug {
    /// The catalogue entry of a bug written by the catalogue's maintainers; nil for another author's bug.
    var plantedByMaintainers: PlantedBug? {
        switch self {
        case .refusedEventQueued:
            return PlantedBug(
                id: rawValue,
                summary:
                    "An event the server refused (4xx) is stored as if the network had failed, and sent again at the next launch.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; actito/actito-sdk-ios@a80159a:ActitoKit/Sources/ActitoEventsComponent.swift:353-362 (only recoverable network errors are stored)",
                author: .own)
        case .foreignSilentPushNotCompleted:
            return PlantedBug(
                id: rawValue,
                summary:
                    "Another SDK's background push is handed to the app's delegate and the fetch completion is never called.",
                requirement: "CMP-001",
                source:
                    "R20: \"An SDK MUST call the background-fetch completion exactly once\" (https://github.com/braze-inc/braze-unity-sdk/issues/76); P1: https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1116",
                author: .own)
        case .dismissCountedAsOpen:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A dismissed notification runs the open flow: the notification is fetched, an Open event logged and the delegate told it was opened.",
                requirement: "DEL-003",
                source:
                    "DEL-003: \"count a push as opened … only after the user tapped that push's notification\"; https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier",
                author: .own)
        case .unauthorizedRetried:
            return PlantedBug(
                id: rawValue,
                summary:
                    "A 401 or 403 answer is taken for an expired session and the request is sent again after 1 s.",
                requirement: "NET-001",
                source:
                    "NET-001: \"MUST retry a request only after a retryable failure (no answer, a 5xx or a 429 status)\"; a 401 or 403 is the server refusing the request's credentials: https://www.rfc-editor.org/rfc/rfc9110#section-15.5.2",
                author: .own)
        default:
            return nil
        }
    }
}
