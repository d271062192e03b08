package import PushContract

extension Specification {
    /// Every oracle of a requirement: the catalogue's (invariants, audits, "untestable here"),
    /// and ``Oracle/expectations`` when a bundled scenario's `expect` section cites it. Sorted by
    /// kind. Empty: only the goldens show it, which for a MUST is a gap (a test keeps it closed).
    package func oracles(of requirement: Requirement) -> [Oracle] {
        var oracles = requirement.oracles
        if !scenarios(expecting: requirement.id).isEmpty { oracles.append(.expectations) }
        return oracles.sorted()
    }

    /// The ids of the scenarios whose expectations cite `id`, sorted.
    package func scenarios(expecting id: RequirementID) -> [String] {
        scenarios.filter { scenario in scenario.expectations.contains { $0.requirement == id } }.map(\.id)
    }

    /// How many requirements of `level` each kind of oracle checks (one requirement counts once
    /// per kind it has), and under `nil` how many have none but the goldens.
    package func oracleCounts(_ level: RequirementLevel) -> [Oracle.Kind?: Int] {
        var counts: [Oracle.Kind?: Int] = [:]
        for requirement in requirements where requirement.level == level {
            let kinds = Set(oracles(of: requirement).map(\.kind))
            if kinds.isEmpty { counts[nil, default: 0] += 1 }
            for kind in kinds { counts[kind, default: 0] += 1 }
        }
        return counts
    }
}
