public import PushConformance
import PushContract

/// The scenario × vendor comparison as Markdown for CI: a step summary (under 1 MiB, GitHub
/// drops a larger one) or, with ``Options/summary``, a pull-request comment (under 64 KB).
///
/// It keeps, in this order and as the size allows: the totals and a link to the full HTML
/// comparison; the failures first, each with its diff cut to a bound, then one line each, then a
/// count; the run problems; the scores; the error-mapping findings; where vendors differ; a facet
/// summary; error codes side by side; the known deviations with numbered citations; one matrix
/// per facet (cells show the outcome and what differs from the lines every vendor shares). What
/// does not fit is named at the end with the link. Every table fits GitHub's width: each cell's
/// items go on their own lines and long names may break (`<wbr>`).
public enum MarkdownComparison: Sendable {
    /// How a comparison is written.
    public struct Options: Sendable, Hashable {
        /// A pull-request comment (``summaryLimit``) rather than a step summary (``stepSummaryLimit``).
        public var summary: Bool
        /// Where the full HTML comparison is (a URL or a path relative to the Markdown file).
        public var reportLink: String?
        /// Where SPEC.md is (a URL or a path relative to the Markdown file).
        public var specLink: String?

        /// A step summary without a link, by default.
        public init(summary: Bool = false, reportLink: String? = nil, specLink: String? = nil) {
            self.summary = summary
            self.reportLink = reportLink
            self.specLink = specLink
        }

        /// The most UTF-8 bytes the document may have.
        public var limit: Int { summary ? MarkdownComparison.summaryLimit : MarkdownComparison.stepSummaryLimit }
        /// The most UTF-8 bytes of one failure's details.
        var failureDetailLimit: Int { summary ? 1_500 : 6_000 }
        /// The most items of one list (differing scenarios, deviations, one-line failures).
        var listLimit: Int { summary ? 40 : 400 }
    }

    /// A step summary's bound: GitHub drops a step summary over 1 MiB (1,048,576 bytes); this
    /// leaves 8 KiB of it for anything else a workflow step writes there.
    public static let stepSummaryLimit = 1_040_000
    /// A pull-request comment's bound: GitHub refuses a comment over 65,536 characters.
    public static let summaryLimit = 60_000
    /// How many items of one behaviour list a cell shows before "+N more".
    static let itemsPerRow = 4
    /// How many characters of one item a table cell shows.
    static let itemLength = 60

    /// The document: at most ``Options/limit`` bytes, however many cases fail.
    public static func render(
        _ report: RunReport, baseline: BaselineDiff? = nil, options: Options = Options()
    ) -> String {
        var writer = MarkdownBudget(limit: options.limit)
        var notes = CitationNotes()
        let lookup = RunReport.CaseLookup(report)
        let vendors = report.vendors
        let failed = report.cases.filter { $0.outcome == .fail || $0.outcome == .errored }
        var head = [
            "# Push SDK conformance: vendors side by side", "",
            "Suite \(MarkdownText.inline(report.suiteVersion)) · \(report.scenarios.count) scenarios · \(vendors.count) vendor\(vendors.count == 1 ? "" : "s") · "
                + "\(report.cases.count) cases (one per vendor × scenario), every cell from an executed run. "
                + (report.succeeded ? "✅ The run passed." : "❌ The run failed."),
            "", "Totals: " + report.totals.summary + ".",
        ]
        if let link = options.reportLink {
            head += ["", "**[The full comparison, with a timeline per scenario](\(MarkdownText.destination(link)))**"]
        }
        if let spec = options.specLink {
            head += ["", "Every requirement id is defined in [the specification](\(MarkdownText.destination(spec)))."]
        }
        if !failed.isEmpty || !report.problems.isEmpty {
            head += [
                "",
                "**[\(failed.count) failed or errored case\(failed.count == 1 ? "" : "s"), \(report.problems.count) run problem\(report.problems.count == 1 ? "" : "s") — below, first.](#failures)**",
            ]
        }
        writer.force(head)
        failures(failed, options: options, into: &writer)
        problems(report.problems, options: options, into: &writer)
        writer.add(scores(report, lookup))
        writer.add(findings(ErrorMappingFinding.findings(in: report)))
        if let baseline { writer.add(baselineSection(baseline, options: options)) }
        writer.add(differing(report, lookup, options: options))
        writer.add(facetSummary(report, lookup), named: "the facet summary")
        if options.summary {
            writer.omit("the error codes per scenario")
        } else {
            writer.add(errorComparison(report, lookup), named: "the error codes per scenario")
        }
        var deviationNotes = notes
        if writer.add(deviations(report, options: options, notes: &deviationNotes), named: "the known deviations") {
            notes = deviationNotes
        }
        if options.summary {
            writer.omit("the scenario × vendor matrices")
        } else {
            for facet in report.facets {
                writer.add(matrix(report, lookup, facet: facet), named: "the \(facet) matrix")
            }
        }
        writer.add(notes.markdownList(), named: "the notes")
        return writer.finish(link: options.reportLink)
    }

