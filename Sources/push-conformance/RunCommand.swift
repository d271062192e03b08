import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance run` (the default command): runs every selected vendor × scenario,
/// compares each transcript with its golden and checks the invariants.
struct RunCommand: ConformanceVerb {
    /// Which vendors and scenarios.
    var selection = SelectionOptions()
    /// Parallelism, stopping, verbosity.
    var execution = ExecutionOptions()
    /// Result files.
    var reports = ReportOptions()
    /// `--record MODE`; nil: `PUSH_CONFORMANCE_RECORD`, else never.
    var recordMode: RecordMode?

    /// The defaults: everything, nothing recorded.
    init() {}

    /// `run`.
    static let name = "run"
    /// For the command list.
    static let abstract = "(default) run every vendor × scenario, compare with the goldens, check invariants"
    /// After the options.
    static let discussion = """
        A mismatch prints the first divergent line, a line diff and the command that re-records
        that one golden. A full run (no filter, not stopped early) also fails on goldens no case
        reads and on known deviations that no longer happen.
        """

    /// The options.
    static let options: [CommandOption<RunCommand>] =
        SelectionOptions.options.map { $0.lifted(into: \RunCommand.selection) }
        + ExecutionOptions.options.map { $0.lifted(into: \RunCommand.execution) }
        + ReportOptions.options.map { $0.lifted(into: \RunCommand.reports) }
        + [
            .value(
                "--record", "MODE", section: "recording",
                help: "never|missing|failed|all (default: PUSH_CONFORMANCE_RECORD, else never)",
                standsFor: ["--mode"]
            ) { command, value throws(UsageError) in
                command.recordMode = try OptionValue.recordMode(value, flag: "--record")
            }
        ]

    /// Checks the run options.
    mutating func validate() throws(UsageError) { try execution.validate() }

    /// Runs the matrix.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        await MatrixRun(
            command: Self.name, selection: selection, execution: execution, reports: reports,
            recordMode: recordMode, comparison: nil
        ).execute(in: context)
    }
}
