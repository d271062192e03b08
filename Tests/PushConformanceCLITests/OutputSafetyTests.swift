@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// No output may touch an input (issue 26): every output path is resolved as a write would follow
/// it, dangling links included, and refused before anything runs (exit 64) when it is, or lies
/// inside, another output, a scenario file or folder, the goldens folder, `--results` or
/// `--baseline`; the writability checks run before the run; a golden that leads outside the
/// goldens folder through a symbolic link is never written through. One test per data-loss path
/// the issue found, each checking the input is left byte for byte.
@Suite("No output touches an input")
struct OutputSafetyTests {
    let folder = temporaryFolder("output-safety")
    let cli = CLIHarness()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A suite of one bundled scenario (copied) with its altcraft golden (copied), so a test
    /// can aim outputs at real inputs without touching the package.
    func suite() throws -> (scenarios: String, goldens: String, scenario: String, golden: String) {
        let scenarios = path("Conformance/Scenarios"), goldens = path("Conformance/Golden")
        try FileManager.default.createDirectory(atPath: scenarios + "/payload", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: goldens + "/altcraft", withIntermediateDirectories: true)
        let scenario = scenarios + "/payload/over-4096-bytes.json",
            golden = goldens + "/altcraft/payload.over-4096-bytes.jsonl"
        try FileManager.default.copyItem(
            atPath: PackageLocation.root + "/Conformance/Scenarios/payload/over-4096-bytes.json", toPath: scenario)
        try FileManager.default.copyItem(
            atPath: PackageLocation.root + "/Conformance/Golden/altcraft/payload.over-4096-bytes.jsonl",
            toPath: golden)
        return (scenarios, goldens, scenario, golden)
    }

