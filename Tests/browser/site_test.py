#!/usr/bin/env python3
"""Browser test of the generated site: headless Chromium over file://, Python 3 standard library only.

Checks, with the pages' scripts run (`--dump-dom` after a virtual-time budget):
  (a) search: a Chinese and a Japanese query on the search page give result links in #search-results
      that contain the expected strings (in the href or the link text);
  (b) language switcher: on a guide page opened with a #fragment, the header link with `hreflang`
      and class `lang-switch` points to the other language's page with the SAME fragment, and
      following it lands on a page (in that language) that has an element with that id;
  (c) screenshots of home, a guide page, an entry page and search results at 1280 and 390 px wide.

Usage:  scripts/browser-test            (installs chromium + fonts-noto-cjk when missing)
        python3 Tests/browser/site_test.py [--site DIR] [--screenshots DIR] [--config FILE.json]
        python3 Tests/browser/site_test.py --self-test   (the same checks on a tiny fake site, fake_site.py)
Environment: BRIDGEKB_SITE (default Site), BRIDGEKB_SCREENSHOTS (default /tmp/bridgekb-screenshots),
             CHROMIUM (the browser binary). Exit 0 when every check passed, else 1; the last line
             reads 'N passed, N failed'.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
from html.parser import HTMLParser
from pathlib import Path

# MARK: - Configuration (page paths are relative to the site folder; override with --config FILE.json)

CONFIG = {
    "searches": [
        # 循环引用 (retain cycle) is what the Coordinator pattern section is about.
        {"page": "zh-Hans/search.html", "query": "循环引用", "expect": ["uikit-bridging.html#part-1-s4"]},
        # The Japanese spelling finds the same section, in Japanese.
        {"page": "ja/search.html", "query": "循環参照", "expect": ["ja/guides/uikit-bridging.html#part-1-s4"]},
        # メモリリーク finds the Coordinator-parent gotcha (メモリーリーク in the text).
        {"page": "ja/search.html", "query": "メモリリーク", "expect": ["entries/uikit-bridging-part-5-1.html"]},
    ],
    "results_id": "search-results",
    "language_switches": [
        {"page": "zh-Hans/guides/uikit-bridging.html", "fragment": "part-1-s4", "expect_page": "ja/guides/uikit-bridging.html"},
        {"page": "ja/guides/uikit-bridging.html", "fragment": "part-2b", "expect_page": "zh-Hans/guides/uikit-bridging.html"},
    ],
    "switch_class": "lang-switch",
    "screenshots": {
        "home": "index.html",
        "home-ja": "ja/index.html",
        "guide": "zh-Hans/guides/uikit-bridging.html",
        "guide-ja": "ja/guides/uikit-bridging.html",
        "entry": "zh-Hans/entries/uikit-bridging-part-5-1.html",
        "search": "zh-Hans/search.html?q=循环引用",
    },
    "window_sizes": [[1280, 2000], [390, 2000]],
    "virtual_time_budget_ms": 3000,
    "timeout_s": 90,
    # Chromium refuses fetch()/XHR of file:// URLs. Leave this off so the test sees what a reader who
    # opens Site/ from disk sees; turn it on only for a site that is meant to be served over HTTP.
    "allow_file_access_from_files": False,
}

# MARK: - A small DOM from Chromium's --dump-dom output

VOID_ELEMENTS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], []

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def inner_text(self):
        parts = []
        for child in self.children:
            parts.append(child if isinstance(child, str) else child.inner_text())
        return " ".join(" ".join(parts).split())

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


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


def parse_dom(html):
    builder = TreeBuilder()
    builder.feed(html)
    builder.close()
    return builder.root

# MARK: - Chromium


def find_chromium():
    for name in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome", "chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


class Browser:
    def __init__(self, binary, config):
        self.binary, self.config = binary, config
        self.profile = tempfile.mkdtemp(prefix="bridgekb-chromium-")

    def close(self):
        shutil.rmtree(self.profile, ignore_errors=True)

    def run(self, url, *extra):
        flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                 "--disable-extensions", "--disable-sync", "--mute-audio", "--hide-scrollbars",
                 "--user-data-dir=" + self.profile,
                 "--virtual-time-budget=%d" % self.config["virtual_time_budget_ms"]]
        if self.config.get("allow_file_access_from_files"):
            flags.append("--allow-file-access-from-files")
        return subprocess.run([self.binary, *flags, *extra, url], capture_output=True, text=True,
                              timeout=self.config["timeout_s"])

    def dom(self, url):
        result = self.run(url, "--dump-dom")
        if result.returncode != 0 or not result.stdout.strip():
            raise RuntimeError("chromium exited %d: %s" % (result.returncode, last_error_line(result.stderr)))
        return parse_dom(result.stdout)

    def screenshot(self, url, path, width, height):
        result = self.run(url, "--screenshot=%s" % path, "--window-size=%d,%d" % (width, height))
        if result.returncode != 0:
            raise RuntimeError("chromium exited %d: %s" % (result.returncode, last_error_line(result.stderr)))


def last_error_line(stderr):
    lines = [line for line in stderr.splitlines() if line.strip() and "dbus" not in line]
    return lines[-1] if lines else "no message"

# MARK: - URLs


def page_url(site, page, query=None, fragment=None):
    """file:// URL of `page` (which may carry its own ?query), with a query and a fragment added."""
    path, _, own_query = page.partition("?")
    url = (site / path).resolve().as_uri()
    pairs = urllib.parse.parse_qsl(own_query) + ([("q", query)] if query is not None else [])
    if pairs:
        url += "?" + urllib.parse.urlencode(pairs, quote_via=urllib.parse.quote)
    if fragment:
        url += "#" + urllib.parse.quote(fragment)
    return url


