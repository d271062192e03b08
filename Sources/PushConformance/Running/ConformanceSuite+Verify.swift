import Foundation
import PushRouter
public import PushContract

/// Which scenarios ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)`` runs.
public enum ScenarioSource: Sendable, Hashable {
    /// The scenarios bundled with this package (`Conformance/Scenarios`, with its fixtures).
    case bundled
    /// The caller's own scenario folder (`<facet>/<id>.json`) and, optionally, fixtures folder.
    case directory(String, fixtures: String? = nil)
}

extension ConformanceSuite {
    /// This package's `Conformance` folder, found from this source file's location (a package
    /// dependency is checked out with its sources, so this works from any depending package).
    package static var bundledRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance").path
    }

    /// A suite over a scenario source, with the caller's goldens folder.
    package init(_ source: ScenarioSource, goldens: String) {
        switch source {
        case .bundled:
            self.init(root: Self.bundledRoot, goldensRoot: goldens)
        case .directory(let path, let fixtures):
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            self.init(root: parent, scenariosRoot: path, fixturesRoot: fixtures, goldensRoot: goldens)
        }
    }

    /// Verifies an adapter from any package: runs it through the bundled scenarios or the
    /// caller's, compares with the caller's goldens (`<goldens>/<vendor id>/<scenario id>.jsonl`),
    /// checks every invariant, runs every audit (the same pipeline as the command line:
    /// ``run(_:selection:recordMode:options:)``), and returns the report. A goldens folder that
    /// does not exist is one run problem (no case runs) unless recording is on, which creates
    /// it. Imports no test framework; call it from a test and assert on ``RunReport/succeeded``
    /// (its `description` explains every failure). A failing case's hint names
    /// `PUSH_CONFORMANCE_RECORD=… swift test`; a run that writes goldens does not succeed
    /// ("recorded N goldens: read them, then re-run").
    ///
    /// - Parameters:
    ///   - vendor: the adapter's vendor value.
    ///   - scenarios: `.bundled` (default) or `.directory(path)`.
    ///   - goldens: the caller's golden folder.
    ///   - only: scenario ids or globs to run (empty: all).
    ///   - recordMode: when to write goldens; nil reads `PUSH_CONFORMANCE_RECORD` (never under CI).
    ///   - exploration: also explore the adapter with generated sequences (``Explorer``; e.g.
    ///     ``Exploration/quick``, 50 sequences from seed 1). Off by default, so a verify call stays
    ///     as fast and as stable as its goldens; every MUST finding the vendor does not list as a
    ///     known deviation becomes a run problem naming the invariant, the seed and run, with its
    ///     shrunk scenario (save it under your scenarios folder to keep it as a regression test).
    ///
    /// A `PUSH_CONFORMANCE_RECORD` (read when `recordMode` is nil) or `PUSH_CONFORMANCE_CASE`
    /// that cannot be used (`ConformanceEnvironment`) is one run problem and nothing runs.
    public static func verify(
        _ vendor: any PushVendor, scenarios: ScenarioSource = .bundled, goldens: String,
        only: [String] = [], recordMode: RecordMode? = nil, exploration: Exploration? = nil
    ) async -> RunReport {
        await verify(
            vendor, scenarios: scenarios, goldens: goldens, only: only, recordMode: recordMode,
            exploration: exploration,
            environment: ProcessInfo.processInfo.environment)
    }

    /// ``verify(_:scenarios:goldens:only:recordMode:exploration:)`` reading `environment`
    /// instead of the process's (for tests, which must not change the process environment).
    package static func verify(
        _ vendor: any PushVendor, scenarios: ScenarioSource = .bundled, goldens: String,
        only: [String] = [], recordMode: RecordMode? = nil, exploration: Exploration? = nil,
        environment: [String: String]
    ) async -> RunReport {
        if let problem = ConformanceEnvironment.problem(environment, requestedRecordMode: recordMode) {
            return RunReport(
                vendors: [vendor], scenarios: [], results: [],
                problems: [RunProblem(.environment, message: problem.message)])
        }
        let mode = (try? RecordMode.resolve(requested: recordMode, environment: environment).mode) ?? .never
        var report = await verifyGoldens(vendor, scenarios: scenarios, goldens: goldens, only: only, recordMode: mode)
        if let exploration {
            report.problems += Explorer(vendor: vendor, exploration: exploration).explore().findings.map(\.problem)
        }
        return report
    }

    private static func verifyGoldens(
        _ vendor: any PushVendor, scenarios: ScenarioSource, goldens: String,
        only: [String], recordMode mode: RecordMode
    ) async -> RunReport {
        var suite = ConformanceSuite(scenarios, goldens: goldens)
        // Goldens and audits are the vendor's own: its router cases are kept with its goldens, and
        // another vendor checked into the same folder is neither read nor reported as unused.
        let id = vendor.descriptor.id
        suite.goldenFolders = [RoutedVendor.id: id]
        suite.ownGoldenFolders = [id]
        var options = RunOptions()
        options.recordHint = .environment
        let store = GoldenStore(root: goldens)
        if store.rootProblem() != nil, mode != .never {
            // A library call names its folder in code: recording may start a new golden tree there.
            try? FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        }
        if let problem = store.rootProblem() {
            // One problem, not one "no golden yet" per case.
            return RunReport(
                vendors: [vendor], scenarios: [], results: [], problems: [RunProblem(.goldensFolder, message: problem)])
        }
        return await suite.run([vendor], selection: RunSelection(scenarios: only), recordMode: mode, options: options)
    }
}

extension RunReport: CustomStringConvertible {
    /// The cases that failed or errored.
    public var failingCases: [Case] { cases.filter { $0.outcome == .fail || $0.outcome == .errored } }

    /// A summary for people: totals, every run problem, and every failing case with its reason,
    /// first divergence, diff and re-record command.
    public var description: String {
        var lines = [totals.summary + (succeeded ? "" : " — NOT conformant")]
        lines += problems.map { "error: \($0.message)" }
        for entry in failingCases {
            lines.append("\(entry.outcome.rawValue.uppercased()) \(entry.vendor) × \(entry.scenario): \(entry.reason)")
            lines += entry.peerLegend.map { "  \($0)" }
            if let note = entry.note { lines.append("  \(note)") }
            let details = entry.failureDetails
            if !details.isEmpty {
                lines.append(
                    details.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(
                        separator: "\n"))
            }
        }
        return lines.joined(separator: "\n")
    }
}
