import PushContract
import PushConformanceReports
import PushConformance
import Foundation

/// One `audit-live-activity` invocation: checks every path first (exit 64 on one that cannot
/// be read), then audits each request file and prints its verdict, or with `--expect` whether it
/// is the one the file states. Everything a file supplies is escaped for the terminal.
struct LiveActivityAuditRun {
    /// The parsed command.
    let command: AuditLiveActivityCommand

    /// How one file came out.
    private enum Outcome {
        case pass, warn, fail, malformed
    }

    /// Runs the command.
    func execute(in context: CommandContext) -> ConformanceCLI.ExitStatus {
        var files: [(path: String, shown: String)] = []
        for path in command.paths {
            let absolute = context.absolute(path)
            switch FileProbe.inspect(absolute) {
            case .regular:
                files.append((absolute, path))
            case .folder:
                guard let names = LiveActivityRequestFile.files(in: absolute) else {
                    return context.usage(UsageError("\(TerminalText.value(path)): the folder cannot be read"))
                }
                guard !names.isEmpty else {
                    return context.usage(UsageError("\(TerminalText.value(path)): the folder holds no .json file"))
                }
                let prefix = path.hasSuffix("/") ? path : path + "/"
                files += names.map { (absolute + "/" + $0, prefix + $0) }
            case let other:
                return context.usage(
                    UsageError("\(TerminalText.value(path)) \(other.problem ?? "cannot be read")"))
            }
        }
        if context.checksOnly { return .success }
        let style = context.style
        var outcomes: [Outcome] = []
        for file in files {
            let outcome: Outcome
            do {
                let request = try LiveActivityRequestFile.load(file.path, file: file.shown)
                outcome = command.expect ? compare(request, in: context) : judge(request, in: context)
            } catch {
                context.printBounded(style.error(TerminalText.value(error.description)), styled: true)
                outcome = .malformed
            }
            outcomes.append(outcome)
        }
        let count = { (kind: Outcome) in outcomes.filter { $0 == kind }.count }
        let requests = "\(files.count) request\(files.count == 1 ? "" : "s")"
        if command.expect {
            context.print(
                "\(requests): \(count(.pass)) as expected, \(count(.fail)) unexpected, \(count(.malformed)) malformed")
        } else {
            context.print(
                "\(requests): \(count(.pass)) pass, \(count(.fail)) break a MUST, \(count(.warn)) break only a SHOULD, \(count(.malformed)) malformed"
            )
        }
        return outcomes.contains { $0 == .fail || $0 == .malformed } ? .failure : .success
    }

    /// Prints the verdict on the request.
    private func judge(_ file: LiveActivityRequestFile, in context: CommandContext) -> Outcome {
        let style = context.style
        let verdict = file.verdict
        let name = TerminalText.value(file.file)
        let checked = "\(verdict.checked.count) rule\(verdict.checked.count == 1 ? "" : "s") checked"
        guard !verdict.findings.isEmpty else {
            context.printStyled("\(name): \(style.success("pass")) (\(checked))")
            return .pass
        }
        let broken = verdict.brokenRuleIDs.count
        let word = verdict.breaksMust ? style.failure("FAIL") : style.caution("warn")
        context.printStyled("\(name): \(word) (breaks \(broken) of \(verdict.checked.count) rules checked)")
        printFindings(verdict, in: context)
        return verdict.breaksMust ? .fail : .warn
    }

    /// Prints whether the verdict is the one the file expects.
    private func compare(_ file: LiveActivityRequestFile, in context: CommandContext) -> Outcome {
        let style = context.style
        let name = TerminalText.value(file.file)
        guard let expected = file.expected else {
            context.printBounded(
                style.error("\(name): expect: missing; --expect needs the rule ids it must break"), styled: true)
            return .malformed
        }
        let verdict = file.verdict
        let found = verdict.brokenRuleIDs
        let stated = expected.sorted()
        let text = { (ids: [String]) in
            ids.isEmpty ? "passes" : "breaks " + ids.map(TerminalText.value).joined(separator: ", ")
        }
        guard found != stated else {
            context.print("\(name): as expected: \(text(found))")
            return .pass
        }
        context.printStyled("\(name): \(style.failure("UNEXPECTED")): expected it \(text(stated)); it \(text(found))")
        printFindings(verdict, in: context)
        return .fail
    }

    private func printFindings(_ verdict: LiveActivityVerdict, in context: CommandContext) {
        for finding in verdict.findings {
            context.printBounded("  " + TerminalText.value(finding.description))
        }
    }
}
