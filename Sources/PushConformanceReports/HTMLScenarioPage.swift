import PushConformance
import PushContract

/// One scenario's page beside the comparison's index: its requirements (linked to the grid and
/// to SPEC.md), each vendor's outcome, the timeline (``ScenarioTimeline``) as its main view,
/// the failures, and each vendor's transcript, cut at ``transcriptLimit`` bytes so the page stays
/// bounded. The URL's hash keeps the view: `#vendors=a,b&diff=1&lane=a`.
enum HTMLScenarioPage {
    /// The most UTF-8 bytes of one vendor's transcript a page shows.
    static let transcriptLimit = 64 * 1024
    /// The most UTF-8 bytes of one failure's details a page shows.
    static let failureLimit = 16 * 1024

    /// Everything a page needs besides its scenario.
    struct Context {
        /// The run's vendors, in run order.
        var vendors: [RunReport.Vendor]
        /// The suite version.
        var suiteVersion: String
        /// Links as seen from the scenario pages' folder.
        var links: ReportLinks
        /// The run's error-mapping findings.
        var findings: [ErrorMappingFinding]
    }

    /// The page of one scenario; `cases` are its cases in vendor order.
    static func render(
        _ scenario: RunReport.ScenarioInfo, cases: [RunReport.Case], timeline: ScenarioTimeline, context: Context
    ) -> String {
        let escape = HTMLComparison.escape
        var notes = CitationNotes()
        var out = HTMLComparisonAssets.pageStart(title: "\(scenario.id) — vendors side by side", scenario: scenario.id)
        out += "<p class=\"title-line\">\(escape(scenario.title))</p>\n"
        out += "<p class=\"meta\">" + navigation(context.links) + " · facet <b>\(escape(scenario.facet))</b>"
        if !scenario.requires.isEmpty {
            out +=
                " · needs "
                + scenario.requires.map { "<span class=\"tag\">\(escape($0))</span>" }.joined(separator: " ")
        }
        if !scenario.requirements.isEmpty {
            out +=
                " · requirements "
                + scenario.requirements.map { requirementLinks($0.rawValue, context.links) }.joined(separator: " ")
        }
        out += "</p>\n"
        out += outcomes(cases, context: context, notes: &notes)
        out += "</header>\n"
        let ran = cases.filter { $0.outcome != .notApplicable }
        out += controls(ran, vendors: context.vendors)
        out += "<main>\n<section id=\"timeline\">\n<h2 class=\"compact\">Timeline</h2>\n"
        if ran.isEmpty {
            out += "<p>No vendor could run this scenario.</p>\n"
        } else {
            out +=
                "<p class=\"meta\">One lane per vendor that ran it, one row per step; the band is the app's state through the step. "
                + "Highlighted: not the same in every lane shown (native codes aside). Each vendor's launch routine "
                + "(what it does at every app start) is folded.</p>\n"
            out += ScenarioTimeline.legend
            out += timeline.html(vendors: context.vendors, cases: ran, findings: context.findings, notes: &notes)
        }
        out += "</section>\n"
        out += failures(cases)
        out += deviations(cases, notes: &notes)
        out += transcripts(ran)
        out += notes.htmlList()
        out += "</main>\n<script>\(HTMLComparisonScripts.scenario)</script>\n</body>\n</html>\n"
        return out
    }

    /// Links back to the index, to the grid and to SPEC.md.
    static func navigation(_ links: ReportLinks) -> String {
        let escape = HTMLComparison.escape
        var parts: [String] = []
        if let report = links.report {
            parts.append("<a id=\"back\" href=\"\(escape(report))#matrix\">← every scenario</a>")
        }
        if let grid = links.grid { parts.append("<a href=\"\(escape(grid))\">requirement grid</a>") }
        if let spec = links.spec { parts.append("<a href=\"\(escape(spec))\">specification</a>") }
        return parts.joined(separator: " · ")
    }

    /// A requirement id linked to its grid row and its SPEC.md entry.
    static func requirementLinks(_ id: String, _ links: ReportLinks) -> String {
        let escape = HTMLComparison.escape
        var text = "<span class=\"tag\">"
        text +=
            links.grid.map {
                "<a href=\"\(escape($0))#r-\(escape(id))\" title=\"its row in the grid\">\(escape(id))</a>"
            } ?? escape(id)
        if let spec = links.spec {
            text +=
                " <a href=\"\(escape(spec))#\(escape(ReportLinks.specAnchor(id)))\" title=\"its entry in the specification\">§</a>"
        }
        return text + "</span>"
    }

