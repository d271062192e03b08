import PushContract
import PushConformanceReports
import PushConformance
/// `push-conformance audit-live-activity FILE|FOLDER…`: the offline audit of live-activity
/// requests (``LiveActivityRequestAudit``) on request files, or with `--expect` a check that
/// each file gives the verdict its `expect` states (how the bundled corpus is run).
struct AuditLiveActivityCommand: ConformanceVerb {
    /// Request files, and folders whose `.json` files are each one.
    var paths: [String] = []
    /// `--expect`: compare each verdict with the file's `expect` instead of judging the request.
    var expect = false

    /// No paths yet; judge the requests.
    init() {}

    /// `audit-live-activity`.
    static let name = "audit-live-activity"
    /// For the command list.
    static let abstract = "audit APNs live-activity requests in request files (rules of R14, R15, R21)"
    /// The files and folders.
    static let positionalUsage = "<file|folder>…"
    /// After the options.
    static let discussion = """
        Each request file holds one APNs request (a live-activity push to a token or on a channel,
        or a channel-management request) and optionally the context the audit needs (now, the
        previous timestamp, the bundle id, the channel's storage policy, the app's ContentState);
        a folder stands for its .json files. Every broken rule is printed with its id, its
        requirement and the JSON path of the place. Exit 1 when a request breaks a MUST rule or a
        file is malformed; a SHOULD is a warning. With --expect, exit 1 when a verdict differs from
        the file's "expect" list (the bundled corpus: Conformance/Fixtures/live-activity-requests).
        The format and the rules: Conformance/README.md, "Live-activity request audit".
        """

    /// The options.
    static let options: [CommandOption<AuditLiveActivityCommand>] = [
        .flag(
            "--expect", section: "audit",
            help: "check each file's verdict against its \"expect\" list; exit 1 on any difference"
        ) { command in
            command.expect = true
        }
    ]

    /// Takes a file or folder.
    mutating func take(positional argument: String) throws(UsageError) {
        paths.append(try OptionValue.path(argument, flag: "a request file"))
    }

    /// Refuses a command line without a file.
    mutating func validate() throws(UsageError) {
        if paths.isEmpty {
            throw UsageError(
                "give request files or folders, e.g. \(HelpText.tool) \(Self.name) --expect Conformance/Fixtures/live-activity-requests"
            )
        }
    }

    /// Audits.
    func run(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        LiveActivityAuditRun(command: self).execute(in: context)
    }
}
