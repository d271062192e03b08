@testable import push_conformance
import Foundation
import PushConformanceTestSupport
import PushContract
import Testing
@testable import PushConformanceReports

/// Explore's findings replay as reported (issue 34 item 2): the replay command it prints, the
/// example of `explore --help` and Conformance/README.md's example run exactly as printed, split by a POSIX
/// shell, and exit as stated; what explore called known is a known deviation in `run`.
@Suite("explore: the printed replay")
struct ExploreReplayTests {
    /// The words a POSIX shell makes of `line`, with no expansion beyond what the line asks for.
    static func shellWords(_ line: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "set -- \(line); for word in \"$@\"; do printf '%s\\0' \"$word\"; done"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// Runs `line` (`push-conformance …` or `swift run push-conformance …`) as a shell would pass it.
    static func run(
        _ line: String, in folder: URL, harness: CLIHarness = CLIHarness()
    ) async throws
        -> CLIHarness.Outcome
    {
        var words = try shellWords(line)
        if words.first == "swift" { words.removeFirst(2) }
        #expect(words.first == HelpText.tool, "\(line)")
        var cli = harness
        cli.workingDirectory = folder.path
        return await cli.run(Array(words.dropFirst()))
    }

    /// ``run(_:in:harness:)`` for a documented line, in ``ExploreExample``'s folder: the
    /// documented exploration itself is that one shared run (its outcome returned, nothing run
    /// again); any other line, such as its replay, runs there for real.
    static func runDocumented(_ line: String) async throws -> CLIHarness.Outcome {
        let example = await ExploreExample.run
        var words = try shellWords(line)
        if words.first == "swift" { words.removeFirst(2) }
        if words.first == HelpText.tool, Array(words.dropFirst()) == ExploreExample.arguments {
            return example.outcome
        }
        return try await run(line, in: example.folder)
    }

    /// The lines explore printed under "reproduce".
    static func reproduceLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  \(HelpText.tool) run ") }
    }

    @Test("The replay explore prints exits as exploring did; its known findings replay as known deviations")
    func printedReplay() async throws {
        let folder = temporaryFolder("explore-replay")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var cli = CLIHarness()
        cli.workingDirectory = folder.path
        let explored = await cli.run([
            "explore", "--vendor", "q2,context", "--seed", "1", "--runs", "200", "--out", "out dir",
        ])
        #expect(explored.status == .success, "\(explored.all)")
        let lines = Self.reproduceLines(explored.output)
        #expect(lines.count == 2, "\(explored.output)")
        for line in lines {
            // The folder's space is quoted for the shell.
            #expect(line.contains("--scenarios 'out dir' --goldens 'out dir'"), "\(line)")
            let json = folder.appendingPathComponent("replay-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
            let replay = try await Self.run(line + " --json \(json)", in: folder)
            #expect(replay.status == .success, "\(line)\n\(replay.all)")
            let results = try String(contentsOfFile: json, encoding: .utf8)
            #expect(results.contains(#""outcome":"known-deviation""#) && !results.contains(#""outcome":"fail""#))
        }
    }

    @Test("With a finding, explore and its replay both exit 1")
    func findingReplaysAsFailure() async throws {
        let folder = temporaryFolder("explore-replay-finding")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var planted = CLIHarness(vendors: [PlantedBugVendor(bug: .completesTwiceAfterRelaunchTap)])
        planted.workingDirectory = folder.path
        let explored = await planted.run([
            "explore", "--vendor", "planted", "--seed", "7", "--runs", "200", "--steps", "25", "--out", "out",
        ])
        #expect(explored.status == .failure, "\(explored.all)")
        let line = try #require(Self.reproduceLines(explored.output).first, "\(explored.output)")
        let replay = try await Self.run(line, in: folder, harness: planted)
        #expect(replay.status == .failure && replay.output.contains("violates CMP-001"), "\(replay.all)")
    }

    @Test("A known finding whose written scenario would fail in run is printed as a finding")
    func knownButFailingReplay() async throws {
        let folder = temporaryFolder("explore-replay-known")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // EXP-003's hang is listed, CMP-001's (the same completion, never called) is not: run
        // would fail the written scenario on CMP-001, so explore says so.
        var vendor = PlantedBugVendor(bug: .tapCompletionWaitsForNetwork)
        vendor.deviations = [
            KnownDeviation(
                invariant: .explorationSettlesWhenQuiet, scenarios: [], summary: "hangs", citation: "planted",
                mechanism: .completionAwaitsUnansweredRequest("response"))
        ]
        var cli = CLIHarness(vendors: [vendor])
        cli.workingDirectory = folder.path
        let explored = await cli.run([
            "explore", "--vendor", "planted", "--seed", "7", "--runs", "200", "--steps", "25", "--out", "out",
        ])
        #expect(explored.status == .failure)
        #expect(explored.output.contains("known deviation EXP-003"), "\(explored.output)")
        #expect(explored.output.contains("replays as a failure: no golden; violates CMP-001"), "\(explored.output)")
    }

    @Test("explore --help's example runs as printed and exits 0")
    func helpExample() async throws {
        let help = await CLIHarness().run(["help", "explore"])
        let lines = help.output.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("  \(HelpText.tool) ")
        }
        #expect(lines.count == 2, "\(help.output)")
        for line in lines {
            let outcome = try await Self.runDocumented(line)
            #expect(outcome.status == .success, "\(line)\n\(outcome.all)")
        }
    }

