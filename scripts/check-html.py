"""The browser checks of scripts/check-html (see there): drives headless Chromium over scratch
copies of the comparison's pages, each with a checking script appended, and compares what the
pages show with the results file."""
import html
import json
import os
import re
import subprocess
import sys

results, index, grid, shots = sys.argv[1:5]
browser = os.environ["CHECK_HTML_BROWSER"]
scratch = os.environ["CHECK_HTML_SCRATCH"]

CHECKER = r"""<script>
(function () {
  function all(s, root) { return Array.prototype.slice.call((root || document).querySelectorAll(s)); }
  function shown(el) { return el.offsetParent !== null || getComputedStyle(el).position === 'fixed'; }
  var mode = (window.location.hash.match(/check=([a-z-]+)/) || [])[1] || 'layout';
  var found = {mode: mode, pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, overflow: []};
  all('th, td, cite, pre').forEach(function (el) {
    if (!shown(el) || el.clientWidth === 0) return;
    if (el.tagName === 'PRE' && getComputedStyle(el).overflowX !== 'visible') return;
    if (el.scrollWidth > el.clientWidth + 1) {
      found.overflow.push((el.closest('[data-scenario]') || el.closest('tr') || el).textContent.slice(0, 60) + ' (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    }
  });
  var nav = document.getElementById('filters');
  found.navHeight = nav && shown(nav) ? nav.offsetHeight : 0;
  var lane = document.getElementById('lane');
  found.switcher = !!lane && shown(lane);
  var tables = all('table.matrix');
  if (mode === 'shot' && tables.length) {
    var longest = tables.sort(function (a, b) { return b.offsetHeight - a.offsetHeight; })[0];
    var y = longest.getBoundingClientRect().top + window.scrollY + 1500;
    document.documentElement.style.overflow = 'hidden';
    document.body.style.height = '100vh';
    document.body.style.overflow = 'auto';
    document.body.scrollTop = y;
    return;
  }
  if (mode === 'layout' && tables.length) {
    var longest = tables.sort(function (a, b) { return b.offsetHeight - a.offsetHeight; })[0];
    window.scrollTo(0, longest.getBoundingClientRect().top + window.scrollY + longest.offsetHeight / 2);
    var head = longest.querySelector('thead th').getBoundingClientRect();
    var body = longest.querySelector('tbody').getBoundingClientRect();
    found.sticky = {headerTop: Math.round(head.top), bodyTop: Math.round(body.top), facet: longest.getAttribute('data-facet')};
    window.scrollTo(0, 0);
  }
  found.shown = all('table.matrix tr[data-scenario]').filter(shown).map(function (row) { return row.getAttribute('data-scenario'); });
  found.vendorColumns = all('table.matrix thead th[data-vendor]').filter(shown).map(function (th) { return th.getAttribute('data-vendor'); });
  var count = document.getElementById('filter-count');
  found.count = count ? count.textContent : '';
  found.matrixCellsPerRow = Math.max.apply(null, [0].concat(all('table.matrix tr[data-scenario]').filter(shown).slice(0, 50).map(function (row) {
    return all('td[data-vendor]', row).filter(shown).length;
  })));
  var timeline = document.querySelector('table.timeline');
  if (timeline) {
    found.lanes = all('thead th[data-vendor]', timeline).filter(shown).map(function (th) { return th.getAttribute('data-vendor'); });
    found.lanesPerRow = Math.max.apply(null, [0].concat(all('tbody tr', timeline).map(function (row) {
      return all('td.lane', row).filter(shown).length;
    })));
    found.timelineBottom = Math.round(timeline.getBoundingClientRect().bottom + window.scrollY);
    found.differing = all('li.r.diff', timeline).filter(shown).length;
  }
  // The view the pages pass on: the first scenario page link, a scenario page's back link, the
  // known deviations shown whose scenario's row is hidden, the outcome flags' counts.
  var pageLink = document.querySelector('table.matrix tr[data-scenario] a.page-link');
  found.pageLink = pageLink ? pageLink.getAttribute('href') : '';
  var back = document.getElementById('back');
  found.back = back ? back.getAttribute('href') : '';
  var deviationItems = all('#deviations li[data-scenario]');
  found.deviationsShown = deviationItems.filter(shown).length;
  found.deviationsOfHiddenRows = deviationItems.filter(shown).filter(function (item) {
    var row = document.getElementById('s-' + item.getAttribute('data-scenario'));
    return !row || !shown(row);
  }).map(function (item) { return item.getAttribute('data-scenario'); });
  found.flagCounts = all('table.matrix tr[data-scenario]').filter(function (row) {
    return row.querySelector('.flag-outcome .differing');
  }).map(function (row) {
    return [row.getAttribute('data-scenario'), row.querySelector('.flag-outcome .differing').textContent];
  });
  var gridCells = all('table.grid td[data-vendor]');
  if (gridCells.length) {
    found.gridTextShown = all('table.grid .cell-text').filter(shown).length;
    found.gridCountsShown = all('table.grid .count').filter(shown).length;
    found.gridHeaderHeight = Math.max.apply(null, all('table.grid thead th[data-vendor]').map(function (th) { return th.offsetHeight; }));
  }
  var scores = document.querySelector('table.vendor-scores');
  if (scores && shown(scores)) {
    found.vendorTableHeight = scores.offsetHeight;
    found.vendorCellNarrowest = Math.min.apply(null, all('td, th', scores).filter(shown).map(function (el) { return el.offsetWidth; }));
  }
  function finish() {
    var out = document.createElement('pre');
    out.id = 'html-check';
    out.textContent = JSON.stringify(found);
    document.body.appendChild(out);
  }
  function hashView() { return window.location.hash.replace(/&?check=[a-z-]+/, ''); }
  if (mode === 'open') {
    // The filter panel opened on a phone: it must not widen the page.
    document.getElementById('filters-toggle').click();
    found.openNavHeight = nav.offsetHeight;
    found.openPageWidth = document.documentElement.scrollWidth;
  } else if (mode === 'anchors') {
    // In-page links clicked (a section, a note) and one typed in the address bar: the view stays.
    var before = {view: hashView(), shown: found.shown.length};
    var links = all('a[href="#matrix"], a[href^="#note-"]').filter(shown).slice(0, 2);
    found.clicked = links.map(function (link) { link.click(); return link.getAttribute('href'); });
    window.location.hash = '#vendors';
    setTimeout(function () {
      found.anchors = {before: before, after: {view: hashView(), shown: all('table.matrix tr[data-scenario]').filter(shown).length,
        boxes: all('#filters input[type=checkbox]').filter(function (box) { return box.checked; }).length}};
      finish();
    }, 300);
    return;
  } else if (mode === 'sort') {
    var first = all('table.matrix tr[data-scenario]').filter(shown)[0];
    found.firstDiffering = first ? {id: first.getAttribute('data-scenario'), differing: Number(first.getAttribute('data-shown-differing'))} : null;
    found.differingOrder = all('table.matrix tr[data-scenario]').filter(shown).map(function (row) { return Number(row.getAttribute('data-shown-differing')); });
  } else if (mode === 'search') {
    // Independently of the page's script: which rows hold the query at a word's start, which only inside a word.
    var query = decodeURIComponent((window.location.hash.match(/q=([^&]*)/) || [])[1] || '').toLowerCase();
    function text(row) {
      var scenarioRow = document.getElementById('s-' + row.getAttribute('data-scenario')) || row;
      return (scenarioRow.textContent + ' ' + (scenarioRow.getAttribute('data-search') || '')).toLowerCase();
    }
    function atWordStart(haystack) {
      return haystack.split(/[^a-z0-9\u00c0-\uffff]+/).some(function (word) { return word.indexOf(query) === 0; });
    }
    var rows = all('table.matrix tr[data-scenario]');
    found.search = {query: query, containing: rows.filter(function (row) { return text(row).indexOf(query) >= 0; }).length,
      words: rows.filter(function (row) { return atWordStart(text(row)); }).length,
      shownInsideOnly: rows.filter(shown).filter(function (row) { return !atWordStart(text(row)); }).length};
  }
  finish();
})();
</script>"""


