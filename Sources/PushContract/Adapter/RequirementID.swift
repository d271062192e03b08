/// The stable id of a contract requirement: an invariant (`CMP-001`), a requirement only goldens
/// show (`LA-001`), a platform rule (`R1`…`R21`) or a users' pain point (`P1`…`P9`). Known
/// deviations, violations and scenarios cite requirements by it.
///
/// Deliberately not a string literal: code names an invariant through a constant below
/// (`.completionsExactlyOnce`), so a typo is a compile error. Text read from a file becomes one
/// with ``init(rawValue:)`` and is checked against the runner's catalogue.
public struct RequirementID: RawRepresentable, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The stable string, e.g. `NET-002`.
    public let rawValue: String
    /// Wraps a string (from a file; code uses the constants).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stable string.
    public var description: String { rawValue }
    /// Ordered by the string.
    public static func < (lhs: RequirementID, rhs: RequirementID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RequirementID {
    /// CMP-001: every completion handed to the adapter is called exactly once (R19, R20).
    public static let completionsExactlyOnce = RequirementID(rawValue: "CMP-001")
    /// NSE-001: a service extension calls its content handler exactly once, by itself.
    public static let extensionDeliversOnce = RequirementID(rawValue: "NSE-001")
    /// NSE-002: a service extension delivers within its 30 s budget (R7).
    public static let extensionWithinBudget = RequirementID(rawValue: "NSE-002")
    /// NSE-003: a service extension bounds its own work instead of waiting for expiry.
    public static let extensionOwnBound = RequirementID(rawValue: "NSE-003")
    /// NET-001: only retryable failures are retried.
    public static let retryOnlyRetryable = RequirementID(rawValue: "NET-001")
    /// NET-002: no HTTP request or media download for a payload the vendor does not claim.
    public static let noNetworkForForeignPayload = RequirementID(rawValue: "NET-002")
    /// ERR-001: every error carries a neutral code from ``PushErrorCode/registry``.
    public static let errorsCarryNeutralCodes = RequirementID(rawValue: "ERR-001")
    /// TIME-001: virtual time never goes back; no negative delays; no runaway rescheduling.
    public static let timeNeverGoesBack = RequirementID(rawValue: "TIME-001")
    /// SUB-001: confirmed subscription changes are legal moves of ``SubscriptionState``.
    public static let legalSubscriptionMoves = RequirementID(rawValue: "SUB-001")
    /// PAY-001: a wire format refuses payloads over 4096 UTF-8 bytes (R1).
    public static let oversizedPayloadsRefused = RequirementID(rawValue: "PAY-001")
    /// PAY-002: no two vendors claim the same payload.
    public static let exclusiveOwnership = RequirementID(rawValue: "PAY-002")
    /// MED-001: an attachment is within the system's size limit for its kind (R9).
    public static let attachmentWithinSizeLimit = RequirementID(rawValue: "MED-001")
    /// MED-002: an attachment's type is one the system recognises, and its bytes are that kind of media (R9).
    public static let attachmentTypeMatchesBytes = RequirementID(rawValue: "MED-002")
    /// MED-003: an attachment points at a local file the extension wrote, not at a remote URL (R9).
    public static let attachmentIsLocalFile = RequirementID(rawValue: "MED-003")
    /// MED-004: nothing is attached from a download that failed (R9, P4).
    public static let attachmentFromSuccessfulDownload = RequirementID(rawValue: "MED-004")
    /// LA-001: after a live activity ends, updates for it are refused with `live-activity.ended`.
    public static let updatesAfterEndRefused = RequirementID(rawValue: "LA-001")
    /// NET-003: retries of one request back off; no retry storm.
    public static let retriesBackOff = RequirementID(rawValue: "NET-003")
    /// NET-004: retries of one request end; no endless retry.
    public static let retriesEnd = RequirementID(rawValue: "NET-004")
    /// SUB-003: a reported subscription status follows the server's answer.
    public static let subscriptionFollowsServer = RequirementID(rawValue: "SUB-003")
    /// DEL-003: a push is counted as opened only after the user tapped it (R4, P6).
    public static let openNeedsTap = RequirementID(rawValue: "DEL-003")
    /// DEL-004: one tap is counted as one open, whichever entry points deliver it (P3).
    public static let oneOpenPerTap = RequirementID(rawValue: "DEL-004")
    /// DEL-005: the notification settings an SDK reports follow the system's by the next foreground (P9).
    public static let settingsFollowSystem = RequirementID(rawValue: "DEL-005")
    /// CAT-001: categories the app registered survive an SDK's own registration (R10).
    public static let appCategoriesKept = RequirementID(rawValue: "CAT-001")

    // Facet requirements the "Implementation requirements" sections state and goldens show.
    /// ADP-001: work queued before the app is terminated is carried out after the relaunch, not lost.
    public static let queuedWorkSurvivesRelaunch = RequirementID(rawValue: "ADP-001")
    /// ADP-002: a facet is non-nil exactly when the descriptor lists its capability.
    public static let facetMatchesCapability = RequirementID(rawValue: "ADP-002")
    /// ADP-003: every delay, timeout and backoff runs on the host's scheduler; no wall clock.
    public static let hostSchedulerOnly = RequirementID(rawValue: "ADP-003")
    /// ADP-004: a bad configuration value is a `configuration.*` error at launch, never a trap.
    public static let badConfigurationReported = RequirementID(rawValue: "ADP-004")
    /// ADP-005: factories return fresh objects that touch nothing but the host they are given.
    public static let freshAdapterPerHost = RequirementID(rawValue: "ADP-005")
    /// DEL-001: a payload the vendor does not claim is passed to the app untouched.
    public static let foreignPayloadUntouched = RequirementID(rawValue: "DEL-001")
    /// DEL-002: an adapter may hand foreground presentation and taps to the app.
    public static let presentationMayBeDelegated = RequirementID(rawValue: "DEL-002")
    /// UI-001: no UI-delegate events for content the SDK does not render; the vendor's documented sequence.
    public static let uiEventsForRenderedContent = RequirementID(rawValue: "UI-001")
    /// UI-002: a notification's UI-delegate events never contradict what each event means.
    public static let uiEventsInOrder = RequirementID(rawValue: "UI-002")
    /// SUB-002: invalid subscription fields are refused before anything is stored or sent.
    public static let invalidSubscriptionFieldsRefused = RequirementID(rawValue: "SUB-002")
    /// TOK-001: an APNs device token is sent whole, as lower-case hex (R11).
    public static let tokenSentAsLowercaseHex = RequirementID(rawValue: "TOK-001")
    /// TOK-002: a manually set token wins over every provider.
    public static let manualTokenWins = RequirementID(rawValue: "TOK-002")
    /// TOK-003: FCM and HMS providers never issue a token before APNs did (R12, R13).
    public static let relayedTokensFollowAPNs = RequirementID(rawValue: "TOK-003")
    /// TOK-004: a provider name the vendor does not support is a `configuration.invalid-provider` error.
    public static let unknownProviderRefused = RequirementID(rawValue: "TOK-004")
    /// TOK-005: a changed token is reported and registered again; the old one is not used.
    public static let changedTokenReregistered = RequirementID(rawValue: "TOK-005")
    /// NSE-004: a request the extension does not claim is delivered unchanged, with no network call.
    public static let foreignContentDeliveredUnchanged = RequirementID(rawValue: "NSE-004")
    /// NSE-005: at expiry the extension delivers the best content prepared so far, at once.
    public static let expiryDeliversBestAttempt = RequirementID(rawValue: "NSE-005")
    /// LA-002: registering an activity without a registered device fails with `live-activity.device-unavailable`.
    public static let activityNeedsDevice = RequirementID(rawValue: "LA-002")
    /// LA-003: a rotated activity token is registered again and the old one is not used.
    public static let rotatedActivityTokenReregistered = RequirementID(rawValue: "LA-003")
    /// PAY-003: the ownership test is pure, synchronous and gives the same answer every time.
    public static let claimsIsPure = RequirementID(rawValue: "PAY-003")
    /// PAY-004: whatever a vendor's wire format encodes, that vendor claims.
    public static let encodedPayloadsClaimed = RequirementID(rawValue: "PAY-004")
    /// PAY-005: a collapse id over 64 bytes is refused with `payload.collapse-id-too-long` (R6).
    public static let longCollapseIDRefused = RequirementID(rawValue: "PAY-005")
    /// PAY-006: decoding an encoded message gives back every field the format can carry.
    public static let wireFormatRoundTrips = RequirementID(rawValue: "PAY-006")
    /// PAY-007: a payload the vendor's wire format writes names each key once per object (RFC 8259 §4 SHOULD).
    public static let payloadKeysUnique = RequirementID(rawValue: "PAY-007")
    /// EVT-001: invalid custom-event values are refused before anything is stored or sent.
    public static let invalidEventFieldsRefused = RequirementID(rawValue: "EVT-001")
    /// RST-001: a data reset cancels queued work, removes stored values and reports `data.cleared`.
    public static let dataResetErasesEverything = RequirementID(rawValue: "RST-001")
}
