import Foundation
public import PushConformance
public import PushContract

/// The cases of one vendor, for a parameterised test:
///
/// ```swift
/// @Test(arguments: ConformanceCases.all(for: MyVendor()))
/// func conformance(_ selected: ConformanceCase) async {
///     await expectConformance(MyVendor(), case: selected)
/// }
/// ```
///
/// `swift test --filter` matches a test function's id (`Module.Suite/function(_:)`), never its
/// arguments (Swift 6.3: a filter naming an argument matches no test and exits 0), so one case
/// is selected by the environment variable ``selectionVariable``, which this list reads:
///
/// ```
/// PUSH_CONFORMANCE_CASE=myvendor/lifecycle.tap-opens-link swift test --filter MyTests/conformance
/// ```
///
/// runs exactly that case. A selection that matches nothing is one failing case naming the
/// cases there are, never zero test cases that pass.
public enum ConformanceCases: Sendable {
    /// `PUSH_CONFORMANCE_CASE`: comma-separated case ids or globs (`vendor/scenario`, or just
    /// the scenario id) that narrow ``all(for:scenarios:only:environment:)``. An empty entry or
    /// one that is not `vendor/scenario` or a scenario id is refused (one failing case).
    public static let selectionVariable = ConformanceEnvironment.caseVariable

    /// Every case the vendor can run: one per scenario whose capabilities it declares (a
    /// scenario it cannot run is not a case), a router scenario as one `router` case; sorted by
    /// scenario id, narrowed by `only` (scenario ids or globs) and by ``selectionVariable``.
    ///
    /// - Parameters:
    ///   - vendor: the adapter's vendor value.
    ///   - scenarios: `.bundled` (default) or `.directory(path)`.
    ///   - only: scenario ids or globs (empty: all).
    ///   - environment: where ``selectionVariable`` is read (nil: the process environment).
    public static func all(
        for vendor: any PushVendor, scenarios: ScenarioSource = .bundled, only: [String] = [],
        environment: [String: String]? = nil
    ) -> [ConformanceCase] {
        let loaded = ConformanceSuite(scenarios, goldens: "").loadScenarios()
        let kept = loaded.scenarios.filter { scenario in only.isEmpty || only.contains { Glob.matches($0, scenario.id) }
        }
        let planned = ConformanceRunner.plannedCases(vendors: [vendor], scenarios: kept)
            .filter(\.missing.isEmpty)
            .map { ConformanceCase(vendor: $0.vendorID, scenario: $0.scenario.id, source: scenarios) }
            .sorted { ($0.scenario, $0.vendor) < ($1.scenario, $1.vendor) }
        if planned.isEmpty {
            let why =
                loaded.errors.first.map { "a scenario file cannot be read: \($0)" }
                ?? "\(vendor.descriptor.id) can run none of the \(kept.count) selected scenarios"
            return [ConformanceCase(problem: why, source: scenarios)]
        }
        let variables = environment ?? ProcessInfo.processInfo.environment
        let patterns: [String]
        do {
            guard let found = try ConformanceEnvironment.casePatterns(variables) else { return planned }
            patterns = found
        } catch {
            return [ConformanceCase(problem: error.message, source: scenarios)]
        }
        let wanted = variables[selectionVariable] ?? ""
        let selected = planned.filter { entry in
            patterns.contains { Glob.matches($0, entry.id) || Glob.matches($0, entry.scenario) }
        }
        if selected.isEmpty {
            let known = planned.prefix(5).map(\.id).joined(separator: ", ") + (planned.count > 5 ? ", …" : "")
            return [
                ConformanceCase(
                    problem: "\(selectionVariable)=\(wanted) selects none of the \(planned.count) cases of "
                        + "\(vendor.descriptor.id) (\(known))", source: scenarios)
            ]
        }
        return selected
    }
}
