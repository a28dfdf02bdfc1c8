"""Two tiny stand-ins for the generated site, for `site_test.py --self-test`: a good one that passes
the browser test's checks and a bad one with one problem per check (a page wider than the screen,
proportional code, a tall header, the h1 below the first screen, a clipped table, an identifier cut by a
squeezed table column, a badge on two lines, a Japanese line beginning with ー, a mistake's listing
"checked", a wide diagram without a hint or focus and its root out of view, a heading under the
sticky header, headings out of order, hidden permalinks, no description or favicon, a repeated title,
the placeholder base URL, no robots.txt, a 404 page that loads from outside, axe violations, a header
on paper, a search that fetch()es its index, a language switch that loses the section). The self-test
runs the checks on both and fails unless each passes on the good site and fails on the bad one.
Written to temporary folders and removed afterwards; never committed."""

import tempfile
from pathlib import Path

# The expectations of site_test.CONFIG that differ for these sites.
CONFIG = {
    "searches": [{"page": "zh-Hans/search.html", "query": "循环引用", "expect": ["retain-cycle", "闭包中的循环引用"]}],
    "language_switches": [{"page": "zh-Hans/guide.html", "fragment": "part-2", "expect_page": "ja/guide.html"}],
    "anchor_pages": ["zh-Hans/guide.html"],
    "print_pages": ["zh-Hans/guide.html"],
    "axe_pages": ["zh-Hans/guide.html"],
    "not_found": "404.html",
}

SWITCH_JS = """document.querySelectorAll('header a.lang-switch').forEach(function (a) {
  a.setAttribute('href', a.getAttribute('href').split('#')[0] + location.hash);
});
"""

INDEX_JS = """window.BRIDGEKB_INDEX = [
  {"lang": "zh-Hans", "title": "闭包中的循环引用", "url": "entries/retain-cycle.html"},
  {"lang": "ja", "title": "クロージャの循環参照", "url": "../zh-Hans/entries/retain-cycle.html"}
];
"""

SEARCH_JS = """function show(index) {
  var q = new URLSearchParams(location.search).get('q') || '';
  var out = document.getElementById('search-results');
  index.filter(function (e) {
    return e.lang === document.documentElement.lang && q && e.title.indexOf(q) >= 0;
  }).forEach(function (e) {
    var li = document.createElement('li'), a = document.createElement('a');
    a.href = e.url; a.textContent = e.title; li.appendChild(a); out.appendChild(li);
  });
}
if (window.BRIDGEKB_INDEX) show(window.BRIDGEKB_INDEX);
else fetch('../assets/index.json').then(function (r) { return r.json(); }).then(show);
"""

GOOD_CSS = """:root { --bg: #fff; }
body { font-family: sans-serif; margin: 0; background: var(--bg); color: #111; }
header { position: sticky; top: 0; height: 48px; background: #fff; border-bottom: 1px solid #888; }
main { max-width: 40rem; margin: auto; padding: 1rem; overflow-wrap: break-word; }
:lang(ja) { line-break: strict; }
.badge { white-space: nowrap; }
.kana { width: 3em; }
.snippet-bad { border: 2px solid #b3261e; }
.diagram-scroll { overflow-x: auto; }
code, pre { font-family: monospace; }
.wrap { overflow-x: auto; }
section { scroll-margin-top: 60px; }
section > h2 { margin-top: 0; }
.pad { height: 1200px; }
a.anchor { color: #333; }
@media print { header, nav, form, button { display: none; } }
"""

BAD_CSS = """:root { --bg: #fff; }
body { font-family: sans-serif; margin: 0; }
header { position: sticky; top: 0; height: 120px; background: #fff; }
:lang(zh-Hans) { font-family: serif; }
.wide { white-space: nowrap; }
.clip { width: 200px; overflow: hidden; }
.clip th { white-space: nowrap; }
.tall { height: 1400px; }
a.anchor { visibility: hidden; }
.pad { height: 1200px; }
td { overflow-wrap: anywhere; }
.badge { display: inline-block; width: 3em; }
.kana { width: 3em; line-break: anywhere; }
.diagram-scroll { overflow-x: auto; }
"""

