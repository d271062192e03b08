/// A documented vendor behaviour that breaks a contract invariant: shown in every report,
/// never hidden. The runner turns a matching violation into "known deviation", and a listed
/// deviation that no longer happens into a failure (it went stale).
public struct KnownDeviation: Sendable, Hashable {
    /// The invariant broken, e.g. ``RequirementID/noNetworkForForeignPayload`` (`NET-002`).
    public var invariant: RequirementID
    /// The scenario ids (or globs) where it shows.
    public var scenarios: [String]
    /// What the vendor does, in a sentence.
    public var summary: String
    /// Where that is documented: a seed line or a VENDOR-FACTS item with its source path.
    public var citation: String

    /// Creates a deviation entry.
    public init(invariant: RequirementID, scenarios: [String], summary: String, citation: String) {
        self.invariant = invariant
        self.scenarios = scenarios
        self.summary = summary
        self.citation = citation
    }
}
