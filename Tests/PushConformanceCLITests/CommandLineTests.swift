@testable import push_conformance
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// Command-line parsing is a pure function: one small struct per command, a shared selection
/// group, usage errors that say what is wrong and what was probably meant.
@Suite("push-conformance command line")
struct CommandLineTests {
    func parse(_ arguments: [String]) throws -> ConformanceCommand { try ConformanceCommand.parse(arguments) }

    @Test("No arguments means run everything, recording nothing")
    func defaults() throws {
        guard case .run(let run) = try parse([]) else { Issue.record("not run"); return }
        #expect(run == RunCommand())
        #expect(run.selection.vendors.isEmpty && run.selection.scenarios.isEmpty && !run.selection.isFiltered)
        #expect(run.recordMode == nil)
        #expect(run.execution.maxFailures == nil)
    }

    @Test("Options without a command are run's")
    func implicitRun() throws {
        guard case .run(let run) = try parse(["--vendor", "altcraft"]) else { Issue.record("not run"); return }
        #expect(run.selection.vendors == ["altcraft"])
    }

    @Test("Filters repeat and split on commas; record defaults to mode all")
    func filters() throws {
        guard
            case .record(let record) = try parse([
                "record", "--vendor", "altcraft", "--scenario", "a.*,b.c", "--scenario", "d.e",
            ])
        else { Issue.record("not record"); return }
        #expect(record.selection.vendors == ["altcraft"])
        #expect(record.selection.scenarios == ["a.*", "b.c", "d.e"])
        #expect(record.mode == .all)
    }

    @Test("Folders, record mode, parallelism, verbosity and --option=value are read")
    func options() throws {
        guard
            case .run(let run) = try parse([
                "run", "--scenarios", "S", "--goldens=G", "--record", "missing", "--parallel", "2", "-v",
            ])
        else { Issue.record("not run"); return }
        #expect(run.selection.scenariosDirectory == "S")
        #expect(run.selection.goldensDirectory == "G")
        #expect(run.recordMode == .missing)
        #expect(run.execution.parallelism == 2)
        #expect(run.execution.verbose)
    }

