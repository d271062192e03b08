import PushContract

/// One broken rule of a live-activity request: the rule, the JSON path of the place in the
/// request file (`request.headers.apns-topic`, `request.body.aps.timestamp`) and why.
package struct LiveActivityFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rule broken.
    package var rule: LiveActivityRule
    /// Where, as a JSON path into the request file (a missing field: where it belongs).
    package var path: String
    /// Why, one sentence; values from the request are quoted, cut to a preview.
    package var message: String

    /// `MUST header.topic (R15) at request.headers.apns-topic: …`.
    package var description: String {
        "\(rule.level.rawValue) \(rule.id) (\(rule.requirement)) at \(path): \(message)"
    }
}

/// What the audit says of one request: the rules it applied and the findings, in rule order.
package struct LiveActivityVerdict: Sendable, Hashable {
    /// Every broken rule, each with its place; a rule may be broken at several places.
    package var findings: [LiveActivityFinding]
    /// The rules the audit applied to this request (those of its endpoint and event, and those
    /// whose context it had), in catalogue order.
    package var checked: [LiveActivityRule]

    /// The ids of the rules broken, each once, sorted: what a corpus file's `expect` states.
    package var brokenRuleIDs: [String] { Array(Set(findings.map(\.rule.id))).sorted() }

    /// Whether a MUST rule is broken.
    package var breaksMust: Bool { findings.contains { $0.rule.level == .must } }

    /// The rules applied and kept.
    package var kept: [LiveActivityRule] {
        let broken = Set(findings.map(\.rule.id))
        return checked.filter { !broken.contains($0.id) }
    }
}
