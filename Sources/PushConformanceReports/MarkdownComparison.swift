public import PushConformance
import PushContract

/// The scenario × vendor comparison as Markdown, small enough for a CI step summary: failures
/// and run-level problems first, scores (pass of applicable, coverage, known deviations), the
/// scenarios whose outcome differs, a facet summary, error codes side by side, known
/// deviations with citations, and one matrix per facet whose cells show the outcome and what
/// differs from the lines every vendor shares (folded into a "common" line per scenario).
public enum MarkdownComparison {
    /// How many items of one behaviour list a cell shows before "+N more".
    static let itemsPerRow = 4

    /// The document.
    public static func render(_ report: RunReport, baseline: BaselineDiff? = nil) -> String {
        var out: [String] = []
        let vendors = report.vendors
        let lookup = RunReport.CaseLookup(report)
        out.append("# Push SDK conformance: vendors side by side")
        out.append("")
        out.append("Suite \(report.suiteVersion) · \(report.scenarios.count) scenarios · \(vendors.count) vendor\(vendors.count == 1 ? "" : "s") · "
                   + "\(report.cases.count) cases, every cell from an executed run. \(report.succeeded ? "✅ The run passed." : "❌ The run failed.")")
        out.append("")
        let failed = report.cases.filter { $0.outcome == .fail || $0.outcome == .errored }.count
        if failed > 0 || !report.problems.isEmpty {
            out.append("")
            out.append("**[\(failed) failed or errored case\(failed == 1 ? "" : "s"), \(report.problems.count) run problem\(report.problems.count == 1 ? "" : "s") — below, first.](#failures)**")
        }
        out += failures(report)
        if !report.problems.isEmpty {
            out.append("")
            out.append("## Run problems")
            out.append("")
            out += report.problems.map { "- ❌ \(inline($0.message))" }
        }
        out.append("")
        out.append("| vendor | score: pass of applicable · coverage · known deviations | capabilities |")
        out.append("|---|---|---|")
        for vendor in vendors {
            let composite = RequirementGrid.isComposite(vendor) ? " — composite: every vendor behind one PushRouter, `router.*` only" : ""
            out.append("| **\(cell(vendor.displayName))** (`\(vendor.id)`)\(composite) | \(ComparisonText.score(lookup.counts(vendor: vendor.id))) | \(cell(vendor.capabilities.joined(separator: ", "))) |")
        }
        out.append("")
        out.append("Outcomes: ✅ pass · ⚠️ known deviation (documented vendor behaviour, cited) · ❌ FAIL · 💥 ERRORED · ➖ n/a (capability missing; never counted as a pass).")
        if let baseline { out += baselineSection(baseline) }
        out += differing(report, lookup)
        out += facetSummary(report, lookup)
        out += errorComparison(report, lookup)
        out += deviations(report)
        out += matrices(report, lookup)
        return out.joined(separator: "\n") + "\n"
    }

    static func baselineSection(_ diff: BaselineDiff) -> [String] {
        var out = ["", "## Since the baseline", "", cell(diff.summary) + "."]
        let rows = diff.regressions.map { ("❌ regression", $0) } + diff.fixes.map { ("✅ fix", $0) }
            + diff.otherChanges.map { ("↔ changed", $0) }
        if !rows.isEmpty {
            out += ["", "| change | case | before | now |", "|---|---|---|---|"]
            out += rows.map { "| \($0.0) | `\($0.1.id)` | \(ComparisonText.label($0.1.before)) | \(ComparisonText.label($0.1.after)) |" }
        }
        if !diff.added.isEmpty { out += ["", "New cases: " + diff.added.map { "`\($0)`" }.joined(separator: ", ")] }
        if !diff.removed.isEmpty { out += ["", "Removed cases: " + diff.removed.map { "`\($0)`" }.joined(separator: ", ")] }
        return out
    }

