#!/usr/bin/env python3
"""Browser test of the generated site: headless Chromium over file://, driven through the DevTools
protocol on a pipe (cdp.py), Python 3 standard library only; axe-core comes from a PyPI package
installed into the test's own virtual environment (axe.py).

What it checks, every page of the site unless CONFIG says otherwise:
  reading      no horizontal overflow at 390 and 1280 px; code in a monospace font (canvas glyph
               widths) in every language; on a phone the h1 in the first screen and a header at most
               64 px tall; table cells and diagrams never clipped (their own box scrolls); diagram text
               at least 12 px, a diagram wider than a phone in a focusable box with a hint, its root in
               view; no word, number or badge broken where a line could hold it; no Chinese or Japanese
               line starting with ー, a small kana or closing punctuation; a linked heading lands below
               the sticky header; heading order; permalinks focusable and visible on focus;
  teaching     every mistake's listing shown as wrong (❌, its frame), no wrong listing "checked";
  head         meta description, favicon, robots.txt, a title without repetition; canonical, Open Graph
               and hreflang absolute only with a base URL, relative otherwise; the placeholder base URL
               in no file; the 404 page loads nothing from outside the site and is styled;
  navigation   every page lists the guides of its language; guide pages have breadcrumbs and
               prev/next; on a phone the table of contents is behind a button; on a wide screen it
               marks the section being read;
  search       a Chinese and a Japanese query find the expected pages (the index loads as a script:
               Chromium blocks fetch() over file://); results name languages, show an entry's symptom
               or fix, a count, and "more"; the header box searches as you type; an IME composition
               does not search; the query survives a language switch;
  snippets     a listing whose own check found a pitfall says so instead of a plain "checked" badge;
  print        no header, navigation, search or copy buttons on paper; code not clipped; link URLs
               shown; a PDF of a guide (and PNGs of its pages when pdftoppm is there);
  readers      (reader_checks.py) SARIF helpUri values resolve to rule pages; the search page's filters
               in the address; the header box's own language first; one search box on a phone; the
               root page in the reader's language; the layout pass, searches and those again over http;
  axe-core     0 serious or critical violations, light and dark;
  screenshots  light and dark, 390 and 1280 px, for looking at.

Usage:  scripts/browser-test            (installs chromium + fonts-noto-cjk when missing)
        python3 Tests/browser/site_test.py [--site DIR] [--screenshots DIR] [--config FILE.json] [--only NAME,…]
        python3 Tests/browser/site_test.py --self-test   (each check on a tiny fake site: a page that
                                                          must pass it and one that must fail it)
Environment: BRIDGEKB_SITE (default Site), BRIDGEKB_SCREENSHOTS (default /tmp/bridgekb-screenshots),
             CHROMIUM (the browser binary), BRIDGEKB_AXE (an axe.min.js to use instead of the package's).
Exit 0 when every check passed, else 1; the last line reads 'N passed, N failed'.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
from html.parser import HTMLParser
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import cdp  # noqa: E402
import reader_checks  # noqa: E402

# MARK: - Configuration (page paths are relative to the site folder; override with --config FILE.json)

CONFIG = {
    "searches": [
        # 循环引用 (retain cycle) is what the Coordinator pattern section is about: its ❌ closure listing, the
        # entry that section is folded into (an entry and its own section are one result, the entry's).
        {"page": "zh-Hans/search.html", "query": "循环引用", "expect": ["zh-Hans/entries/uikit-bridging-part-1-s4-code-1.html"]},
        # The Japanese spelling finds the same entry, in Japanese.
        {"page": "ja/search.html", "query": "循環参照", "expect": ["ja/entries/uikit-bridging-part-1-s4-code-1.html"]},
        # メモリリーク finds the Coordinator-parent gotcha (メモリーリーク in the text).
        {"page": "ja/search.html", "query": "メモリリーク", "expect": ["entries/uikit-bridging-part-5-1.html"]},
    ],
    "results_id": "search-results",
    # An API name: entry results must still show what the entry says (symptom or fix), not the API list.
    "api_query": {"page": "zh-Hans/search.html", "query": "updateUIView"},
    "header_search": {"page": "zh-Hans/guides/uikit-bridging.html", "query": "循环引用"},
    "ime": {"page": "ja/search.html", "text": "じゅんかん"},
    "language_switches": [
        {"page": "zh-Hans/guides/uikit-bridging.html", "fragment": "part-1-s4", "expect_page": "ja/guides/uikit-bridging.html"},
        {"page": "ja/guides/uikit-bridging.html", "fragment": "part-2b", "expect_page": "zh-Hans/guides/uikit-bridging.html"},
    ],
    "query_switch": {"page": "zh-Hans/search.html", "query": "循环引用"},
    "switch_class": "lang-switch",
    # Guide pages whose every section is opened by its #anchor, at both widths.
    "anchor_pages": ["zh-Hans/guides/uikit-bridging.html", "ja/guides/uikit-bridging.html"],
    "toc_page": "zh-Hans/guides/uikit-bridging.html",
    # A ✅ listing that `bridgekb check` flags: the page must show the finding.
    "snippet_findings": [{"page": "zh-Hans/guides/uikit-bridging.html", "snippet": "part-1-s2-code-1"}],
    # Pages of the per-page checks: "all", or a list.
    "layout_pages": "all",
    "axe_pages": ["index.html", "404.html", "zh-Hans/index.html", "ja/index.html",
                  "zh-Hans/guides/uikit-bridging.html", "ja/guides/uikit-bridging.html",
                  "zh-Hans/entries/uikit-bridging-part-5-1.html", "ja/entries/uikit-bridging-part-5-1.html",
                  "zh-Hans/entries/index.html", "ja/apis/index.html", "zh-Hans/apis/updateuiview.html",
                  "zh-Hans/translations.html", "ja/translations.html", "zh-Hans/search.html?q=循环引用",
                  "ja/search.html?q=循環参照", "ja/rules/index.html", "zh-Hans/rules/coordinator-let-parent.html",
                  "zh-Hans/entries/uikit-bridging-part-2-s4-code-1.html", "ja/search.html?q=updateUIView&kind=mistake"],
    "axe_package": "axe-playwright-python==0.1.8",
    "axe_file": "axe_playwright_python/axe.min.js",
    "print_pages": ["zh-Hans/guides/uikit-bridging.html", "ja/guides/uikit-bridging.html"],
    "not_found": "404.html",
    "placeholder_base_url": "https://example.com/bridgekb/",
    # When the site was built with a base URL, name it here (or with --base-url): canonical links and
    # Open Graph must use it. Without one, no page may hold an absolute link to the site itself.
    "base_url": None,
    "screenshots": {
        "chooser": "index.html",
        "home": "zh-Hans/index.html",
        "home-ja": "ja/index.html",
        "guide": "zh-Hans/guides/uikit-bridging.html",
        "guide-ja": "ja/guides/uikit-bridging.html",
        "entry": "zh-Hans/entries/uikit-bridging-part-5-1.html",
        "entry-ja": "ja/entries/uikit-bridging-part-5-1.html",
        "mistake": "zh-Hans/entries/uikit-bridging-part-2-s4-code-1.html",
        "mistake-unmarked": "zh-Hans/entries/navigation-and-interop-12-1.html",
        "rules-ja": "ja/rules/index.html",
        "rule": "zh-Hans/rules/coordinator-let-parent.html",
        "apis": "zh-Hans/apis/index.html",
        "search": "zh-Hans/search.html?q=循环引用",
        "search-filtered-ja": "ja/search.html?q=updateUIView&kind=mistake",
        "translations-ja": "ja/translations.html",
        "404": "404.html",
    },
    "phone": [390, 844],
    "desktop": [1280, 900],
    "max_header_px": 64,
    "min_diagram_text_px": 12,
    "timeout_s": 90,
    **reader_checks.CONFIG,
}

# MARK: - A small DOM from HTML files (head checks)

VOID_ELEMENTS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    def inner_text(self):
        parts = [child if isinstance(child, str) else child.inner_text() for child in self.children]
        return " ".join(" ".join(parts).split())

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()


class TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        element = Element(tag, attrs, self.current)
        self.current.children.append(element)
        if tag not in VOID_ELEMENTS:
            self.current = element

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Element(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse_html(text):
    builder = TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root

# MARK: - Results


class Results:
    def __init__(self, only=None):
        self.passed, self.failed, self.only = 0, 0, only
        self.summary = []

    def wants(self, name):
        return not self.only or any(word in name for word in self.only)

    def check(self, name, function, always=False):
        if not always and not self.wants(name):
            return
        started = time.time()
        try:
            detail = function()
            self.passed += 1
            line = "PASS %s%s" % (name, ": " + detail if detail else "")
        except Exception as error:  # a failed check, whatever raised it
            self.failed += 1
            line = "FAIL %s: %s" % (name, error)
        print("%s (%.1f s)" % (line, time.time() - started), flush=True)
        self.summary.append(line)


def expect_none(problems, what, total=None):
    """Raises with the first problems when there are any; else a short count for the PASS line."""
    if problems:
        raise AssertionError("%d %s: %s" % (len(problems), what, "; ".join(problems[:6])))
    return "%d checked" % total if total is not None else ""

# MARK: - URLs and pages


def page_url(site, page, query=None, fragment=None, base=None):
    """file:// URL of `page` (which may carry its own ?query), with a query and a fragment added; with
    `base` (http://…/), its address on that server instead."""
    path, _, own_query = page.partition("?")
    url = base + urllib.parse.quote(path) if base else (site / path).resolve().as_uri()
    pairs = urllib.parse.parse_qsl(own_query) + ([("q", query)] if query is not None else [])
    if pairs:
        url += "?" + urllib.parse.urlencode(pairs, quote_via=urllib.parse.quote)
    if fragment:
        url += "#" + urllib.parse.quote(fragment)
    return url


def url_to_path(url):
    parsed = urllib.parse.urlparse(url)
    return Path(urllib.parse.unquote(parsed.path)), urllib.parse.unquote(parsed.fragment)


def site_pages(site):
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))


