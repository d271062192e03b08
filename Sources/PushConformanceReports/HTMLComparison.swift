public import PushConformance
import PushContract

/// The scenario × vendor comparison as one self-contained HTML page: no external assets, every
/// section readable without JavaScript. Failures come first, linked from the top; scores show
/// coverage and known deviations as their own counts; the matrices (``HTMLComparisonMatrix``)
/// show each cell as what differs from the lines every vendor shares. With JavaScript, a filter
/// bar shows or hides vendors, facets, scenarios whose outcome or behaviour agrees, and widens
/// the n/a columns.
///
/// Structure (checked by the tests and `scripts/check-html`): `<table class="matrix"
/// data-facet="…">` per facet, a `<td data-vendor="…" data-outcome="…">` per case,
/// `data-vendor` on every vendor column and `data-facet` on every row that belongs to a facet,
/// so the script needs nothing else. Same report, same bytes.
public enum HTMLComparison: Sendable {
    /// The index page alone, linked as `links` says (no scenario pages unless
    /// ``ReportLinks/scenarioPages`` names their folder; `HTMLComparisonSite` writes them).
    public static func render(
        _ report: RunReport, baseline: BaselineDiff? = nil, links: ReportLinks = ReportLinks()
    ) -> String {
        HTMLComparisonSite(report, baseline: baseline, links: links).index
    }

    /// The index page: `searchTerms` per scenario (step kinds, app states) and the run's
    /// error-mapping findings come from ``HTMLComparisonSite``.
    static func render(
        _ report: RunReport, baseline: BaselineDiff?, links: ReportLinks, searchTerms: [String: String],
        findings: [ErrorMappingFinding]
    ) -> String {
        var notes = CitationNotes()
        var out = HTMLComparisonAssets.pageStart(title: "Push SDK conformance: vendors side by side")
        out += """
            <p class="meta">Suite \(escape(report.suiteVersion)) · \(report.scenarios.count) scenarios · \(report.vendors.count) vendor\(report.vendors.count == 1 ? "" : "s") · \(report.cases.count) cases (one per vendor × scenario), every cell from an executed run · \(report.succeeded ? "<strong class=\"ok\">the run passed</strong>" : "<strong class=\"bad\">the run failed</strong>")</p>
            \(topLinks(report, links: links, findings: findings))
            <p class="legend"><span class="o o-pass">✓ pass</span> <span class="o o-known-deviation">⚠ known deviation</span> <span class="o o-fail">✗ FAIL</span> <span class="o o-errored">‼ ERRORED</span> <span class="o o-not-applicable">– n/a</span> — n/a means the vendor lacks a capability the scenario needs; it is never counted as a pass.</p>
            </header>

            """
        let lookup = RunReport.CaseLookup(report)
        out += filterBar(report)
        out += "<main>\n"
        out += failureSection(report)
        out += findingSection(findings)
        if let baseline { out += baselineSection(baseline) }
        out += vendorSection(report, lookup, notes: &notes)
        out += facetSection(report, lookup)
        out += deviationSection(report, notes: &notes)
        out += HTMLComparisonMatrix.section(report, lookup, links: links, searchTerms: searchTerms, notes: &notes)
        out += errorSection(report, lookup, findings: findings, notes: &notes)
        out += notes.htmlList()
        out += "</main>\n<script>\(HTMLComparisonScripts.index)</script>\n</body>\n</html>\n"
        return out
    }