    /// The failures, shared fairly among the failing vendors: cases are taken in turn, one of
    /// each vendor (in run order) at a time, with their diff while half the budget lasts, then
    /// one line each while the list limit lasts; then, per vendor, how many were shown with their
    /// diff, on one line, or left out (they are in the full comparison).
    static func failures(_ failed: [RunReport.Case], options: Options, into writer: inout MarkdownBudget) {
        guard !failed.isEmpty else { return }
        writer.force(["", "## Failures", "<a id=\"failures\"></a>", ""])
        let vendors = failed.reduce(into: [String]()) { if !$0.contains($1.vendor) { $0.append($1.vendor) } }
        let turns = inTurns(failed, vendors: vendors)
        let detailBudget = options.limit / 2
        var detailed: [String: Int] = [:]
        var shown = 0
        for entry in turns where writer.used < detailBudget {
            var lines: [String] = []
            if let note = entry.note { lines.append(note) }
            lines.append(entry.failureDetails)
            let details = ReportText.cutBytes(lines.joined(separator: "\n"), to: options.failureDetailLimit) {
                "\n… \($0) more lines: see the full comparison or the results file"
            }
            // The summary line opens an HTML block; after the blank line, `<pre>` opens one that
            // runs to `</pre>`, blank lines and all, so nothing inside is read as Markdown.
            let block = [
                "<details><summary>\(ComparisonText.symbol(entry.outcome)) <b>\(MarkdownText.inline(entry.vendor))</b> × \(MarkdownText.code(entry.scenario)): \(MarkdownText.inline(entry.reason))</summary>",
                "", "<pre>", MarkdownText.preformatted(details), "</pre>", "</details>",
            ]
            guard writer.add(block) else { break }
            detailed[entry.vendor, default: 0] += 1
            shown += 1
        }
        let rest = turns.dropFirst(shown)
        var listed: [String: Int] = [:]
        var listedCount = 0
        for entry in rest.prefix(options.listLimit) {
            guard
                writer.add([
                    "- \(ComparisonText.symbol(entry.outcome)) **\(MarkdownText.inline(entry.vendor))** × \(MarkdownText.code(entry.scenario)): \(MarkdownText.inline(ReportText.cut(entry.reason, to: 160)))"
                ])
            else { break }
            listed[entry.vendor, default: 0] += 1
            listedCount += 1
        }
        if rest.count > listedCount {
            writer.force([
                "", "… and \(rest.count - listedCount) more failed or errored cases: see the full comparison.",
            ])
        }
        guard shown < failed.count else { return }
        let perVendor = Dictionary(grouping: failed, by: \.vendor).mapValues(\.count)
        writer.force(["", "Per vendor, failed or errored cases: with their diff · on one line · left out here"])
        for vendor in vendors.prefix(Self.vendorLinesLimit) {
            let total = perVendor[vendor] ?? 0, withDiff = detailed[vendor] ?? 0, oneLine = listed[vendor] ?? 0
            writer.force([
                "- **\(MarkdownText.inline(ReportText.cut(vendor, to: 80)))**: \(total) — \(withDiff) with their diff · \(oneLine) on one line · \(total - withDiff - oneLine) left out"
            ])
        }
        if vendors.count > Self.vendorLinesLimit {
            writer.force([
                "- … and \(vendors.count - Self.vendorLinesLimit) more failing vendors: see the full comparison."
            ])
        }
    }

    /// How many failing vendors the per-vendor count names (their lines come from the reserve).
    static let vendorLinesLimit = 20

