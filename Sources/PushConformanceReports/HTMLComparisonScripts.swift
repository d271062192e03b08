/// The comparison pages' inline scripts (the pages load nothing else). Without them every
/// section stays visible and every lane shown; with them each view lives in the URL's hash, so
/// a view can be sent as a link.
enum HTMLComparisonScripts {
    /// Helpers both scripts share: reading and writing the hash, the narrow-screen lane.
    private static let shared = """
          function byId(id) { return document.getElementById(id); }
          function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
          function readHash() {
            var params = {};
            window.location.hash.replace(/^#/, '').split('&').forEach(function (part) {
              if (!part) return;
              var at = part.indexOf('=');
              if (at < 0) return; // an anchor (`#matrix`, `#note-1`), not a view parameter
              try {
                params[decodeURIComponent(at < 0 ? part : part.slice(0, at))] = decodeURIComponent(at < 0 ? '' : part.slice(at + 1));
              } catch (e) { /* a malformed part is ignored */ }
            });
            return params;
          }
          function enc(value) { return encodeURIComponent(value).replace(/%2C/g, ','); }
          function writeHash(hash) {
            var target = hash ? '#' + hash : window.location.pathname + window.location.search;
            if (('#' + hash) !== window.location.hash) history.replaceState(null, '', target);
          }
          function choose(select, value) {
            if (!select) return;
            select.value = value || '';
            if (select.value !== (value || '')) select.value = select.options.length ? select.options[0].value : '';
          }
          var narrow = window.matchMedia ? window.matchMedia('(max-width: 700px)') : { matches: false };
          function onNarrowChange(listener) {
            if (narrow.addEventListener) narrow.addEventListener('change', listener);
            else if (narrow.addListener) narrow.addListener(listener);
          }
          function vendorState(boxes) {
            var shown = {};
            boxes.forEach(function (box) { shown[box.value] = box.checked; });
            return shown;
          }
          function vendorParam(boxes) {
            var checked = boxes.filter(function (box) { return box.checked; }).map(function (box) { return enc(box.value); });
            return checked.length === boxes.length ? '' : 'vendors=' + checked.join(',');
          }
          function readVendors(boxes, params) {
            var wanted = 'vendors' in params ? params.vendors.split(',') : null;
            boxes.forEach(function (box) { box.checked = !wanted || wanted.indexOf(box.value) >= 0; });
          }
          function showLane(lane, shown) {
            if (lane && shown[lane.value] === false) {
              var first = Array.prototype.slice.call(lane.options).filter(function (o) { return shown[o.value] !== false; })[0];
              if (first) lane.value = first.value;
            }
            document.body.classList.toggle('one-lane', narrow.matches);
            all('[data-vendor]').forEach(function (element) {
              var vendor = element.getAttribute('data-vendor');
              element.classList.toggle('filtered-out', shown[vendor] === false);
              element.classList.toggle('current-lane', !!lane && vendor === lane.value);
            });
          }
          // The hash holds the view (`key=value` parts); an element's id (`#matrix`, `#note-1`)
          // is an anchor. Following an in-page link, by a click or by the address bar, shows
          // its element and keeps the view and the hash as they were, so no filter is reset.
          function isAnchor(hash) {
            var text = hash.replace(/^#/, '');
            return text !== '' && text.indexOf('=') < 0;
          }
          function reveal(id) {
            var target;
            try { target = document.getElementById(decodeURIComponent(id)); } catch (e) { target = null; }
            if (!target) return false;
            for (var node = target.parentElement; node; node = node.parentElement) {
              if (node.tagName === 'DETAILS') node.open = true;
            }
            all('.targeted').forEach(function (element) { element.classList.remove('targeted'); });
            target.classList.add('targeted');
            target.scrollIntoView();
            return true;
          }
          function keepViewOnAnchors(view, onView) {
            document.addEventListener('click', function (event) {
              if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              var link = event.target.closest ? event.target.closest('a[href^="#"]') : null;
              if (!link || !isAnchor(link.getAttribute('href'))) return;
              if (reveal(link.getAttribute('href').slice(1))) event.preventDefault();
            });
            window.addEventListener('hashchange', function () {
              if (isAnchor(window.location.hash)) {
                reveal(window.location.hash.slice(1));
                writeHash(view());
              } else {
                onView();
              }
            });
          }
          function stickyTop(nav) {
            document.documentElement.style.setProperty('--sticky-top', nav.offsetHeight + 'px');
          }
        """