# A mistake's listing and a diagram wider than a phone: the good site shows the listing as wrong (its
# own frame, ❌) and the diagram in a focusable scroll box with a hint, its root first; the bad one
# shows the listing "checked" and the diagram's root far to the right, no hint, no focus.
TEACHING_GOOD = ('<article class="entry kind-mistake"><section class="examples"><figure class="snippet snippet-bad">'
                 '<figcaption><span class="marker marker-bad">❌ wrong</span></figcaption><pre><code>let parent</code></pre></figure>'
                 '</section></article><figure class="diagram"><div class="diagram-scroll" tabindex="0"><svg width="1000" height="60" '
                 'viewBox="0 0 1000 60"><g class="node"><text x="10" y="30" font-size="14">root</text></g></svg></div>'
                 '<figcaption class="scroll-hint">scroll sideways</figcaption></figure>')
TEACHING_BAD = ('<article class="entry kind-mistake"><section class="examples"><figure class="snippet">'
                '<figcaption><span class="badge badge-valid">checked</span></figcaption><pre><code>let parent</code></pre></figure>'
                '<figure class="snippet snippet-bad"><figcaption><span class="badge badge-valid">checked</span></figcaption>'
                '<pre><code>let parent</code></pre></figure></section></article>'
                '<figure class="diagram"><div class="diagram-scroll"><svg width="1000" height="60" viewBox="0 0 1000 60">'
                '<g class="node"><text x="900" y="30" font-size="14">root</text></g></svg></div></figure>')

# What both sites show of words, badges and Japanese lines: a table whose first column holds an
# identifier beside a long text (a column squeezed below the identifier cuts it), a badge in a narrow
# box, and katakana in a box three characters wide (a line may begin with ー unless the rules are strict).
TYPOGRAPHY = ('<div class="wrap"><table><tr><td>UIHostingController</td><td>%s</td></tr></table></div>'
              '<p><span class="badge">よくある間違い</span></p><p class="kana" lang="ja">ナビゲーションバーのビューとスーパービュー</p>'
              % ("text " * 120))


def page(lang, title, body, depth, head="", switch=None, css=True):
    up = "../" * depth
    switcher = '<a class="lang-switch" hreflang="%s" href="%s">%s</a>' % switch if switch else ""
    link = '<link rel="stylesheet" href="%sassets/style.css">' % up if css else ""
    return ('<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1"><title>%s</title>%s%s'
            '</head>\n<body><header><a href="%sindex.html">bridgekb</a> %s</header><main>%s</main>'
            '<script src="%sassets/switch.js"></script></body></html>\n') % (lang, title, head, link, up, switcher, body, up)


def good_head(up, text):
    return ('<meta name="description" content="%s, a page of the fake site.">'
            '<link rel="icon" href="%sassets/icon.svg">' % (text, up))


def guide_body(lang, good):
    sections = "".join('<section id="part-%d"><h2 id="part-%d-h">Part %d <a class="anchor" href="#part-%d" aria-label="Link">#</a></h2>'
                       '<p>Text of part %d.</p><div class="pad"></div></section>' % (i, i, i, i, i) for i in range(1, 4))
    if good:
        return ('<h1>%s guide</h1><p>A paragraph with <code>updateUIView(_:context:)</code>.</p>'
                '<div class="wrap"><table><tr><th>a</th><th>b</th></tr><tr><td>one</td><td>two</td></tr></table></div>%s%s%s'
                % (lang, TYPOGRAPHY, TEACHING_GOOD, sections))
    return ('<h2>Contents first</h2><div class="tall"></div><h1>%s guide</h1><p class="wide">%s</p>'
            '<p><code>updateUIView(_:context:)</code> <img src="none.png"> <a href="#part-1"></a></p>'
            '<figure class="diagram"><svg viewBox="0 0 1000 100" width="100%%"><text x="10" y="50" font-size="14">tiny</text></svg></figure>'
            '<div class="clip"><table><tr><th>a very long header cell</th><th>another long header cell</th></tr></table></div>%s%s%s'
            % (lang, "word " * 200, TYPOGRAPHY, TEACHING_BAD, sections.replace("<h2", "<h4").replace("</h2>", "</h4>")))


