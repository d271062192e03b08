import PushConformanceReports
import PushConformance
import Foundation
import PushContract

/// The run behind `explore`: check the vendors, facets and output folder, explore each vendor,
/// print runs per second and every finding, write the shrunk scenarios.
struct ExplorationRun {
    let command: ExploreCommand

    func execute(in context: CommandContext) -> ConformanceCLI.ExitStatus {
        let ids = context.vendors.map(\.descriptor.id)
        for filter in command.vendors where !ids.contains(where: { Glob.matches(filter, $0) }) {
            return usage(
                context,
                "--vendor '\(filter)' matches no vendor"
                    + Suggestion.didYouMean(
                        filter, among: ids,
                        otherwise: "; the vendors are \(ids.joined(separator: ", "))"))
        }
        let matched = context.vendors.filter { vendor in
            command.vendors.contains { Glob.matches($0, vendor.descriptor.id) }
        }
        // A vendor named outright must declare every --facet; one a glob matched is left out when
        // it does not (`--vendor '*' --facet notification-service` explores the vendors that have one).
        var vendors: [any PushVendor] = []
        var skipped: [String] = []
        for vendor in matched {
            let declared = vendor.descriptor.capabilities
            guard let missing = command.facets.first(where: { !declared.contains(Capability(rawValue: $0)) }) else {
                vendors.append(vendor)
                continue
            }
            if command.vendors.contains(vendor.descriptor.id) {
                return usage(
                    context,
                    "--facet \(missing): \(vendor.descriptor.id) does not declare it (it declares "
                        + "\(declared.sorted().map(\.rawValue).joined(separator: ", ")))")
            }
            skipped.append(vendor.descriptor.id)
        }
        if vendors.isEmpty {
            return usage(
                context,
                "--facet \(command.facets.joined(separator: ", ")): none of the vendors \(command.vendors.joined(separator: ", ")) "
                    + "matches (\(skipped.joined(separator: ", "))) declares it")
        }
        if let output = command.output,
            let problem = checkOutput(output, vendors: vendors.map(\.descriptor.id), context: context)
        {
            return context.usage(problem.attributed(to: ExploreCommand.name))
        }
        if !skipped.isEmpty {
            context.printStyled(
                context.style.note(
                    "--facet \(command.facets.joined(separator: ", ")): not exploring \(skipped.joined(separator: ", ")), "
                        + "which do\(skipped.count == 1 ? "es" : "") not declare it"))
        }
        if context.checksOnly { return .success }

        var failed = false
        // Per vendor, the scenarios written: the reproduce lines name them.
        var written: [(vendor: String, scenarios: [String])] = []
        for (position, vendor) in vendors.enumerated() {
            TrapNote.set(vendor: vendor.descriptor.id, seed: command.seed)
            let started = context.clock()
            let budget = command.budgetSeconds.map { Duration.seconds($0) }
            var explorer = Explorer(vendor: vendor, exploration: command.exploration)
            if command.trace {
                explorer.trace = { run, step in
                    let action = ScenarioEncoder.action(step.action).map {
                        JSONValue.object(["id": .string(step.id), step.action.kind.rawValue: $0]).canonicalText
                    }
                    context.print("run \(run): \(action ?? step.id)")
                }
            }
            let report = explorer.explore(
                shouldStop: { budget.map { context.clock() - started >= $0 } ?? false },
                progress: { TrapNote.set(run: $0) })
            let elapsed = context.clock() - started
            if position > 0 { context.print("") }
            context.print(summary(report, elapsed: elapsed))
            var scenarios: [String] = []
            for finding in report.findings + report.known + report.warnings {
                var file = "not written (give --out DIR)"
                var replayProblem: String?
                if let output = command.output {
                    let path = context.absolute(output) + "/" + finding.relativePath
                    if let text = ScenarioEncoder.text(finding.scenario) {
                        do {
                            try FileManager.default.createDirectory(
                                atPath: context.absolute(output) + "/" + Exploration.scenarioFacet,
                                withIntermediateDirectories: true)
                            try AtomicFileWriter.write(Array(text.utf8), to: path)
                            file = "\(output)/\(finding.relativePath)"
                            scenarios.append(finding.scenario.id)
                            // A known finding or a warning replays as one: `run` compares it with
                            // a golden of what it did (a MUST finding gets none, and fails).
                            replayProblem = recordGolden(
                                text, of: finding, vendor: vendor, in: output, context: context)
                        } catch {
                            context.printError("cannot write \(path): \(error)")
                            failed = true
                        }
                    }
                }
                let label =
                    finding.level != .must
                    ? "warning" : finding.deviation == nil ? context.style.failure("FINDING") : "known deviation"
                let mechanism = finding.mechanism.isEmpty ? "" : " at \(finding.mechanism)"
                context.printStyled(
                    "  \(label) "
                        + TerminalText.clean(
                            "\(finding.invariant) (\(finding.level.rawValue))\(mechanism) in \(finding.occurrences) of \(report.runs) runs, "
                                + "first run \(finding.run): shrunk from \(finding.originalLength) to \(finding.shrunkLength) steps; file: \(file)"
                        ))
                context.print("    \(finding.message)")
                if let deviation = finding.deviation {
                    context.print(
                        "    listed by \(report.vendor) (\(deviation.scenarios.isEmpty ? "every scenario" : deviation.scenarios.joined(separator: ", "))): \(deviation.summary)"
                    )
                }
                if let replayProblem {
                    context.printStyled("  \(context.style.failure("FINDING")) " + TerminalText.clean(replayProblem))
                    failed = true
                }
                // Without --out, a finding that fails the run prints its shrunk scenario (known ones and warnings name only the file).
                if command.output == nil, finding.level == .must, finding.deviation == nil,
                    let text = ScenarioEncoder.text(finding.scenario)
                {
                    context.printJSON(text.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
                }
            }
            if !report.succeeded { failed = true }
            if !scenarios.isEmpty { written.append((vendor.descriptor.id, scenarios)) }
        }
        TrapNote.clear()
        if let output = command.output, !written.isEmpty {
            context.print(
                "reproduce (exits \(failed ? 1 : 0) as this exploration did; known findings and warnings have goldens "
                    + "under \(TerminalText.clean(output))/<vendor>, findings none):")
            for (vendor, scenarios) in written {
                context.print("  " + Self.reproduceCommand(output: output, vendor: vendor, scenarios: scenarios))
            }
        }
        return failed ? .failure : .success
    }

    /// `push-conformance run --scenarios DIR --goldens DIR --vendor V --scenario ID,…`: the
    /// scenarios one vendor's exploration wrote, run as `run` runs them, quoted for a shell.
    static func reproduceCommand(output: String, vendor: String, scenarios: [String]) -> String {
        ShellWords.command(
            HelpText.tool.split(separator: " ").map(String.init) + [
                "run", "--scenarios", output, "--goldens", output, "--vendor", vendor, "--scenario",
                scenarios.joined(separator: ","),
            ])
    }

    /// Runs the scenario file just written as `run` will and records its golden under `output`
    /// (explore's own output folder, not a suite's goldens). A known finding or a warning must
    /// then pass as one; if the shrunk sequence breaks something else, the problem is returned,
    /// so exploring and replaying agree.
    private func recordGolden(
        _ text: String, of finding: ExplorationFinding, vendor: any PushVendor, in output: String,
        context: CommandContext
    ) -> String? {
        let scenario: Scenario
        do {
            scenario = try ScenarioDecoder().decode(Array(text.utf8), file: finding.relativePath)
        } catch {
            return "\(finding.relativePath) does not read back: \(error)"
        }
        var options = RunOptions()
        options.recordMode = .all
        let result = ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: context.absolute(output)))
            .runCase(vendor: vendor, scenario: scenario, options: options)
        let expected = finding.level == .must && finding.deviation == nil
        guard !expected, result.outcome == .fail || result.outcome == .errored else { return nil }
        return "\(finding.relativePath) replays as a failure: \(result.reason)"
    }

    /// `explore altcraft: seed 1, 200 runs of up to 30 steps (3,104 steps) in 1.2s, 166 runs/s: 1 finding, 0 warnings`.
    private func summary(_ report: ExplorationReport, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? "\(Int((Double(report.runs) / seconds).rounded())) runs/s" : "- runs/s"
        let findings = report.findings.count
        let warnings = report.warnings.count
        let known =
            report.known.isEmpty ? "" : ", \(report.known.count) known deviation\(report.known.count == 1 ? "" : "s")"
        return
            "explore \(report.vendor): seed \(report.exploration.seed), \(report.runs) runs of up to \(report.exploration.maxSteps) steps "
            + "(\(report.steps) steps) in \(ConformanceCLI.format(elapsed)), \(rate): "
            + "\(findings) finding\(findings == 1 ? "" : "s")\(known), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// The folder, the scenario files under `DIR/explore` and each vendor's goldens under
    /// `DIR/<vendor>` can be written.
    private func checkOutput(_ output: String, vendors: [String], context: CommandContext) -> UsageError? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: context.absolute(output), isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            return UsageError("--out \(output) is a file, not a folder")
        }
        return PathCheck(context: context).outputs(
            [(flag: "--out", path: "\(output)/\(Exploration.scenarioFacet)/finding.json")]
                + vendors.map { (flag: "--out", path: "\(output)/\($0)/\(Exploration.scenarioFacet).finding.jsonl") },
            inputs: [])
    }

    private func usage(_ context: CommandContext, _ message: String) -> ConformanceCLI.ExitStatus {
        context.usage(UsageError(message, command: ExploreCommand.name))
    }
}
