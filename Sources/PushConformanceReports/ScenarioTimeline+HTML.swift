import PushConformance
import PushContract

extension ScenarioTimeline {
    /// The timeline as an HTML table: a `<tr data-step="…" data-kind="…">` per step (`differs`
    /// when the lanes differ, `quiet` when nothing was recorded), a `<td data-vendor="…"
    /// class="lane">` per lane with its state band (`<span class="st st-<state>">`) and its
    /// records (`<li class="r c-<category> diff|same">`); launch-routine records fold into a
    /// `<details class="routine">`. A request or download carries `id="l<lane>-http-<seq>"`, and
    /// its answer, where it arrived, an `<a class="to-request">` back to it. An error the
    /// registry contradicts points at its note.
    func html(
        vendors: [RunReport.Vendor], cases: [RunReport.Case], findings: [ErrorMappingFinding],
        notes: inout CitationNotes
    ) -> String {
        let escape = HTMLComparison.escape
        let names = Dictionary(vendors.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        let outcomes = Dictionary(cases.map { ($0.vendor, $0.outcome) }, uniquingKeysWith: { first, _ in first })
        var out =
            "<table class=\"timeline\">\n<colgroup><col class=\"step-col\">"
            + lanes.map { "<col data-vendor=\"\(escape($0))\">" }.joined()
            + "</colgroup>\n<thead><tr><th scope=\"col\">step</th>"
        for lane in lanes {
            let outcome = outcomes[lane] ?? .notApplicable
            out +=
                "<th scope=\"col\" data-vendor=\"\(escape(lane))\">\(escape(names[lane] ?? lane)) "
                + "<span class=\"o o-\(outcome.rawValue)\">\(ComparisonText.plainSymbol(outcome)) \(escape(ComparisonText.label(outcome)))</span></th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            var classes: [String] = []
            if row.differs { classes.append("differs") }
            if row.quiet { classes.append("quiet") }
            out +=
                "<tr data-step=\"\(escape(row.step.id))\" data-kind=\"\(escape(row.step.kind))\""
                + (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + ">"
            out += "<th scope=\"row\"><span class=\"step-id\">\(escape(row.step.id))</span>"
            if !row.step.kind.isEmpty && row.step.kind != row.step.id {
                out += " <span class=\"tag\">\(escape(row.step.kind))</span>"
            }
            if let time = row.time { out += " <span class=\"t\">t=\(escape(time))</span>" }
            if !row.step.action.isEmpty {
                out += "<span class=\"action\" title=\"\(escape(row.step.action))\">\(escape(row.step.action))</span>"
            }
            if row.differs { out += "<span class=\"flag flag-outcome\">differs</span>" }
            out += "</th>"
            for (lane, cell) in row.cells.enumerated() {
                out += Self.cellHTML(cell, vendor: lanes[lane], lane: lane, findings: findings, notes: &notes)
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// The legend: states, glyphs, highlighting.
    static var legend: String {
        let categories = TimelineRecord.Category.allCases.map {
            "<span class=\"r c-\($0.rawValue)\">\($0.glyph) \(legendWord($0))</span>"
        }
        return "<p class=\"legend\">App state: "
            + [AppState.notRunning, .background, .inactive, .foreground]
            .map { "<span class=\"st st-\(stateClass($0))\">\(ScenarioStep.words($0))</span>" }.joined(separator: " ")
            + " <span class=\"st st-extension\">extension ran</span> · records: " + categories.joined(separator: " ")
            + " · <span class=\"r diff\">highlighted: not the same in every lane</span> (native codes aside)</p>\n"
    }

    private static func legendWord(_ category: TimelineRecord.Category) -> String {
        switch category {
        case .app: return "app process"
        case .device: return "device"
        case .serviceExtension: return "service extension"
        case .request: return "HTTP"
        case .event: return "SDK event"
        case .error: return "error"
        case .delegate: return "delegate / UI"
        case .completion: return "completion"
        case .leftover: return "left over"
        }
    }

    /// A state's CSS class suffix.
    static func stateClass(_ state: AppState) -> String {
        state == .notRunning ? "not-running" : state.rawValue
    }

    private static func cellHTML(
        _ cell: Cell, vendor: String, lane: Int, findings: [ErrorMappingFinding], notes: inout CitationNotes
    ) -> String {
        let escape = HTMLComparison.escape
        var out =
            "<td data-vendor=\"\(escape(vendor))\" class=\"lane st-end-\(stateClass(cell.endState))\"><div class=\"band\">"
        out += cell.band.map { "<span class=\"st st-\(stateClass($0))\">\(ScenarioStep.words($0))</span>" }.joined(
            separator: "→")
        if cell.extensionRan { out += " <span class=\"st st-extension\">extension ran</span>" }
        out += "</div>"
        var parts: [String] = []
        var routine: [String] = []
        var routineAt: Int?
        for item in cell.records {
            let line = recordHTML(item, vendor: vendor, lane: lane, findings: findings, notes: &notes)
            if item.routine {
                routine.append(line)
                if routineAt == nil { routineAt = parts.count }
            } else {
                parts.append(line)
            }
        }
        if let routineAt {
            parts.insert(
                "</ul><details class=\"routine\"><summary>\(routine.count) launch-routine line\(routine.count == 1 ? "" : "s") "
                    + "(as at every launch)</summary><ul class=\"records\">\(routine.joined())</ul></details><ul class=\"records\">",
                at: routineAt)
        }
        if !cell.records.isEmpty { out += "<ul class=\"records\">" + parts.joined() + "</ul>" }
        if cell.cutRecords > 0 { out += "<p class=\"why\">\(cell.cutRecords) more records: see the transcript</p>" }
        return out + "</td>"
    }

    /// The id of a request's record in lane `lane`: `l2-http-3` (lane numbers keep two
    /// vendors' requests apart, whatever their ids).
    static func requestID(lane: Int, anchor: String) -> String { "l\(lane)-\(anchor)" }

    private static func recordHTML(
        _ item: Shown, vendor: String, lane: Int, findings: [ErrorMappingFinding], notes: inout CitationNotes
    ) -> String {
        let escape = HTMLComparison.escape
        let id = item.record.anchor.map { " id=\"\(escape(requestID(lane: lane, anchor: $0)))\"" } ?? ""
        var line =
            "<li\(id) class=\"r c-\(item.record.category.rawValue) \(item.differs ? "diff" : "same")\" data-k=\"\(escape(item.record.key))\">"
            + "\(item.record.category.glyph) \(escape(item.record.text))"
        if let request = item.record.answers {
            line +=
                " <a class=\"to-request\" href=\"#\(escape(requestID(lane: lane, anchor: request)))\" title=\"its request\">↑ request</a>"
        }
        if let error = item.record.error, error.contradiction != nil,
            let finding = findings.first(where: { $0.matches(error, vendor: vendor) })
        {
            line += notes.htmlReference(finding.sentence)
        }
        return line + "</li>"
    }
}
