import Foundation
import PushContract
import PushRouter

/// The `push-conformance` tool as a function: arguments, environment and an output sink in,
/// exit status out. The executable target only forwards to it.
public struct ConformanceCLI: Sendable {
    /// Exit statuses.
    public enum ExitStatus: Int32, Sendable {
        /// Everything passed (or was not applicable, or a known deviation).
        case success = 0
        /// Some case failed or errored, or a scenario file is malformed.
        case failure = 1
        /// The command line was wrong.
        case usage = 64
    }

    /// The vendors the tool knows.
    public var vendors: [any PushVendor]
    /// Where to look for the package's `Conformance` folder when no directory is given.
    public var workingDirectory: String

    /// A CLI for these vendors.
    public init(vendors: [any PushVendor], workingDirectory: String) {
        self.vendors = vendors
        self.workingDirectory = workingDirectory
    }

    /// Runs a command line; `output` receives text to print.
    public func run(_ arguments: [String], environment: [String: String], output: @escaping @Sendable (String) -> Void) async
        -> ExitStatus
    {
        let command: ConformanceCommand
        do {
            command = try ConformanceCommand.parse(arguments)
        } catch {
            output("error: \(error.message)\n\n\(ConformanceCommand.usage)")
            return .usage
        }
        if command.verb == .help {
            output(ConformanceCommand.usage)
            return .success
        }
        guard let root = command.scenariosDirectory.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().path })
            ?? ConformanceSuite.locateRoot(from: workingDirectory)
        else {
            output("error: no Conformance/Scenarios folder above \(workingDirectory); run from the package or pass --scenarios DIR")
            return .usage
        }
        let suite = ConformanceSuite(root: root, scenariosRoot: command.scenariosDirectory, goldensRoot: command.goldensDirectory)
        let known = Set(vendors.map(\.descriptor.id) + [RoutedVendor.id])
        for filter in command.vendors where !known.contains(where: { Glob.matches(filter, $0) }) {
            output("error: --vendor '\(filter)' matches no vendor; known: \(known.sorted().joined(separator: ", "))")
            return .usage
        }
        switch command.verb {
        case .list: return list(suite, output: output)
        case .run, .record: return await runCases(command, suite: suite, environment: environment, output: output)
        case .compare:
            if let path = command.resultsInput { return compareFromResults(path, command: command, output: output) }
            return await runCases(command, suite: suite, environment: environment, output: output)
        case .help: return .success
        }
    }

    private func list(_ suite: ConformanceSuite, output: (String) -> Void) -> ExitStatus {
        let loaded = suite.loadScenarios()
        output("vendors:")
        for vendor in vendors {
            let d = vendor.descriptor
            output("  \(d.id) (\(d.displayName)): \(d.capabilities.sorted().map(\.rawValue).joined(separator: ", "))")
        }
        output("scenarios (\(loaded.scenarios.count)):")
        for scenario in loaded.scenarios {
            let needs = scenario.requires.isEmpty ? "" : " [needs \(scenario.requires.sorted().map(\.rawValue).joined(separator: ", "))]"
            let router = scenario.router.map { hosting in
                " [every vendor behind one router\(hosting.peers.isEmpty ? "" : ", peers: " + hosting.peers.map(\.rawValue).joined(separator: ", "))]"
            } ?? ""
            output("  \(scenario.id)\(needs)\(router): \(scenario.title)")
        }
        output("requirement coverage (scenarios citing each id):")
        for (id, meaning) in RequirementCatalog.all.sorted(by: { Self.requirementOrder($0.key, $1.key) }) {
            let count = loaded.scenarios.filter { $0.requirements.contains(id) }.count
            output("  \(id.padding(toLength: 8, withPad: " ", startingAt: 0)) \(count == 0 ? "  -" : String(format: "%3d", count))  \(meaning)")
        }
        for error in loaded.errors { output("error: \(error)") }
        return loaded.errors.isEmpty ? .success : .failure
    }

    private func runCases(_ command: ConformanceCommand, suite: ConformanceSuite, environment: [String: String],
                          output: @escaping @Sendable (String) -> Void) async -> ExitStatus {
        let started = ContinuousClock.now
        if let problem = checkOutputs(command) {
            output("error: \(problem)")
            return .usage
        }
        if let problem = GoldenStore(root: suite.goldensRoot).rootProblem() {
            output("error: \(command.goldensDirectory == nil ? "" : "--goldens: ")\(problem)")
            return .usage
        }
        var options = RunOptions()
        options.vendorFilters = command.vendors
        options.scenarioFilters = command.scenarios
        let resolved = RecordMode.resolve(requested: command.recordMode, environment: environment)
        options.recordMode = resolved.mode
        if let note = resolved.note { output("note: \(note)") }
        if let parallelism = command.parallelism { options.parallelism = parallelism }
        var location: [String] = []
        if let directory = command.scenariosDirectory { location += ["--scenarios", directory] }
        if let directory = command.goldensDirectory { location += ["--goldens", directory] }
        options.locationArguments = location

        let loaded = suite.loadScenarios()
        for error in loaded.errors { output("error: scenario file \(error)") }
        let selected = ConformanceRunner.selectedScenarios(loaded.scenarios, options)
        if !command.scenarios.isEmpty, selected.isEmpty {
            output("error: --scenario \(command.scenarios.joined(separator: ",")) matches no scenario (see: push-conformance list)")
            return .usage
        }
        let runner = ConformanceRunner(vendors: vendors, goldens: GoldenStore(root: suite.goldensRoot))
        let results = await runner.run(loaded.scenarios, options: options)
        for result in results where command.verbose || result.outcome == .fail || result.outcome == .errored {
            output(result.description)
        }
        for result in results where !command.verbose && result.outcome != .fail {
            if case .recorded(let created) = result.golden {
                output("\(created ? "recorded" : "re-recorded") \(runner.goldens.path(vendor: result.vendor, scenario: result.scenario))")
            }
        }
        var orphans: [String] = []
        var staleDeviations: [String] = []
        if command.vendors.isEmpty, command.scenarios.isEmpty, loaded.errors.isEmpty {
            staleDeviations = DeviationAudit.problems(vendors: vendors, scenarios: loaded.scenarios, results: results)
            for problem in staleDeviations { output("error: \(problem)") }
            let expected = Set(results.filter { $0.outcome != .notApplicable && $0.outcome != .errored }.map(\.id))
            orphans = runner.goldens.all().map { "\($0.vendor)/\($0.scenario)" }.filter { !expected.contains($0) }
            for orphan in orphans {
                output("error: golden \(orphan).jsonl belongs to no runnable case (scenario removed or not applicable): delete it")
            }
        }
        let conflicts = ExclusiveOwnership.conflicts(vendors: runner.selectedVendors(options), scenarios: selected)
        for conflict in conflicts { output("error: \(conflict)") }
        var unused: [UnusedGoldens.Entry] = []
        if command.reportUnused {
            unused = UnusedGoldens.find(goldens: runner.goldens, vendors: vendors, scenarios: loaded.scenarios)
            output(unused.isEmpty ? "unused goldens: none" : "unused goldens (\(unused.count)): delete them or restore their scenario")
            for entry in unused { output("  \(entry)") }
        }
        let summary = MatrixSummary(results: results)
        output("")
        output(summary.table())
        let elapsed = ContinuousClock.now - started
        output("\(summary.totalsLine()) in \(Self.format(elapsed))")
        let problems = loaded.errors.map { "scenario file \($0)" }
            + Set(orphans + unused.map { "\($0.vendor)/\($0.scenario)" }).sorted().map { "unused golden \($0).jsonl" }
            + conflicts.map(\.description) + staleDeviations
        let report = RunReport(vendors: vendors, scenarios: loaded.scenarios, results: results, problems: problems)
        guard writeReports(report, command: command, output: output) else { return .failure }
        return summary.succeeded && problems.isEmpty ? .success : .failure
    }

    /// Invariant ids first, then R1…R21 and P1…P9 in numeric order.
    static func requirementOrder(_ a: String, _ b: String) -> Bool {
        func key(_ id: String) -> (Int, String, Int) {
            if let first = id.first, first == "R" || first == "P", let number = Int(id.dropFirst()) {
                return (first == "R" ? 1 : 2, "", number)
            }
            return (0, id, 0)
        }
        return key(a) < key(b)
    }

    static func format(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return DeviceInstant.format(milliseconds: milliseconds)
    }
}