    /// Links from the top: the failures (listed first), the findings, the matrix, the grid and SPEC.md.
    static func topLinks(_ report: RunReport, links: ReportLinks, findings: [ErrorMappingFinding]) -> String {
        let failed = report.cases.filter { $0.outcome == .fail || $0.outcome == .errored }.count
        var parts: [String] = []
        if failed > 0 || !report.problems.isEmpty {
            parts.append(
                "<a class=\"bad\" href=\"#failures\">\(failed) failed or errored case\(failed == 1 ? "" : "s")\(report.problems.isEmpty ? "" : ", \(report.problems.count) run problem\(report.problems.count == 1 ? "" : "s")") — see them first</a>"
            )
        }
        if !findings.isEmpty {
            parts.append(
                "<a href=\"#findings\">\(findings.count) error-mapping finding\(findings.count == 1 ? "" : "s")</a>")
        }
        parts.append("<a href=\"#matrix\">scenario × vendor</a>")
        parts.append("<a href=\"#vendors\">scores</a>")
        if let grid = links.grid { parts.append("<a href=\"\(escape(grid))\">requirement grid</a>") }
        if let spec = links.spec { parts.append("<a href=\"\(escape(spec))\">specification</a>") }
        return "<p class=\"jump\">" + parts.joined(separator: " · ") + "</p>"
    }