def find_chromium():
    for name in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome", "chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


MEASURE = (Path(__file__).resolve().parent / "measure.js").read_text(encoding="utf-8")


class Session:
    """One browser with one tab, and helpers to open a page with the measuring script in it."""

    def __init__(self, binary, site, config):
        self.site, self.config = site, config
        self.profile = tempfile.mkdtemp(prefix="bridgekb-chromium-")
        self.browser = cdp.Browser(binary, self.profile, timeout=config["timeout_s"])
        self.tab = self.browser.new_tab()
        self.size, self.media = None, None
        self.base_url = None   # http://…/ when the site is served (reader_checks.http_checks)

    def close(self):
        self.browser.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def open(self, page, width, height=None, scheme="light", media="", fragment=None, query=None, settle=0.15):
        height = height or (self.config["phone"][1] if width <= self.config["phone"][0] else self.config["desktop"][1])
        if (width, height) != self.size:
            self.tab.viewport(width, height)
            self.size = (width, height)
        if (media, scheme) != self.media:
            self.tab.media(media, scheme)
            self.media = (media, scheme)
        if fragment:   # a new document, so that the browser scrolls to the fragment as it loads
            self.tab.navigate("about:blank", settle=0)
        self.tab.navigate(page_url(self.site, page, query=query, fragment=fragment, base=self.base_url), settle=settle)
        self.tab.evaluate("document.fonts.ready.then(function () { return true; })")
        self.tab.evaluate(MEASURE)
        return self.tab

    def measure(self, call):
        return self.tab.evaluate("window.__bridgekbTest." + call)

