/// A documented vendor behaviour that breaks a contract invariant: shown in every report,
/// never hidden. The runner turns a matching violation into "known deviation", and a listed
/// deviation that no longer happens into a failure (it went stale).
///
/// A deviation excuses a violation of its ``invariant`` only in the scenarios it names (globs);
/// one listed for every scenario (no ``scenarios``) must name the ``behaviour`` it excuses, and
/// then excuses only violations whose message contains that text, so it never covers a new bug
/// of the same invariant (exploration's generated sequences included).
public struct KnownDeviation: Sendable, Hashable {
    /// The invariant broken, e.g. ``RequirementID/noNetworkForForeignPayload`` (`NET-002`).
    public var invariant: RequirementID
    /// The scenario ids (or globs) where it shows; empty: every scenario (then name ``behaviour``).
    public var scenarios: [String]
    /// What the vendor does, in a sentence.
    public var summary: String
    /// Where that is documented: the real SDK's code (`owner/repo@commit:path:line`) or the
    /// vendor's public documentation page.
    public var citation: String
    /// Text every violation it excuses contains (part of the invariant's message, e.g. a request
    /// path): required for a deviation listed for every scenario, optional otherwise. Nil: every
    /// violation of the invariant in the named scenarios.
    public var behaviour: String?

    /// Creates a deviation entry.
    public init(
        invariant: RequirementID, scenarios: [String], summary: String, citation: String, behaviour: String? = nil
    ) {
        self.invariant = invariant
        self.scenarios = scenarios
        self.summary = summary
        self.citation = citation
        self.behaviour = behaviour
    }
}