    /// The index's filters: vendors, facet, requirement, step kind, outcome (`filter=outcome,
    /// behaviour,problem`), the order (`sort=differing`: most vendors differing first), text
    /// (whole words, which also finds step kinds and app states), n/a columns and the
    /// narrow-screen vendor column, all in the hash (`#vendors=a,b&facet=f&req=R4&step=push&
    /// filter=outcome&sort=differing&q=killed&na=full&lane=a`; `at=ID` scrolls to an element). Links to scenario
    /// pages carry the whole view, which their "← every scenario" brings back. The known
    /// deviations that showed are filtered with their scenarios' rows. The "outcome differs: N of
    /// M vendors" flag is the page's (over every vendor that ran it); the filters never rewrite it. The hash is rewritten only when the user changes a filter;
    /// an in-page link (`#matrix`, a note) shows its element and changes no filter.
    static let index = """

        (function () {
          var nav = document.getElementById('filters');
          if (!nav) return;
        \(shared)
          nav.hidden = false;
          var boxes = all('input[name=vendor]', nav);
          var facet = byId('facet-filter'), requirement = byId('requirement-filter'), step = byId('step-filter');
          var outcome = byId('outcome-filter'), behaviour = byId('behaviour-filter'), problem = byId('problem-filter');
          var naColumns = byId('na-columns'), text = byId('text-filter'), count = byId('filter-count');
          var lane = byId('lane'), toggle = byId('filters-toggle'), sort = byId('sort-filter');
          all('table.matrix tr[data-scenario]').forEach(function (row, index) { row.setAttribute('data-order', index); });
          all('.facet-block').forEach(function (block, index) { block.setAttribute('data-order', index); });
          function distinct(values) {
            var seen = {};
            values.forEach(function (v) { seen[v] = true; });
            return Object.keys(seen).length;
          }
          // The search matches words: each term of the query where a word starts (`hang` finds
          // `media-hang-expire` and `hangs`, never `change`); every term must match.
          function wordPatterns(value) {
            return value.trim().split(/\\s+/).filter(function (term) { return term; }).map(function (term) {
              var literal = term.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&');
              return new RegExp('(^|[^\\\\p{L}\\\\p{N}])' + literal, 'iu');
            });
          }
          function has(list, word) { return (' ' + (list || '') + ' ').indexOf(' ' + word + ' ') >= 0; }
          function load() {
            var p = readHash();
            readVendors(boxes, p);
            choose(facet, p.facet);
            choose(requirement, p.req);
            choose(step, p.step);
            var filters = (p.filter || '').split(',');
            outcome.checked = filters.indexOf('outcome') >= 0;
            behaviour.checked = filters.indexOf('behaviour') >= 0;
            problem.checked = filters.indexOf('problem') >= 0;
            naColumns.checked = p.na === 'full';
            choose(sort, p.sort);
            text.value = p.q || '';
            if (p.lane) choose(lane, p.lane);
            return p;
          }
          function hash() {
            var parts = [];
            var vendors = vendorParam(boxes);
            if (vendors) parts.push(vendors);
            if (facet.value) parts.push('facet=' + enc(facet.value));
            if (requirement.value) parts.push('req=' + enc(requirement.value));
            if (step.value) parts.push('step=' + enc(step.value));
            var filters = [];
            if (outcome.checked) filters.push('outcome');
            if (behaviour.checked) filters.push('behaviour');
            if (problem.checked) filters.push('problem');
            if (filters.length) parts.push('filter=' + filters.join(','));
            if (text.value.trim()) parts.push('q=' + enc(text.value.trim()));
            if (naColumns.checked) parts.push('na=full');
            if (sort.value) parts.push('sort=' + enc(sort.value));
            if (narrow.matches && lane.value && lane.selectedIndex > 0) parts.push('lane=' + enc(lane.value));
            return parts.join('&');
          }
          function apply(fromUser) {
            var shown = vendorState(boxes);
            document.body.classList.toggle('show-na', naColumns.checked);
            showLane(lane, shown);
            var query = wordPatterns(text.value);
            var visibleRows = 0;
            var hiddenScenarios = {};
            all('[data-facet]').forEach(function (element) {
              var hide = facet.value !== '' && element.getAttribute('data-facet') !== facet.value;
              if (!hide && element.tagName === 'TR' && element.hasAttribute('data-scenario')) {
                var cells = all('td[data-outcome]', element).filter(function (cell) {
                  return shown[cell.getAttribute('data-vendor')] !== false;
                });
                var ran = cells.filter(function (cell) {
                  var o = cell.getAttribute('data-outcome');
                  return o !== 'not-applicable' && o !== 'missing';
                });
                var outcomes = ran.map(function (cell) { return cell.getAttribute('data-outcome'); });
                var perOutcome = {}, most = 0;
                outcomes.forEach(function (o) { perOutcome[o] = (perOutcome[o] || 0) + 1; most = Math.max(most, perOutcome[o]); });
                var differing = outcomes.length - most;
                element.setAttribute('data-shown-differing', differing);
                if (outcome.checked && distinct(outcomes) < 2) hide = true;
                if (behaviour.checked && distinct(ran.map(function (cell) { return cell.getAttribute('data-signature') || ''; })) < 2) hide = true;
                if (problem.checked && outcomes.every(function (o) { return o === 'pass'; })) hide = true;
                var scenario = element.getAttribute('data-scenario');
                var row = document.getElementById('s-' + scenario) || element;
                if (requirement.value && !has(row.getAttribute('data-requirements'), requirement.value)) hide = true;
                if (step.value && !has(row.getAttribute('data-steps'), step.value)) hide = true;
                if (query.length) {
                  var haystack = row.textContent + ' ' + (row.getAttribute('data-search') || '');
                  if (!query.every(function (pattern) { return pattern.test(haystack); })) hide = true;
                }
                if (hide) hiddenScenarios[scenario] = true;
                if (!hide && element.closest('table.matrix')) visibleRows += 1;
              }
              var vendorHidden = element.hasAttribute('data-vendor') && shown[element.getAttribute('data-vendor')] === false;
              element.classList.toggle('filtered-out', hide || vendorHidden);
            });
            // A deviation that showed is hidden with its scenario's row, so its link never leads to a hidden row.
            all('#deviations li[data-scenario]').forEach(function (item) {
              if (hiddenScenarios[item.getAttribute('data-scenario')]) item.classList.add('filtered-out');
            });
            order();
            count.textContent = visibleRows + ' scenario' + (visibleRows === 1 ? '' : 's') + ' shown';
            var active = hash();
            // A scenario page gets the whole view, and its "← every scenario" brings it back.
            all('a.page-link').forEach(function (link) {
              link.href = link.getAttribute('data-page') + (active ? '#' + active : '');
            });
            toggle.textContent = 'Filters' + (active ? ' (on): ' : ': ') + count.textContent;
            if (fromUser) writeHash(active);
            stickyTop(nav);
          }
          // "Most vendors differing first": rows by how many shown vendors' outcomes differ from
          // the most common one, and facets by their most differing row; else the page's order.
          function order() {
            var byDiffering = sort.value === 'differing';
            function number(element, name) { return Number(element.getAttribute(name)) || 0; }
            function rank(a, b) {
              return (byDiffering ? number(b, 'data-shown-differing') - number(a, 'data-shown-differing') : 0)
                || number(a, 'data-order') - number(b, 'data-order');
            }
            all('table.matrix').forEach(function (table) {
              var body = table.tBodies[0];
              var rows = all('tr[data-scenario]', body).sort(rank);
              rows.forEach(function (row) { body.appendChild(row); });
              var top = rows.filter(function (row) { return !row.classList.contains('filtered-out'); })[0];
              table.parentNode.setAttribute('data-shown-differing', top ? number(top, 'data-shown-differing') : -1);
            });
            var blocks = all('.facet-block');
            if (!blocks.length) return;
            var parent = blocks[0].parentNode;
            blocks.sort(rank).forEach(function (block) { parent.appendChild(block); });
          }
          toggle.addEventListener('click', function () {
            var open = nav.classList.toggle('open');
            toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
            stickyTop(nav);
          });
          nav.addEventListener('input', function () { apply(true); });
          nav.addEventListener('change', function () { apply(true); });
          keepViewOnAnchors(hash, function () { load(); apply(false); });
          window.addEventListener('resize', function () { stickyTop(nav); });
          onNarrowChange(function () { apply(false); });
          var initial = load();
          apply(false);
          if (initial.at && document.getElementById(initial.at)) document.getElementById(initial.at).scrollIntoView();
        })();

        """

