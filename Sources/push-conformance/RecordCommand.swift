import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance record`: runs the selected cases and (re)writes their goldens.
struct RecordCommand: ConformanceVerb {
    /// Which vendors and scenarios.
    var selection = SelectionOptions()
    /// Parallelism, stopping, verbosity.
    var execution = ExecutionOptions()
    /// Result files.
    var reports = ReportOptions()
    /// `--mode MODE` (default all).
    var mode: RecordMode = .all

    /// The defaults: every selected golden rewritten.
    init() {}

    /// `record`.
    static let name = "record"
    /// For the command list.
    static let abstract = "run and write goldens (default mode: all selected goldens; read them before committing)"
    /// After the options.
    static let discussion = """
        Nothing is recorded when CI is set. A transcript that breaks a MUST invariant is never
        written. Exit status: 1 when any golden was written or rewritten ("recorded N goldens:
        read them, then re-run"), as a test that records fails in swift-snapshot-testing; 0 when
        every golden already matched. Every golden written is a claim about the vendor: read it
        line by line before committing (git diff Conformance/Golden), then re-run.
        """

    /// The options.
    static let options: [CommandOption<RecordCommand>] =
        SelectionOptions.options.map { $0.lifted(into: \RecordCommand.selection) }
        + ExecutionOptions.options.map { $0.lifted(into: \RecordCommand.execution) }
        + ReportOptions.options.map { $0.lifted(into: \RecordCommand.reports) }
        + [
            .value(
                "--mode", "MODE", section: "recording", help: "never|missing|failed|all (default all)",
                standsFor: ["--record"]
            ) { command, value throws(UsageError) in
                command.mode = try OptionValue.recordMode(value, flag: "--mode")
            }
        ]

    /// Checks the run options.
    mutating func validate() throws(UsageError) { try execution.validate() }

    /// Runs the matrix, recording.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        await MatrixRun(
            command: Self.name, selection: selection, execution: execution, reports: reports,
            recordMode: mode, comparison: nil
        ).execute(in: context)
    }
}
