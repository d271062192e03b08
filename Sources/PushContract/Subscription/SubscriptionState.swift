/// A push subscription's status on the vendor's backend.
public enum SubscriptionStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Receives pushes.
    case subscribed
    /// Opted out: an unsubscribe event is in the profile.
    case unsubscribed
    /// Paused: no pushes, but no unsubscribe event (log-out, another profile took the token).
    case suspended
}

/// The subscription state machine, as a value.
///
/// Legal moves (requirement SUB-001):
///
/// | from \ to      | subscribed | unsubscribed | suspended |
/// |----------------|------------|--------------|-----------|
/// | (unknown)      | yes        | yes          | yes       |
/// | subscribed     | yes        | yes          | yes       |
/// | unsubscribed   | yes        | yes          | **no**: nothing to suspend |
/// | suspended      | yes (resume / unsuspend) | **no**: resume first | yes |
///
/// Repeating the current status is legal (idempotent requests).
public struct SubscriptionState: Sendable, Hashable {
    /// The confirmed status, nil before the backend confirmed any.
    public private(set) var status: SubscriptionStatus?

    /// A state with a known or unknown status.
    public init(status: SubscriptionStatus? = nil) { self.status = status }

    /// Whether moving to `target` is legal from here.
    public func canMove(to target: SubscriptionStatus) -> Bool {
        switch (status, target) {
        case (nil, _), (.subscribed?, _): return true
        case (.unsubscribed?, .suspended): return false
        case (.unsubscribed?, _): return true
        case (.suspended?, .unsubscribed): return false
        case (.suspended?, _): return true
        }
    }

    /// Moves to `target`, or throws `subscription.illegal-transition` and stays put.
    public mutating func move(to target: SubscriptionStatus) throws(PushError) {
        guard canMove(to: target) else {
            throw PushError(
                .illegalTransition,
                message: "cannot move a subscription from \(status?.rawValue ?? "unknown") to \(target.rawValue)",
                details: ["from": .string(status?.rawValue ?? "unknown"), "to": .string(target.rawValue)])
        }
        status = target
    }
}
