/// `push-conformance help [<command>]`: the overview, or one command's options.
public struct HelpCommand: ConformanceVerb {
    /// The command to explain; nil: the overview.
    public var topic: String?

    /// The overview.
    public init() {}

    /// Help on one command.
    public init(topic: String?) { self.topic = topic }

    /// `help`.
    public static let name = "help"
    /// For the command list.
    public static let abstract = "show this help, or a command's options: help <command> (or <command> --help)"
    /// The topic.
    public static let positionalUsage = "[<command>]"
    /// No options besides --help and --version.
    public static let options: [CommandOption<HelpCommand>] = []

    /// Takes the command to explain.
    public mutating func take(positional argument: String) throws(UsageError) {
        guard topic == nil else { throw UsageError("help explains one command; '\(argument)' is one too many") }
        guard ConformanceCommand.names.contains(argument) else {
            let names = ConformanceCommand.names
            throw UsageError("no command '\(argument)'" + Suggestion.didYouMean(argument, among: names,
                                                                              otherwise: "; the commands are \(names.joined(separator: ", "))"))
        }
        topic = argument
    }

    /// Prints the help.
    public func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        context.print(HelpText.help(for: topic))
        return .success
    }
}
