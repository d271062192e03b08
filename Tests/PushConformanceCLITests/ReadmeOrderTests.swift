@testable import push_conformance
import Foundation
import Testing
import PushConformanceTestSupport

/// Every shell command of the top-level README runs, in the README's order, from a fresh
/// checkout, with the exit status the README states (issue 34): the `push-conformance` ones in
/// process here, the others listed with why and the `.ci/run` line that runs them. The commands
/// that would run every case pass their checks here and run for real in
/// ``ReadmeCommandHeavyTests``.
@Suite("README.md commands, in order")
struct ReadmeOrderTests {
    @Test("Every fence of the README says what it holds: sh for commands, text for output")
    func fencesAreTagged() throws {
        let text = try #require(ReadmeShellCommands.text, "README.md cannot be read")
        let fences = ReadmeShellCommands.fences(in: text)
        #expect(fences.contains { $0.language == "sh" }, "the README shows no command")
        for fence in fences {
            #expect(
                ReadmeShellCommands.languages.contains(fence.language),
                "README.md:\(fence.line): a fence tagged '\(fence.language)'; tag it sh (commands), text, swift or json"
            )
        }
    }

    @Test("Every README command is run here or listed with why, and every listed one is in the README and in .ci/run")
    func everyCommandIsRunOrListed() throws {
        let commands = ReadmeShellCommands.all
        for command in commands {
            let listed = ReadmeShellCommands.notRunHere.contains { $0.command == command.text }
            #expect(
                listed || ReadmeShellCommands.parse(command.text) != nil,
                "\(command.testDescription): neither a push-conformance command nor listed in ReadmeShellCommands.notRunHere"
            )
        }
        let ci = try String(contentsOfFile: PackageLocation.root + "/.ci/run", encoding: .utf8)
        for listed in ReadmeShellCommands.notRunHere {
            #expect(
                commands.contains { $0.text == listed.command },
                "'\(listed.command)' is listed as not run here but the README no longer shows it")
            #expect(ci.contains(listed.ci), "'\(listed.command)': .ci/run has no line '\(listed.ci)'")
        }
    }

    @Test("The README's commands run in order from a fresh checkout, each with its stated exit status")
    func runInOrder() async throws {
        let steps = try await ReadmeShellCommands.runInOrder(mode: .quick)
        #expect(steps.count >= 5, "\(steps.count) commands run")
        for step in steps {
            #expect(
                step.status == step.expected,
                "\(step.command.testDescription): exit \(step.status), the README says \(step.expected)\n\(step.output)"
            )
        }
    }
}

/// The README's commands all for real, the whole matrix included: a heavy suite
/// (``HeavyTests``), run in release mode by CI's heavy step.
@Suite("README.md commands, in order, all for real (heavy)", HeavyTests.trait)
struct ReadmeCommandHeavyTests {
    @Test("Every README command runs for real, in order, from a fresh checkout, with its stated exit status")
    func runInOrderForReal() async throws {
        let steps = try await ReadmeShellCommands.runInOrder(mode: .everything)
        #expect(steps.count >= 5, "\(steps.count) commands run")
        for step in steps {
            #expect(
                step.status == step.expected,
                "\(step.command.testDescription): exit \(step.status), the README says \(step.expected)\n\(step.output)"
            )
        }
    }
}
