#!/usr/bin/env python3
"""Page weight and first paint of a built site's pages in headless Chromium, over http from a server
on 127.0.0.1 (as readers get them; file:// loads no search index by fetch).

  bench/page-weight/measure.py SITE [SITE2] [--runs 5] [--page PATH ...] [--json OUT]

For each page, each width (390 and 1280 px), RUNS times in a fresh tab with the browser cache off:
bytes the page loaded until its load event and one second after (HTML, CSS, scripts, the search
index the page fetched — sizes as served, no compression), the number of requests, and the first
contentful paint (PerformanceObserver 'paint'); for a search page also when its first result was in
the DOM. Times are medians. With two sites, the table shows them side by side (before → after);
the sites take turns run by run.
Default pages: a guide and the search page with a query, in Chinese and Japanese.
"""

import argparse
import functools
import http.server
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests" / "browser"))
import cdp  # noqa: E402

PAGES = ["zh-Hans/guides/uikit-bridging.html", "ja/guides/uikit-bridging.html",
         "zh-Hans/search.html?q=%E5%BE%AA%E7%8E%AF%E5%BC%95%E7%94%A8", "ja/search.html?q=%E5%BE%AA%E7%92%B0%E5%8F%82%E7%85%A7"]
WIDTHS = [390, 1280]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# Injected before the page's own scripts: when the first search result enters the DOM.
OBSERVER = """(function () {
  window.__firstResult = null;
  new MutationObserver(function () {
    if (window.__firstResult === null && document.querySelector('#search-results li')) window.__firstResult = performance.now();
  }).observe(document, { childList: true, subtree: true });
})();"""


def one_run(browser, base, page, width):
    tab = browser.new_tab()
    try:
        tab.send("Page.addScriptToEvaluateOnNewDocument", {"source": OBSERVER})
        tab.send("Network.clearBrowserCache")
        tab.send("Network.setCacheDisabled", {"cacheDisabled": True})
        tab.viewport(width, 844 if width < 600 else 900)
        browser.drain(tab.session, "Network.loadingFinished")
        browser.drain(tab.session, "Network.responseReceived")
        tab.navigate(base + page, settle=1.0)
        figures = tab.evaluate("""(function () {
          var paint = performance.getEntriesByType('paint').filter(function (e) { return e.name === 'first-contentful-paint'; })[0];
          return { fcp: paint ? paint.startTime : null, first: window.__firstResult };
        })()""")
        done = browser.drain(tab.session, "Network.loadingFinished")
        return {"bytes": sum(e.get("encodedDataLength", 0) for e in done), "requests": len(done), "fcp": figures["fcp"],
                "first": figures["first"]}
    finally:
        tab.close()


def measure(sites, pages, runs, binary):
    """Per site, page and width: the largest byte and request counts and the median first paint. The
    sites take turns run by run (each run of each site in a fresh tab), so that a busy machine slows
    them alike."""
    servers = [serve(site) for site in sites]
    bases = ["http://127.0.0.1:%d/" % server.server_address[1] for server in servers]
    profile = tempfile.mkdtemp(prefix="bridgekb-weight-")
    browser = cdp.Browser(binary, profile, timeout=60)
    out = [{} for _ in sites]
    try:
        for page in pages:
            for width in WIDTHS:
                samples = [[] for _ in sites]
                for _ in range(runs):
                    for i, base in enumerate(bases):
                        samples[i].append(one_run(browser, base, page, width))
                for i in range(len(sites)):
                    fcps = [s["fcp"] for s in samples[i] if s["fcp"] is not None]
                    firsts = [s["first"] for s in samples[i] if s["first"] is not None]
                    out[i]["%s @%d" % (page, width)] = {"bytes": max(s["bytes"] for s in samples[i]),
                                                        "requests": max(s["requests"] for s in samples[i]),
                                                        "fcp_ms": statistics.median(fcps) if fcps else None,
                                                        "first_result_ms": statistics.median(firsts) if firsts else None}
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
        for server in servers:
            server.shutdown()
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("sites", nargs="+")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--page", action="append")
    parser.add_argument("--json")
    args = parser.parse_args()
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    results = measure([Path(s).resolve() for s in args.sites], args.page or PAGES, args.runs, binary)
    def ms(v):
        return "%.0f ms" % v if v is not None else "-"
    print("| page | " + " | ".join("%s: bytes, requests, first paint, first result" % Path(s).name for s in args.sites) + " |")
    print("|---|" + "---|" * len(args.sites))
    for key in results[0]:
        cells = []
        for r in results:
            f = r.get(key)
            cells.append("%d B, %d, %s, %s" % (f["bytes"], f["requests"], ms(f["fcp_ms"]), ms(f["first_result_ms"])) if f else "-")
        print("| %s | %s |" % (key, " | ".join(cells)))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
