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
    /// LA-001: after a live activity ends, updates for it are refused with `live-activity.ended`.
    public static let updatesAfterEndRefused = RequirementID(rawValue: "LA-001")
}
