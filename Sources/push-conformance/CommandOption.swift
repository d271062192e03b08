import PushContract
import PushConformanceReports
import PushConformance
/// One option a command accepts: its spellings, the help it shows and what it sets. A
/// command's options are a table of these, so parsing, help text, "did you mean" and
/// "goes with compare" all read the same declaration (swift-argument-parser's `@Option`,
/// without property wrappers).
struct CommandOption<Command>: Sendable {
    /// Whether the option takes a value.
    typealias Kind = CommandOptionKind

    /// Spellings, the canonical one first (`--verbose`, `-v`).
    let names: [String]
    /// Flag or value.
    let kind: Kind
    /// The help heading it is listed under (`selection`, `reports`…).
    let section: String
    /// Its help, one line or a few.
    let help: String
    /// Whether it may be given more than once (values add up). A single-valued option given
    /// twice is a usage error rather than "the last one wins".
    let repeatable: Bool
    /// Another command's spelling that a user of this command probably meant as this option
    /// (`record --record` means `--mode`), named in the error.
    let standsFor: [String]
    let apply: @Sendable (inout Command, String) throws(UsageError) -> Void

    /// A flag.
    static func flag(
        _ names: String..., section: String, help: String,
        apply: @escaping @Sendable (inout Command) -> Void
    ) -> CommandOption {
        CommandOption(names: names, kind: .flag, section: section, help: help, repeatable: true, standsFor: []) {
            command, _ in
            apply(&command)
        }
    }

    /// An option with a value.
    static func value(
        _ name: String, _ valueName: String, section: String, help: String, repeatable: Bool = false,
        standsFor: [String] = [],
        apply: @escaping @Sendable (inout Command, String) throws(UsageError) -> Void
    ) -> CommandOption {
        CommandOption(
            names: [name], kind: .value(valueName), section: section, help: help, repeatable: repeatable,
            standsFor: standsFor, apply: apply)
    }

    /// The canonical spelling.
    var name: String { names[0] }

    /// `--vendor ID|GLOB` or `-v, --verbose`, as the help lists it.
    var synopsis: String {
        let spelled = names.sorted { $0.count < $1.count }.joined(separator: ", ")
        switch kind {
        case .flag: return spelled
        case .value(let valueName): return "\(spelled) \(valueName)"
        }
    }

    /// The same option on a command that holds this one's options as a group.
    func lifted<Parent>(into path: any WritableKeyPath<Parent, Command> & Sendable) -> CommandOption<Parent> {
        let apply = self.apply
        return CommandOption<Parent>(
            names: names, kind: kind, section: section, help: help, repeatable: repeatable,
            standsFor: standsFor
        ) { parent, value throws(UsageError) in
            try apply(&parent[keyPath: path], value)
        }
    }
}

/// Whether a ``CommandOption`` takes a value.
enum CommandOptionKind: Sendable, Hashable {
    /// A switch such as `--verbose`.
    case flag
    /// An option with a value, such as `--vendor ID`; the text names the value in help.
    case value(String)
}

/// Reading option values.
enum OptionValue {
    /// `a,b` → `["a", "b"]`. An empty value or an empty part (`''`, `a,,b`, `a,`) is a usage
    /// error: an empty selector would otherwise select everything, or nothing, without a word.
    static func list(_ text: String, flag: String) throws(UsageError) -> [String] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty else { throw UsageError("\(flag) '' is empty; give an id or a glob") }
        if parts.contains(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw UsageError("\(flag) '\(text)' has an empty entry; give ids or globs separated by single commas")
        }
        return parts
    }

    /// A whole number within `range`, or a usage error naming the flag and the bounds.
    static func number(_ text: String, flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(flag) '\(text)' is not a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A record mode.
    static func recordMode(_ text: String, flag: String) throws(UsageError) -> RecordMode {
        guard let mode = RecordMode(rawValue: text) else {
            let names = RecordMode.allCases.map(\.rawValue)
            throw UsageError(
                "\(flag) '\(text)' is not one of \(names.joined(separator: ", "))"
                    + Suggestion.didYouMean(text, among: names))
        }
        return mode
    }

    /// A non-empty path.
    static func path(_ text: String, flag: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError("\(flag) needs a path, not an empty string") }
        return text
    }
}
