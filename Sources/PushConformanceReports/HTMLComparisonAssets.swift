import PushConformance
/// The comparison page's inline style sheet and script (the page loads nothing else).
enum HTMLComparisonAssets {
    /// A page's opening up to its `<header>`'s heading: doctype, inline style sheet and title
    /// (the comparison page and the requirement grid share it). `title` is plain text.
    static func pageStart(title: String, scenario: String? = nil) -> String {
        let body = scenario.map { "<body data-scenario=\"\(HTMLComparison.escape($0))\">" } ?? "<body>"
        let title = HTMLComparison.escape(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(css)</style>
            </head>
            \(body)
            <header>
            <h1>\(title)</h1>

            """
    }

    /// The style sheet.
    static let css = """

        :root { --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --na: #6e7781; --line: #d0d7de; --head: #f6f8fa; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 0; color: #1f2328; background: #fff; }
        header, main, nav { padding: 0 24px; }
        header { border-bottom: 1px solid var(--line); background: var(--head); padding-bottom: 8px; }
        h1 { font-size: 22px; margin: 0; padding-top: 16px; }
        h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h3 { font-size: 15px; margin: 22px 0 6px; }
        .meta, .legend { margin: 6px 0; color: #424a53; }
        .ok { color: var(--ok); } .bad { color: var(--bad); }
        code { font: 12px/1.4 "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        table { border-collapse: collapse; width: 100%; margin: 6px 0 12px; }
        th, td { border: 1px solid var(--line); padding: 6px 8px; vertical-align: top; text-align: left; overflow-wrap: break-word; }
        thead th { background: var(--head); position: sticky; top: var(--sticky-top, 0px); z-index: 1; box-shadow: 0 1px 0 var(--line); }
        table.matrix { table-layout: fixed; }
        td code, td cite, th code { overflow-wrap: anywhere; }
        table.matrix col.scenario-col { width: 22%; }
        table.vendor-scores td:nth-child(2) { min-width: 16em; }
        table.grid { table-layout: fixed; }
        table.grid col.req-col { width: 20%; }
        table.grid col.count-col { width: 7.5em; }
        table.matrix col.na-col { width: 5.5em; }
        body.show-na table.matrix col.na-col { width: auto; }
        body:not(.show-na) td.na-col .why { display: none; }
        .na-note { font-weight: normal; color: var(--na); }
        .flag { display: inline-block; font-size: 11px; border-radius: 10px; padding: 0 6px; margin: 4px 4px 0 0; background: #ddf4ff; color: #0550ae; }
        .flag-outcome { background: #fff8c5; color: var(--warn); }
        details.common { margin-top: 6px; font-weight: normal; font-size: 12px; }
        details.common summary { cursor: pointer; color: #424a53; }
        details.common dl { margin: 2px 0 0; }
        .same { margin: 4px 0 0; font-size: 12px; color: var(--na); }
        .lacks { margin: 4px 0 0; font-size: 12px; color: var(--warn); }
        tr.transcripts td { padding: 0 8px; border-top: 0; background: #fff; }
        tr.transcripts summary { cursor: pointer; font-size: 12px; color: #424a53; padding: 2px 0; }
        .side-by-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 8px; padding-bottom: 8px; }
        .side-by-side pre { margin: 2px 0 0; max-height: 480px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 11px; }
        .jump { margin: 6px 0; }
        .jump a { margin-right: 4px; }
        table.matrix th[scope=row] code { display: block; font-weight: 600; word-break: break-word; }
        .title { display: block; font-weight: normal; color: #424a53; }
        .req { display: block; margin-top: 4px; }
        .tag { display: inline-block; font-size: 11px; border: 1px solid var(--line); border-radius: 10px; padding: 0 6px; margin: 1px 0; background: #fff; color: #424a53; }
        td dl { margin: 4px 0 0; font-size: 12px; }
        td dt { font-weight: 600; color: #424a53; margin-top: 3px; }
        td dd { margin: 0; }
        td ul, .scores ul, .errors ul { margin: 0; padding-left: 16px; }
        td li { word-break: break-word; }
        table.matrix td dd ul { list-style: none; padding: 0; }
        table.matrix td dd li { display: inline; }
        table.matrix td dd li + li::before { content: " · "; color: var(--na); }
        .outcome { font-weight: 700; }
        .why { margin: 2px 0; font-size: 12px; }
        .o-pass { background: #f0fbf3; } .o-pass .outcome { color: var(--ok); }
        .o-fail, .o-errored { background: #fff0f0; } .o-fail .outcome, .o-errored .outcome { color: var(--bad); }
        .o-known-deviation { background: #fff8e5; } .o-known-deviation .outcome { color: var(--warn); }
        .o-not-applicable { background: #f6f8fa; color: var(--na); }
        .o-untestable, .o-no-oracle { background: #eef1f4; color: #424a53; }
        .o-should { background: #fff1e5; } .o-should .outcome { color: #bc4c00; }
        .legend .o { padding: 1px 6px; border-radius: 4px; border: 1px solid var(--line); }
        .none { color: var(--na); }
        cite { color: #424a53; font-size: 12px; overflow-wrap: anywhere; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--head); padding: 8px; border: 1px solid var(--line); font-size: 12px; }
        nav#filters { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 6px; padding-bottom: 6px; }
        nav#filters[hidden] { display: none; }
        nav fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 2px 8px 4px; margin: 0; }
        nav legend { font-size: 11px; color: #424a53; }
        nav label { margin-right: 8px; white-space: nowrap; }
        #filter-count { margin: 0; color: #424a53; }
        .filtered-out { display: none; }
        #filters-toggle { display: none; }
        .lane-switch { display: none; }
        a.page-link { display: block; margin-top: 4px; font-weight: 600; font-size: 12px; }
        .req .tag a { text-decoration: none; }
        .note-ref { font-size: 10px; margin-left: 2px; }
        ol.notes li { font-size: 12px; overflow-wrap: anywhere; margin-bottom: 4px; }
        .title-line { margin: 4px 0; font-size: 15px; }
        h2.compact { margin-top: 10px; }
        ul.outcomes { list-style: none; padding: 0; margin: 6px 0; display: flex; flex-wrap: wrap; gap: 6px; }
        ul.outcomes li { border: 1px solid var(--line); border-radius: 6px; padding: 2px 8px; font-size: 12px; max-width: 100%; overflow-wrap: anywhere; }
        ul.outcomes .why { color: #424a53; }
        table.timeline { table-layout: fixed; }
        table.timeline col.step-col { width: 15em; }
        table.timeline th[scope=row] { font-weight: normal; font-size: 12px; }
        table.timeline .step-id { font-weight: 700; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        table.timeline .action { display: block; color: #424a53; overflow-wrap: anywhere; }
        table.timeline .t { color: var(--na); font-size: 11px; }
        table.timeline td.lane { padding: 0 6px 4px; font-size: 12px; }
        table.timeline tr.quiet td.lane, table.timeline tr.quiet th { padding-top: 1px; padding-bottom: 1px; }
        table.timeline tr.quiet .action, body.diff-only table.timeline tr:not(.differs) .action {
          display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        body.diff-only table.timeline tr:not(.differs) td.lane, body.diff-only table.timeline tr:not(.differs) th { padding-top: 1px; padding-bottom: 1px; }
        table.timeline tr.quiet .band, body.diff-only table.timeline tr:not(.differs) .band { margin-bottom: 0; border-bottom: 0; }
        .band { margin: 0 -6px 3px; padding: 1px 6px; background: var(--head); border-bottom: 1px solid var(--line); font-size: 11px; }
        .st { display: inline-block; border-radius: 8px; padding: 0 6px; margin: 1px 2px; color: #fff; font-size: 11px; }
        .st-not-running { background: #6e7781; } .st-background { background: #8250df; } .st-inactive { background: #bc4c00; }
        .st-foreground { background: #1a7f37; } .st-extension { background: #fff; color: #0550ae; border: 1px solid #0550ae; }
        td.lane.st-end-not-running { box-shadow: inset 4px 0 0 #6e7781; } td.lane.st-end-background { box-shadow: inset 4px 0 0 #8250df; }
        td.lane.st-end-inactive { box-shadow: inset 4px 0 0 #bc4c00; } td.lane.st-end-foreground { box-shadow: inset 4px 0 0 #1a7f37; }
        ul.records { list-style: none; margin: 0; padding: 0 0 0 4px; }
        li.r { padding: 0 3px; border-radius: 3px; overflow-wrap: anywhere; }
        .legend .r { margin-right: 6px; }
        li.r.diff, .legend .r.diff { background: #fff8c5; box-shadow: inset 2px 0 0 var(--warn); }
        li.r.same { color: #424a53; }
        .c-error { color: var(--bad); } .c-request { color: #0550ae; } .c-extension { color: #0a7ea4; } .c-app { font-weight: 600; }
        li.r.c-error.same, li.r.c-request.same { color: inherit; }
        details.routine { font-size: 11px; color: var(--na); margin: 1px 0 1px 4px; }
        details.routine summary { cursor: pointer; }
        body.diff-only table.timeline li.r.same { display: none; }
        body.diff-only table.timeline details.routine { display: none; }
        body.diff-only table.timeline tr:not(.differs) td.lane ul.records { display: none; }
        tr.differs > th { box-shadow: inset 3px 0 0 var(--warn); }
        details.transcript pre { max-height: 480px; overflow: auto; font-size: 11px; }
        a.to-request { font-size: 11px; white-space: nowrap; }
        .targeted { outline: 2px solid #0969da; outline-offset: 1px; }
        [id] { scroll-margin-top: calc(var(--sticky-top, 0px) + 3em); }
        details.declared summary { cursor: pointer; }
        @media (max-width: 700px) {
          header, main, nav { padding-left: 10px; padding-right: 10px; }
          h1 { font-size: 18px; overflow-wrap: anywhere; }
          #filters-toggle { display: inline-block; font: inherit; padding: 4px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--head); }
          nav#filters { gap: 6px; }
          nav#filters:not(.open) fieldset.collapsible { display: none; }
          .lane-switch { display: block; }
          body.one-lane th[data-vendor]:not(.current-lane), body.one-lane td[data-vendor]:not(.current-lane),
          body.one-lane col[data-vendor]:not(.current-lane) { display: none; }
          body.one-lane table.matrix col[data-vendor], body.one-lane table.summary col[data-vendor] { width: auto; }
          table.matrix col.scenario-col { width: 40%; }
          table.timeline col.step-col { width: 34%; }
          table.scores { display: block; overflow-x: auto; }
          table.vendor-scores, table.vendor-scores tbody, table.vendor-scores tr, table.vendor-scores th,
          table.vendor-scores td { display: block; width: auto; min-width: 0; }
          table.vendor-scores thead { display: none; }
          table.vendor-scores tr { border: 1px solid var(--line); border-radius: 6px; margin-bottom: 8px; }
          table.vendor-scores th, table.vendor-scores td { border: 0; border-top: 1px solid var(--line); }
          table.vendor-scores tr > :first-child { border-top: 0; }
          table.vendor-scores td::before { content: attr(data-label); display: block; font-size: 11px; color: #424a53; }
          nav#filters fieldset { min-width: 0; max-width: 100%; }
          nav#filters label { white-space: normal; display: inline-block; max-width: 100%; }
          nav#filters select, nav#filters input[type=search] { max-width: 100%; }
          nav#filters:not(.open) #filter-count { display: none; }
          .lane-switch select { max-width: 60vw; }
          th, td { padding: 4px 5px; }
          .side-by-side { grid-template-columns: 1fr; }
          table.grid col.req-col { width: 38%; }
          table.grid col.count-col { width: 3.5em; }
          table.grid .cell-text, table.grid .why { display: none; }
          table.grid th[data-vendor] { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; text-align: left; padding: 6px 2px; }
          table.grid td[data-vendor] { text-align: center; padding: 4px 1px; }
        }
        @media print { nav#filters { display: none; } thead th { position: static; } }

        """
}
