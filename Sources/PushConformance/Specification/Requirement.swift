package import PushContract

/// One normative requirement of the contract, as `Conformance/SPEC.md` and
/// `Conformance/specification.json` state it: the single source both documents, the scenario
/// decoder, `list` and the reports read.
package struct Requirement: Sendable, Hashable, Identifiable {
    /// Where a requirement comes from.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Checked on every transcript by an invariant of the same id.
        case invariant
        /// A contract rule the goldens show (an "Implementation requirements" line).
        case contract
        /// A platform rule (R1–R21).
        case platformRule = "platform-rule"
        /// A users' recurring pain point (P1–P9), stated as what an SDK must avoid.
        case painPoint = "pain-point"
    }

    /// The stable id (`CMP-001`, `TOK-001`, `R11`, `P5`).
    package var id: RequirementID
    /// MUST, SHOULD or MAY.
    package var level: RequirementLevel
    /// The section of the specification it belongs to.
    package var facet: RequirementFacet
    /// Where it comes from.
    package var kind: Kind
    /// A short label for lists (`list`, the coverage table).
    package var summary: String
    /// The normative sentence, with the level's keyword in capitals.
    package var sentence: String
    /// Why the requirement exists.
    package var rationale: String
    /// Where it is stated: platform documentation URLs, vendor documentation pages, `owner/repo@commit:path:line`, issue URLs, the
    /// contract's own doc comments.
    package var sources: [String]
    /// What checks it apart from goldens: invariants, audits, or why nothing can ("untestable
    /// here"). Expectations are not listed here: the scenarios citing the requirement in their
    /// `expect` section are (``Specification/oracles(of:)`` adds them).
    package var oracles: [Oracle]
    /// Why no scenario can exercise it, for a requirement no scenario cites; nil otherwise.
    package var unexercisable: String?

    /// Creates a requirement.
    package init(
        _ id: RequirementID, _ level: RequirementLevel, _ facet: RequirementFacet, kind: Kind = .contract,
        summary: String, sentence: String, rationale: String, sources: [String],
        oracles: [Oracle] = [], unexercisable: String? = nil
    ) {
        self.id = id
        self.level = level
        self.facet = facet
        self.kind = kind
        self.summary = summary
        self.sentence = sentence
        self.rationale = rationale
        self.sources = sources
        self.oracles = oracles
        self.unexercisable = unexercisable
    }

    /// The first invariant that checks it, if one does.
    package var checkedBy: RequirementID? { oracles.lazy.compactMap(\.invariant).first }
}
