@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// The shell commands of the top-level `README.md`: every line of a ```` ```sh ```` fence, in the
/// order a newcomer types them. Each is either a `push-conformance` command, which
/// ``ReadmeShellCommands/runInOrder(mode:)`` runs in process in a fresh checkout-like folder with
/// the exit status the README states, or one listed in ``ReadmeShellCommands/notRunHere`` with
/// why a test cannot run it and the line of `.ci/run` that does.
enum ReadmeShellCommands {
    /// The file whose commands these are.
    static let file = "README.md"

    /// One command line of the README, as written.
    struct Command: Sendable, CustomTestStringConvertible {
        /// Its line in the README (1-based).
        var line: Int
        /// The command, without its `# comment`.
        var text: String
        /// The exit status the README states: `# exits N` in its comment, else 0.
        var expectedStatus: Int32
        var testDescription: String { "README.md:\(line): \(text)" }
    }

    /// A fence of the README: its opening line and its info string (`sh`, `text`, `swift`…).
    struct Fence: Sendable {
        var line: Int
        var language: String
    }

    /// The info strings a README fence may carry: `sh` holds commands and nothing else.
    static let languages: Set<String> = ["sh", "text", "swift", "json"]

    /// The README's text, or nil when it cannot be read.
    static var text: String? {
        try? String(contentsOfFile: PackageLocation.root + "/" + file, encoding: .utf8)
    }

