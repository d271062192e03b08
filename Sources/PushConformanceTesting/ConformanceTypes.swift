public import PushConformance

// The suite's types a test names when it calls `expectConformance`, re-exported one by one, so
// `import PushConformanceTesting` is enough in a test file and nothing else of the engine comes
// with it (swift-argument-parser's habit: no `@_exported` of whole modules).

/// What a conformance run showed: the cases with their outcomes and findings, and run problems.
public typealias RunReport = PushConformance.RunReport
/// Which scenarios run: the bundled ones, or a folder of your own.
public typealias ScenarioSource = PushConformance.ScenarioSource
/// When goldens are written: never, missing, failed, all.
public typealias RecordMode = PushConformance.RecordMode
/// A bounded exploration with generated step sequences (`.quick`, or your seed and runs).
public typealias Exploration = PushConformance.Exploration
/// What happened to a case's golden.
public typealias GoldenOutcome = PushConformance.GoldenOutcome
/// A problem of the run as a whole.
public typealias RunProblem = PushConformance.RunProblem
