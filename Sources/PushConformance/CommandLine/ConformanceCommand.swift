/// A parsed `push-conformance` command line.
public struct ConformanceCommand: Sendable, Hashable {
    /// The subcommand.
    public enum Verb: String, Sendable, Hashable, CaseIterable {
        /// Run every selected case and compare goldens (the default).
        case run
        /// Run and (re)write goldens.
        case record
        /// List scenarios and vendors.
        case list
        /// Run (or read a results file) and write the scenario × vendor comparison.
        case compare
        /// Print usage.
        case help
    }

    /// The subcommand.
    public var verb: Verb = .run
    /// `--vendor` filters.
    public var vendors: [String] = []
    /// `--scenario` filters.
    public var scenarios: [String] = []
    /// `--scenarios DIR`.
    public var scenariosDirectory: String?
    /// `--goldens DIR`.
    public var goldensDirectory: String?
    /// `--record MODE` (run) or `--mode MODE` (record).
    public var recordMode: RecordMode?
    /// `--parallel N`.
    public var parallelism: Int?
    /// `--verbose`: print every case, not just failures.
    public var verbose = false
    /// `--json FILE`: the results file (JSON Lines with header and footer).
    public var jsonOutput: String?
    /// `--junit FILE`: JUnit XML.
    public var junitOutput: String?
    /// `--report-unused`: list goldens no case reads, and fail if there are any.
    public var reportUnused = false
    /// `--markdown FILE` (compare): the comparison as Markdown.
    public var markdownOutput: String?
    /// `--html FILE` (compare): the comparison as one self-contained HTML page.
    public var htmlOutput: String?
    /// `--results FILE` (compare): build the comparison from a results file instead of running.
    public var resultsInput: String?
    /// `--baseline FILE` (compare): an earlier results file to show regressions and fixes against.
    public var baselineInput: String?

    /// A usage error: what was wrong, shown with the usage text; exit code 64.
    public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public var message: String
        /// Creates a usage error.
        public init(message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// The usage text.
    public static let usage = """
        usage: push-conformance [run|record|list|compare|help] [options]

          run     (default) run every vendor × scenario, compare with the goldens, check invariants
          record  run and write goldens (default mode: all selected goldens; read them before committing)
          list    list scenarios and vendors
          compare run, then write the scenario × vendor comparison (Markdown to stdout unless
                  --markdown/--html are given); --results FILE reads an earlier run instead

        options:
          --vendor ID|GLOB       only these vendors (repeatable, or comma-separated)
          --scenario ID|GLOB     only these scenarios (repeatable, or comma-separated)
          --scenarios DIR        scenario files (default: Conformance/Scenarios of this package)
          --goldens DIR          golden files (default: Conformance/Golden of this package)
          --record MODE          with run: never|missing|failed|all (or PUSH_CONFORMANCE_RECORD)
          --mode MODE            with record: never|missing|failed|all (default all)
          --parallel N           cases at once (default 4)
          --verbose              print every case, not only failures
          --json FILE            write the results as JSON Lines (header, one line per case, footer)
          --junit FILE           write the results as JUnit XML
          --report-unused        list goldens no case reads (and fail if there are any)
          --markdown FILE        with compare: the comparison as Markdown (fits a CI step summary)
          --html FILE            with compare: the comparison as one self-contained HTML page
          --results FILE         with compare: read a --json results file instead of running
          --baseline FILE        with compare: show regressions and fixes since an earlier --json file

        Recording never happens when CI is set. Exit status: 0 all pass, 1 failures, 64 usage errors.
        """

    /// Parses arguments (without the program name). Pure: no I/O.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ConformanceCommand {
        var command = ConformanceCommand()
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let verb = Verb(rawValue: first) else {
                throw UsageError(message: "unknown command '\(first)'; use run, record, list, compare or help")
            }
            command.verb = verb
            rest = rest.dropFirst()
        }
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = rest.first, !next.hasPrefix("--") else { throw UsageError(message: "\(flag) needs a value") }
            rest = rest.dropFirst()
            return next
        }
        func list(_ text: String) -> [String] { text.split(separator: ",").map { String($0) }.filter { !$0.isEmpty } }
        func mode(_ text: String, _ flag: String) throws(UsageError) -> RecordMode {
            guard let mode = RecordMode(rawValue: text) else {
                throw UsageError(message: "\(flag) '\(text)' is not one of never, missing, failed, all")
            }
            return mode
        }
        while let argument = rest.first {
            rest = rest.dropFirst()
            switch argument {
            case "--vendor": command.vendors += list(try value(for: argument))
            case "--scenario": command.scenarios += list(try value(for: argument))
            case "--scenarios": command.scenariosDirectory = try value(for: argument)
            case "--goldens": command.goldensDirectory = try value(for: argument)
            case "--record":
                guard command.verb == .run else { throw UsageError(message: "--record goes with run; record takes --mode") }
                command.recordMode = try mode(try value(for: argument), argument)
            case "--mode":
                guard command.verb == .record else { throw UsageError(message: "--mode goes with record; run takes --record") }
                command.recordMode = try mode(try value(for: argument), argument)
            case "--parallel":
                let text = try value(for: argument)
                guard let count = Int(text), (1...64).contains(count) else {
                    throw UsageError(message: "--parallel '\(text)' is not a number from 1 to 64")
                }
                command.parallelism = count
            case "--verbose", "-v": command.verbose = true
            case "--json": command.jsonOutput = try value(for: argument)
            case "--junit": command.junitOutput = try value(for: argument)
            case "--report-unused": command.reportUnused = true
            case "--markdown", "--html", "--results", "--baseline":
                guard command.verb == .compare else { throw UsageError(message: "\(argument) goes with compare") }
                let path = try value(for: argument)
                switch argument {
                case "--markdown": command.markdownOutput = path
                case "--html": command.htmlOutput = path
                case "--baseline": command.baselineInput = path
                default: command.resultsInput = path
                }
            case "--help", "-h": command.verb = .help
            default: throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        if command.verb == .record, command.recordMode == nil { command.recordMode = .all }
        if command.resultsInput != nil, command.recordMode != nil {
            throw UsageError(message: "--results reads an earlier run; it cannot record")
        }
        let outputs = [command.jsonOutput, command.junitOutput, command.markdownOutput, command.htmlOutput].compactMap { $0 }
        if Set(outputs).count < outputs.count { throw UsageError(message: "two outputs name the same file") }
        return command
    }
}
