import Foundation
public import PushConformance
public import PushContract
import PushRouter
public import Testing

/// Checks a vendor against the conformance suite from a Swift Testing test: the same pipeline
/// as `swift run push-conformance` (`ConformanceSuite.verify`),
/// with one issue per failing case (its diff, broken invariants and the re-record command) and
/// one per run problem (PAY-002 conflicts, unused goldens, the adapter self-check), each at
/// the line that called it.
///
/// ```swift
/// @Test func conformsToPushContract() async {
///     await expectConformance(MyVendor())
/// }
/// ```
///
/// Goldens live in `Tests/__Conformance__/<test target>/<test file>/<vendor id>/<scenario id>.jsonl`
/// (``ConformanceGoldens``), beside the test targets,
/// unless `goldens:` names a folder. Keep one folder per scenario set (one test file per set,
/// or `goldens:`): on an unfiltered run a golden no case reads is an issue. The record loop, as in
/// swift-snapshot-testing: `PUSH_CONFORMANCE_RECORD=missing swift test` writes the goldens that
/// do not exist yet and fails with `recorded N goldens: read them, then re-run`; read them; the
/// next `swift test` passes. `PUSH_CONFORMANCE_RECORD=failed` rewrites the goldens that differ.
/// Nothing is recorded when `CI` is set, and a transcript that breaks a MUST invariant is never
/// written.
///
/// - Parameters:
///   - vendor: the adapter's vendor value.
///   - scenarios: `.bundled` (default: this package's scenarios) or `.directory(path)`.
///   - only: scenario ids or globs (empty: all).
///   - goldens: the goldens folder (default: ``ConformanceGoldens/defaultFolder(besides:)`` of the calling file).
///   - recordMode: when to write goldens; nil reads `PUSH_CONFORMANCE_RECORD`.
///   - exploration: also explore the adapter with generated sequences (e.g. `.quick`; off by
///     default): each MUST finding is an issue carrying its shrunk scenario (`push-conformance explore`).
///   - sourceLocation: where issues are reported (the caller).
/// - Returns: the run's report, for further checks.
@discardableResult
public func expectConformance(
    _ vendor: any PushVendor, scenarios: ScenarioSource = .bundled, only: [String] = [],
    goldens: String? = nil, recordMode: RecordMode? = nil, exploration: Exploration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> RunReport {
    await expectConformance(
        vendor, scenarios: scenarios, only: only, goldens: goldens, recordMode: recordMode,
        exploration: exploration, environment: ProcessInfo.processInfo.environment, sourceLocation: sourceLocation)
}

/// The whole-run form reading `environment` instead of the process's (for tests, which must not
/// change the process environment). A `PUSH_CONFORMANCE_RECORD` or `PUSH_CONFORMANCE_CASE` that
/// cannot be used is one issue with ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)``'s
/// message, and nothing runs.
@discardableResult
package func expectConformance(
    _ vendor: any PushVendor, scenarios: ScenarioSource = .bundled, only: [String] = [],
    goldens: String? = nil, recordMode: RecordMode? = nil, exploration: Exploration? = nil,
    environment: [String: String], sourceLocation: SourceLocation = #_sourceLocation
) async -> RunReport {
    let folder = goldens ?? ConformanceGoldens.defaultFolder(besides: sourceLocation.filePath)
    if ConformanceEnvironment.problem(environment, requestedRecordMode: recordMode) == nil,
        let missing = NoGoldensYet.issue(folder: folder, recordMode: recordMode, environment: environment)
    {
        Issue.record(Comment(rawValue: missing), sourceLocation: sourceLocation)
        return RunReport(
            vendors: [], scenarios: [], cases: [], problems: [RunProblem(.goldensFolder, message: missing)])
    }
    let report = await ConformanceSuite.verify(
        vendor, scenarios: scenarios, goldens: folder, only: only, recordMode: recordMode,
        exploration: exploration, environment: environment)
    ConformanceIssues.record(report, at: sourceLocation)
    return report
}

/// Checks one case from ``ConformanceCases/all(for:scenarios:only:environment:)``: the
/// parameterised form of ``expectConformance(_:scenarios:only:goldens:recordMode:exploration:sourceLocation:)``,
/// so each vendor × scenario is its own test case and can run alone:
///
/// ```swift
/// @Test(arguments: ConformanceCases.all(for: MyVendor()))
/// func conformance(_ selected: ConformanceCase) async {
///     await expectConformance(MyVendor(), case: selected)
/// }
/// ```
///
/// `PUSH_CONFORMANCE_CASE=myvendor/lifecycle.tap-opens-link swift test --filter conformance`
/// runs exactly that case. The same goldens folder default, record loop and issues as the
/// whole-run form; a filtered run skips the unused-golden audit, which the whole-run form does.
///
/// - Parameters:
///   - vendor: the adapter's vendor value (the one the cases were listed for).
///   - selected: the case.
///   - goldens: the goldens folder (default: ``ConformanceGoldens/defaultFolder(besides:)`` of the calling file).
///   - recordMode: when to write goldens; nil reads `PUSH_CONFORMANCE_RECORD`.
///   - sourceLocation: where issues are reported (the caller).
/// - Returns: the one-case report.
@discardableResult
public func expectConformance(
    _ vendor: any PushVendor, case selected: ConformanceCase, goldens: String? = nil,
    recordMode: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async -> RunReport {
    var problem = selected.problem
    let id = vendor.descriptor.id
    if problem == nil, selected.vendor != id, selected.vendor != RoutedVendor.id {
        problem =
            "the case \(selected.id) belongs to vendor \(selected.vendor), not \(id): list the cases with ConformanceCases.all(for:) of the same vendor"
    }
    if let problem {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        return RunReport(vendors: [], scenarios: [], cases: [], problems: [RunProblem(.selection, message: problem)])
    }
    let report = await expectConformance(
        vendor, scenarios: selected.source, only: [selected.scenario], goldens: goldens,
        recordMode: recordMode, sourceLocation: sourceLocation)
    if report.cases.count != 1, report.problems.isEmpty {
        Issue.record("the case \(selected.id) ran \(report.cases.count) cases, not one", sourceLocation: sourceLocation)
    }
    return report
}

/// The first run of a vendor whose goldens folder does not exist yet.
enum NoGoldensYet {
    /// One message naming the record command, when `folder` is missing and nothing records.
    static func issue(
        folder: String, recordMode: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard !FileManager.default.fileExists(atPath: folder) else { return nil }
        guard let resolved = try? RecordMode.resolve(requested: recordMode, environment: environment),
            resolved.mode == .never
        else { return nil }
        return "no goldens yet: \(folder) does not exist; record them with "
            + "\(RecordMode.environmentVariable)=missing swift test, read them, then run swift test again"
            + (resolved.note.map { " (\($0))" } ?? "")
    }
}
