import PushConformance
import PushContract

/// `push-conformance check FILE…`: runs every invariant on transcripts written by anyone (a
/// golden, a transcript from a results file, one captured elsewhere or written by hand) and
/// reports, per invariant, whether it holds, is violated (with the step and time) or cannot be
/// checked (with what the transcript lacks).
struct CheckCommand: ConformanceVerb {
    /// The transcript files, in the order given.
    var files: [String] = []
    /// `--vendor ID`: whose known deviations apply (default: the file's folder, when it names one).
    var vendor: String?
    /// `--scenario ID`: the scenario the transcript ran (default: the file's name without `.jsonl`).
    var scenario: String?
    /// `--scenarios DIR`: where that scenario's file is (default: the package's `Conformance/Scenarios`).
    var scenariosDirectory: String?
    /// `--json`: one JSON object per file on standard output instead of text.
    var json = false

    /// No file yet (one is required).
    init() {}

    /// `check`.
    static let name = "check"
    /// For the command list.
    static let abstract = "run every invariant on transcript files written by anyone (a golden, a captured run)"
    /// The files.
    static let positionalUsage = "FILE..."
    /// After the options.
    static let discussion = """
        Each FILE is a transcript: one JSON object per line, as goldens are written
        (Conformance/README.md, "A transcript"). Every invariant judges it and says holds,
        violated (with the step and time), or not checkable (with the record or key the
        transcript lacks, such as during.answer when no line says which answer a record was made
        for). A file under a folder named after a vendor (Golden/altcraft/x.jsonl) gets that
        vendor's known deviations and, when its name is a bundled scenario's id, that scenario's
        expectations and the explorer's checks it cites; --vendor and --scenario say so for
        other files.

        Keys and record kinds the format does not know are listed, never fatal; a last line cut
        short (no newline after it and not JSON) is reported and left out; any other line that
        is not a record is refused with the file, the line number and the JSON path. Text from
        the file is printed escaped: control characters as \\u{1B}, and no line starts with
        "::".

        exit status: 0 every invariant holds or cannot be checked (a known deviation or a broken
        SHOULD does not fail), 1 a MUST is violated, 64 a usage error or a file that cannot be
        read.
        """

    private static let section = "check"

    /// The options.
    static let options: [CommandOption<CheckCommand>] = [
        .value(
            "--vendor", "ID", section: section,
            help: "the vendor whose known deviations apply (default: the file's folder, if a vendor's id)"
        ) {
            command, value throws(UsageError) in
            guard !value.isEmpty else { throw UsageError("--vendor needs a vendor id, not an empty string") }
            command.vendor = value
        },
        .value(
            "--scenario", "ID", section: section,
            help: "the scenario the transcript ran (default: the file name without .jsonl)"
        ) {
            command, value throws(UsageError) in
            guard !value.isEmpty else { throw UsageError("--scenario needs a scenario id, not an empty string") }
            command.scenario = value
        },
        .value(
            "--scenarios", "DIR", section: section,
            help: "scenario files, for expectations (default: Conformance/Scenarios of this package)"
        ) {
            command, value throws(UsageError) in
            command.scenariosDirectory = try OptionValue.path(value, flag: "--scenarios")
        },
        .flag("--json", section: section, help: "one JSON object per file on standard output") { command in
            command.json = true
        },
    ]

    /// A transcript file.
    mutating func take(positional argument: String) throws(UsageError) {
        guard !argument.isEmpty else { throw UsageError("a FILE is an empty string; give a transcript file") }
        files.append(argument)
    }

    /// At least one file.
    mutating func validate() throws(UsageError) {
        if files.isEmpty { throw UsageError("check needs at least one transcript FILE") }
    }

    /// Checks every file.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        await TranscriptCheck(command: self).execute(in: context)
    }
}
