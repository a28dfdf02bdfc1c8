#!/usr/bin/env python3
"""The measuring half of bench/site-search/run: bridgekb's site search beside Pagefind's, in headless
Chromium, over http from a server on 127.0.0.1 (Pagefind fetches its files, which file:// forbids).

  measure.py --web DIR --site SITE --pagefind BUNDLE --bin BRIDGEKB --content CORPUS --json OUT
             [--before BEFORE.json] [--runs 3] [--label NAME]

DIR is served at the server's root: DIR/site is the site bridgekb built, DIR/pagefind the bundle
Pagefind made of that site, DIR/pagefind.html the bench's Pagefind page. For each query, each engine:

  cold   a new tab, the browser cache off, the search page opened with ?q=: bytes the page loaded
         until the first result was in the DOM (all of them, and the search files alone: bridgekb's
         assets/search*, Pagefind's bundle), and the time from the navigation's start to then;
  typed  a new tab, the page opened without a query and the box focused (each page may start
         loading its index then), one second later the query submitted: the bytes loaded and the
         time from the submit to the first result.

Times are the median of RUNS runs (each in a fresh tab); bytes are the same in every run. Bytes are
the files' sizes as served (no compression); "gzip" adds what they would be over a server that
gzips (Pagefind's index files are gzipped already). Also: the index on disk, the largest site
file, kb.sqlite's biggest tables and indexes (dbstat), and `bridgekb search` on the CLI (median of
9 runs). Prints one Markdown table and writes every figure to OUT as JSON; with --before, the table
shows that earlier run's bridgekb figures beside these.
"""

import argparse
import functools
import gzip
import http.server
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests" / "browser"))
import cdp  # noqa: E402

QUERIES = [("循环引用", "zh-Hans"), ("メモリリーク", "ja"), ("updateUIView", "zh-Hans"),
           ("UIHostingController", "zh-Hans"), ("导航栏", "zh-Hans")]
TWO_MB = 2 * 1024 * 1024

# Injected into every page before its own scripts: notes when the first result (or the "nothing
# found" message) enters the DOM.
OBSERVER = """
(function () {
  if (window.__bench) return;
  var bench = window.__bench = { first: null, since: 0 };
  var selector = %s;
  function check() { if (bench.first === null && document.querySelector(selector)) bench.first = performance.now(); }
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();
"""

ENGINES = {
    "bridgekb": {"page": lambda language, q: "site/%s/search.html" % language + ("?q=" + urllib.parse.quote(q) if q else ""),
                 "selector": "#search-results .search-result, #search-results .search-empty",
                 "search_file": lambda path: path.startswith("site/assets/search")},
    "pagefind": {"page": lambda language, q: "pagefind.html?lang=%s" % language + ("&q=" + urllib.parse.quote(q) if q else ""),
                 "selector": "#search-results .search-result, #search-results .search-empty",
                 "search_file": lambda path: path.startswith("pagefind/")},
}

# MARK: - Serving


# Every file served: (path, bytes, start, end), wall-clock seconds. Counted here rather than in the
# page, because Pagefind fetches its index in a web worker, whose requests the page's resource
# timing does not list.
SERVED = []
SERVED_LOCK = threading.Lock()


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **{".js": "text/javascript", ".wasm": "application/wasm"})

    def do_GET(self):
        start = time.time()
        local = self.translate_path(self.path)
        super().do_GET()
        size = os.path.getsize(local) if os.path.isfile(local) else 0
        path = urllib.parse.unquote(urllib.parse.urlparse(self.path).path).lstrip("/")
        with SERVED_LOCK:
            SERVED.append((path, size, start, time.time()))

    def log_message(self, *args):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    # socketserver's default backlog is 5: a page opening more connections at once than the accept
    # loop takes had some refused, and the browser tried again a second later (TcpExtListenDrops;
    # first results of 1.0 s among runs of 0.2 s). A real server's backlog is hundreds (nginx: 511).
    request_queue_size = 128

    def handle_error(self, request, client_address):
        pass   # a tab closed while a file was still being sent


def serve(root):
    handler = functools.partial(CountingHandler, directory=str(root))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def served(since, until):
    """The files served from wall-clock time `since` to `until` (seconds), as [path, bytes]."""
    with SERVED_LOCK:
        return [[path, size] for path, size, start, end in SERVED if start >= since - 0.001 and end <= until + 0.002]

# MARK: - Browser


def find_chromium():
    for name in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    sys.exit("no chromium (apt-get install chromium)")


