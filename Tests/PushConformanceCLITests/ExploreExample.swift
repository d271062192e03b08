@testable import push_conformance
import Foundation
import PushConformanceTestSupport

/// The documented exploration, `push-conformance explore --vendor q2 --seed 1 --runs 200 --out
/// out/explore` (the example of `explore --help`, of Conformance/README.md and of the reference
/// commands' sandbox), run for real once per test process in a folder of its own: the tests that
/// run that very command line share its outcome and the files it wrote, read-only.
enum ExploreExample {
    /// The command line's words after the tool's name.
    static let arguments = ["explore", "--vendor", "q2", "--seed", "1", "--runs", "200", "--out", "out/explore"]

    /// What the one run printed, and the folder it ran in (`out/explore` is inside).
    struct Made: Sendable {
        /// The working directory of the run.
        var folder: URL
        /// What the command printed and returned.
        var outcome: CLIHarness.Outcome
    }

    private static let made = Task { () -> Made in
        let folder = temporaryFolder("explore-example")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var cli = CLIHarness()
        cli.workingDirectory = folder.path
        return Made(folder: folder, outcome: await cli.run(arguments))
    }

    /// The one run.
    static var run: Made { get async { await made.value } }
}