    private static func outcomes(_ cases: [RunReport.Case], context: Context, notes: inout CitationNotes) -> String {
        let escape = HTMLComparison.escape
        let names = Dictionary(context.vendors.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        var out = "<ul class=\"outcomes\">\n"
        for entry in cases {
            out +=
                "<li data-vendor=\"\(escape(entry.vendor))\" class=\"o-\(entry.outcome.rawValue)\"><b>\(escape(names[entry.vendor] ?? entry.vendor))</b> "
                + "<span class=\"outcome\">\(ComparisonText.plainSymbol(entry.outcome)) \(escape(ComparisonText.label(entry.outcome)))</span>"
            if !entry.reason.isEmpty {
                out += " <span class=\"why\">\(HTMLComparison.reasonHTML(entry, notes: &notes))</span>"
            }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    private static func controls(_ ran: [RunReport.Case], vendors: [RunReport.Vendor]) -> String {
        let escape = HTMLComparison.escape
        let names = Dictionary(vendors.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        var out =
            "<nav id=\"filters\" hidden aria-label=\"View\">\n<fieldset class=\"lanes collapsible\"><legend>Lanes</legend>\n"
        for entry in ran {
            out +=
                "<label><input type=\"checkbox\" name=\"vendor\" value=\"\(escape(entry.vendor))\" checked> \(escape(names[entry.vendor] ?? entry.vendor))</label>\n"
        }
        out +=
            "</fieldset>\n<fieldset class=\"lane-switch\"><legend>Vendor</legend><select id=\"lane\" aria-label=\"Vendor shown\">"
        for entry in ran {
            out += "<option value=\"\(escape(entry.vendor))\">\(escape(names[entry.vendor] ?? entry.vendor))</option>"
        }
        out +=
            "</select></fieldset>\n<fieldset><legend>Show</legend><label><input type=\"checkbox\" id=\"diff-only\"> only what differs</label></fieldset>\n"
        return out + "</nav>\n"
    }

    private static func failures(_ cases: [RunReport.Case]) -> String {
        let escape = HTMLComparison.escape
        let failed = cases.filter { $0.outcome == .fail || $0.outcome == .errored }
        guard !failed.isEmpty else { return "" }
        var out = "<section id=\"failures\">\n<h2>Failures</h2>\n"
        for entry in failed {
            var lines: [String] = []
            if let note = entry.note { lines.append(note) }
            lines.append(entry.failureDetails)
            let text = ReportText.cutBytes(lines.joined(separator: "\n"), to: failureLimit) {
                "\n… \($0) more lines: see the results file"
            }
            out +=
                "<details open data-vendor=\"\(escape(entry.vendor))\"><summary>\(ComparisonText.plainSymbol(entry.outcome)) <b>\(escape(entry.vendor))</b>: \(escape(entry.reason))</summary>\n<pre>\(escape(text))</pre>\n</details>\n"
        }
        return out + "</section>\n"
    }

    private static func deviations(_ cases: [RunReport.Case], notes: inout CitationNotes) -> String {
        let escape = HTMLComparison.escape
        let shown = cases.filter { $0.outcome == .knownDeviation }
        guard !shown.isEmpty else { return "" }
        var out = "<section id=\"deviations\">\n<h2>Known deviations that showed</h2>\n<ul>\n"
        for entry in shown {
            for deviation in DeviationText.grouped(entry.deviations) {
                out +=
                    "<li data-vendor=\"\(escape(entry.vendor))\">⚠ <b>\(escape(entry.vendor))</b>: <b>\(escape(deviation.invariantList))</b> \(escape(deviation.summary))"
                    + notes.htmlReference(deviation.citation) + "</li>\n"
            }
        }
        return out + "</ul>\n</section>\n"
    }

    private static func transcripts(_ ran: [RunReport.Case]) -> String {
        let escape = HTMLComparison.escape
        guard !ran.isEmpty else { return "" }
        var out =
            "<section id=\"transcripts\">\n<h2>Transcripts</h2>\n<p>Each vendor's transcript as recorded (JSON Lines), as its golden holds it.</p>\n<div class=\"side-by-side\">\n"
        for entry in ran {
            let text = ReportText.cutBytes(entry.transcript.joined(separator: "\n"), to: transcriptLimit) {
                "\n… \($0) more lines: see the results file"
            }
            out +=
                "<details class=\"transcript\" data-vendor=\"\(escape(entry.vendor))\"><summary><b>\(escape(entry.vendor))</b>: \(entry.transcript.count) line\(entry.transcript.count == 1 ? "" : "s")</summary>"
                + "<pre>\(escape(text))</pre></details>\n"
        }
        return out + "</div>\n</section>\n"
    }
}