def copy(path, name):
    """A scratch copy of a page with the checker appended."""
    text = open(path, encoding="utf-8").read()
    at = text.rindex("</body>")
    target = os.path.join(scratch, name)
    open(target, "w", encoding="utf-8").write(text[:at] + CHECKER + "\n" + text[at:])
    return target


def chromium(target, hash_, width, height, *extra):
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},{height}",
               "--virtual-time-budget=10000", f"--user-data-dir={scratch}/profile", *extra, f"file://{target}" + (f"#{hash_}" if hash_ else "")]
    # A browser that hangs fails the check after 5 minutes instead of stalling CI.
    return subprocess.run(command, capture_output=True, text=True, timeout=300).stdout


# Headless Chromium keeps a window at least 500 px wide, so a narrower screen is an iframe of
# that width: the page inside sees a viewport of exactly that size (its media queries apply).
FRAME = """<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">
<iframe id="frame" src="{src}" style="width:{width}px;height:{height}px;border:0;display:block"></iframe>
<script>
document.getElementById('frame').addEventListener('load', function () {{
  setTimeout(function () {{
    var found = document.getElementById('frame').contentDocument.getElementById('html-check');
    var out = document.createElement('pre');
    out.id = 'html-check';
    out.textContent = found ? found.textContent : '';
    document.body.appendChild(out);
  }}, 500);
}});
</script></body></html>"""


