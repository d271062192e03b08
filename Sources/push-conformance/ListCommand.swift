import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance list`: the vendors, the scenarios and how many scenarios cite each
/// requirement id, as text or (`--json`) as one JSON object for tools.
struct ListCommand: ConformanceVerb {
    /// Which vendors and scenarios to list (`--goldens` does not apply).
    var selection = SelectionOptions()
    /// `--json`: print one JSON object (sorted keys) instead of text.
    var json = false

    /// The defaults: everything, as text.
    init() {}

    /// `list`.
    static let name = "list"
    /// For the command list.
    static let abstract = "list vendors, scenarios and requirement coverage (--json for tools)"
    /// After the options.
    static let discussion = """
        --json prints one object with sorted keys: schema, suiteVersion, vendors (id, displayName,
        capabilities, knownDeviations), scenarios (id, facet, title, file, requires, requirements,
        router), requirements (id, meaning, scenarios: how many listed scenarios cite it), errors.
        """

    /// The options.
    static let options: [CommandOption<ListCommand>] =
        SelectionOptions.options.filter { $0.name != "--goldens" }.map { $0.lifted(into: \ListCommand.selection) }
        + [
            .flag("--json", section: "output", help: "print one JSON object to standard output instead of text") {
                command in
                command.json = true
            }
        ]

    /// `list --json FILE` is a common slip: say where the JSON goes.
    mutating func take(positional argument: String) throws(UsageError) {
        if json {
            throw UsageError(
                "unexpected argument '\(argument)': list --json prints to standard output; redirect it (> \(argument))")
        }
        throw UsageError("unexpected argument '\(argument)'")
    }

    /// Lists.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        ScenarioListing(command: self).execute(in: context)
    }
}
