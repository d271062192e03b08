import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance compare`: runs the matrix (or reads earlier results files) and writes
/// the scenario × vendor comparison.
struct CompareCommand: ConformanceVerb {
    /// The comparison's own files.
    struct Outputs: Sendable, Hashable {
        /// `--markdown FILE`: the comparison as Markdown (without it and `--html`, to stdout).
        var markdown: String?
        /// `--html FILE`: the comparison as one self-contained HTML page.
        var html: String?
        /// `--baseline FILE`: an earlier results file to show regressions and fixes against.
        var baseline: String?
        /// `--grid-markdown FILE`: the requirement × vendor grid as Markdown.
        var gridMarkdown: String?
        /// `--grid-html FILE`: the requirement × vendor grid as one self-contained HTML page.
        var gridHTML: String?
        /// `--summary`: the Markdown as a pull-request comment (under 64 KB) instead of a step summary.
        var summary = false
        /// `--report-url URL`: where the HTML comparison is published; the Markdown links there.
        var reportURL: String?

        /// None.
        init() {}

        /// The comparison files, each with its flag.
        var files: [(flag: String, path: String)] {
            [("--markdown", markdown), ("--html", html), ("--grid-markdown", gridMarkdown), ("--grid-html", gridHTML)]
                .compactMap { flag, path in path.map { (flag, $0) } }
        }
    }

    /// Which vendors and scenarios.
    var selection = SelectionOptions()
    /// Parallelism, stopping, verbosity (not with `--results`).
    var execution = ExecutionOptions()
    /// Result files.
    var reports = ReportOptions()
    /// The comparison's files.
    var outputs = Outputs()
    /// `--results FILE` (repeatable): build the comparison from results files instead of
    /// running; several are merged (``ResultsMerge``), e.g. an outside adapter's run beside the
    /// built-in vendors'.
    var resultsInputs: [String] = []

    /// The defaults: run everything, Markdown to stdout.
    init() {}

    /// `compare`.
    static let name = "compare"
    /// For the command list.
    static let abstract = "run (or read a results file) and write the scenario × vendor comparison"
    /// After the options.
    static let discussion = """
        Without --markdown, --html, --grid-markdown or --grid-html the Markdown comparison goes to
        standard output. The grid lists every requirement (R1-R21, P1-P9, the contract
        requirements and the invariants) per vendor, each cell
        in the words of its legend:
        """ + RequirementGrid.Status.legendOrder.map { "\n  \($0.legend)" }.joined()

    private static let section = "comparison"

    /// The options.
    static let options: [CommandOption<CompareCommand>] =
        SelectionOptions.options.map { $0.lifted(into: \CompareCommand.selection) }
        + ExecutionOptions.options.map { $0.lifted(into: \CompareCommand.execution) }
        + ReportOptions.options.map { $0.lifted(into: \CompareCommand.reports) }
        + [
            .value(
                "--markdown", "FILE", section: section,
                help: "the comparison as Markdown (under 1 MiB: fits a CI step summary)"
            ) {
                command, value throws(UsageError) in
                command.outputs.markdown = try OptionValue.path(value, flag: "--markdown")
            },
            .value(
                "--html", "FILE", section: section,
                help: "the comparison as self-contained HTML: FILE, and a page per scenario in FILE-scenarios/"
            ) {
                command, value throws(UsageError) in command.outputs.html = try OptionValue.path(value, flag: "--html")
            },
            .flag("--summary", section: section, help: "Markdown short enough for a pull-request comment (under 64 KB)")
            { command in
                command.outputs.summary = true
            },
            .value(
                "--report-url", "URL", section: section,
                help: "where the HTML comparison is published (the Markdown links to it)"
            ) {
                command, value throws(UsageError) in command.outputs.reportURL = value
            },
            .value("--grid-markdown", "FILE", section: section, help: "the requirement × vendor grid as Markdown") {
                command, value throws(UsageError) in
                command.outputs.gridMarkdown = try OptionValue.path(value, flag: "--grid-markdown")
            },
            .value("--grid-html", "FILE", section: section, help: "the requirement × vendor grid as one HTML page") {
                command, value throws(UsageError) in
                command.outputs.gridHTML = try OptionValue.path(value, flag: "--grid-html")
            },
            .value(
                "--results", "FILE", section: section,
                help: "read a --json results file instead of running; repeat to merge runs (one suite version)",
                repeatable: true
            ) {
                command, value throws(UsageError) in
                command.resultsInputs.append(try OptionValue.path(value, flag: "--results"))
            },
            .value(
                "--baseline", "FILE", section: section, help: "show regressions and fixes since an earlier --json file"
            ) {
                command, value throws(UsageError) in
                command.outputs.baseline = try OptionValue.path(value, flag: "--baseline")
            },
        ]

    /// Refuses run options with `--results`, which reads an earlier run instead.
    mutating func validate() throws(UsageError) {
        try execution.validate()
        guard !resultsInputs.isEmpty else { return }
        let runOnly: [(String, Bool)] = [
            ("--parallel", execution.parallelism != nil), ("--fail-fast", execution.failFast),
            ("--max-failures", execution.maxFailuresLimit != nil), ("--verbose", execution.verbose),
            ("--scenarios", selection.scenariosDirectory != nil), ("--goldens", selection.goldensDirectory != nil),
            ("--report-unused", reports.reportUnused),
        ]
        if let flag = runOnly.first(where: \.1)?.0 {
            throw UsageError("\(flag) is for a run; --results reads an earlier run instead")
        }
    }

    /// Runs the matrix and writes the comparison, or rebuilds it from `--results`.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        if !resultsInputs.isEmpty {
            return ResultsComparison(command: self, resultsPaths: resultsInputs).execute(in: context)
        }
        return await MatrixRun(
            command: Self.name, selection: selection, execution: execution, reports: reports,
            recordMode: nil, comparison: outputs
        ).execute(in: context)
    }
}
