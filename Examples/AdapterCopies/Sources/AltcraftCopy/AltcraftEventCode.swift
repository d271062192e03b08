import PushContract

/// Altcraft's numbered SDK events (`Altcraft/sdk_event/EventList.swift`), each with the neutral
/// name or error code the contract reports it under.
///
/// Informational codes (2xx) become ``SDKEvent``s named from ``SDKEventName``; error codes
/// (4xx, 5xx) become ``PushError``s whose `native` is the Altcraft number. Codes that Altcraft
/// raises as a `RetryEvent` are marked retryable.
enum AltcraftEventCode: Int, CaseIterable {
    // MARK: informational
    case configured = 200
    case tokenChanged = 201
    case pushReceived = 203
    case pushPosted = 204
    case dataCleared = 205
    case subscribeSucceeded = 230
    case updateSucceeded = 231
    case unsuspendSucceeded = 232
    case statusSucceeded = 233
    case pushEventSucceeded = 234
    case mobileEventSucceeded = 235

    // MARK: errors (ErrorEvent)
    case requestFailedBridged = 400
    case configurationNotSet = 401
    case userTagMissing = 402
    case apnsRefreshUnsupported = 406
    case unsuspendDataMissing = 422
    case profileDataMissing = 423
    case subscribeFailed = 430
    case updateFailed = 431
    case unsuspendFailed = 432
    case statusFailed = 433
    case pushEventFailed = 434
    case mobileEventFailed = 435
    case invalidUserInfo = 450
    case uidMissing = 451
    case mediaDownloadFailed = 452
    case mediaKeyInvalid = 453
    case buttonsKeyInvalid = 454
    case invalidButtonIdentifier = 455
    case unknownButtonIdentifier = 457
    case invalidAPIURL = 471
    case invalidResourceToken = 472
    case invalidProvider = 473
    case nonScalarValues = 475

    // MARK: 5xx: missing state (ErrorEvent unless raised as a RetryEvent)
    case transportFailure = 500
    case configurationMissing = 501
    case currentTokenMissing = 502
    case userTagNil = 503
    case permissionDenied = 504
    case subscribeDataMissing = 520
    case updateRequestDataMissing = 521
    case pushEventDataMissing = 524
    case commonDataMissing = 529
    case subscribeServerError = 530
    case updateServerError = 531
    case pushEventServerError = 534
    case mobileEventServerError = 535

    /// The native code as the transcript shows it.
    var native: String { String(rawValue) }

    /// The neutral event name of an informational code, nil for error codes.
    var eventName: SDKEventName? {
        switch self {
        case .configured: return SDKEventName.configured
        case .tokenChanged: return SDKEventName.tokenChanged
        case .pushReceived: return SDKEventName.pushReceived
        case .pushPosted: return SDKEventName.notificationPosted
        case .dataCleared: return SDKEventName.dataCleared
        case .subscribeSucceeded: return SDKEventName.subscriptionRequestSucceeded
        case .updateSucceeded: return SDKEventName.tokenUpdateSucceeded
        case .unsuspendSucceeded: return SDKEventName.unsuspendSucceeded
        case .statusSucceeded: return SDKEventName.statusReceived
        case .pushEventSucceeded: return SDKEventName.pushEventDelivered
        case .mobileEventSucceeded: return SDKEventName.customEventDelivered
        default: return nil
        }
    }

    /// The neutral error code. HTTP outcomes are classified by ``AltcraftOutcome`` instead; the
    /// value here is the code used when the event is raised without an HTTP answer.
    var errorCode: PushErrorCode {
        switch self {
        case .configurationNotSet, .userTagMissing, .configurationMissing, .userTagNil, .commonDataMissing:
            return .notConfigured
        case .updateRequestDataMissing: return .tokenUpdateFailed
        case .apnsRefreshUnsupported: return .tokenRefreshUnsupported
        case .unsuspendDataMissing, .profileDataMissing, .subscribeDataMissing: return .subscriptionDataMissing
        case .pushEventDataMissing: return .missingMessageID
        case .invalidUserInfo: return .invalidUserInfo
        case .uidMissing: return .missingMessageID
        case .mediaDownloadFailed: return .mediaDownloadFailed
        case .mediaKeyInvalid: return .mediaInvalidURL
        case .buttonsKeyInvalid, .requestFailedBridged: return .actionsInvalid
        case .invalidButtonIdentifier: return .actionOutOfRange
        case .unknownButtonIdentifier: return .actionUnknown
        case .invalidAPIURL, .invalidResourceToken: return .invalidConfiguration
        case .invalidProvider: return .invalidProvider
        case .nonScalarValues: return .invalidSubscriptionField
        case .transportFailure: return .transportFailure
        case .currentTokenMissing: return .tokenUnavailable
        case .permissionDenied: return .authorizationDenied
        case .subscribeServerError, .updateServerError, .pushEventServerError, .mobileEventServerError:
            return .serverError
        case .subscribeFailed, .updateFailed, .unsuspendFailed, .statusFailed, .pushEventFailed, .mobileEventFailed:
            return .clientError
        default: return .invalidResponse
        }
    }

    /// Whether Altcraft raises the code as a `RetryEvent` (`Events.swift`, `EventList.swift` 5xx block).
    var retryable: Bool { rawValue >= 500 }

    /// The error for this code.
    func error(
        _ message: String, details: [String: JSONValue] = [:], code: PushErrorCode? = nil,
        retryable: Bool? = nil
    ) -> PushError {
        PushError(
            code ?? errorCode, native: native, retryable: retryable ?? self.retryable, message: message,
            details: details)
    }
}