    /// A scenario page's view: which lanes (`vendors=`), only what differs (`diff=1`), and on a
    /// narrow screen the one lane shown (`lane=`); every other key of the hash is the index's
    /// view, kept and carried back by "← every scenario" with `at=` its row. Differences are computed again over the
    /// chosen lanes, so two vendors compare with each other only.
    static let scenario = """

        (function () {
          var nav = document.getElementById('filters');
          if (!nav) return;
        \(shared)
          nav.hidden = false;
          var boxes = all('input[name=vendor]', nav);
          var lane = byId('lane'), diff = byId('diff-only'), back = byId('back');
          var backBase = back ? back.getAttribute('href').replace(/#.*$/, '') : '';
          var scenarioID = document.body.getAttribute('data-scenario') || '';
          // The page's own keys; every other key is the index's view (facet, req, step, filter,
          // q, na, sort), kept in the hash and carried back by "← every scenario".
          var own = { vendors: true, diff: true, lane: true, at: true };
          var carried = [];
          function load() {
            var p = readHash();
            readVendors(boxes, p);
            diff.checked = p.diff === '1';
            if (p.lane) choose(lane, p.lane);
            carried = Object.keys(p).filter(function (key) { return !own[key]; }).map(function (key) {
              return enc(key) + '=' + enc(p[key]);
            });
          }
          function laneParam() {
            return narrow.matches && lane.value && lane.selectedIndex > 0 ? 'lane=' + enc(lane.value) : '';
          }
          function hash() {
            var parts = [];
            var vendors = vendorParam(boxes);
            if (vendors) parts.push(vendors);
            if (diff.checked) parts.push('diff=1');
            if (laneParam()) parts.push(laneParam());
            return parts.concat(carried).join('&');
          }
          function keys(cell) {
            var counts = {};
            all('li.r', cell).forEach(function (item) {
              if (item.closest('details.routine')) return;
              var key = item.getAttribute('data-k');
              counts[key] = (counts[key] || 0) + 1;
            });
            return counts;
          }
          function compare(shown) {
            all('table.timeline tbody tr').forEach(function (row) {
              var cells = all('td.lane', row).filter(function (cell) { return shown[cell.getAttribute('data-vendor')] !== false; });
              var counts = cells.map(keys);
              var bands = {};
              cells.forEach(function (cell) { bands[cell.querySelector('.band').textContent] = true; });
              var differs = cells.length > 1 && Object.keys(bands).length > 1;
              cells.forEach(function (cell, index) {
                all('li.r', cell).forEach(function (item) {
                  if (item.closest('details.routine')) return;
                  var key = item.getAttribute('data-k');
                  var mine = counts[index][key] || 0;
                  var odd = cells.length > 1 && counts.some(function (other) { return (other[key] || 0) !== mine; });
                  item.classList.toggle('diff', odd);
                  item.classList.toggle('same', !odd);
                  if (odd) differs = true;
                });
              });
              row.classList.toggle('differs', differs);
            });
          }
          function apply(fromUser) {
            var shown = vendorState(boxes);
            showLane(lane, shown);
            compare(shown);
            document.body.classList.toggle('diff-only', diff.checked);
            var vendors = vendorParam(boxes);
            if (back) {
              back.href = backBase + '#' + [vendors].concat(carried, [laneParam(), 'at=' + enc('s-' + scenarioID)])
                .filter(function (part) { return part; }).join('&');
            }
            if (fromUser) writeHash(hash());
            stickyTop(nav);
          }
          nav.addEventListener('change', function () { apply(true); });
          keepViewOnAnchors(hash, function () { load(); apply(false); });
          window.addEventListener('resize', function () { stickyTop(nav); });
          onNarrowChange(function () { apply(false); });
          load();
          apply(false);
        })();

        """
}