def framed(target, hash_, width, height):
    name = os.path.join(scratch, f"frame-{width}-{os.path.basename(target)}")
    src = "file://" + target + ("#" + hash_ if hash_ else "")
    open(name, "w", encoding="utf-8").write(FRAME.format(src=html.escape(src), width=width, height=height))
    return name


def check(target, hash_, width, height=1000):
    if width < 500:
        dom = chromium(framed(target, hash_, width, height), "", 500, height, "--allow-file-access-from-files", "--dump-dom")
    else:
        dom = chromium(target, hash_, width, height, "--dump-dom")
    match = re.search(r'<pre id="html-check">(.*?)</pre>', dom, re.S)
    if not match:
        sys.exit(f"check-html: FAILED: {target}#{hash_}: the checking script left no result (did the page's script fail?)")
    return json.loads(html.unescape(match.group(1)))


def shot(target, hash_, width, height, name):
    path = os.path.join(shots, name)
    if width < 500:
        chromium(framed(target, hash_, width, height), "", 500, height, "--allow-file-access-from-files", f"--screenshot={path}")
    else:
        chromium(target, hash_, width, height, f"--screenshot={path}")
    return path


problems = []
lines = []


def layout(found, where):
    if found["pageWidth"] > found["viewport"]:
        problems.append(f"{where}: the page is {found['pageWidth']} px wide in a {found['viewport']} px window")
    for item in found["overflow"][:10]:
        problems.append(f"{where}: content overflows its cell: {item}")


# What the results file says, independently of the pages.
header = None
outcomes, cited, stepped, ran, case_outcomes = {}, {}, {}, {}, {}
for line in open(results, encoding="utf-8"):
    record = json.loads(line)
    if "header" in record:
        header = record["header"]
        for scenario in header["scenarios"]:
            for requirement in scenario["requirements"]:
                cited.setdefault(requirement, set()).add(scenario["id"])
            for step in scenario.get("steps", []):
                stepped.setdefault(step["kind"], set()).add(scenario["id"])
    case = record.get("case")
    if case and case["outcome"] != "not-applicable":
        outcomes.setdefault(case["scenario"], set()).add(case["outcome"])
        case_outcomes.setdefault(case["scenario"], []).append(case["outcome"])
        ran.setdefault(case["scenario"], []).append(case["vendor"])
vendors = [vendor["id"] for vendor in header["vendors"]]