    /// Every fence the README opens.
    static func fences(in text: String) -> [Fence] {
        var found: [Fence] = []
        var inBlock = false
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop(while: { $0 == " " })
            guard line.hasPrefix("```") else { continue }
            if !inBlock { found.append(Fence(line: number + 1, language: String(line.dropFirst(3)))) }
            inBlock.toggle()
        }
        return found
    }

    /// Every command line of the README's `sh` fences (blank lines and whole-line comments aside).
    static func commands(in text: String) -> [Command] {
        var language: String?
        var found: [Command] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop(while: { $0 == " " })
            if line.hasPrefix("```") {
                language = language == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            guard language == "sh", !line.isEmpty, !line.hasPrefix("#") else { continue }
            var command = String(line), comment = ""
            if let hash = command.range(of: " #") {
                comment = String(command[hash.upperBound...])
                command = String(command[..<hash.lowerBound])
            }
            found.append(
                Command(
                    line: number + 1, text: command.trimmingCharacters(in: .whitespaces),
                    expectedStatus: stated(in: comment)))
        }
        return found
    }

    /// The status `exits N` in a comment names, else 0.
    static func stated(in comment: String) -> Int32 {
        guard let range = comment.range(of: "exits ") else { return 0 }
        return Int32(comment[range.upperBound...].prefix(while: \.isNumber)) ?? 0
    }

    /// The README's commands (none when it cannot be read: ``ReadmeOrderTests`` then fails).
    static let all: [Command] = text.map(commands(in:)) ?? []

    /// A README command no test can run, with why, the line of `.ci/run` that runs it, and what
    /// stands in for the files it writes, so the commands after it run as they would in CI.
    struct NotRun: Sendable {
        /// The command exactly as the README shows it.
        var command: String
        /// Why a test cannot run it.
        var reason: String
        /// Text of the `.ci/run` line that runs it (or its equivalent).
        var ci: String
        /// Writes, into the sandbox, what the command would have written.
        var standIn: (@Sendable (_ sandbox: String) async throws -> Void)?
    }

    /// Every README command that is not a `push-conformance` command, and why it is not run here.
    static let notRunHere: [NotRun] = [
        NotRun(
            command: "swift test",
            reason: "the test suite this test is part of: it cannot run itself",
            ci: #"swift test "${strict[@]}""#),
        NotRun(
            command:
                "PUSH_CONFORMANCE_HEAVY_TESTS=1 swift test -c release -Xswiftc -enable-testing --filter HeavyTests",
            reason: "the heavy suites, this file's own among them, in a release build: a test run cannot start one",
            ci: #"PUSH_CONFORMANCE_HEAVY_TESTS=1 swift test "${release[@]}" --skip-build --filter HeavyTests"#),
        NotRun(
            command:
                "ECHO_RESULTS_FILE=$PWD/out/echo.jsonl swift test --package-path Examples/ThirdPartyAdapter --filter EchoConformanceTests",
            reason:
                "builds and tests another package (minutes); an outside vendor's passing run stands in for its results file",
            ci:
                #"ECHO_RESULTS_FILE="$scratch/echo.jsonl" swift test --package-path "$example" --filter EchoConformanceTests"#,
            standIn: { sandbox in try await outsideResults(at: sandbox + "/out/echo.jsonl") }),
    ]

    /// The prefix of every command a test runs in process.
    static let tool = "swift run push-conformance"

    /// `NAME=value` words before the command, and the command's arguments after the tool.
    static func parse(_ text: String) -> (environment: [String: String], arguments: [String])? {
        var words = ReadmeCommandTests.words(text)
        var environment: [String: String] = [:]
        while let first = words.first, let equals = first.firstIndex(of: "="),
            first[..<equals].allSatisfy({ $0.isUppercase || $0 == "_" })
        {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        let prefix = tool.split(separator: " ").map(String.init)
        guard words.starts(with: prefix) else { return nil }
        return (environment, Array(words.dropFirst(prefix.count)))
    }

    /// How ``runInOrder(mode:)`` runs the commands that would run the whole matrix.
    enum Mode {
        /// Every command for real (the heavy suite).
        case everything
        /// A command that runs every case (no selection, no `--results`) passes its checks only
        /// (``ConformanceCLI/checksOnly``), and a small real run's results file stands in at each
        /// `--json` it names, so a later command reading that file still needs this one first.
        case quick
    }

    /// What one command did, for the test's message.
    struct Step: Sendable {
        var command: Command
        var status: Int32
        var expected: Int32
        var output: String
    }

    /// Runs every README command in order in a fresh folder holding only the package's
    /// `Conformance` (as a fresh clone has), and returns what each did.
    static func runInOrder(mode: Mode) async throws -> [Step] {
        let folder = temporaryFolder("readme-in-order")
        let sandbox = folder.appendingPathComponent("PushContract").path
        let manager = FileManager.default
        // Removes the link to `Conformance`, never what it points at.
        defer { try? manager.removeItem(at: folder) }
        try manager.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: sandbox + "/Conformance", withDestinationPath: PackageLocation.conformance)
        var steps: [Step] = []
        for command in all {
            if let listed = notRunHere.first(where: { $0.command == command.text }) {
                try await listed.standIn?(sandbox)
                continue
            }
            guard let (environment, arguments) = parse(command.text) else {
                steps.append(Step(command: command, status: -1, expected: command.expectedStatus, output: "not run"))
                continue
            }
            var cli = CLIHarness()
            cli.workingDirectory = sandbox
            cli.checksOnly = mode == .quick && runsEveryCase(arguments)
            let run = await cli.run(arguments, environment: environment.merging(["CI": "1"]) { own, _ in own })
            var expected = command.expectedStatus
            if cli.checksOnly {
                // Checks only: a usage error still exits 64; nothing runs, so nothing fails.
                if expected != ConformanceCLI.ExitStatus.usage.rawValue { expected = 0 }
                if run.status == .success {
                    for output in jsonOutputs(arguments) {
                        try await smallResults(
                            at: URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: sandbox + "/")).path)
                    }
                }
            }
            steps.append(Step(command: command, status: run.status.rawValue, expected: expected, output: run.all))
        }
        return steps
    }

    /// Whether a command runs every built-in vendor × scenario: `run`, `record` or `compare`
    /// with no selection and no `--results`.
    static func runsEveryCase(_ arguments: [String]) -> Bool {
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "run"
        guard ["run", "record", "compare"].contains(command) else { return false }
        let narrowing = ["--vendor", "--scenario", "--requirement", "--invariant", "--results", "--help"]
        return !arguments.contains { word in narrowing.contains { word == $0 || word.hasPrefix($0 + "=") } }
    }

    /// The paths a command's `--json` options name.
    static func jsonOutputs(_ arguments: [String]) -> [String] {
        zip(arguments, arguments.dropFirst()).compactMap { $0 == "--json" ? $1 : nil }
    }

    /// A real results file of the built-in vendors on one scenario, at `path`.
    static func smallResults(at path: String) async throws {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        let run = await CLIHarness().run(["run", "--scenario", "payload.over-4096-bytes", "--json", path])
        guard run.status == .success else { throw ReadmeCommandTests.SandboxError(run.all) }
    }

    /// A passing results file of an outside vendor (``TestVendor``, goldens recorded first) on
    /// one bundled scenario, at `path`: what an SDK team's own run writes for `compare`.
    static func outsideResults(at path: String) async throws {
        let goldens = temporaryFolder("readme-outside-goldens").path
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        var outside = CLIHarness()
        outside.vendors = [TestVendor()]
        let selection = ["--scenario", "payload.over-4096-bytes", "--goldens", goldens]
        // Recording is what this step does, so `CI` is left unset here (it blocks recording).
        _ = await outside.run(["record"] + selection, environment: [:])
        let run = await outside.run(["run", "--json", path] + selection)
        guard run.status == .success else { throw ReadmeCommandTests.SandboxError(run.all) }
    }
}
