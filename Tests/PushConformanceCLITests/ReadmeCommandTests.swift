@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// Every `push-conformance` command the reference documents show runs: each command line of a
/// code block in ``references`` goes through the CLI type in a sandbox holding the files earlier
/// commands would have written, with ``ConformanceCLI/checksOnly`` (every check, no case,
/// exploration or report), so an example that exits 64 fails the build. The quick ones (help,
/// list, comparisons of results files) also run for real. The top-level README's commands run
/// in order, with their exit status, in ``ReadmeOrderTests``.
@Suite("Reference document commands")
struct ReadmeCommandTests {
    /// One command line of a README, as written.
    struct Command: Sendable, CustomTestStringConvertible {
        var file: String
        var line: Int
        var text: String
        var testDescription: String { "\(file):\(line): \(text)" }
    }

    static let prefix = "swift run push-conformance"

    /// Every line of a fenced code block that starts with the tool, without its `# comment`.
    static func commands(in file: String) -> [Command] {
        guard let text = try? String(contentsOfFile: PackageLocation.root + "/" + file, encoding: .utf8) else {
            return []
        }
        var inBlock = false
        var found: [Command] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop(while: { $0 == " " })
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock, line.hasPrefix(prefix) else { continue }
            var command = String(line)
            if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
            found.append(Command(file: file, line: number + 1, text: command.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    /// The documents the README links to for the reference.
    static let references = [
        "Conformance/README.md", "Conformance/REFERENCE.md",
        "Sources/PushContract/PushContract.docc/ImplementingAnAdapter.md",
        "Sources/PushContract/PushContract.docc/WritingAScenario.md",
        "Sources/PushConformanceTesting/PushConformanceTesting.docc/CheckYourAdapter.md",
    ]

    static let all = references.flatMap(commands(in:))

    /// Shell words: spaces split, single and double quotes group.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?, started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                started = true
            } else if character == " " {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }

    /// A folder standing for the package's checkout: its `Conformance` (a link to the real one),
    /// the results files the examples read, and a sibling `MySDK` with another results file.
    static let sandbox = Task<String, any Error> {
        let root = ScratchFolder.url("readme").path
        let package = root + "/PushContract"
        let manager = FileManager.default
        for folder in ["out/explore/explore", "old", "../MySDK"] {
            try manager.createDirectory(atPath: package + "/" + folder, withIntermediateDirectories: true)
        }
        try manager.createSymbolicLink(
            atPath: package + "/Conformance", withDestinationPath: PackageLocation.root + "/Conformance")
        var cli = CLIHarness()
        cli.workingDirectory = package
        let results = package + "/out/results.jsonl"
        let written = await cli.run(["run", "--scenario", "payload.over-4096-bytes", "--json", results])
        guard written.status == .success else { throw SandboxError(written.all) }
        for copy in ["old/results.jsonl", "built-in.jsonl"] {
            try manager.copyItem(atPath: results, toPath: package + "/" + copy)
        }
        // Another SDK's run, to merge with the built-in vendors' (its cases fail: it has no goldens).
        var outside = cli
        outside.vendors = [TestVendor()]
        _ = await outside.run([
            "run", "--scenario", "payload.over-4096-bytes", "--json", package + "/../MySDK/mysdk.jsonl",
        ])
        guard FileManager.default.fileExists(atPath: package + "/../MySDK/mysdk.jsonl") else {
            throw SandboxError("no mysdk.jsonl")
        }
        // The README's exploration, for real (run once, shared: ``ExploreExample``), its files
        // copied here: its replay names the scenarios it writes.
        let explored = await ExploreExample.run
        guard explored.outcome.status == .success else { throw SandboxError(explored.outcome.all) }
        try manager.removeItem(atPath: package + "/out/explore")
        try manager.copyItem(
            atPath: explored.folder.appendingPathComponent("out/explore").path, toPath: package + "/out/explore")
        return package
    }

    struct SandboxError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test("The reference documents show commands to run")
    func found() {
        #expect(Self.all.count >= 20, "\(Self.all.count) commands")
        for file in Self.references {
            #expect(FileManager.default.fileExists(atPath: PackageLocation.root + "/" + file), "\(file) is missing")
        }
    }

    @Test("Every reference command passes every check of the command line (no exit 64)", arguments: all)
    func passesItsChecks(_ command: Command) async throws {
        var cli = CLIHarness()
        cli.workingDirectory = try await Self.sandbox.value
        cli.checksOnly = true
        var arguments = Self.words(String(command.text.dropFirst(Self.prefix.count)))
        // `DIR` stands for any folder: the package's own; `<id>` for any scenario id.
        for (index, word) in arguments.enumerated() {
            if word == "DIR" {
                arguments[index] = arguments[index - 1] == "--goldens" ? "Conformance/Golden" : "Conformance/Scenarios"
            } else if word == "<id>" {
                arguments[index] = "payload.over-4096-bytes"
            }
        }
        let run = await cli.run(arguments)
        #expect(run.status == .success, "\(command.testDescription)\n\(run.all)")
    }

    @Test(
        "The quick reference commands run for real",
        arguments: all.filter { command in
            ["help", "list", "--results"].contains { command.text.contains(" \($0)") }
        })
    func runsForReal(_ command: Command) async throws {
        var cli = CLIHarness()
        cli.workingDirectory = try await Self.sandbox.value
        let run = await cli.run(Self.words(String(command.text.dropFirst(Self.prefix.count))))
        // A merged comparison with the outside SDK's failing cases exits 1; nothing exits 64.
        #expect(
            run.status == .success || command.text.contains("mysdk") && run.status == .failure,
            "\(command.testDescription)\n\(run.all)")
    }
}