    @Test("compare reads every output, --results and --baseline; run reads --report-unused")
    func reportOptions() throws {
        guard
            case .compare(let compare) = try parse([
                "compare", "--markdown", "a.md", "--html", "a.html", "--json", "a.jsonl",
                "--junit", "a.xml", "--baseline", "old.jsonl", "--grid-markdown", "g.md",
                "--grid-html", "g.html",
            ])
        else { Issue.record("not compare"); return }
        #expect(
            [
                compare.outputs.markdown, compare.outputs.html, compare.reports.jsonOutput, compare.reports.junitOutput,
                compare.outputs.baseline, compare.outputs.gridMarkdown, compare.outputs.gridHTML,
            ]
                == ["a.md", "a.html", "a.jsonl", "a.xml", "old.jsonl", "g.md", "g.html"])
        guard case .compare(let fromResults) = try parse(["compare", "--results", "r.jsonl", "--vendor", "q2"])
        else { Issue.record("not compare"); return }
        #expect(fromResults.resultsInputs == ["r.jsonl"])
        guard case .run(let run) = try parse(["--report-unused"]) else { Issue.record("not run"); return }
        #expect(run.reports.reportUnused)
    }

    @Test("--fail-fast stops at the first failure; --max-failures N at the Nth")
    func stopping() throws {
        guard case .run(let fast) = try parse(["--fail-fast"]) else { Issue.record("not run"); return }
        #expect(fast.execution.maxFailures == 1)
        guard case .compare(let bounded) = try parse(["compare", "--max-failures", "5"]) else {
            Issue.record("not compare"); return
        }
        #expect(bounded.execution.maxFailures == 5)
    }

    @Test("--requirement and --invariant take catalogue ids, repeated or comma-separated")
    func requirementFilters() throws {
        guard
            case .list(let list) = try parse([
                "list", "--requirement", "R7,P4", "--requirement", "CMP-001", "--invariant", "NSE-003",
            ])
        else { Issue.record("not list"); return }
        #expect(list.selection.requirements == ["R7", "P4", "CMP-001"])
        #expect(list.selection.invariants == ["NSE-003"])
        #expect(list.selection.filtersScenarios)
    }

    @Test("list --json is a switch")
    func listJSON() throws {
        guard case .list(let list) = try parse(["list", "--json"]) else { Issue.record("not list"); return }
        #expect(list.json)
    }

    @Test(
        "--version and --help win wherever they are; help names a command",
        arguments: [
            (["--version"], ConformanceCommand.version),
            (["run", "--vendor", "x", "--version"], .version),
            (["--help"], .help(HelpCommand(topic: nil))),
            (["-h"], .help(HelpCommand(topic: nil))),
            (["compare", "--help"], .help(HelpCommand(topic: "compare"))),
            (["help"], .help(HelpCommand(topic: nil))),
            (["help", "record"], .help(HelpCommand(topic: "record"))),
        ])
    func helpAndVersion(arguments: [String], expected: ConformanceCommand) throws {
        #expect(try parse(arguments) == expected)
    }

    @Test(
        "Usage errors say what is wrong, and what was probably meant",
        arguments: [
            (
                ["frobnicate"],
                "unknown command 'frobnicate'; the commands are run, record, list, compare, spec, explore, audit-live-activity, check, help",
                "nil"
            ),
            (["recrod"], "unknown command 'recrod'; did you mean 'record'?", "nil"),
            (["lst", "--json"], "unknown command 'lst'; did you mean 'list'?", "nil"),
            (["help", "comapre"], "no command 'comapre'; did you mean 'compare'?", "help"),
            (["--vendr", "altcraft"], "unknown option '--vendr' for run; did you mean '--vendor'?", "run"),
            (
                ["compare", "--markdwon", "x.md"],
                "unknown option '--markdwon' for compare; did you mean '--markdown'?", "compare"
            ),
            (["--bogus"], "unknown option '--bogus' for run", "run"),
            (["--html", "x.html"], "--html goes with compare, not run", "run"),
            (["list", "--goldens", "G"], "--goldens goes with run or record or compare, not list", "list"),
            (["record", "--record", "all"], "--record goes with run, not record; record takes --mode", "record"),
            (["run", "--mode", "all"], "--mode goes with record, not run; run takes --record", "run"),
            (["--vendor"], "--vendor needs a value (--vendor ID|GLOB)", "run"),
            (["--json", "--junit", "x"], "--json needs a value (--json FILE)", "run"),
            (["--verbose=yes"], "--verbose takes no value", "run"),
            (["--json", "a", "--json", "b"], "--json is given twice ('a' and 'b'); give it once", "run"),
            (["--json="], "--json needs a path, not an empty string", "run"),
            (["--record", "sometimes"], "--record 'sometimes' is not one of never, missing, failed, all", "run"),
            (
                ["--record", "misssing"],
                "--record 'misssing' is not one of never, missing, failed, all; did you mean 'missing'?", "run"
            ),
            (["--parallel", "0"], "--parallel '0' is not a number from 1 to 64", "run"),
            (["--parallel", "65"], "--parallel '65' is not a number from 1 to 64", "run"),
            (["--max-failures", "0"], "--max-failures '0' is not a number from 1 to 100000", "run"),
            (
                ["--max-failures", "99999999999999999999"],
                "--max-failures '99999999999999999999' is not a number from 1 to 100000", "run"
            ),
            (
                ["--fail-fast", "--max-failures", "3"],
                "--fail-fast is --max-failures 1; give one of them, not both (--max-failures 3 was also given)", "run"
            ),
            (
                ["--requirement", "R99"],
                "--requirement 'R99' is not a requirement id (see: push-conformance list); did you mean 'R9'?", "run"
            ),
            (
                ["--requirement", "r7"],
                "--requirement 'r7' is not a requirement id (see: push-conformance list); did you mean 'R7'?", "run"
            ),
            (["--invariant", "R7"], "--invariant 'R7' is not an invariant id (see: push-conformance list)", "run"),
            (
                ["--invariant", "NSE-03"],
                "--invariant 'NSE-03' is not an invariant id (see: push-conformance list); did you mean 'NSE-003'?",
                "run"
            ),
            (["run", "altcraft"], "unexpected argument 'altcraft'", "run"),
            (
                ["--vendor", "q2", "lsit"],
                "unexpected argument 'lsit'; a command comes first: did you mean 'push-conformance list …'?", "run"
            ),
            (
                ["list", "--json", "out.json"],
                "unexpected argument 'out.json': list --json prints to standard output; redirect it (> out.json)",
                "list"
            ),
            (
                ["compare", "--results", "r.jsonl", "--parallel", "2"],
                "--parallel is for a run; --results reads an earlier run instead", "compare"
            ),
            (
                ["compare", "--results", "r.jsonl", "--fail-fast"],
                "--fail-fast is for a run; --results reads an earlier run instead", "compare"
            ),
            (["help", "run", "list"], "help explains one command; 'list' is one too many", "help"),
        ])
    func usageErrors(arguments: [String], message: String, command: String) {
        #expect(throws: UsageError(message, command: command == "nil" ? nil : command)) {
            try ConformanceCommand.parse(arguments)
        }
    }

    @Test("A usage error is short: the error, one usage line and where the help is")
    func shortUsageError() {
        let error = UsageError("unknown option '--bogus' for run", command: "run")
        #expect(
            error.report == """
                error: unknown option '--bogus' for run
                usage: push-conformance run [<options>]
                see 'push-conformance help run' for the options
                """)
        #expect(UsageError("unknown command 'x'").report.hasSuffix("see 'push-conformance help' for the commands"))
    }

    @Test("Every command's help lists each of its options, generated from its table")
    func helpPages() {
        let pages = ConformanceCommand.names.map { HelpText.help(for: $0) }
        #expect(pages.allSatisfy { $0.contains("exit status: 0 all pass, 1 failures, 64 usage errors.") })
        let run = HelpText.help(for: "run")
        for option in RunCommand.options {
            #expect(run.contains(option.synopsis), "\(option.name) missing from run's help")
        }
        let compare = HelpText.help(for: "compare")
        for option in CompareCommand.options { #expect(compare.contains(option.synopsis)) }
        #expect(!HelpText.help(for: "list").contains("--goldens"))
        #expect(HelpText.help(for: nil).contains("usage: push-conformance [<command>] [<options>]"))
        #expect(HelpText.version == "push-conformance \(SuiteVersion.current)")
    }

    @Test("Globs match ids the shell way")
    func globs() {
        #expect(Glob.matches("subscription.*", "subscription.retry-5xx"))
        #expect(Glob.matches("*retry*", "subscription.retry-5xx"))
        #expect(Glob.matches("a?c", "abc"))
        #expect(!Glob.matches("subscription.*", "payload.too-large"))
        #expect(Glob.matches("exact.id", "exact.id"))
        // The plain and `prefix*` shortcuts agree with the general matcher.
        #expect(!Glob.matches("exact.id", "exact.id2") && !Glob.matches("exact.id2", "exact.id"))
        #expect(
            Glob.matches("*", "") && Glob.matches("*", "anything") && Glob.matches("", "") && !Glob.matches("", "a"))
        #expect(Glob.matches("ab*", "ab") && !Glob.matches("ab*", "a") && !Glob.matches("ab*", "xab"))
        #expect(Glob.matches("a*c*", "abcd") && Glob.matches("a?*", "ab") && !Glob.matches("a?*", "a"))
    }

    @Test("Edit distance counts insertions, deletions, substitutions and swapped neighbours")
    func editDistance() {
        #expect(Suggestion.editDistance("record", "record") == 0)
        #expect(Suggestion.editDistance("recrod", "record") == 1)
        #expect(Suggestion.editDistance("--vendr", "--vendor") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("abc", "acb") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance(String(repeating: "a", count: 5000), "") == 200)
    }

    @Test("A suggestion is made only when something is close")
    func suggestions() {
        #expect(Suggestion.closest(to: "altcrft", among: ["actito", "altcraft", "q2"]) == "altcraft")
        #expect(Suggestion.closest(to: "subscripton.*", among: ["payload.*", "subscription.*"]) == "subscription.*")
        #expect(Suggestion.closest(to: "--verb", among: ["--vendor", "--verbose"]) == "--verbose")
        #expect(Suggestion.closest(to: "zzz", among: ["run", "record", "list"]) == nil)
        #expect(Suggestion.closest(to: "frobnicate", among: ConformanceCommand.names) == nil)
    }
}