# 1400 px: the index.
target = copy(index, "index.html")
found = check(target, "check=layout", 1400)
layout(found, "index at 1400 px")
sticky = found.get("sticky")
if sticky and not (abs(sticky["headerTop"] - found["navHeight"]) <= 2 and sticky["bodyTop"] < sticky["headerTop"]):
    problems.append(f"index at 1400 px: the {sticky['facet']} matrix's header is not sticky: {sticky}, filter bar {found['navHeight']} px")
lines.append(f"1400 px index: page {found['pageWidth']} px wide, {len(found['overflow'])} overflowing cells; "
             f"{sticky['facet'] if sticky else '?'} header stuck at {sticky['headerTop'] if sticky else '?'} px below a {found['navHeight']} px filter bar")
shot(target, "check=shot", 1400, 1000, "report-1400.png")


def expect_shown(hash_, expected, what):
    found = check(target, hash_ + "&check=filter", 1400)
    shown = sorted(found["shown"])
    if shown != sorted(expected):
        problems.append(f"'{what}' (#{hash_}) shows {len(shown)} scenarios, the results file says {len(expected)}: "
                        f"{sorted(set(shown) ^ set(expected))[:5]}")
    return found


differ = sorted(s for s, o in outcomes.items() if len(o) > 1)
found = expect_shown("filter=outcome", differ, "outcome differs")
lines.append(f"1400 px index: 'outcome differs' shows {len(found['shown'])} scenarios ({found['count']}), the results file has {len(differ)}")
checked = []
if "terminate" in stepped:
    expect_shown("step=terminate", stepped["terminate"], "step kind terminate")
    checked.append(f"#step=terminate → {len(stepped['terminate'])}")
if "R4" in cited:
    expect_shown("req=R4", cited["R4"], "requirement R4")
    checked.append(f"#req=R4 → {len(cited['R4'])}")
if len(vendors) >= 2:
    pair = vendors[:2]
    found = check(target, f"vendors={','.join(pair)}&check=filter", 1400)
    if found["vendorColumns"] and set(found["vendorColumns"]) - set(pair):
        problems.append(f"#vendors={','.join(pair)} still shows the columns of {sorted(set(found['vendorColumns']) - set(pair))}")
    checked.append(f"#vendors={','.join(pair)} → columns of {len(pair)} vendors")
lines.append("1400 px index: filters from the URL: " + "; ".join(checked))

# In-page links keep the view: a click on #matrix and on a note, and a bare anchor in the address
# bar, leave the filters, the rows shown and the hash as they were.
found = check(target, "filter=outcome&check=anchors", 1400)
anchors = found.get("anchors") or {}
before, after = anchors.get("before", {}), anchors.get("after", {})
if not found.get("clicked") or before.get("view") != after.get("view") or before.get("shown") != after.get("shown") \
        or after.get("boxes", 0) < len(vendors) + 1:
    problems.append(f"an in-page link reset the view: clicked {found.get('clicked')}, before {before}, after {after}")
lines.append(f"1400 px index: clicked {', '.join(found.get('clicked') or [])} and typed #vendors: the view stays "
             f"{after.get('view')!r} with {after.get('shown')} scenarios shown")

# "Most vendors differing first": the first row is a scenario where most vendors differ, and
# the rows of each facet go down by that number.
differing = {}
for scenario, cases in ran.items():
    counts = {}
    for outcome in case_outcomes.get(scenario, []):
        counts[outcome] = counts.get(outcome, 0) + 1
    differing[scenario] = len(case_outcomes.get(scenario, [])) - max(counts.values(), default=0)
found = check(target, "sort=differing&check=sort", 1400)
first = found.get("firstDiffering") or {}
most = max(differing.values(), default=0)
if first.get("differing") != most or differing.get(first.get("id")) != most:
    problems.append(f"#sort=differing starts with {first}, the results file's most differing scenario has {most} vendors differing")
lines.append(f"1400 px index: #sort=differing starts with {first.get('id')} ({most} vendors differ)")

