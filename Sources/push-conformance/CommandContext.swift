import PushConformanceReports
import PushConformance
import Foundation
import PushContract

/// What a command runs with: the tool's vendors and folder, the environment, the console and
/// a clock. Everything a command reads from outside comes through here, so tests run commands
/// in process with their own.
struct CommandContext: Sendable {
    /// The vendors the tool knows.
    var vendors: [any PushVendor]
    /// The folder relative paths start from.
    var workingDirectory: String
    /// The environment (`CI`, `PUSH_CONFORMANCE_RECORD`, `NO_COLOR`, `TERM`).
    var environment: [String: String]
    /// Where text goes.
    var console: Console
    /// Monotonic time, for the elapsed time and the progress line (never in a report).
    var clock: @Sendable () -> Duration
    /// Stop once every check of the command line has passed, before any work (a case, an
    /// exploration, a report written): how a test runs every command the READMEs show.
    var checksOnly = false

    /// A context.
    init(
        vendors: [any PushVendor], workingDirectory: String, environment: [String: String], console: Console,
        clock: @escaping @Sendable () -> Duration
    ) {
        self.vendors = vendors
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.console = console
        self.clock = clock
    }

    /// Colour for standard output.
    var style: TerminalStyle { TerminalStyle.decide(isTerminal: console.outputIsTerminal, environment: environment) }

    /// Prints a line to standard output, made safe for a terminal and a CI log
    /// (``TerminalText/clean(_:)``: hidden characters spelt out, no workflow command).
    func print(_ line: String) { console.write(TerminalText.clean(line) + "\n", .output) }

    /// Prints JSON for tools (``TerminalText/json(_:)``: hidden characters as string escapes, so
    /// the document stays valid JSON).
    func printJSON(_ text: String) { console.write(TerminalText.guarded(TerminalText.json(text)) + "\n", .output) }

    /// Prints a line made with ``style`` (whose values it already made safe, so its colour codes
    /// stay): only the workflow-command guard applies (``TerminalText/guarded(_:)``).
    func printStyled(_ line: String) { console.write(TerminalText.guarded(line) + "\n", .output) }

    /// Prints text for people made of values a file or a run supplied (a case's explanation, a
    /// run problem): every line is cut at ``BoundedText/consoleLineLength`` characters, in one
    /// pass, so a 60 MB golden line or a 4 MiB title prints a few kilobytes. Machine output
    /// (`list --json`, a shrunk scenario) goes through ``print(_:)`` whole. `styled`: the text
    /// was made with ``style`` (``printStyled(_:)``).
    func printBounded(_ text: String, styled: Bool = false) {
        let bounded = BoundedText.cutLines(text, to: BoundedText.consoleLineLength)
        if styled { printStyled(bounded) } else { print(bounded) }
    }

    /// Prints `error: …` to standard error (a failure of the run, exit 1), cut like
    /// ``printBounded(_:styled:)`` and made safe like ``printStyled(_:)``: every error goes to
    /// standard error, whatever the command.
    func printError(_ message: String) {
        let colour = TerminalStyle.decide(isTerminal: console.errorIsTerminal, environment: environment)
        let bounded = BoundedText.cutLines(colour.error(message), to: BoundedText.consoleLineLength)
        console.write(TerminalText.guarded(bounded) + "\n", .error)
    }

    /// Prints a usage error with its pointer to standard error; returns exit 64.
    func usage(_ error: UsageError) -> ConformanceCLI.ExitStatus {
        let colour = TerminalStyle.decide(isTerminal: console.errorIsTerminal, environment: environment)
        let report = TerminalText.clean(error.report)
        let text = report.hasPrefix("error:") ? colour.failure("error:") + report.dropFirst("error:".count) : report
        console.write(TerminalText.guarded(text) + "\n", .error)
        return .usage
    }

    /// `path` made absolute against the working directory (as written when already absolute).
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
    }
}