def fresh_tab(browser, engine):
    tab = browser.new_tab()
    # No cache: every file comes from the server (a web worker's fetches go through the HTTP cache
    # even with the tab's cache off, so the cache is also emptied).
    tab.send("Network.clearBrowserCache")
    tab.send("Network.setCacheDisabled", {"cacheDisabled": True})
    tab.send("Page.addScriptToEvaluateOnNewDocument", {"source": OBSERVER % json.dumps(ENGINES[engine]["selector"])})
    return tab


def wait_first(tab, timeout=120):
    deadline = time.time() + timeout
    while time.time() < deadline:
        first = tab.evaluate("window.__bench && window.__bench.first")
        if first is not None:
            return first
        time.sleep(0.02)
    raise RuntimeError("no result within %d s" % timeout)


def result_count(tab):
    return tab.evaluate("""(function () {
      var count = document.querySelector('#search-results .search-count');
      if (count) { var m = /\\d[\\d,]*/.exec(count.textContent); if (m) return Number(m[0].replace(/,/g, '')); }
      var list = document.getElementById('search-results');
      if (list && list.dataset.count) return Number(list.dataset.count);
      return document.querySelectorAll('#search-results .search-result').length;
    })()""")


def one_run(browser, base, engine, query, language, mode):
    """{ms, loaded: [[url, bytes]], results} of one cold or typed search in a new tab."""
    spec = ENGINES[engine]
    tab = fresh_tab(browser, engine)
    try:
        if mode == "cold":
            started = time.time()
            tab.navigate(base + spec["page"](language, query), settle=0)
            first = wait_first(tab)
            since = 0.0
            ms = first
        else:
            tab.navigate(base + spec["page"](language, None), settle=0)
            tab.evaluate("document.getElementById('search-input').focus()")
            time.sleep(1.0)
            since = tab.evaluate("""(function (q) {
              var input = document.getElementById('search-input');
              window.__bench.first = null;
              window.__bench.since = performance.now();
              input.value = q;
              input.form.requestSubmit();
              return window.__bench.since; })(%s)""" % json.dumps(query))
            first = wait_first(tab)
            ms = first - since
        origin = tab.evaluate("performance.timeOrigin") / 1000
        if mode == "cold":
            started = min(started, origin)
        else:
            started = origin + since / 1000
        loaded = served(started, origin + first / 1000)
        return {"ms": ms, "loaded": loaded, "results": result_count(tab)}
    finally:
        tab.close()

# MARK: - Sizes


@functools.lru_cache(maxsize=None)
def gzipped(path):
    return len(gzip.compress(Path(path).read_bytes(), compresslevel=6))


def byte_figures(loaded, web, engine):
    total = search = total_gz = search_gz = 0
    files = 0
    for path, size in loaded:
        local = web / path
        gz = gzipped(str(local.resolve())) if local.is_file() else size
        total += size
        total_gz += gz
        if ENGINES[engine]["search_file"](path):
            search += size
            search_gz += gz
            files += 1
    return {"bytes": total, "searchBytes": search, "gzipBytes": total_gz, "searchGzipBytes": search_gz, "searchFiles": files}


def tree_size(paths):
    size = count = 0
    for p in paths:
        if p.is_file():
            size += p.stat().st_size
            count += 1
        elif p.is_dir():
            for f in p.rglob("*"):
                if f.is_file():
                    size += f.stat().st_size
                    count += 1
    return size, count


def disk_figures(site, bundle, content):
    ours = sorted(p for p in (site / "assets").iterdir() if p.name.startswith("search"))
    ours_size, ours_files = tree_size(ours)
    # Pagefind's bundle without its ready-made UIs (the bench's page uses only the JS API).
    theirs = [p for p in bundle.iterdir() if not p.name.startswith(("pagefind-ui", "pagefind-modular-ui", "pagefind-component-ui",
                                                                    "pagefind-highlight"))]
    theirs_size, theirs_files = tree_size(theirs)
    bundle_size, _ = tree_size([bundle])
    largest, over = ("", 0), []
    for f in site.rglob("*"):
        if not f.is_file() or f.name in ("kb.json", "kb.sqlite"):
            continue
        size = f.stat().st_size
        if size > largest[1]:
            largest = (str(f.relative_to(site)), size)
        if size > TWO_MB:
            over.append(str(f.relative_to(site)))
    guides = sum(f.stat().st_size for f in content.rglob("*") if f.is_file() and f.suffix in (".txt", ".md", ".html"))
    return {"indexBytes": ours_size, "indexFiles": ours_files, "pagefindBytes": theirs_size, "pagefindFiles": theirs_files,
            "pagefindBundleBytes": bundle_size, "largestFile": largest[0], "largestBytes": largest[1], "filesOver2MB": len(over),
            "filesOver2MBExamples": sorted(over)[:5], "kbSqliteBytes": (site / "kb.sqlite").stat().st_size,
            "kbJsonBytes": (site / "kb.json").stat().st_size, "guideBytes": guides,
            "sitemapBytes": (site / "sitemap.xml").stat().st_size if (site / "sitemap.xml").exists() else 0}


