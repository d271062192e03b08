import Foundation
public import PushContract

/// The one-call entry point: load the scenarios, run a vendor (or several) through them, and
/// get the results. Another package's adapter is checked from its own tests with
/// `ConformanceSuite.verify(MyVendor(), conformanceRoot: …)`.
public struct ConformanceSuite: Sendable {
    /// The folder holding `Scenarios/`, `Fixtures/` and `Golden/`.
    public var root: String
    /// The scenarios folder (default `<root>/Scenarios`).
    public var scenariosRoot: String
    /// The goldens folder (default `<root>/Golden`).
    public var goldensRoot: String

    /// A suite rooted at a `Conformance` folder.
    public init(root: String, scenariosRoot: String? = nil, goldensRoot: String? = nil) {
        self.root = root
        self.scenariosRoot = scenariosRoot ?? "\(root)/Scenarios"
        self.goldensRoot = goldensRoot ?? "\(root)/Golden"
    }

    /// Loads the scenarios.
    public func loadScenarios() -> ScenarioLoader.Result {
        ScenarioLoader(scenariosRoot: scenariosRoot, fixturesRoot: "\(root)/Fixtures").load()
    }

    /// Runs vendors through every scenario and returns the load errors and the results.
    public func run(_ vendors: [any PushVendor], options: RunOptions = RunOptions()) async
        -> (errors: [ScenarioError], results: [CaseResult])
    {
        let loaded = loadScenarios()
        let runner = ConformanceRunner(vendors: vendors, goldens: GoldenStore(root: goldensRoot))
        return (loaded.errors, await runner.run(loaded.scenarios, options: options))
    }

    /// Verifies one vendor: every case must pass, be not applicable, or be a listed known
    /// deviation. Returns the failing results (empty: conformant).
    public static func verify(_ vendor: any PushVendor, conformanceRoot: String, recordMode: RecordMode = .never) async
        -> [CaseResult]
    {
        var options = RunOptions()
        options.recordMode = RecordMode.resolve(requested: recordMode, environment: ProcessInfo.processInfo.environment).mode
        let (errors, results) = await ConformanceSuite(root: conformanceRoot).run([vendor], options: options)
        let failing = results.filter { $0.outcome == .fail || $0.outcome == .errored }
        let loadFailures = errors.map { error in
            CaseResult(vendor: vendor.descriptor.id, scenario: error.file, facet: "scenario-files", outcome: .errored,
                       golden: .notCompared, violations: [], warnings: [], deviations: [], staleDeviations: [],
                       note: error.description, transcript: [], rerecordCommand: "")
        }
        return loadFailures + failing
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
