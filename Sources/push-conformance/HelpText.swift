import PushContract
import PushConformanceReports
import PushConformance
/// The help the tool prints: the overview (`help`) and each command's page
/// (`help run`, `run --help`), generated from the commands' option tables.
enum HelpText {
    /// The tool's name.
    static let tool = "push-conformance"

    /// `push-conformance <version>`.
    static var version: String { "\(tool) \(SuiteVersion.current)" }

    /// The overview, or one command's page.
    static func help(for command: String?) -> String {
        guard let command, let verb = ConformanceCommand.verbs.first(where: { $0.name == command }) else {
            return overview
        }
        return page(verb)
    }

    /// The overview: the commands, the shared selection options, the environment.
    static var overview: String {
        let width = ConformanceCommand.verbs.map { $0.name.count }.max() ?? 0
        let commands = ConformanceCommand.verbs.map { "  \(pad($0.name, width + 2))\($0.abstract)" }
        return """
            \(tool) \(SuiteVersion.current): runs push SDK adapters through the conformance scenarios on a simulated
            device, compares each transcript with its golden and checks the invariants.

            usage: \(tool) [<command>] [<options>]

            commands:
            \(commands.joined(separator: "\n"))

            \(optionSection("selection (run, record, list, compare)", SelectionOptions.options.map(row)))

            \(optionSection("options", globalRows))

            examples:
            \(examples)

            \(footer)
            see '\(tool) help <command>' for a command's options.
            """
    }

    /// One command's page: what it does, its usage line and its options by section.
    static func page(_ verb: any ConformanceVerb.Type) -> String {
        var text =
            "\(verb.name): \(verb.abstract)\n\nusage: \(tool) \(verb.name)"
            + (verb.positionalUsage.isEmpty ? "" : " \(verb.positionalUsage)") + " [<options>]\n"
        for (section, rows) in verb.optionRows {
            text += "\n" + optionSection(section, rows) + "\n"
        }
        text += "\n" + optionSection("options", globalRows) + "\n"
        if !verb.discussion.isEmpty { text += "\n" + verb.discussion + "\n" }
        return text + "\n" + footer
    }

    private static var examples: String {
        let lines = [
            ("", "the full matrix"),
            ("--vendor altcraft --scenario 'subscription.*'", "one vendor, one facet"),
            ("list --requirement R7", "the scenarios citing R7"),
            ("record --scenario payload.over-4096-bytes", "re-record one scenario's goldens"),
            ("compare --html out/report.html", "vendors side by side"),
        ]
        let width = lines.map { $0.0.count }.max() ?? 0
        return lines.map { "  \(tool) \(pad($0.0, width + 2))# \($0.1)" }.joined(separator: "\n")
    }

    private static let footer = """
        environment: PUSH_CONFORMANCE_RECORD=MODE records when no --record/--mode is given; nothing is
        recorded when CI is set; NO_COLOR (non-empty) turns colour off. Colour and the progress line
        appear only on a terminal. Usage errors go to standard error.
        exit status: 0 all pass, 1 failures, 64 usage errors.
        """

    private static let globalRows: [(String, String)] = [
        ("-h, --help", "show this help (after a command: that command's)"),
        ("--version", "print the suite version"),
    ]

    static func row<Command>(_ option: CommandOption<Command>) -> (String, String) { (option.synopsis, option.help) }

    /// `  --vendor ID|GLOB       only these vendors`, continuation lines indented under the help.
    static func optionSection(_ title: String, _ rows: [(String, String)]) -> String {
        let column = 25
        let lines = rows.map { synopsis, help in
            let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first =
                synopsis.count < column - 1
                ? "  \(pad(synopsis, column - 2))\(helpLines[0])"
                : "  \(synopsis)\n\(String(repeating: " ", count: column))\(helpLines[0])"
            return ([first] + helpLines.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(
                separator: "\n")
        }
        return "\(title):\n" + lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension ConformanceVerb {
    /// The options grouped by section, in the order they first appear.
    static var optionRows: [(String, [(String, String)])] {
        var sections: [(String, [(String, String)])] = []
        for option in options {
            let row = HelpText.row(option)
            if let index = sections.firstIndex(where: { $0.0 == option.section }) {
                sections[index].1.append(row)
            } else {
                sections.append((option.section, [row]))
            }
        }
        return sections
    }
}
