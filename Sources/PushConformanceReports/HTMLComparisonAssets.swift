import PushConformance
/// The comparison page's inline style sheet and script (the page loads nothing else).
enum HTMLComparisonAssets {
    /// A page's opening up to its `<header>`'s heading: doctype, inline style sheet and title
    /// (the comparison page and the requirement grid share it). `title` is plain text.
    static func pageStart(title: String) -> String {
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
            <body>
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
        @media print { nav#filters { display: none; } thead th { position: static; } }

        """

    /// The filter script: hides columns by vendor, sections and rows by facet, rows whose shown
    /// vendors that ran the scenario agree on the outcome (or on the behaviour outside the common
    /// lines), rows without a failure or deviation, and rows without the search text; widens the
    /// n/a columns on request; keeps the sticky table headers below the filter bar. A URL hash
    /// `#filter=outcome`, `behaviour`, `problem` (comma-separated) and `&na=full` presets it.
    /// Without it every section stays visible.
    static let script = """

        (function () {
          var nav = document.getElementById('filters');
          if (!nav) return;
          nav.hidden = false;
          var vendorBoxes = Array.prototype.slice.call(nav.querySelectorAll('input[name=vendor]'));
          var facet = document.getElementById('facet-filter');
          var outcome = document.getElementById('outcome-filter');
          var behaviour = document.getElementById('behaviour-filter');
          var problem = document.getElementById('problem-filter');
          var naColumns = document.getElementById('na-columns');
          var text = document.getElementById('text-filter');
          var count = document.getElementById('filter-count');
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          function distinct(values) {
            var seen = {};
            values.forEach(function (v) { seen[v] = true; });
            return Object.keys(seen).length;
          }
          var hash = window.location.hash.replace(/^#/, '');
          hash.split('&').forEach(function (part) {
            var pair = part.split('=');
            if (pair[0] === 'filter') {
              (pair[1] || '').split(',').forEach(function (name) {
                if (name === 'outcome') outcome.checked = true;
                if (name === 'behaviour') behaviour.checked = true;
                if (name === 'problem') problem.checked = true;
              });
            }
            if (pair[0] === 'na' && pair[1] === 'full') naColumns.checked = true;
          });
          function stickyTop() {
            document.documentElement.style.setProperty('--sticky-top', nav.offsetHeight + 'px');
          }
          function apply() {
            var shownVendors = {};
            vendorBoxes.forEach(function (box) { shownVendors[box.value] = box.checked; });
            document.body.classList.toggle('show-na', naColumns.checked);
            all('[data-vendor]').forEach(function (element) {
              element.classList.toggle('filtered-out', shownVendors[element.getAttribute('data-vendor')] === false);
            });
            var wanted = facet.value;
            var query = text.value.trim().toLowerCase();
            var visibleRows = 0;
            var hiddenScenarios = {};
            all('[data-facet]').forEach(function (element) {
              var hide = wanted !== '' && element.getAttribute('data-facet') !== wanted;
              if (!hide && element.tagName === 'TR' && element.hasAttribute('data-scenario')) {
                var cells = Array.prototype.slice.call(element.querySelectorAll('td[data-outcome]')).filter(function (cell) {
                  return shownVendors[cell.getAttribute('data-vendor')] !== false;
                });
                var ran = cells.filter(function (cell) {
                  var o = cell.getAttribute('data-outcome');
                  return o !== 'not-applicable' && o !== 'missing';
                });
                var outcomes = ran.map(function (cell) { return cell.getAttribute('data-outcome'); });
                if (outcome.checked && distinct(outcomes) < 2) hide = true;
                if (behaviour.checked && distinct(ran.map(function (cell) { return cell.getAttribute('data-signature') || ''; })) < 2) hide = true;
                if (problem.checked && outcomes.every(function (o) { return o === 'pass'; })) hide = true;
                if (query && element.textContent.toLowerCase().indexOf(query) < 0) hide = true;
                if (hide) hiddenScenarios[element.getAttribute('data-scenario')] = true;
                if (!hide && element.closest('table.matrix')) visibleRows += 1;
              }
              if (!hide && element.hasAttribute('data-transcripts-of') && hiddenScenarios[element.getAttribute('data-transcripts-of')]) hide = true;
              element.classList.toggle('filtered-out', hide || element.classList.contains('filtered-out') && element.hasAttribute('data-vendor') && shownVendors[element.getAttribute('data-vendor')] === false);
            });
            count.textContent = visibleRows + ' scenario' + (visibleRows === 1 ? '' : 's') + ' shown';
            stickyTop();
          }
          nav.addEventListener('input', apply);
          nav.addEventListener('change', apply);
          window.addEventListener('resize', stickyTop);
          apply();
        })();

        """
}
