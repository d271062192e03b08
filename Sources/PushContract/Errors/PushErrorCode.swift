/// A stable, vendor-neutral error code such as `network.server-error`.
///
/// The code is an open string: adapters may add their own, but every code that reaches a
/// transcript must be one of ``PushErrorCode/registry`` (invariant ERR-001). Renaming a Swift
/// constant never changes the string.
public struct PushErrorCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The stable string, `domain.name`.
    public let rawValue: String

    /// Wraps a code string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A code from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The stable string.
    public var description: String { rawValue }

    /// The part before the first dot: `payload`, `network`…
    public var domain: Substring { rawValue.split(separator: ".", maxSplits: 1).first ?? "" }
}

extension PushErrorCode {
    // MARK: payload
    /// The payload bytes are not JSON.
    public static let payloadNotJSON: PushErrorCode = "payload.not-json"
    /// The payload bytes are not valid UTF-8.
    public static let payloadInvalidUTF8: PushErrorCode = "payload.invalid-utf8"
    /// The payload nests deeper than the parser's limit.
    public static let payloadTooDeep: PushErrorCode = "payload.too-deep"
    /// The payload's root is not a JSON object.
    public static let payloadNotAnObject: PushErrorCode = "payload.not-an-object"
    /// The payload is over 4096 bytes (R1).
    public static let payloadTooLarge: PushErrorCode = "payload.too-large"
    /// A key has the wrong JSON type.
    public static let payloadWrongType: PushErrorCode = "payload.wrong-type"
    /// A key has a value outside its allowed set or range.
    public static let payloadInvalidValue: PushErrorCode = "payload.invalid-value"
    /// A required key is missing.
    public static let payloadMissingKey: PushErrorCode = "payload.missing-key"
    /// A collapse id is over 64 bytes (R6).
    public static let collapseIDTooLong: PushErrorCode = "payload.collapse-id-too-long"

    // MARK: configuration and state
    /// The SDK was used before it was configured.
    public static let notConfigured: PushErrorCode = "configuration.not-configured"
    /// A configuration value is missing or invalid.
    public static let invalidConfiguration: PushErrorCode = "configuration.invalid-value"
    /// A push provider name is not one the vendor supports.
    public static let invalidProvider: PushErrorCode = "configuration.invalid-provider"
    /// Local storage failed.
    public static let storageFailure: PushErrorCode = "storage.failure"

    // MARK: network
    /// The request never got an HTTP answer (offline, timeout, reset).
    public static let transportFailure: PushErrorCode = "network.transport-failure"
    /// The server answered 5xx.
    public static let serverError: PushErrorCode = "network.server-error"
    /// The server answered 4xx (or another non-success status).
    public static let clientError: PushErrorCode = "network.client-error"
    /// The server's answer could not be understood.
    public static let invalidResponse: PushErrorCode = "network.invalid-response"
    /// The request could not be built.
    public static let invalidRequest: PushErrorCode = "network.invalid-request"

    // MARK: authorization
    /// The user denied notification permission.
    public static let authorizationDenied: PushErrorCode = "authorization.denied"

    // MARK: subscription
    /// A subscription field has a value the vendor does not accept.
    public static let invalidSubscriptionField: PushErrorCode = "subscription.invalid-field"
    /// The subscription request failed.
    public static let subscriptionFailed: PushErrorCode = "subscription.request-failed"
    /// The move is not legal from the current subscription state.
    public static let illegalTransition: PushErrorCode = "subscription.illegal-transition"
    /// Data needed for the request is missing (no token, no profile).
    public static let subscriptionDataMissing: PushErrorCode = "subscription.data-missing"

    // MARK: tokens
    /// No push token is available.
    public static let tokenUnavailable: PushErrorCode = "token.unavailable"
    /// Remote registration failed.
    public static let registrationFailed: PushErrorCode = "token.registration-failed"
    /// The token cannot be refreshed this way (APNs tokens cannot be forced).
    public static let tokenRefreshUnsupported: PushErrorCode = "token.refresh-unsupported"
    /// A token is malformed.
    public static let invalidToken: PushErrorCode = "token.invalid"
    /// Updating the token on the server failed.
    public static let tokenUpdateFailed: PushErrorCode = "token.update-failed"