    /// The cases taken in turn, one of each vendor at a time, in `vendors` order.
    static func inTurns(_ cases: [RunReport.Case], vendors: [String]) -> [RunReport.Case] {
        let grouped = Dictionary(grouping: cases, by: \.vendor)
        let queues = vendors.map { grouped[$0] ?? [] }
        var out: [RunReport.Case] = []
        var round = 0
        while out.count < cases.count {
            for index in queues.indices where round < queues[index].count { out.append(queues[index][round]) }
            round += 1
        }
        return out
    }

    static func problems(_ problems: [RunProblem], options: Options, into writer: inout MarkdownBudget) {
        guard !problems.isEmpty else { return }
        writer.force(["", "## Run problems", ""])
        var listed = 0
        for problem in problems.prefix(options.listLimit) {
            guard writer.add(["- ❌ \(MarkdownText.inline(ReportText.cut(problem.message, to: 400)))"]) else { break }
            listed += 1
        }
        if problems.count > listed { writer.force(["- … and \(problems.count - listed) more run problems."]) }
    }

    static func scores(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        var out = [
            "", "## Scores", "", "| vendor | score: pass of applicable · coverage · known deviations | capabilities |",
            "|---|---|---|",
        ]
        for vendor in report.vendors {
            let composite =
                RequirementGrid.isComposite(vendor)
                ? " — composite: every vendor behind one PushRouter, `router.*` only" : ""
            out.append(
                "| **\(MarkdownText.cell(vendor.displayName))** (\(MarkdownText.code(vendor.id)))\(composite) | "
                    + ComparisonText.score(lookup.counts(vendor: vendor.id)).replacingOccurrences(
                        of: " · ", with: "<br>")
                    + " | \(MarkdownText.cell(vendor.capabilities.joined(separator: ", "))) |")
        }
        out += [
            "",
            "Outcomes: ✅ pass · ⚠️ known deviation (documented vendor behaviour, cited) · ❌ FAIL · 💥 ERRORED · ➖ n/a (capability missing; never counted as a pass).",
        ]
        return out
    }

    static func findings(_ findings: [ErrorMappingFinding]) -> [String] {
        guard !findings.isEmpty else { return [] }
        return [
            "", "## Findings about vendors' error mappings", "",
            "A vendor reports a neutral code with a retryability the registry contradicts (SPEC.md, error-code map); said once here, not in every case.",
            "",
        ]
            + findings.map { "- \(MarkdownText.inline($0.sentence))" }
    }

    static func baselineSection(_ diff: BaselineDiff, options: Options) -> [String] {
        var out = ["", "## Since the baseline", "", MarkdownText.inline(diff.summary) + "."]
        let rows =
            diff.regressions.map { ("❌ regression", $0) } + diff.fixes.map { ("✅ fix", $0) }
            + diff.otherChanges.map { ("↔ changed", $0) }
        if !rows.isEmpty {
            out += ["", "| change | case | before | now |", "|---|---|---|---|"]
            out += rows.prefix(options.listLimit).map {
                "| \($0.0) | \(MarkdownText.code($0.1.id)) | \(ComparisonText.label($0.1.before)) | \(ComparisonText.label($0.1.after)) |"
            }
            if rows.count > options.listLimit { out.append("| … | \(rows.count - options.listLimit) more | | |") }
        }
        if !diff.added.isEmpty {
            out += [
                "",
                "New cases: "
                    + diff.added.prefix(options.listLimit).map { MarkdownText.code($0) }.joined(separator: ", "),
            ]
        }
        if !diff.removed.isEmpty {
            out += [
                "",
                "Removed cases: "
                    + diff.removed.prefix(options.listLimit).map { MarkdownText.code($0) }.joined(separator: ", "),
            ]
        }
        return out
    }

