import PushContract

/// PAY-002: a payload is claimed by at most one vendor. A cross-vendor rule, so it is checked
/// over every raw payload of the scenario suite rather than on one transcript.
public enum ExclusiveOwnership {
    /// The invariant id.
    public static let id = "PAY-002"

    /// A payload more than one vendor claims.
    public struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// The scenario.
        public var scenario: String
        /// The step.
        public var step: String
        /// The vendors that claim it, sorted.
        public var vendors: [String]

        /// `PAY-002 (MUST) scenario step …: claimed by a, b`.
        public var description: String {
            "\(ExclusiveOwnership.id) (MUST) \(scenario) step \(step): the payload is claimed by \(vendors.joined(separator: " and "))"
        }
    }

    /// Every raw payload or fixture (after `merge`) in the scenarios that two or more vendors claim.
    public static func conflicts(vendors: [any PushVendor], scenarios: [Scenario]) -> [Conflict] {
        var found: [Conflict] = []
        for scenario in scenarios {
            for step in scenario.steps {
                guard case .push(let source, let merge, _) = step.action else { continue }
                let json: JSONValue
                switch source {
                case .payload(let value), .fixture(_, let value): json = value
                case .message, .text, .bytes: continue
                }
                guard var object = json.objectValue else { continue }
                object.merge(merge) { _, new in new }
                let claimants = vendors.filter { $0.claims(PushPayload(object)) }.map(\.descriptor.id).sorted()
                if claimants.count > 1 { found.append(Conflict(scenario: scenario.id, step: step.id, vendors: claimants)) }
            }
        }
        return found
    }
}