# MARK: - Per-page layout checks (every page, phone and desktop)


def layout_checks(results, session, pages, config):
    phone, desktop = config["phone"][0], config["desktop"][0]
    problems = {key: [] for key in ["overflow-%d" % phone, "overflow-%d" % desktop, "h1", "header", "mono", "clipped-%d" % phone,
                                    "clipped-%d" % desktop, "diagram", "headings", "permalink",
                                    "words-%d" % phone, "words-%d" % desktop, "badges-%d" % phone, "badges-%d" % desktop,
                                    "starts-%d" % phone, "starts-%d" % desktop, "wrong-%d" % phone, "wrong-%d" % desktop,
                                    "diagram-scroll"]}
    header_heights, h1_tops, widths = [], [], {phone: [], desktop: []}
    fonts = {}

    def run_pages():
        for page in pages:
            for width in (phone, desktop):
                session.open(page, width, settle=0)
                m = session.measure("page(%d, %s, %d)" % (width, "true" if width == phone else "false", config["min_diagram_text_px"]))
                o = m["overflow"]
                widths[width].append(o["scrollWidth"])
                if o["scrollWidth"] > width:
                    problems["overflow-%d" % width].append("%s %d px wide (%s)" % (page, o["scrollWidth"], ", ".join(o["culprits"][:2])))
                for item in m["clipped"]:
                    problems["clipped-%d" % width].append("%s: %s" % (page, item))
                problems["diagram"] += ["%s at %d px: %s" % (page, width, item) for item in m["diagrams"]]
                problems["diagram-scroll"] += ["%s: %s" % (page, item) for item in m.get("diagramScrolling", [])]
                for key, found in (("words", m["brokenWords"]), ("badges", m["wrappedBadges"]), ("starts", m["lineStarts"]),
                                   ("wrong", m["wrong"])):
                    problems["%s-%d" % (key, width)] += ["%s: %s" % (page, item) for item in found]
                if width == phone:
                    screen = m["firstScreen"]
                    if screen["header"]:
                        header_heights.append(screen["header"]["height"])
                        if screen["header"]["height"] > config["max_header_px"]:
                            problems["header"].append("%s %d px" % (page, screen["header"]["height"]))
                    if screen["h1"] is None:
                        problems["h1"].append("%s has no h1" % page)
                    else:
                        h1_tops.append(screen["h1"]["bottom"])
                        if screen["h1"]["bottom"] > screen["innerHeight"]:
                            problems["h1"].append("%s h1 ends at %d px (screen %d)" % (page, screen["h1"]["bottom"], screen["innerHeight"]))
                else:
                    for f in m["codeFonts"]:
                        fonts.setdefault(f["font"], (f, page))
                    for item in m["headings"]:
                        problems["headings"].append("%s: %s" % (page, item))
                    link = m["permalink"]
                    if link.get("found") and not (link["focused"] and link["visibility"] == "visible" and link["opacity"] > 0.5
                                                  and link["width"] > 0 and link["label"]):
                        problems["permalink"].append("%s: %s" % (page, json.dumps(link, ensure_ascii=False)))
        for f, page in fonts.values():
            if abs(f["narrow"] - f["wide"]) > 0.5:
                problems["mono"].append("%s on %s: 10×i %.1f px, 10×M %.1f px (%s)" % (f["font"], page, f["narrow"], f["wide"], f["example"]))
        return "%d pages at %d and %d px" % (len(pages), phone, desktop)

    n = len(pages)
    names = ["overflow", "h1", "header", "monospace", "clipped", "diagram", "heading", "broken", "badges", "line", "wrong"]
    if not any(results.wants(name) for name in names + ["layout"]):
        return
    results.check("layout pass", run_pages, always=True)
    results.check("no horizontal overflow at %d px" % phone, lambda: expect_none(problems["overflow-%d" % phone], "pages too wide", n)
                  + " (widest %d px)" % max(widths[phone] or [0]))
    results.check("no horizontal overflow at %d px" % desktop, lambda: expect_none(problems["overflow-%d" % desktop], "pages too wide", n)
                  + " (widest %d px)" % max(widths[desktop] or [0]))
    results.check("h1 in the first screen at %d px" % phone, lambda: expect_none(problems["h1"], "pages", n)
                  + " (h1 ends at most %d px down)" % max(h1_tops or [0]))
    results.check("header at most %d px at %d px" % (config["max_header_px"], phone),
                  lambda: expect_none(problems["header"], "pages", n) + " (tallest %d px)" % max(header_heights or [0]))
    results.check("code is monospace in every language (canvas glyph widths)",
                  lambda: expect_none(problems["mono"], "proportional code fonts") + "%d code fonts" % len(fonts))
    results.check("no clipped table cells or diagrams at %d px" % phone, lambda: expect_none(problems["clipped-%d" % phone], "clipped", n))
    results.check("no clipped table cells or diagrams at %d px" % desktop, lambda: expect_none(problems["clipped-%d" % desktop], "clipped", n))
    results.check("diagram text at least %d px, no labels overlapping or running together, at %d and %d px"
                  % (config["min_diagram_text_px"], phone, desktop),
                  lambda: expect_none(problems["diagram"], "diagrams", n))
    results.check("diagrams wider than a phone scroll in a focusable box with a hint, root in view",
                  lambda: expect_none(problems["diagram-scroll"], "diagrams", n))
    for width in (phone, desktop):
        results.check("every mistake's listing shown as wrong, no wrong listing 'checked' at %d px" % width,
                      lambda width=width: expect_none(problems["wrong-%d" % width], "problems", n))
        results.check("no identifier or number broken inside a word at %d px" % width,
                      lambda width=width: expect_none(problems["words-%d" % width], "broken words", n))
        results.check("badges on one line at %d px" % width, lambda width=width: expect_none(problems["badges-%d" % width], "wrapped", n))
        results.check("no Chinese or Japanese line starts with ー, small kana or closing punctuation at %d px" % width,
                      lambda width=width: expect_none(problems["starts-%d" % width], "bad line starts", n))
    results.check("heading order (h1 first, no skipped level)", lambda: expect_none(problems["headings"], "problems", n))
    results.check("heading permalinks focusable and visible on focus", lambda: expect_none(problems["permalink"], "pages", n))

