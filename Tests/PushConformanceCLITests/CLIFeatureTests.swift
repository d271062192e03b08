@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Synchronization
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The CLI's conveniences, each run in process: version, short usage errors, colour, progress,
/// early stop, `list --json`, requirement and invariant filters.
@Suite("push-conformance conveniences")
struct CLIFeatureTests {
    let cli = CLIHarness()
    let escape = "\u{1B}["

    @Test("--version prints the suite version and exits 0")
    func version() async {
        let run = await cli.run(["--version"])
        #expect(run.status == .success)
        #expect(run.output == "push-conformance \(SuiteVersion.current)\n")
    }

    @Test("help prints the overview to standard output and exits 0; run --help prints run's page")
    func help() async {
        let overview = await cli.run(["help"])
        #expect(overview.status == .success)
        #expect(overview.output.contains("commands:") && overview.output.contains("compare "))
        let page = await cli.run(["run", "--help"])
        #expect(page.output.hasPrefix("run: "))
        #expect(page.output.contains("--max-failures N"))
    }

    @Test("A usage error is three lines on standard error with a pointer to help, not the whole help")
    func shortUsageError() async {
        let run = await cli.run(["--bogus"])
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(
            run.error == """
                error: unknown option '--bogus' for run
                usage: push-conformance run [<options>]
                see 'push-conformance help run' for the options

                """)
    }

    @Test(
        "Colour only on a terminal, and never when NO_COLOR is set",
        arguments: [
            (true, ["CI": "1"], true),
            (false, ["CI": "1"], false),
            (true, ["CI": "1", "NO_COLOR": "1"], false),
            (true, ["CI": "1", "TERM": "dumb"], false),
            (true, ["CI": "1", "NO_COLOR": ""], true),
        ])
    func colour(terminal: Bool, environment: [String: String], coloured: Bool) async {
        var harness = cli
        harness.outputIsTerminal = terminal
        harness.errorIsTerminal = terminal
        let run = await harness.run(["--vendor", "altcraft", "--scenario", "payload.*"], environment: environment)
        #expect(run.status == .success)
        #expect(run.output.contains("\(escape)32m") == coloured, "\(run.output)")
        let usage = await harness.run(["--bogus"], environment: environment)
        #expect(usage.error.contains(escape) == coloured)
        #expect(TerminalStyle.decide(isTerminal: terminal, environment: environment).enabled == coloured)
    }

    @Test("A failing case's outcome word and the failure count are red on a terminal")
    func colouredFailure() async throws {
        let goldens = temporaryFolder("colour")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        var harness = cli
        harness.outputIsTerminal = true
        let run = await harness.run([
            "--goldens", goldens.path, "--vendor", "altcraft", "--scenario", "payload.over-4096-bytes",
        ])
        #expect(run.status == .failure)
        #expect(run.output.contains("\(escape)31mFAIL\(escape)0m altcraft × payload.over-4096-bytes"), "\(run.output)")
        #expect(run.output.contains("\(escape)31m1 failed\(escape)0m"))
    }

    @Test("The progress line is drawn on a terminal's standard error during a long run, then erased")
    func progressOnTerminal() async {
        var harness = cli
        harness.errorIsTerminal = true
        let clock = SteppingClock(step: .seconds(1))
        harness.clock = { clock.read() }
        let run = await harness.run(["--vendor", "altcraft", "--scenario", "payload.*"])
        #expect(run.status == .success)
        let total = PayloadSelection.scenarios.count
        #expect(run.error.contains("[1/\(total)] cases run"), "\(run.error.debugDescription)")
        #expect(run.error.contains("[\(total)/\(total)] cases run"))
        #expect(run.error.hasSuffix("\r\(escape)K"), "the line is not erased at the end")
        #expect(!run.output.contains("\r") && !run.output.contains("cases run"))
    }

    @Test("No progress line off a terminal, nor in a short run")
    func noProgress() async {
        var offTerminal = cli
        let clock = SteppingClock(step: .seconds(1))
        offTerminal.clock = { clock.read() }
        #expect(await offTerminal.run(["--vendor", "altcraft", "--scenario", "payload.*"]).error.isEmpty)
        var short = cli
        short.errorIsTerminal = true
        #expect(await short.run(["--vendor", "altcraft", "--scenario", "payload.*"]).error.isEmpty)
    }

