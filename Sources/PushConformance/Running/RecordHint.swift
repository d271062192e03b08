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
            func option(_ name: String, _ value: String) -> [String] {
                value.hasPrefix("--") ? ["\(name)=\(value)"] : [name, value]
            }
            return command.split(separator: " ").map(String.init) + ["record"] + option("--vendor", vendor)
                + option("--scenario", scenario) + arguments
        case .environment:
            return ["\(RecordMode.environmentVariable)=\(missing ? "missing" : "failed")", "swift", "test"]
        }
    }
}
