"""Browser checks of what a reader of the site meets beyond the per-page layout pass (site_test.py runs
them): the lint rule directory that SARIF links resolve to, the search page's filters in the URL, the
header box's own language first, one search box on a phone with its whole placeholder, the root page
opening in the reader's language, and — over http, as a server publishes the site — the layout pass
and search again.

Each check is a function of the running Session; site_test.CONFIG names the pages (keys below)."""

import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

CONFIG = {
    # Searches the search page filters: every result must be of the kind and language in the URL.
    "filtered_search": {"page": "ja/search.html", "query": "updateUIView", "kind": "mistake", "lang": "zh-Hans"},
    # The header box on a page of one language lists results with a version in that language first.
    "own_language_first": {"page": "ja/guides/uikit-bridging.html", "query": "updateUIView", "lang": "ja"},
    # Pages whose phone layout shows one search box, its placeholder whole.
    "one_search_box": ["zh-Hans/index.html", "ja/index.html", "zh-Hans/search.html", "ja/search.html",
                       "zh-Hans/guides/uikit-bridging.html", "ja/entries/uikit-bridging-part-5-1.html"],
    # The root page, opened with these browser languages, lands on these pages (None: stays the chooser).
    "reader_language": [("ja-JP,ja", "ja/index.html"), ("zh-TW,zh", "zh-Hans/index.html"), ("en-US,en", None)],
    "rules_index": "ja/rules/index.html",
    # Pages the layout pass opens again over http (a server), at both widths.
    "http_pages": ["index.html", "zh-Hans/index.html", "ja/guides/uikit-bridging.html", "zh-Hans/guides/uikit-bridging.html",
                   "zh-Hans/entries/navigation-and-interop-12-1.html", "ja/entries/uikit-bridging-part-2-s4-code-1.html",
                   "ja/rules/index.html", "zh-Hans/rules/coordinator-let-parent.html", "ja/apis/index.html",
                   "ja/translations.html", "zh-Hans/search.html?q=循环引用"],
}