    /// The scenarios whose outcome differs among the vendors that ran them, most vendors
    /// differing first (how many differ from the most common outcome), and how many scenarios
    /// differ in behaviour (outside the lines every vendor shares).
    static func differing(_ report: RunReport, _ lookup: RunReport.CaseLookup, options: Options) -> [String] {
        var outcome: [(id: String, differing: Int, of: Int)] = []
        var behaviour = 0
        for scenario in report.scenarios {
            let baseline = ScenarioBaseline(
                report.vendors.compactMap { lookup.entry(vendor: $0.id, scenario: scenario.id) })
            if baseline.outcomeDiffers {
                outcome.append((scenario.id, baseline.outcomeDiffering, baseline.applicableCount))
            }
            if baseline.behaviourDiffers { behaviour += 1 }
        }
        // Most vendors differing first (then in run order), as the page's order does.
        outcome = outcome.enumerated().sorted {
            $0.element.differing != $1.element.differing
                ? $0.element.differing > $1.element.differing : $0.offset < $1.offset
        }.map(\.element)
        var out = [
            "", "## Where vendors differ", "",
            "Outcome differs among the vendors that ran it: \(outcome.count) of \(report.scenarios.count) scenarios"
                + (outcome.isEmpty ? "." : ":"),
        ]
        out += outcome.prefix(options.listLimit).map {
            "- \(MarkdownText.code($0.id)): \(HTMLComparisonMatrix.differingWords($0.differing, of: $0.of)) differ"
        }
        if outcome.count > options.listLimit { out.append("- … and \(outcome.count - options.listLimit) more") }
        out += [
            "",
            "Behaviour differs (outside the lines every vendor shares, native codes aside): \(behaviour) of \(report.scenarios.count) scenarios.",
        ]
        return out
    }

    /// One row per facet, one column per vendor; each count on its own line so the table fits.
    static func facetSummary(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        var out = [
            "", "## Per facet", "",
            "| facet | " + report.vendors.map { MarkdownText.cell($0.id) }.joined(separator: " | ") + " |",
            "|---|" + report.vendors.map { _ in "---|" }.joined(),
        ]
        for facet in report.facets {
            let cells = report.vendors.map { vendor in
                lookup.counts(vendor: vendor.id, facet: facet).cell.replacingOccurrences(of: ", ", with: "<br>")
            }
            out.append(
                "| [\(MarkdownText.cell(facet, breakable: true))](#\(MarkdownText.anchor("facet-" + facet))) | "
                    + cells.joined(separator: " | ")
                    + " |")
        }
        return out
    }

    static func errorComparison(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        let scenarios = report.scenarios.filter { lookup.scenariosWithErrors.contains($0.id) }
        guard !scenarios.isEmpty else { return [] }
        var out = [
            "", "## Error codes per scenario", "",
            "Neutral code with the vendor's native code in brackets; ↻ retryable. Only scenarios where some vendor reported an error. "
                + "Every neutral code with each vendor's native codes: \(Specification.errorCodeMapReference).",
            "", "| scenario | " + report.vendors.map { MarkdownText.cell($0.id) }.joined(separator: " | ") + " |",
            "|---|" + report.vendors.map { _ in "---|" }.joined(),
        ]
        for scenario in scenarios {
            let cells = report.vendors.map { vendor -> String in
                guard let entry = lookup.entry(vendor: vendor.id, scenario: scenario.id) else { return "–" }
                if entry.outcome == .notApplicable { return "n/a" }
                return entry.behaviour.errors.isEmpty
                    ? "none"
                    : entry.behaviour.errors.map { MarkdownText.code($0.display, breakable: true) }.joined(
                        separator: "<br>")
            }
            out.append(
                "| \(MarkdownText.code(scenario.id, breakable: true)) | " + cells.joined(separator: " | ") + " |")
        }
        return out
    }

    static func deviations(_ report: RunReport, options: Options, notes: inout CitationNotes) -> [String] {
        let shown = report.cases.filter { $0.outcome == .knownDeviation }
        guard !shown.isEmpty else { return [] }
        var out = ["", "## Known deviations", ""]
        var lines = 0
        var total = 0
        for entry in shown {
            let texts = DeviationText.grouped(entry.deviations)
            total += texts.count
            for deviation in texts where lines < options.listLimit {
                out.append(
                    "- ⚠️ **\(MarkdownText.inline(entry.vendor))** × \(MarkdownText.code(entry.scenario)) — "
                        + "\(MarkdownText.inline(deviation.invariantList)): \(MarkdownText.inline(deviation.summary))"
                        + notes.markdownReference(deviation.citation))
                lines += 1
            }
        }
        if total > lines { out.append("- … and \(total - lines) more") }
        return out
    }
}
