import Foundation
public import PushContract

/// The one run pipeline: load the scenarios, plan and run the vendor × scenario cases, and run
/// every audit (`RunAudits`). The command line, ``verify(_:scenarios:goldens:only:recordMode:exploration:)``
/// and the matrix tests all call ``run(_:selection:recordMode:options:)``, so they agree on
/// whether a vendor conforms.
public struct ConformanceSuite: Sendable {
    /// The folder holding `Scenarios/`, `Fixtures/` and `Golden/`.
    package var root: String
    /// The scenarios folder (default `<root>/Scenarios`).
    public var scenariosRoot: String
    /// The fixtures folder (default `<root>/Fixtures`).
    public var fixturesRoot: String
    /// The goldens folder (default `<root>/Golden`).
    public var goldensRoot: String
    /// Vendor ids whose goldens live in another folder (``GoldenStore/folders``).
    package var goldenFolders: [String: String] = [:]
    /// When set, the only golden folders the run owns and audits (``GoldenStore/ownFolders``).
    package var ownGoldenFolders: Set<String>? = nil

    /// A suite rooted at a `Conformance` folder.
    public init(root: String, scenariosRoot: String? = nil, fixturesRoot: String? = nil, goldensRoot: String? = nil) {
        self.root = root
        self.scenariosRoot = scenariosRoot ?? "\(root)/Scenarios"
        self.fixturesRoot = fixturesRoot ?? "\(root)/Fixtures"
        self.goldensRoot = goldensRoot ?? "\(root)/Golden"
    }

    /// The goldens as this suite reads and writes them.
    package var goldenStore: GoldenStore {
        GoldenStore(root: goldensRoot, folders: goldenFolders, ownFolders: ownGoldenFolders)
    }

    /// Loads the scenarios.
    public func loadScenarios() -> ScenarioLoader.Result {
        ScenarioLoader(scenariosRoot: scenariosRoot, fixturesRoot: fixturesRoot).load()
    }

    /// Plans and runs the selected vendor × scenario cases, compares (or records) their goldens,
    /// runs every audit, and returns the report.
    ///
    /// - Parameters:
    ///   - vendors: every vendor of the run (router scenarios put them all behind one router).
    ///   - selection: which vendors and scenarios (default: all; a filtered run skips the
    ///     whole-suite audits).
    ///   - recordMode: when to write goldens (resolve `PUSH_CONFORMANCE_RECORD` with
    ///     `RecordMode.resolve(requested:environment:)`). A run that writes any golden fails.
    ///   - options: parallelism, early stop, progress and the re-record hint (its filters and
    ///     record mode are replaced by `selection` and `recordMode`).
    public func run(
        _ vendors: [any PushVendor], selection: RunSelection = .all, recordMode: RecordMode = .never,
        options: RunOptions = RunOptions()
    ) async -> RunReport {
        await run(vendors, selection: selection, recordMode: recordMode, options: options, loaded: loadScenarios())
    }

    /// ``run(_:selection:recordMode:options:)`` with scenarios already loaded (the matrix tests
    /// load them once for every case).
    public func run(
        _ vendors: [any PushVendor], selection: RunSelection = .all, recordMode: RecordMode = .never,
        options: RunOptions = RunOptions(), loaded: ScenarioLoader.Result
    ) async -> RunReport {
        var options = options
        options.vendorFilters = selection.vendors
        options.scenarioFilters = selection.scenarios
        options.recordMode = recordMode
        // A vendor that fails the smoke check runs no case: one clear message instead of hundreds.
        var problems = loaded.errors.map { RunProblem(.scenarioFile, message: "scenario file \($0)") }
        var runnable: [any PushVendor] = []
        for vendor in vendors {
            let keep =
                selection.vendors.isEmpty || selection.vendors.contains { Glob.matches($0, vendor.descriptor.id) }
            let found = keep ? AdapterSelfCheck.problems(vendor) : []
            problems += found
            if found.isEmpty { runnable.append(vendor) }
        }
        let runner = ConformanceRunner(vendors: runnable, goldens: goldenStore)
        let selected = ConformanceRunner.selectedScenarios(loaded.scenarios, options)
        if !selection.scenarios.isEmpty, selected.isEmpty {
            problems.append(
                RunProblem(
                    .selection,
                    message: "the filter \(selection.scenarios.joined(separator: ", ")) selects none of the "
                        + "\(loaded.scenarios.count) scenarios in \(scenariosRoot)"))
        }
        let planned = runner.selectedCaseCount(loaded.scenarios, options: options)
        let cases = await runner.run(loaded.scenarios, options: options)
        var stopped: [RunProblem] = []
        if cases.count < planned, let limit = options.maxFailures {
            stopped.append(
                RunProblem(
                    .stoppedEarly,
                    message:
                        "stopped after \(limit) failed or errored case\(limit == 1 ? "" : "s") (--max-failures \(limit)): "
                        + "\(planned - cases.count) of \(planned) cases not run"))
        }
        var audit = RunAudits.Input(
            vendors: runnable, selectedVendors: runner.selectedVendors(options), scenarios: loaded.scenarios,
            selectedScenarios: selected, cases: cases, goldens: runner.goldens,
            fullRun: !selection.isFiltered && stopped.isEmpty && loaded.errors.isEmpty
                && runnable.count == vendors.count,
            reportUnusedGoldens: selection.reportUnusedGoldens)
        if scenariosRoot != Self.bundledRoot + "/Scenarios" {
            audit.bundledScenarioIDs = Set(ConformanceSuite(root: Self.bundledRoot).loadScenarios().scenarios.map(\.id))
        }
        // A vendor is held to PAY-002 against the bundled payloads of every built-in vendor the
        // run does not include, labelled in the corpus.
        do {
            audit.ownershipCorpus = try OwnershipCorpus.bundled()
        } catch {
            problems.append(
                RunProblem(.scenarioFile, requirement: .exclusiveOwnership, message: "ownership corpus \(error)"))
        }
        problems += RunAudits.problems(audit)
        // Once per selected vendor (also one the self-check stopped), whatever scenarios the run
        // selected: its claims, wire format and factories.
        for vendor in vendors
        where selection.vendors.isEmpty || selection.vendors.contains(where: { Glob.matches($0, vendor.descriptor.id) })
        {
            problems += WireFormatAudit.problems(vendor, scenarios: loaded.scenarios) + FactoryAudit.problems(vendor)
        }
        return RunReport(vendors: vendors, scenarios: loaded.scenarios, results: cases, problems: problems + stopped)
    }

    /// Finds the `Conformance` folder by walking up from `start` (the package root holds it).
    public static func locateRoot(from start: String) -> String? {
        var directory = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent("Conformance/Scenarios").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return directory.appendingPathComponent("Conformance").path
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}