def bridgekb_binary():
    """The bridgekb executable that built the site: $BRIDGEKB, else a release or debug build here."""
    root = Path(__file__).resolve().parents[2]
    for candidate in [os.environ.get("BRIDGEKB"), root / ".build/release/bridgekb", root / ".build/debug/bridgekb"]:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(site):
    """The site over http on 127.0.0.1 (a thread); returns the server and its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]

# MARK: - The rule directory and SARIF


def sarif_links(site, base):
    """Every helpUri of `bridgekb lint --format sarif --base-url BASE` (on an empty Swift file), per language."""
    binary = bridgekb_binary()
    if binary is None:
        raise AssertionError("no bridgekb executable (build it, or set BRIDGEKB)")
    uris = []
    with tempfile.TemporaryDirectory(prefix="bridgekb-sarif-") as folder:
        swift = Path(folder) / "Empty.swift"
        swift.write_text("// nothing to find\n", encoding="utf-8")
        for lang in ("en", "zh-Hans", "ja"):
            out = subprocess.run([binary, "lint", str(swift), "--format", "sarif", "--base-url", base, "--site", str(site),
                                  "--lang", lang], capture_output=True, text=True, timeout=60)
            log = json.loads(out.stdout)
            uris += [rule["helpUri"] for rule in log["runs"][0]["tool"]["driver"]["rules"] if rule.get("helpUri")]
    return sorted(set(uris))


def rule_directory_check(session, site, config):
    """Every SARIF helpUri (with --base-url) is a rule page of the site, served over http, in Chromium."""
    def run():
        server, base = serve(site)
        try:
            uris = sarif_links(site, base)
            if not uris:
                raise AssertionError("SARIF names no helpUri")
            problems = []
            for uri in uris:
                try:
                    with urllib.request.urlopen(uri, timeout=10) as response:
                        status = response.status
                except urllib.error.HTTPError as error:
                    status = error.code
                if status != 200:
                    problems.append("%s: HTTP %d" % (uri, status))
                    continue
                rule_id = uri.rsplit("/", 1)[1][:-len(".html")]
                session.tab.navigate(uri, settle=0)
                shown = session.tab.evaluate("[document.querySelector('h1') && document.querySelector('h1').textContent,"
                                             " Array.from(document.querySelectorAll('.rule-id'), function (c) { return c.textContent; }),"
                                             " document.querySelectorAll('mark.finding-at').length]")
                if not shown[0] or rule_id not in shown[1] or not shown[2]:
                    problems.append("%s shows %s" % (uri, shown))
            index = (site / config["rules_index"]).read_text(encoding="utf-8")
            listed = [u for u in uris if u.startswith(base + config["rules_index"].split("/")[0] + "/")]
            problems += ["%s not in %s" % (u, config["rules_index"]) for u in listed if 'href="%s"' % u.rsplit("/", 1)[1] not in index]
            if problems:
                raise AssertionError("%d helpUri problems: %s" % (len(problems), "; ".join(problems[:5])))
            return "%d helpUri values resolve to rule pages" % len(uris)
        finally:
            server.shutdown()
    return run

# MARK: - Search


def filtered_search_check(session, config, wait_until):
    def run():
        case = config["filtered_search"]
        tab = session.open(case["page"] + "?" + urllib.parse.urlencode({"kind": case["kind"], "lang": case["lang"]}),
                           config["desktop"][0], query=case["query"])
        wait_until(tab, "document.querySelectorAll('#search-results:not([aria-busy]) li.search-result').length")
        found = tab.evaluate("""[document.getElementById('search-kind').value, document.getElementById('search-lang').value,
          Array.from(document.querySelectorAll('#search-results li.search-result'), function (li) {
            var a = li.querySelector('a.search-title'); return [li.getAttribute('data-kind'), a.getAttribute('lang')]; })]""")
        if found[0] != case["kind"] or found[1] != case["lang"]:
            raise AssertionError("the filters in the URL are not chosen: %s" % found[:2])
        if not found[2]:
            raise AssertionError("no %s result in %s for %r" % (case["kind"], case["lang"], case["query"]))
        wrong = [r for r in found[2] if r != [case["kind"], case["lang"]]]
        if wrong:
            raise AssertionError("%d of %d results outside the filters: %s" % (len(wrong), len(found[2]), wrong[:3]))
        # Choosing another kind puts it in the address, so the results can be linked.
        tab.evaluate("(function () { var s = document.getElementById('search-kind'); s.value = ''; s.dispatchEvent(new Event('change')); })()")
        wait_until(tab, "document.querySelectorAll('#search-results:not([aria-busy]) li.search-result').length > %d" % len(found[2]))
        search = urllib.parse.parse_qs(urllib.parse.urlparse(tab.evaluate("location.href")).query)
        if "kind" in search or search.get("lang") != [case["lang"]] or search.get("q") != [case["query"]]:
            raise AssertionError("the address does not follow the filters: %s" % search)
        return "%d results, all %s in %s; the address follows" % (len(found[2]), case["kind"], case["lang"])
    return run


def own_language_first_check(session, config, wait_until):
    def run():
        case = config["own_language_first"]
        tab = session.open(case["page"], config["desktop"][0])
        tab.evaluate("document.getElementById('site-search-q').focus()")
        tab.insert_text(case["query"])
        wait_until(tab, "document.querySelectorAll('.quick-list a').length")
        langs = tab.evaluate("Array.from(document.querySelectorAll('.quick-list a'), function (a) { return a.getAttribute('lang'); })")
        if not langs:
            raise AssertionError("no results under the header box")
        if langs[0] != case["lang"]:
            raise AssertionError("the first result is in %s on a %s page: %s" % (langs[0], case["lang"], langs))
        return "%d results, the first in %s" % (len(langs), langs[0])
    return run


def one_search_box_check(session, config):
    """On a phone: one visible search box per page, and its placeholder fits in it."""
    def run():
        problems = []
        for page in config["one_search_box"]:
            tab = session.open(page, config["phone"][0])
            boxes = tab.evaluate("""Array.from(document.querySelectorAll('input[type=search]')).filter(function (i) {
                var r = i.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(i).visibility !== 'hidden';
              }).map(function (i) {
                var style = getComputedStyle(i), canvas = document.createElement('canvas').getContext('2d');
                canvas.font = style.fontStyle + ' ' + style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
                var room = i.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
                return [i.id, Math.round(canvas.measureText(i.placeholder).width), Math.round(room)];
              })""")
            if len(boxes) != 1:
                problems.append("%s: %d search boxes (%s)" % (page, len(boxes), [b[0] for b in boxes]))
            problems += ["%s: #%s placeholder %d px in %d px" % (page, b[0], b[1], b[2]) for b in boxes if b[1] > b[2]]
        if problems:
            raise AssertionError("; ".join(problems[:6]))
        return "%d pages" % len(config["one_search_box"])
    return run

# MARK: - The root page in the reader's language


def reader_language_check(session, config):
    def run():
        tab = session.tab
        agent = session.browser.send("Browser.getVersion")["userAgent"]
        problems, seen = [], []
        try:
            for accept, expected in config["reader_language"]:
                tab.send("Network.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": accept})
                session.media = None
                session.open("index.html", config["desktop"][0], settle=0.5)
                landed, chooser = tab.evaluate("[decodeURIComponent(location.pathname), document.body.classList.contains('page-chooser')]")
                if (expected and not landed.endswith("/" + expected)) or (not expected and not chooser):
                    problems.append("%s: landed on %s, expected %s" % (accept, landed, expected or "the chooser"))
                seen.append("%s → %s" % (accept.split(",")[0], expected or "chooser"))
        finally:
            tab.send("Network.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": "en-US,en"})
        if problems:
            raise AssertionError("; ".join(problems))
        return ", ".join(seen)
    return run

# MARK: - Over http


class Prefixed:
    """Results whose check names start with a prefix (the same checks run again over http)."""

    def __init__(self, results, prefix):
        self.results, self.prefix = results, prefix

    def wants(self, name):
        return self.results.wants(self.prefix + name)

    def check(self, name, function, always=False):
        self.results.check(self.prefix + name, function, always)


def http_checks(results, t, binary, site, config):
    """The layout pass (a few pages of each kind), searches and the header box, the site served over http."""
    server, base = serve(site)
    session = t.Session(binary, site, config)
    session.base_url = base
    over_http = Prefixed(results, "over http: ")
    try:
        layout = [p for p in config["http_pages"] if (site / p.partition("?")[0]).is_file()]
        t.layout_checks(over_http, session, layout, config)
        for search in config["searches"][:2]:
            over_http.check("search %s %r" % (search["page"], search["query"]), t.check_search(session, config, search))
        over_http.check("header box: the page's language first", own_language_first_check(session, config, t.wait_until))
        over_http.check("the root page opens in the reader's language", reader_language_check(session, config))
    finally:
        session.close()
        server.shutdown()


def reader_checks(results, session, site, config, t):
    results.check("SARIF helpUri values (with --base-url) resolve to rule pages", rule_directory_check(session, site, config))
    results.check("search filters by kind and language, kept in the address", filtered_search_check(session, config, t.wait_until))
    results.check("header box: the page's language first", own_language_first_check(session, config, t.wait_until))
    results.check("one search box on a phone, its placeholder whole", one_search_box_check(session, config))
    results.check("the root page opens in the reader's language", reader_language_check(session, config))
