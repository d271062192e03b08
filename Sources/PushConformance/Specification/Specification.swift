package import PushContract

/// Everything the generated specification states: the catalogue's requirements, the bundled
/// scenarios that cite them and the error-code map of an executed run. ``markdown`` is
/// `Conformance/SPEC.md`; ``json`` is `Conformance/specification.json`.
package struct Specification: Sendable {
    /// The suite version heading both documents.
    package var version: String
    /// Every requirement, in specification order.
    package var requirements: [Requirement]
    /// The bundled scenarios (router scenarios included).
    package var scenarios: [Scenario]
    /// The error-code map of an executed run.
    package var errorCodes: ErrorCodeMap

    /// The file names, inside the `Conformance` folder.
    package static let markdownFile = "SPEC.md"
    /// The tools' file.
    package static let jsonFile = "specification.json"
    /// Where the error-code map is, as the comparison reports cite it.
    package static let errorCodeMapReference = "Conformance/SPEC.md, section \"Error-code map\" (#error-code-map)"
    /// The JSON schema name.
    package static let schema = "push-conformance-specification"
    /// The JSON schema version.
    package static let schemaVersion = 1

    /// A specification of the catalogue, these scenarios and this map.
    package init(
        version: String = SuiteVersion.current, requirements: [Requirement] = RequirementCatalog.requirements,
        scenarios: [Scenario], errorCodes: ErrorCodeMap
    ) {
        self.version = version
        self.requirements = requirements
        self.scenarios = scenarios.sorted { $0.id < $1.id }
        self.errorCodes = errorCodes
    }

    /// The ids of the scenarios citing a requirement, sorted.
    package func scenarios(citing id: RequirementID) -> [String] {
        scenarios.filter { $0.requirements.contains(id) }.map(\.id)
    }

    /// Requirements of one facet, in order.
    package func requirements(of facet: RequirementFacet) -> [Requirement] { requirements.filter { $0.facet == facet } }

    /// How many requirements have this level.
    package func count(_ level: RequirementLevel) -> Int { requirements.filter { $0.level == level }.count }
}
