/// A documented vendor behaviour that breaks a contract invariant: shown in every report,
/// never hidden. The runner turns a matching violation into "known deviation", and a listed
/// deviation that no longer happens into a failure (it went stale).
///
/// A deviation excuses every violation of its ``invariant`` in the ``scenarios`` it names
/// (globs), where it must keep happening; and, when it names a ``mechanism``, the violations of
/// that mechanism, and only those, in every other scenario: other bundled ones, the sequences
/// `explore` generates and the scenarios it writes. A deviation listed for every scenario (no
/// ``scenarios``) must name a mechanism, so it never covers a new bug of the same invariant.
public struct KnownDeviation: Sendable, Hashable {
    /// The invariant broken, e.g. ``RequirementID/noNetworkForForeignPayload`` (`NET-002`).
    public var invariant: RequirementID
    /// The scenario ids (or globs) where it shows; empty: every scenario (then name ``mechanism``).
    public var scenarios: [String]
    /// What the vendor does, in a sentence.
    public var summary: String
    /// Where that is documented: the real SDK's code (`owner/repo@commit:path:line`) or the
    /// vendor's public documentation page.
    public var citation: String
    /// Text every violation it excuses contains (part of the invariant's message), to narrow a
    /// deviation further; nil: no narrowing. Wording may change between suite versions, so a
    /// deviation listed for every scenario names its ``mechanism`` instead.
    public var behaviour: String?
    /// The one way of breaking ``invariant`` it excuses outside its named scenarios
    /// (``ViolationMechanism``, e.g. ``ViolationMechanism/retrySendsOldToken``): required for a
    /// deviation listed for every scenario. Nil: nothing outside the named scenarios.
    public var mechanism: ViolationMechanism?

    /// Creates a deviation entry.
    public init(
        invariant: RequirementID, scenarios: [String], summary: String, citation: String, behaviour: String? = nil,
        mechanism: ViolationMechanism? = nil
    ) {
        self.invariant = invariant
        self.scenarios = scenarios
        self.summary = summary
        self.citation = citation
        self.behaviour = behaviour
        self.mechanism = mechanism
    }
}
