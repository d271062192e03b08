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
    public init(invariant: RequirementID, level: RequirementLevel, step: String, time: String, message: String) {
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
public struct Invariant: Sendable {
    /// Stable id.
    public var id: RequirementID
    /// MUST or SHOULD.
    public var level: RequirementLevel
    /// The rule in one sentence.
    public var summary: String
    /// Finds the records that break the rule, each with a message.
    public var findings: @Sendable (_ records: [TranscriptRecord]) -> [(TranscriptRecord, String)]

    /// Creates an invariant.
    public init(id: RequirementID, level: RequirementLevel, summary: String,
                findings: @escaping @Sendable (_ records: [TranscriptRecord]) -> [(TranscriptRecord, String)]) {
        self.id = id
        self.level = level
        self.summary = summary
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