def url_to_path(url):
    parsed = urllib.parse.urlparse(url)
    return Path(urllib.parse.unquote(parsed.path)), urllib.parse.unquote(parsed.fragment)

# MARK: - Checks


class Results:
    def __init__(self):
        self.passed, self.failed = 0, 0

    def check(self, name, function):
        started = time.time()
        try:
            detail = function()
            self.passed += 1
            print("PASS %s%s (%.1f s)" % (name, ": " + detail if detail else "", time.time() - started), flush=True)
        except Exception as error:  # a failed check, whatever raised it
            self.failed += 1
            print("FAIL %s: %s" % (name, error), flush=True)


def check_search(browser, site, config, search):
    def run():
        if not (site / search["page"]).is_file():
            raise AssertionError("no page %s" % search["page"])
        dom = browser.dom(page_url(site, search["page"], query=search["query"]))
        container = next((e for e in dom.iter() if e.attrs.get("id") == config["results_id"]), None)
        if container is None:
            raise AssertionError("no #%s in the page after its scripts ran" % config["results_id"])
        links = [(a.attrs.get("href") or "", a.inner_text()) for a in container.iter() if a.tag == "a" and a is not container]
        if not links:
            hint = "" if config.get("allow_file_access_from_files") else \
                " (if the page fetch()es its index, Chromium blocks that over file://: ship it as a <script>)"
            raise AssertionError("no result links in #%s%s" % (config["results_id"], hint))
        for expected in search["expect"]:
            if not any(expected in urllib.parse.unquote(href) or expected in text for href, text in links):
                raise AssertionError("no result link mentions %r among %d: %s" % (expected, len(links), links[:5]))
        return "%d result links" % len(links)
    return run


def check_language_switch(browser, site, config, case):
    def run():
        fragment = case["fragment"]
        url = page_url(site, case["page"], fragment=fragment)
        dom = browser.dom(url)
        switches = [a for a in dom.iter() if a.tag == "a" and "hreflang" in a.attrs
                    and config["switch_class"] in a.classes()
                    and any(parent.tag == "header" for parent in a.ancestors())]
        if not switches:
            raise AssertionError("no <a class=%s hreflang> inside <header>" % config["switch_class"])
        switch = switches[0]
        target = urllib.parse.urljoin(url, switch.attrs.get("href") or "")
        path, target_fragment = url_to_path(target)
        if target_fragment != fragment:
            raise AssertionError("switcher href %r has fragment %r, expected %r"
                                 % (switch.attrs.get("href"), target_fragment, fragment))
        expected = (site / case["expect_page"]).resolve()
        if path.resolve() != expected:
            raise AssertionError("switcher leads to %s, expected %s" % (path, expected))
        if not path.is_file():
            raise AssertionError("switcher target %s does not exist" % path)
        target_dom = browser.dom(target)
        html = next((e for e in target_dom.iter() if e.tag == "html"), None)
        lang = html.attrs.get("lang", "") if html else ""
        if lang.lower() != switch.attrs["hreflang"].lower():
            raise AssertionError("target page lang %r, switcher hreflang %r" % (lang, switch.attrs["hreflang"]))
        if not any(e.attrs.get("id") == fragment for e in target_dom.iter()):
            raise AssertionError("target page has no id %r" % fragment)
        return "%s → %s#%s" % (case["page"], case["expect_page"], fragment)
    return run


def check_screenshot(browser, site, folder, name, page, width, height):
    def run():
        if not (site / page.partition("?")[0]).is_file():
            raise AssertionError("no page %s" % page.partition("?")[0])
        path = folder / ("%s-%d.png" % (name, width))
        if path.exists():
            path.unlink()
        browser.screenshot(page_url(site, page), path, width, height)
        with open(path, "rb") as file:
            if file.read(8) != b"\x89PNG\r\n\x1a\n":
                raise AssertionError("%s is not a png" % path)
        return str(path)
    return run

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
    parser.add_argument("--self-test", action="store_true", help="run against a fake site in a temporary folder")
    args = parser.parse_args()
    config = load_config(args.config)
    if args.self_test:
        sys.dont_write_bytecode = True
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import fake_site
        with tempfile.TemporaryDirectory(prefix="bridgekb-fake-site-") as temporary:
            fake_site.write(temporary)
            config.update(fake_site.CONFIG)
            return run(config, Path(temporary), Path(args.screenshots) / "self-test")
    return run(config, Path(args.site).resolve(), Path(args.screenshots))


def run(config, site, folder):
    results = Results()

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

    browser = Browser(binary, config)
    try:
        for search in config["searches"]:
            results.check("search %s %r" % (search["page"], search["query"]), check_search(browser, site, config, search))
        for case in config["language_switches"]:
            results.check("language switch %s#%s" % (case["page"], case["fragment"]),
                          check_language_switch(browser, site, config, case))
        for name, page in config["screenshots"].items():
            for width, height in config["window_sizes"]:
                results.check("screenshot %s at %d px" % (name, width),
                              check_screenshot(browser, site, folder, name, page, width, height))
    finally:
        browser.close()
    print("screenshots: %s" % folder.resolve())
    print("%d passed, %d failed" % (results.passed, results.failed))
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