def write(root, good):
    root = Path(root)
    files = {
        "assets/switch.js": SWITCH_JS if good else "",
        "assets/index.js": INDEX_JS,
        "assets/index.json": INDEX_JS.split("=", 1)[1].strip().rstrip(";"),
        "assets/search.js": SEARCH_JS,
        "assets/style.css": GOOD_CSS if good else BAD_CSS,
        "assets/icon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
        "index.html": page("en", "bridgekb", '<h1>bridgekb</h1><a href="zh-Hans/guide.html">中文</a> <a href="ja/guide.html">日本語</a>',
                           0, good_head("", "The chooser") if good else ""),
        "404.html": page("en", "404", '<h1>404</h1><a href="index.html">Home</a>', 0,
                         good_head("", "Page not found") if good
                         else '<link rel="stylesheet" href="https://example.com/bridgekb/assets/style.css">', css=good),
    }
    for lang, other, name in [("zh-Hans", "ja", "日本語"), ("ja", "zh-Hans", "中文")]:
        title = "%s guide" % lang if good else "Guide · Guide"
        files["%s/guide.html" % lang] = page(lang, title, guide_body(lang, good), 1,
                                             good_head("../", "A guide") if good else
                                             '<link rel="canonical" href="https://example.com/bridgekb/%s/guide.html">' % lang,
                                             (other, "../%s/guide.html" % other, name))
        search = '<h1>Search</h1><form role="search"><input name="q" aria-label="Search"></form><ul id="search-results"></ul>'
        search += ('<script src="../assets/index.js"></script>' if good else "") + '<script src="../assets/search.js"></script>'
        files["%s/search.html" % lang] = page(lang, "Search %s" % lang, search, 1, good_head("../", "Search") if good else "")
    files["zh-Hans/entries/retain-cycle.html"] = page("zh-Hans", "闭包中的循环引用", "<h1>闭包中的循环引用</h1>", 2,
                                                      good_head("../../", "An entry") if good else "")
    if good:
        files["robots.txt"] = "User-agent: *\nAllow: /\n"
    else:
        files["zh-Hans/entries/retain-cycle.html"] += "<!-- https://example.com/bridgekb/ -->\n"
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")


def self_test(t, folder):
    """Runs the checks on both fake sites: each must pass on the good one and fail on the bad one."""
    binary = t.find_chromium()
    if binary is None:
        print("FAIL setup: no chromium\n0 passed, 1 failed")
        return 1
    outcome = {}
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bridgekb-fake-site-") as temporary:
        for kind in ("good", "bad"):
            site = Path(temporary) / kind
            write(site, kind == "good")
            config = dict(t.CONFIG)
            config.update(CONFIG)
            config["layout_pages"] = "all"
            results = t.Results()
            session = t.Session(binary, site, config)
            print("== %s site" % kind, flush=True)
            try:
                pages = t.site_pages(site)
                for search in config["searches"]:
                    results.check("search", t.check_search(session, config, search))
                for case in config["language_switches"]:
                    results.check("language switch", t.check_language_switch(session, config, case))
                t.head_checks(results, site, pages, config)
                results.check("404 page", t.not_found_check(session, config))
                t.layout_checks(results, session, pages, config)
                results.check("linked headings below the header", t.anchor_check(session, "zh-Hans/guide.html", config["phone"][0]))
                results.check("print", t.print_check(session, folder, "zh-Hans/guide.html", config))
                t.axe_checks(results, session, config["axe_pages"], config)
            finally:
                session.close()
            outcome[kind] = {line.split(" ", 1)[1].split(":")[0]: line.startswith("PASS") for line in results.summary}
    passed = failed = 0
    for name, good in outcome["good"].items():
        if name.endswith("pass"):
            continue
        bad = outcome["bad"].get(name)
        ok = good and bad is False
        passed, failed = passed + ok, failed + (not ok)
        print("%s %s: good site %s, bad site %s" % ("PASS" if ok else "FAIL", name, "passes" if good else "FAILS",
                                                    "fails" if bad is False else "PASSES"))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1