    // MARK: notifications
    /// `userInfo` is not the shape the vendor expects.
    public static let invalidUserInfo: PushErrorCode = "notification.invalid-user-info"
    /// The message id needed for tracking is missing.
    public static let missingMessageID: PushErrorCode = "notification.missing-message-id"
    /// The media URL is missing, not a URL, or not https.
    public static let mediaInvalidURL: PushErrorCode = "notification.media-invalid-url"
    /// Downloading the media failed.
    public static let mediaDownloadFailed: PushErrorCode = "notification.media-download-failed"
    /// The media is larger than the attachment limit (R9).
    public static let mediaTooLarge: PushErrorCode = "notification.media-too-large"
    /// The actions description is missing or not decodable.
    public static let actionsInvalid: PushErrorCode = "notification.actions-invalid"
    /// An action identifier points past the actions list.
    public static let actionOutOfRange: PushErrorCode = "notification.action-out-of-range"
    /// An action identifier is not one the vendor knows.
    public static let actionUnknown: PushErrorCode = "notification.action-unknown"
    /// The notification could not be presented.
    public static let presentationFailed: PushErrorCode = "notification.presentation-failed"
    /// An action could not be executed.
    public static let actionFailed: PushErrorCode = "notification.action-failed"

    // MARK: tracking
    /// A delivery/open/custom event could not be sent.
    public static let eventDeliveryFailed: PushErrorCode = "event.delivery-failed"
    /// An event field has a value the vendor does not accept.
    public static let invalidEventField: PushErrorCode = "event.invalid-field"

    // MARK: extension
    /// The service extension ran out of time.
    public static let extensionExpired: PushErrorCode = "extension.expired"

    // MARK: live activities
    /// No registered device to attach the activity to.
    public static let deviceUnavailable: PushErrorCode = "live-activity.device-unavailable"
    /// The activity is not registered.
    public static let activityNotRegistered: PushErrorCode = "live-activity.not-registered"
    /// The activity has ended; updates are refused.
    public static let activityEnded: PushErrorCode = "live-activity.ended"
    /// The vendor has no API for this live-activity operation (e.g. push-to-start).
    public static let liveActivityUnsupported: PushErrorCode = "live-activity.unsupported"
    /// ActivityKit refused a start: too many activities run, or the push-to-start budget is used
    /// up (`globalMaximumExceeded`, `targetMaximumExceeded`).
    public static let activityLimitExceeded: PushErrorCode = "live-activity.limit-exceeded"
    /// ActivityKit refused a start from the background (`visibility`).
    public static let activityNotVisible: PushErrorCode = "live-activity.not-visible"
    /// ActivityKit refused a start for another reason (`denied`, `unentitled`…).
    public static let activityRefused: PushErrorCode = "live-activity.refused"

    /// Every code the contract defines. Transcripts may only carry these (ERR-001).
    public static let registry: Set<PushErrorCode> = [
        .payloadNotJSON, .payloadInvalidUTF8, .payloadTooDeep, .payloadNotAnObject, .payloadTooLarge,
        .payloadWrongType, .payloadInvalidValue, .payloadMissingKey, .collapseIDTooLong,
        .notConfigured, .invalidConfiguration, .invalidProvider, .storageFailure,
        .transportFailure, .serverError, .clientError, .invalidResponse, .invalidRequest,
        .authorizationDenied,
        .invalidSubscriptionField, .subscriptionFailed, .illegalTransition, .subscriptionDataMissing,
        .tokenUnavailable, .registrationFailed, .tokenRefreshUnsupported, .invalidToken, .tokenUpdateFailed,
        .invalidUserInfo, .missingMessageID, .mediaInvalidURL, .mediaDownloadFailed, .mediaTooLarge,
        .actionsInvalid, .actionOutOfRange, .actionUnknown, .presentationFailed, .actionFailed,
        .eventDeliveryFailed, .invalidEventField,
        .extensionExpired,
        .deviceUnavailable, .activityNotRegistered, .activityEnded,
        .liveActivityUnsupported, .activityLimitExceeded, .activityNotVisible, .activityRefused,
    ]
}
