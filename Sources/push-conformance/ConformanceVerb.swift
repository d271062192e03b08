import PushContract
import PushConformanceReports
import PushConformance
/// One `push-conformance` command (`run`, `record`, `list`, `compare`, `help`): a small value
/// holding its parsed options, with the table that parses them and the code that runs it, in
/// the shape of swift-argument-parser's `ParsableCommand`.
///
/// Implementation requirements:
/// - `options` lists every option the command accepts; groups shared by several commands
///   (``SelectionOptions``, ``ExecutionOptions``, ``ReportOptions``) are lifted in with
///   `CommandOption.lifted(into:)`.
/// - `init()` gives every default; `validate()` refuses combinations the table cannot (exit 64).
/// - Parsing is pure: no file, environment or clock is read. Everything that needs them
///   happens in `run(in:)`, which writes only to the context's console.
protocol ConformanceVerb: Sendable, Hashable {
    /// The command's name on the command line.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// Extra help after the options (semantics, examples); may be empty.
    static var discussion: String { get }
    /// What follows the name in the usage line besides `[<options>]` (`[<command>]` for help).
    static var positionalUsage: String { get }
    /// The options it accepts.
    static var options: [CommandOption<Self>] { get }

    /// Every option at its default.
    init()

    /// Takes an argument that is not an option; by default, a usage error.
    mutating func take(positional argument: String) throws(UsageError)

    /// Refuses option combinations that are wrong together.
    mutating func validate() throws(UsageError)

    /// Runs the command.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus
}

extension ConformanceVerb {
    /// No extra help.
    static var discussion: String { "" }
    /// No positional arguments.
    static var positionalUsage: String { "" }

    /// Refuses the argument.
    mutating func take(positional argument: String) throws(UsageError) {
        let command =
            Suggestion.closest(to: argument, among: ConformanceCommand.names)
            .map { "; a command comes first: did you mean '\(HelpText.tool) \($0) …'?" } ?? ""
        throw UsageError("unexpected argument '\(argument)'\(command)")
    }

    /// Accepts every combination.
    mutating func validate() throws(UsageError) {}

    /// Every spelling of every option.
    static var optionNames: [String] { options.flatMap(\.names) }
}

/// What parsing one command's arguments gave.
enum ParsedVerb<Verb: ConformanceVerb> {
    /// The command with its options.
    case command(Verb)
    /// `--help` or `-h` was given.
    case help
    /// `--version` was given.
    case version
}

extension ConformanceVerb {
    /// Parses the arguments after the command's name. Pure: no I/O.
    ///
    /// Accepts `--option value` and `--option=value`; a value may not start with `--`. `--help`
    /// and `--version` win wherever they appear. An unknown option is named with the command
    /// it goes with, or with the closest option of this one.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedVerb<Self> {
        do {
            return try parseUnattributed(arguments)
        } catch {
            throw error.attributed(to: name)
        }
    }

    private static func parseUnattributed(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedVerb<Self> {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        if arguments.contains("--version") { return .version }
        var command = Self()
        var given: [String: String] = [:]
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument.count > 1 else {
                try command.take(positional: argument)
                continue
            }
            let (spelling, inline) = split(argument)
            guard let option = options.first(where: { $0.names.contains(spelling) }) else {
                throw unknownOption(spelling)
            }
            let value: String
            switch option.kind {
            case .flag:
                if inline != nil { throw UsageError("\(spelling) takes no value") }
                value = ""
            case .value(let valueName):
                if let inline {
                    value = inline
                } else if let next = rest.first, !next.hasPrefix("--") {
                    value = next
                    rest = rest.dropFirst()
                } else {
                    throw UsageError("\(spelling) needs a value (\(spelling) \(valueName))")
                }
                if !option.repeatable, let earlier = given[option.name] {
                    throw UsageError("\(option.name) is given twice ('\(earlier)' and '\(value)'); give it once")
                }
                given[option.name] = value
            }
            try option.apply(&command, value)
        }
        try command.validate()
        return .command(command)
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The error for an option this command does not take.
    private static func unknownOption(_ spelling: String) -> UsageError {
        let others = ConformanceCommand.verbs.filter { $0.name != name && $0.optionNames.contains(spelling) }.map {
            $0.name
        }
        if !others.isEmpty {
            let meant = options.first { $0.standsFor.contains(spelling) }.map { "; \(name) takes \($0.name)" } ?? ""
            return UsageError("\(spelling) goes with \(others.joined(separator: " or ")), not \(name)\(meant)")
        }
        let candidates = optionNames + ["--help", "--version"]
        return UsageError(
            "unknown option '\(spelling)' for \(name)" + Suggestion.didYouMean(spelling, among: candidates))
    }
}