# MARK: - Anchors under the sticky header


def anchor_check(session, page, width):
    def run():
        tab = session.open(page, width)
        ids = tab.evaluate("Array.from(document.querySelectorAll('section[id], h2[id], h3[id]')).map(function (e) { return e.id; })"
                           ".filter(function (id) { return !/-h$/.test(id); })")
        if not ids:
            raise AssertionError("no sections with ids on %s" % page)
        bad = []
        for i, section in enumerate(ids):
            if i == 0:
                session.open(page, width, fragment=section)
            else:
                tab.evaluate("location.hash = %s" % json.dumps("#" + section))
                time.sleep(0.05)
            tab.evaluate(MEASURE)
            landing = session.measure("anchorLanding(%s)" % json.dumps(section))
            if landing["found"] and landing["top"] < landing["headerBottom"] - 1 and landing["scrollY"] > 0:
                bad.append("#%s heading at %d px, header ends at %d px" % (section, landing["top"], landing["headerBottom"]))
        return expect_none(bad, "headings land under the header", len(ids))
    return run

# MARK: - Head: description, canonical, Open Graph, favicon, robots.txt, placeholder


def head_checks(results, site, pages, config):
    base = config.get("base_url")
    placeholder = config["placeholder_base_url"]
    problems = {"description": [], "favicon": [], "canonical": [], "title": [], "placeholder": []}

    def run():
        for page in pages:
            text = (site / page).read_text(encoding="utf-8")
            if placeholder and placeholder in text:
                problems["placeholder"].append(page)
            dom = parse_html(text)
            head = next((e for e in dom.iter() if e.tag == "head"), None)
            if head is None:
                problems["description"].append("%s has no <head>" % page)
                continue
            metas = [e for e in head.iter() if e.tag == "meta"]
            links = [e for e in head.iter() if e.tag == "link"]
            description = next((m.attrs.get("content", "") for m in metas if m.attrs.get("name") == "description"), "")
            if len(description.strip()) < 10:
                problems["description"].append("%s: %r" % (page, description))
            icons = [link for link in links if "icon" in (link.attrs.get("rel") or "").split()]
            if not icons:
                problems["favicon"].append("%s has no icon" % page)
            for icon in icons:
                href = icon.attrs.get("href") or ""
                if not re.match(r"^[a-z]+:", href) and not (site / page).parent.joinpath(href.split("#")[0]).resolve().is_file():
                    problems["favicon"].append("%s: %s missing" % (page, href))
            canonical = [link.attrs.get("href") or "" for link in links if link.attrs.get("rel") == "canonical"]
            og_url = [m.attrs.get("content") or "" for m in metas if m.attrs.get("property") == "og:url"]
            hreflangs = [link.attrs.get("href") or "" for link in links if link.attrs.get("rel") == "alternate" and link.attrs.get("hreflang")]
            if base and page != config["not_found"]:
                want = base + page
                if canonical != [want]:
                    problems["canonical"].append("%s: canonical %s, expected %s" % (page, canonical, want))
                if og_url != canonical:
                    problems["canonical"].append("%s: og:url %s" % (page, og_url))
                if any(not h.startswith(base) for h in hreflangs):
                    problems["canonical"].append("%s: hreflang not absolute: %s" % (page, hreflangs[:2]))
            elif not base:
                absolute = [h for h in canonical + og_url + hreflangs if re.match(r"^[a-z]+:", h)]
                if absolute:
                    problems["canonical"].append("%s: absolute URLs without a base URL: %s" % (page, absolute[:2]))
            title = next((e.inner_text() for e in head.iter() if e.tag == "title"), "")
            parts = [p.strip() for p in re.split(r"[·|—–-]", title) if p.strip()]
            if not title or len(parts) != len(set(parts)):
                problems["title"].append("%s: %r" % (page, title))
        return "%d pages" % len(pages)

    results.check("head pass", run, always=True)
    results.check("meta description on every page", lambda: expect_none(problems["description"], "pages", len(pages)))
    results.check("favicon on every page", lambda: expect_none(problems["favicon"], "pages", len(pages)))
    results.check("canonical, Open Graph and hreflang %s" % ("absolute under %s" % base if base else "relative (no base URL)"),
                  lambda: expect_none(problems["canonical"], "pages", len(pages)))
    results.check("titles without repetition", lambda: expect_none(problems["title"], "pages", len(pages)))

    def files_without_placeholder():
        hits = list(problems["placeholder"])
        for path in site.rglob("*"):
            if path.is_file() and path.suffix in (".xml", ".txt", ".js", ".css", ".json") and placeholder.encode() in path.read_bytes():
                hits.append(str(path.relative_to(site)))
        return expect_none(hits, "files hold the placeholder %s" % placeholder)

    results.check("the placeholder base URL is in no file", files_without_placeholder)

    def robots():
        path = site / "robots.txt"
        if not path.is_file():
            raise AssertionError("no robots.txt")
        text = path.read_text(encoding="utf-8")
        if "User-agent" not in text:
            raise AssertionError("robots.txt has no User-agent line")
        if base and ("Sitemap: %ssitemap.xml" % base) not in text:
            raise AssertionError("robots.txt does not name the sitemap")
        return ""

    results.check("robots.txt", robots)


