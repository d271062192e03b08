import PushContract
import PushConformanceReports
import PushConformance
/// A wrong command line: what was wrong and which command it was for. The tool prints the
/// message, the command's one-line usage and a pointer to its help, and exits 64.
struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, as one sentence (may end with a "did you mean" suggestion).
    var message: String
    /// The command it was for (`run`, `compare`…); nil before a command was known.
    var command: String?

    /// Creates a usage error.
    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The message.
    var description: String { message }

    /// The message for `command`, keeping a command already set.
    func attributed(to command: String) -> UsageError {
        UsageError(message, command: self.command ?? command)
    }

    /// What the tool prints: the error, the short usage line and where the help is.
    var report: String {
        let topic = command.map { " \($0)" } ?? ""
        return """
            error: \(message)
            usage: \(HelpText.tool)\(topic.isEmpty ? " [<command>]" : topic) [<options>]
            see '\(HelpText.tool) help\(topic)' for the \(command == nil ? "commands" : "options")
            """
    }
}
