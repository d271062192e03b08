package import PushConformance
package import PushContract

extension Specification {
    /// `Conformance/specification.json` as a value: schema, suite version, changelog, facets,
    /// requirements (with the scenarios citing each), scenarios and the error-code map.
    package var json: JSONValue {
        func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
        let requirementEntries: [JSONValue] = requirements.map { requirement in
            var entry: [String: JSONValue] = [
                "id": .string(requirement.id.rawValue), "level": .string(requirement.level.rawValue),
                "facet": .string(requirement.facet.rawValue), "kind": .string(requirement.kind.rawValue),
                "summary": .string(requirement.summary), "sentence": .string(requirement.sentence),
                "rationale": .string(requirement.rationale), "sources": strings(requirement.sources),
                "scenarios": strings(scenarios(citing: requirement.id)),
            ]
            if let checker = requirement.checkedBy { entry["checkedBy"] = .string(checker.rawValue) }
            entry["oracles"] = .array(
                oracles(of: requirement).map { oracle in
                    var object: [String: JSONValue] = ["kind": .string(oracle.kind.rawValue)]
                    if oracle.kind == .expectations {
                        object["scenarios"] = strings(scenarios(expecting: requirement.id))
                    } else {
                        object["detail"] = .string(oracle.detail)
                    }
                    return .object(object)
                })
            if let reason = requirement.unexercisable { entry["unexercisable"] = .string(reason) }
            return .object(entry)
        }
        let scenarioEntries: [JSONValue] = scenarios.map { scenario in
            var entry: [String: JSONValue] = [
                "id": .string(scenario.id), "facet": .string(scenario.facet), "title": .string(scenario.title),
                "requirements": strings(scenario.requirements.map(\.rawValue)),
            ]
            if !scenario.expectations.isEmpty {
                entry["expect"] = .array(
                    scenario.expectations.map {
                        [
                            "requirement": .string($0.requirement.rawValue),
                            "text": .string($0.description),
                        ]
                    })
            }
            return .object(entry)
        }
        let codeEntries: [JSONValue] = ErrorCodeCatalog.entries.map { entry in
            var vendors: [String: JSONValue] = [:]
            for vendor in errorCodes.vendors {
                guard let produced = errorCodes.cell(entry.code, vendor: vendor) else {
                    vendors[vendor] = .null
                    continue
                }
                vendors[vendor] = [
                    "native": strings(produced.natives),
                    "retryable": .array(produced.retryable.sorted { !$0 && $1 }.map(JSONValue.bool)),
                ]
            }
            return [
                "code": .string(entry.code.rawValue), "meaning": .string(entry.meaning),
                "retryable": .string(entry.retry.rawValue), "vendors": .object(vendors),
            ]
        }
        return [
            "schema": .string(Self.schema), "schemaVersion": .number(Double(Self.schemaVersion)),
            "suiteVersion": .string(version),
            "changelog": .array(
                SuiteChangelog.entries.map { ["version": .string($0.version), "changes": strings($0.changes)] }),
            "facets": .array(
                RequirementFacet.allCases.map { ["id": .string($0.rawValue), "title": .string($0.title)] }),
            "requirements": .array(requirementEntries),
            "scenarios": .array(scenarioEntries),
            "vendors": strings(errorCodes.vendors),
            "errorCodes": .array(codeEntries),
        ]
    }

    /// ``json`` as the committed text: keys sorted, two-space indents, one value per line except
    /// arrays of scalars, newline at the end. Deterministic.
    package var jsonText: String { Self.pretty(json, indent: "") + "\n" }

    static func pretty(_ value: JSONValue, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.keys.sorted().map { key in
                "\(inner)\(JSONValue.string(key).canonicalText): \(pretty(members[key] ?? .null, indent: inner))"
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            if elements.allSatisfy({ if case .object = $0 { false } else if case .array = $0 { false } else { true } })
            {
                return "[" + elements.map(\.canonicalText).joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        default:
            return value.canonicalText
        }
    }
}
