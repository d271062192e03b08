import PushConformanceReports
import PushConformance
import Foundation
import PushContract
import PushRouter

/// `list`: the vendors, the selected scenarios and how many of them cite each requirement id,
/// as text for people or as one JSON object (sorted keys, no host path) for tools.
struct ScenarioListing {
    /// The command.
    let command: ListCommand

    /// The JSON schema name of `list --json`.
    static let schema = "push-conformance-list"

    func execute(in context: CommandContext) -> ConformanceCLI.ExitStatus {
        if let directory = command.selection.scenariosDirectory,
            let problem = PathCheck(context: context).existingFolder(directory, flag: "--scenarios")
        {
            return context.usage(problem.attributed(to: ListCommand.name))
        }
        guard let suite = ConformanceCLI.suite(command.selection, context: context) else {
            return context.usage(
                UsageError(
                    "no Conformance/Scenarios folder above \(context.workingDirectory); "
                        + "run from the package or pass --scenarios DIR", command: ListCommand.name))
        }
        let loaded = suite.loadScenarios()
        let filter = ScenarioSelection(options: command.selection)
        let vendors = context.vendors.filter { filter.keepsVendor($0.descriptor.id) }
        let deviations = vendors.flatMap(\.descriptor.knownDeviations)
        if let problem = filter.problem(
            vendorIDs: context.vendors.map(\.descriptor.id) + [RoutedVendor.id],
            vendorNames: ConformanceCLI.displayNames(context.vendors),
            scenarios: loaded.scenarios.map(ScenarioSelection.Candidate.init), deviations: deviations)
        {
            // A file that fails to load is reported whatever the selection (it may be the one meant).
            for error in loaded.errors { context.printError(error.description) }
            return context.usage(problem.attributed(to: ListCommand.name))
        }
        let scenarios = loaded.scenarios.filter { filter.selects(.init($0), deviations: deviations) }
        let errors = loaded.errors.map(\.description)
        if command.json {
            context.printJSON(Self.json(vendors: vendors, scenarios: scenarios, errors: errors).canonicalText)
        } else {
            text(
                vendors: vendors, scenarios: scenarios, errors: errors, warnings: loaded.warnings.map(\.description),
                context: context)
        }
        return errors.isEmpty ? .success : .failure
    }

    private func text(
        vendors: [any PushVendor], scenarios: [Scenario], errors: [String], warnings: [String],
        context: CommandContext
    ) {
        context.print("vendors:")
        for vendor in vendors {
            let d = vendor.descriptor
            context.print(
                "  \(d.id) (\(d.displayName)): \(d.capabilities.sorted().map(\.rawValue).joined(separator: ", "))")
        }
        context.print("scenarios (\(scenarios.count)):")
        for scenario in scenarios {
            let needs =
                scenario.requires.isEmpty
                ? "" : " [needs \(scenario.requires.sorted().map(\.rawValue).joined(separator: ", "))]"
            let router =
                scenario.router.map { hosting in
                    " [every vendor behind one router\(hosting.peers.isEmpty ? "" : ", peers: " + hosting.peers.map(\.rawValue).joined(separator: ", "))]"
                } ?? ""
            context.print(
                "  \(TerminalText.value(scenario.id))\(needs)\(router): \(TerminalText.value(scenario.title))")
        }
        let filtered = command.selection.filtersScenarios
        context.print(
            filtered
                ? "requirement coverage of these scenarios (ids they cite):"
                : "requirement coverage (scenarios citing each id):")
        for (id, meaning, count) in Self.coverage(scenarios) where !filtered || count > 0 {
            context.print(
                "  \(id.padding(toLength: 8, withPad: " ", startingAt: 0)) \(count == 0 ? "  -" : String(format: "%3d", count))  \(meaning)"
            )
        }
        for error in errors { context.printError(error) }
        for warning in warnings { context.printStyled(context.style.warning(warning)) }
    }

    /// Every catalogue id in catalogue order, with its meaning and how many scenarios cite it.
    static func coverage(_ scenarios: [Scenario]) -> [(id: String, meaning: String, count: Int)] {
        let cited = scenarios.map { Set($0.requirements.map(ScenarioSelection.text)) }
        return RequirementCatalog.all.map { (ScenarioSelection.text($0.key), $0.value) }
            .sorted { ConformanceCLI.requirementOrder($0.0, $1.0) }
            .map { id, meaning in (id, meaning, cited.filter { $0.contains(id) }.count) }
    }

    /// The `list --json` object.
    static func json(vendors: [any PushVendor], scenarios: [Scenario], errors: [String]) -> JSONValue {
        func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
        let vendorEntries: [JSONValue] = vendors.map { vendor in
            let d = vendor.descriptor
            return [
                "id": .string(d.id), "displayName": .string(d.displayName),
                "capabilities": strings(d.capabilities.sorted().map(\.rawValue)),
                "knownDeviations": .array(d.knownDeviations.map(ResultsJSON.deviationJSON)),
            ]
        }
        let scenarioEntries: [JSONValue] = scenarios.map { scenario in
            var entry: [String: JSONValue] = [
                "id": .string(scenario.id), "facet": .string(scenario.facet), "title": .string(scenario.title),
                "file": .string(scenario.file), "requires": strings(scenario.requires.sorted().map(\.rawValue)),
                "requirements": strings(scenario.requirements.map(ScenarioSelection.text)),
            ]
            if let hosting = scenario.router { entry["router"] = ["peers": strings(hosting.peers.map(\.rawValue))] }
            return .object(entry)
        }
        let requirements: [JSONValue] = coverage(scenarios).map { id, meaning, count in
            ["id": .string(id), "meaning": .string(meaning), "scenarios": .number(Double(count))]
        }
        return [
            "schema": .string(schema), "schemaVersion": 1, "suiteVersion": .string(SuiteVersion.current),
            "vendors": .array(vendorEntries), "scenarios": .array(scenarioEntries),
            "requirements": .array(requirements),
            "errors": strings(errors),
        ]
    }
}
