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
    FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UInt64.random(in: 0...UInt64.max))")
}

/// The bundled run's results file (`run --json`), made once per test process: a whole run is
/// the costliest thing a command-line test does, and most tests only read its results. Copy it
/// (``copy(to:)``) before changing it.
enum BundledResults {
    /// Why the bundled run could not make the file.
    struct Failure: Error, CustomStringConvertible {
        /// What the run printed.
        var description: String
    }

    private static let made = Task { () -> Result<String, Failure> in
        let path = temporaryFolder("bundled-results").appendingPathComponent("results.jsonl").path
        let run = await CLIHarness().run(["run", "--json", path])
        return run.status == .success ? .success(path) : .failure(Failure(description: run.all))
    }

    /// The file's path; throws what the run printed when it failed.
    static func path() async throws -> String { try await made.value.get() }

    /// A copy at `destination` (its folder created), for a test that changes or rewrites it.
    static func copy(to destination: String) async throws {
        let source = try await path()
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }
}
