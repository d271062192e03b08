/// Which command a failing case's hint names to re-record its golden: the one that works where
/// the check ran.
package enum RecordHint: Sendable, Hashable {
    /// The command line, for vendors the tool knows (the built-in ones):
    /// `<command> record --vendor V --scenario S <arguments>`.
    case commandLine(command: String, arguments: [String])
    /// The environment variable with `swift test`, for ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)``
    /// and the test helper, which run an adapter the command line cannot know:
    /// `PUSH_CONFORMANCE_RECORD=<mode> swift test`.
    case environment

    /// The hint for one case, `missing` (no golden yet) or not (the golden differs): a command
    /// line quoted for a POSIX shell (``ShellWords``), so pasting it runs that command and only it.
    package func command(vendor: String, scenario: String, missing: Bool) -> String {
        ShellWords.command(words(vendor: vendor, scenario: scenario, missing: missing))
    }

    /// The hint's words, as the shell hands them to the program (``command(vendor:scenario:missing:)``
    /// quotes them). `command` is one word per space (`swift run push-conformance`). A value that
    /// starts with `--` is joined to its option (`--scenario=--x`), which the parser takes as a value.
    package func words(vendor: String, scenario: String, missing: Bool) -> [String] {
        switch self {
        case .commandLine(let command, let arguments):
            return command.split(separator: " ").map(String.init) + ["record"] + Self.option("--vendor", vendor)
                + Self.option("--scenario", scenario) + arguments
        case .environment:
            return ["\(RecordMode.environmentVariable)=\(missing ? "missing" : "failed")", "swift", "test"]
        }
    }

    /// An option with its value as the hint's words: `[name, value]`, or `name=value` for a
    /// value that starts with `--` (which the parser would take for an option).
    package static func option(_ name: String, _ value: String) -> [String] {
        value.hasPrefix("--") ? ["\(name)=\(value)"] : [name, value]
    }

    /// How the command line is run from a package: the command of every hint it prints.
    package static let toolCommand = "swift run push-conformance"

    /// Whether `text` is a hint the tool prints for this case, exactly as
    /// ``command(vendor:scenario:missing:)`` quotes it: the command line's (``toolCommand``,
    /// optionally with `--scenarios DIR` and then `--goldens DIR`) or the environment's. A results
    /// file is read only when its hints pass, so it can show nobody another command to paste.
    package static func isHint(_ text: String, vendor: String, scenario: String, missing: Bool) -> Bool {
        guard let words = ShellWords.split(text), ShellWords.command(words) == text else { return false }
        if words == RecordHint.environment.words(vendor: vendor, scenario: scenario, missing: missing) { return true }
        let base = RecordHint.commandLine(command: toolCommand, arguments: [])
            .words(vendor: vendor, scenario: scenario, missing: missing)
        guard words.starts(with: base) else { return false }
        var rest = words.dropFirst(base.count)
        for flag in ["--scenarios", "--goldens"] {
            if rest.first == flag, rest.count >= 2, !rest[rest.startIndex + 1].hasPrefix("--") {
                rest = rest.dropFirst(2)
            } else if let first = rest.first, first.hasPrefix(flag + "="),
                first.dropFirst(flag.count + 1).hasPrefix("--")
            {
                rest = rest.dropFirst()
            }
        }
        return rest.isEmpty
    }
}