    @Test("The progress line waits for the delay, then redraws at most every interval, always at the end")
    func progressTiming() {
        let times: [Duration] = [
            .zero, .milliseconds(100), .milliseconds(600), .milliseconds(650), .milliseconds(720),
            .milliseconds(730),
        ]
        let clock = ScriptedClock(times)
        let drawn = DrawnLines()
        let console = Console(errorIsTerminal: true) { text, stream in
            #expect(stream == .error)
            drawn.append(text)
        }
        let progress = ProgressLine(console: console, clock: { clock.read() })
        progress.update(finished: 1, total: 10)  // 100 ms: too early
        progress.update(finished: 2, total: 10)  // 600 ms: drawn
        progress.update(finished: 3, total: 10)  // 650 ms: too soon after the last
        progress.update(finished: 4, total: 10)  // 720 ms: drawn
        progress.update(finished: 10, total: 10)  // 730 ms: the last one is always drawn
        progress.finish()
        #expect(
            drawn.lines == [
                "\r\(escape)K[2/10] cases run", "\r\(escape)K[4/10] cases run", "\r\(escape)K[10/10] cases run",
                "\r\(escape)K",
            ])
    }

    @Test("--fail-fast stops starting cases after the first failure; --max-failures N after the Nth")
    func stopsEarly() async throws {
        let goldens = temporaryFolder("fail-fast")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        // Beside the goldens folder: an output never goes inside it.
        let results = goldens.path + "-r.jsonl"
        let base = ["--goldens", goldens.path, "--vendor", "altcraft", "--scenario", "payload.*", "--parallel", "1"]
        let fast = await cli.run(base + ["--fail-fast", "--json", results])
        #expect(fast.status == .failure)
        func failures(_ output: String) -> Int { output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.count }
        #expect(failures(fast.output) == 1, "\(fast.output)")
        // The stop line is an error: on standard error, never mixed into the results on standard output.
        #expect(
            fast.error.contains("error: stopped after 1 failed or errored case (--max-failures 1): "), "\(fast.all)")
        #expect(!fast.output.contains("stopped after"), "\(fast.output)")
        let report = try ResultsJSON.decode(try String(contentsOfFile: results, encoding: .utf8))
        #expect(report.totals.fail == 1)
        #expect(report.problems.contains { $0.message.hasPrefix("stopped after 1 failed") })
        #expect(!report.succeeded)
        let three = await cli.run(base + ["--max-failures", "3"])
        #expect(three.status == .failure)
        #expect(failures(three.output) == 3)
        #expect(three.output.contains("3 failed"), "\(three.output)")
        let all = await cli.run(base)
        let applicable = PayloadSelection.applicable(to: "altcraft")
        #expect(all.output.contains("\(applicable) failed"), "without a limit every applicable case runs and fails")
    }

    @Test("list --json is one canonical object: sorted keys, the same bytes every time")
    func listJSON() async throws {
        let run = await cli.run(["list", "--json"])
        #expect(run.status == .success, "\(run.all)")
        let text = run.output.trimmingCharacters(in: .newlines)
        let value = try JSONValue.parse(text)
        #expect(value.canonicalText == text, "not canonical (sorted keys, no spaces)")
        #expect(await cli.run(["list", "--json"]).output == run.output)
        let loaded = ConformanceSuite(root: PackageLocation.conformance).loadScenarios()
        let scenarios = value["scenarios"]?.arrayValue ?? []
        #expect(scenarios.count == loaded.scenarios.count)
        #expect(value["suiteVersion"] == .string(SuiteVersion.current))
        #expect(
            value["vendors"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
                == BuiltInVendors.all.map(\.descriptor.id))
        let r7 = value["requirements"]?.arrayValue?.first { $0["id"] == "R7" }
        #expect(
            r7?["scenarios"]
                == .number(
                    Double(loaded.scenarios.filter { $0.requirements.contains(RequirementID(rawValue: "R7")) }.count)))
        #expect(!text.contains(PackageLocation.root), "a host path in list --json")
    }

    @Test("--requirement selects exactly the scenarios citing the id, for list and run")
    func requirementFilter() async throws {
        let loaded = ConformanceSuite(root: PackageLocation.conformance).loadScenarios()
        let citing = Set(loaded.scenarios.filter { $0.requirements.contains(RequirementID(rawValue: "R7")) }.map(\.id))
        let list = await cli.run(["list", "--json", "--requirement", "R7"])
        let listed = try JSONValue.parse(list.output.trimmingCharacters(in: .newlines))["scenarios"]?.arrayValue ?? []
        #expect(Set(listed.compactMap { $0["id"]?.stringValue }) == citing)
        let results = temporaryFolder("requirement").appendingPathComponent("r.jsonl").path
        let run = await cli.run(["--requirement", "R7", "--json", results])
        #expect(run.status == .success, "\(run.all)")
        let report = try ResultsJSON.decode(try String(contentsOfFile: results, encoding: .utf8))
        #expect(Set(report.cases.map(\.scenario)) == citing)
    }

    @Test("--invariant adds the scenarios where a selected vendor lists a deviation of it")
    func invariantFilter() async throws {
        func listed(_ arguments: [String]) async throws -> Set<String> {
            let run = await cli.run(["list", "--json"] + arguments)
            #expect(run.status == .success, "\(run.all)")
            let scenarios =
                try JSONValue.parse(run.output.trimmingCharacters(in: .newlines))["scenarios"]?.arrayValue ?? []
            return Set(scenarios.compactMap { $0["id"]?.stringValue })
        }
        let citing = try await listed(["--requirement", "CMP-001"])
        let actito = try await listed(["--invariant", "CMP-001", "--vendor", "actito"])
        let altcraft = try await listed(["--invariant", "CMP-001", "--vendor", "altcraft"])
        // Actito lists CMP-001 for the seven expiry scenarios, which do not cite CMP-001.
        let expiry: Set = [
            "notification-service.expire-immediately", "notification-service.media-hang-expire",
            "notification-service.media-hang-past-budget", "notification-service.rewritten-image-download-times-out",
            "notification-service.media-finishes-after-expiry",
            "notification-service.media-past-budget-finishes-in-grace",
            "notification-service.two-downloads-finish-after-expiry",
        ]
        #expect(citing.isDisjoint(with: expiry))
        #expect(actito == citing.union(expiry))
        #expect(altcraft == citing, "Altcraft's CMP-001 deviation names a scenario that already cites it")
    }
}

/// A clock that returns scripted times, then the last one.
final class ScriptedClock: Sendable {
    private let times: Mutex<[Duration]>
    init(_ times: [Duration]) { self.times = Mutex(times) }
    func read() -> Duration { times.withLock { $0.count > 1 ? $0.removeFirst() : ($0.first ?? .zero) } }
}

/// Text written to a console, in order.
final class DrawnLines: Sendable {
    private let storage = Mutex([String]())
    func append(_ text: String) { storage.withLock { $0.append(text) } }
    var lines: [String] { storage.withLock { $0 } }
}