# The view passed on (issue 34, items 4 and 5): with a step, a search, a filter and an order set
# and two vendors shown, a scenario page link carries every key; no known deviation is listed
# whose scenario's row is hidden; each "outcome differs: N of M vendors" counts every vendor that
# ran the scenario, as the results file does, whatever vendors are shown.
view = "step=terminate&q=killed&filter=problem&sort=differing&na=full"
pair = sorted(vendors)[:2]
found = check(target, f"vendors={','.join(pair)}&{view}&check=filter", 1400)
link_keys = {part.split("=", 1)[0] for part in html.unescape(found.get("pageLink", "")).partition("#")[2].split("&") if part}
if not found.get("pageLink") or not {"vendors", "step", "q", "filter", "sort", "na"} <= link_keys:
    problems.append(f"#{view}: the first scenario page link {found.get('pageLink')!r} does not carry the view")
wrong = []
for scenario, words in found.get("flagCounts", []):
    outcomes = [o for o in case_outcomes.get(scenario, [])]
    most = max((outcomes.count(o) for o in set(outcomes)), default=0)
    if words != f"{len(outcomes) - most} of {len(outcomes)} vendor{'' if len(outcomes) == 1 else 's'}" or most == len(outcomes):
        wrong.append((scenario, words))
if wrong:
    problems.append(f"'outcome differs' counts that disagree with the results file: {wrong[:5]}")
lines.append(f"1400 px index #vendors={','.join(pair)}&{view}: {len(found['shown'])} scenarios; the scenario page links "
             f"carry the view; {len(found.get('flagCounts', []))} 'outcome differs' counts over every vendor that ran it")
found = check(target, "step=terminate&q=killed&check=filter", 1400)
if found.get("deviationsOfHiddenRows") or not found.get("deviationsShown"):
    problems.append(f"#step=terminate&q=killed: {found.get('deviationsShown')} known deviations listed, of hidden rows: "
                    f"{found.get('deviationsOfHiddenRows', [])[:5]}")
lines.append(f"1400 px index #step=terminate&q=killed: {len(found['shown'])} scenarios, {found.get('deviationsShown')} known "
             f"deviations listed, none of a hidden row")

# The search matches words: `hang` finds media-hang-expire, never change.
found = check(target, "q=hang&check=search", 1400)
search = found.get("search") or {}
if search.get("shownInsideOnly") or len(found["shown"]) != search.get("words"):
    problems.append(f"#q=hang shows {len(found['shown'])} scenarios; {search}")
lines.append(f"1400 px index: #q=hang shows {len(found['shown'])} scenarios (the word at a word's start: {search.get('words')}; "
             f"inside any word: {search.get('containing')})")

# 1400 px: a scenario page with two lanes.
folder = os.path.join(os.path.dirname(index), os.path.basename(index).rsplit(".htm", 1)[0] + "-scenarios")
scenario = "lifecycle.cold-start-tap" if len(ran.get("lifecycle.cold-start-tap", [])) >= 2 else \
    next((s for s in sorted(ran) if len(ran[s]) >= 2), None)
if scenario is None or not os.path.isdir(folder):
    problems.append(f"no scenario page with two lanes in {folder}")
