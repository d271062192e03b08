import Foundation
public import PushContract

/// Which scenarios ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:)`` runs.
public enum ScenarioSource: Sendable, Hashable {
    /// The scenarios bundled with this package (`Conformance/Scenarios`, with its fixtures).
    case bundled
    /// The caller's own scenario folder (`<facet>/<id>.json`) and, optionally, fixtures folder.
    case directory(String, fixtures: String? = nil)
}

extension ConformanceSuite {
    /// This package's `Conformance` folder, found from this source file's location (a package
    /// dependency is checked out with its sources, so this works from any depending package).
    public static var bundledRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance").path
    }

    /// Verifies an adapter from any package: runs it through the bundled scenarios or the
    /// caller's, compares with the caller's goldens (`<goldens>/<vendor id>/<scenario id>.jsonl`),
    /// checks every invariant, and returns the report. A goldens folder that does not exist is
    /// one run problem (no case runs) unless recording is on, which creates it. Imports no test framework; call it from
    /// a test and assert on ``RunReport/succeeded`` (its `description` explains every failure).
    ///
    /// - Parameters:
    ///   - vendor: the adapter's vendor value.
    ///   - scenarios: `.bundled` (default) or `.directory(path)`.
    ///   - goldens: the caller's golden folder.
    ///   - only: scenario ids or globs to run (empty: all).
    ///   - recordMode: when to write goldens; nil reads `PUSH_CONFORMANCE_RECORD` (never under CI).
    public static func verify(_ vendor: any PushVendor, scenarios: ScenarioSource = .bundled, goldens: String,
                              only: [String] = [], recordMode: RecordMode? = nil) async -> RunReport {
        let scenariosRoot: String, fixturesRoot: String
        switch scenarios {
        case .bundled:
            scenariosRoot = bundledRoot + "/Scenarios"
            fixturesRoot = bundledRoot + "/Fixtures"
        case .directory(let path, let fixtures):
            scenariosRoot = path
            fixturesRoot = fixtures ?? URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("Fixtures").path
        }
        let loaded = ScenarioLoader(scenariosRoot: scenariosRoot, fixturesRoot: fixturesRoot).load()
        var problems = loaded.errors.map { "scenario file \($0)" }
        var options = RunOptions()
        options.scenarioFilters = only
        options.recordMode = RecordMode.resolve(requested: recordMode, environment: ProcessInfo.processInfo.environment).mode
        let selected = ConformanceRunner.selectedScenarios(loaded.scenarios, options)
        if !only.isEmpty, selected.isEmpty {
            problems.append("the filter \(only.joined(separator: ", ")) selects none of the \(loaded.scenarios.count) scenarios in \(scenariosRoot)")
        }
        let store = GoldenStore(root: goldens)
        if store.rootProblem() != nil, options.recordMode != .never {
            // A library call names its folder in code: recording may start a new golden tree there.
            try? FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        }
        if let problem = store.rootProblem() {
            // One problem, not one "no golden yet" per case.
            return RunReport(vendors: [vendor], scenarios: selected, results: [], problems: problems + [problem])
        }
        let runner = ConformanceRunner(vendors: [vendor], goldens: store)
        let results = await runner.run(loaded.scenarios, options: options)
        if only.isEmpty, loaded.errors.isEmpty {
            let id = vendor.descriptor.id
            problems += UnusedGoldens.find(goldens: store, vendors: [vendor], scenarios: loaded.scenarios)
                .filter { $0.vendor == id }.map { "unused golden \($0)" }
        }
        return RunReport(vendors: [vendor], scenarios: selected, results: results, problems: problems)
    }
}

extension RunReport: CustomStringConvertible {
    /// The cases that failed or errored.
    public var failingCases: [Case] { cases.filter { $0.outcome == .fail || $0.outcome == .errored } }

    /// A summary for people: totals, every run problem, and every failing case with its reason,
    /// first divergence, diff and re-record command.
    public var description: String {
        var lines = [MatrixSummary.totalsLine(totals) + (succeeded ? "" : " — NOT conformant")]
        lines += problems.map { "error: \($0)" }
        for entry in failingCases {
            lines.append("\(entry.outcome.rawValue.uppercased()) \(entry.vendor) × \(entry.scenario): \(ComparisonText.reason(entry))")
            if let note = entry.note { lines.append("  \(note)") }
            let details = JUnitWriter.failureDetails(entry)
            if !details.isEmpty { lines.append(details.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n")) }
        }
        return lines.joined(separator: "\n")
    }
}
