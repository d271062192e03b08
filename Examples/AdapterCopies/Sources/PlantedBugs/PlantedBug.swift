/// One bug planted in an adapter copy, as the catalogue lists it: what it does, the requirement
/// the suite must name when it runs, where the bug class comes from and who wrote it.
///
/// Each copy has its own enum of bug ids (`AltcraftCopyBug`, `ActitoCopyBug`) whose `planted`
/// property returns one of these per case; the `day-one` runner reads them.
public struct PlantedBug: Sendable, Hashable {
    /// The bug's id: the enum case name, unique within its copy.
    public var id: String
    /// What the bug does, in one line, as a bug report would say it.
    public var summary: String
    /// The requirement id (from `Conformance/SPEC.md`) a run must name for the bug to count as
    /// caught: an invariant (`DEL-004`), a requirement checked by expectations (`LA-001`) or a
    /// platform rule checked by an audit (`R2`).
    public var requirement: String
    /// Where the bug class comes from: a rule or pain-point sentence of `SPEC.md` (with its id),
    /// or a public issue or commit (`https://…`, `owner/repo@commit:path:line`).
    public var source: String
    /// Who wrote it.
    public var author: BugAuthor
    /// Why the bundled suite misses it today, when it does; nil when the suite must catch it.
    /// The `day-one` runner fails when a bug without this note is missed, and when a bug with
    /// it is caught (the note is then stale: remove it).
    public var knownMiss: String?

    /// A catalogue entry.
    public init(
        id: String, summary: String, requirement: String, source: String, author: BugAuthor,
        knownMiss: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.requirement = requirement
        self.source = source
        self.author = author
        self.knownMiss = knownMiss
    }

    /// The entry of a bug case that has none in its copy's catalogue files: it names the
    /// requirement `(none)`, which `day-one` refuses before anything runs.
    public static func unlisted(_ id: String, catalogue: String) -> PlantedBug {
        PlantedBug(
            id: id, summary: "(no catalogue entry: add one to a \(catalogue)+… file)",
            requirement: "(none)", source: "(none)", author: .own)
    }
}

/// Who wrote a planted bug.
public enum BugAuthor: String, Sendable, Hashable, CaseIterable {
    /// The catalogue's maintainers, who know the suite's oracles.
    case own
    /// The first blind red team (before the oracle fixes of issue 30).
    case redTeam1 = "red-team-1"
    /// The second, fresh blind red team (after the fixes).
    case redTeam2 = "red-team-2"
    /// The third blind red team.
    case redTeam3 = "red-team-3"
    /// The fourth blind red team.
    case redTeam4 = "red-team-4"
    /// The fifth blind red team.
    case redTeam5 = "red-team-5"
    /// The sixth blind red team.
    case redTeam6 = "red-team-6"
    /// The seventh blind red team.
    case redTeam7 = "red-team-7"
    /// The eighth blind red team.
    case redTeam8 = "red-team-8"
    /// The ninth blind red team.
    case redTeam9 = "red-team-9"
    /// The tenth blind red team.
    case redTeam10 = "red-team-10"
    /// The eleventh blind red team.
    case redTeam11 = "red-team-11"
    /// The twelfth blind red team.
    case redTeam12 = "red-team-12"
    /// The thirteenth blind red team.
    case redTeam13 = "red-team-13"
    /// The fourteenth blind red team.
    case redTeam14 = "red-team-14"
}
