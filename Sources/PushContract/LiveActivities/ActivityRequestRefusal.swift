/// Why ActivityKit refused to start an activity (`ActivityAuthorizationError`): a stable string
/// for the transcript, which an SDK maps to a neutral ``PushErrorCode``.
///
/// Sources: https://developer.apple.com/documentation/activitykit/activityauthorizationerror
public struct ActivityRequestRefusal: RawRepresentable, Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stable string (`global-maximum-exceeded`…).
    public let rawValue: String
    /// Wraps a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stable string.
    public var description: String { rawValue }

    /// The user turned live activities off (`denied`).
    public static let denied = ActivityRequestRefusal(rawValue: "denied")
    /// Too many activities of all apps run (`globalMaximumExceeded`).
    public static let globalMaximumExceeded = ActivityRequestRefusal(rawValue: "global-maximum-exceeded")
    /// Too many of this app's activities run (`targetMaximumExceeded`).
    public static let targetMaximumExceeded = ActivityRequestRefusal(rawValue: "target-maximum-exceeded")
    /// Started while the app is not in the foreground (`visibility`).
    public static let visibility = ActivityRequestRefusal(rawValue: "visibility")
    /// The push-to-start budget is used up; the device logs "Push-to-start budget exceeded"
    /// (https://developer.apple.com/forums/thread/799505). No API reports it to the app.
    public static let pushToStartBudgetExceeded = ActivityRequestRefusal(rawValue: "push-to-start-budget-exceeded")

    /// The neutral code an SDK reports for this refusal.
    public var neutralCode: PushErrorCode {
        switch self {
        case .globalMaximumExceeded, .targetMaximumExceeded, .pushToStartBudgetExceeded:
            return .activityLimitExceeded
        case .visibility: return .activityNotVisible
        default: return .activityRefused
        }
    }
}