    func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    func expectUsage(_ run: CLIHarness.Outcome, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == .usage, "\(run.all)", sourceLocation: sourceLocation)
        #expect(run.error.contains(message), "\(run.error)", sourceLocation: sourceLocation)
        #expect(
            !run.output.contains("cases:") && !run.output.contains("wrote "), "something ran: \(run.output)",
            sourceLocation: sourceLocation)
    }

    @Test("Data loss 1: an output through a dangling link to another output is the same file, refused")
    func danglingLinkToAnotherOutput() async throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        #expect(symlink("a.jsonl", path("out/link.jsonl")) == 0)
        let run = await cli.run([
            "run", "--scenario", "payload.over-4096-bytes", "--json", path("out/a.jsonl"),
            "--junit", path("out/link.jsonl"),
        ])
        expectUsage(run, "--json \(path("out/a.jsonl")) and --junit \(path("out/link.jsonl")) name the same file")
        #expect(contents(path("out/a.jsonl")) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("out/link.jsonl")) == "a.jsonl")
    }

    @Test("Data loss 2: --json naming an input scenario file is refused; the scenario stays")
    func outputOverScenarioFile() async throws {
        let suite = try suite()
        let before = contents(suite.scenario)
        let run = await cli.run([
            "run", "--scenarios", suite.scenarios, "--goldens", suite.goldens, "--json", suite.scenario,
        ])
        expectUsage(run, "--json \(suite.scenario) would overwrite the scenario file payload/over-4096-bytes.json")
        #expect(contents(suite.scenario) == before)
        let inside = await cli.run([
            "run", "--scenarios", suite.scenarios, "--goldens", suite.goldens,
            "--junit", suite.scenarios + "/payload/junit.xml",
        ])
        expectUsage(inside, "lies inside the scenarios folder")
    }

    @Test("Data loss 3: record --mode all --json <a golden> is refused before recording; the golden stays")
    func outputOverGolden() async throws {
        let suite = try suite()
        let before = contents(suite.golden)
        let run = await cli.run(
            [
                "record", "--mode", "all", "--scenarios", suite.scenarios, "--goldens", suite.goldens,
                "--vendor", "altcraft", "--json", suite.golden,
            ], environment: [:])
        expectUsage(run, "--json \(suite.golden) lies inside the goldens folder")
        #expect(contents(suite.golden) == before)
        // The package's own goldens folder is kept safe without --goldens too.
        let bundled = PackageLocation.root + "/Conformance/Golden/altcraft/payload.over-4096-bytes.jsonl"
        let own = await cli.run(["compare", "--scenario", "payload.over-4096-bytes", "--markdown", bundled])
        expectUsage(own, "lies inside the goldens folder")
    }

    @Test("Data loss 4: a golden that is a symbolic link out of the goldens folder is refused, never recorded through")
    func goldenLinkOutside() async throws {
        let suite = try suite()
        let outside = path("outside.jsonl")
        try Data("the user's own file\n".utf8).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.removeItem(atPath: suite.golden)
        #expect(symlink(outside, suite.golden) == 0)
        let run = await cli.run(
            [
                "record", "--mode", "all", "--scenarios", suite.scenarios, "--goldens", suite.goldens,
                "--vendor", "altcraft",
            ], environment: [:])
        #expect(run.status == .failure, "\(run.all)")
        #expect(
            run.output.contains(
                "is a symbolic link leading outside the goldens folder (to \(ResolvedPath.resolve(outside) ?? outside))"
            ),
            "\(run.output)")
        #expect(contents(outside) == Data("the user's own file\n".utf8))
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try GoldenStore(root: suite.goldens).write(["{}"], vendor: "altcraft", scenario: "payload.over-4096-bytes")
        }
        #expect(contents(outside) == Data("the user's own file\n".utf8))
        // A link that stays inside the goldens folder is an ordinary golden.
        try FileManager.default.removeItem(atPath: suite.golden)
        try FileManager.default.copyItem(
            atPath: PackageLocation.root + "/Conformance/Golden/altcraft/payload.over-4096-bytes.jsonl",
            toPath: suite.goldens + "/altcraft/real.jsonl")
        #expect(symlink("real.jsonl", suite.golden) == 0)
        let inside = await cli.run([
            "run", "--scenarios", suite.scenarios, "--goldens", suite.goldens, "--vendor", "altcraft",
        ])
        #expect(inside.status == .success, "\(inside.all)")
    }

    @Test("An output over --results, or inside another output, is refused")
    func outputsOverInputsAndOutputs() async throws {
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let results = path("r.jsonl")
        _ = await cli.run(["run", "--scenario", "payload.over-4096-bytes", "--vendor", "altcraft", "--json", results])
        let before = try #require(contents(results))
        let over = await cli.run(["compare", "--results", results, "--html", path("./r.jsonl")])
        expectUsage(over, "--html \(path("./r.jsonl")) would overwrite the --results file")
        #expect(contents(results) == before)
        let nested = await cli.run([
            "run", "--scenario", "payload.over-4096-bytes", "--json", path("out/a"), "--junit", path("out/a/b.xml"),
        ])
        expectUsage(nested, "one lies inside the other")
    }

    @Test(
        "The writability checks run before the run: /dev/null or a 300-byte name is exit 64, and no case runs",
        arguments: [
            ("/dev/null", "--json /dev/null is a character device, not a regular file"),
            ("long", "a file name has at most 255"),
        ])
    func writabilityFirst(_ target: String, _ message: String) async throws {
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let output = target == "long" ? path(String(repeating: "n", count: 300) + ".jsonl") : target
        let run = await cli.run(["run", "--scenario", "payload.over-4096-bytes", "--json", output])
        expectUsage(run, message)
    }

    @Test("Writing through a link to a file that does not exist yet creates the file it names; the link stays")
    func danglingLinkWritten() throws {
        try FileManager.default.createDirectory(atPath: path("links"), withIntermediateDirectories: true)
        #expect(symlink("target.md", path("links/report.md")) == 0)
        try ReportFile.checkWritable(path("links/report.md"), flag: "--markdown")
        try ReportFile.write("text", to: path("links/report.md"))
        #expect(contents(path("links/target.md")) == Data("text".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("links/report.md")) == "target.md")
    }

    @Test("Paths are resolved as the system follows them: dots, links in folders, chains, loops")
    func resolution() throws {
        try FileManager.default.createDirectory(atPath: path("r/real"), withIntermediateDirectories: true)
        #expect(symlink(path("r/real"), path("r/folder-link")) == 0)
        #expect(symlink("second", path("r/real/first")) == 0)
        #expect(symlink("../real/third", path("r/real/second")) == 0)
        #expect(symlink("loop", path("r/loop")) == 0)
        let real = try #require(ResolvedPath.resolve(path("r/real")))
        #expect(ResolvedPath.resolve(path("r/folder-link/./x/../first")) == real + "/third")
        #expect(ResolvedPath.resolve(path("r/loop")) == nil)
        #expect(ResolvedPath.isInside(real + "/a", folder: real))
        #expect(!ResolvedPath.isInside(real + "-other/a", folder: real))
    }
}
