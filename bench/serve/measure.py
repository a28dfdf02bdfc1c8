#!/usr/bin/env python3
"""Edit → updated page, for bench/serve/run: `bridgekb serve` and `hugo server` on the same edit.

  measure.py --bridgekb BIN --templates DIR [--edits N] [--browser] "LABEL=CONTENT=HUGO_SITE"…

For each set, serves CONTENT with `BIN serve --port 0` and HUGO_SITE with `hugo server` (in memory, on a
free port), picks the middle guide with a zh-Hans file, and EDITS times appends a new paragraph to that
guide's zh-Hans file in both trees, timing until the page shows it: over HTTP (a GET every 5 ms), and with
--browser in headless Chromium (the page open, reloading itself; timed to the load that shows the text).
Prints one Markdown table of medians (min–max) in ms. The bridgekb row also gives the rebuild time that
serve itself reports ("rebuilt in … s").
"""

import argparse
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests/browser"))
import cdp  # noqa: E402  (the DevTools pipe client of the browser tests)
from serve_test import ServeProcess  # noqa: E402
from site_test import find_chromium  # noqa: E402

QUIET = 0.6      # seconds between edits, so that each edit is its own rebuild
TIMEOUT = 60


def get(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as reply:
            return reply.read().decode("utf-8", "replace")
    except OSError:
        return ""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class HugoServer:
    """`hugo server` on `site` (rendering to memory, live reload on), on a free port."""

    def __init__(self, site, page):
        self.port = free_port()
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(["hugo", "server", "--source", str(site), "--bind", "127.0.0.1",
                                         "--port", str(self.port), "--baseURL", "http://127.0.0.1/"],
                                        stdout=self.log, stderr=subprocess.STDOUT)
        self.base = "http://127.0.0.1:%d/" % self.port
        deadline = time.time() + 300
        while "<h1>" not in get(self.base + page):
            if time.time() > deadline or self.process.poll() is not None:
                self.log.seek(0)
                raise RuntimeError("hugo server did not serve %s: %s" % (page, self.log.read()[-1000:]))
            time.sleep(0.1)

    def terminate(self):
        self.process.terminate()
        self.process.wait()


def time_http(url, edit):
    """ms from the edit to the first GET of `url` that shows its text."""
    time.sleep(QUIET)
    marker = edit()
    started = time.perf_counter()
    while marker not in get(url):
        if time.perf_counter() - started > TIMEOUT:
            raise RuntimeError("%s never showed %s" % (url, marker))
        time.sleep(0.005)
    return (time.perf_counter() - started) * 1000


def time_browser(browser, tab, edit):
    """ms from the edit to the load, by the page itself, that shows its text."""
    time.sleep(QUIET)
    browser.drain(tab.session, "Page.loadEventFired")
    marker = edit()
    started = time.perf_counter()
    while True:
        browser.wait_for("Page.loadEventFired", session=tab.session, timeout=TIMEOUT)
        try:
            if tab.evaluate("document.body.innerText.includes('%s')" % marker):
                return (time.perf_counter() - started) * 1000
        except cdp.CDPError:
            pass


def appender(path, extension):
    """A function that appends a new paragraph to `path` and returns its marker."""
    def edit():
        marker = "补充%s" % uuid.uuid4().hex[:10]
        with open(path.with_suffix(extension), "a", encoding="utf-8") as file:
            file.write("\n\n%s：修改后页面应当更新。\n" % marker)
        return marker
    return edit


def summary(values):
    if not values:
        return "–"
    return "%.0f (%.0f–%.0f)" % (statistics.median(values), min(values), max(values))


def measure_set(args, chromium, label, content, hugo_site):
    guides = sorted(p.name for p in Path(content).iterdir() if (p / "zh-Hans.txt").is_file())
    guide = guides[len(guides) // 2]
    rows = []
    bridgekb = ServeProcess(args.bridgekb, content, args.templates)
    try:
        url = bridgekb.base + "zh-Hans/guides/%s.html" % guide
        rows.append(("bridgekb serve", run_rounds(args, chromium, url, appender(Path(content) / guide / "zh-Hans", ".txt"))))
    finally:
        code, stderr = bridgekb.terminate()
    rebuilds = [float(s) * 1000 for s in re.findall(r"rebuilt in ([0-9.]+) s", stderr)]
    rows[-1][1]["rebuild"] = rebuilds
    hugo = HugoServer(hugo_site, "%s/zh-hans/" % guide.lower())
    try:
        url = hugo.base + "%s/zh-hans/" % guide.lower()
        rows.append(("hugo server", run_rounds(args, chromium, url, appender(Path(hugo_site) / "content" / guide / "zh-Hans", ".md"))))
    finally:
        hugo.terminate()
    return [(label, len(guides), guide, name, times) for name, times in rows]


def run_rounds(args, chromium, url, edit):
    times = {"http": [time_http(url, edit) for _ in range(args.edits)], "browser": []}
    if chromium:
        profile = tempfile.mkdtemp(prefix="bridgekb-bench-serve-chromium-")
        browser = cdp.Browser(chromium, profile)
        try:
            tab = browser.new_tab()
            tab.navigate(url, settle=1.0)
            times["browser"] = [time_browser(browser, tab, edit) for _ in range(args.edits)]
        finally:
            browser.close()
            shutil.rmtree(profile, ignore_errors=True)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bridgekb", required=True)
    parser.add_argument("--templates", required=True)
    parser.add_argument("--edits", type=int, default=7)
    parser.add_argument("--browser", action="store_true")
    parser.add_argument("sets", nargs="+", help="LABEL=CONTENT=HUGO_SITE")
    args = parser.parse_args()
    chromium = find_chromium() if args.browser else None
    if args.browser and not chromium:
        sys.exit("no chromium (scripts/install-deps --browser), or run with BROWSER= for HTTP only")
    results = []
    for spec in args.sets:
        label, content, hugo_site = spec.split("=")
        results += measure_set(args, chromium, label, content, hugo_site)
    print("\nedit → updated page, ms: median (min–max) of %d edits each; one guide's zh-Hans file appended to" % args.edits)
    print("| corpus | server | HTTP poll | browser reload | serve's rebuild |")
    print("|---|---|---:|---:|---:|")
    for label, count, guide, name, times in results:
        print("| %s | %s | %s | %s | %s |" % (label, name, summary(times["http"]),
                                               summary(times["browser"]) if chromium else "not run",
                                               summary(times.get("rebuild", [])) if "rebuild" in times else ""))


if __name__ == "__main__":
    main()
