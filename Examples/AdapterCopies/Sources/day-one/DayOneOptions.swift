import PlantedBugs

/// The command line of `day-one`.
struct DayOneOptions: Sendable {
    /// `--bug`: bug ids (`openFromLaunchOptions`) or `copy/bug` ids; empty: every bug.
    var bugs: [String] = []
    /// `--author`: keep the bugs of these authors; empty: every author.
    var authors: [String] = []
    /// `--copy`: keep the bugs of these copies (vendor ids); empty: every copy.
    var copies: [String] = []
    /// `--explain`: print each run's failing cases and problems.
    var explain = false
    /// `--list`: print the catalogue and run nothing.
    var list = false
    /// `--strict`: every missed bug fails the run, whatever its `knownMiss` note says.
    var strict = false
    /// `--keep DIR`: record into `DIR/<copy>` and `DIR/<copy>-<bug>` and keep the goldens (DIR must
    /// not exist yet).
    var keep: String?

    /// The usage text.
    static let usage = """
        usage: day-one [--bug ID]... [--author own|red-team-1|red-team-2|red-team-3|red-team-4|red-team-5|red-team-6|red-team-7|red-team-8|red-team-9|red-team-10|red-team-11|red-team-12|red-team-13|red-team-14]... [--copy VENDOR-ID]...
                       [--explain] [--keep DIR] [--strict] [--list]

        For each planted bug: record the goldens of the whole bundled suite with the bug present into a
        fresh temporary folder, verify again, and check that the run fails naming the bug's requirement.
        The correct copies of the selected bugs are checked first: each must pass, and each bug's
        goldens are compared with theirs (where the bug showed at all). --keep DIR keeps every recorded
        goldens folder under DIR (which must not exist yet): DIR/<copy>, DIR/<copy>-<bug>.
        Options repeat or take comma-separated values. Exit status: 0 as the catalogue says, 1 a bug
        missed that has no knownMiss note (with --strict: any bug missed), a knownMiss bug caught, or a
        correct copy failing; 64 usage.
        """

    /// Parses the arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> DayOneOptions {
        var options = DayOneOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            func values() throws(UsageError) -> [String] {
                guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                    throw UsageError("\(argument) needs a value")
                }
                let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard !parts.contains(where: \.isEmpty) else {
                    throw UsageError("\(argument) '\(value)' has an empty entry")
                }
                return parts
            }
            switch argument {
            case "--bug": options.bugs += try values()
            case "--author": options.authors += try values()
            case "--copy": options.copies += try values()
            case "--explain": options.explain = true
            case "--list": options.list = true
            case "--strict": options.strict = true
            case "--keep":
                let value = try values()
                guard value.count == 1 else { throw UsageError("--keep takes one folder") }
                options.keep = value[0]
            case "-h", "--help", "help": throw UsageError(nil)
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        return options
    }

    /// The entries these options select, or why they select none.
    func select(_ entries: [CatalogueEntry]) throws(UsageError) -> [CatalogueEntry] {
        let knownAuthors = BugAuthor.allCases.map(\.rawValue)
        for author in authors where !knownAuthors.contains(author) {
            throw UsageError("--author '\(author)' is not one of \(knownAuthors.joined(separator: ", "))")
        }
        let knownCopies = Set(entries.map(\.copy))
        for copy in copies where !knownCopies.contains(copy) {
            throw UsageError("--copy '\(copy)' is not one of \(knownCopies.sorted().joined(separator: ", "))")
        }
        var selected = entries.filter { entry in
            (authors.isEmpty || authors.contains(entry.bug.author.rawValue))
                && (copies.isEmpty || copies.contains(entry.copy))
        }
        if !bugs.isEmpty {
            for bug in bugs where !entries.contains(where: { $0.id == bug || $0.bug.id == bug }) {
                throw UsageError("--bug '\(bug)' is no bug of the catalogue (day-one --list shows them)")
            }
            selected = selected.filter { entry in bugs.contains(entry.id) || bugs.contains(entry.bug.id) }
        }
        guard !selected.isEmpty else { throw UsageError("the options select no bug") }
        return selected
    }
}

/// A usage error: its message (nil for `--help`), printed with the usage text.
struct UsageError: Error {
    /// What is wrong.
    let message: String?
    /// Creates one.
    init(_ message: String?) { self.message = message }
}