    /// The scenarios whose outcome differs among the vendors that ran them, and how many
    /// differ in behaviour (outside the lines every vendor shares).
    static func differing(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        var outcome: [String] = []
        var behaviour = 0
        for scenario in report.scenarios {
            let baseline = ScenarioBaseline(report.vendors.compactMap { lookup.entry(vendor: $0.id, scenario: scenario.id) })
            if baseline.outcomeDiffers { outcome.append(scenario.id) }
            if baseline.behaviourDiffers { behaviour += 1 }
        }
        var out = ["", "## Where vendors differ", "",
                   "Outcome differs among the vendors that ran it: \(outcome.count) of \(report.scenarios.count) scenarios"
                   + (outcome.isEmpty ? "." : ":")]
        out += outcome.map { "- `\($0)`" }
        out += ["", "Behaviour differs (outside the lines every vendor shares, native codes aside): \(behaviour) of \(report.scenarios.count) scenarios."]
        return out
    }

    static func facetSummary(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        var out = ["", "## Per facet", "", "| facet | " + report.vendors.map { cell($0.id) }.joined(separator: " | ") + " |",
                   "|---|" + report.vendors.map { _ in "---|" }.joined()]
        for facet in report.facets {
            let cells = report.vendors.map { vendor in lookup.counts(vendor: vendor.id, facet: facet).cell }
            out.append("| [\(facet)](#\(anchor("facet-" + facet))) | " + cells.joined(separator: " | ") + " |")
        }
        return out
    }

    static func errorComparison(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        let scenarios = report.scenarios.filter { lookup.scenariosWithErrors.contains($0.id) }
        guard !scenarios.isEmpty else { return [] }
        var out = ["", "## Error codes per scenario", "",
                   "Neutral code with the vendor's native code in brackets; ↻ retryable. Only scenarios where some vendor reported an error. "
                   + "Every neutral code with each vendor's native codes: \(Specification.errorCodeMapReference).",
                   "", "| scenario | " + report.vendors.map { cell($0.id) }.joined(separator: " | ") + " |",
                   "|---|" + report.vendors.map { _ in "---|" }.joined()]
        for scenario in scenarios {
            let cells = report.vendors.map { vendor -> String in
                guard let entry = lookup.entry(vendor: vendor.id, scenario: scenario.id) else { return "–" }
                if entry.outcome == .notApplicable { return "n/a" }
                return entry.behaviour.errors.isEmpty ? "none" : entry.behaviour.errors.map { "`\(cell($0.display))`" }.joined(separator: "<br>")
            }
            out.append("| `\(scenario.id)` | " + cells.joined(separator: " | ") + " |")
        }
        return out
    }

    static func deviations(_ report: RunReport) -> [String] {
        let shown = report.cases.filter { $0.outcome == .knownDeviation }
        guard !shown.isEmpty else { return [] }
        var out = ["", "## Known deviations", ""]
        for entry in shown {
            for deviation in entry.deviations {
                out.append("- ⚠️ **\(entry.vendor)** × `\(entry.scenario)` — \(deviation.deviation.invariant): \(inline(deviation.deviation.summary)) _[\(inline(deviation.deviation.citation))]_")
            }
        }
        return out
    }

    static func failures(_ report: RunReport) -> [String] {
        let failed = report.cases.filter { $0.outcome == .fail || $0.outcome == .errored }
        guard !failed.isEmpty else { return [] }
        var out = ["", "## Failures", "<a id=\"failures\"></a>", ""]
        for entry in failed {
            out.append("<details><summary>\(ComparisonText.symbol(entry.outcome)) <b>\(html(entry.vendor))</b> × <code>\(html(entry.scenario))</code>: \(html(entry.reason))</summary>")
            out.append("")
            out.append("```")
            var lines: [String] = []
            if let note = entry.note { lines.append(note) }
            lines.append(entry.failureDetails)
            out.append(MarkdownText.codeBlock(lines.joined(separator: "\n")))
            out.append("```")
            out.append("</details>")
        }
        return out
    }