    /// Each contradiction between a vendor's reported retryability and the registry, said once.
    static func findingSection(_ findings: [ErrorMappingFinding]) -> String {
        guard !findings.isEmpty else { return "" }
        var out =
            "<section id=\"findings\">\n<h2>Findings about vendors' error mappings</h2>\n<p>A vendor reports a neutral code with a retryability the registry contradicts (see the error-code map in SPEC.md). Said once here; the error-code table points at it.</p>\n<ul>\n"
        for (index, finding) in findings.enumerated() {
            out +=
                "<li id=\"finding-\(index + 1)\" data-vendor=\"\(escape(finding.vendor))\">\(escape(finding.sentence))</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    static func filterBar(_ report: RunReport) -> String {
        var out =
            "<nav id=\"filters\" hidden aria-label=\"Filters\">\n<button type=\"button\" id=\"filters-toggle\" aria-expanded=\"false\">Filters</button>\n"
        out += "<fieldset class=\"collapsible\"><legend>Vendors</legend>\n"
        for vendor in report.vendors {
            out +=
                "<label><input type=\"checkbox\" name=\"vendor\" value=\"\(escape(vendor.id))\" checked> \(escape(vendor.displayName))</label>\n"
        }
        out +=
            "</fieldset>\n<fieldset class=\"lane-switch\"><legend>Vendor column</legend><select id=\"lane\" aria-label=\"Vendor column shown on a narrow screen\">"
        out += report.vendors.map { "<option value=\"\(escape($0.id))\">\(escape($0.displayName))</option>" }.joined()
        out +=
            "</select></fieldset>\n<fieldset class=\"collapsible\"><legend>Facet, requirement, step</legend>\n<select id=\"facet-filter\" aria-label=\"Facet\"><option value=\"\">all facets</option>\n"
        for facet in report.facets { out += "<option value=\"\(escape(facet))\">\(escape(facet))</option>\n" }
        out +=
            "</select>\n<select id=\"requirement-filter\" aria-label=\"Requirement\"><option value=\"\">every requirement</option>\n"
        let cited = Set(report.scenarios.flatMap(\.requirements))
        for id in cited.sorted(by: RequirementCatalog.idOrder) {
            let summary = RequirementCatalog.requirement(id).map { " — " + $0.summary } ?? ""
            out += "<option value=\"\(escape(id.rawValue))\">\(escape(id.rawValue + summary))</option>\n"
        }
        out += "</select>\n<select id=\"step-filter\" aria-label=\"Step kind\"><option value=\"\">any step</option>\n"
        let kinds = Set(report.scenarios.flatMap { $0.steps.map(\.kind) })
        for kind in StepKind.allCases.map(\.rawValue).filter(kinds.contains)
            + kinds.subtracting(StepKind.allCases.map(\.rawValue)).sorted()
        {
            out += "<option value=\"\(escape(kind))\">\(escape(kind))</option>\n"
        }
        out += "</select>\n</fieldset>\n<fieldset class=\"collapsible\"><legend>Outcome</legend>\n"
        out +=
            "<label><input type=\"checkbox\" id=\"outcome-filter\"> outcome differs among vendors that ran it</label>\n"
        out += "<label><input type=\"checkbox\" id=\"behaviour-filter\"> behaviour differs</label>\n"
        out += "<label><input type=\"checkbox\" id=\"problem-filter\"> only with a failure or deviation</label>\n"
        out +=
            "<label>order <select id=\"sort-filter\" aria-label=\"Order of the scenarios\"><option value=\"\">failures first, by id</option>"
            + "<option value=\"differing\">most vendors differing first</option></select></label>\n"
        out +=
            "</fieldset>\n<fieldset class=\"collapsible\"><legend>Search</legend><input type=\"search\" id=\"text-filter\" placeholder=\"id, text, step kind, app state\" aria-label=\"Search scenarios\"></fieldset>\n"
        out +=
            "<fieldset class=\"collapsible\"><legend>Columns</legend>\n<label><input type=\"checkbox\" id=\"na-columns\"> n/a columns in full</label>\n"
        out += "</fieldset>\n<p id=\"filter-count\" aria-live=\"polite\"></p>\n</nav>\n"
        return out
    }

    static func baselineSection(_ diff: BaselineDiff) -> String {
        var out = "<section id=\"baseline\">\n<h2>Since the baseline</h2>\n<p>\(escape(diff.summary)).</p>\n"
        let rows =
            diff.regressions.map { ("✗ regression", "o-fail", $0) } + diff.fixes.map { ("✓ fix", "o-pass", $0) }
            + diff.otherChanges.map { ("↔ changed", "o-not-applicable", $0) }
        if !rows.isEmpty {
            out +=
                "<table class=\"baseline\">\n<thead><tr><th scope=\"col\">change</th><th scope=\"col\">case</th><th scope=\"col\">before</th><th scope=\"col\">now</th></tr></thead>\n<tbody>\n"
            for (label, style, change) in rows {
                out +=
                    "<tr><td class=\"\(style)\">\(escape(label))</td><td><code>\(escape(change.id))</code></td><td>\(escape(ComparisonText.label(change.before)))</td><td>\(escape(ComparisonText.label(change.after)))</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        if !diff.added.isEmpty {
            out += "<p>New cases: " + diff.added.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        if !diff.removed.isEmpty {
            out +=
                "<p>Removed cases: " + diff.removed.map { "<code>\(escape($0))</code>" }.joined(separator: ", ")
                + "</p>\n"
        }
        return out + "</section>\n"
    }

    static func vendorSection(_ report: RunReport, _ lookup: RunReport.CaseLookup, notes: inout CitationNotes) -> String
    {
        var out =
            "<section id=\"vendors\">\n<h2>Vendors</h2>\n<table class=\"scores vendor-scores\">\n<thead><tr><th scope=\"col\">vendor</th><th scope=\"col\">score (pass of applicable · coverage · known deviations)</th><th scope=\"col\">capabilities</th><th scope=\"col\">declared known deviations</th></tr></thead>\n<tbody>\n"
        for vendor in report.vendors {
            var deviations = "none"
            if !vendor.knownDeviations.isEmpty {
                let count = vendor.knownDeviations.count
                deviations =
                    "<details class=\"declared\"><summary>\(count) known deviation\(count == 1 ? "" : "s") declared</summary><ul>"
                for deviation in DeviationText.grouped(vendor.knownDeviations) {
                    deviations +=
                        "<li><b>\(escape(deviation.invariantList))</b> \(escape(deviation.summary))\(notes.htmlReference(deviation.citation))</li>"
                }
                deviations += "</ul></details>"
            }
            let composite =
                RequirementGrid.isComposite(vendor)
                ? "<br><span class=\"tag\">composite: every vendor behind one PushRouter, router.* scenarios only</span>"
                : ""
            out +=
                "<tr data-vendor=\"\(escape(vendor.id))\"><th scope=\"row\">\(escape(vendor.displayName))<br><code>\(escape(vendor.id))</code>\(composite)</th>"
                + "<td data-label=\"score\">\(escape(ComparisonText.score(lookup.counts(vendor: vendor.id))))</td>"
                + "<td data-label=\"capabilities\">\(vendor.capabilities.map { "<span class=\"tag\">\(escape($0))</span>" }.joined(separator: " "))</td>"
                + "<td data-label=\"declared known deviations\">\(deviations)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    static func vendorHeaders(_ report: RunReport) -> String { vendorHeaders(report.vendors) }

    static func vendorHeaders(_ vendors: [RunReport.Vendor]) -> String {
        vendors.map { "<th scope=\"col\" data-vendor=\"\(escape($0.id))\">\(escape($0.displayName))</th>" }.joined()
    }

    static func facetSection(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> String {
        var out =
            "<section id=\"facets\">\n<h2>Per facet</h2>\n<table class=\"summary\">\n<thead><tr><th scope=\"col\">facet</th>\(vendorHeaders(report))</tr></thead>\n<tbody>\n"
        for facet in report.facets {
            out +=
                "<tr data-facet=\"\(escape(facet))\"><th scope=\"row\"><a href=\"#facet-\(escape(facet))\">\(escape(facet))</a></th>"
            for vendor in report.vendors {
                let counts = lookup.counts(vendor: vendor.id, facet: facet)
                let worst: CaseOutcome =
                    counts.fail + counts.errored > 0
                    ? .fail
                    : counts.knownDeviation > 0
                        ? .knownDeviation
                        : counts.pass > 0 ? .pass : .notApplicable
                out +=
                    "<td data-vendor=\"\(escape(vendor.id))\" class=\"o-\(worst.rawValue)\">\(escape(counts.cell))</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    static func errorSection(
        _ report: RunReport, _ lookup: RunReport.CaseLookup, findings: [ErrorMappingFinding],
        notes: inout CitationNotes
    ) -> String {
        let scenarios = report.scenarios.filter { lookup.scenariosWithErrors.contains($0.id) }
        guard !scenarios.isEmpty else { return "" }
        var out =
            "<section id=\"errors\">\n<h2>Error codes per scenario</h2>\n<p>Neutral code, the vendor's native code in brackets, ↻ retryable. Only scenarios where some vendor reported an error. Every neutral code with each vendor's native codes: \(Specification.errorCodeMapReference).</p>\n"
        out +=
            "<table class=\"errors\">\n<thead><tr><th scope=\"col\">scenario</th>\(vendorHeaders(report))</tr></thead>\n<tbody>\n"
        for scenario in scenarios {
            out +=
                "<tr data-facet=\"\(escape(scenario.facet))\" data-scenario=\"\(escape(scenario.id))\"><th scope=\"row\"><a href=\"#s-\(escape(scenario.id))\"><code>\(escape(scenario.id))</code></a></th>"
            for vendor in report.vendors {
                let entry = lookup.entry(vendor: vendor.id, scenario: scenario.id)
                let text: String
                if let entry, entry.outcome != .notApplicable {
                    text =
                        entry.behaviour.errors.isEmpty
                        ? "<span class=\"none\">none</span>"
                        : "<ul>"
                            + entry.behaviour.errors.map { item in
                                "<li><code>\(escape(item.display))</code>\(findingReference(item.text, vendor: vendor.id, findings: findings))</li>"
                            }.joined() + "</ul>"
                } else {
                    text = "<span class=\"none\">n/a</span>"
                }
                out += "<td data-vendor=\"\(escape(vendor.id))\">\(text)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    /// A link to the finding an error item shows, when the registry contradicts it.
    static func findingReference(_ item: String, vendor: String, findings: [ErrorMappingFinding]) -> String {
        let (prefix, error) = ReportedError.parse(behaviourText: item)
        guard error.contradiction != nil,
            let index = findings.firstIndex(where: { $0.matches(error, vendor: prefix ?? vendor) })
        else { return "" }
        return
            "<sup class=\"note-ref\"><a href=\"#finding-\(index + 1)\" title=\"the registry says otherwise\">[finding \(index + 1)]</a></sup>"
    }

    /// Every known deviation that showed, each item naming its scenario (`data-scenario`), so the
    /// filters hide it with its scenario's row and its link never leads to a hidden row.
    static func deviationSection(_ report: RunReport, notes: inout CitationNotes) -> String {
        let shown = report.cases.filter { $0.outcome == .knownDeviation }
        guard !shown.isEmpty else { return "" }
        var out =
            "<section id=\"deviations\">\n<h2>Known deviations that showed</h2>\n<p>Filtered with the scenarios: a deviation shows while its scenario's row does.</p>\n<ul>\n"
        for entry in shown {
            for deviation in DeviationText.grouped(entry.deviations) {
                out +=
                    "<li data-vendor=\"\(escape(entry.vendor))\" data-facet=\"\(escape(entry.facet))\" data-scenario=\"\(escape(entry.scenario))\">⚠ <b>\(escape(entry.vendor))</b> × <a href=\"#s-\(escape(entry.scenario))\"><code>\(escape(entry.scenario))</code></a>: <b>\(escape(deviation.invariantList))</b> \(escape(deviation.summary))\(notes.htmlReference(deviation.citation))</li>\n"
            }
        }
        return out + "</ul>\n</section>\n"
    }

    static func failureSection(_ report: RunReport) -> String {
        let failed = report.cases.filter { $0.outcome == .fail || $0.outcome == .errored }
        guard !failed.isEmpty || !report.problems.isEmpty else { return "" }
        var out = "<section id=\"failures\">\n<h2>Failures</h2>\n"
        if !report.problems.isEmpty {
            out +=
                "<ul class=\"problems\">\n" + report.problems.map { "<li>✗ \(escape($0.message))</li>\n" }.joined()
                + "</ul>\n"
        }
        for entry in failed {
            out +=
                "<details id=\"f-\(escape(entry.vendor))-\(escape(entry.scenario))\" data-vendor=\"\(escape(entry.vendor))\" data-facet=\"\(escape(entry.facet))\"><summary>\(ComparisonText.plainSymbol(entry.outcome)) <b>\(escape(entry.vendor))</b> × <code>\(escape(entry.scenario))</code>: \(escape(entry.reason))</summary>\n"
            var lines: [String] = []
            if let note = entry.note { lines.append(note) }
            lines.append(entry.failureDetails)
            out += "<pre>\(escape(lines.joined(separator: "\n")))</pre>\n</details>\n"
        }
        return out + "</section>\n"
    }

    /// Why a case is not a plain pass, as HTML: a known deviation's citation becomes a numbered note.
    static func reasonHTML(_ entry: RunReport.Case, notes: inout CitationNotes) -> String {
        guard entry.outcome == .knownDeviation else { return escape(entry.reason) }
        var parts: [String] = []
        for deviation in DeviationText.grouped(entry.deviations) {
            parts.append(
                escape("\(deviation.invariantList): \(deviation.summary)") + notes.htmlReference(deviation.citation))
        }
        return parts.joined(separator: "; ")
    }

    /// Escapes text for HTML element content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var lineStart = true
        for scalar in text.unicodeScalars {
            defer { lineStart = scalar == "\n" || (lineStart && scalar.properties.isWhitespace) }
            switch scalar {
            case ":" where lineStart: out += "&#58;"  // no line a CI log would read as `::error::`
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Controls and bidirectional overrides from a file are spelt out (`\u{202E}`), as in every output.
            case _ where VisibleText.isHidden(scalar, lineBreaks: true): out += VisibleText.spelling(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
