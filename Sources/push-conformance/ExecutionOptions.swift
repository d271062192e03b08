import PushContract
import PushConformanceReports
import PushConformance
/// How a run goes: parallelism, when to stop, how much to print. Shared by `run`, `record`
/// and `compare`.
struct ExecutionOptions: Sendable, Hashable {
    /// `--parallel N`: cases at once (nil: the runner's default, 4).
    var parallelism: Int?
    /// `--fail-fast`: `--max-failures 1`.
    var failFast = false
    /// `--max-failures N`.
    var maxFailuresLimit: Int?
    /// `--verbose`: print every case, not only failures.
    var verbose = false

    /// Stop starting cases after this many have failed or errored (nil: never stop). Cases
    /// already running finish, so a parallel run may report a few more.
    var maxFailures: Int? { failFast ? 1 : maxFailuresLimit }

    /// The defaults.
    init() {}

    /// The bound on `--parallel`.
    static let parallelismRange = 1...64
    /// The bound on `--max-failures`.
    static let maxFailuresRange = 1...100_000

    static let section = "run control"

    /// The group's options.
    static let options: [CommandOption<ExecutionOptions>] = [
        .value(
            "--parallel", "N", section: section,
            help: "cases at once, \(parallelismRange.lowerBound)-\(parallelismRange.upperBound) (default 4)"
        ) {
            execution, value throws(UsageError) in
            execution.parallelism = try OptionValue.number(value, flag: "--parallel", in: parallelismRange)
        },
        .flag("--fail-fast", section: section, help: "stop starting cases after the first failure (--max-failures 1)") {
            execution in
            execution.failFast = true
        },
        .value(
            "--max-failures", "N", section: section,
            help:
                "stop starting cases after N failed or errored ones, 1-\(maxFailuresRange.upperBound);\ncases already running finish; a stopped run exits 1"
        ) {
            execution, value throws(UsageError) in
            execution.maxFailuresLimit = try OptionValue.number(value, flag: "--max-failures", in: maxFailuresRange)
        },
        .flag("--verbose", "-v", section: section, help: "print every case, not only failures") { execution in
            execution.verbose = true
        },
    ]
}

extension ExecutionOptions {
    /// Refuses `--fail-fast` with `--max-failures` (two answers to one question).
    func validate() throws(UsageError) {
        if failFast, let limit = maxFailuresLimit {
            throw UsageError(
                "--fail-fast is --max-failures 1; give one of them, not both (--max-failures \(limit) was also given)")
        }
    }
}
