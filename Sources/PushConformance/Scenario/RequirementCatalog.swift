package import PushContract

/// Every requirement of the contract, in one place: the invariants' own requirements (each
/// ``Invariant`` carries its text), the facet requirements the contract's "Implementation
/// requirements" sections state, the platform rules (R) and the users' pain points (P). `Conformance/SPEC.md` and `Conformance/specification.json` are generated from
/// it (`push-conformance spec`), scenarios may cite only its ids (a typo is refused when the
/// scenario loads), and `list`, `--requirement` and the reports read it.
///
/// Tools that group by requirement (a requirement × vendor grid, say) read ``requirements`` in
/// order, ``requirement(_:)`` for one id and ``citingScenarios(_:in:)`` for its scenarios.
package enum RequirementCatalog {
    /// Every requirement, in specification order: by facet, then invariants, contract
    /// requirements, platform rules and pain points, each by id.
    package static let requirements: [Requirement] =
        (Invariant.builtIn.map(\.requirement) + Invariant.explorationRequirements
        + facetRequirements + userControlRequirements + platformRuleRequirements + painPointRequirements)
        .sorted(by: specificationOrder)

    /// The requirement with this id, if the catalogue has one.
    package static func requirement(_ id: RequirementID) -> Requirement? { byID[id] }

    /// The scenarios citing `id`, in id order.
    package static func citingScenarios(_ id: RequirementID, in scenarios: [Scenario]) -> [Scenario] {
        scenarios.filter { $0.requirements.contains(id) }.sorted { $0.id < $1.id }
    }

    /// Every known id with its one-line meaning.
    package static var all: [RequirementID: String] { byID.mapValues(\.summary) }

    /// Contract requirements shown by goldens rather than by a transcript invariant.
    package static var contractRequirements: [RequirementID: String] { summaries(of: .contract) }
    /// Platform rules (R1–R21).
    package static var platformRules: [RequirementID: String] { summaries(of: .platformRule) }
    /// The users' recurring pain points (P1–P9).
    package static var painPoints: [RequirementID: String] { summaries(of: .painPoint) }

    private static let byID: [RequirementID: Requirement] =
        Dictionary(requirements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    private static func summaries(of kind: Requirement.Kind) -> [RequirementID: String] {
        Dictionary(uniqueKeysWithValues: requirements.filter { $0.kind == kind }.map { ($0.id, $0.summary) })
    }

    /// Facet first; within a facet invariants, contract requirements, rules, pain points; then the
    /// id, numbers compared as numbers (R2 before R10).
    static func specificationOrder(_ a: Requirement, _ b: Requirement) -> Bool {
        if a.facet != b.facet { return a.facet < b.facet }
        let kinds = Requirement.Kind.allCases
        if a.kind != b.kind { return (kinds.firstIndex(of: a.kind) ?? 0) < (kinds.firstIndex(of: b.kind) ?? 0) }
        return idOrder(a.id, b.id)
    }

    /// R2 before R10; otherwise by the string.
    package static func idOrder(_ a: RequirementID, _ b: RequirementID) -> Bool {
        func key(_ id: RequirementID) -> (String, Int, String) {
            let text = id.rawValue
            if let first = text.first, first == "R" || first == "P", let number = Int(text.dropFirst()) {
                return (String(first), number, "")
            }
            return (text, 0, "")
        }
        return key(a) < key(b)
    }
}