    static func matrices(_ report: RunReport, _ lookup: RunReport.CaseLookup) -> [String] {
        var out: [String] = []
        let scenariosByFacet = Dictionary(grouping: report.scenarios, by: \.facet)
        for facet in report.facets {
            let columns = lookup.vendors(in: facet)
            out += ["", "## Facet: \(facet)", "<a id=\"\(anchor("facet-" + facet))\"></a>", "",
                    "| scenario | " + columns.map { cell($0.id) }.joined(separator: " | ") + " |",
                    "|---|" + columns.map { _ in "---|" }.joined()]
            for scenario in HTMLComparisonMatrix.ordered(scenariosByFacet[facet] ?? [], lookup: lookup, vendors: columns) {
                let baseline = ScenarioBaseline(columns.compactMap { lookup.entry(vendor: $0.id, scenario: scenario.id) })
                let cells = columns.map { vendor -> String in
                    guard let entry = lookup.entry(vendor: vendor.id, scenario: scenario.id) else { return "–" }
                    return caseCell(entry, baseline: baseline)
                }
                var head = "`\(scenario.id)`<br>\(cell(scenario.title))"
                if baseline.outcomeDiffers { head += "<br>**outcome differs**" }
                if !baseline.common.isEmpty {
                    head += "<details><summary>common (\(baseline.common.count))</summary>"
                        + baseline.common.map { cell("\($0.heading): \($0.text)") }.joined(separator: "<br>") + "</details>"
                }
                if !baseline.usual.isEmpty {
                    head += "<details><summary>usual (\(baseline.usual.count))</summary>"
                        + baseline.usual.map { cell("\($0.heading): \($0.text)") }.joined(separator: "<br>") + "</details>"
                }
                out.append("| \(head) | " + cells.joined(separator: " | ") + " |")
            }
        }
        return out
    }

    static func caseCell(_ entry: RunReport.Case, baseline: ScenarioBaseline) -> String {
        var parts = ["\(ComparisonText.symbol(entry.outcome)) \(ComparisonText.label(entry.outcome))"]
        if entry.outcome == .notApplicable { return parts[0] + (entry.note.map { " (\(cell($0)))" } ?? "") }
        if entry.outcome == .knownDeviation {
            parts[0] += " " + entry.deviations.map(\.deviation.invariant.rawValue).joined(separator: ", ")
        }
        let own = baseline.differences[entry.vendor] ?? []
        let lacks = baseline.missing[entry.vendor] ?? []
        if own.isEmpty, lacks.isEmpty, !(baseline.common.isEmpty && baseline.usual.isEmpty) {
            parts.append(baseline.usual.isEmpty ? "= common only" : "= common + usual only")
        }
        if !lacks.isEmpty { parts.append("**lacks the usual** " + lacks.map { cell("\($0.heading): \($0.text)") }.joined(separator: ", ")) }
        for heading in own.map(\.heading).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let items = own.filter { $0.heading == heading }.map(\.text)
            let shown = items.prefix(itemsPerRow).map(cell).joined(separator: ", ")
            let more = items.count > itemsPerRow ? " +\(items.count - itemsPerRow) more" : ""
            parts.append("**\(heading)** \(shown)\(more)")
        }
        return parts.joined(separator: "<br>")
    }

    /// Text safe inside a table cell (``MarkdownText/cell(_:)``).
    static func cell(_ text: String) -> String { MarkdownText.cell(text) }

    /// Text safe inline, outside tables (``MarkdownText/inline(_:)``).
    static func inline(_ text: String) -> String { MarkdownText.inline(text) }

    /// Minimal HTML escaping (``MarkdownText/html(_:)``).
    static func html(_ text: String) -> String { MarkdownText.html(text) }

    /// An anchor id: lower-case letters, digits and dashes.
    static func anchor(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