    @Test("Conformance/README.md's explore example prints what it shows, and its replay exits 0")
    func readmeExample() async throws {
        let readme = try String(contentsOfFile: PackageLocation.root + "/Conformance/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = try #require(lines.firstIndex { $0.hasPrefix("swift run push-conformance explore --vendor q2 ") })
        let start = try #require(lines[command...].firstIndex(of: "```text"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        let shown = Array(lines[(start + 1)..<end])
        let explored = try await Self.runDocumented(Self.withoutComment(lines[command]))
        #expect(lines[command].contains("# exits 0") && explored.status == .success, "\(explored.all)")
        // Only the wall time and the rate differ from run to run.
        func steady(_ text: String) -> String {
            text.replacingOccurrences(
                of: #" in [0-9.]+m?s, [0-9-]+ runs/s:"#, with: " in …:", options: .regularExpression)
        }
        #expect(
            explored.output.split(separator: "\n").map { steady(String($0)) } == shown.map(steady),
            "\(explored.output)")
        // The README's replay is the line explore printed, and exits 0.
        let printed = try #require(Self.reproduceLines(explored.output).first)
        let replay = try #require(
            lines.first { $0.hasPrefix("swift run push-conformance run --scenarios out/explore ") })
        #expect(Self.withoutComment(replay) == "swift run " + printed.trimmingCharacters(in: .whitespaces))
        let replayed = try await Self.runDocumented(Self.withoutComment(replay))
        #expect(replay.contains("# exits 0") && replayed.status == .success, "\(replayed.all)")
    }

    static func withoutComment(_ line: String) -> String {
        let text = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? line
        return text.trimmingCharacters(in: .whitespaces)
    }
}

/// `help compare` describes the grid in the words the grid's legends use (issue 34 M5).
@Suite("help compare and the grid")
struct CompareHelpGridWordsTests {
    @Test("help compare names every cell status in the grid legend's own words")
    func sameWords() async {
        let help = await CLIHarness().run(["help", "compare"])
        let grid = RequirementGrid(report: SampleReport.report)
        let html = grid.html(suiteVersion: "9.9.9")
        let markdown = grid.markdown(suiteVersion: "9.9.9")
        for status in RequirementGrid.Status.legendOrder {
            #expect(help.output.contains(status.legend), "\(status)")
            #expect(html.contains(status.legend) && markdown.contains(status.legend), "\(status)")
        }
    }
}
