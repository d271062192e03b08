/// The comparison page's inline style sheet and script (the page loads nothing else).
enum HTMLComparisonAssets {
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
        th, td { border: 1px solid var(--line); padding: 6px 8px; vertical-align: top; text-align: left; }
        thead th { background: var(--head); position: sticky; top: 0; z-index: 1; }
        table.matrix { table-layout: fixed; }
        table.matrix th[scope=row] { width: 24%; }
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
        .legend .o { padding: 1px 6px; border-radius: 4px; border: 1px solid var(--line); }
        .none { color: var(--na); }
        cite { color: #424a53; font-size: 12px; }
        pre { white-space: pre-wrap; background: var(--head); padding: 8px; border: 1px solid var(--line); font-size: 12px; }
        nav#filters { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 6px; padding-bottom: 6px; }
        nav#filters[hidden] { display: none; }
        nav fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 2px 8px 4px; margin: 0; }
        nav legend { font-size: 11px; color: #424a53; }
        nav label { margin-right: 8px; white-space: nowrap; }
        #filter-count { margin: 0; color: #424a53; }
        .filtered-out { display: none; }
        @media print { nav#filters { display: none; } thead th { position: static; } }

        """

    /// The filter script: hides columns by vendor, sections and rows by facet, and rows whose
    /// visible outcomes all agree or are all passes. Without it every section stays visible.
    static let script = """

        (function () {
          var nav = document.getElementById('filters');
          if (!nav) return;
          nav.hidden = false;
          var vendorBoxes = Array.prototype.slice.call(nav.querySelectorAll('input[name=vendor]'));
          var facet = document.getElementById('facet-filter');
          var differ = document.getElementById('differ-filter');
          var problem = document.getElementById('problem-filter');
          var text = document.getElementById('text-filter');
          var count = document.getElementById('filter-count');
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          function apply() {
            var shownVendors = {};
            vendorBoxes.forEach(function (box) { shownVendors[box.value] = box.checked; });
            all('[data-vendor]').forEach(function (element) {
              element.classList.toggle('filtered-out', shownVendors[element.getAttribute('data-vendor')] === false);
            });
            var wanted = facet.value;
            var query = text.value.trim().toLowerCase();
            var visibleRows = 0;
            all('[data-facet]').forEach(function (element) {
              var hide = wanted !== '' && element.getAttribute('data-facet') !== wanted;
              if (!hide && element.tagName === 'TR' && element.hasAttribute('data-scenario')) {
                var cells = Array.prototype.slice.call(element.querySelectorAll('td[data-outcome]')).filter(function (cell) {
                  return shownVendors[cell.getAttribute('data-vendor')] !== false;
                });
                var outcomes = cells.map(function (cell) { return cell.getAttribute('data-outcome'); });
                if (differ.checked && outcomes.every(function (o) { return o === outcomes[0]; })) hide = true;
                if (problem.checked && outcomes.every(function (o) { return o === 'pass' || o === 'not-applicable'; })) hide = true;
                if (query && element.textContent.toLowerCase().indexOf(query) < 0) hide = true;
                if (!hide && element.closest('table.matrix')) visibleRows += 1;
              }
              element.classList.toggle('filtered-out', hide || element.classList.contains('filtered-out') && element.hasAttribute('data-vendor') && shownVendors[element.getAttribute('data-vendor')] === false);
            });
            count.textContent = visibleRows + ' scenario' + (visibleRows === 1 ? '' : 's') + ' shown';
          }
          nav.addEventListener('input', apply);
          nav.addEventListener('change', apply);
          apply();
        })();

        """
}
