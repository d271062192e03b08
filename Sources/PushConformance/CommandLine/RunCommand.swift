/// `push-conformance run` (the default command): runs every selected vendor × scenario,
/// compares each transcript with its golden and checks the invariants.
public struct RunCommand: ConformanceVerb {
    /// Which vendors and scenarios.
    public var selection = SelectionOptions()
    /// Parallelism, stopping, verbosity.
    public var execution = ExecutionOptions()
    /// Result files.
    public var reports = ReportOptions()
    /// `--record MODE`; nil: `PUSH_CONFORMANCE_RECORD`, else never.
    public var recordMode: RecordMode?

    /// The defaults: everything, nothing recorded.
    public init() {}

    /// `run`.
    public static let name = "run"
    /// For the command list.
    public static let abstract = "(default) run every vendor × scenario, compare with the goldens, check invariants"
    /// After the options.
    public static let discussion = """
        A mismatch prints the first divergent line, a line diff and the command that re-records
        that one golden. A full run (no filter, not stopped early) also fails on goldens no case
        reads and on known deviations that no longer happen.
        """

    /// The options.
    public static let options: [CommandOption<RunCommand>] =
        SelectionOptions.options.map { $0.lifted(into: \RunCommand.selection) }
        + ExecutionOptions.options.map { $0.lifted(into: \RunCommand.execution) }
        + ReportOptions.options.map { $0.lifted(into: \RunCommand.reports) }
        + [.value("--record", "MODE", section: "recording",
                  help: "never|missing|failed|all (default: PUSH_CONFORMANCE_RECORD, else never)",
                  standsFor: ["--mode"]) { command, value throws(UsageError) in
            command.recordMode = try OptionValue.recordMode(value, flag: "--record")
        }]

    /// Checks the run options.
    public mutating func validate() throws(UsageError) { try execution.validate() }

    /// Runs the matrix.
    public func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        await MatrixRun(command: Self.name, selection: selection, execution: execution, reports: reports,
                        recordMode: recordMode, comparison: nil).execute(in: context)
    }
}
