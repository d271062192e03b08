import PushContract
import PushConformanceReports
import PushConformance
/// A parsed `push-conformance` command line: one of the commands with its options, or
/// `--version`. Parsing is a pure function; tests call it without a process.
enum ConformanceCommand: Sendable, Hashable {
    /// `run` (also when no command is named).
    case run(RunCommand)
    /// `record`.
    case record(RecordCommand)
    /// `list`.
    case list(ListCommand)
    /// `compare`.
    case compare(CompareCommand)
    /// `spec`.
    case spec(SpecCommand)
    /// `explore`.
    case explore(ExploreCommand)
    /// `audit-live-activity`.
    case auditLiveActivity(AuditLiveActivityCommand)
    /// `check`.
    case check(CheckCommand)
    /// `help`, `--help` or `-h`.
    case help(HelpCommand)
    /// `--version`.
    case version

    /// Every command, in the order the help lists them.
    static let verbs: [any ConformanceVerb.Type] = [
        RunCommand.self, RecordCommand.self, ListCommand.self, CompareCommand.self, SpecCommand.self,
        ExploreCommand.self, AuditLiveActivityCommand.self, CheckCommand.self,
        HelpCommand.self,
    ]

    /// The command names.
    static let names: [String] = verbs.map { $0.name }

    /// Parses arguments (without the program name). Pure: no I/O.
    ///
    /// The first argument names the command unless it starts with `-`; without one the
    /// command is `run`. `--help`/`-h` give that command's help, `--version` the version.
    static func parse(_ arguments: [String]) throws(UsageError) -> ConformanceCommand {
        var rest = arguments[...]
        var named: String?
        if let first = rest.first, !first.hasPrefix("-") {
            named = first
            rest = rest.dropFirst()
        }
        switch named ?? RunCommand.name {
        case RunCommand.name: return try wrap(RunCommand.parse(rest), named: named, as: ConformanceCommand.run)
        case RecordCommand.name: return try wrap(RecordCommand.parse(rest), named: named, as: ConformanceCommand.record)
        case ListCommand.name: return try wrap(ListCommand.parse(rest), named: named, as: ConformanceCommand.list)
        case CompareCommand.name:
            return try wrap(CompareCommand.parse(rest), named: named, as: ConformanceCommand.compare)
        case SpecCommand.name: return try wrap(SpecCommand.parse(rest), named: named, as: ConformanceCommand.spec)
        case ExploreCommand.name:
            return try wrap(ExploreCommand.parse(rest), named: named, as: ConformanceCommand.explore)
        case AuditLiveActivityCommand.name:
            return try wrap(
                AuditLiveActivityCommand.parse(rest), named: named, as: ConformanceCommand.auditLiveActivity)
        case CheckCommand.name: return try wrap(CheckCommand.parse(rest), named: named, as: ConformanceCommand.check)
        case HelpCommand.name: return try wrap(HelpCommand.parse(rest), named: nil, as: ConformanceCommand.help)
        default:
            let name = named ?? ""
            throw UsageError(
                "unknown command '\(name)'"
                    + Suggestion.didYouMean(
                        name, among: names,
                        otherwise: "; the commands are \(names.joined(separator: ", "))"))
        }
    }

    private static func wrap<Verb>(
        _ parsed: ParsedVerb<Verb>, named: String?, as make: (Verb) -> ConformanceCommand
    )
        -> ConformanceCommand
    {
        switch parsed {
        case .command(let verb): return make(verb)
        case .help: return .help(HelpCommand(topic: named))
        case .version: return .version
        }
    }
}
