package import PushContract

/// What each neutral error code of ``PushErrorCode/registry`` means and whether retrying can
/// help, for the specification's error-code map. A test keeps its keys equal to the registry.
package enum ErrorCodeCatalog {
    /// Whether the contract lets an error with this code be retried.
    package enum Retry: String, Sendable, Hashable {
        /// Retrying can help (no answer, a 5xx): the error is reported retryable.
        case yes
        /// Retrying the same request cannot help.
        case no
        /// Depends on the cause the vendor met (a transport failure or 5xx underneath is retryable).
        case dependsOnCause = "depends on the cause"
    }

    /// One code's entry.
    package struct Entry: Sendable, Hashable {
        /// The code.
        package var code: PushErrorCode
        /// What it means, in one sentence.
        package var meaning: String
        /// Whether retrying can help.
        package var retry: Retry
    }

    /// Every registry code, sorted by its string.
    package static let entries: [Entry] = table.map { Entry(code: $0.key, meaning: $0.value.0, retry: $0.value.1) }
        .sorted { $0.code.rawValue < $1.code.rawValue }

    /// The entry for a code, if it is in the registry.
    package static func entry(_ code: PushErrorCode) -> Entry? { entries.first { $0.code == code } }

    private static let table: [PushErrorCode: (String, Retry)] = [
        .payloadNotJSON: ("the payload bytes are not JSON", .no),
        .payloadInvalidUTF8: ("the payload bytes are not valid UTF-8", .no),
        .payloadTooDeep: ("the payload nests deeper than the parser allows", .no),
        .payloadNotAnObject: ("the payload's root is not a JSON object", .no),
        .payloadTooLarge: ("the payload is over 4096 UTF-8 bytes (R1)", .no),
        .payloadWrongType: ("a key has the wrong JSON type", .no),
        .payloadInvalidValue: ("a key's value is outside its allowed set or range", .no),
        .payloadMissingKey: ("a required key is missing", .no),
        .collapseIDTooLong: ("a collapse id is over 64 bytes (R6)", .no),
        .notConfigured: ("the SDK was used before it was configured", .no),
        .invalidConfiguration: ("a configuration value is missing or invalid", .no),
        .invalidProvider: ("a push provider name the vendor does not support", .no),
        .storageFailure: ("local storage failed", .dependsOnCause),
        .transportFailure: ("the request got no HTTP answer (offline, timeout, reset)", .yes),
        .serverError: ("the server answered 5xx", .yes),
        .clientError: ("the server answered 4xx or another non-success status (429 is retryable)", .dependsOnCause),
        .invalidResponse: ("the server's answer could not be understood", .no),
        .invalidRequest: ("the request could not be built", .no),
        .authorizationDenied: ("the user denied notification permission", .no),
        .invalidSubscriptionField: ("a subscription field has a value the vendor does not accept", .no),
        .subscriptionFailed: ("the subscription request failed", .dependsOnCause),
        .illegalTransition: ("the move is not legal from the current subscription state", .no),
        .subscriptionDataMissing: ("data the request needs is missing (no token, no profile)", .no),
        .tokenUnavailable: ("no push token is available", .no),
        .registrationFailed: ("remote registration failed", .dependsOnCause),
        .tokenRefreshUnsupported: ("the token cannot be refreshed this way (APNs tokens cannot be forced)", .no),
        .invalidToken: ("a token is malformed", .no),
        .tokenUpdateFailed: ("updating the token on the server failed", .dependsOnCause),
        .invalidUserInfo: ("userInfo is not the shape the vendor expects", .no),
        .missingMessageID: ("the message id needed for tracking is missing", .no),
        .mediaInvalidURL: ("the media URL is missing, not a URL, or not https", .no),
        .mediaDownloadFailed: ("downloading the media failed", .dependsOnCause),
        .mediaTooLarge: ("the media is larger than the attachment limit (R9)", .no),
        .actionsInvalid: ("the actions description is missing or not decodable", .no),
        .actionOutOfRange: ("an action identifier points past the actions list", .no),
        .actionUnknown: ("an action identifier the vendor does not know", .no),
        .presentationFailed: ("the notification could not be presented", .no),
        .actionFailed: ("an action could not be executed", .no),
        .eventDeliveryFailed: ("a delivery, open or custom event could not be sent", .dependsOnCause),
        .invalidEventField: ("an event field has a value the vendor does not accept", .no),
        .extensionExpired: ("the service extension ran out of time", .no),
        .deviceUnavailable: ("no registered device to attach a live activity to", .no),
        .activityNotRegistered: ("the live activity is not registered", .no),
        .activityEnded: ("the live activity has ended; updates are refused", .no),
        .liveActivityUnsupported: ("the vendor has no API for this live-activity operation", .no),
        .activityLimitExceeded: ("ActivityKit refused a start: too many activities or the push-to-start budget", .no),
        .activityNotVisible: ("ActivityKit refused a start from the background", .no),
        .activityRefused: ("ActivityKit refused a start (denied, unentitled…)", .no),
    ]
}
