import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance spec`: generates `Conformance/SPEC.md` and `Conformance/specification.json`
/// from the requirement catalogue, the bundled scenarios and an executed run of the vendors (for
/// the error-code map); `--check` regenerates them in memory and fails, with a diff, when the
/// committed files are stale.
struct SpecCommand: ConformanceVerb {
    /// `--check`: compare instead of writing.
    var check = false
    /// `--output DIR`: where the two files go (default: the package's `Conformance` folder).
    var output: String?

    /// The defaults: write into the `Conformance` folder.
    init() {}

    /// `spec`.
    static let name = "spec"
    /// For the command list.
    static let abstract = "generate Conformance/SPEC.md and specification.json (--check: fail if stale)"
    /// After the options.
    static let discussion = """
        Both files are generated, never edited by hand: the requirements come from
        RequirementCatalog, the scenarios citing each from the bundled scenarios, and the
        error-code map from running every vendor through every scenario. --check exits 1 and
        prints a diff when a committed file differs from what would be generated (CI runs it).
        """

    /// The options.
    static let options: [CommandOption<SpecCommand>] = [
        .flag("--check", section: "specification", help: "regenerate in memory; exit 1 with a diff if a file is stale")
        { command in
            command.check = true
        },
        .value(
            "--output", "DIR", section: "specification",
            help: "folder for SPEC.md and specification.json (default: Conformance)"
        ) {
            command, value throws(UsageError) in
            command.output = try OptionValue.path(value, flag: "--output")
        },
    ]

    /// Generates, or checks.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        await SpecGeneration(command: self).execute(in: context)
    }
}
