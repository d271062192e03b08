@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Synchronization
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Runs `push-conformance` in process, as `ConformanceCLI`, and keeps both streams apart.
struct CLIHarness {
    /// What one command printed and returned.
    struct Outcome {
        /// The exit status.
        var status: ConformanceCLI.ExitStatus
        /// Standard output.
        var output: String
        /// Standard error.
        var error: String
        /// Both, output first.
        var all: String { output + error }
    }

    var vendors: [any PushVendor] = BuiltInVendors.all
    var workingDirectory = PackageLocation.root
    var outputIsTerminal = false
    var errorIsTerminal = false
    /// Monotonic time as the CLI sees it; frozen at 0 unless a test drives it.
    var clock: @Sendable () -> Duration = { .zero }
    /// Stop each command once its checks have passed (``ConformanceCLI/checksOnly``).
    var checksOnly = false

    func run(_ arguments: [String], environment: [String: String] = ["CI": "1"]) async -> Outcome {
        let streams = Mutex((output: "", error: ""))
        let console = Console(outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal) { text, stream in
            streams.withLock { streams in
                if stream == .output { streams.output += text } else { streams.error += text }
            }
        }
        var cli = ConformanceCLI(vendors: vendors, workingDirectory: workingDirectory, clock: clock)
        cli.checksOnly = checksOnly
        let status = await cli.run(arguments, environment: environment, console: console)
        let captured = streams.withLock { $0 }
        return Outcome(status: status, output: captured.output, error: captured.error)
    }
}

/// A clock that moves forward by `step` each time it is read.
final class SteppingClock: Sendable {
    private let now = Mutex(Duration.zero)
    private let step: Duration

    init(step: Duration) { self.step = step }

    /// Reads and advances.
    func read() -> Duration {
        now.withLock { now in
            defer { now += step }
            return now
        }
    }
}

/// A fresh temporary folder (not created).
func temporaryFolder(_ prefix: String) -> URL {
    ScratchFolder.url(prefix)
}

/// One real `compare` writing every report (.ci/run's `compare` line: Markdown, the index and its
/// scenario pages, the grid, the results file and JUnit), made once per test process and kind: a
/// run is the costliest thing a command-line test does. The quick suites share ``outcome``, one
/// vendor and the router on three facets (``sample``); the heavy suites share ``whole``, every
/// built-in vendor × scenario, as CI runs it. ``ReportCommandTests`` and ``ComparisonPagesTests``
/// check what these command lines wrote; ``BundledResults`` hands their results files to the
/// tests that only read one.
enum BundledComparison {
    /// What the command printed and where it wrote.
    struct Made: Sendable {
        /// The folder holding `out/` (`report.md`, `report.html`, `report-scenarios/`, `grid.html`,
        /// `results.jsonl`, `junit.xml`).
        var folder: URL
        /// The exit status and both streams.
        var outcome: CLIHarness.Outcome
        /// A path under the folder.
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    }

    /// The quick suites' selection: altcraft and the router (with every vendor it hosts) on the
    /// payload, router and notification-service facets.
    static let sample = [
        "--vendor", "altcraft", "--vendor", "router", "--scenario", "payload.*", "--scenario", "router.*",
        "--scenario", "notification-service.*",
    ]

    /// The command's arguments for a folder.
    static func arguments(in folder: URL) -> [String] {
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        return [
            "compare", "--markdown", path("out/report.md"), "--html", path("out/report.html"), "--grid-html",
            path("out/grid.html"), "--json", path("out/results.jsonl"), "--junit", path("out/junit.xml"),
        ]
    }

    private static let sampled = Task { () -> Made in
        let folder = temporaryFolder("pages")
        return Made(folder: folder, outcome: await CLIHarness().run(arguments(in: folder) + sample))
    }

    private static let everything = Task { () -> Made in
        let folder = temporaryFolder("pages-whole")
        return Made(folder: folder, outcome: await CLIHarness().run(arguments(in: folder)))
    }

    /// The quick suites' run, of ``sample``.
    static var outcome: Made { get async { await sampled.value } }

    /// The whole run, for the heavy suites.
    static var whole: Made { get async { await everything.value } }
}

/// The results file of a ``BundledComparison`` (its ``BundledComparison/sample`` by default, the
/// whole run when asked), as `compare --json` wrote it (the same bytes as `run --json`:
/// ``ResultsStreamTests`` checks both against the library's report). Copy it (``copy(to:whole:)``)
/// before changing it.
enum BundledResults {
    /// Why the bundled run could not make the file.
    struct Failure: Error, CustomStringConvertible {
        /// What the run printed.
        var description: String
    }

    /// The file's path; throws what the run printed when it failed.
    static func path(whole: Bool = false) async throws -> String {
        let made = whole ? await BundledComparison.whole : await BundledComparison.outcome
        guard made.outcome.status == .success else { throw Failure(description: made.outcome.all) }
        return made.path("out/results.jsonl")
    }

    /// A copy at `destination` (its folder created), for a test that changes or rewrites it.
    static func copy(to destination: String, whole: Bool = false) async throws {
        let source = try await path(whole: whole)
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }
}