else:
    lanes = ["actito", "altcraft"] if {"actito", "altcraft"} <= set(ran[scenario]) else ran[scenario][:2]
    page = copy(os.path.join(folder, scenario + ".html"), "scenario.html")
    hash_ = f"vendors={','.join(lanes)}&diff=1"
    found = check(page, hash_ + "&check=layout", 1400)
    layout(found, f"{scenario} at 1400 px")
    if sorted(found.get("lanes", [])) != sorted(lanes):
        problems.append(f"{scenario} at 1400 px with #{hash_} shows lanes {found.get('lanes')}")
    lines.append(f"1400 px {scenario} #{hash_}: lanes {', '.join(found.get('lanes', []))}, {found.get('differing', 0)} differing records shown, "
                 f"timeline ends {found.get('timelineBottom', '?')} px down ({'within' if found.get('timelineBottom', 10**6) <= 1000 else 'below'} the first 1000 px screen)")
    shot(page, hash_, 1400, 1000, "scenario-1400.png")
    # Opened with the index's view, its "← every scenario" carries every key back (issue 34, item 3).
    found = check(page, f"vendors={','.join(lanes)}&{view}&check=layout", 1400)
    back_keys = {part.split("=", 1)[0] for part in html.unescape(found.get("back", "")).partition("#")[2].split("&") if part}
    back_keys.discard("check")  # the checker's own key
    if not {"vendors", "step", "q", "filter", "sort", "na", "at"} <= back_keys:
        problems.append(f"{scenario}: '← every scenario' {found.get('back')!r} drops the index's view #{view}")
    lines.append(f"1400 px {scenario} opened with #{view}: '← every scenario' carries {', '.join(sorted(back_keys))}")
    # 390 px: the same page shows one lane at a time, with a switcher.
    found = check(page, hash_ + "&check=narrow", 390, 844)
    layout(found, f"{scenario} at 390 px")
    if found.get("lanesPerRow") != 1 or not found["switcher"]:
        problems.append(f"{scenario} at 390 px: {found.get('lanesPerRow')} lanes per row, switcher shown: {found['switcher']}")
    lines.append(f"390 px {scenario}: page {found['pageWidth']} px wide, {found.get('lanesPerRow')} lane per row, vendor switcher "
                 f"{'shown' if found['switcher'] else 'missing'}, view bar {found['navHeight']} px")
    shot(page, hash_, 390, 844, "scenario-390.png")

# 390 px: the index.
found = check(target, "check=narrow", 390, 844)
layout(found, "index at 390 px")
if found["navHeight"] > 140:
    problems.append(f"index at 390 px: the filter bar takes {found['navHeight']} px of 844")
if found["matrixCellsPerRow"] > 1 or not found["switcher"]:
    problems.append(f"index at 390 px: {found['matrixCellsPerRow']} vendor cells per matrix row, switcher shown: {found['switcher']}")
if found.get("vendorCellNarrowest", 1000) < 300:
    problems.append(f"index at 390 px: the vendor table has a cell {found.get('vendorCellNarrowest')} px wide (one word per line)")
lines.append(f"390 px index: page {found['pageWidth']} px wide, filter bar {found['navHeight']} px (collapsed), "
             f"{found['matrixCellsPerRow']} vendor column per matrix row; vendor table {found.get('vendorTableHeight')} px tall, "
             f"narrowest cell {found.get('vendorCellNarrowest')} px")
shot(target, "", 390, 844, "report-390.png")
found = check(target, "check=open", 390, 844)
if found.get("openPageWidth", 10**6) > 390:
    problems.append(f"index at 390 px: the open filter panel widens the page to {found.get('openPageWidth')} px")
lines.append(f"390 px index, filters open: page {found.get('openPageWidth')} px wide, panel {found.get('openNavHeight')} px")

# 390 px: the grid.
if grid:
    target = copy(grid, "grid.html")
    found = check(target, "check=narrow", 390, 844)
    layout(found, "grid at 390 px")
    if found.get("gridTextShown", 0) > 0 or found.get("gridCountsShown", 0) == 0:
        problems.append(f"grid at 390 px: {found.get('gridTextShown')} cells still show their words, {found.get('gridCountsShown')} their count")
    lines.append(f"390 px grid: page {found['pageWidth']} px wide, cells show a glyph and a count "
                 f"({found.get('gridCountsShown')} counts, {found.get('gridTextShown')} with words), vendor headers {found.get('gridHeaderHeight')} px tall")
    shot(target, "", 390, 844, "grid-390.png")
    found = check(target, "check=layout", 1400)
    layout(found, "grid at 1400 px")
    lines.append(f"1400 px grid: page {found['pageWidth']} px wide, {len(found['overflow'])} overflowing cells")

for line in lines:
    print("check-html: " + line)
if problems:
    for problem in problems:
        print(f"check-html: FAILED: {problem}", file=sys.stderr)
    sys.exit(1)
print(f"check-html: passed; screenshots in {shots}")
