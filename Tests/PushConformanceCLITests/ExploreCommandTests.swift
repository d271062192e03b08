@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

@Suite("push-conformance explore")
struct ExploreCommandTests {
    private let planted = CLIHarness(vendors: [PlantedBugVendor(bug: .completesTwiceAfterRelaunchTap)])

    @Test("Findings exit 1, are written under --out and reproduce with run --scenarios")
    func findingReproduces() async throws {
        let out = temporaryFolder("explore-out")
        let goldens = temporaryFolder("explore-goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: goldens)
        }
        let explored = await planted.run([
            "explore", "--vendor", "planted", "--seed", "7", "--runs", "200", "--steps", "25", "--out", out.path,
        ])
        #expect(explored.status == .failure, "\(explored.all)")
        #expect(explored.output.contains("FINDING CMP-001 (MUST)"))
        #expect(explored.output.contains("runs/s"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("explore").path)
        // One file per mechanism: `<vendor>-<invariant>-seed-<seed>-run-<run>-<mechanism>.json`.
        #expect(
            files.count >= 1
                && files.allSatisfy {
                    $0.hasPrefix("planted-cmp-001-seed-7-run-") && $0.hasSuffix("-response-completion.json")
                },
            "\(files)")
        let file = try #require(files.sorted().first)
        #expect(files.allSatisfy { explored.output.contains($0) })

        // The same command writes the same file, byte for byte.
        let first = try Data(contentsOf: out.appendingPathComponent("explore/\(file)"))
        _ = await planted.run([
            "explore", "--vendor", "planted", "--seed", "7", "--runs", "200", "--steps", "25", "--out", out.path,
        ])
        #expect(try Data(contentsOf: out.appendingPathComponent("explore/\(file)")) == first)

        let replay = await planted.run([
            "run", "--scenarios", out.path, "--goldens", goldens.path, "--vendor", "planted",
        ])
        #expect(replay.status == .failure)
        #expect(replay.output.contains("violates CMP-001 (MUST)"), "\(replay.all)")
    }

    @Test("Nothing found exits 0 and prints runs per second")
    func cleanExitsZero() async {
        let clean = CLIHarness(
            vendors: [PlantedBugVendor(bug: .none)], clock: SteppingClock(step: .milliseconds(10)).read)
        let outcome = await clean.run(["explore", "--vendor", "planted", "--runs", "20"])
        #expect(outcome.status == .success, "\(outcome.all)")
        #expect(outcome.output.contains("explore planted: seed 1, 20 runs of up to 60 steps"))
        #expect(outcome.output.contains("0 findings"))
    }

    @Test("A time budget stops the exploration on the injected clock")
    func budgetStops() async {
        let clean = CLIHarness(
            vendors: [PlantedBugVendor(bug: .none)], clock: SteppingClock(step: .milliseconds(100)).read)
        let outcome = await clean.run(["explore", "--vendor", "planted", "--budget", "1"])
        #expect(outcome.status == .success)
        // Each run reads the clock once: 1 s of 100 ms steps is about ten runs, never the default thousand.
        #expect(outcome.output.contains(" runs of up to"))
        #expect(!outcome.output.contains("1000 runs"), "\(outcome.output)")
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            ["explore"],
            ["explore", "--vendor", "altcraf"],
            ["explore", "--vendor", "altcraft", "--runs", "0"],
            ["explore", "--vendor", "altcraft", "--runs", "10000001"],
            ["explore", "--vendor", "altcraft", "--steps", "501"],
            ["explore", "--vendor", "altcraft", "--seed", "-1"],
            ["explore", "--vendor", "altcraft", "--budget", "0"],
            ["explore", "--vendor", "altcraft", "--runs", "5", "--budget", "5"],
            ["explore", "--vendor", "altcraft", "--facet", "subscriptoin"],
            ["explore", "--vendor", "context", "--facet", "subscription"],
            ["explore", "--vendor", "altcraft", "--out", ""],
            ["explore", "--vendor", "altcraft", "--html", "x.html"],
        ])
    func usage(arguments: [String]) async {
        let outcome = await CLIHarness().run(arguments)
        #expect(outcome.status == .usage, "\(arguments): \(outcome.all)")
        #expect(outcome.error.contains("error:") && outcome.output.isEmpty)
    }

    @Test("Did you mean, and the help page")
    func helpAndSuggestions() async {
        let typo = await CLIHarness().run(["explore", "--vendor", "altcraf"])
        #expect(typo.error.contains("did you mean 'altcraft'"), "\(typo.error)")
        let facet = await CLIHarness().run(["explore", "--vendor", "altcraft", "--facet", "subscriptoin"])
        #expect(facet.error.contains("did you mean 'subscription'"), "\(facet.error)")
        let help = await CLIHarness().run(["help", "explore"])
        #expect(
            help.status == .success && help.output.contains("--budget SECONDS") && help.output.contains("--out DIR"))
        let overview = await CLIHarness().run(["help"])
        #expect(overview.output.contains("explore"))
    }

    @Test("A file under --out is refused before exploring")
    func outIsAFile() async throws {
        let file = temporaryFolder("explore-file")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = await CLIHarness().run(["explore", "--vendor", "altcraft", "--runs", "1", "--out", file.path])
        #expect(outcome.status == .usage && outcome.error.contains("is a file, not a folder"))
    }
}
