public import PushConformance
public import Testing

/// One vendor × scenario case of the conformance suite, as a Swift Testing argument. With
/// `@Test(arguments: ConformanceCases.all(for: MyVendor()))` each case is its own test case,
/// named `myvendor × lifecycle.tap-opens-link` in the test output; run it with
/// ``expectConformance(_:case:goldens:recordMode:sourceLocation:)``.
///
/// Swift Testing's `swift test --filter` matches test functions, never arguments, so one case is
/// selected with ``ConformanceCases/selectionVariable`` (`PUSH_CONFORMANCE_CASE`), which narrows
/// the list itself: see ``ConformanceCases``.
public struct ConformanceCase: Sendable, Hashable, Identifiable, CustomStringConvertible, CustomTestStringConvertible {
    /// The case's vendor id: the vendor's own, or `router` for a router scenario (the vendor
    /// behind one router, with the scenario's stand-in SDKs beside it).
    public var vendor: String
    /// The scenario id.
    public var scenario: String
    /// Where the scenario is read from.
    public var source: ScenarioSource
    /// Why no real case could be listed (nothing selected, no scenario readable): such a case
    /// fails with this message instead of an empty list passing with zero test cases.
    public var problem: String?

    /// A case of a vendor and scenario.
    public init(vendor: String, scenario: String, source: ScenarioSource = .bundled) {
        self.vendor = vendor
        self.scenario = scenario
        self.source = source
    }

    /// A placeholder that fails with `problem` when run.
    public init(problem: String, source: ScenarioSource = .bundled) {
        self.vendor = ""
        self.scenario = ""
        self.source = source
        self.problem = problem
    }

    /// `vendor/scenario`, what `PUSH_CONFORMANCE_CASE` matches (stable across runs).
    public var id: String { problem == nil ? "\(vendor)/\(scenario)" : "no-case" }

    /// `vendor/scenario`.
    public var description: String { id }

    /// `vendor × scenario` in Swift Testing's output.
    public var testDescription: String {
        if let problem { return "no conformance case: \(problem)" }
        return "\(vendor) × \(scenario)"
    }
}