def dbstat(path, top=8):
    """The biggest tables and indexes of kb.sqlite (dbstat), FTS5 shadow tables named as they are."""
    db = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
    try:
        rows = db.execute("SELECT name, sum(pgsize), sum(payload) FROM dbstat GROUP BY name ORDER BY 2 DESC").fetchall()
    finally:
        db.close()
    return [{"name": n, "bytes": b, "payload": p} for n, b, p in rows[:top]]


def cli_search(tools, content, query, runs=9):
    """The median ms of `bridgekb search QUERY` for each (binary, kb.sqlite) of `tools`, their runs
    interleaved so that a change in the machine's load touches each alike."""
    commands = [[binary, "search", query, "--content", str(content), "--index", str(index)] for binary, index in tools]
    for command in commands:
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)   # warm the caches
    times = [[] for _ in commands]
    for _ in range(runs):
        for command, sink in zip(commands, times):
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            sink.append((time.perf_counter() - start) * 1000)
    return [statistics.median(t) for t in times]

# MARK: - Table


def mb(n):
    return "%.2f MB" % (n / 1e6) if n >= 100_000 else "%.1f KB" % (n / 1e3)


def table(now, before):
    pf = now["pagefind"]
    rows = []

    def row(measure, key, fmt, ours, theirs, goal=""):
        cells = ["%s" % measure]
        if before is not None:
            cells.append(fmt(key(before)) if key(before) is not None else "–")
        cells += [fmt(ours), fmt(theirs) if theirs is not None else "", goal]
        rows.append("| " + " | ".join(cells) + " |")

    def ms(v):
        return "%.0f ms" % v

    def at_most(a, b):
        return "✓" if a <= b else "✗"

    for i, (query, language) in enumerate(QUERIES):
        ours, theirs = now["bridgekb"]["queries"][i], pf["queries"][i]
        row("%s (%s page): search bytes, cold" % (query, language), lambda d, i=i: d["bridgekb"]["queries"][i]["cold"]["searchBytes"], mb,
            ours["cold"]["searchBytes"], theirs["cold"]["searchBytes"], at_most(ours["cold"]["searchBytes"], theirs["cold"]["searchBytes"]))
        row("%s: search bytes gzipped, cold" % query, lambda d, i=i: d["bridgekb"]["queries"][i]["cold"]["searchGzipBytes"], mb,
            ours["cold"]["searchGzipBytes"], theirs["cold"]["searchGzipBytes"],
            at_most(ours["cold"]["searchGzipBytes"], theirs["cold"]["searchGzipBytes"]))
        row("%s: first result, cold (from navigation)" % query, lambda d, i=i: d["bridgekb"]["queries"][i]["cold"]["ms"], ms,
            ours["cold"]["ms"], theirs["cold"]["ms"], at_most(ours["cold"]["ms"], theirs["cold"]["ms"]))
        row("%s: first result, typed (from submit)" % query, lambda d, i=i: d["bridgekb"]["queries"][i]["typed"]["ms"], ms,
            ours["typed"]["ms"], theirs["typed"]["ms"], at_most(ours["typed"]["ms"], theirs["typed"]["ms"]))
        row("%s: results" % query, lambda d, i=i: d["bridgekb"]["queries"][i]["cold"]["results"], str,
            ours["cold"]["results"], theirs["cold"]["results"])
    d = now["disk"]
    row("index on disk (bridgekb: assets/search*; Pagefind: bundle without UI)", lambda x: x["disk"]["indexBytes"], mb,
        d["indexBytes"], d["pagefindBytes"], at_most(d["indexBytes"], d["pagefindBytes"]))
    row("index files", lambda x: x["disk"]["indexFiles"], str, d["indexFiles"], d["pagefindFiles"])
    row("largest site file (kb.json, kb.sqlite aside)", lambda x: x["disk"]["largestBytes"], mb, d["largestBytes"], None,
        "%s %s" % (d["largestFile"], at_most(d["largestBytes"], TWO_MB)))
    row("site files over 2 MB (kb.json, kb.sqlite aside)", lambda x: x["disk"]["filesOver2MB"], str, d["filesOver2MB"], None,
        at_most(d["filesOver2MB"], 0))
    row("sitemap.xml", lambda x: x["disk"]["sitemapBytes"], mb, d["sitemapBytes"], None)
    row("kb.json", lambda x: x["disk"]["kbJsonBytes"], mb, d["kbJsonBytes"], None)
    ratio = d["kbSqliteBytes"] / max(1, d["guideBytes"])
    row("kb.sqlite (guides: %s)" % mb(d["guideBytes"]), lambda x: x["disk"]["kbSqliteBytes"], mb, d["kbSqliteBytes"], None,
        "%.2f× the guides %s" % (ratio, at_most(ratio, 2)))
    for i, (query, _) in enumerate(QUERIES):
        # With an earlier binary timed in this same run, that is the "before" figure (same load).
        same_run = now.get("cliBeforeSameRun")
        earlier = (lambda x, i=i: same_run[i]) if same_run else (lambda x, i=i: x["cli"][i])
        row("CLI `bridgekb search %s` (median of 9%s)" % (query, ", interleaved" if same_run else ""), earlier, ms,
            now["cli"][i], None, "" if before is None else at_most(now["cli"][i], earlier(before) * 1.05))
    head = ["measure"] + (["bridgekb before"] if before is not None else []) + \
           ["bridgekb" + (" after" if before is not None else ""), "Pagefind", "goal"]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] + ["---:"] * (len(head) - 2) + ["---"]) + "|"] + rows
    lines.append("")
    lines.append("kb.sqlite, biggest tables and indexes (dbstat): " + ", ".join(
        "%s %s" % (t["name"], mb(t["bytes"])) for t in now["dbstat"]))
    if before is not None:
        lines.append("before: " + ", ".join("%s %s" % (t["name"], mb(t["bytes"])) for t in before["dbstat"]))
    return "\n".join(lines)

# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description="bridgekb's site search beside Pagefind's, in headless Chromium.")
    parser.add_argument("--web", required=True)
    parser.add_argument("--site", required=True)
    parser.add_argument("--pagefind", required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--content", required=True)
    parser.add_argument("--json", required=True)
    parser.add_argument("--before")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--label", default="")
    parser.add_argument("--before-bin", help="an earlier bridgekb, timed on the CLI beside this one (with --before-index)")
    parser.add_argument("--before-index", help="the kb.sqlite the earlier bridgekb built for the same corpus")
    args = parser.parse_args()
    web, site, bundle, content = Path(args.web), Path(args.site), Path(args.pagefind), Path(args.content)
    server, base = serve(web)
    profile = tempfile.mkdtemp(prefix="bridgekb-site-search-chromium-")
    browser = cdp.Browser(find_chromium(), profile, timeout=180)
    now = {"label": args.label, "queries": [q for q, _ in QUERIES]}
    try:
        for engine in ("bridgekb", "pagefind"):
            figures = []
            for query, language in QUERIES:
                entry = {}
                for mode in ("cold", "typed"):
                    runs = [one_run(browser, base, engine, query, language, mode) for _ in range(args.runs)]
                    median = sorted(runs, key=lambda r: r["ms"])[len(runs) // 2]
                    entry[mode] = dict(byte_figures(median["loaded"], web, engine), ms=median["ms"],
                                       allMs=[round(r["ms"], 1) for r in runs], results=median["results"])
                    print("%-8s %-20s %-5s %7.0f ms %10d search bytes, %d results" % (
                        engine, query, mode, median["ms"], entry[mode]["searchBytes"], median["results"]), file=sys.stderr, flush=True)
                figures.append(entry)
            now[engine] = {"queries": figures}
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
        server.shutdown()
    now["disk"] = disk_figures(site, bundle, content)
    now["dbstat"] = dbstat(site / "kb.sqlite")
    tools = [(args.bin, site / "kb.sqlite")] + ([(args.before_bin, args.before_index)] if args.before_bin else [])
    cli = [cli_search(tools, content, q) for q, _ in QUERIES]
    now["cli"] = [c[0] for c in cli]
    if args.before_bin:
        now["cliBeforeSameRun"] = [c[1] for c in cli]
    Path(args.json).write_text(json.dumps(now, ensure_ascii=False, indent=1), encoding="utf-8")
    before = json.loads(Path(args.before).read_text(encoding="utf-8")) if args.before else None
    print(table(now, before))


if __name__ == "__main__":
    main()
