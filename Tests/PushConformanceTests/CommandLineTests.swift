import PushConformance
import Testing

/// Command-line parsing is a pure function; usage errors are exit 64.
@Suite("push-conformance command line")
struct CommandLineTests {
    @Test("No arguments means run everything")
    func defaults() throws {
        let command = try ConformanceCommand.parse([])
        #expect(command.verb == .run)
        #expect(command.vendors.isEmpty && command.scenarios.isEmpty)
        #expect(command.recordMode == nil)
    }

    @Test("Filters repeat and split on commas; record defaults to mode all")
    func filters() throws {
        let command = try ConformanceCommand.parse(["record", "--vendor", "altcraft", "--scenario", "a.*,b.c", "--scenario", "d.e"])
        #expect(command.verb == .record)
        #expect(command.vendors == ["altcraft"])
        #expect(command.scenarios == ["a.*", "b.c", "d.e"])
        #expect(command.recordMode == .all)
    }

    @Test("Directories, record mode, parallelism and verbosity are read")
    func options() throws {
        let command = try ConformanceCommand.parse(["run", "--scenarios", "S", "--goldens", "G", "--record", "missing",
                                                     "--parallel", "2", "--verbose"])
        #expect(command.scenariosDirectory == "S")
        #expect(command.goldensDirectory == "G")
        #expect(command.recordMode == .missing)
        #expect(command.parallelism == 2)
        #expect(command.verbose)
    }

    @Test("Usage errors say what is wrong", arguments: [
        (["frobnicate"], "unknown command 'frobnicate'; use run, record, list, compare or help"),
        (["--html", "x.html"], "--html goes with compare"),
        (["compare", "--json", "r.jsonl", "--junit", "r.jsonl"], "two outputs name the same file"),
        (["--vendor"], "--vendor needs a value"),
        (["--bogus"], "unknown option '--bogus'"),
        (["--record", "sometimes"], "--record 'sometimes' is not one of never, missing, failed, all"),
        (["record", "--record", "all"], "--record goes with run; record takes --mode"),
        (["--parallel", "0"], "--parallel '0' is not a number from 1 to 64"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: ConformanceCommand.UsageError(message: message)) {
            try ConformanceCommand.parse(arguments)
        }
    }

    @Test("Report options are read: compare with every output, --report-unused on run")
    func reportOptions() throws {
        let command = try ConformanceCommand.parse(["compare", "--markdown", "a.md", "--html", "a.html", "--json", "a.jsonl",
                                                     "--junit", "a.xml", "--results", "old.jsonl"])
        #expect(command.verb == .compare)
        #expect([command.markdownOutput, command.htmlOutput, command.jsonOutput, command.junitOutput, command.resultsInput]
            == ["a.md", "a.html", "a.jsonl", "a.xml", "old.jsonl"])
        #expect(try ConformanceCommand.parse(["--report-unused"]).reportUnused)
    }

    @Test("Globs match ids the shell way")
    func globs() {
        #expect(Glob.matches("subscription.*", "subscription.retry-5xx"))
        #expect(Glob.matches("*retry*", "subscription.retry-5xx"))
        #expect(Glob.matches("a?c", "abc"))
        #expect(!Glob.matches("subscription.*", "payload.too-large"))
        #expect(Glob.matches("exact.id", "exact.id"))
    }
}
