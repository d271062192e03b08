import PushContract
import PushConformanceReports
import PushConformance
/// The result files a run writes, shared by `run`, `record` and `compare`.
struct ReportOptions: Sendable, Hashable {
    /// `--json FILE`: the results file (JSON Lines with header and footer).
    var jsonOutput: String?
    /// `--junit FILE`: JUnit XML.
    var junitOutput: String?
    /// `--report-unused`: list goldens no case reads, and fail if there are any.
    var reportUnused = false

    /// No reports.
    init() {}

    static let section = "reports"

    /// The group's options.
    static let options: [CommandOption<ReportOptions>] = [
        .value(
            "--json", "FILE", section: section,
            help: "write the results as JSON Lines (header, one line per case, footer)"
        ) {
            reports, value throws(UsageError) in reports.jsonOutput = try OptionValue.path(value, flag: "--json")
        },
        .value("--junit", "FILE", section: section, help: "write the results as JUnit XML") {
            reports, value throws(UsageError) in reports.junitOutput = try OptionValue.path(value, flag: "--junit")
        },
        .flag("--report-unused", section: section, help: "list goldens no case reads (and fail if there are any)") {
            reports in
            reports.reportUnused = true
        },
    ]

    /// The output files, each with its flag.
    var outputs: [(flag: String, path: String)] {
        [("--json", jsonOutput), ("--junit", junitOutput)].compactMap { flag, path in path.map { (flag, $0) } }
    }
}
