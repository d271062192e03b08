import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance help [<command>]`: the overview, or one command's options.
struct HelpCommand: ConformanceVerb {
    /// The command to explain; nil: the overview.
    var topic: String?

    /// The overview.
    init() {}

    /// Help on one command.
    init(topic: String?) { self.topic = topic }

    /// `help`.
    static let name = "help"
    /// For the command list.
    static let abstract = "show this help, or a command's options: help <command> (or <command> --help)"
    /// The topic.
    static let positionalUsage = "[<command>]"
    /// No options besides --help and --version.
    static let options: [CommandOption<HelpCommand>] = []

    /// Takes the command to explain.
    mutating func take(positional argument: String) throws(UsageError) {
        guard topic == nil else { throw UsageError("help explains one command; '\(argument)' is one too many") }
        guard ConformanceCommand.names.contains(argument) else {
            let names = ConformanceCommand.names
            throw UsageError(
                "no command '\(argument)'"
                    + Suggestion.didYouMean(
                        argument, among: names,
                        otherwise: "; the commands are \(names.joined(separator: ", "))"))
        }
        topic = argument
    }

    /// Prints the help.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        context.print(HelpText.help(for: topic))
        return .success
    }
}
