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
    /// How, when the transcript shows one of the invariant's known mechanisms: what a known
    /// deviation that names a mechanism matches (never the message's wording).
    public var mechanism: ViolationMechanism?

    /// Creates a violation.
    package init(
        invariant: RequirementID, level: RequirementLevel, step: String, time: String, message: String,
        mechanism: ViolationMechanism? = nil
    ) {
        self.invariant = invariant
        self.level = level
        self.step = step
        self.time = time
        self.message = message
        self.mechanism = mechanism
    }

    /// `CMP-001 (MUST) at 5s, step tap: …`.
    public var description: String { "\(invariant) (\(level.rawValue)) at \(time), step \(step): \(message)" }
}

/// What an invariant made of one transcript.
public enum InvariantVerdict: Sendable, Hashable {
    /// Nothing breaks the rule (also when nothing in the transcript could).
    case holds
    /// These records break it.
    case violated([Violation])
    /// The rule applies but the transcript lacks what judging it needs: a record kind
    /// (`leftovers`) or a key on one (`during.answer on a subscription.changed delegate record`).
    case notCheckable(missing: [String])
}

/// What an invariant found in one transcript: the records that break it, each with a message
/// and, when the transcript shows one, its ``ViolationMechanism``, and what the transcript lacked
/// where the rule applies (empty: it could judge everything).
package struct Judgement {
    /// The records breaking the rule, each with its message and mechanism.
    package var findings: [Invariant.Finding] = []
    /// What the transcript lacked, in words (`during.answer on subscription.changed`), each once.
    package private(set) var missing: [String] = []

    /// Nothing found, nothing missing.
    package init() {}

    /// Notes what the transcript lacked (once).
    package mutating func lacks(_ what: String) {
        if !missing.contains(what) { missing.append(what) }
    }

    /// Adds a finding, naming its mechanism when the transcript shows one.
    package mutating func found(_ record: TranscriptRecord, _ message: String, mechanism: ViolationMechanism? = nil) {
        findings.append(Invariant.Finding(record, message, mechanism: mechanism))
    }
}

/// A rule every vendor's transcript must keep, whatever its golden says.
///
/// The invariant carries its `Requirement`: the one place its id, level, normative sentence,
/// rationale and sources are written. The requirement catalogue lists it from here, so adding
/// an invariant means a ``RequirementID`` constant (vendors cite it in known deviations) and the
/// invariant, with its requirement, in its family's file.
///
/// An invariant reads nothing but ``TranscriptRecord`` values, which hold exactly what a
/// transcript line says (the run reads its own lines back, ``WrittenTranscript``), so it judges
/// the effect an observer of the device and the network sees, whatever code path produced it.
public struct Invariant: Sendable {
    /// What the invariant checks: id, level, text and sources (its oracles include itself).
    package var requirement: Requirement
    /// Judges a transcript: what breaks the rule, and what the transcript lacks to judge it.
    package var judge: @Sendable (_ records: [TranscriptRecord]) -> Judgement
    /// Why no run of the simulated device can break it (nil: a run can): it then judges
    /// transcripts recorded elsewhere (`push-conformance check`) and is not its rule's oracle.
    package var untestableInRun: String?

    /// One record that breaks the rule: where, what, and how (``ViolationMechanism``).
    package struct Finding {
        /// The record it is reported at.
        package var record: TranscriptRecord
        /// What happened.
        package var message: String
        /// The mechanism the transcript shows, if it is one the invariant knows.
        package var mechanism: ViolationMechanism?

        /// A finding.
        package init(_ record: TranscriptRecord, _ message: String, mechanism: ViolationMechanism? = nil) {
            self.record = record
            self.message = message
            self.mechanism = mechanism
        }
    }

    /// Stable id: the requirement's.
    public var id: RequirementID { requirement.id }
    /// MUST or SHOULD: the requirement's.
    public var level: RequirementLevel { requirement.level }
    /// The rule in a few words: the requirement's summary.
    public var summary: String { requirement.summary }

    /// An invariant checking `requirement` (which then lists this invariant among its oracles,
    /// or, with `untestableInRun`, says why nothing in a run checks it).
    package init(
        _ requirement: Requirement, untestableInRun: String? = nil,
        judge: @escaping @Sendable (_ records: [TranscriptRecord]) -> Judgement
    ) {
        var requirement = requirement
        let oracle: Oracle = untestableInRun.map(Oracle.untestable) ?? .invariant(requirement.id)
        if !requirement.oracles.contains(oracle) { requirement.oracles.insert(oracle, at: 0) }
        self.requirement = requirement
        self.judge = judge
        self.untestableInRun = untestableInRun
    }

    /// An invariant that can judge every transcript: `findings` finds the records that break it.
    package init(
        _ requirement: Requirement,
        findings: @escaping @Sendable (_ records: [TranscriptRecord]) -> [(TranscriptRecord, String)]
    ) {
        self.init(naming: requirement) { records in findings(records).map { Finding($0, $1) } }
    }

    /// An invariant that can judge every transcript, whose findings name their
    /// ``ViolationMechanism`` where the transcript shows one.
    package init(
        naming requirement: Requirement, findings: @escaping @Sendable (_ records: [TranscriptRecord]) -> [Finding]
    ) {
        self.init(requirement) { records in
            var judgement = Judgement()
            judgement.findings = findings(records)
            return judgement
        }
    }

    /// The violations of this invariant in a transcript.
    public func check(_ records: [TranscriptRecord]) -> [Violation] {
        violations(judge(records))
    }

    /// The verdict on a transcript: violated (with each violation), not checkable (with what
    /// the transcript lacks where the rule applies), or holds.
    public func verdict(_ records: [TranscriptRecord]) -> InvariantVerdict {
        let judgement = judge(records)
        if !judgement.findings.isEmpty { return .violated(violations(judgement)) }
        if !judgement.missing.isEmpty { return .notCheckable(missing: judgement.missing) }
        return .holds
    }

    private func violations(_ judgement: Judgement) -> [Violation] {
        judgement.findings.map { finding in
            Violation(
                invariant: id, level: level, step: finding.record.step, time: finding.record.time.description,
                message: finding.message, mechanism: finding.mechanism)
        }
    }
}

extension TranscriptRecord {
    /// The `name` of a system, event or delegate record.
    var name: String? { body["name"]?.stringValue }
    /// The neutral name of an SDK event record (nil for every other kind).
    var eventName: SDKEventName? { kind == .event ? name.map(SDKEventName.init(rawValue:)) : nil }
}
