import PushConformance
import PushContract

extension RequirementGrid {
    /// The grid as one self-contained HTML page (the comparison page's style sheet, no script):
    /// the rows a vendor-chooser reads first (platform rules, pain points), then the contract
    /// requirements and the invariants (every requirement, each with the kinds of oracle that judge it),
    /// one table per kind with sticky column headers, a per-vendor tally and the uncovered
    /// requirements with the reason each cannot be exercised. Each cell is shaded by the share
    /// of the vendor's cases in which the requirement held, and shows that count (`12/14`); on a
    /// narrow screen only its glyph and count. Each row links to its SPEC.md entry and to the
    /// comparison filtered to its scenarios; repeated citations become numbered notes.
    ///
    /// Structure: `<table class="grid" data-kind="…">`, a `<tr data-requirement="ID">` per row and a
    /// `<td data-vendor="…" data-status="…" data-holds="N" data-deviations="N" data-fails="N"
    /// data-na="N">` per cell, so a tool can read the counts back.
    package func html(suiteVersion: String, links: ReportLinks = ReportLinks()) -> String {
        let escape = HTMLComparison.escape
        var notes = CitationNotes()
        var out = HTMLComparisonAssets.pageStart(title: "Push SDK conformance: requirement × vendor grid")
        out += """
            <p class="meta">Suite \(escape(suiteVersion)) · \(rows.count) requirements × \(vendors.count) vendor\(vendors.count == 1 ? "" : "s") · \(casesPerVendor.values.reduce(0, +)) cases. \(escape(Self.reading))</p>
            <p class="meta">\(escape(Self.counting))</p>
            <p class="legend">\(Status.legendOrder.map { "<span class=\"o \(Self.style($0))\">\(Self.glyph($0)) \($0.legend)</span>" }.joined(separator: " ")) — the deeper the shade, the larger the share of the vendor's cases in which it held.</p>
            <p class="jump">\(HTMLScenarioPage.navigation(ReportLinks(report: links.report, grid: nil, spec: links.spec)))</p>

            """
        if vendors.contains(where: Self.isComposite) {
            out +=
                "<p class=\"meta\"><code>router</code> is a composite: every vendor behind one <code>PushRouter</code>, running the <code>router.*</code> scenarios only.</p>\n"
        }
        out +=
            "</header>\n<main>\n<section id=\"tally\">\n<h2>Per vendor</h2>\n<table class=\"scores\">\n<thead><tr><th scope=\"col\">vendor</th><th scope=\"col\">cases</th><th scope=\"col\">holds</th><th scope=\"col\">known deviation</th><th scope=\"col\">SHOULD not met</th><th scope=\"col\">fails</th><th scope=\"col\">untestable here</th><th scope=\"col\">no oracle</th><th scope=\"col\">not exercised</th></tr></thead>\n<tbody>\n"
        for (index, vendor) in vendors.enumerated() {
            var counts: [Status: Int] = [:]
            for row in rows { counts[row.cells[index].status, default: 0] += 1 }
            out +=
                "<tr data-vendor=\"\(escape(vendor.id))\"><th scope=\"row\">\(escape(Self.columnTitle(vendor)))</th><td>\(casesPerVendor[vendor.id] ?? 0)</td>"
                + [Status.holds, .knownDeviation, .shouldNotMet, .fails, .untestable, .noOracle, .notExercised].map {
                    "<td>\(counts[$0] ?? 0)</td>"
                }.joined()
                + "</tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
        for kind in Self.kinds {
            let group = rows.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            out += "<section id=\"kind-\(kind.rawValue)\">\n<h2>\(escape(Self.heading(kind)))</h2>\n"
            out +=
                "<table class=\"grid\" data-kind=\"\(kind.rawValue)\">\n<colgroup><col class=\"req-col\"><col class=\"count-col\">"
                + vendors.map { "<col data-vendor=\"\(escape($0.id))\">" }.joined()
                + "</colgroup>\n<thead><tr><th scope=\"col\">requirement</th><th scope=\"col\" class=\"count\">scenarios</th>"
            out += vendors.map {
                "<th scope=\"col\" data-vendor=\"\(escape($0.id))\">\(escape(Self.columnTitle($0)))</th>"
            }.joined()
            out += "</tr></thead>\n<tbody>\n"
            for row in group {
                let id = row.id.rawValue
                let spec =
                    links.spec.map {
                        " <a href=\"\(escape($0))#\(escape(ReportLinks.specAnchor(id)))\" title=\"its entry in the specification\">§</a>"
                    } ?? ""
                out +=
                    "<tr id=\"r-\(escape(id))\" data-requirement=\"\(escape(id))\"><th scope=\"row\"><code>\(escape(id))</code>\(spec) <span class=\"tag\">\(row.level.rawValue)</span> <span class=\"tag oracle\" title=\"what judges it\">\(escape(row.oracleText))</span><span class=\"title\">\(escape(row.summary))</span></th>"
                let cited = "\(row.citingScenarios.count) scenario\(row.citingScenarios.count == 1 ? "" : "s")"
                let citing =
                    links.report.map {
                        !row.citingScenarios.isEmpty
                            ? "<a href=\"\(escape($0))#req=\(escape(id))\" title=\"the comparison, filtered to them\">\(cited)</a>"
                            : cited
                    } ?? cited
                out += "<td class=\"count\">\(row.countsEveryCase ? "every case; \(citing) cite it" : citing)</td>"
                for (index, vendor) in vendors.enumerated() {
                    out += cellHTML(row.cells[index], vendor: vendor.id, notes: &notes)
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n</table>\n</section>\n"
        }
        out += "<section id=\"uncovered\">\n<h2>Uncovered requirements</h2>\n"
        if uncovered.isEmpty {
            out += "<p>Every requirement of the grid is cited by at least one scenario.</p>\n"
        } else {
            out +=
                "<p>No scenario of this run cites these (an invariant among them is still checked on every case):</p>\n<ul>\n"
            for row in uncovered {
                out +=
                    "<li data-requirement=\"\(escape(row.id.rawValue))\"><b>\(escape(row.id.rawValue))</b> \(escape(row.summary)) — \(escape(row.unexercisable ?? "no scenario yet; one can be written"))</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</section>\n" + notes.htmlList() + "</main>\n</body>\n</html>\n"
    }

    private func cellHTML(_ cell: Cell, vendor: String, notes: inout CitationNotes) -> String {
        let escape = HTMLComparison.escape
        let style = Self.style(cell.status)
        var out =
            "<td data-vendor=\"\(escape(vendor))\" data-status=\"\(cell.status.rawValue)\" data-holds=\"\(cell.holds)\" "
            + "data-deviations=\"\(cell.knownDeviations)\" data-fails=\"\(cell.fails)\" data-warnings=\"\(cell.warnings)\" data-na=\"\(cell.notApplicable)\" "
            + "class=\"\(style)\" style=\"background:\(Self.shade(cell))\" title=\"\(escape(cell.text))\">"
            + "<div class=\"outcome\"><span class=\"glyph\">\(Self.glyph(cell.status))</span> <span class=\"count\">\(cell.count)</span>"
            + "<span class=\"cell-text\"> \(escape(cell.text))</span></div>"
        if !cell.citations.isEmpty, cell.unjudged == nil {
            out +=
                "<p class=\"why\">"
                + cell.citedSources.map { source in
                    escape((cell.citedInvariants[source] ?? []).joined(separator: ", ")) + notes.htmlReference(source)
                }.joined(separator: "<br>") + "</p>"
        }
        if cell.notApplicable > 0 { out += "<p class=\"why none\">\(cell.notApplicable) n/a</p>" }
        return out + "</td>"
    }

    /// The CSS class of a status's cells and legend entry.
    static func style(_ status: Status) -> String {
        switch status {
        case .holds: return "o-pass"
        case .knownDeviation: return "o-known-deviation"
        case .shouldNotMet: return "o-should"
        case .fails: return "o-fail"
        case .untestable: return "o-untestable"
        case .noOracle: return "o-no-oracle"
        case .notExercised: return "o-not-applicable"
        }
    }

    /// A cell's glyph (beside its count, never alone).
    static func glyph(_ status: Status) -> String {
        switch status {
        case .holds: return "✓"
        case .knownDeviation: return "⚠"
        case .shouldNotMet: return "◆"
        case .fails: return "✗"
        case .untestable: return "∅"
        case .noOracle: return "?"
        case .notExercised: return "–"
        }
    }

    /// The cell's background: its status's colour, deeper the larger the share of the vendor's
    /// cases in which the requirement held (a failing cell stays red whatever the share).
    static func shade(_ cell: Cell) -> String {
        let base: (Double, Double, Double)
        let share: Double
        let total = Double(max(cell.total, 1))
        switch cell.status {
        case .holds: base = (45, 164, 78); share = Double(cell.holds) / total
        case .knownDeviation: base = (212, 167, 44); share = Double(cell.holds + cell.knownDeviations) / total
        case .shouldNotMet: base = (251, 143, 68); share = Double(cell.holds + cell.warnings) / total
        case .fails: base = (207, 34, 46); share = 0.6
        case .untestable, .noOracle: base = (140, 149, 159); share = 0.3
        case .notExercised: base = (175, 184, 193); share = 0.2
        }
        let strength = 0.08 + 0.5 * share
        func channel(_ value: Double) -> String {
            let mixed = Int((255 - (255 - value) * strength).rounded())
            let hex = String(mixed, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + channel(base.0) + channel(base.1) + channel(base.2)
    }
}
