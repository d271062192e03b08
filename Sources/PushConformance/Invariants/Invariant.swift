public import PushContract
public import PushSimulator

/// How binding an invariant is (OpenFeature-style requirement levels).
public enum RequirementLevel: String, Sendable, Hashable, Codable {
    /// A violation fails the case (unless it is a listed known deviation).
    case must = "MUST"
    /// A violation is reported as a warning.
    case should = "SHOULD"
    /// Permitted, not required: the specification names the freedom so adapters can rely on it.
    case may = "MAY"
}

/// One broken invariant in one transcript: which, where, why.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The invariant id (`CMP-001`).
    public var invariant: RequirementID
    /// Its level.
    public var level: RequirementLevel
    /// The step where it showed.
    public var step: String
    /// The virtual time.
    public var time: String
    /// What happened.
    public var message: String

    /// Creates a violation.
    package init(invariant: RequirementID, level: RequirementLevel, step: String, time: String, message: String) {
        self.invariant = invariant
        self.level = level
        self.step = step
        self.time = time
        self.message = message
    }

    /// `CMP-001 (MUST) at 5s, step tap: …`.
    public var description: String { "\(invariant) (\(level.rawValue)) at \(time), step \(step): \(message)" }
}

/// A rule every vendor's transcript must keep, whatever its golden says.
///
/// The invariant carries its `Requirement`: the one place its id, level, normative sentence,
/// rationale and sources are written. The requirement catalogue lists it from here, so adding
/// an invariant means a ``RequirementID`` constant (vendors cite it in known deviations) and the
/// invariant, with its requirement, in its family's file.
public struct Invariant: Sendable {
    /// What the invariant checks: id, level, text and sources (its oracles include itself).
    package var requirement: Requirement
    /// Finds the records that break the rule, each with a message.
    package var findings: @Sendable (_ records: [TranscriptRecord]) -> [(TranscriptRecord, String)]

    /// Stable id: the requirement's.
    public var id: RequirementID { requirement.id }
    /// MUST or SHOULD: the requirement's.
    public var level: RequirementLevel { requirement.level }
    /// The rule in a few words: the requirement's summary.
    public var summary: String { requirement.summary }

    /// An invariant checking `requirement` (which then lists this invariant among its oracles).
    package init(
        _ requirement: Requirement,
        findings: @escaping @Sendable (_ records: [TranscriptRecord]) -> [(TranscriptRecord, String)]
    ) {
        var requirement = requirement
        if !requirement.oracles.contains(.invariant(requirement.id)) {
            requirement.oracles.insert(.invariant(requirement.id), at: 0)
        }
        self.requirement = requirement
        self.findings = findings
    }

    /// The violations of this invariant in a transcript.
    public func check(_ records: [TranscriptRecord]) -> [Violation] {
        findings(records).map { record, message in
            Violation(invariant: id, level: level, step: record.step, time: record.time.description, message: message)
        }
    }
}

extension TranscriptRecord {
    /// The `name` of a system, event or delegate record.
    var name: String? { body["name"]?.stringValue }
    /// The neutral name of an SDK event record (nil for every other kind).
    var eventName: SDKEventName? { kind == .event ? name.map(SDKEventName.init(rawValue:)) : nil }
}