def not_found_check(session, config):
    def run():
        tab = session.open(config["not_found"], config["desktop"][0])
        site = session.site.resolve().as_uri() + "/"
        base = config.get("base_url")
        outside = [u for u in tab.requests() if not u.startswith(site) and not u.startswith("data:")
                   and not (base and u.startswith(base))]
        placeholder = [u for u in tab.requests() if config["placeholder_base_url"] in u]
        if outside or placeholder:
            raise AssertionError("loads from outside the site: %s" % (outside + placeholder)[:3])
        # With a base URL the 404 page loads the stylesheet from the site's address, which a file:// copy cannot reach.
        styled = base or tab.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--bg').trim()")
        if not styled:
            raise AssertionError("the stylesheet did not apply (no --bg custom property)")
        links = tab.evaluate("Array.from(document.querySelectorAll('a[href], link[href], script[src]'), function (e) { return e.href || e.src; })")
        broken = [u for u in links if u.startswith("file:") and not url_to_path(u)[0].exists()]
        return expect_none(broken, "links to missing files", len(links))
    return run

# MARK: - Navigation


def navigation_checks(results, session, site, pages, config):
    def guide_lists():
        problems = []
        langs = sorted({p.split("/")[0] for p in pages if "/guides/" in p})
        samples = [p for p in pages if p.split("/")[0] in langs]
        for lang in langs:
            own = sorted(p for p in pages if p.startswith(lang + "/guides/"))
            picks = [p for p in samples if p.startswith(lang + "/")]
            picks = picks[:3] + [p for p in picks if "/guides/" in p][:2] + [p for p in picks if "/entries/" in p][:2]
            for page in sorted(set(picks)):
                tab = session.open(page, config["desktop"][0])
                hrefs = tab.evaluate("Array.from(document.querySelectorAll('nav a[href]'), function (a) { return a.href.split('#')[0]; })")
                linked = {str(url_to_path(h)[0].resolve()) for h in hrefs if h.startswith("file:")}
                missing = [g for g in own if str((site / g).resolve()) not in linked]
                if missing:
                    problems.append("%s lists %d of %d guides (missing %s)" % (page, len(own) - len(missing), len(own), missing[:2]))
        return expect_none(problems, "pages")

    results.check("every page lists the guides of its language", guide_lists)

    def guide_pages():
        problems = []
        for page in [p for p in pages if "/guides/" in p]:
            dom = parse_html((site / page).read_text(encoding="utf-8"))
            if not any(e.tag == "nav" and "breadcrumbs" in (e.attrs.get("class") or "") for e in dom.iter()):
                problems.append("%s has no breadcrumbs" % page)
            lang = page.split("/")[0]
            count = len([p for p in pages if p.startswith(lang + "/guides/")])
            rels = [e.attrs.get("rel") for e in dom.iter() if e.tag == "a" and e.attrs.get("rel") in ("prev", "next")]
            if count > 1 and not rels:
                problems.append("%s has no prev/next link (%d guides in %s)" % (page, count, lang))
        return expect_none(problems, "guide pages")

    results.check("guide pages have breadcrumbs and prev/next", guide_pages)

    def toc_phone():
        tab = session.open(config["toc_page"], config["phone"][0])
        state = tab.evaluate("""(function () {
          var toc = document.querySelector('nav.toc, nav#toc, .toc'), button = null;
          for (var box = toc; box && !button; box = box.parentElement) {
            if (box.id) button = document.querySelector('button[aria-expanded][aria-controls="' + box.id + '"]');
          }
          function shown(e) { return !!e && e.getBoundingClientRect().height > 0 && getComputedStyle(e).visibility !== 'hidden'; }
          var links = toc ? Array.from(toc.querySelectorAll('a')).filter(shown).length : -1;
          var r = {button: !!button, linksShown: links, expanded: button && button.getAttribute('aria-expanded')};
          if (button) { button.click(); r.linksAfterClick = Array.from(toc.querySelectorAll('a')).filter(shown).length;
                        r.expandedAfter = button.getAttribute('aria-expanded'); }
          return r; })()""")
        if not state["button"]:
            raise AssertionError("no button[aria-controls][aria-expanded] for the contents: %s" % state)
        if state["linksShown"] > 0 or state.get("linksAfterClick", 0) == 0 or state.get("expandedAfter") != "true":
            raise AssertionError("contents not collapsed behind the button: %s" % state)
        return json.dumps(state)

    results.check("contents behind a button at %d px" % config["phone"][0], toc_phone)

    def toc_follows_scroll():
        tab = session.open(config["toc_page"], config["desktop"][0])
        ids = tab.evaluate("Array.from(document.querySelectorAll('.toc a[href^=\"#\"]'), function (a) { return a.getAttribute('href').slice(1); })")
        if len(ids) < 3:
            raise AssertionError("fewer than 3 contents links")
        wrong = []
        for target in [ids[len(ids) // 3], ids[2 * len(ids) // 3], ids[-1]]:
            tab.evaluate("document.getElementById(%s).scrollIntoView({block: 'start'})" % json.dumps(target))
            time.sleep(0.4)
            current = tab.evaluate("Array.from(document.querySelectorAll('.toc a[aria-current]'), function (a) { return a.getAttribute('href').slice(1); })")
            if not current:
                wrong.append("nothing marked after scrolling to #%s" % target)
            elif target not in current and not any(tab.evaluate(
                    "(function (a, b) { var x = document.getElementById(a), y = document.getElementById(b); "
                    "return !!(x && y && (x.contains(y) || y.contains(x))); })(%s, %s)" % (json.dumps(target), json.dumps(c))) for c in current):
                wrong.append("#%s read, %s marked" % (target, current))
        return expect_none(wrong, "problems")

    results.check("contents mark the section being read at %d px" % config["desktop"][0], toc_follows_scroll)

# MARK: - Search


def result_links(tab, config):
    return tab.evaluate("Array.from(document.querySelectorAll('#%s a'), function (a) { return [a.getAttribute('href'), a.textContent]; })"
                        % config["results_id"])


def wait_until(tab, expression, seconds=5.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = tab.evaluate(expression)
        if value:
            return value
        time.sleep(0.1)
    return tab.evaluate(expression)


def check_search(session, config, search):
    def run():
        if not (session.site / search["page"]).is_file():
            raise AssertionError("no page %s" % search["page"])
        tab = session.open(search["page"], config["desktop"][0], query=search["query"])
        # The first result shows before the others, the box aria-busy until they are in.
        wait_until(tab, "document.querySelectorAll('#%s:not([aria-busy]) a').length" % config["results_id"])
        links = result_links(tab, config)
        if not links:
            raise AssertionError("no result links in #%s (over file:// Chromium blocks fetch(): the index must load as a <script>)"
                                 % config["results_id"])
        for expected in search["expect"]:
            if not any(expected in urllib.parse.unquote(href or "") or expected in text for href, text in links):
                raise AssertionError("no result link mentions %r among %d: %s" % (expected, len(links), links[:5]))
        return "%d result links" % len(links)
    return run


def search_detail_checks(results, session, config):
    def details():
        case = config["api_query"]
        tab = session.open(case["page"], config["desktop"][0], query=case["query"])
        wait_until(tab, "document.querySelectorAll('#%s:not([aria-busy]) li').length" % config["results_id"])
        info = tab.evaluate("""(function () {
          var box = document.getElementById('%s');
          var items = Array.from(box.querySelectorAll('li'));
          return {
            count: (box.querySelector('.search-count') || {}).textContent || '',
            more: !!box.querySelector('button.search-more'),
            items: items.length,
            langs: Array.from(box.querySelectorAll('.search-lang'), function (a) { return a.textContent.trim(); }),
            entries: items.filter(function (li) { return li.getAttribute('data-kind') !== 'section'; }).map(function (li) {
              var e = li.querySelector('.search-excerpt');
              return { field: e ? e.getAttribute('data-field') : null, text: e ? e.textContent : '' };
            })
          }; })()""" % config["results_id"])
        problems = []
        if not re.search(r"\d", info["count"]):
            problems.append("no result count (.search-count): %r" % info["count"])
        tags = [t for t in info["langs"] if re.fullmatch(r"[a-z]{2,3}(-[A-Za-z0-9]+)*", t)]
        if tags:
            problems.append("language tags instead of names: %s" % sorted(set(tags)))
        bare = [e for e in info["entries"] if e["field"] in (None, "apis", "title")]
        if bare:
            problems.append("%d of %d entry results show no symptom or fix: %s" % (len(bare), len(info["entries"]), bare[:2]))
        if info["more"]:
            before = info["items"]
            tab.evaluate("document.querySelector('#%s button.search-more').click()" % config["results_id"])
            # The next results' fragments load first (the chunked index): wait for them.
            after = wait_until(tab, "(function (n) { return n > %d ? n : 0; })(document.querySelectorAll('#%s li').length)"
                               % (before, config["results_id"])) or before
            if after <= before:
                problems.append("'more' showed nothing more (%d → %d)" % (before, after))
        return expect_none(problems, "problems") + "%s, %d results%s" % (info["count"].strip(), info["items"], ", more" if info["more"] else "")

    results.check("search results: count, more, language names, symptom or fix", details)

    def header_search():
        case = config["header_search"]
        tab = session.open(case["page"], config["desktop"][0])
        tab.evaluate("document.getElementById('site-search-q').focus()")
        tab.insert_text(case["query"])
        found = wait_until(tab, "Array.from(document.querySelectorAll('.site-search a[href]')).length", 5)
        if not found:
            raise AssertionError("typing %r in the header box shows no results" % case["query"])
        return "%d results under the header box" % found

    results.check("the header box searches as you type", header_search)

    def ime():
        case = config["ime"]
        tab = session.open(case["page"], config["desktop"][0])
        tab.evaluate("document.getElementById('search-input').focus()")
        tab.compose(case["text"])
        time.sleep(0.6)
        state = tab.evaluate("[document.getElementById('search-input').value, document.querySelectorAll('#%s li').length, location.search]"
                             % config["results_id"])
        if state[1] or "q=" in state[2]:
            raise AssertionError("a composition in progress (%r) searched: %s" % (case["text"], state))
        return "composing %r: no search" % state[0]

    results.check("an IME composition does not search", ime)

    def query_survives():
        case = config["query_switch"]
        tab = session.open(case["page"], config["desktop"][0], query=case["query"])
        hrefs = tab.evaluate("Array.from(document.querySelectorAll('a.%s'), function (a) { return a.href; })" % config["switch_class"])
        if not hrefs:
            raise AssertionError("no language switch link")
        lost = [h for h in hrefs if urllib.parse.parse_qs(urllib.parse.urlparse(h).query).get("q") != [case["query"]]]
        return expect_none(lost, "switch links drop the query")

    results.check("the query survives a language switch", query_survives)


def check_language_switch(session, config, case):
    def run():
        fragment = case["fragment"]
        tab = session.open(case["page"], config["desktop"][0], fragment=fragment)
        switches = tab.evaluate("Array.from(document.querySelectorAll('header a.%s[hreflang]'), function (a) { return [a.href, a.hreflang]; })"
                                % config["switch_class"])
        if not switches:
            raise AssertionError("no <a class=%s hreflang> inside <header>" % config["switch_class"])
        target, hreflang = switches[0]
        path, target_fragment = url_to_path(target)
        if target_fragment != fragment:
            raise AssertionError("switcher href %r has fragment %r, expected %r" % (target, target_fragment, fragment))
        expected = (session.site / case["expect_page"]).resolve()
        if path.resolve() != expected:
            raise AssertionError("switcher leads to %s, expected %s" % (path, expected))
        tab = session.open(case["expect_page"], config["desktop"][0], fragment=fragment)
        lang, has = tab.evaluate("[document.documentElement.lang, !!document.getElementById(%s)]" % json.dumps(fragment))
        if lang.lower() != hreflang.lower():
            raise AssertionError("target page lang %r, switcher hreflang %r" % (lang, hreflang))
        if not has:
            raise AssertionError("target page has no id %r" % fragment)
        return "%s → %s#%s" % (case["page"], case["expect_page"], fragment)
    return run


def snippet_finding_check(session, config, case):
    def run():
        tab = session.open(case["page"], config["desktop"][0])
        info = tab.evaluate("""(function (id) {
          var f = document.getElementById(id); if (!f) return null;
          var cap = f.querySelector('figcaption');
          return { finding: !!f.querySelector('.finding, .badge-finding'), plain: !!f.querySelector('.badge-valid'),
                   caption: cap ? cap.textContent.replace(/\\s+/g, ' ').trim() : '' }; })(%s)""" % json.dumps(case["snippet"]))
        if info is None:
            raise AssertionError("no listing #%s" % case["snippet"])
        if not info["finding"] or info["plain"]:
            raise AssertionError("#%s shows %r, not its finding" % (case["snippet"], info["caption"]))
        return info["caption"][:80]
    return run

# MARK: - Print


def print_check(session, folder, page, config):
    def run():
        tab = session.open(page, config["desktop"][0], media="print")
        shown = session.measure("displayed(['body > header', 'nav', 'form[role=search]', 'button', '.skip'])")
        problems = ["%s: %d shown" % (s, v["shown"]) for s, v in shown.items() if v["shown"]]
        problems += session.measure("clippedCode()")
        external = tab.evaluate("""(function () {
          var a = Array.from(document.querySelectorAll('main a[href^="http"]'))[0];
          return a ? getComputedStyle(a, '::after').content : null; })()""")
        if external is not None and "http" not in external and "attr" not in external:
            problems.append("link URLs not shown (::after content %s)" % external)
        name = re.sub(r"[^a-zA-Z0-9-]+", "-", page.replace(".html", ""))
        pdf = folder / ("print-%s.pdf" % name)
        raw = tab.pdf(pdf)
        pages = len(re.findall(rb"/Type\s*/Page[^s]", raw))
        if shutil.which("pdftoppm"):
            subprocess.run(["pdftoppm", "-png", "-r", "50", "-l", "4", str(pdf), str(folder / ("print-%s" % name))], check=False)
        return expect_none(problems, "problems") + "%d A4 pages, %s" % (pages, pdf)
    return run

# MARK: - axe-core


def axe_source(config):
    """axe.min.js from a PyPI package installed into a virtual environment of the test's own."""
    if os.environ.get("BRIDGEKB_AXE"):
        return Path(os.environ["BRIDGEKB_AXE"]).read_text(encoding="utf-8")
    venv = Path(os.environ.get("BRIDGEKB_TEST_VENV", Path(tempfile.gettempdir()) / "bridgekb-browser-test-venv"))
    python = venv / "bin" / "python3"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    found = list(venv.glob("lib/python*/site-packages/" + config["axe_file"]))
    if not found:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
                        config["axe_package"]], check=True)
        found = list(venv.glob("lib/python*/site-packages/" + config["axe_file"]))
    if not found:
        raise AssertionError("no %s in %s" % (config["axe_file"], config["axe_package"]))
    return found[0].read_text(encoding="utf-8")


def axe_checks(results, session, pages, config):
    counts = {}

    def run():
        source = axe_source(config)
        found = []
        for scheme in ("light", "dark"):
            for page in pages:
                if not (session.site / page.partition("?")[0]).is_file():
                    continue
                for width in (config["desktop"][0], config["phone"][0]):
                    if width == config["phone"][0] and scheme == "dark":
                        continue
                    tab = session.open(page, width, scheme=scheme, settle=0.3)
                    tab.evaluate(source)
                    violations = tab.evaluate("axe.run(document, {resultTypes: ['violations']}).then(function (r) {"
                                              " return r.violations.map(function (v) { return [v.id, v.impact, v.nodes.length,"
                                              " v.nodes.slice(0, 2).map(function (n) { return n.target.join(' '); })]; }); })",
                                              timeout=120)
                    for rule, impact, nodes, targets in violations:
                        counts[impact] = counts.get(impact, 0) + nodes
                        if impact in ("serious", "critical"):
                            found.append("%s %s %d px: %s ×%d (%s, %s)" % (page, scheme, width, rule, nodes, impact, targets))
        summary = ", ".join("%s %d" % (k, counts[k]) for k in sorted(counts)) or "no violations"
        return expect_none(found, "serious or critical violations") + "%d pages, light and dark; nodes by impact: %s" % (len(pages), summary)

    results.check("axe-core: no serious or critical violations", run)

# MARK: - Screenshots


def screenshot_checks(results, session, folder, config):
    def run():
        taken = []
        for name, page in config["screenshots"].items():
            if not (session.site / page.partition("?")[0]).is_file():
                raise AssertionError("no page %s" % page)
            for width in (config["desktop"][0], config["phone"][0]):
                for scheme in ("light", "dark"):
                    path = folder / ("%s-%d-%s.png" % (name, width, scheme))
                    page_path, _, query = page.partition("?")
                    q = urllib.parse.parse_qs(query).get("q", [None])[0]
                    for attempt in (1, 2):   # a busy machine may keep one capture waiting too long
                        try:
                            session.open(page_path, width, scheme=scheme, query=q, settle=0.4)
                            session.tab.screenshot(path)
                            break
                        except cdp.CDPError:
                            if attempt == 2:
                                raise
                    taken.append(path)
        return "%d screenshots in %s" % (len(taken), folder)

    results.check("screenshots", run)

# MARK: - Main


def load_config(path):
    """CONFIG, with the keys of the JSON file at `path` replacing its own."""
    config = dict(CONFIG)
    if path:
        with open(path, encoding="utf-8") as file:
            config.update(json.load(file))
    return config


def main():
    parser = argparse.ArgumentParser(description="Browser test of the generated bridgekb site.")
    parser.add_argument("--site", default=os.environ.get("BRIDGEKB_SITE", "Site"))
    parser.add_argument("--screenshots", default=os.environ.get("BRIDGEKB_SCREENSHOTS", "/tmp/bridgekb-screenshots"))
    parser.add_argument("--config", help="a JSON file whose keys replace those of CONFIG")
    parser.add_argument("--base-url", help="the base URL the site was built with")
    parser.add_argument("--only", help="run only the checks whose names contain one of these comma-separated words")
    parser.add_argument("--self-test", action="store_true", help="run each check on a fake site that must pass and fail it")
    args = parser.parse_args()
    config = load_config(args.config)
    if args.base_url:
        config["base_url"] = args.base_url
    if args.self_test:
        import fake_site
        return fake_site.self_test(sys.modules[__name__], Path(args.screenshots) / "self-test")
    only = [w.strip() for w in args.only.split(",")] if args.only else None
    return run(config, Path(args.site).resolve(), Path(args.screenshots), only)


def run(config, site, folder, only=None):
    results = Results(only)
    binary = find_chromium()
    if binary is None or not site.is_dir():
        problem = "no chromium (run scripts/install-deps --browser)" if binary is None else "no site folder %s" % site

        def setup():
            raise AssertionError(problem)
        results.check("setup", setup)
        print("%d passed, %d failed" % (results.passed, results.failed))
        return 1
    folder.mkdir(parents=True, exist_ok=True)
    print("site %s, browser %s, screenshots in %s" % (site, binary, folder.resolve()), flush=True)
    pages = site_pages(site)
    layout = pages if config["layout_pages"] == "all" else [p for p in config["layout_pages"] if (site / p).is_file()]
    session = Session(binary, site, config)
    try:
        for search in config["searches"]:
            results.check("search %s %r" % (search["page"], search["query"]), check_search(session, config, search))
        search_detail_checks(results, session, config)
        for case in config["language_switches"]:
            results.check("language switch %s#%s" % (case["page"], case["fragment"]), check_language_switch(session, config, case))
        head_checks(results, site, pages, config)
        results.check("404 page loads only the site's own files and is styled", not_found_check(session, config))
        layout_checks(results, session, layout, config)
        for page in config["anchor_pages"]:
            for width in (config["phone"][0], config["desktop"][0]):
                results.check("linked headings below the header: %s at %d px" % (page, width), anchor_check(session, page, width))
        navigation_checks(results, session, site, pages, config)
        for case in config["snippet_findings"]:
            results.check("listing %s shows its check's finding" % case["snippet"], snippet_finding_check(session, config, case))
        for page in config["print_pages"]:
            results.check("print %s" % page, print_check(session, folder, page, config))
        reader_checks.reader_checks(results, session, site, config, sys.modules[__name__])
        axe_checks(results, session, config["axe_pages"], config)
        screenshot_checks(results, session, folder, config)
    finally:
        session.close()
    if results.wants("http"):
        reader_checks.http_checks(results, sys.modules[__name__], binary, site, config)
    print("screenshots: %s" % folder.resolve())
    print("%d passed, %d failed" % (results.passed, results.failed))
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
